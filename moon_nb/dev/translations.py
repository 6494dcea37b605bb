"""The catalogs' upkeep (Babel): ``python -m moon_nb.dev.translations`` extracts every message
of the package (the sources `babel.cfg` names: what goes through ``_``, ``ngettext`` and ``N_``)
into ``moon_nb/locale/moon_nb.pot`` and brings each language's ``.po`` up to date with it — new
messages empty, gone ones dropped, never a fuzzy guess; ``--check`` changes nothing and says what
each language still lacks (what tests/test_languages.py fails on); ``--merge``, in a merge that
stopped on conflicting catalogs, merges them message by message first
(`moon_nb.dev.catalog_merge`). See docs/languages.md.
"""

from __future__ import annotations

import argparse
import string
import sys
from datetime import datetime, timezone
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.pofile import read_po, write_po

from moon_nb.dev.catalog_merge import merge_conflicted
from moon_nb.speech.tongue import DOMAIN, ENGLISH, LANGUAGES, LOCALE_DIR

ROOT = LOCALE_DIR.parent.parent
TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"
SHIPPED = tuple(code for code in LANGUAGES if code != ENGLISH)
"""The languages with a catalog (English is the code's own text)."""

STAMP = datetime(2025, 1, 1, tzinfo=timezone.utc)
"""The catalogs' header dates, fixed: an update that changes no message changes no file."""


HEADER = """\
# moon_nb's messages: written in English in the code, translated here.
# Made and updated by `python -m moon_nb.dev.translations` (docs/languages.md); the words of
# the game are the glossary's (moon_nb/locale/glossary.toml)."""


def extract() -> Catalog:
    """Every message of the package's sources, with where it is and its translators' notes."""
    with (ROOT / "babel.cfg").open(encoding="utf-8") as cfg:
        method_map, options_map = parse_mapping_cfg(cfg)  # type: ignore[no-untyped-call]
    catalog = Catalog(
        project="moon_nb", domain=DOMAIN, creation_date=STAMP, fuzzy=False, header_comment=HEADER
    )
    found = extract_from_dir(
        ROOT,
        method_map,
        options_map,
        keywords=DEFAULT_KEYWORDS,
        comment_tags=("TRANSLATORS:",),
        strip_comment_tags=True,
    )
    for filename, line, message, comments, context in found:
        catalog.add(
            message,
            None,
            [(filename.replace("\\", "/"), line)],
            auto_comments=comments,
            context=context,
        )
    return catalog


def po_path(code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def read(code: str) -> Catalog:
    """A language's catalog as it is in the repository."""
    with po_path(code).open("rb") as po:
        return read_po(po, locale=code, domain=DOMAIN)


def update() -> None:
    """Write the template and bring every language's catalog up to date with it."""
    template = extract()
    LOCALE_DIR.mkdir(parents=True, exist_ok=True)
    with TEMPLATE.open("wb") as out:
        write_po(out, template, width=100, include_lineno=False)
    for code in SHIPPED:
        path = po_path(code)
        if path.is_file():
            catalog = read(code)
        else:
            catalog = Catalog(
                locale=code,
                domain=DOMAIN,
                project="moon_nb",
                creation_date=STAMP,
                fuzzy=False,
                header_comment=HEADER,
            )
            path.parent.mkdir(parents=True, exist_ok=True)
        catalog.update(template, no_fuzzy_matching=True, update_creation_date=False)
        catalog.revision_date = STAMP
        catalog.obsolete.clear()
        with path.open("wb") as out:
            write_po(
                out,
                catalog,
                width=100,
                ignore_obsolete=True,
                include_previous=False,
                include_lineno=False,
            )


def placeholders(text: str) -> set[str]:
    """The named ``{placeholders}`` of a message."""
    return {name for _text, name, _spec, _conv in string.Formatter().parse(text) if name}


def problems(code: str, template: Catalog | None = None) -> list[str]:
    """What the catalog of ``code`` lacks against the sources: a message missing, untranslated
    or fuzzy, a translation whose placeholders are not the original's. Empty when complete."""
    template = template if template is not None else extract()
    catalog = read(code)
    out: list[str] = []
    for message in template:
        if not message.id:
            continue
        mine = catalog.get(message.id, message.context)
        out.extend(f"{code}: {line}" for line in _message_problems(message, mine))
    return out


def _texts(value: object) -> list[str]:
    """A message's id or string as its forms (one, or one per plural form)."""
    items = value if isinstance(value, tuple | list) else (value,)
    return [item if isinstance(item, str) else "" for item in items]


def _message_problems(original: Message, mine: Message | None) -> list[str]:
    ids = _texts(original.id)
    shown = repr(ids[0])[:70]
    if mine is None:
        return [f"{shown} is missing"]
    if mine.fuzzy:
        return [f"{shown} is fuzzy"]
    forms = _texts(mine.string)
    if not all(forms):
        return [f"{shown} is not translated"]
    wanted = placeholders(ids[-1]) | placeholders(ids[0])
    return [
        f"{shown}: the translation {form[:50]!r} has {sorted(placeholders(form))}, "
        f"not {sorted(wanted)}"
        for form in forms
        if placeholders(form) != wanted
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m moon_nb.dev.translations")
    parser.add_argument("--check", action="store_true", help="change nothing; list what is left")
    parser.add_argument(
        "--merge", action="store_true", help="first merge the catalogs a git merge left conflicted"
    )
    args = parser.parse_args(argv)
    if args.merge:
        for line in merge_conflicted(ROOT):
            print(line)
    if not args.check:
        update()
    template = extract()
    left = [p for code in SHIPPED for p in problems(code, template)]
    for line in left:
        print(line)
    print(f"{len(template) - 1} messages; {len(left)} left to translate in {', '.join(SHIPPED)}")
    return 1 if left and args.check else 0


if __name__ == "__main__":
    sys.exit(main())
