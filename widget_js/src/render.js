// Drawing a scene: the seats around the felt, the trick in the middle, the learner's hand and
// the controls for their decision. Every function builds fresh DOM from the scene and the
// table's context; the widget decides when to redraw (index.js).

import { h, svgBox } from "./dom.js";
import { backSvg, dominoSvg } from "./domino.js";
import { callLabel, contractLine, positionOf, prompt, seatName, sideOf, trumpBadge } from "./text.js";

const PACES = [
  [0, "Instant"],
  [300, "Fast"],
  [700, "Normal"],
  [1400, "Slow"],
];

/** A number with a true minus sign. */
function signed(n) {
  return n < 0 ? `−${-n}` : String(n);
}

/** The pace choices, with the table's own pace among them if a teacher set another. */
function paces(current) {
  if (PACES.some(([ms]) => ms === current)) return PACES;
  return [...PACES, [current, `${current} ms`]].sort((a, b) => a[0] - b[0]);
}

function tile(text, attrs, button) {
  const cls = `moon-tile ${attrs.class || ""}`.trim();
  const a = { ...attrs, class: cls, "data-tile": text };
  if (button) return svgBox("button", { type: "button", ...a }, dominoSvg(text));
  return svgBox("span", { role: "img", ...a }, dominoSvg(text));
}

function backs(count, cls) {
  const out = [];
  for (let i = 0; i < count; i++) out.push(svgBox("span", { class: `moon-tile moon-down ${cls || ""}` }, backSvg()));
  return out;
}

function hinted(ctx, action) {
  const hint = ctx.hint;
  return Boolean(hint && hint.action === action && hint.at === ctx.view.action_count && !ctx.scene.replaying);
}

function myTurn(ctx) {
  const s = ctx.scene;
  return !s.replaying && s.to_act === ctx.me && s.phase !== "over" && !ctx.busy;
}

/** The learner's last call this deal, or undefined. */
function lastCall(scene, seat) {
  const calls = (scene.calls || []).filter((c) => c.seat === seat);
  return calls.length ? calls[calls.length - 1].call : undefined;
}

// --- the bar above the table ----------------------------------------------------------------

export function renderBar(ctx) {
  const s = ctx.scene;
  const f = ctx.features || {};
  const info = h(
    "div",
    { class: "moon-info" },
    h("span", { class: "moon-brand" }, ctx.title || "Moon"),
    h("span", { class: "moon-chip" }, s.phase === "over" ? "Game over" : `Hand ${s.hand_number}`),
    trumpBadge(s) ? h("span", { class: "moon-chip moon-chip-trump", "data-key": "trump" }, `Trump: ${trumpBadge(s)}`) : null,
    contractLine(s, ctx.me) ? h("span", { class: "moon-chip moon-chip-contract" }, contractLine(s, ctx.me)) : null,
    h("span", { class: "moon-chip moon-chip-target" }, `First to ${s.target} ${s.unit}`),
  );
  const turn = myTurn(ctx);
  const tools = h(
    "div",
    { class: "moon-tools", role: "toolbar", "aria-label": "Table tools", "data-nav-group": "tools" },
    s.replaying
      ? h("button", { type: "button", class: "moon-btn moon-skip", "data-key": "tool:skip", title: "Show the rest at once (Esc)", onclick: ctx.skip }, "Skip ▸▸")
      : null,
    f.hint
      ? h(
          "button",
          { type: "button", class: "moon-btn", "data-key": "tool:hint", "aria-disabled": turn ? null : "true", title: "What would a strong player do? (H)", onclick: () => turn && ctx.send({ kind: "hint" }) },
          "Hint",
        )
      : null,
    f.undo
      ? h(
          "button",
          { type: "button", class: "moon-btn", "data-key": "tool:undo", "aria-disabled": ctx.busy || s.replaying || !ctx.view.undo_available ? "true" : null, title: "Take back your last decision (U)", onclick: () => !ctx.busy && ctx.send({ kind: "undo" }) },
          "Undo",
        )
      : null,
    h(
      "button",
      { type: "button", class: "moon-btn", "data-key": "tool:last", "aria-pressed": ctx.ui.showLast ? "true" : "false", title: "Review the last trick (L)", onclick: ctx.toggleLast },
      "Last trick",
    ),
    h(
      "label",
      { class: "moon-pace" },
      h("span", { class: "moon-sr" }, "Pace"),
      h(
        "select",
        { "data-key": "tool:pace", "aria-label": "Pace of the computer's moves", onchange: (e) => ctx.send({ kind: "pace", ms: Number(e.target.value) }) },
        paces(ctx.pace).map(([ms, name]) => h("option", { value: ms, selected: ms === ctx.pace }, name)),
      ),
    ),
    h(
      "button",
      { type: "button", class: "moon-btn", "data-key": "tool:new", onclick: ctx.newGame },
      ctx.ui.confirmNew ? "Sure? New game" : "New game",
    ),
  );
  return [info, tools];
}

// --- the felt: seats and the middle ----------------------------------------------------------

function discardMark(ctx, seat) {
  const s = ctx.scene;
  if (!s.discarded || s.bidder !== seat || s.phase === "over") return null;
  const revealed = ctx.reveal || {};
  const own = seat === ctx.me ? s.discard : revealed.discard && !s.replaying ? revealed.discard : null;
  const face = own
    ? tile(own, { class: "moon-small", "aria-hidden": "true" })
    : svgBox("span", { class: "moon-tile moon-down moon-small", "aria-hidden": "true" }, backSvg());
  const label = own ? `Discarded ${own}` : "Discarded one tile face down";
  return h("span", { class: "moon-chip moon-discard", title: label, "aria-label": label, role: "img" }, face, "discard");
}

function seatFacts(ctx, seat) {
  const s = ctx.scene;
  const call = lastCall(s, seat);
  const facts = [];
  if (call !== undefined) facts.push(h("span", { class: `moon-chip ${call ? "moon-chip-bid" : ""}` }, callLabel(call)));
  if (s.bidder === seat && s.high_bid) facts.push(h("span", { class: "moon-chip moon-chip-bidder" }, "Bidder"));
  facts.push(discardMark(ctx, seat));
  const won = (s.tricks_won || [])[seat] || 0;
  facts.push(h("span", { class: "moon-chip" }, `${won} trick${won === 1 ? "" : "s"}`));
  const score = (s.scores || [])[sideOf(s, seat)];
  facts.push(h("span", { class: "moon-chip moon-chip-score" }, `${signed(score)} ${s.unit === "marks" ? "marks" : "pts"}`));
  return facts;
}

function seatStatus(ctx, seat) {
  const s = ctx.scene;
  if (s.replaying && s.actor === seat) return "acting";
  if (!s.replaying && s.to_act === seat && s.phase !== "over") return ctx.busy ? "thinking" : "acting";
  return null;
}

function opponentSeat(ctx, seat) {
  const s = ctx.scene;
  const pos = positionOf(seat, ctx.me, s.players);
  const entry = (ctx.seats || []).find((e) => e.seat === seat) || {};
  const status = seatStatus(ctx, seat);
  const count = (s.hand_sizes || [])[seat] || 0;
  const shown = ctx.reveal && ctx.reveal.hands && !s.replaying ? ctx.reveal.hands[seat] : null;
  const label = `${seatName(seat, ctx.me, ctx.seats)}: ${count} tile${count === 1 ? "" : "s"}`;
  return h(
    "section",
    { class: `moon-seat moon-pos-${pos} ${status ? `moon-${status}` : ""}`, "data-seat": seat, "aria-label": label },
    h(
      "div",
      { class: "moon-seat-head" },
      h("span", { class: "moon-name" }, seatName(seat, ctx.me, ctx.seats)),
      entry.player ? h("span", { class: "moon-player" }, entry.player) : null,
      s.teams && (seat - ctx.me + 4) % 4 === 2 ? h("span", { class: "moon-chip moon-partner" }, "partner") : null,
      status === "thinking" ? h("span", { class: "moon-thinking", "aria-label": "thinking" }, h("i"), h("i"), h("i")) : null,
    ),
    h(
      "div",
      { class: "moon-backs", "aria-hidden": shown ? null : "true" },
      shown ? shown.map((t) => tile(t, { class: "moon-small", "aria-label": t })) : backs(count, "moon-small"),
    ),
    h("div", { class: "moon-facts" }, seatFacts(ctx, seat)),
  );
}

function trickView(ctx) {
  const s = ctx.scene;
  const v = ctx.view;
  if (ctx.ui.showLast) {
    const last = (s.tricks && s.tricks.length && s.tricks[s.tricks.length - 1]) ||
      (v.last_hand && v.last_hand.tricks && v.last_hand.tricks[v.last_hand.tricks.length - 1]);
    if (last) return { plays: last.plays, winner: last.winner, caption: `Last trick: seat ${last.winner} won. ${last.reason}`, last: true };
    return { plays: [], winner: null, caption: "No trick has been played yet.", last: true };
  }
  if (s.collect) {
    const c = s.collect;
    const name = c.winner === ctx.me ? "You win" : `Seat ${c.winner} wins`;
    return { plays: c.plays, winner: c.winner, caption: `${name} the trick. ${c.reason}` };
  }
  let caption = s.caption;
  // The lead's rule is in the learner's prompt when it is their turn; otherwise here.
  if (!caption && !s.replaying && s.to_act !== ctx.me) caption = s.phase === "play" && s.trick.length ? s.led : null;
  return { plays: s.trick || [], winner: null, caption };
}

function middle(ctx) {
  const s = ctx.scene;
  const t = trickView(ctx);
  const slots = t.plays.map((p) => {
    const pos = positionOf(p.seat, ctx.me, s.players);
    const win = t.winner === p.seat;
    const fresh = s.fresh === `${p.seat}:${p.tile}`;
    return h(
      "div",
      { class: `moon-slot moon-slot-${pos} ${win ? "moon-win" : ""} ${fresh ? "moon-fresh" : ""}`, "data-seat": p.seat },
      tile(p.tile, { class: "moon-mid", "aria-label": `${seatName(p.seat, ctx.me, ctx.seats)} played ${p.tile}${win ? ", winning" : ""}` }),
      h("span", { class: "moon-slot-name" }, seatName(p.seat, ctx.me, ctx.seats)),
    );
  });
  const extras = [];
  const revealed = ctx.reveal || {};
  if (s.widow && !s.widow.taken && s.phase !== "over") {
    const face = revealed.widow && !s.replaying ? tile(revealed.widow, { class: "moon-small", "aria-label": `Widow ${revealed.widow}` }) : svgBox("span", { class: "moon-tile moon-down moon-small" }, backSvg());
    extras.push(h("div", { class: "moon-widow", "aria-label": "The widow, face down" }, face, h("span", {}, "Widow")));
  }
  if (s.phase === "bid" && !t.last) extras.push(bidding(ctx));
  const trickNo = s.phase === "play" && !t.last ? Math.min(7, (s.tricks || []).length + (s.collect ? 0 : 1)) : null;
  return h(
    "div",
    { class: `moon-center ${t.last ? "moon-reviewing" : ""}` },
    trickNo ? h("span", { class: "moon-trick-no" }, `Trick ${trickNo} of 7`) : null,
    h("div", { class: "moon-trick", "aria-label": t.plays.length ? "The trick" : "No tiles on the table" }, slots),
    extras.length ? h("div", { class: "moon-extras" }, extras) : null,
    h("p", { class: "moon-caption" }, t.caption || ""),
  );
}

/** The calls so far, in order, starting with the first bidder. */
function bidding(ctx) {
  const s = ctx.scene;
  const calls = (s.calls || []).map((c) =>
    h("span", { class: `moon-chip ${c.call ? "moon-chip-bid" : ""}` }, `${c.seat === ctx.me ? "You" : `Seat ${c.seat}`}: ${c.call ? c.call : "pass"}`),
  );
  const first = s.first_bidder === ctx.me ? "You bid first" : `Seat ${s.first_bidder} bids first`;
  return h("div", { class: "moon-calls", "aria-label": "The bidding so far" }, calls.length ? calls : h("span", {}, `${first}.`));
}

export function renderFelt(ctx) {
  const s = ctx.scene;
  const seats = [];
  for (let seat = 0; seat < s.players; seat++) if (seat !== ctx.me) seats.push(opponentSeat(ctx, seat));
  return [...seats, middle(ctx)];
}

// --- the learner: prompt, decision controls, hand ------------------------------------------

function handTiles(ctx) {
  const s = ctx.scene;
  const v = ctx.view;
  const info = new Map((v.hand_info || []).map((i) => [i.tile, i]));
  const rulings = new Map((v.tiles || []).map((r) => [r.tile, r]));
  const turn = myTurn(ctx);
  const phase = s.phase;
  let prevSuit = null;
  return s.hand.map((t, i) => {
    const inf = info.get(t) || {};
    const trumpMark = Boolean(s.trump && inf.trump);
    const gap = i > 0 && inf.suit !== prevSuit;
    prevSuit = inf.suit;
    const cls = ["moon-held"];
    if (trumpMark) cls.push("moon-trump");
    if (gap) cls.push("moon-gap");
    if (inf.widow) cls.push("moon-from-widow");
    const words = `${t}${trumpMark ? ", trump" : ""}${inf.widow ? ", from the widow" : ""}`;
    if (turn && phase === "play") {
      const r = rulings.get(t);
      const legal = r ? r.legal : false;
      cls.push(legal ? "moon-legal" : "moon-illegal");
      if (hinted(ctx, `play ${t}`)) cls.push("moon-hinted");
      return tile(t, {
        class: cls.join(" "),
        "data-key": `tile:${t}`,
        "aria-label": legal ? `Play ${words}` : `${words}, cannot be played now`,
        title: r ? r.reason : null,
        "data-reason": r ? r.reason : null,
        onclick: () => ctx.act(`play ${t}`),
      }, true);
    }
    if (turn && phase === "discard") {
      const selected = ctx.ui.selected === t;
      if (selected) cls.push("moon-selected");
      cls.push("moon-legal");
      if (hinted(ctx, `discard ${t}`)) cls.push("moon-hinted");
      return tile(t, {
        class: cls.join(" "),
        "data-key": `tile:${t}`,
        "aria-label": `Discard ${words}`,
        "aria-pressed": selected ? "true" : "false",
        onclick: () => ctx.selectDiscard(t),
      }, true);
    }
    return tile(t, { class: cls.join(" "), "aria-label": words });
  });
}

function decisionControls(ctx) {
  const s = ctx.scene;
  const v = ctx.view;
  if (!myTurn(ctx)) {
    if (s.phase === "over" && !s.replaying) {
      return [h("button", { type: "button", class: "moon-btn moon-primary", "data-key": "act:new", onclick: () => ctx.send({ kind: "new_game" }) }, "New game")];
    }
    return [];
  }
  if (s.phase === "bid") {
    return (v.bid_options || []).map((o) =>
      h(
        "button",
        {
          type: "button",
          class: `moon-btn moon-bid ${o.call === 21 ? "moon-moon" : ""} ${hinted(ctx, o.action) ? "moon-hinted" : ""}`,
          "data-key": `act:${o.action}`,
          "aria-disabled": o.legal ? null : "true",
          "aria-label": o.call === 0 ? "Pass" : `Bid ${o.call}${o.call === 21 ? " (shoot the moon)" : ""}`,
          title: o.reason,
          "data-reason": o.reason,
          onclick: () => ctx.act(o.action),
        },
        o.label,
      ),
    );
  }
  if (s.phase === "discard") {
    const sel = ctx.ui.selected;
    if (sel && s.hand.includes(sel)) {
      return [
        h("button", { type: "button", class: "moon-btn moon-primary", "data-key": "act:discard", onclick: () => ctx.act(`discard ${sel}`) }, `Discard ${sel}`),
        h("span", { class: "moon-note" }, "or choose another tile"),
      ];
    }
    return [h("span", { class: "moon-note" }, "Choose the tile to discard.")];
  }
  if (s.phase === "trump") {
    return (v.trump_options || []).map((o) =>
      h(
        "button",
        {
          type: "button",
          class: `moon-btn moon-trump-choice ${hinted(ctx, o.action) ? "moon-hinted" : ""}`,
          "data-key": `act:${o.action}`,
          "data-trump": o.token,
          "aria-label": `${o.token === "none" ? "No trump" : `Trump ${o.label}`}: you would hold ${o.count} trump${o.count === 1 ? "" : "s"}`,
          title: o.reason,
          "data-reason": o.reason,
          onclick: () => ctx.act(o.action),
          onmouseenter: () => ctx.preview(o.token),
          onmouseleave: () => ctx.preview(null),
          onfocus: () => ctx.preview(o.token),
          onblur: () => ctx.preview(null),
        },
        h("span", {}, o.label),
        h("span", { class: "moon-count", "aria-hidden": "true" }, String(o.count)),
      ),
    );
  }
  return [];
}

export function renderYou(ctx) {
  const s = ctx.scene;
  const me = ctx.me;
  const p = prompt(s, me, ctx.busy);
  const hint = ctx.hint && ctx.hint.at === ctx.view.action_count && !s.replaying ? ctx.hint : null;
  const status = seatStatus(ctx, me);
  return [
    h(
      "div",
      { class: `moon-you-head ${status ? `moon-${status}` : ""}` },
      h("span", { class: "moon-name" }, "You"),
      seatFacts(ctx, me),
    ),
    h(
      "div",
      { class: "moon-prompt" },
      h("p", { class: "moon-prompt-title" }, p.title),
      p.detail ? h("p", { class: "moon-prompt-detail" }, p.detail) : null,
      hint ? h("p", { class: "moon-hint" }, h("strong", {}, `Hint: ${hint.action}. `), hint.reason) : null,
      h("p", { class: "moon-explain", "aria-live": "off" }, ctx.ui.explain || ""),
    ),
    h("div", { class: "moon-actions", role: "group", "aria-label": "Your choices", "data-nav-group": "actions" }, decisionControls(ctx)),
    h(
      "div",
      { class: "moon-hand", role: "group", "aria-label": `Your hand, ${s.hand.length} tiles`, "data-nav-group": "hand" },
      handTiles(ctx),
    ),
  ];
}

// --- the hand summary and the end of the game -----------------------------------------------

// The solver's verdict on the finished hand, computed in Python from public facts: shown as a
// closed disclosure so the summary stays short for those who do not want it.
function hindsight(found) {
  if (!found || !found.text) return null;
  const [head, ...lines] = found.text.split("\n");
  return h(
    "details",
    { class: "moon-hindsight" },
    h("summary", {}, found.mistakes && found.mistakes.length ? `Hindsight: ${found.mistakes.length} costly play${found.mistakes.length > 1 ? "s" : ""}` : "Hindsight: no costly plays"),
    h("p", {}, head),
    lines.length ? h("ul", {}, lines.map((line) => h("li", {}, line))) : null,
  );
}

export function renderOverlay(ctx, mode) {
  const s = ctx.scene;
  const v = ctx.view;
  const last = v.last_hand;
  if (!last) return null;
  const over = mode === "over";
  const scores = s.scores || v.scores;
  const rows = [];
  const sides = scores.length;
  for (let side = 0; side < sides; side++) {
    const name = s.teams ? `Team ${side}` : side === ctx.me ? "You" : `Seat ${side}`;
    const tricks = s.teams ? (last.tricks_won[side] || 0) + (last.tricks_won[side + 2] || 0) : last.tricks_won[side];
    const change = last.changes[side];
    rows.push(
      h(
        "tr",
        { class: v.winner === side && over ? "moon-winner-row" : "" },
        h("th", { scope: "row" }, name),
        h("td", {}, String(tricks)),
        h("td", {}, change > 0 ? `+${change}` : signed(change)),
        h("td", {}, signed(scores[side])),
      ),
    );
  }
  const bidderName = s.teams ? `${last.bidder_name.charAt(0).toUpperCase()}${last.bidder_name.slice(1)}` : last.bidder === ctx.me ? "You" : `Seat ${last.bidder}`;
  const headline = `${bidderName} ${last.bid === 21 ? "shot the moon" : `bid ${last.bid}`}: contract ${last.made ? "made" : "set"}`;
  const winner = over && v.winner !== null && v.winner !== undefined;
  return h(
    "div",
    { class: "moon-overlay", role: "dialog", "aria-label": over ? "Game over" : "Hand summary" },
    h(
      "div",
      { class: "moon-card" },
      winner
        ? h("p", { class: "moon-banner" }, v.winner === ctx.me && !s.teams ? "You win the game!" : `${s.teams ? "Team" : "Seat"} ${v.winner} wins the game`)
        : null,
      h("h3", { class: "moon-card-title" }, headline),
      h("p", {}, last.text),
      h(
        "table",
        { class: "moon-scores" },
        h("thead", {}, h("tr", {}, h("th", {}, ""), h("th", { scope: "col" }, "Tricks"), h("th", { scope: "col" }, "This hand"), h("th", { scope: "col" }, "Total"))),
        h("tbody", {}, rows),
      ),
      over ? h("p", { class: "moon-status" }, v.status) : null,
      hindsight(last.hindsight),
      h(
        "div",
        { class: "moon-card-actions", "data-nav-group": "overlay" },
        over
          ? [
              h("button", { type: "button", class: "moon-btn moon-primary", "data-key": "overlay:new", onclick: () => ctx.send({ kind: "new_game" }) }, "New game"),
              h("button", { type: "button", class: "moon-btn", "data-key": "overlay:close", onclick: ctx.closeOverlay }, "Look at the table"),
            ]
          : h("button", { type: "button", class: "moon-btn moon-primary", "data-key": "overlay:next", onclick: ctx.dismiss }, "Next hand"),
      ),
    ),
  );
}
