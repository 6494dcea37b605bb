"""``python -m moon_nb rules-summary OUT.html``: write the rules of Moon on one printable page
(`moon_nb.reference.summary`), drawn with the library's own pictures and worked out by its
engine. The page needs no network: open it in a browser and print it."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from moon_nb.course.command import add_page_arguments, carried_out, check_page

HELP = "write the rules of Moon on one printable page (HTML)"
DESCRIPTION = (
    "Write the rules of three-player Moon on one printable HTML page, every fact worked out by "
    "the rules engine, with the project's readings and the tables' choices labelled."
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_page_arguments(parser)
    parser.add_argument(
        "--lang", default=None, help="the page's language: en, hu, hy, fi, mr or lo"
    )


def run(args: argparse.Namespace) -> int:
    from moon_nb.reference.summary import rules_summary_html  # only when the command runs
    from moon_nb.speech import spoken

    out: Path = args.out
    try:
        lang = None if args.lang is None else spoken(args.lang)
    except ValueError as error:
        print(f"python -m moon_nb rules-summary: {error}", file=sys.stderr)
        return 2

    def write() -> None:
        check_page(out, args.force)
        out.write_text(rules_summary_html(lang=lang), encoding="utf-8")

    if carried_out("rules-summary", write) is None:
        return 1
    print(f"Wrote the rules summary to {out}: open it in a browser, and print it on one page.")
    return 0
