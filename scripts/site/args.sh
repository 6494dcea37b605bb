# Sourced by scripts/site.sh, play.sh and book.sh: their arguments, OUT_DIR [--title TITLE]
# [NOTEBOOK ...], read into OUT, TITLE (left as the caller set it when not given) and CHOSEN.
# The caller sets NAME (its name in messages), WHAT (what it builds: site, page, book), usage,
# TITLE (its default) and NOTEBOOKS (yes: it takes NOTEBOOKs; otherwise a second folder is
# refused).

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

# Refuse an OUT that is a file, or a folder holding anything but an earlier build (no file
# $1 in it): a typo cannot empty a folder.
refuse_other_folder() {
    if [ -e "$OUT" ] && [ ! -d "$OUT" ]; then
        echo "$NAME: $OUT is a file, not a folder; nothing was built" >&2
        exit 2
    fi
    if [ -d "$OUT" ] && [ -n "$(ls -A "$OUT")" ] && [ ! -f "$OUT/$1" ]; then
        echo "$NAME: $OUT is not empty and holds no earlier $WHAT (no $1);" \
            "give an empty or new folder, nothing was built" >&2
        exit 2
    fi
}
