"""The guided path at the table (`moon_nb.Learn`, `GuidedPath` directing a `TableSession`): a wrong
move is explained and the position comes back, the hint comes after a failure, a solved step
says why and earns stars, the path remembers where the learner is, and bad messages change
nothing."""

from __future__ import annotations

import json
import re

import pytest
from support import SUPPOSED, allowed_tiles
from test_wire import conforms

from moon_nb import Game, Learn, MoonTable
from moon_nb.engine.tiles import TILE_BY_INDEX
from moon_nb.path.guided import STEPS, guided_session, stars_of
from moon_nb.path.step import LEARNER, Step
from moon_nb.players.levels import at_level
from moon_nb.progress.records import Event
from moon_nb.progress.store import SESSION
from moon_nb.show.wire import TableState
from moon_nb.table.session import TableSession

TILE = re.compile(r"\b[0-6]-[0-6]\b")


@pytest.fixture(autouse=True)
def fresh_session() -> object:
    SESSION.forget()
    yield
    SESSION.forget()


def at(session: TableSession) -> int:
    return len(session.game.actions)


def move(session: TableSession, action: str) -> None:
    session.handle({"kind": "action", "action": action, "at": at(session)})


def test_the_path_opens_at_its_first_step_with_one_goal() -> None:
    path = guided_session()
    state = path.state()
    conforms(state, TableState)
    guide = state["guide"]
    assert guide is not None
    assert (guide["number"], guide["count"], guide["step"]) == (1, len(STEPS), STEPS[0].id)
    assert guide["goal"] == "Follow suit." and guide["status"] == "play"
    assert not guide["can_hint"] and not guide["hint"]
    assert [s["id"] for s in guide["steps"]] == [s.id for s in STEPS]
    # Finding the tiles that may be played is this step's lesson: the table does not raise them.
    assert state["features"]["marks"] is False and state["features"]["new_game"] is False
    assert "raised" not in state["view"]["decision"]["prompt"]["detail"]


def test_a_wrong_move_is_explained_and_the_position_comes_back_for_a_retry() -> None:
    path = guided_session()
    before = path.game.record()
    move(path, "play 3-2")
    guide = path.guide_view()
    assert guide["status"] == "wrong"
    assert "You may not play 3-2" in guide["verdict"] and "higher number" in guide["verdict"]
    assert path.game.record() == before and path.game.to_act == 0
    assert path.notice["kind"] != "error"
    # The hint is offered after the failure, and shown when asked.
    assert guide["can_hint"] and not guide["hint"]
    path.handle({"kind": "step_hint"})
    guide = path.guide_view()
    assert guide["hint"] == STEPS[0].hint and not guide["can_hint"]
    move(path, "play 5-4")
    guide = path.guide_view()
    assert guide["status"] == "solved" and guide["stars"] == 1
    assert STEPS[0].why in guide["verdict"] and "hint" in guide["stars_text"]
    # The move stands, and the step ends there.
    assert len(path.game.actions) == len(before["actions"]) + 1
    move(path, "play 6-4")
    assert path.notice["kind"] == "error" and "solved" in path.notice["text"]


def test_stars_say_first_try_without_hint_and_with_it() -> None:
    path = guided_session("learn-win-trick")
    move(path, "play 5-4")
    assert path.guide_view()["stars"] == 3 and "first try" in path.guide_view()["stars_text"]
    path.handle({"kind": "retry"})
    assert path.guide_view()["status"] == "play"
    move(path, "play 5-2")
    assert path.guide_view()["status"] == "wrong"
    assert "5-2 does not take this trick" in path.guide_view()["verdict"]
    path.handle({"kind": "retry"})  # a retry before solving keeps the failure for the stars
    move(path, "play 5-4")
    assert path.guide_view()["stars"] == 2
    # The best stars are kept.
    assert path.guide_view()["steps"][2]["stars"] == 3


def test_a_hint_before_any_try_is_refused() -> None:
    path = guided_session()
    path.handle({"kind": "step_hint"})
    assert path.notice["kind"] == "error" and "after a first try" in path.notice["text"]
    assert not path.guide_view()["hint"]


def test_the_path_remembers_where_the_learner_is() -> None:
    path = guided_session()
    move(path, "play 5-4")
    path.handle({"kind": "step", "step": path.guide_view()["next"]})
    move(path, "play 5-4")  # refused: fives are not led
    again = guided_session()  # a new kernel, say: the saved progress says where to go on
    assert again.director.step.id == STEPS[1].id
    assert again.guide_view()["steps"][0]["stars"] == 3
    saved = [e for e in SESSION.events_of({STEPS[0].id, STEPS[1].id}) if e.kind == "answer"]
    assert [(e.exercise, e.right) for e in saved] == [(STEPS[0].id, True), (STEPS[1].id, False)]


def test_stars_of_saved_tries() -> None:
    def answer(right: bool, hinted: bool = False) -> Event:
        return Event("e", "t", "l", "s", "title", "answer", right, hinted)

    assert stars_of([]) == 0
    assert stars_of([answer(False)]) == 0
    assert stars_of([answer(True)]) == 3
    assert stars_of([answer(False), answer(True)]) == 2
    assert stars_of([answer(False, True), answer(True, True)]) == 1
    assert stars_of([answer(False, True), answer(True, True), answer(True)]) == 3


def test_a_step_of_several_moves_is_played_against_the_goals_replies() -> None:
    path = guided_session("learn-draw-top")
    assert path.state()["features"]["reveal"] is True  # the solver judges: played face up
    assert path.state()["reveal_hands"]
    step = path.director.step
    for action in step.solution:
        assert path.guide_view()["status"] == "play"
        move(path, action)
        assert path.notice["kind"] != "error", path.notice
    guide = path.guide_view()
    assert guide["status"] == "solved" and guide["stars"] == 3
    assert "made" in guide["verdict"]


@pytest.mark.parametrize(
    "content, words",
    [
        ({"kind": "step", "step": 5}, "named by its id"),
        ({"kind": "step", "step": "learn-nothing"}, "no step"),
        ({"kind": "step"}, ""),
        ({"kind": "retry", "extra": 1}, ""),
        ({"kind": "action", "action": "new game"}, ""),
        ({"kind": "card", "open": "yes"}, "true or false"),
        ({"kind": "card"}, "needs the field 'open'"),
    ],
)
def test_bad_messages_change_nothing(content: object, words: str) -> None:
    path = guided_session()
    before, guide = path.game.record(), json.dumps(path.guide_view())
    path.handle(content)
    assert path.notice["kind"] == "error" and words in path.notice["text"]
    assert path.game.record() == before and json.dumps(path.guide_view()) == guide


def test_the_rule_card_opens_and_closes_and_leaves_the_step_as_it_was() -> None:
    path = guided_session()
    before = path.game.record()
    card = path.guide_view()["card"]
    # A path not begun opens with the first chapter's card; put away, the step is there.
    assert path.guide_view()["card_open"] is True
    path.handle({"kind": "card", "open": False})
    assert path.guide_view()["card_open"] is False and path.game.record() == before
    assert card["chapter"] == path.director.step.chapter and card["text"] and card["number"] >= 1
    assert all(t["href"].startswith("10-glossary.ipynb#") and t["meaning"] for t in card["terms"])
    path.handle({"kind": "card", "open": True})
    assert path.guide_view()["card_open"] is True and path.notice["kind"] != "error"
    path.handle({"kind": "card", "open": False})
    assert path.guide_view()["card_open"] is False and path.game.record() == before


def test_a_path_opened_at_a_chapters_first_step_opens_with_its_card() -> None:
    """The card comes before a chapter's first step, solved before or not; in the middle of
    a chapter (where a returning learner's path opens) the step is on the table at once."""
    assert guided_session("learn-follow-higher").guide_view()["card_open"] is False
    trump = next(s for s in STEPS if s.chapter == "Trump")
    path = guided_session(trump.id)
    assert path.guide_view()["card_open"] is True
    path.handle({"kind": "card", "open": False})
    path.handle({"kind": "action", "action": trump.solution[0]})
    assert path.guide_view()["status"] == "solved"
    first = guided_session().director
    assert first is not None and first.step is not trump, "the path opens at the first unsolved"
    assert guided_session(trump.id).guide_view()["card_open"] is True


def test_a_new_chapter_opens_with_its_rule_card() -> None:
    path = guided_session("learn-double-top")  # the last step of the first chapter
    path.handle({"kind": "step", "step": path.guide_view()["next"]})
    guide = path.guide_view()
    assert path.director.step.chapter == "Trump" and guide["card"]["chapter"] == "Trump"
    assert guide["card_open"] is True and guide["status"] == "play"
    path.handle({"kind": "card", "open": False})
    # Within a chapter, and back to a chapter's first step from inside it, no card opens.
    path.handle({"kind": "step", "step": path.guide_view()["next"]})
    assert path.guide_view()["card_open"] is False
    path.handle({"kind": "step", "step": path.guide_view()["previous"]})
    assert path.guide_view()["card_open"] is False
    # Any chapter's first step, reached from another chapter: its card is open.
    firsts = [s for k, s in enumerate(STEPS) if k == 0 or STEPS[k - 1].chapter != s.chapter]
    moon = next(s for s in STEPS if s.id == "learn-moon-play")
    for step in firsts:
        path.handle({"kind": "step", "step": moon.id})
        path.handle({"kind": "step", "step": step.id})
        opened = path.guide_view()["card_open"]
        assert opened is (step.chapter != moon.chapter), step.id
    assert len(firsts) == len({s.chapter for s in STEPS})


def test_a_plain_table_refuses_the_paths_messages_and_sends_no_guide() -> None:
    session = TableSession(Game(seed=3))
    assert session.state()["guide"] is None
    session.handle({"kind": "step", "step": STEPS[0].id})
    assert session.notice["kind"] == "error" and "Unknown request 'step'" in session.notice["text"]


@pytest.mark.parametrize("step", STEPS, ids=lambda s: s.id)
def test_each_step_at_the_table_tells_only_what_the_learner_may_see(step: Step) -> None:
    """A step played face down names, in its verdicts and its hint, only tiles the learner can
    see; a step played face up (its goal reads every hand) shows every hand, so it may name
    any. Each common wrong move is tried, and the hint asked for after the first."""
    path = guided_session(step.id)
    state = path.state()
    conforms(state, TableState)
    assert bool(state["reveal_hands"]) is path.reveal is step.judge.sees_all
    hands = {str(t) for s in range(3) for t in path.game.hand(s)}
    # Face down, a step may name what its title tells (a trump the learner can count as the
    # one still out, say): the title is on show from the start.
    told = set(TILE.findall(f"{step.title} {step.goal}"))
    # Face up, every hand is shown, and the tiles played as at any table (a hint may point at
    # the tile led: "Which of your tiles follow 5-2").
    seen = allowed_tiles(path.game, 0) | (hands if path.reveal else told)
    if step.whole:
        whole_hand_tells_only_what_was_seen(path, step)
        return
    assert step.misses, "a step with no common wrong move to try"
    for k, (action, _) in enumerate(step.misses):
        path.handle({"kind": "retry"})
        move(path, action)
        guide = path.guide_view()
        assert guide["status"] == "wrong", (action, guide["status"])
        if k == 0:
            assert guide["can_hint"] and not guide["hint"]
            path.handle({"kind": "step_hint"})
            guide = path.guide_view()
            assert guide["hint"] == step.hint and not guide["can_hint"]
        words = SUPPOSED.sub("", guide["verdict"]) + " " + guide["hint"]
        assert set(TILE.findall(words)) <= seen, (action, words)


def whole_hand_tells_only_what_was_seen(path: TableSession, step: Step) -> None:
    """A whole hand, face down, its hint asked at the first trick (it names no tile), played by
    the club player's line to its end, which the arrangement makes a lost one: the debrief names
    only tiles played in the hand (the plan's tricks are the same tiles, in another order)."""
    path.handle({"kind": "step_hint"})
    guide = path.guide_view()
    assert guide["hint"] == step.hints[0] and not TILE.findall(guide["hint"])
    club = at_level("club", 0)
    while path.guide_view()["status"] == "play":
        move(path, str(club.choose(path.game.observe(LEARNER))))
    guide = path.guide_view()
    assert guide["status"] == "wrong", guide["verdict"]
    last = path.game.engine.last
    assert last is not None
    played = {str(TILE_BY_INDEX[i]) for t in last.tricks for i in t.tiles}
    assert set(TILE.findall(guide["verdict"])) <= played, guide["verdict"]


def test_learn_is_the_path_in_a_widget() -> None:
    learn = Learn()
    assert len(learn.steps) >= 30 and all(s.goal for s in learn.steps)
    assert repr(learn).startswith("<Learn: step 1 of")
    assert learn.guide is not None and learn.guide["step"] == STEPS[0].id
    learn.go(3)
    assert learn.step.id == STEPS[2].id and learn.guide["number"] == 3
    with pytest.raises(ValueError, match="numbered 1 to"):
        learn.go(99)
    learn.act("play 5-4")
    assert learn.guide["status"] == "solved"


def test_a_table_takes_a_session_or_a_game_not_both() -> None:
    with pytest.raises(ValueError, match="either session= or game="):
        MoonTable(seed=3, session=guided_session())
