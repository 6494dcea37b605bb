"""Driving the guided path (`moon_nb.Learn`) in a browser, wherever it runs: a move by mouse
or by keyboard, the engine's verdict awaited, the step's hint, a retry, the next step."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from harness import data, settle

from moon_nb.path.step import LEARNER, Step

LEARN_CELL = "from moon_nb import Learn\npath = Learn(start=1, pace_ms=0)\npath"
"""A notebook cell showing the path at its first step, whatever the saved progress says."""


def guide(table: Any) -> Any:
    return table.locator(".moon-guide")


VERDICT = ".moon-say .moon-guide-verdict"
"""The path's verdict on a try: said in the learner's line, above the hand."""


def verdict(table: Any) -> str:
    """The verdict's words (without the stars and the way on beside them)."""
    found = table.locator(f"{VERDICT} p")
    return str(found.inner_text()) if found.count() else ""


def answered(table: Any, do: Any, status: str, timeout: float = 60_000) -> str:
    """Make a move (``do()`` clicks or presses keys) and wait for the path's verdict on it:
    ``status`` ``"wrong"`` (explained, the position as it was) or ``"solved"``. The verdict's
    words."""
    before = verdict(table)
    count = data(table, "action-count")
    do()
    table.page.wait_for_function(
        "([t, status, v, s]) => t.dataset.stepStatus === status && "
        "(t.querySelector(s) || {innerText: ''}).innerText !== v",
        arg=[table.element_handle(), status, before, VERDICT],
        timeout=timeout,
    )
    settle(table, timeout)
    if status == "wrong":
        assert data(table, "action-count") == count, "a wrong move does not stand"
    return verdict(table)


def at_step(table: Any, step: str, timeout: float = 30_000, keep_card: bool = False) -> None:
    """Wait until the table shows the step with this id, ready for the learner's move: the
    rule card a chapter opens with put away (unless ``keep_card``)."""
    table.page.wait_for_function(
        "([t, s]) => t.dataset.step === s && t.dataset.stepStatus === 'play'",
        arg=[table.element_handle(), step],
        timeout=timeout,
    )
    settle(table, timeout)
    card = table.locator(".moon-rulecard")
    if not keep_card and card.count():
        card.locator('[data-key="card:close"]').click()
        card.wait_for(state="detached")


def go_to_step(table: Any, step: str) -> None:
    """Choose the step with this id in the list of steps and press Go beside it (choosing in
    the list alone goes nowhere: WCAG 3.2.2); at that step already, nothing (Go is off)."""
    listed = table.locator('[data-key="guide:list"]')
    if listed.get_attribute("data-step") == step:
        return
    listed.select_option(step)
    table.locator('[data-key="guide:go"]').click()


def tile(table: Any, name: str) -> Any:
    return table.locator(f'.moon-hand [data-key="tile:{name}"]')


def click_tile(table: Any, name: str) -> Any:
    return lambda: tile(table, name).click()


def key_tile(table: Any, name: str) -> Any:
    """Play a tile by keyboard: focus it and press Enter."""

    def press() -> None:
        tile(table, name).focus()
        table.page.keyboard.press("Enter")

    return press


def stars(table: Any) -> str:
    return str(table.locator(f"{VERDICT} .moon-stars").get_attribute("aria-label") or "")


def next_buttons(table: Any) -> list[str]:
    """The ways on to the next step the learner can see now (the panel's, the verdict's), by
    their keys: one at most, a solved step's in its verdict."""
    return list(
        table.evaluate(
            """t => [...t.querySelectorAll('[data-key="guide:next"], [data-key="verdict:next"]')]
              .filter((e) => e.checkVisibility({ visibilityProperty: true }))
              .map((e) => e.dataset.key)"""
        )
    )


def step_hint(table: Any) -> Any:
    """The step's hint, once asked for: said in the learner's line too."""
    return table.locator(".moon-say .moon-guide-hint")


HAND = """async t => {
  // A tile the pointer left is lowered in a transition: the hand once it is still.
  const hand = t.querySelector(".moon-hand");
  const moving = hand ? hand.getAnimations({ subtree: true }) : [];
  await Promise.all(moving.map((a) => a.finished.catch(() => null)));
  // The trumps' paint, as a colour the browser computes (a face painted gold has this fill).
  const probe = document.createElement("span");
  probe.style.color = "var(--moon-trump-face)";
  t.appendChild(probe);
  const gold = getComputedStyle(probe).color;
  probe.remove();
  return [...t.querySelectorAll(".moon-hand .moon-tile")].map((e) => {
    const face = e.querySelector(".moon-face");
    const badge = getComputedStyle(e, "::after").content;
    return {
      tile: e.dataset.tile,
      name: e.getAttribute("aria-label") || "",
      painted: Boolean(face && getComputedStyle(face).fill === gold)
               || !["none", "normal"].includes(badge),
      raised: getComputedStyle(e).transform !== "none",
      left: e.getBoundingClientRect().left,
      right: e.getBoundingClientRect().right,
    };
  });
}"""


def check_aids(table: Any, step: Step) -> None:
    """The learner's hand and trump choices at ``step`` show only the aids the step allows:
    without its trump marks no tile painted gold or named ", trump" (else exactly the trumps
    named so are painted); without its suits the tiles as the step deals them, evenly spaced
    (no gap between suits); without its marks no tile raised; without its trump counts no
    trump choice that counts trumps."""
    table.page.mouse.move(0, 0)  # no tile raised by the pointer resting on it
    held = table.evaluate(HAND)
    tiles = [h["tile"] for h in held]
    named = [h["tile"] for h in held if ", trump" in h["name"]]
    assert [h["tile"] for h in held if h["painted"]] == named, (step.id, held)
    if not step.trump_marks:
        assert named == [], (step.id, "trumps named", named)
    if not step.suits:
        dealt = step.position.hands[LEARNER].split()
        assert tiles == [t for t in dealt if t in tiles], (step.id, "as dealt", tiles)
        spaces = [round(b["left"] - a["right"]) for a, b in pairwise(held)]
        assert len(set(spaces)) <= 1, (step.id, "no gap between suits", spaces)
    if not step.marks:
        assert not [h["tile"] for h in held if h["raised"]], (step.id, "raised", held)
    choices = table.locator(".moon-actions .moon-trump-choice")
    if not step.trump_counts:
        assert choices.count() > 1, (step.id, "the learner names trump")
        names = [str(c.get_attribute("aria-label")) for c in choices.all()]
        assert not any("hold" in n for n in names), names
        assert choices.locator(".moon-count").count() == 0, (step.id, "a count on a choice")
