"""One way of addressing the learner per language (issue 41; docs/languages.md, "The
glossary"): each catalog speaks to the learner in one register — Hungarian and Finnish
informally (te, sinä), Armenian, Marathi and Lao politely (դուք, तुम्ही, ທ່ານ) — so a path verdict
that begins with the table's sentence and goes on in the path's does not change its voice in the
middle. Each language lists the words of the register it does not use; a message that holds one
is named."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

import pytest

from moon_nb.dev.translations import SHIPPED, read


@dataclass(frozen=True)
class Register:
    """How a language's catalog addresses the learner (`uses`), and the words of the other
    register, which would be out of place in it: whole words in any case (`words`), words that
    begin with a stem (`stems`) and, for a script written without spaces between words, a
    sequence (`inside`) that counts unless it ends a longer word (`unless_after`)."""

    uses: str
    words: frozenset[str] = frozenset()
    stems: tuple[str, ...] = ()
    inside: str = ""
    unless_after: str = ""

    def strays(self, text: str) -> list[str]:
        """The other register's words in a translation, as they are written there."""
        words = words_of(text)
        found = [w for w in words if w.casefold() in self.words or w.startswith(self.stems)]
        if self.inside:
            at = text.find(self.inside)
            while at >= 0:
                if not (self.unless_after and text[:at].endswith(self.unless_after)):
                    found.append(self.inside)
                at = text.find(self.inside, at + 1)
        return found


REGISTERS: dict[str, Register] = {
    "hu": Register(
        uses="te (informal)",
        words=frozenset(
            "ön önt önnek önnel öntől önhöz önben önre önről önért öné önök önöket önöknek "
            "önökkel önöktől önökhöz önökre önökről önökért önöké "
            "ti titeket nektek veletek tőletek hozzátok rátok rólatok bennetek értetek "
            "tiétek".split()
        ),
    ),
    "hy": Register(
        uses="դուք (polite)",
        words=frozenset(
            "դու քո քեզ քեզնից քեզանից քեզնով քեզանով քեզնում քոնը քոնն քոնի քոնից քոնով "
            "ինքդ".split()
        ),
    ),
    "fi": Register(
        uses="sinä (informal)",
        words=frozenset(
            "te teidän teitä teille teillä teiltä teistä teihin teissä teidät teiksi teinä".split()
        ),
    ),
    "mr": Register(
        uses="तुम्ही (polite)",
        words=frozenset("तू तूच तूही तुला तुलाच तुज तुजला".split()),
        stems=("तुझ",),
    ),
    # Lao writes no space between words: ເຈົ້າ "you" is found as a sequence, except where it
    # ends ເຂົາເຈົ້າ "they".
    "lo": Register(uses="ທ່ານ (polite)", inside="ເຈົ້າ", unless_after="ເຂົາ"),
}

# Armenian's stress and emphasis marks (՛ ՜ ՞) are written inside a word ("դո՛ւ").
_INSIDE_WORDS = dict.fromkeys(map(ord, "\u055b\u055c\u055e"))


def words_of(text: str) -> list[str]:
    """A text's words: runs of letters, their combining signs (Devanagari's vowel signs) and
    digits."""
    out: list[str] = []
    word = ""
    for ch in text.translate(_INSIDE_WORDS):
        if unicodedata.category(ch)[0] in "LMN":
            word += ch
        elif word:
            out.append(word)
            word = ""
    return [*out, word] if word else out


def test_every_language_says_how_it_addresses_the_learner() -> None:
    assert set(REGISTERS) == set(SHIPPED)


@pytest.mark.parametrize(
    ("code", "stray", "fitting"),
    [
        ("hu", "Ön játszik.", "Te játszol, és téged választottak."),
        ("hy", "Դո՛ւ ես խաղում, քո հերթն է։", "Դուք եք խաղում, ձեր հերթն է։"),
        ("fi", "Teidän vuoronne.", "Sinun vuorosi; tehty."),
        ("mr", "तुझी पाळी आहे.", "तुमची पाळी आहे, तुम्ही खेळा."),
        ("lo", "ເຈົ້າຫຼິ້ນ 5-3.", "ທ່ານຫຼິ້ນ 5-3, ເຂົາເຈົ້າຜ່ານ."),
    ],
)
def test_the_other_register_is_found_and_this_one_is_not(
    code: str, stray: str, fitting: str
) -> None:
    assert REGISTERS[code].strays(stray)
    assert REGISTERS[code].strays(fitting) == []


@pytest.mark.parametrize("code", SHIPPED)
def test_every_message_addresses_the_learner_in_the_catalogs_one_register(code: str) -> None:
    register = REGISTERS[code]
    named = []
    for message in read(code):
        if not message.id:
            continue
        forms = message.string if isinstance(message.string, tuple | list) else [message.string]
        strays = sorted({w for form in forms for w in register.strays(form or "")})
        if strays:
            english = message.id[0] if isinstance(message.id, tuple | list) else message.id
            named.append(f"{english!r}: {', '.join(strays)}")
    assert named == [], (
        f"{len(named)} {code} messages leave the catalog's register, {register.uses}:\n"
        + "\n".join(named)
    )
