"""pytest configuration: hypothesis settings for this suite, and a progress file of the tests'
own, so no test writes a learner's ``moon-progress.json`` into the repository."""

import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings

# `--file-cpu=N`: the N test files that used the most CPU, beside their wall time; and every
# test called with room for its frames (the solver's search, near a chunk's edge, took memory
# from the system and gave it back at every move: tests/frame_room.py).
pytest_plugins = ["file_cpu", "frame_room"]

settings.register_profile("default", deadline=None, max_examples=60)
# The compiled engine's second run of the engine's tests (tests/test_compiled.py): the same
# properties over fewer examples, since tests/game_digest.py already holds the compiled games
# byte for byte to the pure ones.
settings.register_profile("compiled", deadline=None, max_examples=20)
settings.load_profile("default")

# The suite reads moon_nb's English (a learner's LANG=hu_HU would make moon_nb speak Hungarian):
# set before any kernel or server starts, so the ones the tests start speak English too.
os.environ["LANGUAGE"] = "en"

# Every Python the suite starts skips jsonschema's IRI grammar (tests/quicker/sitecustomize.py):
# set before pytest-xdist starts its workers, so they and what they start inherit it.
_QUICKER = str(Path(__file__).parent / "quicker")
os.environ["PYTHONPATH"] = os.pathsep.join(p for p in (_QUICKER, os.environ.get("PYTHONPATH")) if p)

# No worker process weighs the hands the tests' tables play (each test's are forgotten when it
# ends, and the suite's machine has cores to spare for none): the review weighs them when asked
# (`moon_nb.review.weigher`). The tests of the worker ask for one.
os.environ["MOON_NB_WEIGHER"] = "review"

# Set before any kernel or server starts, so the ones the tests start write there too.
_PROGRESS_DIR = Path(tempfile.mkdtemp(prefix="moon-test-progress-"))
os.environ["MOON_NB_PROGRESS"] = str(_PROGRESS_DIR / "moon-progress.json")


@pytest.fixture(autouse=True)
def own_progress_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Each test's answers, in this process, go to a progress file of that test, and it starts
    with the learner session of a fresh Python: no decision kept by the tables of the tests run
    before it in this worker (a `Review()` weighs each one: the README's took 68 s after
    tests/test_table_languages.py's games, 0.7 s alone)."""
    from moon_nb.progress.store import SESSION

    monkeypatch.setenv("MOON_NB_PROGRESS", str(tmp_path / "moon-progress.json"))
    SESSION.forget()
    yield


@pytest.fixture(scope="session")
def tutorial_catalog() -> Any:
    """`moon_nb.course.teacher.catalog.catalog()`: every tutorial's exercises, found by running the
    lessons' code (seconds of work, so done once for the tests that read it)."""
    from moon_nb.course.teacher.catalog import catalog

    return catalog()


LONGEST_FIRST = (
    "browser/test_site_browser.py",
    "browser/test_play_browser.py",
    "browser/test_lab_script.py",
    "test_teachers_guide.py",
    "browser/test_site_classroom.py",
    "test_one_voice.py",
    "browser/test_languages_screens_browser.py",
    "test_compiled.py",
    "test_widget_security.py",
    "browser/test_book_browser.py",
    "test_seen_steps.py",
    "test_three_player_texts.py",
    "test_readme.py",
    "test_practice_bank.py",
    "test_languages.py",
    "browser/test_untrusted.py",
    "browser/test_review_browser.py",
    "browser/test_kernel_lost.py",
    "browser/test_play_review_browser.py",
    "test_puzzle_bank.py",
    "test_hint_is_expert.py",
    "browser/test_table_browser.py",
    "browser/test_learn_browser.py",
    "test_answer_key.py",
    "test_assignments.py",
)
"""The suite's longest files (about 20 s or more each on two quiet cores), longest first, by
their wall time in the last fresh-clone run (`--file-cpu`'s table, and `--durations` for the
browser files it did not list). scripts/test.sh runs the files on two workers, each taking the
next file when it is free (``--dist loadfile --no-loadscope-reorder``; xdist's own order, by
the number of tests in a file, put these few-test files last): started first, the long ones
share out between the workers, and the short ones fill in at the end, so neither worker is left
alone with a long file while the other waits. The course site's file (231 s) was sixth, behind
files a third its length, and three files of 32–48 s were missing (the widget's security checks,
the languages, the review in JupyterLab): such a file left among the short ones can end a
worker's run alone. A file missing here only runs in its usual place."""


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The longest files first (`LONGEST_FIRST`), the rest in their order; within a file, its
    tests keep theirs."""
    here = Path(__file__).parent
    rank = {name: k for k, name in enumerate(LONGEST_FIRST)}

    def order(item: pytest.Item) -> int:
        path = Path(item.path)
        name = path.relative_to(here).as_posix() if here in path.parents else path.name
        return rank.get(name, len(rank))

    items.sort(key=order)


def pytest_testnodedown(node: Any, error: Any) -> None:
    """One of pytest-xdist's workers has no file left: a core is free while the other finishes
    its last, and scripts/test.sh starts the tutorial notebooks on it when told so (the file
    `$MOON_NB_CORE_FREE`)."""
    free = os.environ.get("MOON_NB_CORE_FREE")
    if free:
        Path(free).touch()


@pytest.hookimpl(tryfirst=True)
def pytest_sessionfinish(session: pytest.Session) -> None:
    """The earlier runs' scratch folders pytest would now delete are deleted aside
    (`aside.move_aside`), so the run's end does not wait on the disk."""
    from aside import move_aside

    move_aside(session)


def pytest_unconfigure(config: pytest.Config) -> None:
    shutil.rmtree(_PROGRESS_DIR, ignore_errors=True)
