"""The language layer, below every other: what moon_nb says, in the learner's language. `_`
and `ngettext` say a sentence written in English in the code in the language of the moment
(gettext catalogs); `set_language` chooses the process's language and `speaking` a context's
own (a table's, a lesson's); `languages` lists the ones spoken; `decimal` and `percent` write
its numbers. It knows no game: the engine and every layer above import it, and it imports none
of them (what says a game's action is the engine's: `moon_nb.engine.actions.order`). See
docs/languages.md."""

from __future__ import annotations

from moon_nb.speech.numbers import amount, decimal, percent
from moon_nb.speech.tongue import (
    ENGLISH,
    LANGUAGES,
    N_,
    PSEUDO,
    SaidLater,
    Verbatim,
    _,
    chosen,
    context_language,
    in_language,
    language,
    languages,
    listing,
    ngettext,
    once_a_language,
    set_language,
    speaking,
    spoken,
)

__all__ = [
    "ENGLISH",
    "LANGUAGES",
    "N_",
    "PSEUDO",
    "SaidLater",
    "Verbatim",
    "_",
    "amount",
    "chosen",
    "context_language",
    "decimal",
    "in_language",
    "language",
    "languages",
    "listing",
    "ngettext",
    "once_a_language",
    "percent",
    "set_language",
    "speaking",
    "spoken",
]
