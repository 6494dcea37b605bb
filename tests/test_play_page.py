"""The play page's Python (`moon_nb.course.play.play_page`, `moon_nb.course.play.play_options`): the
address's options read or refused in sentences, the table's state as the page is sent it (the
learner's own tiles only, unless ``reveal``), bad messages refused with nothing changed, and the
picture shown while Python starts is the deal the page then plays; ``path=learn`` plays the
guided path, a step's hidden hands kept from the page as a game's are. The page itself runs in
tests/browser/test_play_browser.py."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from support import SUPPOSED

from moon_nb.course.play.play_options import (
    MAX_QUERY,
    OPTIONS,
    OptionsRefused,
    read_options,
)
from moon_nb.course.play.play_page import (
    PlayPage,
    deal_preview,
    dealing_preview,
    page_facts,
    step_preview,
)
from moon_nb.engine.game import Game
from moon_nb.engine.options import Rules
from moon_nb.path.guided import STEPS, GuidedPath
from moon_nb.path.step import LEARNER
from moon_nb.show.story import scenes

HANDS = "6-6,6-5,6-4,6-3,5-5,4-4,3-3/6-2,6-1,5-4,5-3,5-2,5-1,4-3/4-2,4-1,3-2,2-2,2-1,1-1,0-0"
TILE = re.compile(r"\b\d-\d\b")


def state(page: PlayPage) -> dict[str, Any]:
    reply = json.loads(page.state_json())
    assert "state" in reply, reply
    return dict(reply["state"])


def refused(query: str) -> list[str]:
    with pytest.raises(OptionsRefused) as caught:
        read_options(query)
    return caught.value.problems


def test_options_are_read_from_the_address() -> None:
    options = read_options("?seed=7&level=expert&players=4&min_bid=4&scoring=marks&coach=yes")
    assert options.seed == 7 and options.level == "expert" and options.coach
    assert options.rules == Rules(players=4, min_bid=4, scoring="marks")
    assert read_options("", default_seed=3).seed == 3
    assert read_options("theme=dark&reveal=on&hint=no&pace=0").theme == "dark"
    prepared = read_options(f"deal={HANDS}&widow=3-1&first=2")
    assert prepared.deal is not None and prepared.deal[0][0] == "6-6"
    assert prepared.widow == "3-1" and prepared.first == 2 and prepared.seed is None


def test_every_mistake_in_an_address_is_said_in_a_sentence() -> None:
    problems = refused("seed=-1&level=grandmaster&colour=red&players=5&coach=perhaps&seed=2")
    assert len(problems) == 6, problems
    text = " ".join(problems)
    for words in (
        "'seed=-1' cannot be used",
        "'level=grandmaster' cannot be used",
        "The page has no option 'colour'",
        "'players=5' cannot be used",
        "'coach=perhaps' cannot be used",
        "The option 'seed' is given twice",
    ):
        assert words in text
    assert refused("widow=3-1") == ["The option 'widow' goes with a prepared 'deal'."]
    assert refused("seed=" + "1" * MAX_QUERY)[0].startswith("The address's options are longer")
    assert refused("deal=//") == [f"'deal=//' cannot be used: deal is {OPTIONS['deal']}."]
    assert read_options("players=4&double_blank=no").rules == Rules(players=4, double_blank=False)


def test_a_refused_address_starts_no_game() -> None:
    page = PlayPage("seed=x&deal=6-6,6-5")
    assert page.session is None
    assert json.loads(page.state_json())["refused"] == page.refused
    assert "state" not in json.loads(page.state_json())
    assert json.loads(page.handle_json('{"kind": "action", "action": "pass"}'))["refused"] == (
        page.refused
    )
    bad_deal = PlayPage("deal=6-6,6-6,6-5/1-1/2-2")
    assert bad_deal.refused[0].startswith("That deal cannot be played:")


def test_path_learn_opens_the_guided_path_at_its_step() -> None:
    first = PlayPage("path=learn&pace=0")
    assert isinstance(first.session.director, GuidedPath) and first.session.pace_ms == 0
    assert state(first)["guide"]["number"] == 1
    by_number, by_id = PlayPage("path=learn&step=3"), PlayPage(f"path=learn&step={STEPS[2].id}")
    assert state(by_number)["guide"]["step"] == state(by_id)["guide"]["step"] == STEPS[2].id
    assert state(PlayPage("seed=4&pace=0"))["guide"] is None


def test_a_wrong_move_on_the_path_is_explained_then_the_right_one_solves_the_step() -> None:
    step = STEPS[0]
    page = PlayPage(f"path=learn&step={step.id}&pace=0")
    at = state(page)["view"]["scene"]["action_count"]
    wrong, words = step.misses[0]
    guide = json.loads(page.handle_json(json.dumps({"kind": "action", "action": wrong, "at": at})))
    guide = guide["state"]["guide"]
    assert guide["status"] == "wrong" and words in guide["verdict"] and guide["can_hint"]
    hinted = json.loads(page.handle_json('{"kind": "step_hint"}'))["state"]["guide"]
    assert hinted["hint"] == step.hint
    right = {"kind": "action", "action": step.solution[0], "at": at}
    solved = json.loads(page.handle_json(json.dumps(right)))["state"]["guide"]
    assert solved["status"] == "solved" and solved["stars"] == 1
    assert solved["steps"][0]["solved"]  # kept for the visit: the list of steps shows it
    moved = json.loads(page.handle_json(json.dumps({"kind": "step", "step": solved["next"]})))
    assert moved["state"]["guide"]["number"] == 2


def test_a_step_the_path_does_not_have_is_refused_naming_the_steps() -> None:
    for step in ("0", str(len(STEPS) + 1), "learn-flying"):
        (problem,) = PlayPage(f"path=learn&step={step}").refused
        assert problem.startswith(f"'step={step}' cannot be used:")
        assert f"numbered 1 to {len(STEPS)}" in problem and STEPS[-1].id in problem
    assert refused("step=2") == ["The option 'step' goes with the guided path, 'path=learn'."]
    (mixed,) = refused("path=learn&seed=3&reveal=yes")
    assert "'seed' and 'reveal' cannot be used with it" in mixed


def test_the_page_is_told_the_learners_tiles_only_unless_reveal() -> None:
    hidden = PlayPage(f"deal={HANDS}&widow=3-1&pace=0")
    text = json.dumps(state(hidden))
    assert set(TILE.findall(text)) == set(HANDS.split("/")[0].split(","))
    revealed = json.dumps(state(PlayPage(f"deal={HANDS}&widow=3-1&reveal=yes&pace=0")))
    assert set(TILE.findall(revealed)) >= set(re.split("[,/]", HANDS))


def hidden_tiles(page: PlayPage) -> set[str]:
    """The tiles the learner may not see now: the other seats' hands, and the widow while it
    lies face down."""
    assert page.session is not None
    face_up = page.session.game.face_up()
    hidden = {str(t) for seat, hand in enumerate(face_up.hands) if seat != LEARNER for t in hand}
    return hidden | ({str(face_up.widow)} if face_up.widow else set())


def shown_tiles(page: PlayPage) -> set[str]:
    """The tiles named in what the page is sent, but for the list of every step's title and
    goal and the chapter's rule card (the same words at every step, whatever its deal) and the
    tiles a line of play supposes."""
    sent = state(page)
    sent["guide"] = {k: v for k, v in sent["guide"].items() if k not in ("steps", "card")}
    return set(TILE.findall(SUPPOSED.sub("", json.dumps(sent))))


@pytest.mark.parametrize("step", [s for s in STEPS if not s.face_up], ids=lambda s: s.id)
def test_the_path_tells_the_page_the_learners_tiles_only_unless_face_up(step: Any) -> None:
    page = PlayPage(f"path=learn&step={step.id}&pace=0")
    hidden = hidden_tiles(page)
    assert hidden and not shown_tiles(page) & hidden
    at = state(page)["view"]["scene"]["action_count"]
    for move in (*(m for m, _ in step.misses[:1]), *step.solution):
        page.handle_json(json.dumps({"kind": "action", "action": move, "at": at}))
        assert page.session is not None
        game = page.session.game
        if game.hands_played or game.observe(LEARNER).redeals:
            # The step's deal is over (played to the end, or passed out): what is hidden now
            # is the next deal's.
            break
        assert not shown_tiles(page) & hidden_tiles(page), move
        at = state(page)["view"]["scene"]["action_count"]
    face_up = next(s for s in STEPS if s.face_up)
    page.handle_json(json.dumps({"kind": "step", "step": face_up.id}))
    assert shown_tiles(page) & hidden_tiles(page)  # a puzzle to read: every hand face up
    page.handle_json(json.dumps({"kind": "step", "step": step.id}))
    assert not shown_tiles(page) & hidden_tiles(page)


def test_a_bad_message_is_refused_and_changes_nothing() -> None:
    page = PlayPage(f"deal={HANDS}&widow=3-1&pace=0")
    before = state(page)["view"]["scene"]
    for message in ("not json", '{"kind": "action", "action": "bid 99"}', "[1, 2]", "x" * 5000):
        after = json.loads(page.handle_json(message))["state"]
        assert after["view"]["scene"]["action_count"] == before["action_count"]
        assert after["notice"]["kind"] == "error", message
    told: list[str] = []
    moved = json.loads(page.handle_json('{"kind": "action", "action": "bid 5"}', told.append))
    assert moved["state"]["view"]["scene"]["action_count"] > before["action_count"]
    assert told and all("state" in json.loads(t) for t in told)


@pytest.mark.parametrize("seed", [1, 42, 100])
def test_the_picture_shown_while_python_starts_is_the_deal_then_played(seed: int) -> None:
    preview = deal_preview(seed)
    game = Game(seed=seed)
    mine = {t["tile"] for t in preview["scene"]["hand"]}
    assert mine == {str(t) for t in game.observe(0, 0).hand}
    live = state(PlayPage(f"seed={seed}&level=club&pace=0"))
    start = scenes(live["view"]["frames"], live["view"]["scene"])[0]
    assert [t["tile"] for t in start["hand"]] == [t["tile"] for t in preview["scene"]["hand"]]
    assert set(page_facts()["deal_keeping"]) <= set(OPTIONS)  # type: ignore[arg-type]


@pytest.mark.parametrize("number", [1, 3, 18])
def test_a_steps_picture_is_the_step_as_the_page_opens_it(number: int) -> None:
    """What the page shows of a step while Python starts is what the live table then draws: the
    same scene (the learner's own tiles only), the same panel and rule card, the same title —
    so nothing moves when the table goes live (and, the live table's state, it tells only what
    the learner may see). The page finds it by the step's number."""
    facts = page_facts()
    step = STEPS[number - 1]
    assert facts["path_steps"] == [s.id for s in STEPS]
    assert set(facts["path_keeping"]) <= set(OPTIONS)  # type: ignore[arg-type]
    preview = step_preview(step.id)
    for query in (f"path=learn&step={number}", f"path=learn&step={step.id}&pace=0"):
        live = state(PlayPage(query))
        assert preview["scene"] == live["view"]["scene"], query
        assert preview["guide"] == live["guide"] and preview["title"] == live["title"], query
        assert preview["seats"] == live["seats"], query


def test_the_picture_before_a_deal_shows_no_tile() -> None:
    for players in (3, 4):
        scene = dealing_preview(players)["scene"]
        assert scene["hand"] == [] and all(s["tiles"] == 0 for s in scene["seats"])
        assert not TILE.search(json.dumps(scene))


def test_the_play_pages_doc_lists_every_option_of_the_address() -> None:
    readme = (Path(__file__).resolve().parents[1] / "docs" / "play-page.md").read_text(
        encoding="utf-8"
    )
    for key, values in OPTIONS.items():
        assert f"| `{key}` | {values} |" in readme, key
