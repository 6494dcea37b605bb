#!/usr/bin/env bash
# Re-pin the course site's packages (run by hand when upgrading, then commit the .txt files):
# - build-requirements.txt: the build venv, every package pinned with its hashes;
# - pyodide-requirements.txt: the pure-Python wheels the site's Pyodide kernel loads, solved
#   for Pyodide's Python and platform, held to the versions Pyodide's own lock file names where
#   it names them. widgetsnbextension is left out: the kernel ships a stub of it (4.0.999),
#   which the site uses instead of 2 MB of classic-notebook JavaScript.
# Needs a built site cache (run scripts/site.sh once): it uses that venv's uv and Pyodide lock.
set -euo pipefail
cd "$(dirname "$0")"
CACHE=${MOON_NB_SITE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/moon_nb-site}
UV=$(ls -d "$CACHE"/venv-*/bin/uv | head -1)
PYODIDE_TGZ=$(ls "$CACHE"/pyodide-*.tgz | head -1)
TMP=$(mktemp -d)
CONSTRAINTS=pyodide-lock-versions.txt  # here, so the pins' "via" notes name it the same each time
trap 'rm -rf "$TMP" "$CONSTRAINTS"' EXIT

tar xzf "$PYODIDE_TGZ" -C "$TMP" package/pyodide-lock.json
python3 - "$TMP/package/pyodide-lock.json" >"$CONSTRAINTS" <<'EOF'
import json, sys
packages = json.load(open(sys.argv[1]))["packages"].values()
for p in sorted(packages, key=lambda p: p["name"].lower()):
    if p["file_name"].endswith("-none-any.whl"):
        print(f"{p['name']}=={p['version']}")
EOF

export UV_PYTHON_DOWNLOADS=never
"$UV" pip compile -q --generate-hashes --universal --python-version 3.10 \
    --custom-compile-command "bash scripts/site/update-pins.sh" \
    build-requirements.in -o build-requirements.txt
"$UV" pip compile -q --generate-hashes --no-build \
    --python-platform wasm32-pyodide2025 --python-version 3.14 \
    --no-emit-package widgetsnbextension -c "$CONSTRAINTS" \
    --custom-compile-command "bash scripts/site/update-pins.sh" \
    pyodide-requirements.in -o pyodide-requirements.txt
echo "re-pinned: $(grep -c '==' build-requirements.txt) build, $(grep -c '==' pyodide-requirements.txt) Pyodide packages"
