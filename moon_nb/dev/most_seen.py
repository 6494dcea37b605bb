"""The messages a learner sees most, for a reviewer's pass over each language's catalog (issue 49,
docs/languages.md "The reviewer's pass").

    python -m moon_nb.dev.most_seen [--top 150] [--seed 5]

Counts each catalog message every time it is said while a learner plays a whole game at a
table (each state the browser would be sent, the Hint asked at each of the learner's
decisions), walks every step of the guided path (each step put on the table, a legal move
tried) and opens the review: said in the pseudo-language, so every message goes through
the catalog and is counted by its English. Prints the ``top`` most seen, with their counts.
"""

from __future__ import annotations

import argparse
import random
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager

from moon_nb.speech import tongue


@contextmanager
def counting() -> Iterator[Counter[str]]:
    """Count each message said meanwhile, by its English (singular for a plural pair)."""
    seen: Counter[str] = Counter()
    pseudo = tongue._Pseudo
    said, said_n = pseudo.gettext, pseudo.ngettext

    def gettext(self: tongue._Pseudo, message: str) -> str:
        seen[message] += 1
        return said(self, message)

    def ngettext(self: tongue._Pseudo, msgid1: str, msgid2: str, n: int) -> str:
        seen[msgid1] += 1
        return said(self, msgid1 if n == 1 else msgid2)

    pseudo.gettext, pseudo.ngettext = gettext, ngettext  # type: ignore[method-assign]
    try:
        yield seen
    finally:
        pseudo.gettext, pseudo.ngettext = said, said_n  # type: ignore[method-assign]


def play(seed: int) -> None:
    """A whole game at a table, the learner's moves at random, the Hint asked at each."""
    from moon_nb.table.hosts.widget import MoonTable

    table = MoonTable(seed=seed, lang="qps", pace_ms=0, level="club")
    rng = random.Random(seed)
    for _step in range(400):
        if table.game.winner is not None:
            break
        if table.game.to_act == table.seat:
            table.send_intent({"kind": "hint"})
        table.act(rng.choice(table.game.legal_actions()))
        table.session.state()


def walk_the_path() -> None:
    """Every step of the guided path put on the table, and a move tried at each."""
    from moon_nb.path.learn import Learn
    from moon_nb.progress.store import Session

    path = Learn(lang="qps", pace_ms=0, store=Session(None))
    for number in range(1, len(path.steps) + 1):
        path.go(number)
        path.session.state()
        legal = path.game.legal_actions()
        if legal and path.game.to_act == path.seat:
            path.send_intent({"kind": "action", "action": str(legal[0])})
            path.session.state()


def review() -> None:
    from moon_nb.progress.store import Session
    from moon_nb.review.review import Review

    Review(lang="qps", pace_ms=0, store=Session(None)).session.state()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--top", type=int, default=150)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args(argv)
    with counting() as seen:
        play(args.seed)
        walk_the_path()
        review()
    for message, count in seen.most_common(args.top):
        print(f"{count:5d}  {message!r}")


if __name__ == "__main__":
    main()
