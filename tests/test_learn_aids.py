"""The table's aids that would answer a step of the guided path are off at that step (issue 38):
where recognising a trump is the lesson, the learner's trumps are not painted, labelled
", trump" or held first; where finding the suit is, the hand is held as dealt, not grouped by
suit with gaps; where finding the tiles that may be played is, none is raised; where naming the
suit held most of is, the trump choices count no trumps. Checked in the state the table sends
(the scene now and every frame of the story told, the decision), before a try, after a wrong
one and once solved; every other step, and a plain table, keep the aids."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from support import pictures_in

from moon_nb import Game, Learn, MoonTable
from moon_nb.engine.tiles import Tile
from moon_nb.engine.tricks import sort_hand
from moon_nb.engine.trump import Trump
from moon_nb.path.guided import STEPS, guided_session
from moon_nb.path.step import LEARNER, Step
from moon_nb.progress.store import SESSION
from moon_nb.show.story import scenes
from moon_nb.table.session import TableSession

TILE = re.compile(r"\b[0-6]-[0-6]\b")
NUMBERS = {s.id: n for n, s in enumerate(STEPS, 1)}

TRUMP_LESSONS = {"learn-trump-ruff", "learn-trump-not-suit", "learn-trump-led"}
TRUMP_LESSONS |= {"learn-doubles-led", "learn-doubles-void"}
"""Steps 5-7, 9 and 10: recognising a trump is the lesson."""
SUIT_LESSONS = {"learn-follow-suit", "learn-follow-higher"}
"""Steps 1 and 2: finding the suit led is the lesson."""
TRICK_LESSONS = {"learn-win-trick", "learn-double-top"}
"""Steps 3 and 4: which tile wins, among those that may be played."""
COUNT_LESSONS = {"learn-widow-trump"}
"""Step 18: name the suit you hold most of."""
UNRAISED = SUIT_LESSONS | TRICK_LESSONS | TRUMP_LESSONS
"""Steps where raising the tiles that may be played would answer (at 5 and 10 every tile may
be played: all raised would say that the trump in the hand is no tile of the suit led)."""


@pytest.fixture(autouse=True)
def fresh_session() -> object:
    SESSION.forget()
    yield
    SESSION.forget()


def test_the_steps_are_the_ones_the_issue_numbers() -> None:
    numbers = lambda ids: sorted(NUMBERS[i] for i in ids)  # noqa: E731
    assert numbers(SUIT_LESSONS) == [1, 2] and numbers(TRICK_LESSONS) == [3, 4]
    assert numbers(TRUMP_LESSONS) == [5, 6, 7, 9, 10] and numbers(COUNT_LESSONS) == [18]


def sent(session: TableSession) -> dict[str, Any]:
    """What the browser is sent, as JSON."""
    return dict(json.loads(json.dumps(session.state())))


def every_scene(state: dict[str, Any]) -> list[dict[str, Any]]:
    """The scene now and the scene of every frame of the story told with it."""
    view = state["view"]
    return [view["scene"], *scenes(view["frames"], view["scene"])]


def dealt(step: Step) -> list[str]:
    return step.position.hands[LEARNER].split()


def check_hand(step: Step, state: dict[str, Any]) -> None:
    """The learner's hand as the step's lesson wants it shown, in every scene sent."""
    for scene in every_scene(state):
        hand = scene["hand"]
        tiles = [h["tile"] for h in hand]
        if step.id in TRUMP_LESSONS | SUIT_LESSONS:
            assert tiles == [t for t in dealt(step) if t in tiles], (step.id, "as dealt", tiles)
            assert not any(h["gap"] for h in hand), (step.id, "no gap between suits")
        else:
            assert tiles == [str(t) for t in sort_hand(tiles, scene_trump(scene))], step.id
        if step.id in TRUMP_LESSONS:
            assert not any(h["trump"] or ", trump" in h["label"] for h in hand), (step.id, hand)
        elif scene_trump(scene):
            trump = Trump.of(scene_trump(scene))
            marked = [trump.is_trump(Tile.of(t)) for t in tiles]
            assert [h["trump"] for h in hand] == marked, (step.id, hand)
            assert [", trump" in h["label"] for h in hand] == marked, (step.id, hand)


def scene_trump(scene: dict[str, Any]) -> str | None:
    """The trump named in a scene, from its chip's words ("Trump: 3s", "No trump")."""
    text = scene["trump_text"]
    if not text or text == "No trump":
        return "none" if text else None
    named = str(text).removeprefix("Trump: ")
    return named[:-1] if named[:-1].isdigit() else named


def check_decision(step: Step, state: dict[str, Any]) -> None:
    features, decision = state["features"], state["view"]["decision"]
    if step.id in UNRAISED:
        assert features["marks"] is False, (step.id, "no tile raised")
    for option in decision["trumps"]:
        if step.id in COUNT_LESSONS:
            assert option["count"] is None and option["trumps"] == [], option
            words = option["aria"] + " " + option["reason"]
            assert "hold" not in words and not TILE.search(words), words
        else:
            assert option["count"] == len(option["trumps"]), option
    if step.id in COUNT_LESSONS:
        assert "how many" not in decision["prompt"]["detail"], decision["prompt"]


@pytest.mark.parametrize("step", STEPS, ids=lambda s: s.id)
def test_each_step_sends_the_aids_its_lesson_allows(step: Step) -> None:
    """Before a try, after a wrong one (the position back), and once solved (the story of the
    move told in frames)."""
    path = guided_session(step.id)
    for when in ("before a try", "after a wrong try", "solved"):
        if when == "after a wrong try" and step.whole:
            continue  # a whole hand takes no move back: tests/test_whole_hands.py plays one lost
        if when == "after a wrong try":
            path.handle({"kind": "action", "action": step.misses[0][0], "at": at(path)})
            assert path.guide_view()["status"] == "wrong", step.id
        if when == "solved":
            path.handle({"kind": "retry"})
            for action in step.solution:
                path.handle({"kind": "action", "action": action, "at": at(path)})
            assert path.guide_view()["status"] == "solved", step.id
        state = sent(path)
        check_hand(step, state)
        check_decision(step, state)
        decision = state["view"]["decision"]
        if step.id in UNRAISED and when != "solved":
            assert "raised" not in decision["prompt"]["detail"], when
        if step.id in COUNT_LESSONS and when != "solved":
            assert len(decision["trumps"]) > 1, (when, "the learner names trump")


def at(session: TableSession) -> int:
    return len(session.game.actions)


def test_the_next_step_has_its_own_aids() -> None:
    """Going on from a step without aids to one with them brings them back (and the other
    way)."""
    path = guided_session("learn-doubles-void")
    assert not any(h["trump"] for h in sent(path)["view"]["scene"]["hand"])
    path.handle({"kind": "step", "step": "learn-doubles-rank"})
    hand = sent(path)["view"]["scene"]["hand"]
    assert [h["tile"] for h in hand if h["trump"]] == ["6-6", "2-2"], hand
    assert hand[0]["label"] == "double six, trump" and any(h["gap"] for h in hand)
    path.handle({"kind": "step", "step": "learn-trump-led"})
    check_hand(STEPS[NUMBERS["learn-trump-led"] - 1], sent(path))


HANDS = [
    ["6-6", "6-5", "6-4", "6-3", "5-5", "4-4", "3-3"],
    ["6-2", "6-1", "5-4", "5-3", "5-2", "5-1", "4-3"],
    ["4-2", "4-1", "3-2", "2-2", "2-1", "1-1", "0-0"],
]


def test_a_plain_table_keeps_every_aid() -> None:
    """A table of its own marks the trumps, groups the hand by suit and counts the trumps of
    each choice; its static picture marks them too."""
    game = Game.from_deal(HANDS, "3-1", first_bidder=0, seed=1)
    for action in ("bid 5", "pass", "pass", "discard 3-1"):
        game.apply(action)
    table = MoonTable(game=game, pace_ms=0)
    state = sent(table._session)
    options = {o["token"]: o for o in state["view"]["decision"]["trumps"]}
    assert options["6"]["count"] == 4 and "you would hold 4 trumps" in options["6"]["aria"]
    assert "how many" in state["view"]["decision"]["prompt"]["detail"]
    table.act("trump 6")
    hand = sent(table._session)["view"]["scene"]["hand"]
    assert [h["tile"] for h in hand] == ["6-6", "6-5", "6-4", "6-3", "5-5", "4-4", "3-3"]
    named = ("double six", "six–five", "six–four", "six–three")
    assert [h["label"] for h in hand[:4]] == [f"{t}, trump" for t in named]
    assert [h["gap"] for h in hand] == [False, False, False, False, True, True, True]
    assert trump_marks(table) == 4


def test_the_paths_static_picture_marks_no_trump_where_recognising_one_is_the_lesson() -> None:
    """The picture a notebook keeps of the table (nbconvert, GitHub) shows the step as the live
    table does."""
    assert trump_marks(Learn(start="learn-doubles-void")) == 0
    assert trump_marks(Learn(start="learn-doubles-rank")) == 2


def trump_marks(table: MoonTable) -> int:
    """The trumps marked in the table's static picture."""
    (picture,) = pictures_in(table._static_html())
    return picture.svg.count('class="moon-trump-mark"')
