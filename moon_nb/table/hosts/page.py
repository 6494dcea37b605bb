"""A table hosted by a web page instead of a widget's comm: the page's code sends intents as
JSON text and is given the table's state as JSON text — exactly what a `MoonTable`'s traits
carry (`TableSession.state`, built from the learner's observation only). It needs nothing but
moon_nb: no IPython, ipywidgets, anywidget or traitlets (the play page runs it in Pyodide).

    host = PageTable(session)
    host.state_json()            # {"state": {...}}, or {"refused": [...]} with no session
    host.handle_json('{"kind": "action", "action": "bid 5", "at": 0}', progress)
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from typing import TypedDict

from moon_nb.show.wire import TableState
from moon_nb.table.session import TableSession

log = logging.getLogger(__name__)

MAX_MESSAGE = 1000
"""The longest message text the page's code may send (an intent is under 100 characters)."""


class PageReply(TypedDict, total=False):
    """What the page is told: the table's state, or why there is no table to play."""

    state: TableState
    refused: list[str]


class PageTable:
    """A page's table: ``session``, or none, with the sentences that say why (``refused``)."""

    def __init__(self, session: TableSession | None, refused: list[str] | None = None) -> None:
        self.session = session
        self.refused = list(refused or [])

    def state_json(self) -> str:
        """The page's table now, as JSON text (see `PageReply`)."""
        return json.dumps(self.reply(), separators=(",", ":"), ensure_ascii=False)

    def reply(self) -> PageReply:
        """The page's table now (see `PageReply`)."""
        return {"state": self.session.state()} if self.session else {"refused": self.refused}

    def handle_json(self, text: str, progress: Callable[[str], None] | None = None) -> str:
        """Act on one message from the page (an intent, as JSON text) and return the table
        after it. Never raises: a message that is not JSON, or not an intent, is refused with a
        sentence at the table, as `TableSession.handle` refuses a bad intent. ``progress`` is
        given the table while the computer players think (the learner's move shown at once)."""
        session = self.session
        if session is None:
            return self.state_json()
        content: object
        try:
            if not isinstance(text, str) or len(text) > MAX_MESSAGE:
                raise ValueError("too long")
            content = json.loads(text)
        except ValueError:
            session.say("error", "The page sent a message that is not a table request.")
            return self.state_json()
        tell = None if progress is None else (lambda: progress(self.state_json()))
        try:
            session.handle(content, thinking=tell)
        except Exception:
            # handle() refuses bad input itself; this keeps a failing progress callback (the
            # page gone) from reaching the worker.
            log.exception("moon_nb page table: error while handling a message")
        return self.state_json()
