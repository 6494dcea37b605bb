"""Hindsight analysis of finished hands: exact, consistent with the solver and the scores."""

from __future__ import annotations

import pytest

from moon_nb import Game, Rules
from moon_nb.players import HeuristicPlayer, RandomPlayer
from moon_nb.players.hindsight import HindsightTold, analyse_game, analyse_hand, played_hands
from moon_nb.players.solver import bidder_tricks
from moon_nb.table.telling import hindsight_view


def play_hands(rules, seed, hands, players):
    g = Game(seed=seed, rules=rules)
    while g.hands_played < hands and g.winner is None:
        seat = g.to_act
        g.apply(players[seat].choose(g.observe(seat)))
    return g


@pytest.mark.parametrize("rules", [Rules(), Rules(players=4), Rules(trump_before_widow=True)])
def test_verdicts_are_consistent(rules):
    n = rules.players
    g = play_hands(
        rules, 11, 2, [RandomPlayer(seed=s) if s % 2 else HeuristicPlayer() for s in range(n)]
    )
    hands = played_hands(g)
    assert len(hands) == g.hands_played
    results = analyse_game(g)
    for (
        hand,
        analysis,
    ) in zip(hands, results, strict=True):
        assert len(analysis.verdicts) == 7 * n
        first = analysis.verdicts[0]
        assert first.best == analysis.par
        assert analysis.par == bidder_tricks(
            [list(h) for h in hand.hands], hand.trump, hand.bidder, hand.plays[0][0]
        )
        assert all(v.cost >= 0 for v in analysis.verdicts)
        # With best play from every position the bidder's side ends where the last play says.
        assert analysis.verdicts[-1].value == analysis.taken
        assert analysis.text.startswith("With all hands face up")
        for v in analysis.mistakes:
            better = v.own_tiles if v.costs == "own" else v.best_tiles
            assert v.tile not in better and str(v.tile) in v.text


def test_the_taken_tricks_match_the_score():
    g = play_hands(Rules(), 5, 1, [HeuristicPlayer() for _ in range(3)])
    (analysis,) = analyse_game(g)
    last = g.last_hand
    assert analysis.taken == last.tricks[last.bidder]
    told = analysis.told(1)
    assert told == HindsightTold(1, analysis.title, analysis.text)
    assert hindsight_view(told) == {"hand_number": 1, "title": told.title, "text": told.text}


def test_a_random_player_makes_mistakes_the_analysis_finds():
    g = play_hands(Rules(), 8, 3, [RandomPlayer(seed=s) for s in range(3)])
    mistakes = [m for a in analyse_game(g) for m in a.mistakes]
    assert mistakes and all("cost" in m.text for m in mistakes)
    assert analyse_hand(played_hands(g)[0]).hand.bid >= 4


def test_hindsight_tells_the_learner_about_their_own_tiles():
    """To the learner at a seat, a verdict on their own tile says "your 3-1" and "you", never
    "seat 0's" (the table and the debrief show it to them); about the other seats, it names
    the seat."""
    g = play_hands(Rules(), 8, 3, [RandomPlayer(seed=s) for s in range(3)])
    mistakes = [m for a in analyse_game(g) for m in a.mistakes]
    seats = {m.seat for m in mistakes}
    assert len(seats) > 1, "some seat's mistakes and another's"
    for m in mistakes:
        for learner in seats:
            said = m.said_to(learner)
            if learner == m.seat:
                assert said.startswith(f"Trick {m.trick}: your {m.tile} ")
                assert f"seat {m.seat}" not in said and " its own" not in said, said
            else:
                assert said == m.text and said.startswith(f"Trick {m.trick}: seat {m.seat}'s ")
