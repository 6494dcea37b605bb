"""Deals built around a plan, for the whole hands' finder (`moon_nb.dev.find_hands --arrange`):
the tiles the plan turns on are placed by hand, the rest dealt at random from a seed.

Random seeds seldom give a hand whose best line turns on a counted winner or on a lead to the
other defender's void (docs/benchmarks.md, "The whole hands": one such hand in 17,370
candidates). Here the learner (seat 0) is dealt the holding the plan needs and the others
what would make it matter:

- ``count`` (the learner bids): the top trump and two or three more, so trumps can be drawn,
  and the second and third tiles of a side suit; the suit's top tile (its double) lies with a
  defender who holds at most one other tile of it — it falls early, and the learner's second
  tile is then a winner only a player who counted the suit knows.
- ``void`` (the learner defends, the bidder in seat 1 or 2): a crossruff. The bidder holds
  the side suit's double and two more of it, the double of a third suit and one more of it,
  and the top trump and one more; the other defender none of the side suit, two trumps and
  two tiles of the third suit; the learner none of the third suit, one or two trumps and three
  low tiles of the side suit. The bidder's double cashed, the other defender ruffs and leads
  the third suit, the learner ruffs and leads the side suit back: the other defender has shown
  out of it and ruffs again (the bidder, holding the suits, must follow). (Two earlier
  arrangements — the learner with a double of a third suit to get in, or with the top trump
  while the bidder held the side suit's top tiles — never gave a best line with such a lead:
  docs/benchmarks.md.)

A deal is the seven tiles of each seat and the widow, as `Game.from_deal` takes them; the bid,
the discard and the trump are still the club player's (`moon_nb.dev.find_hands.position_of`),
so a deal whose bidder names another trump is simply judged as it falls.
"""

from __future__ import annotations

import random

from moon_nb.engine.options import Rules
from moon_nb.engine.tiles import Tile
from moon_nb.engine.tricks import rank

LEARNER_SEAT = 0
"""The learner's seat in an arranged deal."""

ARRANGEMENTS = ("count", "void")
"""The plans a deal can be arranged around (the module docstring)."""


def suit_tiles(tiles: list[Tile], suit: int, trump: int) -> list[Tile]:
    """The tiles of ``suit`` that are not trumps, highest first (the double on top)."""
    held = [t for t in tiles if t.has(suit) and not t.has(trump)]
    return sorted(held, key=lambda t: rank(t, suit, trump), reverse=True)


def trump_tiles(tiles: list[Tile], trump: int) -> list[Tile]:
    """The trumps, highest first (the double on top)."""
    held = [t for t in tiles if t.has(trump)]
    return sorted(held, key=lambda t: rank(t, trump, trump), reverse=True)


def arranged(seed: int, plan: str, role: str) -> tuple[tuple[str, str, str], str]:
    """The deal of ``seed`` arranged around ``plan`` (`ARRANGEMENTS`) with the learner as
    ``role`` (the bidder, or ``defender``/``defender2``: seat 1 or seat 2 bids): three hands of
    seven tiles, the learner's first, and the widow."""
    rng = _rng(seed, plan, role)
    tiles = list(Rules().tiles)
    trump, side = rng.sample(range(1, 7), 2)
    hands: list[list[Tile]] = [[], [], []]
    voids: dict[int, set[Tile]] = {}
    trumps, suit = trump_tiles(tiles, trump), suit_tiles(tiles, side, trump)
    if plan == "count":
        hands[0] = [trumps[0], *rng.sample(trumps[1:], rng.choice((2, 3))), *suit[1:3]]
        holder = rng.choice((1, 2))
        hands[holder].append(suit[0])
        # The top tile's holder has at most one more of the suit; the rest of it lies elsewhere.
        rest_of_suit = suit[3:]
        rng.shuffle(rest_of_suit)
        keep = rest_of_suit[: rng.choice((0, 1))]
        hands[holder] += keep
        hands[3 - holder] += [t for t in rest_of_suit if t not in keep]
    elif plan == "void":
        if role == "bidder":
            raise ValueError("a lead to the other defender's void is a defender's plan")
        bidder = _bidder(role)
        other = 3 - bidder
        # A crossruff: the bidder cashes the side suit's double and the other defender, void
        # there, ruffs it; it leads a third suit the learner is void in, and the learner ruffs;
        # the learner leads the side suit back for the other defender's second ruff. The
        # bidder holds two more of each suit, so that it must follow and cannot overruff.
        third = _third(rng, trump, side)
        other_suit = suit_tiles(tiles, third, trump)
        hands[bidder] = [suit[0], *rng.sample(suit[1:], 2), other_suit[0], trumps[0]]
        hands[bidder].append(trumps[rng.choice((1, 2, 3))])
        # The third suit's tiles that are not of the side suit too: the voids stay apart.
        thirds = [t for t in other_suit[1:] if not t.has(side)]
        hands[bidder].append(thirds.pop(rng.randrange(len(thirds))))
        free = [t for t in trumps if t not in hands[bidder]]
        low = [t for t in suit[1:] if t not in hands[bidder] and not t.has(third)]
        hands[0] = rng.sample(low, min(3, len(low)))
        mine = rng.sample(free, rng.choice((1, 2)))
        hands[0] += mine
        hands[other] = [*rng.sample([t for t in free if t not in mine], 2), *thirds[:2]]
        voids = {other: set(suit), LEARNER_SEAT: set(other_suit)}
    else:
        raise ValueError(f"no arrangement for the plan {plan!r}: one of {ARRANGEMENTS}")
    placed = {t for h in hands for t in h}
    rest = [t for t in tiles if t not in placed]
    rng.shuffle(rest)
    # The voids stay voids: a seat void in a suit is dealt none of it.
    for seat in range(3):
        fits = [t for t in rest if t not in voids.get(seat, set())]
        while len(hands[seat]) < 7:
            tile = fits.pop()
            rest.remove(tile)
            hands[seat].append(tile)
    (widow,) = rest
    shown = tuple(" ".join(str(t) for t in sorted(h, key=str)) for h in hands)
    return (shown[0], shown[1], shown[2]), str(widow)


def _rng(seed: int, plan: str, role: str) -> random.Random:
    return random.Random(f"{plan}-{role}-{seed}")


def numbers(seed: int, plan: str, role: str) -> tuple[int, int]:
    """The trump number and the side suit the deal of ``seed`` is arranged around."""
    trump, side = _rng(seed, plan, role).sample(range(1, 7), 2)
    return trump, side


def _third(rng: random.Random, trump: int, side: int) -> int:
    """The crossruff's third suit (``void``): the learner's void, another than trump and side."""
    return rng.choice([n for n in range(1, 7) if n not in (trump, side)])


def third_suit(seed: int, role: str) -> int:
    """The suit the learner is void in, in the ``void`` deal of ``seed`` (`arranged`)."""
    rng = _rng(seed, "void", role)
    trump, side = rng.sample(range(1, 7), 2)
    return _third(rng, trump, side)


def _bidder(role: str) -> int:
    """The bidder's seat for the learner's ``role``."""
    return {"bidder": 0, "defender": 1, "defender2": 2}[role]
