"""A pytest plugin for the notebooks' run under nbval: each notebook's kernel gets a progress file
of its own, as `tutorials/build.py` gives each notebook when it saves the outputs.

The progress cells say "Saved in moon-progress.json" once the file exists, and a hand played at
a table in one notebook is kept in the file (the review deck, `moon_nb.progress.keeping`): with
one file for the whole run, a later notebook's saved output would depend on the ones before it.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import pytest

_SCRATCH = Path(tempfile.mkdtemp(prefix="moon-nbval-"))


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    """Before nbval starts the notebook's kernel (its first cell's setup): its own file."""
    folder = _SCRATCH / item.path.stem
    folder.mkdir(exist_ok=True)
    os.environ["MOON_NB_PROGRESS"] = str(folder / "moon-progress.json")


def pytest_unconfigure(config: pytest.Config) -> None:
    shutil.rmtree(_SCRATCH, ignore_errors=True)
