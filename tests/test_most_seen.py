"""The count behind the reviewer's pass (`moon_nb.dev.most_seen`): each message said in the
pseudo-language while counting is counted by its English, a plural pair by its singular, and
the catalog is as it was after."""

from __future__ import annotations

from moon_nb.dev.most_seen import counting
from moon_nb.speech import _, ngettext, speaking
from moon_nb.speech.tongue import _Pseudo


def test_each_message_said_is_counted_by_its_english() -> None:
    with speaking("qps"):
        with counting() as seen:
            _("Trump")
            _("Seat {seat}", seat=2)
            _("Seat {seat}", seat=3)
            said = ngettext("{n} trick", "{n} tricks", 2)
        assert said == "⟦2 tricks⟧"
        assert seen == {"Trump": 1, "Seat {seat}": 2, "{n} trick": 1}
        _("Trump")
    assert seen["Trump"] == 1, "nothing is counted after"
    assert "gettext" not in vars(_Pseudo) or _Pseudo.gettext.__qualname__ == "_Pseudo.gettext"
