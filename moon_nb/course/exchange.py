"""nbgrader's exchange, the folder where a course's assignments are released, fetched, submitted
and collected — as nbgrader itself reads it, never written down here: its default folder
(which an nbgrader version may change: 0.9.6's is ``/usr/local/share/nbgrader/exchange``) and
the assignments a course has released into it.

Both import nbgrader (a few seconds), so each is asked only where it is needed.
"""

from __future__ import annotations

import os
from pathlib import Path


def default_exchange() -> str | None:
    """The exchange folder nbgrader uses when no config names one (its ``Exchange.root``
    default), or None when nbgrader is not installed here."""
    try:
        from nbgrader.exchange.default.exchange import Exchange
    except ImportError:
        return None
    return str(Exchange.class_traits()["root"].default_value)


def released_assignments(course: Path) -> frozenset[str] | None:
    """The assignments the course in the folder ``course`` has released (``nbgrader
    release_assignment``), as ``nbgrader list`` run there sees them: with the course's config
    and the teacher's (its course id and exchange folder). None when that cannot be known:
    nbgrader is not installed, or the exchange cannot be read (a course handed out without
    it, collected with ``zip_collect``, say)."""
    try:
        from nbgrader.apps.listapp import ListApp
        from nbgrader.auth import Authenticator
        from nbgrader.exchange import ExchangeError, ExchangeFactory
    except ImportError:
        return None
    here = Path.cwd()
    # nbgrader reads the course's nbgrader_config.py from the folder it runs in.
    os.chdir(course)
    app = ListApp()
    quiet = app.log.disabled
    # What nbgrader would log ("Unwritable directory": no exchange) is said by the caller.
    app.log.disabled = True
    try:
        app.initialize([])
        lister = ExchangeFactory(parent=app).List(
            coursedir=app.coursedir, authenticator=Authenticator(parent=app), parent=app
        )
        found = lister.start()
    except (ExchangeError, OSError):
        return None
    finally:
        app.log.disabled = quiet
        os.chdir(here)
    return frozenset(str(info["assignment_id"]) for info in found)


__all__ = ["default_exchange", "released_assignments"]
