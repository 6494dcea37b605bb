// The wire format between moon_nb (Python) and the table widget: written by
// `python -m moon_nb.show.wire` from moon_nb/wire.py. Do not edit by hand.

/** A tile on the table, and who played it from where. */
export interface PlayScene {
  seat: number;
  tile: string;
  name: string;
  position: "bottom" | "left" | "top" | "right";
}

/** A trick to show: its plays, its winner (None while it is played) and a caption. */
export interface TrickScene {
  plays: PlayScene[];
  winner: number | null;
  caption: string;
}

/** The bidder's discard: the tile only for the seat that made it. */
export interface Discard {
  tile: string | null;
  text: string;
}

/** One seat as the table shows it. */
export interface SeatScene {
  seat: number;
  name: string;
  you: boolean;
  position: "bottom" | "left" | "top" | "right";
  partner: boolean;
  call: string | null;
  bid: boolean;
  bidder: boolean;
  discard: Discard | null;
  tricks_text: string;
  score_text: string;
  tiles: number;
  tiles_text: string;
}

export interface CallScene {
  seat: number;
  text: string;
  bid: boolean;
}

/** The bidding so far, while it goes on. */
export interface Calls {
  calls: CallScene[];
  opener: string;
  redeals: number;
}

/** A tile of the seat's own hand, in the order it holds them. */
export interface HeldTile {
  tile: string;
  trump: boolean;
  gap: boolean;
  widow: boolean;
  label: string;
}

export interface SummaryRow {
  name: string;
  tricks: number;
  change: string;
  total: string;
  winner: boolean;
}

/** The last finished hand, summed up. */
export interface Summary {
  hand_number: number;
  headline: string;
  text: string;
  rows: SummaryRow[];
  over: boolean;
  banner: string | null;
  status: string | null;
}

/** One moment of the game as one seat saw it, with every word a table picture shows. */
export interface Scene {
  version: number;
  seat: number;
  players: number;
  phase: "bid" | "discard" | "trump" | "play" | "over";
  action_count: number;
  hand_label: string;
  trump_text: string | null;
  contract_text: string | null;
  target_text: string;
  seats: SeatScene[];
  calls: Calls | null;
  widow_lying: boolean;
  trick: PlayScene[];
  trick_label: string | null;
  led_text: string | null;
  last_trick: TrickScene | null;
  collect: TrickScene | null;
  hand: HeldTile[];
  summary: Summary | null;
  status_text: string;
  caption: string | null;
  actor: number | null;
}

/** What every event of the timeline holds. */
export interface EventCore {
  n: number;
  kind: "call" | "widow" | "discard" | "trump" | "play" | "trick" | "hand" | "deal" | "redeal" | "game";
  seat: number | null;
  text: string;
  linger: number;
}

/** One event of the public timeline; its payload depends on its kind. */
export interface TimelineEvent extends EventCore {
  scene?: Scene;
  call?: number;
  tile?: string | null;
  trump?: string;
  trick?: TrickScene;
  changes?: number[];
  scores?: number[];
}

export interface Ruling {
  action: string;
  reason: string;
}

export interface TileRuling {
  tile: string;
  legal: boolean;
  reason: string;
}

export interface Widow {
  taken: boolean;
  tile: string | null;
}

export interface Play {
  seat: number;
  tile: string;
}

export interface CallView {
  seat: number;
  call: number;
}

export interface TrickView {
  leader: number;
  plays: Play[];
  winner: number;
  reason: string;
}

export interface LastHandView {
  bidder: number;
  bid: number;
  made: boolean;
  tricks_won: number[];
  changes: number[];
  text: string;
  tricks: TrickView[];
  trump: string;
  bidder_name: string;
}

/** What every view of a seat holds. */
export interface GameViewCore {
  version: number;
  seat: number;
  players: number;
  rules: Record<string, unknown>;
  rules_text: string;
  phase: "bid" | "discard" | "trump" | "play" | "over";
  to_act: number | null;
  hand_number: number;
  first_bidder: number;
  hand: string[];
  hand_sizes: number[];
  calls: CallView[];
  high_bid: number | null;
  bidder: number | null;
  high_bidder: number | null;
  redeals: number;
  widow: Widow | null;
  discard: string | null;
  discarded: boolean;
  trump: string | null;
  trump_text: string | null;
  trick: Play[];
  leader: number | null;
  led: string | null;
  tricks_won: number[];
  tricks: TrickView[];
  scores: number[];
  target: number;
  unit: string;
  teams: boolean;
  winner: number | null;
  status: string;
  last_hand: LastHandView | null;
  legal: Ruling[];
  tiles: TileRuling[];
  action_count: number;
}

/** What `Game.view` returns; ``events`` with ``since=``. */
export interface GameView extends GameViewCore {
  events?: TimelineEvent[];
}

export interface BidOption {
  action: string;
  label: string;
  aria: string;
  moon: boolean;
  legal: boolean;
  reason: string;
}

export interface TrumpOption {
  action: string;
  token: string;
  label: string;
  count: number;
  trumps: string[];
  aria: string;
  reason: string;
}

/** What the learner is asked now, and what the table says while others act. */
export interface Prompt {
  title: string;
  detail: string;
  waiting: string;
  thinking: string;
  hinting: string;
}

/** The solver's verdict on a finished hand (`moon_nb.players.hindsight`). */
export interface Hindsight {
  hand_number: number;
  title: string;
  text: string;
  par: number;
  taken: number;
  verdicts: (Record<string, unknown>)[];
  mistakes: (Record<string, unknown>)[];
}

export interface CoachNoteView {
  hand_number: number;
  text: string;
}

/** The coach's words (a table with ``coach=True``): on the learner's last decision, and on */
export interface CoachView {
  latest: string | null;
  notes: CoachNoteView[];
}

/** What the table widget syncs as its ``view``: the learner's `GameView`, the words and */
export interface TableView extends GameViewCore {
  since: number;
  epoch: number;
  undo_available: boolean;
  trump_options: TrumpOption[];
  bid_options: BidOption[];
  prompt: Prompt;
  scene: Scene;
  start: Scene;
  events: TimelineEvent[];
  hindsight: Hindsight | null;
  coach: CoachView | null;
}

/** How the table names a seat (the ``seats`` trait): "You", or the computer player's. */
export interface SeatName {
  seat: number;
  name: string;
  you: boolean;
  player: string;
  level: string;
}

/** A level the computer players may play at. */
export interface LevelChoice {
  name: string;
  label: string;
  about: string;
}

export interface Pace {
  ms: number;
  label: string;
}

/** The learning aids a table offers (the ``features`` trait), and its paces. */
export interface Features {
  hint: boolean;
  undo: boolean;
  reveal: boolean;
  paces: Pace[];
  levels: LevelChoice[];
  level: string;
  next_level: string;
  level_text: string;
}

/** The last hint (the ``hint`` trait), or empty. */
export interface Hint {
  action?: string;
  reason?: string;
  at?: number;
}

/** Every hand, the widow and the discard (the ``reveal_hands`` trait): empty unless the */
export interface Revealed {
  hands?: string[][];
  widow?: string | null;
  discard?: string | null;
}

/** The last refusal or message (the ``notice`` trait). */
export interface Notice {
  id: number;
  kind: "" | "error" | "info";
  text: string;
}
