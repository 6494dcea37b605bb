"""The accessibility conformance report (docs/accessibility.md, "Conformance report", in the form
of a VPAT/ACR for WCAG 2.1 AA): every one of WCAG 2.1's 50 success criteria of levels A and AA
has a row, with a conformance level and the test or script that shows it — each named one must
exist (its file, and its function where one is named). Cheap: no browser."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
REPORT = ROOT / "docs" / "accessibility.md"

WCAG21_AA = {
    "1.1.1": "A", "1.2.1": "A", "1.2.2": "A", "1.2.3": "A", "1.2.4": "AA", "1.2.5": "AA",
    "1.3.1": "A", "1.3.2": "A", "1.3.3": "A", "1.3.4": "AA", "1.3.5": "AA", "1.4.1": "A",
    "1.4.2": "A", "1.4.3": "AA", "1.4.4": "AA", "1.4.5": "AA", "1.4.10": "AA", "1.4.11": "AA",
    "1.4.12": "AA", "1.4.13": "AA", "2.1.1": "A", "2.1.2": "A", "2.1.4": "A", "2.2.1": "A",
    "2.2.2": "A", "2.3.1": "A", "2.4.1": "A", "2.4.2": "A", "2.4.3": "A", "2.4.4": "A",
    "2.4.5": "AA", "2.4.6": "AA", "2.4.7": "AA", "2.5.1": "A", "2.5.2": "A", "2.5.3": "A",
    "2.5.4": "A", "3.1.1": "A", "3.1.2": "AA", "3.2.1": "A", "3.2.2": "A", "3.2.3": "AA",
    "3.2.4": "AA", "3.3.1": "A", "3.3.2": "A", "3.3.3": "AA", "3.3.4": "AA", "4.1.1": "A",
    "4.1.2": "A", "4.1.3": "AA",
}  # fmt: skip
"""WCAG 2.1's success criteria of levels A and AA, each with its level."""

LEVELS = {"Supports", "Partially Supports", "Does Not Support", "Not Applicable"}
"""The conformance levels a VPAT uses."""

ROW = re.compile(r"^\| (\d\.\d+\.\d+) [^|]+\| (A|AA) \| ([^|]+) \|([^|]+)\|([^|]+)\|$", re.M)
"""A row of the report: criterion (number and name), level, conformance, remarks, shown by."""


def rows() -> dict[str, tuple[str, str, str]]:
    """The report's rows by criterion: its level, its conformance and what shows it."""
    text = REPORT.read_text(encoding="utf-8").split("## Conformance report", 1)[1]
    found: dict[str, tuple[str, str, str]] = {}
    for m in ROW.finditer(text):
        assert m[1] not in found, f"{m[1]} has two rows"
        found[m[1]] = (m[2], m[3].strip(), m[5].strip())
    return found


def missing(reference: str) -> str:
    """What is wrong with a reference to a test or script (``path`` or ``path::function``):
    empty when its file exists and holds that function."""
    path, _, name = reference.partition("::")
    file = ROOT / path
    if not file.is_file():
        return f"{path} does not exist"
    if name and not re.search(rf"^\s*def {re.escape(name)}\(", file.read_text(), re.M):
        return f"{path} has no function {name}"
    return ""


def test_every_criterion_of_wcag21_aa_has_a_row_with_its_level_and_conformance() -> None:
    found = rows()
    assert set(found) == set(WCAG21_AA), set(found) ^ set(WCAG21_AA)
    assert {c: level for c, (level, _, _) in found.items()} == WCAG21_AA
    assert {c: said for c, (_, said, _) in found.items() if said not in LEVELS} == {}


def test_every_row_names_a_test_or_script_that_exists() -> None:
    faults = {}
    for criterion, (_, _, shown) in rows().items():
        named = re.findall(r"`((?:tests|benchmarks|scripts)/[^`]+)`", shown)
        if not named:
            faults[criterion] = "names no test or script"
        elif wrong := [f for f in (missing(r) for r in named) if f]:
            faults[criterion] = "; ".join(wrong)
    assert faults == {}, faults


def test_the_reference_check_sees_a_test_that_is_not_there() -> None:
    assert missing("tests/test_accessibility_report.py::rows") == ""
    assert missing("tests/test_accessibility_report.py::no_such_test") != ""
    assert missing("tests/no_such_file.py") != ""


MEDIA = re.compile(
    r"<audio|<video|new Audio\(|AudioContext|speechSynthesis|devicemotion|deviceorientation"
    r"|DeviceMotionEvent|getUserMedia"
)
"""What would play sound or video, speak aloud, or act on the device's motion."""


def test_nothing_plays_sound_or_video_or_reads_motion() -> None:
    """WCAG 1.2 (time-based media), 1.4.2 (audio control) and 2.5.4 (motion actuation) do not
    apply: no shipped script or page plays audio or video, speaks aloud or reads motion."""
    shipped = [
        *(ROOT / "moon_nb" / "static").glob("*.js"),
        *(ROOT / "widget_js" / "src").glob("*.js"),
        *(ROOT / "scripts" / "play").glob("*.html"),
    ]
    assert len(shipped) > 10, shipped
    found = {p.name: m[0] for p in shipped if (m := MEDIA.search(p.read_text(encoding="utf-8")))}
    assert found == {}, found
