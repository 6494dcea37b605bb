#!/usr/bin/env bash
# Build the course book: the tutorials (or those the teacher names, and the teacher's own) as a
# static Jupyter Book — each page with the notebook's saved pictures, and, where the notebook
# shows a table or asks an exercise, the live play page or the exercise's page embedded in an
# <iframe> (Python runs in the reader's browser: scripts/play.sh). Serve OUT_DIR from any static
# host; nothing is fetched from elsewhere, at build time or when it is read.
#
#   bash scripts/book.sh OUT_DIR [--title TITLE] [--lang CODE[,CODE...]] [NOTEBOOK ...]
#
# --lang: the book's language (en, hu, hy, fi, mr, lo; default en): the tutorials as translated
# (notebooks/CODE/), the book's own words, Sphinx's and the embedded play page's in it. Several
# (--lang en,hu, or --lang all): a book of each, the first at OUT_DIR, each other in
# OUT_DIR/CODE/, every first page linking to the others; they share one play page.
# NOTEBOOK: as for scripts/site.sh (a tutorial by number or name, or a notebook of your own;
# none: every tutorial), each a clean copy (scripts/site/choose.py). Jupyter Book 1 (Sphinx,
# myst-nb, sphinx-book-theme) builds it, offline: Jupyter Book 2 (mystmd) draws its HTML with
# a theme it downloads as a template on a first build (not tried here). Its venv is pinned
# (scripts/book/requirements.txt) and cached beside the course site's downloads.
set -euo pipefail

usage="usage: bash scripts/book.sh OUT_DIR [--title TITLE] [--lang CODE[,CODE...]] [NOTEBOOK ...]
  builds the course book into OUT_DIR: the tutorials, or the NOTEBOOKs named (a tutorial by
  number or name, such as 3 or 03-following-suit, or a notebook file of your own); --lang: its
  language (en hu hy fi mr lo, default en), or several (en,hu; all), the first at OUT_DIR and
  each other in OUT_DIR/CODE"
NAME=book.sh
WHAT=book
TITLE=""
NOTEBOOKS=yes
LANGS=en
# shellcheck source=site/args.sh
. "$(dirname "$0")/site/args.sh"
ROOT=$(cd "$(dirname "$0")/.." && pwd)
read_arguments "$@"
# No title given: each language's book is titled in its language (make.py).
[ -z "$TITLE" ] || [ -n "${TITLE// /}" ] || refuse "a title is one line of at most 80 characters"
SHIPPED="en"
for folder in "$ROOT"/notebooks/??; do
    [ -d "$folder" ] && SHIPPED="$SHIPPED ${folder##*/}"
done
[ "$LANGS" != all ] || LANGS=${SHIPPED// /,}
IFS=, read -r -a CODES <<<"$LANGS"
for code in "${CODES[@]}"; do
    [[ " $SHIPPED " == *" $code "* ]] ||
        refuse "the tutorials are not in the language '$code': they are in ${SHIPPED// /, }"
done
refuse_unlisted_files
HERE=$ROOT/scripts/book
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
start=$SECONDS

# shellcheck source=site/cache.sh
. "$ROOT/scripts/site/cache.sh"
take_cache_lock
build_venv

# 1. The notebooks, each a clean copy (refused with a sentence, before anything is built).
"$VENV/bin/python" "$PINS/choose.py" "$ROOT" "$TMP/notebooks" --name "$NAME" --languages \
    ${CHOSEN[@]+"${CHOSEN[@]}"}

# 2. The book's venv (Jupyter Book, and moon_nb's needs to run the lessons), one per set of pins;
# moon_nb from this tree beside it, to run the lessons (not shipped: the pages are HTML).
pinned_venv "$HERE/requirements.txt" book-venv
BOOK_VENV=$PINNED_VENV
moon_nb_wheel "$TMP/wheel"
"$BOOK_VENV/bin/python" -m pip install -q --no-deps --no-index --target "$TMP/lib" "$TMP"/wheel/*.whl

release_cache_lock

# 3. The play page, which the pages embed (it takes the cache's lock itself).
bash "$ROOT/scripts/play.sh" "$TMP/play" >"$TMP/play.log" || { cat "$TMP/play.log" >&2; exit 1; }

# 4. Each language's sources (one run of make.py), then its book: the first language's at OUT,
# each other's in OUT/CODE. A language's notebooks: the tutorials as translated, the teacher's
# own as given.
for code in "${CODES[@]}"; do
    mkdir -p "$TMP/books/$code"
    for path in "$TMP"/notebooks/*.ipynb; do
        name=${path##*/}
        if [ "$code" != en ] && [ -f "$TMP/notebooks/$code/$name" ]; then
            path=$TMP/notebooks/$code/$name
        fi
        cp "$path" "$TMP/books/$code/"
    done
done
PYTHONPATH=$TMP/lib "$BOOK_VENV/bin/python" "$HERE/make.py" "$TMP/books" "$TMP/src" \
    --title "$TITLE" --languages "$LANGS"
for code in "${CODES[@]}"; do
    if ! "$BOOK_VENV/bin/jupyter-book" build -q -W --keep-going "$TMP/src/$code" \
        --path-output "$TMP/out-$code" >"$TMP/build.log" 2>&1; then
        tail -n 60 "$TMP/build.log" >&2
        echo "book.sh: jupyter-book build failed (log above)" >&2
        exit 1
    fi
done
rm -rf "$OUT"
mkdir -p "$OUT"
for code in "${CODES[@]}"; do
    if [ "$code" = "${CODES[0]}" ]; then into=$OUT; else into=$OUT/$code; fi
    mkdir -p "$into"
    cp -r "$TMP/out-$code/_build/html/." "$into/"
    cp -r "$TMP/src/$code/exercises" "$into/exercises"
    rm -rf "$into/.doctrees" "$into/_sources"
done
cp -r "$TMP/play" "$OUT/play"
"$BOOK_VENV/bin/python" "$HERE/make.py" --check "$OUT"
record_output
echo "book.sh: built $OUT in $((SECONDS - start)) s: $(du -sh "$OUT" | cut -f1);" \
    "serve it from any static host, e.g. python3 -m http.server -d $OUT, and open index.html"
