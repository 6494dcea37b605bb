#!/usr/bin/env bash
# Build the table widget's JavaScript and CSS into the package (moon_nb/static/), from
# widget_js/src, with the esbuild version pinned in widget_js/package-lock.json. Then run the
# JS unit tests. The built files are committed, so installing moon_nb needs no Node;
# tests/test_widget_js.py checks they match the source.
set -euo pipefail
cd "$(dirname "$0")/../widget_js"
if [ ! -x node_modules/.bin/esbuild ]; then
    npm ci --no-audit --no-fund
fi
node build.mjs
node --test test/
ls -l ../moon_nb/static/
