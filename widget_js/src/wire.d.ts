// The wire format between moon_nb (Python) and the browser: written by
// `python -m moon_nb.show` from moon_nb/show/wire.py. Do not edit by hand.

/** A change to a JSON value (moon_nb/show/changes.py): a string, number or boolean that
 * is the new value, another value whole, null, an object's changed fields (and those it
 * no longer has), a list's changed items by index, or a list's items from `start` on,
 * `count` of them, replaced by those given. */
export type Change =
  | string
  | number
  | boolean
  | { set: unknown }
  | { null: true }
  | { keys: { [name: string]: Change }; drop?: string[] }
  | { items: { [index: string]: Change } }
  | { splice: [start: number, count: number, items: unknown[]] };

/** A tile on the table, and who played it (the scene's seats say their name and place). */
export interface PlayScene {
  seat: number;
  tile: string;
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

/** One call of the bidding: ``"Seat 1: 5"``, a bid or a pass. */
export interface CallScene {
  text: string;
  bid: boolean;
}

/** The bidding so far, while it goes on. */
export interface Calls {
  calls: CallScene[];
  opener: string;
  redeal_text: string | null;
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
  banner: string | null;
  status: string | null;
}

/** One moment of the game as one seat saw it, with every word a table picture shows. */
export interface Scene {
  seat: number;
  players: number;
  phase: "bid" | "discard" | "trump" | "play" | "over";
  action_count: number;
  to_act: number | null;
  turn_text: string | null;
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
  said?: string;
  face_up?: Revealed;
}

/** What every frame holds. */
export interface FrameCore {
  n: number;
  kind: "start" | "call" | "widow" | "discard" | "trump" | "play" | "trick" | "hand" | "deal" | "redeal" | "game";
  seat: number | null;
  text: string;
  linger: number;
  tile: string | null;
  scene: { [K in keyof Scene]?: Change };
}

/** One moment as a table tells it — the live table's replay and an exported game's page */
export interface Frame extends FrameCore {
  said?: string;
  face_up?: Revealed;
}

/** A tile of the seat's hand on its turn to play: whether it may be played now, and why. */
export interface TileChoice {
  tile: string;
  legal: boolean;
  reason: string;
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
  count: number | null;
  trumps: string[];
  aria: string;
  reason: string;
}

/** What the learner is asked now, and what the table says while others act. */
export interface Prompt {
  title: string;
  detail: string;
  thinking: string;
  hinting: string;
}

/** What the seat may do now, with every word the table shows for it: the prompt, and on its */
export interface Decision {
  my_turn: boolean;
  prompt: Prompt;
  bids: BidOption[];
  trumps: TrumpOption[];
  tiles: TileChoice[];
}

/** What the Undo button would take back, in words, and the question it asks first when */
export interface UndoOffer {
  text: string;
  confirm: string | null;
}

/** The solver's verdict on a finished hand (`moon_nb.players.hindsight`). */
export interface Hindsight {
  hand_number: number;
  title: string;
  text: string;
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

/** What the table widget syncs as its ``view``: the scene to draw now and what the learner */
export interface TableView {
  epoch: number;
  since: number;
  scene: Scene;
  decision: Decision;
  frames: Frame[];
  undo: UndoOffer | null;
  readout: Readout;
}

/** How the table names a seat (the ``seats`` trait): "You", or the computer player's. */
export interface SeatName {
  seat: number;
  you: boolean;
  player: string;
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
export interface FeaturesCore {
  hint: boolean;
  undo: boolean;
  reveal: boolean;
  marks: boolean;
  new_game: boolean;
  paces: Pace[];
  levels: LevelChoice[];
  level: string;
  next_level: string;
  level_text: string;
}

/** A language the table may speak: its code (``"hu"``) and its own name (``"magyar"``). */
export interface LanguageChoice {
  code: string;
  name: string;
}

/** The table's language, and the languages it may speak, in its settings. */
export interface LanguageChooser {
  lang: string;
  choices: LanguageChoice[];
  label: string;
  go: string;
  go_label: string;
  note: string;
}

/** The learning aids a table offers, its paces and its language. */
export interface Features {
  hint: boolean;
  undo: boolean;
  reveal: boolean;
  marks: boolean;
  new_game: boolean;
  paces: Pace[];
  levels: LevelChoice[];
  level: string;
  next_level: string;
  level_text: string;
  language?: LanguageChooser;
}

/** The last hint (the ``hint`` trait), or empty. */
export interface Hint {
  action?: string;
  said?: string;
  reason?: string;
  at?: number;
  spoken?: string;
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

/** One step of the guided path in the list of steps: its chapter, title and goal, and the */
export interface GuideStep {
  id: string;
  number: number;
  chapter: string;
  title: string;
  goal: string;
  stars: number;
  solved: boolean;
}

/** A word of the game on a rule card, what it means, and where the glossary explains it */
export interface CardTerm {
  word: string;
  meaning: string;
  href: string;
}

/** A row of tiles on a rule card, with its label (``"Suit 5"``: ``["5-5", "6-5", ...]``). */
export interface CardRow {
  label: string;
  tiles: string[];
}

/** The rule a chapter of the guided path teaches, as a card: its sentences, its words and */
export interface RuleCard {
  chapter: string;
  number: number;
  count: number;
  text: string[];
  terms: CardTerm[];
  rows: CardRow[];
}

/** The words the guided path's JavaScript shows, each a whole label or sentence; */
export interface GuideWords {
  step_of: string;
  go_to_step: string;
  go: string;
  go_step: string;
  goal: string;
  path: string;
  rule: string;
  rule_title: string;
  previous: string;
  hint: string;
  hint_title: string;
  retry: string;
  retry_title: string;
  next: string;
  next_short: string;
  next_title: string;
  card: string;
  rule_of: string;
  in_glossary: string;
  card_words: string;
  play_step: string;
}

/** The guided path at the table (the ``guide`` trait): the step on the table, its goal, the */
export interface GuideCore {
  step: string;
  number: number;
  count: number;
  chapter: string;
  title: string;
  goal: string;
  status: "play" | "wrong" | "solved";
  verdict: string;
  hint: string;
  can_hint: boolean;
  stars: number;
  stars_text: string;
  previous: string | null;
  next: string | null;
  steps: GuideStep[];
  card: RuleCard;
  card_open: boolean;
  words: GuideWords;
}

/** The path's words a screen reader is told (`moon_nb.table.session.TableSession.guide_view`), */
export interface GuideSaid {
  step: string;
  verdict: string;
}

/** The guided path at the table, as the ``guide`` trait sends it (see `GuideCore`). */
export interface GuideView extends GuideCore {
  said?: GuideSaid;
}

/** What the blind mode's commands say of the table now, each in sentences a screen reader */
export interface Readout {
  hand: string;
  trick: string;
  trump: string;
  bids: string;
  scores: string;
  last: string;
  log: string[];
}

/** A command of the blind mode: its name (the English word, typed in any language), its */
export interface Command {
  name: string;
  word: string;
  code: string;
}

/** The words the table's JavaScript shows, each a whole label or sentence; ``{tile}``, */
export interface TableWords {
  moon: string;
  table: string;
  guide: string;
  tools: string;
  skip: string;
  skip_title: string;
  hint: string;
  hint_title: string;
  undo: string;
  undo_sure: string;
  undo_title: string;
  nothing_to_undo: string;
  last_trick: string;
  last_short: string;
  last_title: string;
  new_game: string;
  new_short: string;
  new_sure: string;
  sure: string;
  settings: string;
  settings_title: string;
  pace: string;
  pace_label: string;
  levels: string;
  every_hand_up: string;
  discarded: string;
  discard_word: string;
  bidder: string;
  partner: string;
  thinking: string;
  no_trick_yet: string;
  played: string;
  played_winning: string;
  you_played: string;
  you_played_winning: string;
  the_trick: string;
  no_tiles: string;
  bidding_so_far: string;
  widow: string;
  widow_tile: string;
  widow_named: string;
  widow_down: string;
  from_widow: string;
  trump_mark: string;
  choices: string;
  play_tile: string;
  cannot_play: string;
  discard_tile: string;
  choose_discard: string;
  or_another: string;
  offline_title: string;
  offline_detail: string;
  lost_text: string;
  solved: string;
  not_yet: string;
  next_step: string;
  hint_label: string;
  coach: string;
  coach_notes: string;
  coach_none: string;
  game_over: string;
  hand_summary: string;
  tricks: string;
  this_hand: string;
  total: string;
  look: string;
  next_hand: string;
  your_turn: string;
  step_through: string;
  start: string;
  start_title: string;
  previous_title: string;
  next_title: string;
  end: string;
  end_title: string;
  next_moment: string;
  commands: Command[];
  command_box: string;
  command_help: string;
  not_a_command: string;
  screen_reader: string;
  log_title: string;
  hand: string[];
  tiles: string[];
}

/** Everything a table sends the browser, by the name of its synced trait: the widget sends */
export interface TableState {
  view: TableView;
  hindsight: Hindsight | null;
  coach: CoachView | null;
  hint: Hint;
  notice: Notice;
  reveal_hands: Revealed;
  seats: SeatName[];
  features: Features;
  busy: boolean;
  summary_open: boolean;
  pace_ms: number;
  title: string;
  guide: GuideView | null;
  words: TableWords;
}

/** The message that brings the browser what changed of a table's state since the last one */
export interface StateChanges {
  kind: "changes";
  n: number;
  changes: { [K in keyof TableState]?: Change };
}

/** The data of an exported game's page (`moon_nb.course.pages.game_html`). */
export interface ExportPage {
  title: string;
  seat: number;
  face_up: boolean;
  seats: SeatName[];
  scene: Scene;
  frames: Frame[];
  words: TableWords;
}

export interface PageAnswer {
  verdict: "right" | "wrong";
  html: string;
}

/** An option as the browser draws it: the words on its button, or a domino when ``tile`` */
export interface OptionShown {
  label: string;
  tile: boolean;
}

/** The options of an exercise as the browser draws them (the Quiz's ``choices``, an */
export interface ChoicesShown {
  pick: "one" | "some" | "order" | "numbers";
  prompt: string;
  options: OptionShown[];
}

/** One exercise of a page of exercises: the question card, the options, the engine's */
export interface PageExercise {
  question: string;
  choices: ChoicesShown;
  answers: Record<string, unknown>;
  otherwise: PageAnswer;
  solution: string;
}

/** The words the Quiz's JavaScript shows, each a whole label or sentence, in the quiz's */
export interface QuizWords {
  exercise: string;
  pick_one: string;
  pick_some: string;
  pick_order: string;
  pick_numbers: string;
  options: string;
  check: string;
  start_over: string;
  show_solution: string;
  bad_number: string;
  picked: string;
  points_box: string;
  tries: string[];
  tiles: string[];
}

/** The data of a page of exercises (`moon_nb.course.pages.exercises_html`). */
export interface ExercisesPage {
  title: string;
  exercises: PageExercise[];
  words: QuizWords;
}

/** The play page's own words, around its table (`moon_nb.course.play.play_words`): while Python */
export interface PlayWords {
  lang: string;
  loading: string;
  no_script: string;
  steps: string[];
  step_of: string;
  starting: string;
  starting_label: string;
  refused: string;
  default_game: string;
  not_served: string;
  not_served_how: string;
  no_python: string;
  no_python_why: string;
  failed: string;
  worker_failed: string;
  progress: string;
  kept: string;
  not_kept: string;
  play_game: string;
  review: string;
  puzzles: string;
  save: string;
  load: string;
}
