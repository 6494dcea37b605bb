"""What moon_nb says, in the learner's language: `_` and `ngettext` say a sentence written in
English in the code in the language of the moment (gettext catalogs), `set_language` chooses it,
`languages` lists the ones spoken, `decimal` and `percent` write its numbers. The lowest
layer's own, because the engine's reasons — the rulings and the refusals — are the first words
a learner reads. See docs/languages.md."""

from __future__ import annotations

from moon_nb.engine.speech.numbers import decimal, percent
from moon_nb.engine.speech.tongue import (
    ENGLISH,
    LANGUAGES,
    N_,
    PSEUDO,
    _,
    chosen,
    language,
    languages,
    listing,
    ngettext,
    set_language,
    speaking,
    spoken,
)

__all__ = [
    "ENGLISH",
    "LANGUAGES",
    "N_",
    "PSEUDO",
    "_",
    "chosen",
    "decimal",
    "language",
    "languages",
    "listing",
    "ngettext",
    "percent",
    "set_language",
    "speaking",
    "spoken",
]
