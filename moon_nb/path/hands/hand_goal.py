"""The goal of a whole hand: play all seven tricks, the others' tiles hidden, and make the contract
(or, defending, set it) — by a plan a careful player finds from trick 1.

Unlike a step's other goals, no move is taken back while the hand is played: the learner plays
from what they see, as at a real table, and the hand is judged when it ends (a take-back would
tell the learner where the hidden tiles lie). Made by the plan's line: three stars; made by
another line: two; not made: the hand is played again from trick 1. Either way the debrief
shows the plan trick by trick, as it goes against the arranged tiles (`debrief`).

The other seats play best, face up (`moon_nb.path.goals.solver_reply`): the arrangement, not
luck, decides which lines fail. What each play of the plan does, seen from the learner's seat,
names the hint for that trick (`HINTS`, by `moon_nb.path.hands.hand_lines.kind_of`); the plan's
name and idea are by what its plays do (`PLANS`, `plan_of`) — the test of the whole hands
checks both against the plan's line.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from moon_nb.engine.actions import Action
from moon_nb.engine.game import Game
from moon_nb.engine.observation import Observation
from moon_nb.engine.tiles import TILE_BY_INDEX
from moon_nb.path.goals import Goal, Judgement, solver_reply
from moon_nb.path.hands.hand_lines import goal_met, hand_over, planned, play_line
from moon_nb.speech import N_, _, listing

HINTS = {
    "draw": N_("Trumps are still out: count them, and think of drawing them before your other "
               "winners can be ruffed."),
    "cash": N_("Which of your tiles does no tile still out beat in its suit? A sure winner is "
               "best cashed before the others run out of that suit."),
    "lead": N_("Which tile can you spare, keeping your winners for later?"),
    "win": N_("Which of your tiles beats every tile on the table, and who plays after you?"),
    "ruff": N_("You hold none of the suit led: would a trump take this trick?"),
    "low": N_("Can you take this trick? If not, which tile can you spare?"),
    "duck": N_("Who takes this trick if you follow low, and who leads the next one?"),
    "keep": N_("A trump is led and you hold the top trump: is this the trick to spend it on?"),
    "throw": N_("You hold none of the suit led: which tile can you spare?"),
    "count": N_("Count the tiles played so far: which of your tiles has no higher tile of its suit "
                "still out?"),
    "void": N_("Which suit has the other defender shown it holds none of, and could its trump take "
               "a lead of it?"),
    "forced": N_("Only one of your tiles may be played to this trick: the rules choose it."),
}  # fmt: skip
"""The hint for a trick, by what the plan's play does there (`kind_of`): where to look, never
the tile."""


def hand_hint(hints: Sequence[str], played: int, seen: Observation) -> str:
    """The hint for the learner's next play of a whole hand, after ``played`` plays, ``seen``
    what the learner sees now: the plan's for that play (``hints``) — but said of the position
    on the table, which off the plan's line is not the plan's. One tile may be played: the
    forced play's hint; the plan's play was forced but here there is a choice: the hint for
    letting a trick go, or for a lead."""
    if len(seen.legal) == 1:
        return HINTS["forced"]
    planned = hints[min(played, len(hints) - 1)]
    if planned != HINTS["forced"]:
        return planned
    return HINTS["low"] if seen.trick else HINTS["lead"]


@dataclass(frozen=True)
class Plan:
    """A plan by what its plays do: its name, and its idea in a sentence (said when the hand
    is made, and with the debrief when it is not)."""

    name: str
    idea: str


PLANS = {
    "draw-first": Plan(
        N_("Draw trumps first"),
        N_("Lead trumps from the first trick, while the others hold any."),
    ),
    "cash-then-draw": Plan(
        N_("Cash a winner, then draw trumps"),
        N_("Cash a sure winner of another suit at the first trick, then lead trumps while the "
           "others hold any."),
    ),
    "count-out": Plan(
        N_("Count the tiles out"),
        N_("Draw the trumps, then count the tiles as they fall: a tile whose higher tiles are all "
           "played is a sure winner."),
    ),
    "cash-first": Plan(
        N_("Cash your winners first"),
        N_("Lead a sure winner at the first trick, and keep your trumps to take tricks later."),
    ),
    "give-first": Plan(
        N_("Give up a trick early"),
        N_("Lead a tile you can spare at the first trick, and keep your sure winners to come "
           "back with."),
    ),
    "hold-top": Plan(
        N_("Hold the top trump"),
        N_("When a trump is led, follow with a lower trump and keep your top trump to ruff a "
           "suit you hold none of."),
    ),
    "ruff": Plan(
        N_("Save a trump to ruff"),
        N_("Follow suit while you must; when you hold none of the suit led, ruff the trick with "
           "a trump."),
    ),
    "hold-back": Plan(
        N_("Hold your winners back"),
        N_("Follow low while the trick is not yours to take, and keep your winners for the "
           "tricks the bidder needs."),
    ),
    "throw-low": Plan(
        N_("Throw low, keep high"),
        N_("Holding none of the suit led and unable to take the trick, throw a low tile: a high "
           "one may win later."),
    ),
    "leave-it": Plan(
        N_("Leave the trick to the other defender"),
        N_("When the other defender's tile already takes the trick, follow low and keep your "
           "high tile."),
    ),
    "to-void": Plan(
        N_("Give the other defender a ruff"),
        N_("Start a trick with a suit the other defender has shown it holds none of: its trump "
           "takes it."),
    ),
    "take-early": Plan(
        N_("Take your tricks early"),
        N_("Take the trick at once when your tile beats the table: a trick let go may go to "
           "the bidder."),
    ),
}  # fmt: skip
"""Every plan a whole hand may have, by its key (`plan_of`): each idea says what the plan's
plays do, as `plan_of` reads them."""


def plan_of(kinds: Sequence[str], make: bool) -> str:
    """The plan's key for a line whose plays do ``kinds`` (`kind_of`, in order): the bidder's
    by a winner it counted out (``count``) if it has one, else by its first lead (and whether
    trumps are drawn after), a defender's by its first decision
    (whether it lets the other defender keep a trick it could take; whether it keeps its top
    trump back to ruff with, whether it ruffs; a defender who neither leads nor takes a trick,
    by its throws) — but a lead to the other defender's void (``void``) names it wherever it
    comes, as a counted winner names the bidder's."""
    first = kinds[0]
    if make:
        # A winner made by counting is the plan's point wherever it comes: the draw or the
        # cash before it only clears the way.
        if "count" in kinds:
            return "count-out"
        if first == "draw":
            return "draw-first"
        if first == "cash":
            return "cash-then-draw" if "draw" in kinds else "cash-first"
        return "give-first"
    # The lead that gives the other defender its ruff is the plan's point: the tricks before it
    # only put the learner on lead.
    if "void" in kinds:
        return "to-void"
    if "duck" in kinds:
        return "leave-it"
    if "keep" in kinds and "ruff" in kinds:
        return "hold-top"
    if "ruff" in kinds:
        return "ruff"
    if first in ("win", "cash"):
        return "take-early"
    # A defender who never leads nor takes a trick: its plan is in what it throws away.
    if "throw" in kinds and not set(kinds) & {"win", "cash", "draw", "lead"}:
        return "throw-low"
    return "hold-back"


@dataclass(frozen=True)
class WholeHand(Goal):
    """Make the contract (``make``; else set it) playing all seven tricks from what you see;
    ``line`` is the plan's, ``plan`` its key in `PLANS` (see the module docstring)."""

    make: bool = True
    plan: str = "draw-first"
    line: tuple[str, ...] = ()

    def judge(self, start: Game, game: Game, seat: int, action: Action) -> Judgement:
        return Judgement("kept", _("Played. The hand is judged when its last trick is in."))

    def reached(self, start: Game, game: Game, seat: int) -> str | None:
        if not hand_over(start, game) or not goal_met(game, self.make):
            return None
        return self._told(start, game, seat)

    def missed(self, start: Game, game: Game, seat: int) -> str | None:
        if not hand_over(start, game) or goal_met(game, self.make):
            return None
        idea, again = _(PLANS[self.plan].idea), _("Start the hand again and try the plan.")
        return f"{self._told(start, game, seat)} {idea} {again}"

    def _told(self, start: Game, game: Game, seat: int) -> str:
        """How the hand ended, then the plan trick by trick (its idea follows: the step's
        ``why`` when the hand is made)."""
        last = game.last_hand
        assert last is not None
        return f"{last.told(seat)} {debrief(start, self, seat)}"

    def reply(self, start: Game, game: Game, seat: int) -> Action | None:
        return solver_reply(game) if not hand_over(start, game) else None


def debrief(start: Game, goal: WholeHand, seat: int) -> str:
    """The plan trick by trick, as it goes against the arranged tiles: its name, then each
    trick's tiles in the order played, each with who played it, and who took it (``seat``: the
    learner's) — the learner follows the plan by the seats, as the table shows them."""
    ended = play_line(start, planned(goal.line))
    record = ended.engine.last
    assert record is not None
    lines = [_("The plan — {name}:", name=_(PLANS[goal.plan].name))]
    players = ended.rules.players
    for number, trick in enumerate(record.tricks, 1):
        tiles = listing(
            [
                played_by(str(TILE_BY_INDEX[i]), (trick.leader + k) % players, seat)
                for k, i in enumerate(trick.tiles)
            ]
        )
        if trick.winner == seat:
            lines.append(_("Trick {number}: {tiles}; you take it.", number=number, tiles=tiles))
        else:
            lines.append(
                _("Trick {number}: {tiles}; seat {seat} takes it.", number=number, tiles=tiles,
                  seat=trick.winner)
            )  # fmt: skip
    return " ".join(lines)


def played_by(tile: str, by: int, seat: int) -> str:
    """``tile`` with the seat that played it: "6-5 (you)", "6-2 (seat 1)"."""
    if by == seat:
        # TRANSLATORS: a tile in a trick of the plan, played by the learner: "6-5 (you)".
        return _("{tile} (you)", tile=tile)
    # TRANSLATORS: a tile in a trick of the plan, played by another seat: "6-2 (seat 1)".
    return _("{tile} (seat {seat})", tile=tile, seat=by)
