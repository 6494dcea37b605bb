"""pytest configuration: hypothesis settings for this suite."""

import pytest
from hypothesis import settings

settings.register_profile("default", deadline=None, max_examples=60)
settings.load_profile("default")


@pytest.fixture
def quick_opponents(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tables get the heuristic player as their default opponent and hint, not the strong
    one: the widget tests play hundreds of hands to check the table's mechanics, which do not
    depend on how well the computer plays. `tests/test_widget.py` checks the real defaults."""
    from moon_nb.players import HeuristicPlayer
    from moon_nb.table import seating, session

    monkeypatch.setattr(seating, "default_opponent", HeuristicPlayer)
    monkeypatch.setattr(session, "suggest", lambda seen: HeuristicPlayer().decide(seen))
