#!/usr/bin/env bash
# Install moon_nb with its test tools into .venv, then run everything: lint (ruff), types
# (mypy --strict), the widget bundle check, the Python and browser tests, and the tutorial
# notebooks under nbval (strict: saved outputs are compared).
set -euo pipefail
cd "$(dirname "$0")/.."
# Byte code written once and used again: the suite starts hundreds of Pythons (servers,
# kernels, nbgrader, pytest's workers), and a machine whose environment says not to write byte
# code (PYTHONDONTWRITEBYTECODE, as some containers set) makes each compile every module it
# imports — about 2.5 s of CPU for a Jupyter server or a kernel. What it writes goes to
# __pycache__ folders, which git ignores.
unset PYTHONDONTWRITEBYTECODE
python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
# --no-compile: pip would byte-compile every file of ~150 packages (about 25 s); Python
# compiles only the modules a run imports, once, as it imports them.
# MOON_NB_PURE: an editable install runs the source as it is, never a compiled engine, so its
# build need not fetch mypyc (hatch_build.py).
MOON_NB_PURE=1 .venv/bin/python -m pip install -q --no-compile -e '.[test]'
.venv/bin/ruff check moon_nb tests benchmarks tutorials hatch_build.py
.venv/bin/ruff format --check moon_nb tests benchmarks tutorials hatch_build.py
.venv/bin/mypy
# Two processes, each taking whole files (a file's servers and builds are started once).
# The notebooks run even when a test failed, so one run says both; the script fails at the end
# if either did.
failed=()
# tests/quicker on the controller's path too (tests/conftest.py puts it on the path of every
# Python started after it): its start-up imports nbformat before any conftest, and so compiled
# jsonschema's IRI grammar (1.3 s) before it started the workers.
PYTHONPATH="$PWD/tests/quicker${PYTHONPATH:+:$PYTHONPATH}" \
    .venv/bin/python -m pytest tests -n 2 --dist loadfile --no-loadscope-reorder --durations=30 "$@" || failed+=(tests)
# Plain nbval, as a teacher vendoring the notebooks runs it: no plugin, no output masked. Each
# language's eleven notebooks run in order, as a learner works through them, with a progress
# file of their own in a scratch folder, so the repository's notebooks/ gets none (no saved
# output depends on the file: they pass in any order, with or without one —
# tests/test_nbval_order.py); the languages run two at a time (a kernel uses one core), each
# saying its result when it ends.
scratch=$(mktemp -d)
notebooks_in() {
    local lang=$1 folder=notebooks
    [ "$lang" = en ] || folder=notebooks/$lang
    mkdir -p "$scratch/$lang"
    if MOON_NB_PROGRESS=$scratch/$lang/moon-progress.json .venv/bin/python -m pytest --nbval \
        "$folder"/*.ipynb -p no:cacheprovider >"$scratch/$lang.log" 2>&1; then
        tail -n 1 "$scratch/$lang.log" | sed "s/^/$lang: /"
    else
        cat "$scratch/$lang.log"
        touch "$scratch/failed"
    fi
}
languages=(en)
for folder in notebooks/*/; do
    ! compgen -G "$folder*.ipynb" >/dev/null || languages+=("$(basename "$folder")")
done
half=$(((${#languages[@]} + 1) / 2))
(for lang in "${languages[@]:0:half}"; do notebooks_in "$lang"; done) &
(for lang in "${languages[@]:half}"; do notebooks_in "$lang"; done) &
wait
[ ! -e "$scratch/failed" ] || failed+=(notebooks)
rm -rf "$scratch"
if [ ${#failed[@]} -gt 0 ]; then
    echo "test.sh: failed: ${failed[*]}" >&2
    exit 1
fi
