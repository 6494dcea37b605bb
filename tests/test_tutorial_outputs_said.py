"""No English in what a translated tutorial prints (issue 49, items 1 and 3; docs/languages.md
"The tutorials in a language"): every saved output of every notebook under notebooks/<code>/ —
its printed text, its reprs and its HTML — is read for the English the library could print
there: the path's chapters, step titles and goals, the exercises' titles, the words of the
table's and the game's reprs, the trump choices' English names, the phases and moves as words
of a sentence, the rule book's topics and the levels' labels.

What stays English is code, and it reads as code: a value quoted as Python (``'bid 5'``,
``['pass', 'bid 4']``, ``"trump"``), a call or a keyword argument (``Game(seed=s)``,
``trump=6``), text inside ``<code>``."""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

from moon_nb.engine.trump import Trump
from moon_nb.exercises.exercise import Exercise
from moon_nb.path.guided import STEPS
from moon_nb.players.levels import LEVELS
from moon_nb.reference.readings import READINGS

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
LANGUAGES = sorted(
    p.name for p in NOTEBOOKS.iterdir() if p.is_dir() and any(p.glob("[0-9][0-9]-*.ipynb"))
)

# Words of a sentence that are the engine's English names for a phase or a move (a move's code
# said bare, "Hely 0 ezt teheti: pass, bid 4"), and the words of the English reprs.
ENGLISH_WORDS = re.compile(
    r"\b(?:pass|bid \d+|discard [0-6]-[0-6]|play [0-6]-[0-6]|trump (?:[0-6]|doubles|none)"
    r"|discard|over|you in seat|computer players?|scores?|hand \d+|winner)\b"
)

# Code, which may stay English: what is quoted as Python, a call's name and arguments, a
# keyword argument's name, HTML's <code>.
_CODE = (
    re.compile(r"<code>.*?</code>", re.S),
    re.compile(r"'[^'\n]*'|\"[^\"\n]*\""),
    re.compile(r"\b[A-Za-z_][\w.]*\("),
    re.compile(r"\b[A-Za-z_]\w*="),
)


def _subclasses(cls: type) -> Iterator[type]:
    for sub in cls.__subclasses__():
        yield sub
        yield from _subclasses(sub)


@cache
def english_phrases() -> tuple[str, ...]:
    """The English the library says these things in: each must be said in the notebook's
    language instead."""
    steps = [s for step in STEPS for s in (step.chapter, step.title, step.goal)]
    import moon_nb.exercises  # noqa: F401 — every exercise class defined

    titles = [c.title for c in _subclasses(Exercise) if "title" in vars(c)]
    trumps = [str(t) for t in Trump]
    topics = [r.topic for r in READINGS]
    levels = [level.label for level in LEVELS.values()]
    return tuple(sorted({*steps, *titles, *trumps, *topics, *levels}, key=len, reverse=True))


def _text(output: dict[str, object]) -> str:
    """An output's words: its text, its plain repr, its HTML's text (scripts and styles
    left out), code taken away."""
    data = output.get("data") or {}
    assert isinstance(data, dict)
    parts = [output.get("text", ""), data.get("text/plain", "")]
    page = "".join(data.get("text/html", ""))
    page = re.sub(r"<(script|style)\b.*?</\1>", " ", page, flags=re.S)
    for pattern in _CODE[:1]:
        page = pattern.sub(" ", page)
    parts.append(html.unescape(re.sub(r"<[^>]+>", " ", page)))
    text = "\n".join("".join(p) if isinstance(p, list) else str(p) for p in parts)
    for pattern in _CODE[1:]:
        text = pattern.sub(" ", text)
    return text


def english_in(notebook: Path) -> list[str]:
    """Each English phrase or word found in the notebook's saved outputs, with its cell."""
    found = []
    phrases = english_phrases()
    for number, cell in enumerate(json.loads(notebook.read_text(encoding="utf-8"))["cells"]):
        for output in cell.get("outputs", []):
            text = _text(output)
            for phrase in phrases:
                if re.search(rf"(?<!\w){re.escape(phrase)}(?!\w)", text):
                    found.append(f"cell {number}: {phrase!r}")
            found += [f"cell {number}: {m.group(0)!r}" for m in ENGLISH_WORDS.finditer(text)]
    return found


@pytest.mark.parametrize("code", [c for c in LANGUAGES if c != "en"] or ["none"])
def test_translated_tutorials_print_no_english(code: str) -> None:
    if code == "none":
        pytest.skip("no translated tutorials shipped")
    found = {
        nb.name: english
        for nb in sorted((NOTEBOOKS / code).glob("[0-9][0-9]-*.ipynb"))
        if (english := english_in(nb))
    }
    assert not found, f"English in the {code} tutorials' outputs: {found}"


def test_the_check_finds_english() -> None:
    """The check itself: an English step, repr and move in a sentence are found; code is not."""
    plain = {
        "output_type": "stream",
        "text": "1. hely: pass — Passzolok.\n<Game X: hand 1, bid, scores [0, 0, 0]>\n"
        f"  3. {STEPS[2].title}: ...\n",
    }
    code = {
        "output_type": "execute_result",
        "data": {"text/plain": "['pass', 'bid 4'] Game(seed=s), trump=6 \"trump\""},
    }
    assert ENGLISH_WORDS.search(_text(plain))
    assert STEPS[2].title in _text(plain)
    assert not ENGLISH_WORDS.search(_text(code))
