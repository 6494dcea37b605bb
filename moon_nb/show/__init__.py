"""Showing the game, the second layer: one moment of the game as one seat sees it — the scene,
with every word and fact a picture shows — the public timeline of such moments, the wire types
the browser draws (`moon_nb.show.wire`), and the static SVG pictures. Everything here is built
from a seat's observation (`moon_nb.engine.observation`), so it can hold no more than that seat
may know."""

from __future__ import annotations

from moon_nb.show.pictures import show_hand, show_trick

__all__ = ["show_hand", "show_trick"]
