// Words the table shows: prompts for the learner's decisions and labels for seats. The rule
// texts themselves (why a tile may not be played, who won a trick and why, the hand's result)
// come from Python's engine; these are only the table's own sentences around them.

export function seatName(seat, me, seats) {
  if (seat === me) return "You";
  const entry = (seats || []).find((s) => s.seat === seat);
  return entry ? entry.name : `Seat ${seat}`;
}

/** "seat 2" or "you", for use inside a sentence. */
export function who(seat, me) {
  return seat === me ? "you" : `seat ${seat}`;
}

export function callLabel(call) {
  if (call === undefined || call === null) return "";
  return call === 0 ? "Pass" : `Bid ${call}`;
}

/** Positions of the other seats around the learner, who sits at the bottom. */
export function positionOf(seat, me, players) {
  const offset = (seat - me + players) % players;
  if (offset === 0) return "bottom";
  if (players === 4) return ["bottom", "left", "top", "right"][offset];
  return offset === 1 ? "left" : "right";
}

export function trumpBadge(view) {
  if (!view.trump) return null;
  return view.trump_text || `${view.trump} trump`;
}

/** The contract line: "Seat 2 bid 5 · 3 of 5 tricks". */
export function contractLine(view, me) {
  if (view.bidder === null || view.bidder === undefined || !view.high_bid) return null;
  const tricks = sideTricks(view, view.bidder);
  const need = view.high_bid === 21 ? 7 : view.high_bid;
  const name = view.bidder === me ? "You" : `Seat ${view.bidder}`;
  const bid = view.high_bid === 21 ? "shot the moon" : `bid ${view.high_bid}`;
  return `${name} ${bid} · ${tricks} of ${need} tricks`;
}

/** Tricks won by a seat's side (its partner's too with four players). */
export function sideTricks(view, seat) {
  const won = view.tricks_won || [];
  if (view.teams) return (won[seat] || 0) + (won[(seat + 2) % 4] || 0);
  return won[seat] || 0;
}

/** Score index of a seat: its own, or its team's. */
export function sideOf(view, seat) {
  return view.teams ? seat % 2 : seat;
}

/**
 * What the learner is asked to do now: `{ title, detail }`.
 * `busy`: the computer players are thinking.
 */
export function prompt(view, me, busy) {
  if (view.replaying) return { title: view.caption || "", detail: "" };
  if (view.phase === "over") {
    return { title: "The game is over.", detail: view.status || "" };
  }
  if (busy && view.to_act === me) return { title: "Finding a hint…", detail: "" };
  if (view.to_act !== me) {
    const seat = view.to_act;
    if (seat === null || seat === undefined) return { title: "", detail: "" };
    return { title: busy ? `Seat ${seat} is thinking…` : `Seat ${seat} to play.`, detail: "" };
  }
  switch (view.phase) {
    case "bid": {
      const high = view.high_bid
        ? `The high bid is ${view.high_bid} (${who(view.high_bidder, me)}).`
        : "No one has bid yet.";
      return {
        title: "Your bid.",
        detail: `${high} Each player bids once: beat the high bid or pass. The winner ${view.widow ? "takes the widow and names trump" : "names trump"}; 21 shoots the moon — all seven tricks.`,
      };
    }
    case "discard": {
      const widow = view.widow && view.widow.tile;
      const took = widow ? `You took the widow, ${widow} (marked). ` : "";
      return {
        title: `You won the bid with ${view.high_bid}: discard one tile.`,
        detail: `${took}Choose a tile to put face down; it may be the widow itself. It is out of play this hand.`,
      };
    }
    case "trump":
      return {
        title: "Name trump.",
        detail: "Each choice shows how many of your tiles would be trumps. A trump beats every tile of the other suits.",
      };
    case "play":
      if (!view.trick || view.trick.length === 0) {
        return { title: "Your lead.", detail: "You may lead any tile; the others must follow its suit if they can." };
      }
      return {
        title: "Your play.",
        detail: `${view.led || ""} Tiles you may play are raised.`.trim(),
      };
    default:
      return { title: "", detail: "" };
  }
}

const VERBS = { plays: "play", bids: "bid", passes: "pass", discards: "discard", names: "name", takes: "take", wins: "win" };

/** An event's sentence addressed to the learner: "Seat 0 plays 6-4." becomes "You play 6-4." */
export function personal(text, seat, me) {
  const prefix = `Seat ${me} `;
  if (seat !== me || !text || !text.startsWith(prefix)) return text;
  const rest = text.slice(prefix.length);
  const space = rest.indexOf(" ");
  const verb = space < 0 ? rest.replace(/\.$/, "") : rest.slice(0, space);
  const mine = VERBS[verb];
  if (!mine) return text;
  return `You ${mine}${rest.slice(verb.length)}`.replace(" their hand", " your hand");
}
