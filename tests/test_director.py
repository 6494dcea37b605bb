"""A table directed by something other than the guided path (`moon_nb.table.director`): the
protocol is the table's, not the path's — a director judges the learner's moves, chooses the
others' replies, halts the play, adds intents and refuses some of the table's."""

from __future__ import annotations

from collections.abc import Mapping

from moon_nb import Game
from moon_nb.show.wire import GuideView
from moon_nb.table.director import Thinking
from moon_nb.table.intents import Intent, IntentKind
from moon_nb.table.session import TableSession


class OneBidOnly:
    """A lesson staged by hand: the learner may only pass; the others reply with their first
    legal action; the play stops once the bidding is over; ``wave`` is its own intent."""

    intents: Mapping[str, IntentKind] = {"wave": IntentKind()}

    def __init__(self) -> None:
        self.opened = 0
        self.waves = 0
        self.refused_moves: list[str] = []

    def open(self, table: TableSession) -> None:
        self.opened += 1
        table.title = "Pass, please"

    def refusal(self, kind: str) -> str | None:
        return "Not in this lesson." if kind == "new_game" else None

    def move(self, table: TableSession, action: str) -> bool:
        if action != "pass":
            self.refused_moves.append(action)
            return False
        table.game.apply(action)
        return True

    def reply(self, table: TableSession, seat: int) -> str | None:
        return table.game.legal_actions()[0]

    def halts(self, table: TableSession) -> bool:
        return table.game.phase != "bid"

    def direct(self, table: TableSession, intent: Intent, thinking: Thinking | None) -> None:
        self.waves += 1

    def view(self, table: TableSession) -> GuideView | None:
        return None


def test_a_director_stages_a_table_without_subclassing_it() -> None:
    lesson = OneBidOnly()
    game = Game(seed=4)
    table = TableSession(game, game.to_act or 0, director=lesson)
    assert lesson.opened == 1 and table.title == "Pass, please"
    before = game.record()
    bid = next(a for a in game.legal_actions() if a != "pass")
    table.handle({"kind": "action", "action": bid})
    assert lesson.refused_moves == [bid] and game.record() == before, "a judged move stands not"
    table.handle({"kind": "new_game"})
    assert table.notice["text"] == "Not in this lesson." and game.record() == before
    assert table.state()["features"]["new_game"] is False
    said = table.notice["id"]
    table.handle({"kind": "wave"})
    assert lesson.waves == 1 and table.notice["id"] == said, "the wave was taken, not refused"
    plain = TableSession(Game(seed=4))
    plain.handle({"kind": "wave"})
    assert plain.notice["kind"] == "error", "a director's intent is its own"
    table.handle({"kind": "action", "action": "pass"})
    assert "pass" in game.actions
    assert game.phase != "bid" or game.to_act == table.seat
