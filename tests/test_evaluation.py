"""The one evaluation of a decision (`moon_nb.players.evaluation`): every option the rules allow,
weighed on the same likely deals, which fit what the seat has seen; a discard is weighed with
the trump the trump's own evaluation then ranks first, on the same deals; the same position
always gets the same evaluation; and the figures are the solver's, checked here deal by deal."""

from __future__ import annotations

import pytest

from moon_nb import Game
from moon_nb.engine.actions import Action, Kind
from moon_nb.engine.tiles import mask_of
from moon_nb.engine.trump import Trump
from moon_nb.players.advice import costly
from moon_nb.players.evaluation import Evaluation, Weighed, evaluate, likely_deals
from moon_nb.players.hidden.sampling import HIDDEN
from moon_nb.players.solver_core import Search
from moon_nb.players.stakes import made_chance
from moon_nb.reference.debrief import coached_game


def at(*actions: str) -> Game:
    game = coached_game()
    for action in actions:
        game.apply(action)
    return game


BIDDING = ("pass", "pass", "bid 4")


def test_every_option_is_weighed_on_the_same_deals_best_first() -> None:
    for game in (at("pass", "pass"), at(*BIDDING), at(*BIDDING, "discard 3-1")):
        seen = game.observe(0)
        ev = evaluate(seen)
        assert {o.action for o in ev.options} == set(seen.legal)
        assert all(o.deals == ev.deals for o in ev.options)
        assert ev.as_good(ev.best.action) and ev.loss(ev.best.action) == (0.0, 0.0)
        assert evaluate(seen) is ev, "the same decision asked again: the same evaluation"


def test_the_deals_fit_what_the_seat_has_seen() -> None:
    game = at(*BIDDING, "discard 3-1", "trump 6", "play 6-6")
    while game.to_act != 0:
        game.apply(game.legal_actions()[0])
    seen = game.observe(0)
    for deal in likely_deals(seen, 40):
        held = [t for s, tiles in deal.items() if s != HIDDEN for t in tiles]
        assert set(held) | set(deal.get(HIDDEN, [])) == set(seen.unseen)
        for s, tiles in deal.items():
            if s != HIDDEN:
                assert len(tiles) == seen.hand_sizes[s]


def test_a_discard_goes_with_the_trump_its_trump_evaluation_ranks_first() -> None:
    """At the discard and at trump the bidder knows the same tiles: the deals are the same, so
    the trump the discard's evaluation pairs with each discard is the one the trump evaluation
    after that discard puts first, with the same figures."""
    discard = evaluate(at(*BIDDING).observe(0))
    before = likely_deals(at(*BIDDING).observe(0), discard.deals)
    for option in discard.options[:3]:
        later = at(*BIDDING, str(option.action)).observe(0)
        assert likely_deals(later, discard.deals) == before
        trump = evaluate(later)
        assert trump.best.trump == option.trump
        assert (trump.best.makes, trump.best.tricks) == (option.makes, option.tricks)


def test_the_figures_are_the_solvers_deal_by_deal() -> None:
    """An independent count: each trump's makes and tricks, solved again on the deals, a
    contract counted made as often as it is at the table from what best play face up gives
    (`made_chance`)."""
    game = at(*BIDDING, "discard 3-1")
    seen = game.observe(0)
    ev = evaluate(seen)
    need = 4
    for option in ev.options:
        trump = option.action.trump
        assert isinstance(trump, Trump)
        values = []
        for deal in likely_deals(seen, ev.deals):
            masks = [mask_of(seen.hand), mask_of(deal[1]), mask_of(deal[2])]
            values.append(Search(trump.index, 3, 0).value(masks, 0, ()))
        assert option.makes == pytest.approx(sum(made_chance(v, need) for v in values)), trump
        if option.tricks is not None:
            assert option.tricks == pytest.approx(sum(values) / len(values))


def test_a_play_is_weighed_for_the_seats_side() -> None:
    """A defender's evaluation ranks first the tile worth most to it — here, as it should be,
    the one that sets the contract most often: seat 1 leads on the fourth trick of the coached
    hand, its four tiles set the contract in 3 to 18 deals in 100."""
    played = "6-6 6-1 6-3 0-0 6-5 3-2 3-3 4-1 5-3".split()
    game = at(*BIDDING, "discard 3-1", "trump 6", *(f"play {t}" for t in played))
    ev = evaluate(game.observe(1))
    assert not ev.for_bidder and len(ev.options) == 4
    worths = [o.worth or 0.0 for o in ev.options]
    assert worths == sorted(worths, reverse=True), "most points on the others first"
    rates = [o.make_rate for o in ev.options]
    assert rates == sorted(rates), "fewest contracts made first"
    assert rates[0] < rates[-1] - 0.1 and worths[0] > worths[-1] + 0.5, "the tiles differ"
    with pytest.raises(KeyError, match="not an option"):
        ev.of(Action("play 0-0"))


def test_no_evaluation_out_of_turn() -> None:
    game = at("pass")
    assert game.to_act is not None
    with pytest.raises(ValueError, match="not this seat's turn"):
        evaluate(game.observe((game.to_act + 1) % 3))


def _trumps(*figures: tuple[str, float, float, float | None]) -> Evaluation:
    """A trump decision with the given options: (trump, make rate, tricks, worth)."""
    options = tuple(
        Weighed(Action(f"trump {t}"), 100, rate * 100, tricks, worth=worth)
        for t, rate, tricks, worth in figures
    )
    return Evaluation(Kind.TRUMP, 0, True, 100, options)


def test_a_trump_is_judged_in_the_points_it_is_ranked_by() -> None:
    """Where both were weighed in points, a trump is as good as the best when within
    `WORTH_MARGIN` of its points, whatever its tricks; one further behind on the contract (its
    points not worked out) is judged by the contract."""
    ev = _trumps(
        ("5", 0.965, 5.2, 4.0),
        ("none", 0.986, 4.3, 3.7),
        ("6", 0.97, 5.1, 3.2),
        ("1", 0.6, 3.0, None),
    )
    assert ev.by_worth(Action("trump none")) and ev.loss(Action("trump none")) == (
        pytest.approx(0.3),
        0.0,
    )
    assert ev.as_good(Action("trump none")), "0.3 points behind, though 0.9 tricks fewer"
    assert not ev.as_good(Action("trump 6")), "0.8 points behind, though as often made"
    assert not ev.by_worth(Action("trump 1")) and not ev.as_good(Action("trump 1"))


def test_a_trumps_figures_give_the_points_it_is_ranked_by() -> None:
    ev = _trumps(("5", 0.96, 5.2, 4.0), ("6", 0.9, 5.1, 3.2), ("1", 0.6, 3.0, None))
    said = costly(ev, Action("trump 6"))
    assert (
        "With 5s as trump, the contract is made in 96% of 100 likely deals, and you gain 4.0"
        in said
    )
    assert (
        "With 6s as trump, the contract is made in 90% of 100 likely deals, and you gain 3.2"
        in said
    )
    far = costly(ev, Action("trump 1"))
    assert "With 1s as trump, the contract is made in 60% of 100 likely deals." in far
