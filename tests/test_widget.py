"""MoonTable and its session: intents in, the learner's state out; the computer players act
until the learner must decide; hint, undo, new game, hand summaries; teachers' positions."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
import traitlets
from support import VARIANTS, pictures_in, quick_session, quick_table

from moon_nb import Game, MoonTable, Rules, show
from moon_nb.engine.actions import you_did
from moon_nb.engine.observation import Observation
from moon_nb.engine.words import plural
from moon_nb.players import Choice, RandomPlayer
from moon_nb.players.hindsight import analyse_hand, played_hand
from moon_nb.show.story import scenes
from moon_nb.show.traits import Shaped
from moon_nb.show.wire import TableState, TableView

HANDS = [
    ["6-6", "6-5", "6-4", "6-3", "5-5", "4-4", "3-3"],
    ["6-2", "6-1", "5-4", "5-3", "5-2", "5-1", "4-3"],
    ["4-2", "4-1", "3-2", "2-2", "2-1", "1-1", "0-0"],
]
WIDOW = "3-1"


def play_out(table: MoonTable, seed: int = 0, limit: int = 2000) -> int:
    """Play the learner's seat with random legal intents until the game ends; returns the
    number of intents. Every intent must be accepted."""
    learner = RandomPlayer(seed)
    for n in range(limit):
        if table.game.phase == "over":
            return n
        if table.summary_open:
            table.send_intent({"kind": "next_hand"})
        assert table.game.to_act == table.seat, "the game must wait for the learner"
        action = learner.choose(table.game.observe(table.seat))
        table.send_intent({"kind": "action", "action": action})
        assert table.error == "", table.error
    raise AssertionError("the game did not end")


def test_a_new_table_waits_for_the_learner() -> None:
    for seed in range(30):
        table = quick_table(seed=seed)
        assert table.game.to_act == 0
        assert table.view["scene"]["to_act"] == 0
        assert table.view["decision"]["my_turn"], "the learner has a decision to make"
        assert table.busy is False


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda r: r.describe())
def test_a_whole_game_through_intents(rules: Rules) -> None:
    table = quick_table(seed=11, rules=rules)
    intents = play_out(table, seed=3)
    assert intents > 5
    assert table.game.winner is not None
    assert table.view["scene"]["phase"] == "over"
    assert table.view["scene"]["summary"]["banner"] is not None
    assert table.summary_open, "the last hand's summary and the winner are shown"


def test_the_view_trait_is_the_learners_view_since_their_last_decision() -> None:
    table = quick_table(seed=5, coach=True)
    before = len(table.game.actions)
    views: list[dict[str, Any]] = [dict(table.view)]  # the table as first sent
    sync = table._sync

    def sent() -> None:
        sync()
        views.append(dict(table.view))

    table._sync = sent  # type: ignore[method-assign]
    table.act(table.game.legal_actions()[0])
    view = views[-1]
    assert len(views) >= 2, "the move is sent before the computers answer"
    assert all(v["since"] == before and v["epoch"] == view["epoch"] for v in views)
    story = show.timeline(table.game, 0, since=before)
    assert story[0]["n"] == before, "the story starts with the learner's own move"
    # The views sent over the move hold the story once, in order: its start (the table at
    # the learner's decision), then a frame per event, each scene whole once its view's
    # frames' changes are made in a chain from the live scene sent with them.
    frames = [
        (f, s)
        for v in views
        for f, s in zip(v["frames"], scenes(v["frames"], v["scene"]), strict=True)
    ]
    assert [f["n"] for f, _ in frames] == list(range(len(story) + 1))
    assert [f["kind"] for f, _ in frames] == ["start", *(e["kind"] for e in story)]
    assert [f["text"] for f, _ in frames[1:]] == [e["text"] for e in story]
    assert [s for _, s in frames] == [
        show.scene(table.game, 0, at=before),
        *(e["scene"] for e in story),
    ]
    assert view["scene"] == show.scene(table.game, 0)
    assert view["decision"] == show.decision(table.game, 0)
    after = len(table.game.actions) - before - 1
    moves = f" and the {plural(after, 'move')} after it" if after else ""
    mine = you_did(table.game.actions[before])
    assert view["undo"] == {"text": f"Take back your last decision{moves}. {mine}", "confirm": None}
    assert set(view) == set(TableView.__annotations__)


def test_a_view_sends_only_the_frames_not_sent_and_a_new_story_whole() -> None:
    session = quick_session(Game(seed=5), 0)
    session.handle({"kind": "action", "action": "pass"}, thinking=session.table_view)
    last = session.table_view()
    assert session.table_view() == last, "an unchanged table is the same view, not sent again"
    session.handle({"kind": "undo"})
    again = session.table_view()
    assert again["epoch"] > last["epoch"]
    assert [f["kind"] for f in again["frames"]] == ["start"], "a new story is sent from its start"
    views: list[TableView] = [again]
    for _ in range(12):
        if session.game.to_act != 0:
            break
        session.handle(
            {"kind": "action", "action": session.game.legal_actions()[0]},
            thinking=lambda: views.append(session.table_view()),
        )
        views.append(session.table_view())
    # Every story (an epoch and the learner's decision it starts at) is sent frame by frame,
    # each frame once, from its start; a view with nothing new is the last one again.
    stories: dict[tuple[int, int], list[int]] = {}
    for before, view in zip([None, *views], views, strict=False):
        if view == before:
            continue
        held = stories.setdefault((view["epoch"], view["since"]), [])
        ns = [f["n"] for f in view["frames"]]
        assert ns == list(range(len(held), len(held) + len(ns))), (held, ns)
        held += ns
        for f in view["frames"]:
            # Told in a chain from the live scene: a frame holds what changed, never all of it.
            assert set(f["scene"]) < set(view["scene"]), f["kind"]
    assert len(stories) > 3 and all(held[0] == 0 for held in stories.values())


def test_bids_are_all_offered_with_the_unavailable_ones_explained() -> None:
    game = Game.from_deal(HANDS, WIDOW, first_bidder=1)
    table = quick_table(game=game, opponents=[BidFive(), Passer()])
    options = {o["action"]: o for o in table.view["decision"]["bids"]}
    assert list(options) == ["pass", "bid 4", "bid 5", "bid 6", "bid 7", "bid 21"]
    assert not options["bid 4"]["legal"] and not options["bid 5"]["legal"]
    assert "higher than the high bid, 5" in options["bid 5"]["reason"]
    assert options["bid 6"]["legal"]
    table.send_intent({"kind": "action", "action": "bid 5"})
    assert "higher than the high bid" in table.error
    assert table.game.actions == ["bid 5", "pass"]


def test_discard_then_trump_with_the_trumps_each_choice_gives() -> None:
    game = Game.from_deal(HANDS, WIDOW, first_bidder=0)
    table = quick_table(game=game, opponents=[Passer(), Passer()])
    table.act("bid 5")
    assert table.view["scene"]["phase"] == "discard"
    assert table.game.view(0)["widow"]["tile"] == WIDOW
    marked = [i["tile"] for i in table.view["scene"]["hand"] if i["widow"]]
    assert marked == [WIDOW]
    table.act("discard 3-1")
    options = {o["token"]: o for o in table.view["decision"]["trumps"]}
    assert list(options) == ["0", "1", "2", "3", "4", "5", "6", "doubles", "none"]
    assert options["6"]["count"] == 4 and options["6"]["trumps"] == ["6-6", "6-5", "6-4", "6-3"]
    assert options["doubles"]["count"] == 4
    assert options["none"]["count"] == 0 and options["none"]["label"] == "No trump"
    table.act("trump 6")
    held = table.view["scene"]["hand"]
    info = {i["tile"]: i for i in held}
    assert (
        info["6-6"]["trump"] and info["6-3"]["trump"] and info["6-3"]["label"] == "six–three, trump"
    )
    assert not info["5-5"]["trump"]
    assert [i["tile"] for i in held if i["gap"]] == ["5-5", "4-4", "3-3"], "trumps, then by suit"
    assert table.view["scene"]["phase"] == "play" and table.view["scene"]["to_act"] == 0


def test_an_illegal_tile_is_refused_with_the_engines_reason() -> None:
    game = Game.from_deal(HANDS, WIDOW, first_bidder=1)
    game.apply("bid 5")
    game.apply("pass")
    game.apply("pass")
    game.apply("discard 3-1")
    game.apply("trump 2")
    game.apply("play 5-4")  # seat 1 leads suit 5
    table = quick_table(game=game)
    assert table.game.to_act == 0
    state = json.dumps(table.view, sort_keys=True)
    table.send_intent({"kind": "action", "action": "play 6-4"})
    assert "must follow suit 5" in table.error
    assert "6-5" in table.error and "5-5" in table.error
    assert json.dumps(table.view, sort_keys=True) == state
    with pytest.raises(ValueError, match="must follow"):
        table.act("play 6-4")
    table.act("play 5-5")
    assert table.error == ""


def test_hint_names_a_legal_action_with_a_reason_and_goes_with_the_move() -> None:
    table = quick_table(seed=2)
    table.send_intent({"kind": "hint"})
    hint = dict(table.hint)
    assert hint["action"] in table.game.legal_actions()
    assert hint["reason"] and hint["at"] == len(table.game.actions)
    table.act(hint["action"])
    assert table.hint == {}


def test_a_hint_is_the_advisors_choice() -> None:
    class Passer(RandomPlayer):
        def decide(self, seen: Observation) -> Choice:
            return Choice("pass", "Just because.")

    table = quick_table(seed=2, advisor=Passer())
    table.send_intent({"kind": "hint"})
    assert table.hint["action"] == "pass" and table.hint["reason"] == "Just because."
    with pytest.raises(TypeError, match="advisor"):
        quick_table(seed=2, advisor="strong")


def test_learning_aids_can_be_turned_off() -> None:
    table = quick_table(seed=2, allow_hint=False, allow_undo=False)
    assert {k: table.features[k] for k in ("hint", "undo", "reveal")} == {
        "hint": False,
        "undo": False,
        "reveal": False,
    }
    table.send_intent({"kind": "hint"})
    assert "turned off" in table.error
    table.act(table.game.legal_actions()[0])
    table.send_intent({"kind": "undo"})
    assert "turned off" in table.error


def test_undo_takes_back_the_learners_last_decision() -> None:
    table = quick_table(seed=4)
    table.send_intent({"kind": "undo"})
    assert "Nothing to undo" in table.error
    history = []
    for _ in range(6):
        if table.game.phase == "over":
            break
        history.append((list(table.game.actions), table.game.view(0)))
        table.act(RandomPlayer(1).choose(table.game.observe(0)))
    epoch = table.view["epoch"]
    for actions, view in reversed(history):
        table.send_intent({"kind": "undo"})
        assert table.error == "", table.error
        assert table.game.actions == actions
        assert table.game.view(0) == view
        assert table.game.to_act == 0
        assert [f["kind"] for f in table.view["frames"]] == ["start"], "a story of nothing yet"
        assert table.view["epoch"] > epoch
        epoch = table.view["epoch"]
    table.send_intent({"kind": "undo"})
    assert "Nothing to undo" in table.error


def test_a_finished_hand_opens_its_summary_until_the_learner_reads_it() -> None:
    table = quick_table(seed=8)
    learner = RandomPlayer(8)
    while not table.summary_open:
        table.act(learner.choose(table.game.observe(0)))
    last = table.game.view(0)["last_hand"]
    assert last is not None
    hindsight = table.hindsight
    assert hindsight["text"].startswith("With all hands face up")
    assert hindsight["hand_number"] == table.view["scene"]["summary"]["hand_number"]
    assert hindsight["title"].startswith("Hindsight: ")
    analysis = analyse_hand(played_hand(table.game.observe(0).last_hand))
    assert hindsight["text"] == analysis.said_to(0)
    assert "seat 0" not in hindsight["text"], "the learner is told about 'your' tiles"
    assert analysis.taken == last["tricks_won"][last["bidder"]]
    kinds = [e["kind"] for e in table.story]
    assert "hand" in kinds, "the story since the learner's move includes the hand's end"
    if table.game.phase != "over":
        table.send_intent({"kind": "next_hand"})
        assert table.summary_open is False and table.error == ""


def test_new_game_starts_over_with_the_same_rules() -> None:
    table = quick_table(seed=8, rules=Rules(scoring="marks"))
    table.act(table.game.legal_actions()[0])
    epoch = table.view["epoch"]
    table.send_intent({"kind": "new_game"})
    assert table.game.rules == Rules(scoring="marks")
    assert table.game.hand_number == 1 and table.game.to_act == 0
    assert table.view["epoch"] > epoch
    assert "new game" in table.message.lower()


def test_pace_is_a_setting_the_browser_may_change() -> None:
    table = quick_table(seed=1, pace_ms=0)
    assert table.pace_ms == 0
    table.send_intent({"kind": "pace", "ms": 1400})
    assert table.pace_ms == 1400
    with pytest.raises(ValueError):
        quick_table(seed=1, pace_ms=-5)


def test_a_teacher_can_start_mid_hand_with_the_learner_in_any_seat() -> None:
    game = Game.from_deal(HANDS, WIDOW, first_bidder=0)
    for action in ["bid 4", "bid 5", "pass", "discard 5-1", "trump 5"]:
        game.apply(action)
    table = quick_table(game=game, seat=2)
    assert table.seat == 2 and table.view["scene"]["seat"] == 2
    assert table.game.to_act == 2 and table.view["scene"]["phase"] == "play"
    held = [h["tile"] for h in table.view["scene"]["hand"]]
    assert sorted(held) == sorted(str(t) for t in table.game.hand(2))
    play_out(table, seed=5)


def test_a_teacher_can_change_the_game_from_python() -> None:
    table = quick_table(seed=1)
    table.game = Game.from_deal(HANDS, WIDOW, first_bidder=2)
    assert table.view["scene"]["hand"][0]["tile"] == "6-6"
    assert table.game.to_act == 0
    table.game.apply(table.game.legal_actions()[0])
    table.refresh()
    assert table.game.to_act == 0
    with pytest.raises(ValueError):
        quick_table(seed=1, game=Game(seed=1))
    with pytest.raises(ValueError):
        quick_table(seed=1, seat=3)


def test_several_tables_are_independent() -> None:
    one, two = quick_table(seed=3), quick_table(seed=3)
    assert one.view == two.view
    one.act(one.game.legal_actions()[-1])
    assert one.view != two.view
    assert two.game.actions == quick_table(seed=3).game.actions


def test_opponents_can_be_named() -> None:
    table = quick_table(seed=3, opponents=[RandomPlayer(1), RandomPlayer(2)])
    assert [s["player"] for s in table.seats] == ["human", "random", "random"]
    table = quick_table(seed=3, seat=1, opponents={0: RandomPlayer(1), 2: RandomPlayer(2)})
    assert table.seats[1]["you"] is True
    table = quick_table(seed=3, opponents=RandomPlayer(1))
    for _ in range(10):
        table.act(table.game.legal_actions()[0])
    with pytest.raises(ValueError):
        quick_table(seed=3, opponents=[RandomPlayer(1)])
    with pytest.raises(TypeError):
        quick_table(seed=3, opponents=["not a player", RandomPlayer(2)])


def test_repr_is_stable_and_the_output_has_a_static_picture() -> None:
    one, two = quick_table(seed=9), quick_table(seed=9)
    assert repr(one) == repr(two)
    assert not re.search(r"0x[0-9a-f]+", repr(one))
    assert repr(one).startswith("<MoonTable: Three-player Moon, you in seat 0")
    data, _ = one._repr_mimebundle_()
    assert data["text/plain"] == repr(one)
    assert "application/vnd.jupyter.widget-view+json" in data
    assert len(pictures_in(data["text/html"])) == 1
    assert data["text/html"] == two._repr_mimebundle_()[0]["text/html"]


def test_reveal_shows_every_hand_only_when_asked() -> None:
    game = Game.from_deal(HANDS, WIDOW, first_bidder=0)
    assert quick_table(game=game).reveal_hands == {}
    table = quick_table(game=Game.from_deal(HANDS, WIDOW, first_bidder=0), reveal=True)
    assert [sorted(h) for h in table.reveal_hands["hands"]] == [sorted(h) for h in HANDS]
    assert table.reveal_hands["widow"] == WIDOW
    assert table.features["reveal"] is True


class Passer(RandomPlayer):
    """Passes whenever it may; otherwise a random legal action."""

    name = "passer"

    def decide(self, seen: Observation) -> Choice:
        actions = [a.text for a in seen.legal]
        if "pass" in actions:
            return Choice("pass", "Passing.")
        return super().decide(seen)


class BidFive(RandomPlayer):
    """Bids 5 when it may; otherwise a random legal action."""

    name = "five"

    def decide(self, seen: Observation) -> Choice:
        actions = [a.text for a in seen.legal]
        if "bid 5" in actions:
            return Choice("bid 5", "Five.")
        return super().decide(seen)


def test_a_synced_value_of_the_wrong_shape_is_refused_at_its_trait() -> None:
    table = quick_table(seed=3)
    before = dict(table.view)
    with pytest.raises(traitlets.TraitError, match="view lacks 'scene'"):
        table.view = {k: v for k, v in before.items() if k != "scene"}
    with pytest.raises(traitlets.TraitError, match=r"view\.frames is not a list"):
        table.view = {**before, "frames": {}}
    with pytest.raises(traitlets.TraitError, match=r"seats\[0\] has an unknown key 'x'"):
        table.seats = [{**table.seats[0], "x": 1}]
    with pytest.raises(traitlets.TraitError, match="coach is not an object"):
        table.coach = "well played"
    assert table.view == before, "a value refused leaves the trait as it was"
    # Every synced trait of the table state is checked so, or is a plain bool, int or text.
    for name in TableState.__annotations__:
        trait = table.traits()[name]
        assert isinstance(trait, Shaped | traitlets.Bool | traitlets.Int | traitlets.Unicode), name
