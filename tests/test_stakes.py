"""What a hand's outcome is worth to one seat: points gained on the others, with the game's
end counted."""

from __future__ import annotations

import pytest
from support import play_deal

from moon_nb import Game, Rules
from moon_nb.players.heuristic import HeuristicPlayer
from moon_nb.players.stakes import (
    DEFENDER_DOUBT,
    GAME,
    MADE_BY_BID,
    Stakes,
    contract_worth,
    made_chance,
    made_share,
    pass_worth,
)


def defending() -> Stakes:
    """Seat 1's stakes at the first lead of `support.PLAY_DEAL`: seat 0 bid 4."""
    g = play_deal("bid 4", "pass", "pass", "discard 0-0", "trump 6")
    return Stakes.of(g.observe(1))


def test_a_defender_wants_the_contract_set_and_tricks_of_its_own() -> None:
    s = defending()
    # Outcomes: tricks still to come for seats (0, 1, 2).
    made_mine = s.worth((4, 2, 1))
    made_theirs = s.worth((4, 1, 2))
    set_mine = s.worth((3, 3, 1))
    # A trick of its own rather than the other defender's: +1 for it, -1 for a rival.
    assert made_mine - made_theirs == pytest.approx(1.5)
    # Setting the bidder: the bidder loses 4 instead of winning 4.
    assert set_mine > made_mine + 3
    assert s.split(4, 2, 1) == (4, 2, 1)
    assert s.split(5, 3, 1) == (5, 2, 0)  # its own sure tricks are cut to what is left
    assert s.split(4, None, 1) == (4, 2, 1) or s.split(4, None, 1) == (4, 1, 2)


def test_the_end_of_the_game_counts() -> None:
    g = Game.from_deal(
        hands=[h.split() for h in (
            "6-6 6-5 6-4 5-5 4-4 2-1 1-1", "2-2 6-3 6-1 5-4 5-3 4-3 3-3",
            "6-2 5-2 4-2 4-1 3-2 3-1 5-1")],
        widow="0-0", first_bidder=0, scores=[18, 20, 3],
    )  # fmt: skip
    for a in ("bid 4", "pass", "pass", "discard 0-0", "trump 6"):
        g.apply(a)
    s = Stakes.of(g.observe(2))
    # Seat 1 is one point short: a trick to seat 1 ends the game (seat 0 set, 18 - 4).
    assert s.worth((3, 1, 3)) < s.worth((3, 0, 4)) - GAME
    # The bidder making 4 reaches 22 and wins: seat 2's 3 points gain 1 on the others
    # (3 against 4 and 0), and the game is lost.
    assert s.worth((4, 0, 3)) == pytest.approx(3 - (4 + 0) / 2 - GAME)


def test_made_chances_are_what_happens_at_the_table() -> None:
    """Face up with a trick to spare, always made; with not a trick to spare, nearly always;
    one trick short, still made now and then early in the hand (the defenders cannot see each
    other's tiles), never at the last tricks; three short, never."""
    assert made_chance(5, 4) == 1.0 and made_chance(4, 4) >= 0.95
    assert 0 < made_chance(3, 4) < 0.5 and made_chance(3, 4, left=1) == 0.0
    assert made_chance(3, 4) > made_chance(3, 4, left=4) > made_chance(3, 4, left=2)
    assert made_chance(2, 4) < made_chance(3, 4) and made_chance(1, 4) == 0.0
    assert made_share([5, 4, 3, 6], 4) == pytest.approx(
        (1 + made_chance(4, 4) + made_chance(3, 4) + 1) / 4
    )
    assert made_share([], 4) == 0.0


def test_a_contracts_worth_is_its_made_share_of_made_and_set() -> None:
    """No hidden discount: a contract's worth over the deals is what its share made says — the
    same made share, scored made and set (`Stakes.expected`)."""
    g = Game(seed=3, first_bidder=0)
    stakes = Stakes.bidding(g.observe(0), 5)
    counts = [6, 5, 5, 4, 3]
    share = made_share(counts, 5)
    made = stakes.worth(stakes.split(5, None, 0))
    set_ = stakes.worth(stakes.split(4, None, 0))
    # Tricks beyond the contract are the defenders' fewer: a made contract is worth more with
    # a trick to spare, so the worth sits between the two ends.
    low = share * made + (1 - share) * stakes.worth(stakes.split(3, None, 0))
    assert (
        low
        <= contract_worth(stakes, counts)
        <= share * stakes.worth(stakes.split(6, None, 0)) + (1 - share) * set_
    )


def test_a_defender_trusts_its_likely_deals_only_so_far() -> None:
    """A three-player defender reads the bidder's hidden hand: its chance of the contract is
    drawn `DEFENDER_DOUBT` of the way toward how often such contracts are made, less as the
    hand goes on; the bidder, who sees its own hand, is not doubted, and a contract made
    already or out of reach is a fact for everyone."""
    g = play_deal("bid 4", "pass", "pass", "discard 0-0", "trump 6")
    defender, bidder = Stakes.of(g.observe(1)), Stakes.of(g.observe(0))
    assert defender.doubting and not bidder.doubting
    base = MADE_BY_BID[4]
    # Face up the bidder takes 2 of its 4: set, yet a defender counts it made now and then.
    assert bidder.chance(2, 7) == 0.0
    assert defender.chance(2, 7) == pytest.approx(DEFENDER_DOUBT * base)
    assert defender.chance(5, 7) == pytest.approx(1 - DEFENDER_DOUBT * (1 - base))
    assert 0 < defender.chance(2, 4) < defender.chance(2, 7)
    made = Stakes(defender.rules, 1, 0, 4, (0, 0, 0), (4, 0, 0), doubting=True)
    out_of_reach = Stakes(defender.rules, 1, 0, 4, (0, 0, 0), (0, 3, 3), doubting=True)
    assert made.chance(0, 1) == 1.0 and out_of_reach.chance(1, 1) == 0.0
    # A trick the seat's tile is sure to take decides a contract it settles: a fact too.
    two_short = Stakes(defender.rules, 1, 0, 4, (0, 0, 0), (2, 3, 0), doubting=True)
    assert two_short.chance(1, 2) > 0 and two_short.chance(1, 2, sure=True) == 0.0
    one_short = Stakes(defender.rules, 0, 0, 4, (0, 0, 0), (3, 0, 0))
    assert one_short.chance(1, 4) < 1 and one_short.chance(1, 4, sure=True) == 1.0
    # Not settled by that trick (the bidder wants two of three): the doubt stays.
    open_ = Stakes(defender.rules, 1, 0, 4, (0, 0, 0), (2, 2, 0), doubting=True)
    assert open_.chance(1, 3, sure=True) == open_.chance(1, 3) > 0
    # With partners no one is doubted: the doubt is fitted to the three-player game.
    four = Game(rules=Rules(players=4), seed=2)
    while four.phase != "play":
        assert four.to_act is not None
        four.apply(HeuristicPlayer().decide(four.observe(four.to_act)).action)
    assert not any(Stakes.of(four.observe(s)).doubting for s in range(4))


def test_a_defenders_share_and_points_agree() -> None:
    """What a defender is told of a play — made in N % of likely deals, and its points — comes
    from the same doubted chance of each deal: its points are that share of the made outcomes
    and the rest of the set ones."""
    g = play_deal("bid 4", "pass", "pass", "discard 0-0", "trump 6")
    s = Stakes.of(g.observe(1))
    for more in range(8):
        chance = s.chance(more, 7)
        made = s.worth(s.split(max(more, 4), 2, 1))
        set_ = s.worth(s.split(min(more, 3), 2, 1))
        assert s.expected(more, 2, 1, 7) == pytest.approx(chance * made + (1 - chance) * set_)
    assert s.share([2, 5], 7) == pytest.approx((s.chance(2, 7) + s.chance(5, 7)) / 2)


def test_bidding_worth() -> None:
    g = Game(seed=3, first_bidder=0)
    seen = g.observe(0)
    strong = contract_worth(Stakes.bidding(seen, 5), [6, 6, 7, 6])
    weak = contract_worth(Stakes.bidding(seen, 5), [3, 4, 4, 3])
    assert strong > 4 > 0 > weak
    # A bid that is not made loses: bidding higher on the same hand is worth less.
    assert contract_worth(Stakes.bidding(seen, 6), [5, 5, 5]) < contract_worth(
        Stakes.bidding(seen, 4), [5, 5, 5]
    )
    # First to speak, passing leaves the next seat the minimum half the time.
    assert -3 < pass_worth(seen) < 0
    g.apply("bid 5")
    g.apply("pass")
    assert pass_worth(g.observe(2)) < pass_worth(seen)
    four = Game(seed=3, rules=Rules(players=4), first_bidder=0)
    assert contract_worth(Stakes.bidding(four.observe(0), 4), [5, 6]) > 0
