"""Which lesson the code running now belongs to, where that can be known (see
`moon_nb.progress.store`): a tutorial's cell id, else the notebook's file name."""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path
from typing import Any

TUTORIAL_CELL = re.compile(r"(\d{2}-[a-z0-9]+(?:-[a-z0-9]+)*)-\d{2,3}")
"""A tutorial's cell id, ``<lesson>-<NN>``, as tutorials/build.py writes it."""


def running_lesson() -> str | None:
    """The lesson of the cell running now, or of this notebook, if it can be known: a
    tutorial's cell id, else the notebook's file name (Jupyter Server, Voilà)."""
    cell = _running_cell_id()
    match = TUTORIAL_CELL.fullmatch(cell) if cell else None
    if match:
        return match.group(1)
    names = [os.environ.get("JPY_SESSION_NAME", "")]
    if "VOILA_REQUEST_URL" in os.environ:
        names.append(os.environ.get("SCRIPT_NAME", ""))  # Voilà's /voila/render/NAME.ipynb
    for name in names:
        if name.endswith(".ipynb"):
            return Path(name).stem
    return None


def _running_cell_id() -> str | None:
    """The id of the notebook cell the kernel runs now (JupyterLab, Notebook 7 and JupyterLite
    send it with each cell), or None."""
    ipython = sys.modules.get("IPython")  # only if it is loaded: a script needs no IPython
    try:
        shell: Any = ipython.get_ipython() if ipython is not None else None
        kernel = getattr(shell, "kernel", None)
        parent = kernel.get_parent() if kernel is not None else None
    except Exception:
        return None
    metadata = parent.get("metadata") if isinstance(parent, dict) else None
    cell = metadata.get("cellId") if isinstance(metadata, dict) else None
    return cell if isinstance(cell, str) else None


__all__ = ["TUTORIAL_CELL", "running_lesson"]
