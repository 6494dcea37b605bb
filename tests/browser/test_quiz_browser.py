"""Lesson exercises answered by clicking (moon_nb.Quiz) in a real JupyterLab, driven by
Chromium: pick one tile, pick several, put a suit in order, type scores; by mouse and by
keyboard; the feedback is the engine's — a wrong answer says why it is wrong without giving the
right one, the second wrong try adds a hint, the solution is a click away; light and dark
themes.

Screenshots go to test-artifacts/.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from accessible import accessible, unseen_rings
from harness import NOTEBOOK, JupyterServer, open_notebook, run_cell, set_theme
from legible import unreadable

pytestmark = pytest.mark.browser


def show_quizzes(page: Any, server: JupyterServer, notebook: str) -> list[Any]:
    """Open ``notebook``, run its four quiz cells and return the quizzes they show."""
    open_notebook(page, server, notebook)
    quizzes = []
    for index in range(4):
        run_cell(page, index)
        quiz = page.locator(f"{NOTEBOOK} .jp-Cell").nth(index).locator(".moon-quiz")
        quiz.wait_for(timeout=60_000)
        quizzes.append(quiz)
    return quizzes


def answer_of(quiz: Any, starts: str, timeout: float = 20_000) -> str:
    """Wait for the feedback that starts with ``starts`` and return its text."""
    box = quiz.locator(".moon-quiz-answer")
    quiz.page.wait_for_function(
        "([b, s]) => b.innerText.trim().startsWith(s)",
        arg=[box.element_handle(), starts],
        timeout=timeout,
    )
    return str(box.inner_text())


def test_quizzes_by_mouse(lab: JupyterServer, page: Any, artifacts: Path) -> None:
    wins, plays, order, score = show_quizzes(page, lab, "quiz-mouse.ipynb")

    wins.get_by_role("button", name="six–four").click()
    text = answer_of(wins, "Not quite: 6-4 does not win this trick.")
    assert "a trump was played" in text and "4-4" not in text and "Hint" not in text
    assert "Show the solution" in text
    wins.get_by_role("button", name="four–two").click()
    wins.page.wait_for_function(
        "b => b.innerText.includes('Hint: ')",
        arg=wins.locator(".moon-quiz-answer").element_handle(),
        timeout=20_000,
    )
    text = answer_of(wins, "Not quite: 4-2 does not win this trick.")
    assert "Hint: The highest trump played wins" in text and "4-4" not in text
    assert wins.get_attribute("data-verdict") == "wrong"
    wins.get_by_role("button", name="double four").click()
    answer_of(wins, "Right: 4-4 wins.")
    assert wins.get_attribute("data-verdict") == "right"

    # Pick several: one wrong set first, then the right one (5-3 led, no trump: follow 5s).
    plays.get_by_role("button", name="five–two").click()
    assert plays.get_by_role("button", name="five–two").get_attribute("aria-pressed") == "true"
    plays.get_by_role("button", name="Check").click()
    text = answer_of(plays, "Not quite: those are not the tiles you may play.")
    assert "You left out 1 tile you may play." in text and "5-1" not in text
    plays.get_by_role("button", name="five–one").click()
    plays.get_by_role("button", name="Check").click()
    answer_of(plays, "Right: you may play 5-2 and 5-1.")

    # Put suit 4 in order (no trump): 4-4, 6-4, 5-4, 4-3, 4-2, 4-1.
    for words in ["double four", "six–four", "five–four", "four–three", "four–two"]:
        order.get_by_role("button", name=words, exact=True).click()
    assert order.get_by_role("button", name="four–two, picked 5").count() == 1
    order.get_by_role("button", name="Check").click()
    text = answer_of(order, "Not quite: those are not the tiles of suit 4")
    assert "You left out 1 tile of suit 4." in text and "4-1" not in text
    order.get_by_role("button", name="four–one", exact=True).click()
    order.get_by_role("button", name="Check").click()
    answer_of(order, "Right: 4-4, 6-4, 5-4, 4-3, 4-2 and 4-1.")

    # Type the score changes; a box left empty is caught in the browser.
    boxes = score.get_by_role("textbox")
    assert boxes.count() == 3
    boxes.nth(0).fill("-5")
    boxes.nth(1).fill("2")
    score.get_by_role("button", name="Check").click()
    assert "whole number in every box" in score.locator(".moon-quiz-notice").inner_text()
    boxes.nth(2).fill("1")
    score.get_by_role("button", name="Check").click()
    answer_of(score, "Right: the changes are −5, +2, +1.")
    score.get_by_role("button", name="Show the solution").click()
    answer_of(score, "Solution: the changes are −5, +2, +1.")

    quizzes = [(wins, "one"), (plays, "some"), (order, "order"), (score, "numbers")]
    # Every text of the quizzes, their verdicts and the solution, reads (`legible.unreadable`).
    faults = {f"light, {name}": unreadable(quiz) for quiz, name in quizzes}
    # No violation of WCAG 2.1 AA that axe-core finds in each, every focus ring seen at 3:1.
    faults |= {f"axe-core, {name}": accessible(quiz, f"a quiz ({name})") for quiz, name in quizzes}
    faults |= {f"focus rings, {name}": unseen_rings(quiz) for quiz, name in quizzes}
    for quiz, name in quizzes:
        quiz.screenshot(path=str(artifacts / f"quiz-light-{name}.png"), animations="disabled")
    set_theme(page, "JupyterLab Dark")
    try:
        face = order.locator(".moon-face").first.evaluate("e => getComputedStyle(e).fill")
        assert face == "rgb(231, 225, 208)", face
        faults |= {f"dark, {name}": unreadable(quiz) for quiz, name in quizzes}
        for quiz, name in [(wins, "one"), (order, "order")]:
            quiz.screenshot(path=str(artifacts / f"quiz-dark-{name}.png"), animations="disabled")
    finally:
        set_theme(page, "JupyterLab Light")
    assert all(not f for f in faults.values()), {k: f for k, f in faults.items() if f}
    assert not page.errors, page.errors


def test_quizzes_by_keyboard(lab: JupyterServer, page: Any) -> None:
    wins, plays, order, score = show_quizzes(page, lab, "quiz-keyboard.ipynb")

    wins.get_by_role("button", name="four–two").focus()
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    answer_of(wins, "Right: 4-4 wins.")
    # The keyboard focus stays on the tile pressed, though the quiz has been redrawn.
    label = page.evaluate("document.activeElement.getAttribute('aria-label')")
    assert label == "double four"

    plays.get_by_role("button", name="five–two").focus()
    page.keyboard.press("Space")
    page.keyboard.press("Tab")
    page.keyboard.press("Space")
    assert plays.locator("[aria-pressed=true]").count() == 2
    plays.get_by_role("button", name="Check").focus()
    page.keyboard.press("Enter")
    answer_of(plays, "Right: you may play 5-2 and 5-1.")

    order.get_by_role("button", name="Show the solution").focus()
    page.keyboard.press("Enter")
    answer_of(order, "Solution: the tiles of suit 4 are 4-4, 6-4, 5-4, 4-3, 4-2 and 4-1.")

    score.get_by_role("textbox").first.focus()
    page.keyboard.type("-4")
    page.keyboard.press("Tab")
    page.keyboard.type("2")
    page.keyboard.press("Tab")
    page.keyboard.type("1")
    page.keyboard.press("Enter")
    text = answer_of(score, "Not quite: the changes are not −4, +2, +1.")
    assert "Seat 0: not −4." in text and "−5" not in text
    score.get_by_role("button", name="Show the solution").focus()
    page.keyboard.press("Enter")
    answer_of(score, "Solution: the changes are −5, +2, +1.")
    # The notebook did not take the keys: still four cells, and none went into edit mode.
    assert page.locator(f"{NOTEBOOK} .jp-Cell").count() >= 4
    assert not page.errors, page.errors
