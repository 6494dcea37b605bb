"""The play page (`bash scripts/play.sh OUT`): build it once, open it, drive its table. Shared
by the play page's browser tests, the course book's and the benchmark.

The page is a static folder: ``index.html?OPTIONS`` starts Pyodide in a web worker and shows
the deal's picture meanwhile; ``window.moonPlay`` holds the times (milliseconds since the page
began) at which the picture and then the live table were first drawn, and ``document.body``'s
``data-play`` says where the page is: ``starting``, ``live`` or ``refused``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from harness import settle
from servers import built_folder

PLAY_ENV = "MOON_NB_PLAY"
"""Set to a page built by `scripts/play.sh` to use it instead of building one."""

IFRAME = (
    '<iframe src="{url}" title="Moon, played in your browser" width="100%" height="760" '
    'style="border:0; max-width:1000px" loading="lazy"></iframe>'
)
"""The line to paste into another page (an LMS page, a book) to embed the play page."""


def build_play(out: Path) -> Path:
    """The play page: the one named by $MOON_NB_PLAY, or one built into ``out`` (its downloads
    are the course site's, cached; a second build of the same tree takes a few seconds)."""
    return built_folder("play.sh", out, PLAY_ENV, "moon-play.json")


LEGAL = {
    "bid": ".moon-actions button.moon-bid:not([aria-disabled])",
    "discard": ".moon-hand button.moon-legal",
    "trump": ".moon-actions button.moon-trump-choice",
    "play": ".moon-hand button.moon-legal",
}
"""For each phase, the controls that make a legal decision."""


LIVE = "() => document.body.dataset.play === 'live' || document.body.dataset.play === 'refused'"


def open_play(page: Any, url: str, timeout: float = 120_000) -> Any:
    """Open the play page at ``url`` (with its options) and return its table once live and
    settled (the computer players have made their moves up to the learner's)."""
    page.goto(url)
    page.wait_for_function(LIVE, timeout=timeout)
    assert page.evaluate("document.body.dataset.play") == "live", page.inner_text("body")
    table = page.locator("#moon-play .moon-table")
    settle(table, timeout=60_000)
    return table


def watch_sent(page: Any) -> None:
    """From now on, note the kind of each message the page sends to Python (its worker): an
    intent's kind ("language", "step"), else the message's own ("save"). Read with `sent`. A
    message is posted in the same turn as the click or choice that makes it, so what `sent`
    reads right after one is all that it sent."""
    page.evaluate(
        """() => { const post = Worker.prototype.postMessage; window.moonSent = [];
          Worker.prototype.postMessage = function (m, ...rest) {
            window.moonSent.push(m && m.content ? m.content.kind : m && m.kind);
            return post.call(this, m, ...rest);
          }; }"""
    )


def sent(page: Any) -> list[str]:
    """The kinds of the messages sent to Python since `watch_sent`."""
    return list(page.evaluate("window.moonSent"))


def marks(page: Any) -> dict[str, Any]:
    """The page's own times: when its picture and its live table were first drawn (ms)."""
    return dict(page.evaluate("() => ({...window.moonPlay})"))


def shown_faces(page: Any) -> list[str]:
    """The unicode ranges of the page's own script faces ("Moon Scripts") the browser has
    loaded: those of the scripts its text has shown (the play page's, the course site's)."""
    return list(
        page.evaluate(
            """async () => { await document.fonts.ready;
              return [...document.fonts].filter((f) => f.family.replaceAll('"', "")
                === "Moon Scripts" && f.status === "loaded").map((f) => f.unicodeRange); }"""
        )
    )
