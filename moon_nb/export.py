"""Self-contained pages for course material, under their short name: ``from moon_nb.export
import game_html, exercises_html``. They live in `moon_nb.course.pages`."""

from __future__ import annotations

from moon_nb.course.pages import exercises_html, game_html

__all__ = ["exercises_html", "game_html"]
