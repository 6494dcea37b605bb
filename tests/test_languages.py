"""The learner's language (issue 41; docs/languages.md): the catalogs are complete for every
message the code says through them, keep each message's placeholders and use each language's
glossary words; a pseudo-language run of the engine's reasons over whole games leaves no English
unmarked; the language changes words only, never a rule or a record; `set_language` refuses what
it does not know and changes nothing then."""

from __future__ import annotations

import gettext
import io
import json
import random
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from support import VARIANTS, random_step

import moon_nb
from moon_nb import Game, IllegalActionError, MoonTable
from moon_nb.dev.translations import SHIPPED, TEMPLATE, extract, placeholders, po_path, problems
from moon_nb.engine.actions import ACTIONS
from moon_nb.engine.tricks import explain_lead, explain_trick
from moon_nb.speech import _, language, ngettext, set_language, speaking
from moon_nb.speech.hungarian import articles
from moon_nb.speech.msgfmt import compile_po
from moon_nb.speech.tongue import MARKS, VALUE_MARKS, from_environment

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10: the same reader, as a package
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[1]
GLOSSARY = tomllib.loads((ROOT / "moon_nb" / "locale" / "glossary.toml").read_text("utf-8"))


@pytest.fixture(scope="module")
def template() -> Catalog:
    """Every message of the sources, extracted as `python -m moon_nb.dev.translations` does."""
    return extract()


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """Each test leaves moon_nb speaking the English the rest of the suite reads."""
    yield
    set_language("en")


def messages(code: str) -> list[tuple[str, list[str]]]:
    """A language's catalog: (the English, read as one text, its translations)."""
    with po_path(code).open("rb") as po:
        catalog = read_po(po, locale=code)
    out = []
    for m in catalog:
        if m.id:
            ids = m.id if isinstance(m.id, tuple | list) else (m.id,)
            forms = m.string if isinstance(m.string, tuple | list) else (m.string,)
            out.append((" ".join(ids), list(forms)))
    return out


# --- the catalogs -------------------------------------------------------------------------


@pytest.mark.parametrize("code", SHIPPED)
def test_every_message_is_translated_without_fuzz_keeping_its_placeholders(
    code: str, template: Catalog
) -> None:
    """0 missing, 0 untranslated, 0 fuzzy, every placeholder kept: a new English message in
    the code (a new ``_()``) fails here until each language has it."""
    assert problems(code, template) == []


def test_the_check_command_finds_nothing_left() -> None:
    """docs/languages.md's command."""
    command = [sys.executable, "-m", "moon_nb.dev.translations", "--check"]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.endswith("0 left to translate in hu, hy, fi, mr, lo\n")


def test_the_check_finds_a_message_a_language_lacks(template: Catalog) -> None:
    grown = extract()
    grown.add("You may not play the widow: it is face down.")
    grown.add("{tile} wins.")
    left = problems("hu", grown)
    assert left == ["hu: 'You may not play the widow: it is face down.' is missing",
                    "hu: '{tile} wins.' is missing"]  # fmt: skip


def test_the_check_finds_a_placeholder_lost_or_renamed() -> None:
    assert placeholders("You must follow suit {suit} — you hold {tiles}.") == {"suit", "tiles"}
    for code in SHIPPED:
        for english, forms in messages(code):
            for form in forms:
                assert placeholders(form) == placeholders(english), (code, english, form)


def test_the_repositorys_template_is_the_sources(template: Catalog) -> None:
    """``moon_nb/locale/moon_nb.pot`` was made from the code as it is (the update was run)."""
    with TEMPLATE.open("rb") as pot:
        kept = {m.id if isinstance(m.id, str) else m.id[0] for m in read_po(pot) if m.id}
    assert kept == {m.id if isinstance(m.id, str) else m.id[0] for m in template if m.id}


@pytest.mark.parametrize("code", SHIPPED)
def test_the_compiled_catalog_is_babels(code: str) -> None:
    """`msgfmt.compile_po` (a checkout's first use, which has no Babel at run time) makes the
    catalog Babel's compiler makes, which the wheel carries (tests/test_shipped_wheel.py)."""
    text = po_path(code).read_text("utf-8")
    ours = gettext.GNUTranslations(io.BytesIO(compile_po(text)))
    theirs_bytes = io.BytesIO()
    write_mo(theirs_bytes, read_po(io.StringIO(text), locale=code))
    theirs = gettext.GNUTranslations(io.BytesIO(theirs_bytes.getvalue()))
    assert ours._catalog == theirs._catalog  # type: ignore[attr-defined]
    assert ours.plural(1) == theirs.plural(1) and ours.plural(5) == theirs.plural(5)  # type: ignore[attr-defined]


# --- the glossary -------------------------------------------------------------------------


HUNGARIAN_SUFFIX = re.compile(r"\{(\w+)\}-(?!ig\b)\w")
"""A case ending glued to a placeholder, "{bid}-es": Hungarian suffixes follow the number's
sound (4-es, 5-ös, 6-os; 4-gyel, 5-tel), so one spelling is wrong for some numbers ("-ig" is
the one ending that never changes)."""


def test_no_hungarian_sentence_glues_a_case_ending_to_a_number() -> None:
    glued = [form for _, forms in messages("hu") for form in forms if HUNGARIAN_SUFFIX.search(form)]
    assert glued == [], 'say it without the ending ("a {bid} ütésre szóló licit"): ' + str(glued)
    assert HUNGARIAN_SUFFIX.search("a(z) {bid}-es licit") and not HUNGARIAN_SUFFIX.search(
        "1-től {n}-ig"
    ), "the check finds what it is for"


ARMENIAN_INFLECTED = re.compile(r"\{(trump|played|who)\}-\w")
"""An ending glued to a placeholder whose words are already inflected in Armenian: a trump's
name carries its article ("5-երը", "կրկնակիները"), a played tile too ("ձեր 3-1-ը"), and "the
bidder" is "հայտատուն" — one more ending reads "5-երը-ը", "հայտատուն-ին"."""


def test_no_armenian_sentence_glues_an_ending_to_words_already_inflected() -> None:
    glued = [form for _, forms in messages("hy") for form in forms
             if ARMENIAN_INFLECTED.search(form)]  # fmt: skip
    assert glued == [], 'say it without the ending ("հաղթաթուղթ՝ {trump}"): ' + str(glued)
    assert ARMENIAN_INFLECTED.search("{trump}-ը որպես") and not ARMENIAN_INFLECTED.search(
        "{tile}-ը և {trump} որպես"
    ), "the check finds what it is for"


def test_the_glossary_names_each_term_in_every_language_from_its_seed_or_says_why() -> None:
    for term in ("moon", "trick", "trump", "bid", "widow", "double", "suit", "lead", "follow",
                 "contract"):  # fmt: skip
        assert term in GLOSSARY
    for name, entry in GLOSSARY.items():
        for code in SHIPPED:
            assert code in entry, f"{name}: no {code}"
            said = entry[code]
            assert said["term"] and said["forms"], (name, code)
            assert said.get("seed") or said.get("note"), f"{name} in {code}: no seed, no note"


def _unquoted(english: str) -> str:
    """A message's words, without its placeholders and the action texts it quotes ('bid 5')."""
    return re.sub(r"\{\w+\}|'[^']*'", " ", english)


@pytest.mark.parametrize("code", SHIPPED)
def test_each_glossary_term_is_the_word_the_catalog_uses(code: str) -> None:
    """Wherever an English message names a glossary term, its translation uses that term's
    word of the language (a stem of it)."""
    wrong = []
    for english, forms in messages(code):
        words = _unquoted(english)
        for name, entry in GLOSSARY.items():
            if code not in entry or not re.search(
                rf"\b(?:{entry['english']})\b", words, re.IGNORECASE
            ):
                continue
            stems = [s.casefold() for s in entry[code]["forms"]]
            for form in forms:
                if not any(stem in form.casefold() for stem in stems):
                    wrong.append(f"{name} ({entry[code]['term']}) not in {form!r}")
    assert not wrong, "\n".join(wrong)


# --- choosing -----------------------------------------------------------------------------


def test_the_languages_are_listed_by_their_own_names() -> None:
    assert moon_nb.languages() == {
        "en": "English",
        "hu": "magyar",
        "hy": "Հայերեն",
        "fi": "suomi",
        "mr": "मराठी",
        "lo": "ລາວ",
    }
    moon_nb.languages()["xx"] = "changed"  # a copy: the list itself is not changed
    assert "xx" not in moon_nb.languages()


@pytest.mark.parametrize("code", ["hu", "hu_HU", "hu-HU.UTF-8", " HU "])
def test_set_language_reads_a_code_with_its_region(code: str) -> None:
    moon_nb.set_language(code)
    assert moon_nb.language() == "hu"


@pytest.mark.parametrize("value", ["xx", "", "english", "fr_FR", "hu" * 30, None, 3, ["hu"], b"hu"])
def test_set_language_refuses_what_it_does_not_speak_and_changes_nothing(value: object) -> None:
    moon_nb.set_language("fi")
    before = Game(seed=4).explain("play 6-4").text
    with pytest.raises(ValueError) as refused:
        moon_nb.set_language(value)
    said = str(refused.value)
    for code, name in moon_nb.languages().items():
        assert f"{name} ({code})" in said
    # Said in Finnish, the language spoken, then in English beside it: each short.
    assert said.startswith("moon_nb puhuu") and "moon_nb speaks" in said and len(said) < 2 * 200
    assert moon_nb.language() == "fi"
    assert Game(seed=4).explain("play 6-4").text == before


@pytest.mark.parametrize(
    ("environ", "code"),
    [
        ({}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "hu_HU.UTF-8"}, "hu"),
        ({"LANG": "fr_FR.UTF-8"}, "en"),
        ({"LANGUAGE": "fr:lo:en", "LANG": "hu_HU.UTF-8"}, "lo"),
        ({"LANGUAGE": "fr", "LANG": "hy_AM.UTF-8"}, "hy"),
        ({"LC_ALL": "fi_FI.UTF-8", "LANG": "hu_HU.UTF-8"}, "fi"),
        ({"LC_MESSAGES": "mr_IN", "LANG": "en_US.UTF-8"}, "mr"),
        ({"LANGUAGE": "qps", "LANG": "en_GB"}, "en"),
    ],
)
def test_the_default_comes_from_the_environment_as_gettext_reads_it(
    environ: dict[str, str], code: str
) -> None:
    assert from_environment(environ) == code


def test_speaking_comes_back_to_the_language_before() -> None:
    set_language("mr")
    with speaking("lo"):
        assert language() == "lo"
    assert language() == "mr"


def test_english_is_the_codes_own_text_and_a_count_agrees() -> None:
    set_language("en")
    game = Game.from_deal(
        hands=["6-6 6-5 6-4 5-5 4-4 2-1 1-1".split(), "2-2 6-3 6-1 5-4 5-3 4-3 3-3".split(),
               "6-2 5-2 4-2 4-1 3-2 3-1 5-1".split()],
        widow="0-0", first_bidder=0,
    )  # fmt: skip
    for action in ("bid 5", "pass", "pass", "discard 0-0"):
        game.apply(action)
    assert game.explain("trump 6").text == (
        "You may name 6s: the bidder names any trump. You would hold 3 trumps."
    )
    assert game.explain("trump 2").text.endswith("You would hold 1 trump.")
    assert game.explain("trump 0").text.endswith("You would hold 0 trumps.")
    with speaking("hu"):
        assert game.explain("trump 6").text == (
            "Adunak ezt nevezheted meg: a 6-os szín — a licitáló bármilyen adut megnevezhet. "
            "3 adud lenne."
        )
        with pytest.raises(IllegalActionError) as refused:
            game.apply("bid 9")
        assert str(refused.value) == "Nem licitálhatsz ennyit: 9 — a licitek: 4, 5, 6, 7 és 21."


# --- the pseudo-language: nothing said outside the catalog ---------------------------------


def unmarked(text: str) -> str:
    """The letters of ``text`` not covered by a sentence's marks: outside every ``⟦…⟧``, or
    inside a filled-in value's ``⟪…⟫`` and not in a ``⟦…⟧`` of its own within it — the mark
    nearest a letter decides (an English word filled into a translated sentence is bare)."""
    opening = {MARKS[1]: MARKS[0], VALUE_MARKS[1]: VALUE_MARKS[0]}
    around: list[str] = []
    outside = []
    for char in text:
        if char in (MARKS[0], VALUE_MARKS[0]):
            around.append(char)
        elif char in opening:
            # A stray closing mark (text cut in the middle) closes nothing.
            if around and around[-1] == opening[char]:
                around.pop()
        elif not around or around[-1] == VALUE_MARKS[0]:
            outside.append(char)
    return "".join(c for c in outside if c.isalpha())


def test_the_pseudo_language_marks_every_message() -> None:
    with speaking("qps"):
        assert _("You do not hold {tile}.", tile="6-4") == "⟦You do not hold 6-4.⟧"
        assert unmarked(_("{items} and {last}", items="a", last="b")) == "ab"
        assert unmarked(_("{items} and {last}", items=_("a"), last=_("b"))) == ""
    assert unmarked("⟦You cannot play 5-4: ⟦you must⟧⟧ or") == "or"


def test_an_english_value_in_a_translated_sentence_is_bare() -> None:
    """The planted leak: an English word filled into a sentence said through the catalog (what
    "You may not bid pass." was) is unmarked; the same word said through the catalog is not."""
    with speaking("qps"):
        leaked = _("You may not bid {bid}.", bid="pass")
        said = _("You may not bid {bid}.", bid=_("pass"))
        counted = ngettext("{n} trick for {seat}", "{n} tricks for {seat}", 2, seat="Seat 1")
    assert leaked == "⟦You may not bid ⟪pass⟫.⟧" and unmarked(leaked) == "pass"
    assert said == "⟦You may not bid ⟪⟦pass⟧⟫.⟧" and unmarked(said) == ""
    assert unmarked(counted) == "Seat"
    assert unmarked("⟦a ⟪b ⟦c⟧ d⟫ e⟧") == "bd"


def _said_in_a_game(game: Game, rng: random.Random) -> Iterator[str]:
    """What the engine says at one moment of ``game``: the ruling on each legal action and on
    a dozen others, the refusal of some not allowed, the refusal of texts that are no action,
    and, at a play, the lead's and (when it ends a trick) the trick's rulings."""
    for action in [*game.legal_actions(), *rng.sample(ACTIONS, 12)]:
        ruling = game.explain(action)
        yield ruling.text
        if not ruling.legal and rng.random() < 0.3:
            with pytest.raises(IllegalActionError) as refused:
                game.apply(action)
            yield str(refused.value)
    for text in rng.sample(("bid 99", "bid -1", "play 9-9", "trump sevens", "hi", "x" * 50), 2):
        with pytest.raises(IllegalActionError) as refused:
            game.apply(text)
        yield str(refused.value)
    seen = game.observe(game.to_act if game.to_act is not None else 0)
    if seen.trick and seen.trump is not None:
        yield explain_lead(seen.trick[0].tile, seen.trump).text
        if len(seen.trick) == game.rules.players - 1:
            for tile in seen.legal:
                if tile.tile is not None:
                    trick = [p.tile for p in seen.trick] + [tile.tile]
                    yield explain_trick(trick, seen.trump, game.rules.tiles).text


@pytest.mark.parametrize("rules", VARIANTS[::2], ids=lambda r: r.describe())
def test_a_pseudo_language_game_says_nothing_unmarked(rules: moon_nb.Rules) -> None:
    """Whole games in the pseudo-language: every ruling, refusal and reason the engine gives is
    wholly inside the catalog's marks (a sentence built outside `_` would show up bare)."""
    rng = random.Random(41)
    set_language("qps")
    bare: set[str] = set()
    for seed in range(3):
        game = Game(seed=seed, rules=rules)
        while game.winner is None:
            for text in _said_in_a_game(game, rng):
                if unmarked(text):
                    bare.add(text)
            random_step(game, rng)
        bare.update(t for t in _said_in_a_game(game, rng) if unmarked(t))
    assert not bare, "\n".join(sorted(bare)[:20])


# --- the language changes words, never the game -------------------------------------------


@pytest.mark.parametrize("code", SHIPPED)
def test_a_game_recorded_in_one_language_replays_identically_in_english(code: str) -> None:
    rng = random.Random(7)
    with speaking(code):
        game = Game(seed=11, rules=VARIANTS[7] if code == "hy" else VARIANTS[0])
        while game.winner is None:
            random_step(game, rng)
        said = json.dumps(game.record(), sort_keys=True)
        legal_there = [game.explain(a).legal for a in ACTIONS]
    set_language("en")
    again = Game.from_record(json.loads(said))
    assert json.dumps(again.record(), sort_keys=True) == said
    assert again.scores == game.scores and again.winner == game.winner
    assert [again.explain(a).legal for a in ACTIONS] == legal_there


def test_the_same_actions_make_the_same_record_in_every_language() -> None:
    records = set()
    for code in ("en", *SHIPPED, "qps"):
        with speaking(code):
            rng = random.Random(3)
            game = Game(seed=5)
            for _step in range(40):
                if game.winner is None:
                    random_step(game, rng)
            records.add(json.dumps(game.record(), sort_keys=True))
    assert len(records) == 1


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("a(z) 5-3 lapkával", "az 5-3 lapkával"),  # öt
        ("a(z) 6-4", "a 6-4"),  # hat
        ("a(z) 0-0", "a 0-0"),  # nulla
        ("A(z) 1. hely", "Az 1. hely"),  # első
        ("a(z) 11. hely", "a 11. hely"),  # tizenegyedik
        ("a(z) 21", "a 21"),  # huszonegy
        ("a(z) 50%", "az 50%"),  # ötven
        ("a(z) 1000", "az 1000"),  # ezer
        ("a(z) 10000", "a 10000"),  # tízezer
        ("a(z) „5” színt", "az „5” színt"),  # the quotation marks are passed over
        ("A(z) duplák", "A duplák"),
        ("a(z) ötösök", "az ötösök"),
        ("a(z) {tile}", "a(z) {tile}"),  # filled in by the browser: left as it is
    ],
)
def test_hungarian_article_is_chosen_by_the_word_after_it(said: str, read: str) -> None:
    assert articles(said) == read


def test_a_hungarian_game_says_each_article_as_it_is_read() -> None:
    """A game at a Hungarian table, its hints asked: no "a(z)" is left before a word the
    sentence knows (only before a placeholder the browser fills in)."""
    table = MoonTable(seed=5, lang="hu", pace_ms=0)
    rng = random.Random(3)
    left: set[str] = set()
    for step in range(60):
        if table.game.winner is not None:
            break
        if step % 9 == 0:
            table.send_intent({"kind": "hint"})
        table.act(rng.choice(table.game.legal_actions()))
        state = table.session.state()
        text = json.dumps({k: state[k] for k in ("view", "hint")}, ensure_ascii=False)
        left |= set(re.findall(r"[^\"]{0,30}[Aa]\(z\) (?!\{)[^\"]{0,20}", text))
    assert not left, left
