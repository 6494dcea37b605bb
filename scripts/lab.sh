#!/usr/bin/env bash
# Install moon_nb with JupyterLab into .venv and open the tutorials.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e '.[lab]'
# Save each table's state with the notebook, so a notebook saved after playing shows its table
# again when reopened (saying it is not connected until its cell runs again).
mkdir -p .venv/share/jupyter/lab/settings
cat > .venv/share/jupyter/lab/settings/overrides.json <<'JSON'
{"@jupyter-widgets/jupyterlab-manager:plugin": {"saveState": true}}
JSON
exec .venv/bin/jupyter lab notebooks "$@"
