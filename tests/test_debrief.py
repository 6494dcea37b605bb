"""The coached hand of "Learn by playing" and its debrief: before the hand is over it says to
play on; after, how the hand went, every costly decision the coach noted (judged from what the
learner could see) and the solver's hindsight on the learner's tiles (with every hand face up),
each counted apart and said to be what it is, and what the learner did well."""

from __future__ import annotations

from moon_nb.players.levels import level_named
from moon_nb.reference.debrief import COACHED_DEAL, coached_hand, debrief


def test_the_coached_hand_is_prepared_with_the_coach_on() -> None:
    table = coached_hand()
    assert table.session.coach and table.game.phase == "bid" and table.game.to_act == 0
    assert sorted(str(t) for t in table.game.hand(0)) == sorted(COACHED_DEAL[0].split())
    assert debrief(table).headline.startswith("The hand is not over yet")
    assert not debrief(table).over


def test_the_debrief_of_a_played_hand_names_its_costly_decisions_and_what_went_well() -> None:
    table = coached_hand()
    player = level_named("beginner").make(0)
    table.act("bid 4")  # the learner bids, so the prepared hand is played
    while table.game.hands_played == 0:
        table.act(player.choose(table.game.observe(0)))
    told = debrief(table)
    assert told.over and told.headline.startswith("You bid 4 and took")
    assert told.hindsight.startswith("Hindsight, with every hand face up")
    assert told.well, "something done well is always said"
    # Every decision the coach noted is in the debrief, as the coach said it, and counted.
    assert told.costly == tuple(n.text for n in table.session.coach_notes)
    assert told.decisions == len(table.session.decisions) == 10  # bid, discard, trump, 7 tiles
    assert f"{10 - len(told.costly)} of your 10 decisions" in told.text or not told.costly
    assert all(c.startswith("From what you could see") for c in told.costly)
    # Hindsight is counted apart, over the plays, and says it is face up.
    assert told.plays == 7 and told.face_up_counted.startswith("With every hand face up")
    # The learner is addressed as "you": the verdicts on seat 0's tiles say "your".
    assert not any("seat 0" in c for c in told.face_up)
    assert 'class="moon-lesson moon-example"' in told._repr_html_()
