"""Worked examples: let the computer players play a game on, show the tricks of a hand, and
review a recorded hand with hindsight.

``play_out(game)`` plays to the end of the hand and returns what each seat did and why;
``tricks_of(game)`` draws the tricks of the hand in play (or the one just finished);
``review(record)`` shows the exact solver's verdict on every play of a recorded hand
(`moon_nb.players.hindsight`), trick by trick.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from moon_nb.engine.game import Game
from moon_nb.engine.tiles import Tile
from moon_nb.engine.trump import Trump
from moon_nb.players import HeuristicPlayer, Player
from moon_nb.players.hindsight import HandAnalysis, Verdict, analyse_hand, played_hands
from moon_nb.reference.captioned import Figure, Gallery, Tone, card
from moon_nb.reference.illustrate import trick_figure, trick_sentence, trump_sentence
from moon_nb.speech import _, chosen, ngettext, speaking

Stop = Callable[[Game], bool]

FOLD = 12
"""A transcript with more decisions than this shows folded (one click opens it)."""


@dataclass(frozen=True)
class Move:
    """One decision of a transcript: the seat, the action, and the player's reason."""

    seat: int
    action: str
    reason: str


@dataclass(frozen=True)
class Transcript:
    """What happened: the decisions in order, then the hand's result (if it ended)."""

    moves: tuple[Move, ...]
    result: str = ""
    lang: str | None = None
    """The language the transcript is said in (its reasons and result were said in it); None:
    the language of the moment."""

    def __repr__(self) -> str:
        with speaking(self.lang):
            lines = [
                # TRANSLATORS: one decision of a transcript; {action} is the game's notation
                # ("play 6-4"), kept as it is.
                # The action is the value code passes to `Game.act`, quoted as Python; the
                # reason says the move in words.
                _(
                    "seat {seat}: {action} — {reason}",
                    seat=s.seat,
                    action=repr(s.action),
                    reason=s.reason,
                )
                for s in self.moves
            ]
        return "\n".join([*lines, self.result] if self.result else lines)

    def _repr_html_(self) -> str:
        left = ' style="text-align:left"'
        with speaking(self.lang):
            rows = "".join(
                f"<tr><td{left}>{html.escape(_('seat {seat}', seat=s.seat))}</td>"
                f"<td{left}><code>{html.escape(s.action)}</code></td>"
                f"<td{left}>{html.escape(s.reason)}</td></tr>"
                for s in self.moves
            )
            # TRANSLATORS: the headers of a transcript's columns: the seat, its action, why.
            names = (_("seat"), _("action"), _("why"))
            summary = ngettext(
                "{n} decision, with its reason (click to show)",
                "{n} decisions, each with its reason (click to show)",
                len(self.moves),
            )
        head = "<tr>" + "".join(f"<th{left}>{html.escape(n)}</th>" for n in names) + "</tr>"
        table = f'<table class="moon-transcript">{head}{rows}</table>'
        if len(self.moves) > FOLD:
            table = f"<details><summary>{html.escape(summary)}</summary>{table}</details>"
        result = f"<p><strong>{html.escape(self.result)}</strong></p>" if self.result else ""
        return table + result


def hand_over(game: Game) -> Stop:
    """A stop condition: the hand being played when it is made has ended."""
    start = game.hand_number
    return lambda g: g.phase == "over" or g.hand_number != start


def play_out(
    game: Game,
    players: Mapping[int, Player] | None = None,
    until: Stop | str | None = None,
    steps: int | None = None,
    lang: str | None = None,
) -> Transcript:
    """Let computer players act for the seats (each from its own view), changing ``game``,
    until the hand ends — or until ``until``: a phase name (``"play"`` stops once trump is
    named) or a test of the game — or after ``steps`` actions. ``players`` maps seats to
    players; the others get a `HeuristicPlayer`. The transcript is said in ``lang`` (None: the
    language of the moment; an unknown code is refused, as `MoonTable` refuses it, before any
    action)."""
    code = chosen(lang)
    with speaking(code):
        return _play_out(game, players, until, steps, code)


def _play_out(
    game: Game,
    players: Mapping[int, Player] | None,
    until: Stop | str | None,
    steps: int | None,
    lang: str | None,
) -> Transcript:
    chosen = dict(players or {})
    table = {s: chosen.get(s) or HeuristicPlayer(s) for s in range(game.rules.players)}
    if until is None:
        stop = hand_over(game)
    elif isinstance(until, str):
        phase = until
        stop = lambda g: g.phase in (phase, "over")  # noqa: E731
    else:
        stop = until
    start_hand = game.hand_number
    taken: list[Move] = []
    for _step in range(steps if steps is not None else 100_000):
        if stop(game) or game.to_act is None:
            break
        seat = game.to_act
        choice = table[seat].decide(game.observe(seat))
        game.apply(choice.action)
        taken.append(Move(seat, choice.action, choice.reason))
    last = game.last_hand
    ended = last is not None and (game.hand_number != start_hand or game.phase == "over")
    return Transcript(tuple(taken), last.text if ended and last is not None else "", lang)


def _tricks_in(view: Mapping[str, Any]) -> tuple[list[dict[str, Any]], str | None]:
    """The tricks of the hand in play, else of the hand just finished, and its trump token."""
    if view["tricks"]:
        return list(view["tricks"]), view["trump"]
    last = view.get("last_hand")
    if last:
        return list(last["tricks"]), last["trump"]
    return [], None


def tricks_of(game: Game, lang: str | None = None) -> Gallery:
    """The tricks of the hand in play (or of the hand just finished), each with its winner
    ringed; captioned in ``lang`` (None: the language of the moment)."""
    with speaking(lang):
        return _tricks_of(game)


def _tricks_of(game: Game) -> Gallery:
    view = game.view(0)
    tricks, token = _tricks_in(view)
    trump = Trump.of(token) if token is not None else None
    players = game.rules.players
    figures = []
    for k, trick in enumerate(tricks, 1):
        plays = [(p["seat"], Tile.parse(p["tile"])) for p in trick["plays"]]
        fig = trick_figure(plays, trump, players)
        caption = _("Trick {number}: {reason}", number=k, reason=trick["reason"])
        figures.append(Figure(fig.svg, caption))
    return Gallery(tuple(figures))


@dataclass(frozen=True)
class ReviewedHand:
    """A finished hand in hindsight (`moon_nb.players.hindsight`): for each trick its picture and
    the solver's verdict on the plays that gave tricks away."""

    game: Game
    hand: int
    analysis: HandAnalysis
    starts: tuple[int, ...]
    """For each tile played, how many actions of the game came before it."""
    lang: str | None = None
    """The language the review is said in; None: the language of the moment."""

    @property
    def mistakes(self) -> list[Verdict]:
        """The plays that gave tricks away, in order."""
        return self.analysis.mistakes

    def position(self, verdict: Verdict) -> Game:
        """The game just before the play ``verdict`` judges: try it yourself."""
        k = self.analysis.verdicts.index(verdict)
        record = self.game.record()
        return Game.from_record({**record, "actions": record["actions"][: self.starts[k]]})

    def _tricks(self) -> list[tuple[Figure, list[str]]]:
        h = self.analysis.hand
        n = h.rules.players
        out = []
        for k in range(0, len(h.plays), n):
            plays = list(h.plays[k : k + n])
            notes = [v.text for v in self.analysis.verdicts[k : k + n] if v.cost]
            drawn = trick_figure(plays, h.trump, n)
            words = trick_sentence(plays, h.trump)
            out.append((Figure(drawn.svg, words[0].upper() + words[1:] + "."), notes))
        return out

    @property
    def title(self) -> str:
        with speaking(self.lang):
            return _(
                "Hand {number} in hindsight: every hand face up, best play by all.",
                number=self.hand,
            )

    @property
    def contract(self) -> str:
        """Who is the bidder, the contract and the trump: ``"The bidder: seat 1, who bid 5.
        2s are trump."``."""
        h = self.analysis.hand
        with speaking(self.lang):
            if h.rules.teams:
                who = _(
                    "The bidder: seat {seat} (team {team}), who bid {bid}.",
                    seat=h.bidder,
                    team=h.bidder % 2,
                    bid=h.bid,
                )
            else:
                who = _("The bidder: seat {seat}, who bid {bid}.", seat=h.bidder, bid=h.bid)
            return f"{who} {trump_sentence(h.trump)}"

    @property
    def summary(self) -> str:
        """The analysis's first line: what best play would have given, and what was taken."""
        with speaking(self.lang):
            return self.analysis.text.splitlines()[0]

    def _said(self) -> list[tuple[str, Figure, list[str]]]:
        """Each trick's heading, picture and the verdicts on its costly plays (or that every
        play was best), in the review's language."""
        with speaking(self.lang):
            best = _("Every play was best play.")
            return [
                (_("Trick {number}", number=k), fig, notes or [best])
                for k, (fig, notes) in enumerate(self._tricks(), 1)
            ]

    def __repr__(self) -> str:
        lines = [self.title, self.contract, self.summary]
        for heading, fig, notes in self._said():
            with speaking(self.lang):
                # TRANSLATORS: {trick} is "Trick 3"; {caption} says the trick's plays.
                lines.append(_("{trick}: {caption}", trick=heading, caption=fig.caption))
            lines += [f"  {note}" for note in notes]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        parts = []
        for (heading, fig, notes), (_fig, costly) in zip(self._said(), self._tricks(), strict=True):
            tone: Tone = "wrong" if costly else "right"
            box = card(tone, heading, notes, [fig], kind="example")
            parts.append(
                '<div style="display:inline-block;vertical-align:top;width:17em;'
                f'margin-right:0.6em">{box}</div>'
            )
        head = (
            f"<p><strong>{html.escape(self.title)}</strong><br>{html.escape(self.contract)} "
            f"{html.escape(self.summary)}</p>"
        )
        return head + "".join(parts)


def review(
    source: Game | Mapping[str, Any], hand: int = 1, lang: str | None = None
) -> ReviewedHand:
    """Hand number ``hand`` of a game (a `Game` or its `Game.record`) in hindsight: the exact
    solver's verdict on every tile played (`moon_nb.players.hindsight.analyse_hand`), said in
    ``lang`` (None: the language of the moment; an unknown code is refused as `MoonTable`
    refuses it)."""
    code = chosen(lang)
    game = source if isinstance(source, Game) else Game.from_record(dict(source))
    hands = played_hands(game)
    if not 1 <= hand <= len(hands):
        raise ValueError(f"hand is 1..{len(hands)}: the hands played to the end")
    record = game.record()
    replay = Game.from_record({**record, "actions": []})
    starts: list[int] = []
    for k, action in enumerate(record["actions"]):
        if replay.hand_number == hand and replay.phase == "play":
            starts.append(k)
        replay.apply(action)
        if replay.hand_number > hand:
            break
    return ReviewedHand(game, hand, analyse_hand(hands[hand - 1]), tuple(starts), code)


__all__ = [
    "Move",
    "ReviewedHand",
    "Transcript",
    "hand_over",
    "play_out",
    "review",
    "tricks_of",
]
