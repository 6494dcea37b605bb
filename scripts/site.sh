#!/usr/bin/env bash
# Build the offline course site: a static JupyterLite site with the tutorial notebooks (or those
# the teacher names, and the teacher's own), each in the six languages (files/hu/...), and
# moon_nb preinstalled in its Pyodide kernel (a learner opens a notebook, runs the first cell
# and plays). Its door (index.html) lists the lessons in the browser's language, with a switch.
# Serve OUT_DIR from any static host; it needs no other address at run time.
#
#   bash scripts/site.sh OUT_DIR [--title TITLE] [NOTEBOOK ...]
#
# NOTEBOOK: a tutorial by number or name (3, 03-following-suit) or the path of a notebook of
# your own (shipped as it is); none: every tutorial. TITLE: the site's name, shown in the
# browser's tab (default: JupyterLite). A tutorial is shipped only as built from its source
# (scripts/site/choose.py): one run and saved since (by a learner, say) is replaced by the
# committed copy, or refused.
#
# Everything is pinned: the build venv (scripts/site/build-requirements.txt), Pyodide (npm
# package, sha256 below) and the wheels the kernel loads (scripts/site/pyodide-requirements.txt);
# moon_nb goes in as a wheel built from this working tree. Downloads and the build venv are
# cached in ${XDG_CACHE_HOME:-~/.cache}/moon_nb-site (or $MOON_NB_SITE_CACHE), so a second
# build needs no network. The only network used is PyPI and the npm registry.
set -euo pipefail

usage="usage: bash scripts/site.sh OUT_DIR [--title TITLE] [NOTEBOOK ...]
  builds the course site into OUT_DIR: the tutorials (each in the six languages), or the
  NOTEBOOKs named (a tutorial by number or name, such as 3 or 03-following-suit, or a notebook
  file of your own)"
NAME=site.sh
WHAT=site
TITLE=""
NOTEBOOKS=yes
# shellcheck source=site/args.sh
. "$(dirname "$0")/site/args.sh"
read_arguments "$@"
refuse_unlisted_files
for tool in python3 npm node; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "site.sh: needs $tool on PATH" >&2
        exit 2
    fi
done

ROOT=$(cd "$(dirname "$0")/.." && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
start=$SECONDS
# shellcheck source=site/cache.sh
. "$ROOT/scripts/site/cache.sh"
take_cache_lock

# 1. The build venv, one per set of pins.
build_venv

# The notebooks to ship, each a clean copy (refused with a sentence, before anything is built).
"$VENV/bin/python" "$PINS/choose.py" "$ROOT" "$TMP/notebooks" --name "$NAME" --languages \
    ${CHOSEN[@]+"${CHOSEN[@]}"}

# 2. The Pyodide core (runtime, standard library, lock file) from its npm package.
pyodide_tarball

# 3. The kernel's and moon_nb's pure-Python wheels, exactly as pinned (hashes checked).
kernel_wheels

# 4. moon_nb from this working tree, none of the teacher's side (scripts/site/shipped.py) and,
# for now, no tutorial: the kernel imports the same whichever the teacher chose, so step 5's
# cache serves every choice of tutorials from one tree (the suite builds three). The chosen
# ones go back in after it. And the kernel's own stub of widgetsnbextension.
moon_nb_wheel "$TMP/moon_nb"
BUILT=$(ls "$TMP"/moon_nb/*.whl)
mkdir -p "$TMP/built"
cp "$BUILT" "$TMP/built/"
"$VENV/bin/python" "$PINS/shipped.py" "$BUILT"
KERNEL_PYPI=$VENV/share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension/static/pypi
STUB=$(ls "$KERNEL_PYPI"/widgetsnbextension-4.*-py3-none-any.whl)

# 5. The kernel started once, in that Pyodide under Node, and a tutorial's first cell run
# (scripts/site/kernel_start.py): what they import is written as byte code into the wheels and
# a copy of the standard library, so the learner's browser does not compile it on every visit.
# Cached by the inputs' hashes.
mkdir -p "$TMP/in/site" "$TMP/in/kernel"
cp "$WHEELS"/*.whl "$TMP"/moon_nb/*.whl "$STUB" "$TMP/in/site/"
cp "$KERNEL_PYPI"/pyodide_kernel-*.whl "$KERNEL_PYPI"/piplite-*.whl \
    "$KERNEL_PYPI"/ipykernel-*.whl "$TMP/in/kernel/"
pyodide_step kernel "$PINS/kernel_start.py" "$TMP/in"
COMPILED=$STEP_OUT
# The site's wheels: moon_nb's with the chosen tutorials, as the wheel built holds them.
mkdir -p "$TMP/wheels"
cp "$COMPILED"/wheels/*.whl "$TMP/wheels/"
"$VENV/bin/python" "$PINS/shipped.py" "$TMP/wheels/${BUILT##*/}" --tutorials "$TMP/notebooks" \
    --from "$TMP/built/${BUILT##*/}"

release_cache_lock

# 6. Lay out the lite dir and build. uv (used by pyodide-lock to solve the new lock file) may
# only use the wheels given here: offline, no Python downloads, and no cache of its own (it
# would keep an unpacked copy of every wheel of every build).
"$VENV/bin/python" "$PINS/stage.py" "$TMP/lite" --pyodide "$PYODIDE_TGZ" \
    --wheels "$TMP/wheels" --notebooks "$TMP/notebooks" --title "$TITLE"
rm -rf "$OUT"
mkdir -p "$OUT"
OUT_ABS=$(cd "$OUT" && pwd)
# The built site is cached too, in $CACHE/site-KEY, KEY the hash of the staged lite dir (the
# wheels, notebooks, Pyodide and config), the compiled standard library, the title, the build
# venv's pins and the scripts that shape the site: a second build of the same tree and choice
# copies it where `jupyter lite build` would make the same files again.
if ! site_from_cache "$OUT_ABS"; then
    if ! (cd "$TMP/lite" && UV_OFFLINE=1 UV_PYTHON_DOWNLOADS=never UV_NO_CONFIG=1 \
        UV_NO_CACHE=1 "$VENV/bin/jupyter" lite build --output-dir "$OUT_ABS" \
        >"$TMP/build.log" 2>&1); then
        tail -n 60 "$TMP/build.log" >&2
        echo "site.sh: jupyter lite build failed (log above)" >&2
        exit 1
    fi
    "$VENV/bin/python" -c 'import sys; sys.path.insert(0, sys.argv[1]); import stage
from pathlib import Path; stage.use_compiled_stdlib(Path(sys.argv[2]), Path(sys.argv[3]))' \
        "$PINS" "$OUT_ABS" "$COMPILED/python_stdlib.pyc.zip"
    if [ -n "$TITLE" ]; then
        # The title each page shows while its app loads (then the app shows the site's appName).
        "$VENV/bin/python" -c 'import sys; sys.path.insert(0, sys.argv[1]); import stage
from pathlib import Path; stage.set_page_titles(Path(sys.argv[2]), sys.argv[3])' \
            "$PINS" "$OUT_ABS" "$TITLE"
    fi
    site_to_cache "$OUT_ABS"
fi
# The door (index.html): the lessons in the browser's language, with a switch of the six; and
# the Lao, Armenian and Devanagari fonts on every page (scripts/site/door.py).
PYTHONPATH="$ROOT" "$VENV/bin/python" "$PINS/door.py" "$OUT_ABS" --title "$TITLE"
"$VENV/bin/python" "$PINS/check.py" "$OUT_ABS"
record_output
echo "site.sh: built $OUT in $((SECONDS - start)) s: $(python3 "$PINS/output.py" size "$OUT_ABS")," \
    "$(find "$OUT_ABS/files" -name "*.ipynb" | wc -l) notebooks"
FIRST=$(cd "$OUT_ABS/files" && ls ./*.ipynb | head -n 1)
echo "site.sh: serve it from any static host, e.g. python3 -m http.server -d $OUT," \
    "and open index.html (the lessons in the browser's language) or lab/index.html?path=${FIRST#./}"
