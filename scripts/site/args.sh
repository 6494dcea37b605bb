# Sourced by scripts/site.sh, play.sh and book.sh: their arguments, OUT_DIR [--title TITLE]
# [NOTEBOOK ...], read into OUT, TITLE (left as the caller set it when not given) and CHOSEN.
# The caller sets NAME (its name in messages), WHAT (what it builds: site, page, book), usage,
# TITLE (its default) and NOTEBOOKS (yes: it takes NOTEBOOKs; otherwise a second folder is
# refused); LANGS (its default, book.sh's) when it takes --lang CODE[,CODE...], read into LANGS.

refuse() {
    echo "$NAME: $1" >&2
    echo "$usage" >&2
    exit 2
}

read_arguments() {
    OUT=""
    CHOSEN=()
    while [ $# -gt 0 ]; do
        case $1 in
            -h | --help)
                echo "$usage"
                exit 0
                ;;
            --title)
                [ $# -ge 2 ] || refuse "--title needs a title"
                TITLE=$2
                shift 2
                continue
                ;;
            --title=*) TITLE=${1#--title=} ;;
            --lang)
                [ -n "${LANGS-}" ] || refuse "unknown option $1"
                [ $# -ge 2 ] || refuse "--lang needs a language code"
                LANGS=$2
                shift 2
                continue
                ;;
            --lang=*)
                [ -n "${LANGS-}" ] || refuse "unknown option ${1%%=*}"
                LANGS=${1#--lang=}
                ;;
            -*) refuse "unknown option $1" ;;
            *)
                if [ -z "$OUT" ]; then
                    OUT=$1
                elif [ "$NOTEBOOKS" = yes ]; then
                    CHOSEN+=("$1")
                else
                    refuse "give one folder to build the $WHAT into, not also $1"
                fi
                ;;
        esac
        shift
    done
    [ -n "$OUT" ] || refuse "give the folder to build the $WHAT into"
    if [ -n "$TITLE" ] && { [ ${#TITLE} -gt 80 ] || [[ $TITLE == *$'\n'* ]]; }; then
        refuse "a title is one line of at most 80 characters"
    fi
}

# Refuse an OUT that is a file, or a folder holding anything no earlier build of this script
# wrote there (scripts/site/output.py keeps the list): a rebuild never deletes someone else's file.
# Run before anything is built.
refuse_unlisted_files() {
    python3 "$(dirname "${BASH_SOURCE[0]}")/output.py" check "$OUT" "$NAME" "$WHAT" || exit 2
}

# After a build: list what OUT holds, as this build's own.
record_output() {
    python3 "$(dirname "${BASH_SOURCE[0]}")/output.py" record "$OUT"
}
