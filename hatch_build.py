"""Hatch build hook: the wheel carries the tutorial notebooks (``notebooks/*.ipynb``) as
``moon_nb/notebooks/``, for ``python -m moon_nb tutorials``. An editable install finds them in
the checkout instead (``moon_nb.course.tutorials``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class TutorialsHook(BuildHookInterface):  # type: ignore[misc]
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel" or version == "editable":
            return
        notebooks = sorted(Path(self.root, "notebooks").glob("*.ipynb"))
        if not notebooks:
            raise RuntimeError("no tutorial notebooks in notebooks/: the wheel would lack them")
        for notebook in notebooks:
            build_data["force_include"][str(notebook)] = f"moon_nb/notebooks/{notebook.name}"
