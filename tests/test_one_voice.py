"""Advice with one voice, over 54 coached hands: at each of the learner's decisions the Hint is
asked, then the learner (a random, a beginner or a club player) decides; the coach's note on it,
if any, and the debrief at the hand's end must agree with the Hint — one best choice per
decision — and every figure they give must be the one evaluation's (`tests/advice_claims.py`),
every sentence of advice read whole by a checker, every name and number in the debrief read by
one (`tests/claim_reading.py`).

The evaluations weigh fewer likely deals here than at a table (`SMALL`), so that 54 hands take a
minute: agreement is a matter of one evaluation being quoted everywhere, whatever its size.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from moon_nb import Game, MoonTable
from moon_nb.engine.actions import Action
from moon_nb.engine.fast import BID, DISCARD, PLAY, TRUMP
from moon_nb.players import RandomPlayer, at_level
from moon_nb.players import evaluation as evaluation_module
from moon_nb.players.evaluation import Evaluation, evaluate
from moon_nb.players.hindsight import analyse_hand, played_hand
from moon_nb.reference.debrief import coached_game, debrief
from tests.advice_claims import ADVICE, Advised, advice_problems, unsaid
from tests.claim_reading import unread
from tests.debrief_claims import DEBRIEF, Debriefed, debrief_problems, headline

SMALL = {PLAY: 12, TRUMP: 8, DISCARD: 8, BID: 8}
LEARNERS = ("random", "beginner", "club")
HANDS = [(learner, k) for k in range(18) for learner in LEARNERS]
"""54 hands: the coached hand (k = 0) and 17 dealt by seed, each played by three learners."""


@pytest.fixture(autouse=True)
def small_evaluations(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(evaluation_module, "DEALS", SMALL)


def learner_of(name: str, k: int) -> Any:
    return RandomPlayer(seed=k) if name == "random" else at_level(name, k)


def game_of(k: int) -> Game:
    return coached_game() if k == 0 else Game(seed=1000 + k)


def play_hand(
    name: str, k: int
) -> tuple[MoonTable, list[tuple[Evaluation, Action, dict[str, Any]]]]:
    """A coached hand played to its end: each decision's evaluation, the learner's action and
    the Hint the table gave before it."""
    table = MoonTable(game=game_of(k), coach=True, level="club")
    learner = learner_of(name, k)
    asked = []
    while table.game.hands_played == 0:
        assert table.game.to_act == table.seat
        table.send_intent({"kind": "hint"})
        hint = dict(table.hint)
        ev = evaluate(table.game.observe(table.seat))
        action = learner.choose(table.game.observe(table.seat))
        table.act(action)
        asked.append((ev, action, hint))
    return table, asked


@pytest.mark.parametrize(("name", "k"), HANDS, ids=[f"{n}-{k}" for n, k in HANDS])
def test_every_text_about_a_decision_names_one_best_choice(name: str, k: int) -> None:
    table, asked = play_hand(name, k)
    notes = {n.at: n for n in table.session.coach_notes}
    at = [i for i in table.session.decisions]
    assert len(at) == len(asked)
    said: list[Advised] = []
    for (ev, action, hint), index in zip(asked, at, strict=True):
        # The Hint is the evaluation's best, in the evaluation's words.
        assert hint["action"] == str(ev.best.action), (hint, ev.best)
        said.append(Advised("hint", hint["reason"], ev))
        note = notes.get(index)
        if note is None:
            assert ev.as_good(action), f"{action} cost the learner and the coach said nothing"
            continue
        # The coach names the Hint's best, and quotes the same evaluation.
        assert not ev.as_good(action) and note.better == hint["action"]
        assert note.evaluation == ev
        said.append(Advised("note", note.text, ev, action))
    wrong = [p for s in said for p in advice_problems(s)]
    assert not wrong, "\n".join(wrong)
    # Every sentence of advice is one a checker reads whole.
    whole = [f"{s.kind}: {u!r}" for s in said for u in unsaid(s.text)]
    assert not whole, "\n".join(whole)
    patterns = [p for p, _ in ADVICE]
    left = [u for s in said for u in unread(s.text, patterns, {})]
    assert not left, "\n".join(dict.fromkeys(left))
    # The debrief sums up the notes of the deal played, and counts them as they are.
    told = debrief(table)
    last = table.game.observe(table.seat).last_hand
    assert last is not None
    deal_notes = [n.text for n in table.session.coach_notes if n.text in told.costly]
    assert list(told.costly) == deal_notes and len(told.before) + len(told.costly) == len(notes)
    facts = Debriefed(
        told.text,
        told.decisions,
        len(told.costly),
        analyse_hand(played_hand(last)),
        table.seat,
        last.result.told(table.seat),
        last.result.tricks[table.seat],
        judged={n.action: n.evaluation for n in table.session.coach_notes if n.evaluation},
    )
    wrong = debrief_problems(facts)
    assert not wrong, "\n".join(wrong)
    # Below the headline (the engine's words on the hand, checked above), each line's names
    # and numbers are read by a checker.
    patterns = [p for p, _ in ADVICE] + [p for p, c in DEBRIEF if c is not headline]
    lines = told.text.splitlines()[1:]
    left = [u for line in lines for u in unread(line, patterns, {})]
    assert not left, "\n".join(dict.fromkeys(left))


def _planted(text: str, ev: Evaluation) -> list[tuple[str, str]]:
    """Each wrong claim planted in an advice ``text``, one at a time, with what it changes: the
    tile the first sentence names swapped for another of the decision's, and every figure (an
    average, a count of deals) moved by a little."""
    out = []
    first = text.split(". ")[0]
    tiles = [str(o.action.tile) for o in ev.options if o.action.tile is not None]
    for tile in set(re.findall(r"\d-\d", first)):
        for other in [t for t in tiles if t != tile][:1]:
            out.append((f"{tile} → {other}", text.replace(tile, other, 1)))
    for m in re.finditer(r"\d+\.\d|(?<=of )\d+(?= likely)|(?<=all )\d+(?= likely)", text):
        wrong = f"{float(m[0]) + 0.1:.1f}" if "." in m[0] else str(int(m[0]) + 1)
        out.append((f"{m[0]} → {wrong}", text[: m.start()] + wrong + text[m.end() :]))
    return out


@pytest.mark.parametrize("k", [0, 3])
def test_the_checker_catches_a_wrong_tile_and_a_wrong_figure(k: int) -> None:
    """The claims above are read, not only matched: in every hint and note of a coached hand, a
    wrong tile in the advice or a figure changed makes the checker say what is wrong."""
    table, asked = play_hand("random", k)
    notes = {n.at: n for n in table.session.coach_notes}
    said = [Advised("hint", hint["reason"], ev) for ev, _, hint in asked]
    for (ev, action, _), index in zip(asked, table.session.decisions, strict=True):
        if index in notes:
            said.append(Advised("note", notes[index].text, ev, action))
    planted = 0
    for s in said:
        assert not advice_problems(s)
        for what, text in _planted(s.text, s.evaluation):
            wrong = Advised(s.kind, text, s.evaluation, s.action)
            assert advice_problems(wrong) or unsaid(text), f"{what} not caught in {text!r}"
            planted += 1
    assert planted > 20 and any("play" in s.text for s in said), planted
