"""The words card players use (issue 49 item 2; docs/languages.md, "Where the words come
from"): every glossary term in every language cites where card or domino players of that
language are seen using its word, or says "none found" and why the word is kept; a card
players' word the catalogs do not say yet is named with the reason; a term moved from the
seed's word to the card players' keeps the seed's beside it ("also"), and no translation of a
message naming the term says the seed's word any more — in the table's catalog or the
tutorials'. Every cited address is listed in docs/languages.md."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from moon_nb.dev.translations import SHIPPED, po_path

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10: the same reader, as a package
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[1]
GLOSSARY = tomllib.loads((ROOT / "moon_nb" / "locale" / "glossary.toml").read_text("utf-8"))
NONE_FOUND = "none found"
ADDRESS = re.compile(r"https?://[^\s;()]+")
TERMS = ("trick", "lead", "follow", "suit", "trump", "bid", "pass", "bidder", "widow",
         "discard", "double", "set", "marks", "contract")  # fmt: skip
"""The card players' terms issue 49 asks a source for."""


def entries() -> list[tuple[str, str, dict[str, object]]]:
    """Each term of each language (every language says every term: tests/test_languages.py)."""
    return [(name, code, entry[code]) for name, entry in GLOSSARY.items() for code in SHIPPED
            if code in entry]  # fmt: skip


def test_every_term_cites_a_source_or_says_none_was_found_and_why() -> None:
    assert set(TERMS) <= set(GLOSSARY)
    wrong = []
    for name, code, said in entries():
        source, reason = said.get("source"), said.get("reason")
        if not isinstance(source, str) or not source.strip():
            wrong.append(f"{name} in {code}: no source")
        elif source == NONE_FOUND:
            if not isinstance(reason, str) or len(reason) < 20:
                wrong.append(f"{name} in {code}: none found, and no reason the word is kept")
        elif not ADDRESS.search(source) and len(source) < 20:
            wrong.append(f"{name} in {code}: {source!r} names no page or book")
    assert not wrong, "\n".join(wrong)


def test_a_card_players_word_not_said_yet_is_named_with_why() -> None:
    wrong = []
    for name, code, said in entries():
        players = said.get("players")
        if players is None:
            continue
        if said.get("source") == NONE_FOUND:
            wrong.append(f"{name} in {code}: the players' word {players!r} has no source")
        if players == said["term"] or not said.get("reason"):
            wrong.append(f"{name} in {code}: {players!r} is the term, or has no reason")
    assert not wrong, "\n".join(wrong)


def catalogs(code: str) -> list[tuple[str, list[str]]]:
    """Every (English, translations) of a language: the table's catalog and the tutorials'."""
    said = []
    for path in (po_path(code), ROOT / "tutorials" / "locale" / f"{code}.po"):
        with path.open("rb") as po:
            for message in read_po(po, locale=code):
                if not message.id or not message.string:
                    continue
                english = message.id if isinstance(message.id, str) else message.id[0]
                strings = message.string if isinstance(message.string, tuple) else (message.string,)
                said.append((english, [s for s in strings if s]))
    return said


def moved() -> list[tuple[str, str, str]]:
    return [(name, code, seeds) for name, code, said in entries() for seeds in said.get("also", [])]


def test_a_moved_term_keeps_the_seeds_word_beside_it_and_a_source() -> None:
    assert {(name, code) for name, code, _ in moved()} >= {
        ("trick", "fi"), ("suit", "fi"), ("suit", "hy"), ("lead", "hu"), ("trump", "mr"),
        ("lead", "fi"), ("contract", "hu"), ("contract", "fi"),
    }  # fmt: skip
    for name, code, seeds in moved():
        said = GLOSSARY[name][code]
        assert said["source"] != NONE_FOUND, (name, code)
        assert not any(form.casefold() in seeds.casefold() for form in said["forms"]), (name, seeds)


def seed_stems(name: str, code: str) -> tuple[str, ...]:
    """The beginnings of the seed's words for a moved term: each seed word but for its last
    letter, which may change as it inflects ("puku", "pukua"), or, where the seed's word changes
    more (Finnish "johtaa", "johdettu maa", "johdetaan", "johto"), the stems the glossary names
    (`seed_stems`), each the beginning of a seed word."""
    said = GLOSSARY[name][code]
    named = said.get("seed_stems")
    if named:
        return tuple(str(stem).casefold() for stem in named)
    return tuple(str(seeds).casefold()[:-1] for seeds in said["also"])


@pytest.mark.parametrize("code", sorted({code for _, code, _ in moved()}))
def test_no_message_naming_a_moved_term_says_the_seeds_word(code: str) -> None:
    """The seed's word is gone wherever the English names the term ("temppu" from every
    Finnish sentence about a trick; "vezet" stays in the guided path, "vezetett út", which
    names no lead): no word begins as a seed word does ("puku", "pukua"; not "huipuksi";
    Finnish "johtaa", "johdettu", "johdetaan", "johto" for a lead), unless it is another word the
    glossary names as unlike the seed's (`unlike`: Hungarian "következik", comes next, begins as
    "követ" does)."""
    wrong = seeds_said(code, catalogs(code))
    assert not wrong, "\n".join(wrong[:20])


def seeds_said(code: str, said: list[tuple[str, list[str]]]) -> list[str]:
    """Each translation of a message naming a moved term that says the seed's word."""
    wrong = []
    for english, strings in said:
        for name in sorted({m[0] for m in moved() if m[1] == code}):
            if not re.search(rf"\b(?:{GLOSSARY[name]['english']})\b", english, re.IGNORECASE):
                continue
            stems = seed_stems(name, code)
            unlike = tuple(w.casefold() for w in GLOSSARY[name][code].get("unlike", []))
            wrong += [
                f"{name}: {s!r}"
                for s in strings
                if any(w.startswith(stems) and not w.startswith(unlike)
                       for w in re.findall(r"\w+", s.casefold()))
            ]  # fmt: skip
    return wrong


def test_the_seeds_word_put_back_is_found() -> None:
    """Hungarian's contract is "vállalás" (also "szerződés", the seed's): a sentence about a
    contract that says "szerződés" in any case is found; one that says "vállalás" is not."""
    english = "You have taken {n} tricks: your contract of {bid} is made."
    said = "{n} ütést vittél: a(z) {bid} ütésre szóló vállalásod teljesült."
    assert seeds_said("hu", [(english, [said])]) == []
    for old in ("szerződésed", "Szerződésed", "szerződést"):
        assert seeds_said("hu", [(english, [said.replace("vállalásod", old)])]), old


def test_the_finnish_contract_put_back_is_found() -> None:
    """Finnish's contract is "sitoumus" (also "sopimus", the catalogs' old word): "sopimus" put
    back into one sentence about a contract, in any case, is found; "sitoumus" is not."""
    english = "You have taken {n} tricks: your contract of {bid} is made."
    said = "Tikkejäsi on nyt {n}: sitoumuksesi {bid} on täyttynyt."
    assert seeds_said("fi", [(english, [said])]) == []
    for old in ("sopimuksesi", "Sopimuksesi", "sopimus"):
        assert seeds_said("fi", [(english, [said.replace("sitoumuksesi", old)])]), old


def test_named_seed_stems_begin_the_seeds_words() -> None:
    """A stem the glossary names for a moved term is the beginning of one of the seed's words
    (else the check above would refuse some other word), and begins none of the term's forms."""
    named = [(n, c, said) for n, c, said in entries() if said.get("seed_stems")]
    assert ("lead", "fi") in {(n, c) for n, c, _ in named}
    for name, code, said in named:
        words = [w.casefold() for seeds in said["also"] for w in seeds.split()]
        for stem in said["seed_stems"]:
            assert any(w.startswith(stem.casefold()) for w in words), (name, code, stem)
            assert not any(f.casefold().startswith(stem.casefold()) for f in said["forms"]), stem


def test_an_unlike_word_is_another_word_than_the_seeds() -> None:
    """A word named as unlike the seed's begins as the seed's does (else it needs no naming),
    and is none of the term's own forms."""
    for name, code, said in entries():
        for word in said.get("unlike", []):
            assert said.get("also"), (name, code, word)
            assert word.casefold().startswith(seed_stems(name, code)), word
            assert not any(f.casefold() in word.casefold() for f in said["forms"]), word


def test_docs_list_every_source() -> None:
    docs = (ROOT / "docs" / "languages.md").read_text("utf-8")
    cited = {url for _, _, said in entries() for url in ADDRESS.findall(str(said["source"]))}
    assert cited, "the glossary cites no page"
    missing = sorted(url for url in cited if url not in docs)
    assert not missing, "docs/languages.md does not list: " + ", ".join(missing)
