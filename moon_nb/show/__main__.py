"""``python -m moon_nb.show``: write the wire format's TypeScript declarations (the contents of
``widget_js/src/wire.d.ts``) to standard output."""

from __future__ import annotations

import sys

from moon_nb.show.wire import typescript_declarations

sys.stdout.write(typescript_declarations())
