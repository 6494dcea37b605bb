#!/usr/bin/env bash
# Build the table widget's JavaScript and CSS into the package (moon_nb/static/), from
# widget_js/src, with the esbuild version pinned in widget_js/package-lock.json. First write the
# wire format's TypeScript declarations from Python (moon_nb/show/wire.py -> widget_js/src/wire.d.ts)
# and type-check the widget against them; then run the JS unit tests. The built files are
# committed, so installing moon_nb needs no Node; tests/test_widget_js.py checks they match the
# source.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-.venv/bin/python}
"$PYTHON" -m moon_nb.show > widget_js/src/wire.d.ts
cd widget_js
if [ ! -x node_modules/.bin/esbuild ] || [ ! -x node_modules/.bin/tsc ]; then
    npm ci --no-audit --no-fund
fi
node_modules/.bin/tsc -p .
node build.mjs
node --test test/
ls -l ../moon_nb/static/
