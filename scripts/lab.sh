#!/usr/bin/env bash
# Install moon_nb with JupyterLab into .venv and open the tutorials.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e '.[lab]'
exec .venv/bin/jupyter lab notebooks "$@"
