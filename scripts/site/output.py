"""The folder a build script writes into (`scripts/site.sh`, `play.sh`, `book.sh`): a rebuild
replaces only what the script wrote there, never a file of someone else's.

    python output.py check OUT SCRIPT WHAT     refuse OUT (exit 2, a sentence) or say nothing
    python output.py record OUT                list what is in OUT now, as the script's own
    python output.py size OUT                  say how big OUT is ("47.7 MiB in 598 files")

Every build ends by listing what it wrote (`LIST`, in OUT). Before anything is built, OUT is
refused when it is a file, or a folder that holds anything not on that list (a teacher's file
put beside the site, or a folder that never held a build): the rebuild would delete it. The
sentence names what is there and what to do. Standard library only, so the scripts run it
before they make a venv.
"""

from __future__ import annotations

import sys
from pathlib import Path

LIST = "moon_nb-build-files.txt"
"""In OUT: every file and folder the last build wrote, one a line, relative to OUT."""


def contents(out: Path) -> set[str]:
    """Every file and folder in ``out`` (relative, with "/"), but the list itself."""
    return {p.relative_to(out).as_posix() for p in out.rglob("*")} - {LIST}


def refusal(out: Path, script: str, what: str) -> str | None:
    """Why ``script`` may not build its ``what`` into ``out``, or None."""
    if out.exists() and not out.is_dir():
        return f"{script}: {out} is a file, not a folder; nothing was built"
    if not out.is_dir() or not contents(out):
        return None
    listed = out / LIST
    if not listed.is_file():
        return (
            f"{script}: {out} is not empty and holds no earlier {what} of this script's (no "
            f"{LIST} listing what a build wrote there), so building would delete what it "
            f"holds; give an empty or new folder; nothing was built"
        )
    foreign = sorted(contents(out) - set(listed.read_text(encoding="utf-8").splitlines()))
    # A folder named is enough: what is inside it is its own.
    tops = [p for p in foreign if not any(p.startswith(f"{q}/") for q in foreign)]
    if not tops:
        return None
    shown = ", ".join(tops[:5]) + (f" and {len(tops) - 5} more" if len(tops) > 5 else "")
    return (
        f"{script}: {out} holds {shown}, which no build of this script wrote there and a "
        f"rebuild would delete; move {'it' if len(tops) == 1 else 'them'} out of {out} (or "
        "build into another folder); nothing was built"
    )


def record(out: Path) -> None:
    """List what ``out`` holds as the build's own."""
    text = "".join(f"{name}\n" for name in sorted(contents(out)))
    (out / LIST).write_text(text, encoding="utf-8")


def size(out: Path) -> tuple[int, int]:
    """What a build wrote into ``out``: its bytes and its files (the list itself left out)."""
    files = [p for p in out.rglob("*") if p.is_file() and p.name != LIST]
    return sum(p.stat().st_size for p in files), len(files)


def size_said(out: Path) -> str:
    """``out``'s size as the build says it: "47.7 MiB in 598 files (about 48 MiB in about 600
    files)" — the part in brackets is how the teachers' guide quotes it (its test compares)."""
    total, count = size(out)
    return f"{total / 2**20:.1f} MiB in {count} files ({about(total, count)})"


def about(total: int, count: int) -> str:
    """A size in round figures, as the docs quote a build's: MiB to the whole, files to two
    significant figures ("about 48 MiB in about 600 files")."""
    files = round(count, 1 - len(str(count))) if count >= 100 else count
    return f"about {round(total / 2**20)} MiB in about {files} files"


def main(argv: list[str]) -> int:
    if len(argv) == 4 and argv[0] == "check":
        said = refusal(Path(argv[1]), argv[2], argv[3])
        if said:
            print(said, file=sys.stderr)
            return 2
        return 0
    if len(argv) == 2 and argv[0] == "record":
        record(Path(argv[1]))
        return 0
    if len(argv) == 2 and argv[0] == "size":
        print(size_said(Path(argv[1])))
        return 0
    print("usage: python output.py check OUT SCRIPT WHAT | record OUT | size OUT", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
