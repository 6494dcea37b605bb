#!/usr/bin/env bash
# Build the play page: one static folder in which Moon is played against the computer players,
# with Python — Pyodide, in a web worker — running moon_nb's own table in the browser. No
# JupyterLite, no IPython, no widgets library: the table's session and the table's drawing code
# only. Serve OUT_DIR from any static host (or put it in an <iframe>); it needs no other
# address at run time.
#
#   bash scripts/play.sh OUT_DIR [--title TITLE]
#
# It uses the course site's pins and cache (scripts/site/cache.sh): the same Pyodide (npm
# package, by its sha256) and the same build venv, which builds the moon_nb wheel from this
# working tree; nothing is downloaded that scripts/site.sh does not download. Then, in Node,
# that Pyodide runs the page's Python once (scripts/play/prepare.py, by
# scripts/site/pyodide_run.mjs) to compile what the page imports while it starts and to write
# the pictures of the deals; its output is
# cached by the inputs' hashes, so a second build of the same tree needs neither network nor
# Node's few seconds.
set -euo pipefail

usage="usage: bash scripts/play.sh OUT_DIR [--title TITLE]
  builds the play page into OUT_DIR (open OUT_DIR/index.html from a web server)"
NAME=play.sh
WHAT=page
TITLE="Moon"
NOTEBOOKS=no
# shellcheck source=site/args.sh
. "$(dirname "$0")/site/args.sh"
read_arguments "$@"
[ -n "${TITLE// /}" ] || refuse "a title is one line of at most 80 characters"
refuse_unlisted_files
for tool in python3 npm node; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "play.sh: needs $tool on PATH" >&2
        exit 2
    fi
done

ROOT=$(cd "$(dirname "$0")/.." && pwd)
HERE=$ROOT/scripts/play
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
start=$SECONDS
# shellcheck source=site/cache.sh
. "$ROOT/scripts/site/cache.sh"
take_cache_lock

# 1. The course site's build venv and Pyodide, and moon_nb from this working tree (without the
# tutorials and the teacher's side: scripts/site/shipped.py).
build_venv
pyodide_tarball
moon_nb_wheel "$TMP/wheel"
WHEEL=$(ls "$TMP"/wheel/moon_nb-*.whl)
"$VENV/bin/python" "$ROOT/scripts/site/shipped.py" "$WHEEL"

# 2. The page's Python, run once at build time in that Pyodide (cached by its inputs), with the
# review's scheduler (fsrs, and typing_extensions for it) from the course site's pinned wheels.
kernel_wheels
mkdir -p "$TMP/in/extra"
cp "$WHEEL" "$TMP/in/moon_nb.whl"
for package in fsrs typing_extensions; do
    cp "$WHEELS/$package"-*-none-any.whl "$TMP/in/extra/"
done
pyodide_step play "$HERE/prepare.py" "$TMP/in"
PREPARED=$STEP_OUT

release_cache_lock

# 3. Lay out the page.
"$VENV/bin/python" "$HERE/stage.py" "$OUT" --pyodide "$PYODIDE_TGZ" --prepared "$PREPARED" \
    --static "$ROOT/moon_nb/static" --title "$TITLE"
record_output
echo "play.sh: built $OUT in $((SECONDS - start)) s; serve it from any static host, e.g." \
    "python3 -m http.server -d $OUT, and open index.html (options: index.html?level=expert&seed=7)"
