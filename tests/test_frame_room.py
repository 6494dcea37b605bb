"""Every test runs with room for its frames (`tests/frame_room.py`): calls that go deeper and
come back, as the solver's do, start no new chunk of frames from any depth."""

from __future__ import annotations

import inspect
import resource


def there_and_back(depth: int) -> int:
    """A call ``depth`` frames deep, and back."""
    return 0 if depth == 0 else 1 + there_and_back(depth - 1)


def from_depth(start: int, times: int) -> int:
    """``times`` calls 40 frames deep, made from ``start`` frames below this one."""
    if start:
        return from_depth(start - 1, times)
    return sum(there_and_back(40) for _ in range(times))


def page_faults() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_minflt


def test_the_test_is_called_from_the_roomy_frame() -> None:
    assert "roomy" in [f.function for f in inspect.stack()]


def test_calls_there_and_back_take_no_memory_from_any_depth() -> None:
    # Without the room, some start among these 400 frames (over 16 KiB of them) puts a chunk's
    # edge under the calls, and each of the 500 takes a chunk and gives it back: thousands
    # of page faults. With it, only the room's own pages, once each (under 130).
    before = page_faults()
    for start in range(0, 400, 4):
        from_depth(start, 500)
    assert page_faults() - before < 1000
