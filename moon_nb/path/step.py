"""A step of the guided path: a prepared position at the real table, with one goal.

The position is built with the engine — a deal (`Game.from_deal`) and a few scripted actions
(the bidding, the widow, trump, the tricks already played) — so it is a real moment of a real
game, and the learner sits in seat 0 with a decision to make. The goal (`moon_nb.path.goals`)
judges each move; the step adds the words a goal cannot work out: its title (the situation,
never the answer), the goal in one sentence, a hint for after a failure, the reason a solved
step teaches, and a sentence for each common wrong move.

``solution`` (the learner's intended moves) and the keys of ``misses`` (the common wrong ones)
are what the step's test plays: the goal is reached by the first and not by the second
(``tests/test_learn_steps.py``).
"""

from __future__ import annotations

from dataclasses import KW_ONLY, dataclass

from moon_nb.engine.game import Game
from moon_nb.path.goals import Goal, said
from moon_nb.show.scenes import HandAids

LEARNER = 0
"""The learner's seat in every step: the bottom of the table."""


@dataclass(frozen=True)
class Position:
    """A prepared position: the deal (one string of seven tiles per seat, and the widow), who
    bids first, the scores before the hand, and the actions played since the deal."""

    hands: tuple[str, str, str]
    widow: str
    _: KW_ONLY  # the rest are named where a position is written: numbers read wrongly by place
    first_bidder: int = 1
    script: str = ""
    """The actions since the deal, separated by commas: ``"bid 5, pass, pass, trump 6"``."""
    scores: tuple[int, int, int] | None = None

    @property
    def actions(self) -> list[str]:
        return [a.strip() for a in self.script.split(",") if a.strip()]

    def game(self) -> Game:
        """The game at this position (a new one each time)."""
        game = Game.from_deal(
            [h.split() for h in self.hands],
            self.widow,
            first_bidder=self.first_bidder,
            scores=list(self.scores) if self.scores is not None else None,
            seed=0,
        )
        for action in self.actions:
            game.apply(action)
        return game


@dataclass(frozen=True, kw_only=True)
class Step:
    """One step of the guided path (see the module docstring). Its fields are named where a
    step is written: ten of them, most of them sentences, read wrongly by position."""

    id: str
    """Stable, for saved progress: ``"learn-follow-higher"``; never changed once published."""
    chapter: str
    title: str
    """The situation, in a few words (never the answer)."""
    goal: str
    """What to do, in one sentence."""
    position: Position
    judge: Goal
    hint: str
    """Offered after a failure: where to look, not what to play."""
    why: str
    """What the solved step teaches, in a sentence, after the engine's own words."""
    solution: tuple[str, ...]
    """The learner's intended moves, in order (the others' replies come in between)."""
    misses: tuple[tuple[str, str], ...] = ()
    """Common wrong moves, each with a sentence added to the engine's words ("" for none)."""
    reveal: bool = False
    """Every hand face up, whatever the goal (see `face_up`)."""
    marks: bool = True
    """The table raises the tiles that may be played; off where finding them is the lesson."""
    trump_marks: bool = True
    """The learner's trumps are painted, labelled ", trump" and held first; off where
    recognising a trump is the lesson."""
    suits: bool = True
    """The learner's hand is grouped by suit, a gap between suits; off (the tiles held as the
    position deals them) where finding the suit is the lesson."""
    trump_counts: bool = True
    """Each trump choice says how many trumps it would give, and which; off where counting
    them is the lesson."""
    hints: tuple[str, ...] = ()
    """A whole hand's (`moon_nb.path.hands`): a hint for each of the learner's plays, offered
    from the first trick; ``solution`` is then the plan's line (see `whole`)."""

    @property
    def whole(self) -> bool:
        """A whole hand, played to its end from what the learner sees and judged when it ends:
        no move is taken back, and the stars go by the plan (``solution``)."""
        return bool(self.hints)

    @property
    def face_up(self) -> bool:
        """Every hand is shown: a puzzle to read, when the goal is judged from every hand."""
        return self.reveal or self.judge.sees_all

    @property
    def aids(self) -> HandAids:
        """What the table marks on the learner's hand at this step."""
        dealt = None if self.suits else tuple(self.position.hands[LEARNER].split())
        return HandAids(trumps=self.trump_marks, dealt=dealt, counts=self.trump_counts)

    @property
    def chapter_said(self) -> str:
        """The step's chapter in the language of the moment (``chapter`` is the English, the
        value the path keeps)."""
        return said(self.chapter)

    @property
    def title_said(self) -> str:
        """The situation in the language of the moment (``title`` is the English)."""
        return said(self.title)

    @property
    def goal_said(self) -> str:
        """The goal in the language of the moment (``goal`` is the English)."""
        return said(self.goal)

    def miss(self, action: str) -> str:
        """The step's sentence for a wrong move, in the language of the moment, or ""."""
        return said(dict(self.misses).get(action, ""))

    @property
    def title_line(self) -> str:
        """``"Follow suit. — Seat 1 leads 5-3"``: the goal, then the situation (the step's
        title in the progress file)."""
        return f"{self.goal} — {self.title}"

    def game(self) -> Game:
        """The step's position, as a new game."""
        return self.position.game()
