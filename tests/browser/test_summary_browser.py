"""The rules on one page (``python -m moon_nb rules-summary OUT.html``) opened from file:// in
Chromium with every request refused: every picture is drawn, nothing is fetched, and printed
on A4 it is one page."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from servers import disk_only

pytestmark = pytest.mark.browser


def test_the_rules_summary_opens_offline_and_prints_on_one_page(
    page: Any, tmp_path: Path, artifacts: Path
) -> None:
    path = tmp_path / "moon-rules.html"
    cmd = [sys.executable, "-m", "moon_nb", "rules-summary", str(path)]
    subprocess.run(cmd, check=True, capture_output=True)
    asked = disk_only(page)
    page.goto(path.as_uri())
    page.wait_for_selector(".moon-summary h1")
    images = page.locator(".moon-summary img")
    assert images.count() >= 3
    for i in range(images.count()):
        image = images.nth(i)
        assert image.evaluate("i => i.complete && i.naturalWidth > 0"), image.get_attribute("alt")
        assert image.get_attribute("alt")
    assert page.get_by_role("heading", name="Scoring a hand").is_visible()
    page.screenshot(path=str(artifacts / "rules-summary.png"), full_page=True)
    pdf = page.pdf(format="A4", print_background=True)
    (artifacts / "rules-summary.pdf").write_bytes(pdf)
    pages = pdf.count(b"/Type /Page") - pdf.count(b"/Type /Pages")
    assert pages == 1, f"the summary prints on {pages} pages"
    assert not asked, f"the page asked for {asked}"
    assert not page.errors, page.errors
