#!/usr/bin/env bash
# Re-pin the course book's build venv (run by hand when upgrading, then commit
# requirements.txt): every package pinned with its hashes. Uses the course site's uv (run
# scripts/site.sh or scripts/play.sh once).
set -euo pipefail
cd "$(dirname "$0")"
CACHE=${MOON_NB_SITE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/moon_nb-site}
UV=$(ls -d "$CACHE"/venv-*/bin/uv | head -1)
export UV_PYTHON_DOWNLOADS=never
"$UV" pip compile -q --generate-hashes --universal --python-version 3.10 \
    --custom-compile-command "bash scripts/book/update-pins.sh" \
    requirements.in -o requirements.txt
