"""Developer tools: tournaments, duplicate matches and the engine benchmark. They are not part of
the installed library (the wheel leaves this folder out) and nothing in moon_nb imports them."""
