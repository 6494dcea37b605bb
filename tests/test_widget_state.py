"""The table's synced state is checked against its declared shape (`TableState`) at the trait."""

from __future__ import annotations

import pytest


def test_a_malformed_state_is_refused_at_the_trait() -> None:
    """A value of the wrong shape never reaches the browser: the trait names what is wrong."""
    import traitlets

    from moon_nb import MoonTable

    table = MoonTable(seed=3, pace_ms=0)
    with pytest.raises(traitlets.TraitError, match="hint"):
        table.hint = {"action": 7, "bogus": 1}
    with pytest.raises(traitlets.TraitError, match="seats"):
        table.seats = "not a list"
    table.hint = {}
