"""Claim checkers for the guided path's rule cards (`moon_nb.path.cards`): the words of each
row's label are checked against the row's tiles and trump with the engine (the row's own claim
is checked by `tests/test_rule_cards.py`), and each name in a card's sentences is read by a
rule checked with the engine. With `tests/claim_reading.py`, a card that names a tile, a suit
or a number no checker reads fails.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from moon_nb.engine.actions import Action
from moon_nb.engine.bidding import legal_bids
from moon_nb.engine.game import Game
from moon_nb.engine.options import MOON, Rules
from moon_nb.engine.scoring import game_status, score_hand, tricks_needed
from moon_nb.engine.tiles import Tile
from moon_nb.engine.tricks import (
    follows,
    is_trump,
    led_suit,
    legal_plays,
    suit_members,
    trick_winner,
)
from moon_nb.engine.trump import Trump
from moon_nb.path.card_rows import DealtHand, LastTrick, MayPlay, Ranks, Row, Widow, Wins
from tests.step_facts import SUITS, number, suit_named, trump_named

TILE = r"(\d-\d)"
SUIT = r"(blanks?|ones?|twos?|threes?|fours?|fives?|six(?:es)?)"
COUNT = r"(\d+|one|two|three|four|five|six|seven|eight)"
SIGNED = r"([+−]\d+)"
RULES = Rules()

RowCheck = Callable[[Row, re.Match[str]], str | None]


def _t(text: str) -> Tile:
    return Tile.parse(text)


def _signed(text: str) -> int:
    return int(text.replace("−", "-"))


def _trick(row: Row) -> list[Tile]:
    assert isinstance(row, (Wins, LastTrick)), f"{type(row).__name__} shows no trick"
    return [_t(t) for t in row.tiles]


def _winner(row: Row) -> Tile:
    trick = _trick(row)
    return trick[trick_winner(trick, row.trump)]  # type: ignore[union-attr]


# --- what a row's label says ------------------------------------------------------------------


def row_trump(row: Row, m: re.Match[str]) -> str | None:
    trump = getattr(row, "trump", None)
    named = trump_named("no trump" if m[1].lower() == "no" else m[1])
    return None if Trump.of(trump) is named else f"the row's trump is {Trump.of(trump)}"


def row_leads(row: Row, m: re.Match[str]) -> str | None:
    tile, suit = _t(m[1]), suit_named(m[2])
    got = led_suit(tile, getattr(row, "trump", None))
    ok = got == suit and tile in [_t(t) for t in row.tiles]
    return None if ok else f"{tile} leads {got}"


def row_no_suit(row: Row, m: re.Match[str]) -> str | None:
    tile, suit = _t(m[1]), SUITS[m[2].lower()]
    ok = not follows(tile, suit, getattr(row, "trump", None))
    return None if ok else f"{tile} follows {suit}"


def row_wins(row: Row, m: re.Match[str]) -> str | None:
    return None if _winner(row) == _t(m[1]) else f"{_winner(row)} takes the trick"


def row_loses(row: Row, m: re.Match[str]) -> str | None:
    tile = _t(m[1] or m[2])
    ok = tile in _trick(row) and _winner(row) != tile
    return None if ok else f"{tile} is not beaten in {_trick(row)}"


def row_takes_both(row: Row, m: re.Match[str]) -> str | None:
    """ "3-3 led takes 4-3 and 3-1 with it" """
    tiles = [_t(m[1]), _t(m[2])]
    ok = all(t in _trick(row) and t != _winner(row) for t in tiles)
    return None if ok else f"{_winner(row)} takes {_trick(row)}"


def row_takes_suit(row: Row, m: re.Match[str]) -> str | None:
    got = led_suit(_trick(row)[0], row.trump)  # type: ignore[union-attr]
    return None if got == SUITS[m[1].lower()] else f"the trick leads {got}"


def row_suit(row: Row, m: re.Match[str]) -> str | None:
    got = getattr(row, "suit", None)
    return None if got == int(m[1]) else f"the row's suit is {got}"


def row_top(row: Row, m: re.Match[str]) -> str | None:
    """ "5-5 is the top five", "6-4 on top", "once 3-3 has won, 5-3 is on top"."""
    assert isinstance(row, Ranks), "only a suit's order has a top"
    order = [_t(t) for t in row.tiles]
    if m[1]:
        order = [t for t in order if t != _t(m[1])]
    tile = _t(m[2])
    if m[3] and row.suit != SUITS[m[3].lower()]:
        return f"the row's suit is {row.suit}"
    return None if order[0] == tile else f"{order[0]} is on top"


def row_count(row: Row, m: re.Match[str]) -> str | None:
    ok = isinstance(row, Ranks) and row.suit == "trump" and len(row.tiles) == number(m[1])
    return None if ok else f"the row shows {len(row.tiles)}"


def row_trump_not(row: Row, m: re.Match[str]) -> str | None:
    tile, suit = _t(m[1]), SUITS[m[2].lower()]
    trump = getattr(row, "trump", None)
    ok = is_trump(tile, trump) and tile.has(suit) and not follows(tile, suit, trump)
    return None if ok else f"{tile} is no trump showing a {suit}"


def row_may_not(row: Row, m: re.Match[str]) -> str | None:
    assert isinstance(row, MayPlay)
    led, held, barred = _t(m[1]), _t(m[2]), _t(m[3])
    hand = [_t(t) for t in row.hand]
    legal = legal_plays(hand, [led], row.trump)
    ok = _t(row.led) == led and held in legal and barred in hand and barred not in legal
    return None if ok else f"with {led} led, {legal} may be played"


def row_led(row: Row, m: re.Match[str]) -> str | None:
    """ "6-2 led": the tile the row's trick or hand is shown against."""
    led = _t(row.led) if isinstance(row, MayPlay) else _trick(row)[0]
    return None if led == _t(m[1]) else f"{led} is led"


def row_void_takes(row: Row, m: re.Match[str]) -> str | None:
    """ "holding no six, your 4-1 takes the bidder's 6-5", "holding no blank, 6-3 ruffs 0-0":
    that suit is led, the tile that takes the trick shows none, and it takes the tile named."""
    suit, tile, taken = SUITS[m[1].lower()], _t(m[2]), _t(m[3])
    trick = _trick(row)
    ok = led_suit(trick[0], row.trump) == suit and _winner(row) == tile  # type: ignore[union-attr]
    ok = ok and taken in trick and taken != tile
    return None if ok and not tile.has(suit) else f"{_winner(row)} takes {trick}"


def row_only_trump(row: Row, m: re.Match[str]) -> str | None:
    assert isinstance(row, MayPlay)
    hand, tile = [_t(t) for t in row.hand], _t(m[1])
    trumps = [t for t in hand if is_trump(t, row.trump)]
    ok = trumps == [tile] and legal_plays(hand, [_t(row.led)], row.trump) == [tile]
    return None if ok else f"the trumps {trumps}"


def row_dealt(row: Row, m: re.Match[str]) -> str | None:
    assert isinstance(row, DealtHand)
    tiles, tricks = number(m[1]), number(m[2])
    bids = tuple(int(b) for b in re.findall(r"\d+", m[3]))
    game = Game(seed=3)
    ok = len(row.tiles) == tiles == len(game.hand(0)) == tricks and bids == row.bids
    ok = ok and legal_bids(RULES, []) == [0, *bids]
    return None if ok else f"{len(row.tiles)} tiles, bids {legal_bids(RULES, [])}"


def row_widow(row: Row, m: re.Match[str]) -> str | None:
    assert isinstance(row, Widow)
    seven, one, eight = number(m[1]), number(m[3]), number(m[4])
    ok = len(row.hand) == seven and row.widow == m[2] and (one, eight) == (1, seven + 1)
    return None if ok else f"the hand {row.hand} and the widow {row.widow}"


def row_last_trick(row: Row, m: re.Match[str]) -> str | None:
    """ "seat 1 bid 5 and has 4 tricks, and its 6-4 takes the last: made, +5 (you +1)", "your
    4-3 trumps its 6-5: set, seat 1 −5, and you +2" """
    assert isinstance(row, LastTrick)
    tricks = list(row.before)
    won = (row.leader + trick_winner(row.tiles, row.trump)) % 3
    tricks[won] += 1
    result = score_hand(RULES, row.bidder, row.bid, tricks)
    said = m.groupdict()
    checks = [
        ("bidder", row.bidder),
        ("bid", row.bid),
        ("has", row.before[row.bidder]),
        ("verdict", "made" if result.made else "set"),
        ("own", result.changes[row.bidder]),
        ("you", result.changes[0]),
    ]
    for key, want in checks:
        value = said.get(key)
        if value is None:
            continue
        got: object = _signed(value) if key in ("own", "you") else value
        got = int(got) if key in ("bidder", "bid", "has") else got
        if got != want:
            return f"{key}: {got}, not {want}"
    return None


def row_ruff_while_out(row: Row, m: re.Match[str]) -> str | None:
    """ "lead 5-5 while 2-1 is out, and a player with no five can ruff it", "While 6-1 is out, a
    player with no five can ruff 5-5": the trick, led by that tile of that suit, is taken by
    that trump."""
    led, out, suit = _t(m[1] or m[4]), _t(m[2]), SUITS[m[3].lower()]
    trick = _trick(row)
    ok = trick[0] == led and led_suit(led, row.trump) == suit  # type: ignore[union-attr]
    ok = ok and _winner(row) == out
    return None if ok and is_trump(out, row.trump) else f"{_winner(row)} takes {trick}"  # type: ignore[union-attr]


def row_sure_trumps(row: Row, m: re.Match[str]) -> str | None:
    assert isinstance(row, Ranks) and row.suit == "trump"
    held = [_t(m[1]), _t(m[2])]
    top = [_t(t) for t in row.tiles][: number(m[3])]
    return None if held == top else f"the top trumps are {top}"


def row_sure_once_drawn(row: Row, m: re.Match[str]) -> str | None:
    assert isinstance(row, Ranks)
    suit, tile = int(m[1]), _t(m[2])
    order = suit_members(suit, row.trump)
    ok = row.suit == suit and order[0] == tile and not is_trump(tile, row.trump)
    return None if ok else f"{order[0]} tops suit {suit}"


def _row(pattern: str, check: RowCheck) -> tuple[re.Pattern[str], RowCheck]:
    return re.compile(pattern, re.I), check


TRUMPS = r"(blanks|ones|twos|threes|fours|fives|sixes|doubles|no)"
ROW_CLAIMS: tuple[tuple[re.Pattern[str], RowCheck], ...] = (
    _row(rf"(?:^|with |while |…or |…but ){TRUMPS}(?: are)? trump\b", row_trump),
    _row(rf"{TILE} leads ({SUIT[1:-1]}|trumps)\b", row_leads),
    _row(rf"{TILE} is no {SUIT}", row_no_suit),
    _row(rf"{TILE} (?:led )?(?:wins|takes|beats|trumps)\b", row_wins),
    _row(rf"(?:beats|trumps its|takes the bidder's) {TILE}|{TILE}, already played", row_loses),
    _row(rf"takes {TILE} and {TILE} with it", row_takes_both),
    _row(rf"takes the ({SUIT[1:-1]})\b", row_takes_suit),
    _row(r"\bsuit (\d)", row_suit),
    _row(
        rf"(?:once {TILE} has won, )?{TILE} (?:is the top ({SUIT[1:-1]})|is on top|on top)",
        row_top,
    ),
    _row(rf"highest first: {COUNT} trumps", row_count),
    _row(rf"{TILE} is a trump, not an? {SUIT}", row_trump_not),
    _row(rf"{TILE} led: holding {TILE}, you may not play {TILE}", row_may_not),
    _row(rf"this hand's only trump, {TILE}, must be played", row_only_trump),
    _row(rf"{COUNT} tiles each: {COUNT} tricks a hand, and the bids ([\d, and]+\d)", row_dealt),
    _row(rf"the bidder's {COUNT} tiles and the widow {TILE}: {COUNT} of the {COUNT}", row_widow),
    _row(
        r"seat (?P<bidder>\d) bid (?P<bid>\d+) and has (?P<has>\d+) tricks, and its \d-\d takes "
        r"the last: (?P<verdict>made|set), (?P<own>[+−]\d+) \(you (?P<you>[+−]\d+)\)",
        row_last_trick,
    ),
    _row(
        r": (?P<verdict>made|set), seat (?P<bidder>\d) (?P<own>[+−]\d+), and you (?P<you>[+−]\d+)",
        row_last_trick,
    ),
    _row(
        rf"(?:lead {TILE} )?while {TILE} is out, (?:and )?a player with no {SUIT} can ruff "
        rf"(?:it|{TILE})",
        row_ruff_while_out,
    ),
    _row(rf"{TILE} led\b", row_led),
    _row(
        rf"holding no {SUIT}, (?:your )?{TILE} (?:takes|ruffs) (?:the bidder's )?{TILE}",
        row_void_takes,
    ),
    _row(rf"holding {TILE} and {TILE}, you have {COUNT} sure tricks", row_sure_trumps),
    _row(rf"suit (\d): {TILE} is a sure trick once the trumps are drawn", row_sure_once_drawn),
)


# --- what a card's sentences say: rules, checked with the engine -------------------------------


def each_plays_one(m: re.Match[str]) -> str | None:
    game = Game(seed=5)
    while game.phase != "play":
        game.apply(game.legal_actions()[-1])
    while len(game.engine.tricks) == 0:
        game.apply(game.legal_actions()[0])
    tiles = len(game.engine.tricks[0].tiles)
    ok = number(m[1]) == 1 and tiles == RULES.players
    return None if ok else f"a trick holds {tiles} tiles"


def doubles_as_trumps(m: re.Match[str]) -> str | None:
    order = suit_members("trump", Trump.DOUBLES)
    ok = len(order) == number(m[1]) and (order[0], order[-1]) == (_t(m[2]), _t(m[3]))
    return None if ok else f"the doubles as trumps: {order}"


def four_not_its_double(m: re.Match[str]) -> str | None:
    suit, double = SUITS[m[1].lower()], _t(m[3])
    leads = [t for t in suit_members(suit, Trump.DOUBLES) if led_suit(t, Trump.DOUBLES) == suit]
    led, other = leads[0], leads[-1]
    ok = m[1].lower() == m[2].lower() and double == Tile(suit, suit)
    ok = ok and legal_plays([double, other], [led], Trump.DOUBLES) == [other]
    return None if ok else f"with {led} led, {double} may be played"


def bids_open(m: re.Match[str]) -> str | None:
    said = [int(m[k]) for k in range(1, 6)]
    ok = legal_bids(RULES, []) == [0, *said] and said[-1] == MOON and number(m[6]) == 7
    return None if ok else f"the bids are {legal_bids(RULES, [])}"


def one_left_over(m: re.Match[str]) -> str | None:
    left = len(RULES.tiles) - RULES.players * 7
    return None if left == number(m[1]) else f"{left} tiles are left over"


def bidder_holds_eight(m: re.Match[str]) -> str | None:
    game = Game(seed=5)
    for call in ("pass", "pass", "bid 5"):
        game.apply(call)
    bidder = game.bidder
    assert bidder is not None
    held = len(game.hand(bidder))
    return None if held == number(m[1]) else f"the bidder holds {held}"


def others_defend(m: re.Match[str]) -> str | None:
    return None if RULES.players - 1 == number(m[1]) else f"{RULES.players - 1} others"


def game_target(m: re.Match[str]) -> str | None:
    target = int(m[1])
    ok = game_status(RULES, [target, target - 1, 0]).winner == 0
    ok = ok and game_status(RULES, [target - 1, 0, 0]).winner is None
    return None if ok and RULES.target == target else f"the game is played to {RULES.target}"


def moon_rule(m: re.Match[str]) -> str | None:
    bid, tricks, cost = int(m[1]), number(m[2]), int(m[3])
    set_moon = score_hand(RULES, 0, MOON, [6, 1, 0]).changes[0]
    ok = bid == MOON and tricks_needed(MOON) == tricks and set_moon == -cost
    ok = ok and game_status(RULES, [4, 0, 0], moon_by=0).winner == 0
    return None if ok else f"a moon is {MOON} for {tricks_needed(MOON)}, set {set_moon}"


def trump_choices(m: re.Match[str]) -> str | None:
    """ "a number (the blank, 0, up to 6), the doubles, or no trump": the nine choices."""
    numbers = sorted(t.number for t in Trump if t.number is not None)
    others = {t for t in Trump if t.number is None}
    ok = numbers == list(range(int(m[1]), int(m[2]) + 1)) and others == {
        Trump.DOUBLES,
        Trump.NO_TRUMP,
    }
    return None if ok else f"the trumps are {list(Trump)}"


def trumps_of_a_number(m: re.Match[str]) -> str | None:
    """ "A number from 1 to 6 as trump has six tiles: once six trumps have been played, no one
    can ruff" — each such trump suit has that many tiles, and with none left a trump lead or a
    ruff is impossible."""
    low, high, size, played = int(m[1]), int(m[2]), number(m[3]), number(m[4])
    sizes = {n: len(suit_members("trump", n)) for n in range(low, high + 1)}
    ok = (low, high) == (1, 6) and set(sizes.values()) == {size} and played == size
    return None if ok else f"the trump suits have {sizes} tiles"


COUNTING_HANDS = 8
"""Hands sampled for each count of the rule of thumb, and the share of them the evaluation must
agree with (its best call, or one as good): the card says it is a rule of thumb."""


def counted(hand: list[Tile]) -> int:
    """The card's count: the trumps of the best number if the hand holds its double, and the
    doubles of other numbers."""
    best = 0
    for n in range(1, 7):
        trumps = [t for t in hand if t.has(n)]
        doubles = [t for t in hand if t.is_double and not t.has(n)]
        best = max(best, (len(trumps) if Tile(n, n) in hand else 0) + len(doubles))
    return best


def counting_rule(m: re.Match[str]) -> str | None:
    """ "four of them are usually worth a bid of 4, and six a bid of 5 or more": for hands of
    each count, dealt at random (the learner speaking last after two passes), the evaluation's
    best call is that bid (or as good as it), or for "or more" a higher bid, in at least two
    hands of three."""
    from moon_nb.players.evaluation import evaluate

    rule = {number(m[1]): f"bid {m[2]}", number(m[3]): f"bid {m[4]}"}
    found: dict[int, list[bool]] = {}
    seed = 0
    while any(len(found.get(k, [])) < COUNTING_HANDS for k in rule) and seed < 3000:
        seed += 1
        game = Game(seed=seed)
        k = counted(list(game.hand(0)))
        if k not in rule or len(found.get(k, [])) >= COUNTING_HANDS:
            continue
        hands = [[str(t) for t in game.hand(s)] for s in range(3)]
        held = {t for s in range(3) for t in game.hand(s)}
        widow = next(t for t in RULES.tiles if t not in held)
        bidding = Game.from_deal(hands, widow, first_bidder=1, seed=0)
        bidding.apply("pass")
        bidding.apply("pass")
        ev = evaluate(bidding.observe(0))
        bid = Action(rule[k])
        higher = k == number(m[3]) and (ev.best.action.bid or 0) > (bid.bid or 0)
        found.setdefault(k, []).append(ev.as_good(bid) or higher)
    wrong = {k: v for k, v in found.items() if sum(v) * 3 < 2 * len(v)}
    return None if not wrong else f"the rule is the evaluation's in fewer hands: {wrong}"


RuleCheck = Callable[[re.Match[str]], str | None]
CARD_RULES: tuple[tuple[re.Pattern[str], RuleCheck], ...] = tuple(
    (re.compile(p, re.I), c)
    for p, c in (
        (rf"a trick is {COUNT} tile from each player", each_plays_one),
        (rf"the {COUNT} doubles are the trumps, {TILE} highest down to {TILE}", doubles_as_trumps),
        (
            rf"an? {SUIT} led must be followed by an? {SUIT} that is not {TILE}, if you hold",
            four_not_its_double,
        ),
        (rf"(\d), (\d), (\d) or (\d) — or (\d+), to shoot the moon: all {COUNT}\b", bids_open),
        (rf"the {COUNT} tile left over after the deal", one_left_over),
        (rf"the bidder takes it — {COUNT} tiles", bidder_holds_eight),
        (rf"the {COUNT} (?:other players|players who are not the bidder)", others_defend),
        (r"a player has (\d+) points or more", game_target),
        (rf"a bid of (\d+), shooting the moon, needs all {COUNT} tricks: taking them all wins "
         r"the game at once; set, it costs (\d+) points", moon_rule),
        (r"a number \(the blank, (\d), up to (\d)\), the doubles, or no trump", trump_choices),
        (rf"a number from (\d) to (\d) as trump has {COUNT} tiles: once {COUNT} trumps have "
         r"been played, no one can ruff", trumps_of_a_number),
        (rf"{COUNT} of them are usually worth a bid of (\d), and {COUNT} a bid of (\d) or more",
         counting_rule),
    )
)  # fmt: skip


def row_problems(row: Row) -> list[str]:
    """Each claim of a row's label that its tiles and trump belie."""
    out = []
    for pattern, check in ROW_CLAIMS:
        for m in pattern.finditer(row.label):
            wrong = check(row, m)
            if wrong:
                out.append(f"{check.__name__}: {row.label!r}: {m[0]!r} — {wrong}")
    return out


def rule_problems(sentence: str) -> list[str]:
    """Each rule a card's sentence states that the engine belies."""
    return [
        f"{check.__name__}: {sentence!r}: {m[0]!r} — {wrong}"
        for pattern, check in CARD_RULES
        for m in pattern.finditer(sentence)
        if (wrong := check(m))
    ]
