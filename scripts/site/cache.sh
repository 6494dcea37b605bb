# Sourced by scripts/site.sh and scripts/play.sh: the downloads and the build venv they share,
# cached in ${XDG_CACHE_HOME:-~/.cache}/moon_nb-site (or $MOON_NB_SITE_CACHE), each pinned.
# Needs ROOT (the repository), TMP (a scratch folder) and python3 and npm on PATH. Callers take
# the cache's lock first (take_cache_lock): one build at a time fills it.

PINS=$ROOT/scripts/site
CACHE=${MOON_NB_SITE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/moon_nb-site}
PYODIDE_VERSION=314.0.6  # the version jupyterlite-pyodide-kernel 0.8.6 is built for
PYODIDE_SHA256=d78ac549b28a2a58600cd06f44e017024151775f8c6b2d73fab1475400d38ea2
PYODIDE_TGZ=$CACHE/pyodide-$PYODIDE_VERSION.tgz
mkdir -p "$CACHE"

key() { sha256sum "$1" | cut -c1-12; }

# One build at a time fills the cache (a test and a benchmark may build at once). A build lets
# go once it only reads what it took from the cache, so another can fill it meanwhile.
take_cache_lock() {
    exec 9>"$CACHE/.lock"
    flock 9
}

release_cache_lock() {
    flock -u 9
}

# A venv of the pins in $1 (with their hashes), one per set of pins, in $CACHE/$2-KEY; sets
# PINNED_VENV. The marker is written last: a half-made venv is redone.
pinned_venv() {
    PINNED_VENV=$CACHE/$2-$(key "$1")
    if [ ! -f "$PINNED_VENV/.complete" ]; then
        echo "${0##*/}: creating the venv $PINNED_VENV"
        rm -rf "$PINNED_VENV"
        python3 -m venv "$PINNED_VENV"
        "$PINNED_VENV/bin/python" -m pip install -q --require-hashes -r "$1"
        touch "$PINNED_VENV/.complete"
    fi
}

# The build venv (scripts/site/build-requirements.txt); sets VENV.
build_venv() {
    pinned_venv "$PINS/build-requirements.txt" venv
    VENV=$PINNED_VENV
}

# The Pyodide core (runtime, standard library, lock file) from its npm package, checked by its
# sha256; at $PYODIDE_TGZ.
pyodide_tarball() {
    if [ ! -f "$PYODIDE_TGZ" ]; then
        echo "${0##*/}: fetching pyodide@$PYODIDE_VERSION from npm"
        (cd "$TMP" && npm pack --silent "pyodide@$PYODIDE_VERSION" >/dev/null)
        echo "$PYODIDE_SHA256  $TMP/pyodide-$PYODIDE_VERSION.tgz" | sha256sum --quiet -c -
        mv "$TMP/pyodide-$PYODIDE_VERSION.tgz" "$PYODIDE_TGZ"
    fi
}

# A build step's Python (the script $2) run once in Pyodide under Node by pyodide_run.mjs, on
# the files staged in the folder $3 (Pyodide's own standard library is added there as
# stdlib.zip); its output is cached in $CACHE/$1-KEY, KEY the hash of the staged files, the
# script, the runner, byte_code.py and Pyodide, so a second build of the same inputs needs
# neither Node nor its seconds. Sets STEP_OUT; the newest few of each kind are kept (one per
# tree built). On failure, the step's last words, and the build stops.
pyodide_step() {
    local kind=$1 script=$2 staged=$3
    local inputs
    inputs=$( (cd "$staged" && find . -type f | sort && find . -type f -print0 | sort -z |
        xargs -0 cat) | cat - "$script" "$PINS/pyodide_run.mjs" "$PINS/byte_code.py" \
        "$PYODIDE_TGZ" | sha256sum | cut -c1-12)
    STEP_OUT=$CACHE/$kind-$inputs
    if [ -f "$STEP_OUT/.complete" ]; then
        return
    fi
    rm -rf "$STEP_OUT" "$TMP/pyodide"
    mkdir -p "$TMP/pyodide"
    tar xzf "$PYODIDE_TGZ" -C "$TMP/pyodide" --strip-components=1 package
    cp "$TMP/pyodide/python_stdlib.zip" "$staged/stdlib.zip"
    if ! node "$PINS/pyodide_run.mjs" "$TMP/pyodide" "$script" "$staged" "$STEP_OUT" \
        >"$TMP/$kind.log" 2>&1; then
        tail -n 40 "$TMP/$kind.log" >&2
        echo "${0##*/}: $(basename "$script"), run in Pyodide, failed (log above)" >&2
        exit 1
    fi
    touch "$STEP_OUT/.complete"
    ls -dt "$CACHE/$kind"-* | tail -n +6 | xargs -r rm -rf
}

# The course site built from the lite dir $TMP/lite (site.sh's step 6), cached in
# $CACHE/site-KEY: KEY the hash of every staged file (names and contents), the compiled standard
# library ($COMPILED), the title, the build venv's pins and the scripts that shape the site. The
# newest few are kept (the suite builds three sites a tree). A hit touches its folder, so the
# newest are the last used.
site_key() {
    SITE_CACHED=$CACHE/site-$( (cd "$TMP/lite" && find . -type f | sort &&
        find . -type f -print0 | sort -z | xargs -0 cat) |
        cat - "$COMPILED/python_stdlib.pyc.zip" "$PINS/build-requirements.txt" "$PINS/stage.py" \
            "$PINS/cache.sh" "$ROOT/scripts/site.sh" <(printf 'title: %s' "$TITLE") |
        sha256sum | cut -c1-12)
}

# Copy the cached site into the empty folder $1; false when there is none.
site_from_cache() {
    site_key
    [ -f "$SITE_CACHED/.complete" ] || return 1
    touch "$SITE_CACHED"
    # (called as a condition, so set -e is off here: a copy that fails is undone, a miss)
    if ! cp -a "$SITE_CACHED/." "$1/"; then
        find "$1" -mindepth 1 -delete
        return 1
    fi
    rm -f "$1/.complete"
}

# Keep the site built in $1, whole or not at all (another build's copy is as good).
site_to_cache() {
    local scratch=$SITE_CACHED.$$
    rm -rf "$scratch"
    cp -a "$1" "$scratch"
    touch "$scratch/.complete"
    mv -T "$scratch" "$SITE_CACHED" 2>/dev/null || rm -rf "$scratch"
    ls -dt "$CACHE"/site-????????????  | tail -n +5 | xargs -r rm -rf
}

# The pure-Python wheels the kernel and moon_nb load in Pyodide
# (scripts/site/pyodide-requirements.txt), exactly as pinned (hashes checked); sets WHEELS.
kernel_wheels() {
    WHEELS=$CACHE/wheels-$(key "$PINS/pyodide-requirements.txt")
    if [ ! -f "$WHEELS/.complete" ]; then
        echo "${0##*/}: downloading the kernel's wheels"
        rm -rf "$WHEELS"
        "$VENV/bin/python" -m pip download -q --no-deps --require-hashes --only-binary=:all: \
            --platform any --python-version 3.14 --implementation py --abi none \
            -r "$PINS/pyodide-requirements.txt" -d "$WHEELS"
        touch "$WHEELS/.complete"
    fi
}

# moon_nb from this working tree, as a wheel in $1 (the build venv has hatchling): the pure-Python
# wheel (MOON_NB_PURE, hatch_build.py), the one Pyodide loads.
moon_nb_wheel() {
    MOON_NB_PURE=1 "$VENV/bin/python" -m pip wheel -q --no-deps --no-build-isolation "$ROOT" -w "$1"
    if ! ls "$1"/moon_nb-*-py3-none-any.whl >/dev/null 2>&1; then
        echo "${0##*/}: moon_nb's wheel in $1 is not the pure-Python one Pyodide needs" >&2
        exit 1
    fi
}
