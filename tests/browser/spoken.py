"""What a screen reader is told at the table: every sentence put into a table's live region
(``.moon-sr[aria-live]``), recorded from the page's first script on, whatever the region keeps
(it keeps its last six)."""

from __future__ import annotations

from typing import Any

RECORD = """(() => {
  // Each element added to a table's live region, its words, in order.
  const said = [];
  window.moonSaid = said;
  new MutationObserver((changes) => {
    for (const change of changes) {
      const region = change.target;
      if (!region.matches || !region.matches(".moon-table .moon-sr[aria-live]")) continue;
      for (const added of change.addedNodes) said.push(added.textContent);
    }
  }).observe(document, { childList: true, subtree: true });
})();"""


def record_spoken(page: Any) -> None:
    """Record every sentence the tables of the documents ``page`` opens from now on say to a
    screen reader (`spoken`)."""
    page.add_init_script(RECORD)


def spoken(page: Any) -> list[str]:
    """The sentences said so far in this document, in order: one per announcement (a skip
    says all the moves it skipped in one)."""
    return list(page.evaluate("() => window.moonSaid.slice()"))
