"""No phrase spliced into another sentence (issue 49, item 3; docs/languages.md): "in none of N
likely deals" is said by a negative sentence of its own, never put into a positive one ("the
contract is made {odds}": Finnish "sopimus täyttyy ei yhdessäkään…", Armenian and Marathi the
same); and a Marathi noun that takes a postposition is written whole, the glossary's form of it
("बोली लावणारा खेळाडूला", never "बोली लावणारा ला")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import tomllib
from babel.messages.pofile import read_po

from moon_nb.engine.actions import Action, Kind
from moon_nb.engine.trump import Trump
from moon_nb.engine.words import contract_odds
from moon_nb.players import advice, montecarlo
from moon_nb.players.evaluation import Evaluation, Weighed
from moon_nb.speech import speaking

LOCALE = Path(__file__).resolve().parents[1] / "moon_nb" / "locale"

# A negative verb each language says "in none of them" with, in the sentences below.
NEGATIVE = {
    "fi": re.compile(r"\b(?:ei|en|eivät) (?:täyty|epäonnistu|täytä|saa|vie|tee|tekisi)\b"),
    "hy": re.compile(r"չի կատարվում|անհաջող չէ|չի կատարում|չի դարձնում|չեմ |չի բերում|չէր բերի"),
    "mr": re.compile(r"होत नाही|करत नाही|घेत नाही|करत नाहीत|करणार नाही"),
    "hu": re.compile(r"egyikben sem"),
    "lo": re.compile(r"ບໍ່ສຳເລັດ|ບໍ່ມີການແຈກໃດເລີຍ|ບໍ່ເຮັດໃຫ້|ບໍ່ໄດ້|ຈະບໍ່ເຮັດ"),
    "en": re.compile(r"in none of 24 likely deals"),
}


def _one(kind: Kind, option: Weighed, for_bidder: bool = True) -> Evaluation:
    return Evaluation(kind, 0, for_bidder, option.deals, (option,))


def made_in_none() -> list[str]:
    """Every kind of figures a sentence of advice gives, for an option that makes (or, for a
    defender, sets) the contract in none of 24 likely deals: a trump, a discard, a play for
    either side, a call, the best unnamed, the computer players' clause and their reasons."""
    trump5, no_trump = Trump.of(5), Trump.NO_TRUMP
    evs = [
        _one(Kind.TRUMP, Weighed(Action("trump 5"), 24, 0.0, 2.5, trump5)),
        _one(Kind.TRUMP, Weighed(Action("trump none"), 24, 0.0, 1.0, no_trump)),
        _one(Kind.DISCARD, Weighed(Action("discard 6-5"), 24, 0.0, 3.0, trump5)),
        _one(Kind.DISCARD, Weighed(Action("discard 6-5"), 24, 0.0, None, no_trump)),
        _one(Kind.PLAY, Weighed(Action("play 6-5"), 24, 0.0, 3.0, worth=-2.5)),
        _one(Kind.PLAY, Weighed(Action("play 6-5"), 24, 24.0, 3.0, worth=1.5), False),
        _one(Kind.BID, Weighed(Action("bid 21"), 24, 0.0, 2.0, trump5, worth=-8.0)),
        _one(Kind.BID, Weighed(Action("bid 6"), 24, 0.0, 2.0, trump5, worth=-3.0)),
    ]
    said = [advice.hint(ev) for ev in evs]
    said += [advice._best_figures(ev, True) for ev in evs if ev.kind is not Kind.BID]
    said += [contract_odds(0.0, 24, True), contract_odds(1.0, 24, False)]
    # The computer players' reasons for a forced bid or a hopeless contract.
    names = {"bid": 4, "trump": Trump.of(5).said, "tricks": "2.5", "need": 4, "tile": "6-5"}
    for reason in ("shoot", "bid", "must bid", "name", "discard"):
        said += [montecarlo._in_none(reason, plain, 24, **names) for plain in (False, True)]
    for reason in ("shoot", "bid", "must bid"):
        lost = [montecarlo.call_lost_in_none(reason, p, 24, points="3.1", **names) for p in (0, 1)]
        said += lost
    low = Weighed(Action("bid 4"), 24, 0.0, 2.0, trump5, worth=-3.0)
    said += [montecarlo.pass_reason(low, Weighed(Action("pass"), 24, 0, None, worth=0.5), 24)]
    # The expert's play, for either side, gaining, losing, and its points rounding to nothing.
    for for_bidder, makes in ((True, 0.0), (False, 24.0)):
        for worth in (1.5, -2.5, 0.01):
            best = Weighed(Action("play 6-5"), 24, makes, 3.0, worth=worth)
            other = Weighed(Action("play 5-5"), 24, makes, 3.0, worth=-9.0)
            ev = Evaluation(Kind.PLAY, 0, for_bidder, 24, (best, other))
            said.append(montecarlo.play_reason(ev))
    return said


@pytest.mark.parametrize("code", ["qps", "fi", "hy", "mr", "hu", "lo", "en"])
def test_none_of_the_deals_is_a_negative_sentence_of_its_own(code: str) -> None:
    with speaking(code):
        said = made_in_none()
    for text in said:
        if code == "qps":
            # A whole message is marked once; a phrase put into it shows as marks inside.
            assert "⟦in none of" not in text, text
        else:
            sentence = [s for s in re.split(r"(?<=[.։])\s+", text) if "24" in s]
            assert sentence and all(NEGATIVE[code].search(s) for s in sentence), text
    if code == "fi":
        assert not any("täyttyy ei" in t or "epäonnistuu ei" in t for t in said)


def _glossary() -> dict[str, dict[str, object]]:
    return tomllib.loads((LOCALE / "glossary.toml").read_text(encoding="utf-8"))


def test_a_marathi_term_takes_its_postposition_whole() -> None:
    """Marathi writes a postposition onto its noun's oblique form ("खेळाडूला"): a glossary term
    followed by a detached postposition ("बोली लावणारा ला") is a splice; the glossary says
    which form takes one (the bidder: "बोली लावणारा खेळाडू")."""
    term = _glossary()["bidder"]["mr"]
    assert isinstance(term, dict) and "बोली लावणारा खेळाडू" in term["oblique"]
    with open(LOCALE / "mr" / "LC_MESSAGES" / "moon_nb.po", "rb") as f:
        catalog = read_po(f)
    detached = re.compile(r"बोली लावणारा (?:ला|ची|चा|चे|च्या|ने|ना|साठी|शी)(?=[\s.,:;]|$)")
    wrong = []
    for message in catalog:
        texts = message.string if isinstance(message.string, tuple) else (message.string,)
        wrong += [t for t in texts if t and detached.search(t)]
    assert not wrong, "\n".join(wrong)
