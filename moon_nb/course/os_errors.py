"""What the commands say when the file system refuses them: a sentence of the library's, never
Python's ``[Errno 2] No such file or directory: '...'``."""

from __future__ import annotations

import errno
from pathlib import Path

_SAID = {
    errno.EACCES: "you may not write or read {path} (permission denied)",
    errno.EPERM: "you may not write or read {path} (permission denied)",
    errno.EROFS: "{path} is on a disk that cannot be written (read-only)",
    errno.EISDIR: "{path} is a folder, not a file",
    errno.ENOTDIR: "{path} is not in a folder: a part of it is a file",
    errno.ENOSPC: "the disk is full: {path} could not be written",
    errno.EEXIST: "{path} is already there",
}


def in_words(error: BaseException) -> str:
    """``error`` as a command says it: a file system's refusal (an `OSError` with its own
    code) in words that name the file or folder; any other error as it reads (the library's
    own messages are sentences already)."""
    if not isinstance(error, OSError) or error.strerror is None:
        return str(error)
    if error.filename is None:
        return error.strerror[:1].lower() + error.strerror[1:]
    path = Path(error.filename)
    if error.errno == errno.ENOENT:
        if not path.parent.is_dir():
            return f"there is no folder {path.parent}"
        return f"there is no {path}"
    said = _SAID.get(error.errno or 0)
    if said is None:
        return f"{path}: {error.strerror[:1].lower() + error.strerror[1:]}"
    return said.format(path=path)


__all__ = ["in_words"]
