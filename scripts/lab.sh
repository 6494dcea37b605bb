#!/usr/bin/env bash
# A learner's first command: install moon_nb with JupyterLab and Voilà into .venv, copy the
# tutorials into lab/ and open them there in JupyterLab.
#
#   bash scripts/lab.sh [--lang CODE] [JUPYTERLAB ARGUMENTS]      e.g. --no-browser --port=8890
#
# --lang hu: the tutorials in Hungarian (en hu hy fi mr lo; default: the learner's language, from
# LANGUAGE, LC_ALL or LANG, when the tutorials are in it, else English). English ones go to lab/,
# another language's to lab/<code>/ (its own progress file beside them).
#
# lab/ is the learner's own copy, ignored by git: working through the tutorials (running,
# answering, saving, the progress file moon-progress.json) never changes the repository. A
# tutorial already in lab/ is never replaced; one that is missing (deleted, or new since the
# last run) is copied again. Every argument goes to JupyterLab. As root (a container, say),
# JupyterLab refuses to start without --allow-root, so it is passed, and said.
set -euo pipefail
cd "$(dirname "$0")/.."
lang=()
first=${1:-}
if [ "$first" = "--lang" ]; then
    lang=(--lang "${2:?lab.sh: --lang needs a language code: en hu hy fi mr lo}")
    shift 2
elif [ "${first#--lang=}" != "$first" ]; then
    lang=(--lang "${first#--lang=}")
    shift
fi
python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
# --no-compile: byte-compiling every installed file takes pip about 10 s; JupyterLab's first
# start compiles what it imports (about 3 s), once.
# MOON_NB_PURE: an editable install runs the source as it is, never a compiled engine, so its
# build need not fetch mypyc (hatch_build.py).
MOON_NB_PURE=1 .venv/bin/python -m pip install -q --no-compile -e '.[lab]' 'voila>=0.5.13'
# Save each table's state with the notebook, so a notebook saved after playing shows its table
# again when reopened (saying it is not connected until its cell runs again).
mkdir -p .venv/share/jupyter/lab/settings
cat > .venv/share/jupyter/lab/settings/overrides.json <<'JSON'
{"@jupyter-widgets/jupyterlab-manager:plugin": {"saveState": true}}
JSON
# The language chosen (an unknown one, or one the tutorials are not in, is refused here), and
# its folder. (${lang[@]+...}: an empty array is "unbound" to older bash under set -u)
code=$(.venv/bin/python -m moon_nb tutorials lab --print-language ${lang[@]+"${lang[@]}"})
folder=lab
[ "$code" = en ] || folder=lab/$code
# (--no-open-command: the command that opens notebook 0 is the next line's, not the learner's)
.venv/bin/python -m moon_nb tutorials "$folder" --lang "$code" --missing --no-open-command
# The test tools that scripts/test.sh installs into the same .venv stay out of this server:
# nbgrader registers its server and lab extensions with every JupyterLab of the venv it is in,
# and they would load here without a course (logging "No nbgrader_config.py file found") and
# add its menus. scripts/lab/jupyter/ turns them off: it outranks the venv's own config, and a
# learner's ~/.jupyter still outranks it (tests/test_lab_extensions.py).
export JUPYTER_CONFIG_PATH="$PWD/scripts/lab/jupyter${JUPYTER_CONFIG_PATH:+:$JUPYTER_CONFIG_PATH}"
root=()
if [ "$(id -u)" -eq 0 ]; then
    echo "lab.sh: running as root, so JupyterLab gets --allow-root" >&2
    root=(--allow-root)
fi
exec .venv/bin/jupyter lab "$folder" ${root[@]+"${root[@]}"} "$@"
