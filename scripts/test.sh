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
scratch=$(mktemp -d)
# The Python and browser tests, in the background: the notebooks start as soon as a core is
# free. tests/conftest.py touches $MOON_NB_CORE_FREE when the first of the two workers has no
# file left, while the other finishes its last. tests/quicker on the controller's path too
# (tests/conftest.py puts it on the path of every Python started after it): its start-up
# imports nbformat before any conftest, and so compiled jsonschema's IRI grammar (1.3 s) before
# it started the workers.
MOON_NB_CORE_FREE=$scratch/core-free PYTHONPATH="$PWD/tests/quicker${PYTHONPATH:+:$PYTHONPATH}" \
    .venv/bin/python -m pytest tests -n 2 --dist loadfile --no-loadscope-reorder --durations=30 --file-cpu=20 "$@" &
tests=$!
# Plain nbval, as a teacher vendoring the notebooks runs it: no plugin, no output masked. Each
# language's eleven notebooks run in order, as a learner works through them, with a progress
# file of their own in a scratch folder, so the repository's notebooks/ gets none (no saved
# output depends on the file: they pass in any order, with or without one —
# tests/test_nbval_order.py). A kernel uses one core: one language at a time while a worker
# still runs, two once the tests are done; each language's result is said after the tests'
# (a failing language's whole log), in order.
notebooks_in() {
    local lang=$1 folder=notebooks
    [ "$lang" = en ] || folder=notebooks/$lang
    mkdir -p "$scratch/$lang"
    if MOON_NB_PROGRESS=$scratch/$lang/moon-progress.json .venv/bin/python -m pytest --nbval \
        "$folder"/*.ipynb -p no:cacheprovider >"$scratch/$lang.log" 2>&1; then
        tail -n 1 "$scratch/$lang.log" | sed "s/^/$lang: /" >"$scratch/$lang.said"
    else
        cp "$scratch/$lang.log" "$scratch/$lang.said"
        touch "$scratch/failed"
    fi
}
languages=(en)
for folder in notebooks/*/; do
    ! compgen -G "$folder*.ipynb" >/dev/null || languages+=("$(basename "$folder")")
done
# Each language is taken once, by whichever of the two runs is free first (mkdir is atomic).
run_languages() {
    local lang
    for lang in "${languages[@]}"; do
        if mkdir "$scratch/taken-$lang" 2>/dev/null; then
            notebooks_in "$lang"
        fi
    done
}
(
    while [ ! -e "$scratch/core-free" ]; do sleep 1; done
    run_languages
) &
first=$!
wait "$tests" || failed+=(tests)
# No worker said it was done (the tests stopped early, or ran in one process): the notebooks
# have not started, and start now, two at a time.
[ -e "$scratch/core-free" ] || { kill "$first" 2>/dev/null; run_languages & first=$!; }
run_languages &
second=$!
wait "$first" "$second" || true
for lang in "${languages[@]}"; do [ ! -e "$scratch/$lang.said" ] || cat "$scratch/$lang.said"; done
[ ! -e "$scratch/failed" ] || failed+=(notebooks)
rm -rf "$scratch"
if [ ${#failed[@]} -gt 0 ]; then
    echo "test.sh: failed: ${failed[*]}" >&2
    exit 1
fi
