"""The play page's options, read from its address (``index.html?level=expert&seed=7``).

The page (`scripts/play.sh`) hands Python its query string untouched; this module reads it into
`PlayOptions` — the game's variant, the seed or a prepared deal, the computer players' level and
the table's learning aids, or the guided path (``path=learn``, at a ``step``; ``path=hands`` at
its whole hands) — or refuses it with sentences a reader understands (`OptionsRefused`).
``review`` opens the review of the learner's own mistakes, ``puzzles`` the rated puzzle stream
(every theme, or one: ``puzzles=ruffing``).
An address with a mistake starts no game: a teacher's link with a typo must not quietly deal
something else. The page's own look (``theme``) is read by the page itself; it is checked here
too, so every mistake in an address is told in one place.

Every option, its values and what it means are in `OPTIONS`, which the README's table follows.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Literal
from urllib.parse import parse_qsl

from moon_nb.engine.options import Rules
from moon_nb.players.levels import LEVELS
from moon_nb.review.deck import THEMES, theme_said
from moon_nb.review.puzzles.themes import PUZZLE_THEMES, theme_name
from moon_nb.speech import N_, Verbatim, _, languages, listing
from moon_nb.table.settings import DEFAULT_PACE_MS, MAX_PACE_MS

YES = ("yes", "on", "true", "1")
NO = ("no", "off", "false", "0")

MEANINGS: dict[str, str] = {
    "seed": N_("the deal's seed, a whole number 0 to 2147483647 (none: a random deal)"),
    "level": N_("the computer players' level: {levels}"),
    "players": N_("3, or 4 for partnerships"),
    "min_bid": N_("the lowest bid: 3, 4 or 5"),
    "scoring": N_("points (first to 21) or marks (first to 7)"),
    "all_pass": N_("redeal or force (the last to speak must bid)"),
    "double_blank": N_("yes or no: keep 0-0 (no: 21 tiles and no widow)"),
    "trump_before_widow": N_("yes or no: the bidder names trump before taking the widow"),
    "team_scoring": N_("tricks or bid: what a made contract scores with partners"),
    "deal": N_("a prepared first hand: each seat's tiles, seats apart by '/', tiles by ','"),
    "widow": N_("the widow of a prepared deal, such as 3-1 (none: the tile left over)"),
    "first": N_("the seat that bids first in a prepared deal (default 0)"),
    "coach": N_("yes or no: a word after each costly decision"),
    "reveal": N_("yes or no: every hand face up, for teaching"),
    "hint": N_("yes or no: the Hint button"),
    "undo": N_("yes or no: the Undo button"),
    "pace": N_("milliseconds the table lingers on each computer move, 0 to {most}"),
    "theme": N_("light or dark (none: the reader's system setting)"),
    "lang": N_(
        "the page's language: {languages} (none: the one last chosen on this page, else the "
        "browser's)"
    ),
    "path": N_(
        "learn: the guided path through the lessons at the table; hands: its whole hands, "
        "each played from the first trick by a plan"
    ),
    "step": N_(
        "with path=learn, the step to open: its number from 1, or its id (none: the one last "
        "open on this page, else the first not yet solved)"
    ),
    "review": N_(
        "your own costly decisions from the hands played on this page, as puzzles on a "
        "schedule (no value); or a theme to practise: {themes}"
    ),
    "puzzles": N_(
        "rated puzzles, one after another, each near your rating (no value); or the puzzles of "
        "one theme: {puzzle_themes}"
    ),
}
"""What each option of the page's address means, with its values (the values as they are
typed in the address; said with `meaning`)."""

# The values as the address types them, and the languages' own names: the same in every
# language.
_FILLED = {
    "levels": Verbatim(", ".join(LEVELS)),
    "most": MAX_PACE_MS,
    "languages": Verbatim(", ".join(f"{code} ({name})" for code, name in languages().items())),
    "themes": Verbatim(", ".join(THEMES)),
    "puzzle_themes": Verbatim(", ".join(PUZZLE_THEMES)),
}


def named(values: tuple[str, ...], said: dict[str, str]) -> Verbatim:
    """Values as the address types them, each with its name in the language of the moment
    beside it where that is not the value itself: ``"leading (vezetés), ..."``."""
    return Verbatim(", ".join(v if said[v] == v else f"{v} ({said[v]})" for v in values))


def meaning(key: str) -> str:
    """What option ``key`` means, in the language of the moment (a theme's value is typed in
    English, its name said beside it)."""
    themes = named(THEMES, {t: theme_said(t) for t in THEMES})
    puzzles = named(PUZZLE_THEMES, {t: theme_name(t) for t in PUZZLE_THEMES})
    return _(MEANINGS[key], **{**_FILLED, "themes": themes, "puzzle_themes": puzzles})


OPTIONS: dict[str, str] = {key: text.format(**_FILLED) for key, text in MEANINGS.items()}
"""Every option the page's address may carry, with its values in words, in English (the
documentation's table)."""

DEAL_KEEPING = ("seed", "level", "coach", "reveal", "hint", "undo", "pace", "theme", "lang")
"""Options that leave the deal of a seed as it is under the default rules: with no others in
the address, the picture of that seed's deal written with the page is the right one to show
while Python starts."""

MAX_QUERY = 2000
"""The longest address query read (a prepared deal of four hands is under 200 characters)."""

GUIDED_OPTIONS = ("path", "step", "pace", "theme", "lang")
"""The options the guided path takes: it sets out each step's position, players and aids
itself."""

REVIEW_OPTIONS = ("review", "pace", "theme", "lang")
"""The options the review takes: each card sets out its own position, as the path's steps do."""

PUZZLE_OPTIONS = ("puzzles", "pace", "theme", "lang")
"""The options the puzzle stream takes: each puzzle sets out its own position."""


class OptionsRefused(ValueError):
    """An address whose options cannot be played: ``problems`` says what is wrong, one
    sentence each."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__(" ".join(problems))
        self.problems = problems


@dataclass(frozen=True)
class PlayOptions:
    """A game to start, as the page's address asks for it."""

    rules: Rules = field(default_factory=Rules)
    seed: int | None = None
    deal: tuple[tuple[str, ...], ...] | None = None
    widow: str | None = None
    first: int = 0
    level: str | None = None
    coach: bool = False
    reveal: bool = False
    hint: bool = True
    undo: bool = True
    pace_ms: int = DEFAULT_PACE_MS
    theme: Literal["light", "dark"] | None = None
    lang: str | None = None
    """The language the address asks for (None: the one last chosen, else the browser's)."""
    path: Literal["learn", "review", "puzzles"] | None = None
    step: str | int | None = None
    """The guided path's first step (an id, or a number from 1); None: the first not yet
    solved."""
    practice: str | None = None
    """With ``path="review"``, a theme to practise (None: the cards due)."""
    puzzles: str | None = None
    """With ``path="puzzles"``, the puzzles' theme (one of `PUZZLE_THEMES`; None: every
    theme)."""


def read_options(
    query: str, default_seed: int | None = None, last_step: str | None = None
) -> PlayOptions:
    """The options of an address's query string (with or without its ``?``), or
    `OptionsRefused` naming every mistake in it. ``default_seed`` is the seed to deal when the
    address names none (the page picks one whose picture it has); ``last_step`` the guided
    path's step the learner last had open on this page (its id), where ``path=learn`` without
    a step opens: they go on where they left off, and the page shows that step's picture while
    Python starts."""
    if not isinstance(query, str):
        raise OptionsRefused([_("The page's address could not be read.")])
    if len(query) > MAX_QUERY:
        raise OptionsRefused(
            [_("The address's options are longer than {most} characters.", most=MAX_QUERY)]
        )
    pairs = parse_qsl(query.removeprefix("?"), keep_blank_values=True)
    problems: list[str] = []
    given: dict[str, str] = {}
    for key, value in pairs:
        if key not in OPTIONS:
            problems.append(
                _("The page has no option '{key}'; it has {options}.", key=_short(key),
                  options=Verbatim(", ".join(OPTIONS)))
            )  # fmt: skip
        elif key in given:
            problems.append(_("The option '{key}' is given twice.", key=Verbatim(key)))
        else:
            given[key] = value.strip()
    reader = _Reader(given, problems)
    options = reader.read(default_seed, last_step)
    if problems:
        raise OptionsRefused(problems)
    assert options is not None
    return options


class _Reader:
    """Reads each option once, noting a sentence for every value that is not one of its own."""

    def __init__(self, given: dict[str, str], problems: list[str]) -> None:
        self.given = given
        self.problems = problems

    def refuse(self, key: str) -> None:
        self.problems.append(
            _("'{key}={value}' cannot be used: {key} is {meaning}.", key=Verbatim(key),
              value=_short(self.given[key]), meaning=meaning(key))
        )  # fmt: skip

    def choice(self, key: str, values: tuple[str, ...]) -> str | None:
        if key not in self.given:
            return None
        value = self.given[key].lower()
        if value not in values:
            self.refuse(key)
            return None
        return value

    def yes(self, key: str, default: bool) -> bool:
        value = self.choice(key, YES + NO)
        return default if value is None else value in YES

    def number(self, key: str, low: int, high: int) -> int | None:
        if key not in self.given:
            return None
        text = self.given[key]
        if not (text.isascii() and text.isdigit() and len(text) <= 10 and low <= int(text) <= high):
            self.refuse(key)
            return None
        return int(text)

    def read(self, default_seed: int | None, last_step: str | None) -> PlayOptions | None:
        if "review" in self.given:
            return self.review()
        if "puzzles" in self.given:
            return self.puzzles()
        chosen = self.choice("path", ("learn", "hands"))
        if chosen is not None:
            return self.guided(last_step, hands=chosen == "hands")
        if "step" in self.given:
            self.problems.append(_("The option 'step' goes with the guided path, 'path=learn'."))
        rules = self.rules()
        seed = self.number("seed", 0, 2**31 - 1)
        deal = self.deal()
        pace_ms, theme = self.page()
        options = PlayOptions(
            lang=self.lang(),
            rules=rules or Rules(),
            seed=seed if seed is not None else (None if deal else default_seed),
            level=self.choice("level", tuple(LEVELS)),
            coach=self.yes("coach", False),
            reveal=self.yes("reveal", False),
            hint=self.yes("hint", True),
            undo=self.yes("undo", True),
            pace_ms=pace_ms,
            theme=theme,
        )
        if deal is not None:
            first = self.number("first", 0, options.rules.players - 1)
            options = replace(
                options, deal=deal, widow=self.given.get("widow") or None, first=first or 0
            )
        else:
            for key in ("widow", "first"):
                if key in self.given:
                    self.problems.append(
                        _("The option '{key}' goes with a prepared 'deal'.", key=Verbatim(key))
                    )
        return options

    def page(self) -> tuple[int, Literal["light", "dark"] | None]:
        """The options of the page itself, at a game or on the guided path: the pace (in
        milliseconds) and the theme."""
        pace = self.number("pace", 0, MAX_PACE_MS)
        theme = self.choice("theme", ("light", "dark"))
        return DEFAULT_PACE_MS if pace is None else pace, theme  # type: ignore[return-value]

    def lang(self) -> str | None:
        """The language the address asks for, if it names one moon_nb speaks."""
        return self.choice("lang", tuple(languages()))

    def guided(self, last_step: str | None, hands: bool = False) -> PlayOptions:
        """The guided path's options: the step to open (else the one last open, if it is a
        step of the path), the pace and the theme. ``hands`` (``path=hands``): the path at its
        whole hands — the one last open if it was one, else the first."""
        # TRANSLATORS: {named} are options ('seed' and 'level'); {takes} the ones it takes.
        self.only(
            GUIDED_OPTIONS,
            N_("The guided path (path=learn) sets out each step itself, so {named} cannot be "
               "used with it; it takes {takes}."),
        )  # fmt: skip
        pace_ms, theme = self.page()
        step = self.step() if "step" in self.given else _known_step(last_step)
        if hands and "step" not in self.given:
            step = _whole_hand(step)
        return PlayOptions(path="learn", step=step, pace_ms=pace_ms, theme=theme, lang=self.lang())

    def review(self) -> PlayOptions:
        """The review's options: a theme to practise (none: the cards due), the pace and the
        page's theme."""
        self.only(
            REVIEW_OPTIONS,
            N_("The review sets out each card's position itself, so {named} cannot be used "
               "with it; it takes {takes}."),
        )  # fmt: skip
        practice = self.given["review"].lower() or None
        if practice in YES:
            practice = None
        if practice is not None and practice not in THEMES:
            self.refuse("review")
            practice = None
        pace_ms, theme = self.page()
        return PlayOptions(
            path="review", practice=practice, pace_ms=pace_ms, theme=theme, lang=self.lang()
        )

    def puzzles(self) -> PlayOptions:
        """The puzzle stream's options: its theme (none: every theme), the pace and the page's
        theme. A theme is typed as `puzzle_themes` names it ("the last tricks"; "-" or "_"
        for the spaces will do)."""
        self.only(
            PUZZLE_OPTIONS,
            N_("Each puzzle sets out its own position, so {named} cannot be used with the "
               "puzzles; they take {takes}."),
        )  # fmt: skip
        typed = self.given["puzzles"]
        asked: str | None = " ".join(typed.lower().replace("-", " ").replace("_", " ").split())
        if asked in ("", *YES):
            asked = None
        if asked is not None and asked not in PUZZLE_THEMES:
            # TRANSLATORS: {value} is what the address gave ('jumping'); {themes} the themes as
            # they are typed in an address, each with its name in the learner's language.
            self.problems.append(
                _("'puzzles={value}' cannot be used: there is no puzzle theme '{value}'. The "
                  "themes are {themes}; or 'puzzles' alone, for puzzles of every theme.",
                  value=_short(typed), themes=_theme_list())
            )  # fmt: skip
            asked = None
        pace_ms, theme = self.page()
        return PlayOptions(
            path="puzzles", puzzles=asked, pace_ms=pace_ms, theme=theme, lang=self.lang()
        )

    def only(self, allowed: tuple[str, ...], sentence: str) -> None:
        """Note ``sentence`` (said with the options given that a directed table — the guided
        path, the review — does not take, and those it takes) if any was given."""
        others = [key for key in self.given if key not in allowed]
        if others:
            named = listing([Verbatim(f"'{key}'") for key in others])
            takes = listing([Verbatim(key) for key in allowed[1:]])
            self.problems.append(_(sentence, named=named, takes=takes))

    def step(self) -> str | int | None:
        """The guided path's step named in the address (a number or an id), if it has one."""
        if "step" not in self.given:
            return None
        from moon_nb.path.guided import STEPS, find_step

        text = self.given["step"]
        which: str | int = int(text) if text.isascii() and text.isdigit() else text
        try:
            find_step(STEPS, which, {})
        except ValueError:
            ids = Verbatim(", ".join(s.id for s in STEPS))
            self.problems.append(
                _("'step={value}' cannot be used: the guided path's steps are numbered 1 to "
                  "{n}, or named by their ids: {ids}.", value=_short(text), n=len(STEPS), ids=ids)
            )  # fmt: skip
            return None
        return which

    def rules(self) -> Rules | None:
        players = self.number("players", 3, 4)
        min_bid = self.number("min_bid", 3, 5)
        values = {
            "players": players,
            "min_bid": min_bid,
            "scoring": self.choice("scoring", ("points", "marks")),
            "all_pass": self.choice("all_pass", ("redeal", "force")),
            "team_scoring": self.choice("team_scoring", ("tricks", "bid")),
        }
        chosen: dict[str, object] = {k: v for k, v in values.items() if v is not None}
        for key in ("double_blank", "trump_before_widow"):
            if key in self.given:
                chosen[key] = self.yes(key, True)
        try:
            return Rules(**chosen)  # type: ignore[arg-type]
        except ValueError as exc:
            self.problems.append(_("Those rules cannot be played together: {why}.", why=exc))
            return None

    def deal(self) -> tuple[tuple[str, ...], ...] | None:
        if "deal" not in self.given:
            return None
        hands = tuple(
            tuple(t.strip() for t in hand.split(",") if t.strip())
            for hand in self.given["deal"].split("/")
        )
        if not hands or not all(hands):
            self.refuse("deal")
            return None
        return hands


def _known_step(step: object) -> str | None:
    """``step`` if it is the id of a step of the guided path (the page's memory of the last
    step open may be of an older page), else None."""
    from moon_nb.path.guided import STEPS

    return step if isinstance(step, str) and any(s.id == step for s in STEPS) else None


def _whole_hand(step: str | int | None) -> str:
    """``step`` if it is one of the path's whole hands (an id), else the first of them."""
    from moon_nb.path.hands.hand_steps import HAND_STEPS

    ids = [s.id for s in HAND_STEPS]
    return step if isinstance(step, str) and step in ids else ids[0]


def _theme_list() -> str:
    """The puzzle themes as an address types them, each followed by its name in the language
    of the moment where that is other words ("ruffing (lopás)")."""
    named: list[str] = []
    for theme in PUZZLE_THEMES:
        said = theme_name(theme)
        named.append(Verbatim(theme if said == theme else f"{theme} ({said})"))
    return listing(named)


def _short(text: str) -> Verbatim:
    """A value quoted back to the reader as it was typed, cut short if it is long."""
    return Verbatim(text if len(text) <= 40 else text[:37] + "...")
