"""The puzzle stream: `themes` reads what a puzzle is about from its answer, `bank` holds the
generated, rated puzzles, `stream` serves them one after another near the learner's rating
(`PuzzlePath`), and `puzzle_table` is `moon_nb.Puzzles`, the stream at a notebook's table."""
