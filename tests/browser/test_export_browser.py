"""Exported pages (`moon_nb.course.pages`) opened from file:// in Chromium with the network
blocked: a game steps through every moment, by keyboard and by its buttons; nothing is fetched."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from accessible import assert_accessible, unseen_rings
from legible import unreadable
from servers import disk_only

from moon_nb import Game, Rules, show
from moon_nb.course.pages import game_html
from moon_nb.players import HeuristicPlayer

pytestmark = pytest.mark.browser


def finished_game(rules: Rules, seed: int) -> Game:
    game = Game(seed=seed, rules=rules)
    player = HeuristicPlayer()
    while game.winner is None:
        assert game.to_act is not None
        game.apply(player.choose(game.observe(game.to_act)))
    return game


def open_offline(page: Any, path: Path) -> list[str]:
    """Open ``path`` from disk with every other request refused; returns what was asked for."""
    asked = disk_only(page)
    page.goto(path.as_uri())
    page.wait_for_selector(".moon-export .moon-felt")
    return asked


def at(page: Any) -> int:
    return int(page.locator(".moon-export").get_attribute("data-at"))


def test_a_seats_export_steps_through_the_whole_game(
    page: Any, tmp_path: Path, artifacts: Path
) -> None:
    game = finished_game(Rules(), 4)
    path = tmp_path / "game.html"
    path.write_text(game_html(game, seat=1, title="Moon, seat 1"))
    asked = open_offline(page, path)
    root = page.locator(".moon-export")
    frames = int(root.get_attribute("data-frames"))
    assert frames == 1 + len(show.timeline(game, 1))
    assert at(page) == 0 and root.get_attribute("data-kind") == "start"
    assert_accessible(page.locator("body"), "an exported game, its start")
    assert unseen_rings(page.locator("body")) == []
    page.screenshot(path=str(artifacts / "export-start.png"))
    kinds = set()
    for i in range(1, frames):
        page.keyboard.press("ArrowRight")
        assert at(page) == i
        kinds.add(root.get_attribute("data-kind"))
        if root.get_attribute("data-kind") == "hand" and "hand-shot" not in kinds:
            kinds.add("hand-shot")
            assert page.get_by_role("dialog", name="Hand summary").is_visible()
            assert_accessible(page.locator("body"), "an exported game, a hand's summary")
            page.screenshot(path=str(artifacts / "export-summary.png"))
    assert {"call", "play", "trick", "hand", "game"} <= kinds
    assert page.get_by_role("dialog", name="Game over").is_visible()
    assert_accessible(page.locator("body"), "an exported game, its end")
    page.screenshot(path=str(artifacts / "export-end.png"))
    page.keyboard.press("ArrowRight")
    assert at(page) == frames - 1, "the end is the end"
    page.keyboard.press("Home")
    assert at(page) == 0
    page.get_by_role("button", name="The next moment (→)").click()
    page.get_by_role("button", name="The next moment (→)").click()
    assert at(page) == 2
    page.get_by_role("button", name="The previous moment (←)").click()
    assert at(page) == 1
    page.get_by_role("button", name="The end (End)").click()
    assert at(page) == frames - 1
    page.get_by_role("button", name="The start (Home)").click()
    assert at(page) == 0
    assert asked == [] and page.errors == []


def test_the_teachers_export_shows_every_hand(page: Any, tmp_path: Path, artifacts: Path) -> None:
    game = finished_game(Rules(players=4), 6)
    path = tmp_path / "teacher.html"
    path.write_text(game_html(game))
    asked = open_offline(page, path)
    for _ in range(8):
        page.keyboard.press("ArrowRight")
    # Every other seat's tiles are drawn face up, not as backs.
    for seat in (1, 2, 3):
        hand = page.locator(f'.moon-seat[data-seat="{seat}"] .moon-backs .moon-tile')
        assert hand.count() > 0
        assert page.locator(f'.moon-seat[data-seat="{seat}"] .moon-down').count() == 0
    assert page.locator(".moon-you .moon-name").first.inner_text() == "Seat 0", "no one is you"
    page.screenshot(path=str(artifacts / "export-teacher.png"))
    assert asked == [] and page.errors == []


def test_a_page_of_exercises_checks_clicks_offline(
    page: Any, tmp_path: Path, artifacts: Path
) -> None:
    from moon_nb.course.pages import exercises_html
    from moon_nb.lessons import ScoreQuiz, SuitQuiz, WhichPlays, WhichWins

    path = tmp_path / "exercises.html"
    path.write_text(
        exercises_html(
            [
                WhichWins(["4-2", "6-4", "4-4"], trump="doubles"),
                WhichPlays(["5-2", "4-4", "5-1", "6-6", "3-2"], ["5-3"], trump=None),
                SuitQuiz(4),
                ScoreQuiz(bidder=0, bid=5, tricks=[4, 2, 1]),
            ],
            title="Following suit",
        )
    )
    asked = disk_only(page)
    page.goto(path.as_uri())
    quizzes = page.locator(".moon-quiz")
    quizzes.nth(3).wait_for()
    assert page.get_by_role("heading", name="Following suit").is_visible()
    wins, plays, order, score = (quizzes.nth(i) for i in range(4))

    def feedback(quiz: Any) -> str:
        return str(quiz.locator(".moon-quiz-answer").inner_text()).strip()

    # Each option's feedback is the engine's, written into the page.
    wins.get_by_role("button", name="six–four").click()
    assert feedback(wins).startswith("Not quite: 6-4 does not win this trick.")
    wins.get_by_role("button", name="double four").click()
    assert feedback(wins).startswith("Right: 4-4 wins.")
    assert wins.get_attribute("data-verdict") == "right"

    plays.get_by_role("button", name="five–two").click()
    plays.get_by_role("button", name="Check").click()
    assert feedback(plays).startswith("Not quite: those are not the tiles you may play.")
    plays.get_by_role("button", name="five–one").click()
    plays.get_by_role("button", name="Check").click()
    assert feedback(plays).startswith("Right: you may play 5-2 and 5-1.")

    order.get_by_role("button", name="four–two", exact=True).click()
    order.get_by_role("button", name="Check").click()
    assert feedback(order).startswith("Not quite")
    order.get_by_role("button", name="Start over").click()
    for words in ["double four", "six–four", "five–four", "four–three", "four–two", "four–one"]:
        order.get_by_role("button", name=words, exact=True).click()
    order.get_by_role("button", name="Check").click()
    assert feedback(order).startswith("Right: 4-4, 6-4, 5-4, 4-3, 4-2 and 4-1.")

    boxes = score.get_by_role("textbox")
    for box, value in zip([boxes.nth(i) for i in range(3)], ["-5", "2", "1"], strict=True):
        box.fill(value)
    score.get_by_role("button", name="Check").click()
    assert feedback(score).startswith("Right: the changes are −5, +2, +1.")
    score.get_by_role("button", name="Show the solution").click()
    assert feedback(score).startswith("Solution: the changes are −5, +2, +1.")
    assert_accessible(page.locator("body"), "a page of exercises, answered")
    page.screenshot(path=str(artifacts / "export-exercises.png"), full_page=True)
    assert asked == [] and page.errors == []


NEXT_LOOK = """(middle) => {
  const root = document.querySelector(".moon-export");
  for (;;) {
    if (Number(root.dataset.at) === Number(root.dataset.frames) - 1) return -1;
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight" }));
    const at = Number(root.dataset.at);
    if (at === middle || ["hand", "game"].includes(root.dataset.kind)) return at;
  }
}"""
"""Step an exported game on (its → key, in the page) to the next moment the legibility test
looks at — a hand's summary, the game's end, the middle moment — and say which (-1: none is
left). One call for the moments between, where a key press and a look at each from Python
cost the test most of its time (660 moments in light and in dark); the keys themselves are
pressed one by one through a whole game in `test_a_seats_export_steps_through_the_whole_game`."""


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_text_of_an_exported_game_reads(page: Any, tmp_path: Path, scheme: str) -> None:
    """An exported game — three players and four — from its start through its hands' summaries
    to the game-over banner: every text at 4.5:1 contrast or more with what lies under it, none
    in letters under 12 px (`legible.unreadable`), in the reader's light and dark."""
    page.emulate_media(color_scheme=scheme)
    found: dict[str, list[str]] = {}
    for players, seed in ((3, 4), (4, 2)):
        path = tmp_path / f"game-{players}.html"
        path.write_text(game_html(finished_game(Rules(players=players), seed), seat=0))
        open_offline(page, path)
        root = page.locator(".moon-export")
        frames = int(root.get_attribute("data-frames"))
        i = 0
        while i >= 0:
            if faults := unreadable(root):
                found[f"{players} players, moment {i} ({root.get_attribute('data-kind')})"] = faults
            i = page.evaluate(NEXT_LOOK, frames // 2)
        assert at(page) == frames - 1
        assert page.get_by_role("dialog", name="Game over").is_visible()
    assert found == {}, "\n".join(f"{k}:\n  " + "\n  ".join(v) for k, v in found.items())
