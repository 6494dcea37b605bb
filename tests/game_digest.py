"""A fingerprint of many games, run as a script: tests/test_compiled.py runs it once with the
pure modules and once with a compiled build first on the path, and the two must print the same.

Every variant, random and club players, through the public API (legal actions, apply, refused
actions, undo, copies, records) and what each seat sees (views, moments). The last line says
which build of `moon_nb.engine.game` ran.
"""

from __future__ import annotations

import copy
import hashlib
import json
import random

from moon_nb import Game, Rules
from moon_nb.engine import game as game_module
from moon_nb.engine.game import IllegalActionError
from moon_nb.players import HeuristicPlayer

VARIANTS = [
    Rules(),
    Rules(players=4),
    Rules(double_blank=False),
    Rules(trump_before_widow=True),
    Rules(scoring="marks", min_bid=3, all_pass="force"),
    Rules(players=4, team_scoring="bid", scoring="marks"),
]


def random_game(seed: int, rules: Rules, out: list[object]) -> None:
    """Random legal actions, a refused one now and then, an undo, a copy played on."""
    rnd = random.Random(seed)
    game = Game(seed=seed, rules=rules)
    while game.winner is None and game.hands_played < 3:
        legal = game.legal_actions()
        if rnd.random() < 0.05:
            try:
                game.apply("play 6-6" if "play 6-6" not in legal else "bid 99")
            except IllegalActionError as refused:
                out.append(str(refused))
        if rnd.random() < 0.03 and game.actions:
            game.undo(1)
            continue
        game.apply(rnd.choice(legal))
    other = (game.copy, lambda: copy.copy(game), lambda: copy.deepcopy(game))[seed % 3]()
    if other.winner is None:
        other.apply(other.legal_actions()[0])
    seat = seed % rules.players
    out.append([game.record(), game.scores, game.winner, game.view(seat)])
    out.append([len(game.moments(seat)), other.record()["actions"][-3:], repr(game)])
    out.append(Game.from_record(json.loads(json.dumps(game.record()))).record() == game.record())


def club_game(seed: int, out: list[object]) -> None:
    """Three club players: observe, choose, apply."""
    game = Game(seed=seed)
    players = [HeuristicPlayer(s) for s in range(3)]
    while game.winner is None and game.hands_played < 2:
        seat = game.to_act
        assert seat is not None
        game.apply(players[seat].choose(game.observe(seat)))
    out.append([game.record()["actions"], game.scores, str(game.last_hand), str(game.status)])


def main() -> None:
    out: list[object] = []
    for seed in range(240):
        random_game(seed, VARIANTS[seed % len(VARIANTS)], out)
    for seed in range(10):
        club_game(seed, out)
    text = json.dumps(out, sort_keys=True, default=str)
    print(hashlib.sha256(text.encode()).hexdigest(), len(text))
    print(game_module.__file__)


if __name__ == "__main__":
    main()
