"""The answer key (`moon_nb.course.teacher.answer_key`): one page with every exercise of the
catalog, lesson by lesson, each with its question, the engine's worked solution and reasons, and a
right answer in code (which the engine calls right); standing alone — no script, nothing fetched."""

from __future__ import annotations

import html
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from moon_nb.__main__ import main
from moon_nb.course.teacher.catalog import catalog


class Page(HTMLParser):
    """The parts of the page a test reads: each exercise's text (by its id), in order, and
    every address the page names."""

    def __init__(self) -> None:
        super().__init__()
        self.exercises: dict[str, list[str]] = {}
        self.sections: list[str] = []
        self.addresses: list[str] = []
        self.tags: set[str] = set()
        self.images = 0
        self._in: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        self.tags.add(tag)
        if tag == "article":
            self._in = found["data-exercise"]
            assert self._in is not None
            self.exercises[self._in] = []
        if tag == "section":
            self.sections.append(str(found["id"]))
        if tag == "img":
            self.images += 1
        for name in ("src", "href"):
            if found.get(name):
                self.addresses.append(str(found[name]))

    def handle_endtag(self, tag: str) -> None:
        if tag == "article":
            self._in = None

    def handle_data(self, data: str) -> None:
        if self._in is not None:
            self.exercises[self._in].append(data)


@pytest.fixture(scope="module")
def key(tutorial_catalog: Any, tmp_path_factory: pytest.TempPathFactory) -> tuple[Any, str]:
    """The catalog, and the page docs/assignments.md's command writes (in a scratch folder)."""
    out = tmp_path_factory.mktemp("key") / "key.html"
    assert main(["answer-key", str(out)]) == 0
    return tutorial_catalog, out.read_text(encoding="utf-8")


def test_the_page_holds_every_exercise_with_its_solution_and_reasons(key: tuple[Any, str]) -> None:
    found, page = key
    parsed = Page()
    parsed.feed(page)
    assert list(parsed.exercises) == [e.exercise.id for e in found.entries]
    asking = [lesson for lesson in found.lessons if any(e.lesson == lesson for e in found.entries)]
    assert parsed.sections == [f"lesson-{lesson.name}" for lesson in asking]
    for entry in found.entries:
        ex = entry.exercise
        text = "".join(parsed.exercises[ex.id])
        worked = ex.worked_solution()
        assert ex.question() in text
        assert worked.headline in text
        for reason in worked.reasons:
            assert reason in text, f"{entry.label}: {reason!r}"
        # The line in code is a right answer, by the engine.
        line = re.search(r"In code: answer = (.*)$", text, re.M)
        assert line is not None, entry.label
        assert ex.verdict(eval(html.unescape(line.group(1)))).correct, entry.label
    pictures = sum(len(e.exercise.figures()) for e in found.entries)
    assert parsed.images >= pictures


def test_the_page_stands_alone(key: tuple[Any, str]) -> None:
    _, page = key
    parsed = Page()
    parsed.feed(page)
    assert "script" not in parsed.tags and "link" not in parsed.tags
    assert all(a.startswith(("data:image/svg+xml;base64,", "#lesson-")) for a in parsed.addresses)
    assert not re.search(r"url\(|@import|https?://", page.split("<body>")[0])
    assert "@media print" in page and "break-inside: avoid" in page


def test_the_command_writes_the_page_and_refuses_what_it_cannot_do(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "key.html"
    assert main(["answer-key", str(out), "6", "2"]) == 0
    said = capsys.readouterr().out
    count = len(catalog(["6", "2"]).entries)
    assert said.startswith(f"Wrote {out}: {count} exercises from 2 lessons")
    parsed = Page()
    parsed.feed(out.read_text())
    assert parsed.sections == ["lesson-06-scoring-and-winning", "lesson-02-tiles-and-suits"]
    before = out.read_text()
    assert main(["answer-key", str(out), "3"]) == 1
    assert "already there: nothing was written (--force)" in capsys.readouterr().err
    assert out.read_text() == before
    assert main(["answer-key", str(out), "3", "--force"]) == 0
    assert out.read_text() != before
    assert main(["answer-key", str(tmp_path / "other.html"), "99"]) == 1
    assert "there is no lesson '99'" in capsys.readouterr().err
    assert not (tmp_path / "other.html").exists()
    assert main(["answer-key", str(tmp_path), "3"]) == 1
    assert "is a folder" in capsys.readouterr().err
