"""The course site's door and fonts (`scripts/site.sh`, after JupyterLite's build).

    python door.py SITE [--title TITLE]

Run with moon_nb's checkout on ``PYTHONPATH`` (its language layer says the door's words; it
needs nothing but the standard library). SITE gets:

- ``index.html``, the door (in place of JupyterLite's page that only sent the visitor on to
  ``lab/``; it keeps that page's settings, which every app page reads from it): the lessons
  the site holds, listed in each of the six languages moon_nb speaks by the titles of that
  language's notebooks (``files/`` in English, ``files/hu/`` ...), each
  a link that opens it in JupyterLab, and a switch of the six languages, each by its own name.
  Above the list, "Play a game": JupyterLite's REPL app (``repl/``) running one cell that makes a
  table in that language (`play_link`), the soonest a learner of the site gets a live table
  (docs/course-site.md's figures).
  Its script shows the list of one language: the one the address names (``?lang=hu``, which
  each link of the switch is, and which the browser then keeps), else the one the learner
  last chose there, else the first of the browser's languages moon_nb speaks, else English.
  A browser running no script shows every list. A teacher's own notebook is in every list;
- ``fonts/``: the play page's Lao, Armenian and Devanagari faces as "Moon Scripts"
  (``scripts/play/fonts``, ``fonts.css`` from ``scripts/play/stage.py``), linked from every page of
  the site, whose fonts (JupyterLab's interface, its rendered Markdown, its code and outputs)
  take them first for those scripts' characters only: a machine with no font for Lao shows
  a Lao lesson all the same.
"""

from __future__ import annotations

import argparse
import html
import importlib.util
import json
import re
import shutil
import sys
import urllib.parse
from pathlib import Path
from typing import Any

from moon_nb.course.play.play_words import door_words
from moon_nb.speech import speaking
from moon_nb.speech.tongue import LANGUAGES

HERE = Path(__file__).resolve().parent
PLAY = HERE.parent / "play"
KEPT = "moon_nb.site.lang"
"""The browser's storage key of the language the learner chose at the door."""

FONT_VARIABLES = {
    # JupyterLab 4's own families, each with "Moon Scripts" put in (it holds only those scripts'
    # characters, so every other character keeps JupyterLab's font).
    "--jp-ui-font-family": '"Moon Scripts", system-ui, -apple-system, blinkmacsystemfont, '
    '"Segoe UI", helvetica, arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", '
    '"Segoe UI Symbol"',
    "--jp-content-font-family": '"Moon Scripts", system-ui, -apple-system, blinkmacsystemfont, '
    '"Segoe UI", helvetica, arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", '
    '"Segoe UI Symbol"',
    "--jp-code-font-family": 'menlo, consolas, "DejaVu Sans Mono", "Moon Scripts", monospace',
}


def fonts_css() -> str:
    """The play page's "Moon Scripts" faces (scripts/play/stage.py), one source for both."""
    spec = importlib.util.spec_from_file_location("play_stage", PLAY / "stage.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return str(module.fonts_css())


def title_of(path: Path) -> str:
    """A notebook's title: its first Markdown heading, else its name."""
    notebook: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    for cell in notebook.get("cells", []):
        if cell.get("cell_type") == "markdown":
            source = cell.get("source", "")
            text = "".join(source) if isinstance(source, list) else str(source)
            for line in text.splitlines():
                if line.startswith("# "):
                    return line[2:].strip()
    return path.stem


def lessons(files: Path, code: str) -> list[tuple[str, str]]:
    """(address in the site, title) of each lesson in ``code``: the tutorials translated into
    it (English: every notebook at the top) and the teacher's own notebooks (those at the top
    with no translation anywhere)."""
    top = sorted(files.glob("*.ipynb"))
    if code == "en":
        return [(p.name, title_of(p)) for p in top]
    folder = files / code
    translated = {p.name for d in files.iterdir() if d.is_dir() for p in d.glob("*.ipynb")}
    found = [
        (f"{code}/{p.name}", title_of(folder / p.name) if (folder / p.name).is_file() else "")
        for p in top
    ]
    own = [(p.name, title_of(p)) for p in top if p.name not in translated]
    return [(path, title) for path, title in found if title] + own


PLAY_CODE = "from moon_nb import MoonTable\nMoonTable(lang={lang!r})"
"""The one cell the door's play link runs: a table in the door's language (not the browser's:
a learner who switched the door to Lao plays in Lao)."""


def play_link(code: str) -> str:
    """The address, from the site's top, of JupyterLite's REPL app running `PLAY_CODE` in
    ``code``: it starts the site's Python kernel, runs the cell at once and shows the table
    under it, with no notebook to lay out first (and no banner above it)."""
    query = urllib.parse.urlencode(
        {
            "kernel": "python",
            "toolbar": "1",
            "showBanner": "0",
            "code": PLAY_CODE.format(lang=code),
        },
        quote_via=urllib.parse.quote,
    )
    return f"repl/index.html?{query}"


def section(code: str, name: str, listed: list[tuple[str, str]]) -> str:
    """The door in one language: its heading, the switch and the lessons."""
    with speaking(code):
        words = door_words()
    heading, label, how, play = words["heading"], words["language"], words["how"], words["play"]
    switch = " ".join(
        f'<a href="?lang={other}" hreflang="{other}" lang="{other}" data-lang="{other}"'
        + (' aria-current="true"' if other == code else "")
        + f">{html.escape(own)}</a>"
        for other, own in LANGUAGES.items()
    )
    items = "\n".join(
        f'    <li><a href="lab/index.html?path={html.escape(path)}">{html.escape(title)}</a></li>'
        for path, title in listed
    )
    return (
        f'<section lang="{code}" data-lang="{code}" aria-label="{html.escape(name)}">\n'
        f'  <nav aria-label="{html.escape(label)}">{switch}</nav>\n'
        f"  <h1>{html.escape(heading)}</h1>\n"
        f'  <p class="play"><a href="{html.escape(play_link(code))}">{html.escape(play)}</a></p>\n'
        f"  <p>{html.escape(how)}</p>\n"
        f"  <ol>\n{items}\n  </ol>\n</section>\n"
    )


CHOOSE = """<script>
(() => {
  // The language of the door: the address's (?lang=hu, kept), the learner's last choice, the
  // first of the browser's languages the site speaks, else English.
  const spoken = %s;
  const base = (code) => String(code || "").toLowerCase().split(/[-_]/)[0];
  const asked = base(new URLSearchParams(location.search).get("lang"));
  let kept = null;
  try {
    if (spoken.includes(asked)) localStorage.setItem(%s, asked);
    kept = localStorage.getItem(%s);
  } catch (e) {}  // no storage (a private window): the address and the browser's languages
  const browser = (navigator.languages || [navigator.language]).map(base);
  const lang = [asked, kept, ...browser].find((code) => spoken.includes(code)) || "en";
  for (const shown of document.querySelectorAll("section[data-lang]")) {
    shown.hidden = shown.dataset.lang !== lang;
  }
  document.documentElement.lang = lang;
  document.title = document.querySelector(`section[data-lang="${lang}"] h1`).textContent;
})();
</script>
"""

STYLE = """<style>
body { font-family: "Moon Scripts", system-ui, -apple-system, "Segoe UI", sans-serif;
  max-width: 42rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; color: #1a1a1a; }
nav a { margin-right: 0.75rem; }
nav a[aria-current] { font-weight: 700; color: inherit; text-decoration: none; }
li { margin: 0.3rem 0; }
p.play a { font-size: 1.25rem; font-weight: 600; }
section { margin-bottom: 3rem; }
</style>
"""


CONFIG = re.compile(r'<script id="jupyter-config-data".*?</script>', re.DOTALL)
"""JupyterLite's settings in its root page: each app's page fetches the root's ``index.html``
and reads them (its config-utils.js), so the door keeps them."""


def door(files: Path, title: str, config: str) -> str:
    """The door's page: every language's list, the script that shows one; ``config``, the
    settings element of the page it replaces."""
    sections = "".join(section(c, n, lessons(files, c)) for c, n in LANGUAGES.items())
    with speaking("en"):
        shown = title or door_words()["heading"]
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{html.escape(shown)}</title>\n{config}\n"
        '<link rel="stylesheet" href="fonts/fonts.css">\n'
        f"{STYLE}</head>\n<body>\n<main>\n{sections}</main>\n"
        + CHOOSE % (json.dumps(list(LANGUAGES)), json.dumps(KEPT), json.dumps(KEPT))
        + "</body>\n</html>\n"
    )


def page_fonts(site: Path) -> int:
    """Link the fonts from every page of JupyterLite's apps (once); how many pages."""
    rules = "; ".join(f"{name}: {value}" for name, value in FONT_VARIABLES.items())
    pages = [p for p in site.rglob("index.html") if p.parent != site and "static" not in p.parts]
    for page in pages:
        up = "../" * (len(page.relative_to(site).parts) - 1)
        text = page.read_text(encoding="utf-8")
        if "fonts/fonts.css" in text:
            continue  # linked by an earlier run
        # On body, so they win over the theme's, which are on :root.
        link = (
            f'<link rel="stylesheet" href="{up}fonts/fonts.css">\n'
            f"<style>body {{ {rules}; }}</style>\n  </head>"
        )
        page.write_text(text.replace("</head>", link, 1), encoding="utf-8")
    return len(pages)


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("site", type=Path)
    parser.add_argument("--title", default="")
    args = parser.parse_args(argv)
    fonts = args.site / "fonts"
    shutil.copytree(PLAY / "fonts", fonts, dirs_exist_ok=True)
    (fonts / "fonts.css").write_text(fonts_css(), encoding="utf-8")
    page_fonts(args.site)
    root = args.site / "index.html"
    config = CONFIG.search(root.read_text(encoding="utf-8"))
    if config is None:
        raise SystemExit(f"site.sh: {root} holds no jupyter-config-data; nothing was changed")
    root.write_text(door(args.site / "files", args.title, config.group(0)), encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1:])
