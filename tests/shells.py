"""A shell that runs a page's blocks one after the other, as a reader pasting them into one
terminal would: a ``cd`` in one block holds for the next (`Shell`)."""

from __future__ import annotations

import pwd
import queue
import subprocess
import threading
from pathlib import Path

DONE = "__the block ended__"


class Shell:
    """One ``bash -euo pipefail`` in ``cwd`` with ``env``. `run` gives it a block: the block's
    text, saved to a file, is sourced (so it runs in this shell, and the commands in it read
    no input meant for the shell); a command that fails ends the shell, and `run` says so with
    what the shell wrote. What it writes to stderr is kept in ``log``. ``as_user`` runs the
    shell as that account (`setpriv`, which keeps ``env`` as given), where the test is root."""

    def __init__(self, cwd: Path, env: dict[str, str], log: Path, as_user: str = "") -> None:
        self.blocks = log.parent / f"{log.stem}-blocks"
        self.blocks.mkdir(parents=True, exist_ok=True)
        self.log = log
        self._err = log.open("w")
        user: list[str] = []
        if as_user:
            account = pwd.getpwnam(as_user)
            user = ["setpriv", f"--reuid={account.pw_uid}", f"--regid={account.pw_gid}"]
            user.append("--clear-groups")
        self.proc = subprocess.Popen(
            [*user, "bash", "-euo", "pipefail"],
            cwd=cwd,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self._err,
            text=True,
        )
        self._lines: queue.Queue[str | None] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.count = 0

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self._lines.put(line)
        self._lines.put(None)

    def run(self, block: str, timeout: float = 600) -> str:
        """Run ``block`` in this shell; what it wrote to stdout."""
        self.count += 1
        script = self.blocks / f"block-{self.count}.sh"
        script.write_text(block)
        assert self.proc.stdin is not None
        self.proc.stdin.write(f"source {script} < /dev/null\necho {DONE}\n")
        self.proc.stdin.flush()
        out: list[str] = []
        while True:
            try:
                line = self._lines.get(timeout=timeout)
            except queue.Empty:
                raise AssertionError(f"{block}\ndid not end in {timeout:.0f} s") from None
            if line is None:
                self.proc.wait()
                raise AssertionError(
                    f"{block}\nfailed (the shell exited with {self.proc.returncode}):\n"
                    f"{''.join(out)[-2000:]}{self.log.read_text()[-3000:]}"
                )
            if line.rstrip("\n") == DONE:
                return "".join(out)
            out.append(line)

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait(timeout=60)
        self._err.close()
