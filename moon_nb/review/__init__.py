"""The review: practice on positions, the learner's own and the bank's — one layer above the
guided path, whose table, steps and goals it uses.

Every hand played at a table is kept (`keeping`, registered by `moon_nb` itself whatever module
the table was made from) and its decisions weighed between hands or on a worker (`weigher`); the
costly ones are cards of the learner's deck, which comes back on an FSRS schedule (`schedule`).
`review_path` directs a table through the cards due and practice by theme, and `review` is
`moon_nb.Review`, that path in a notebook. The rated puzzle stream (`puzzles`, `moon_nb.Puzzles`)
sets its positions up as the review does, and a puzzle missed becomes a card.

The review's own data are here too: the deck (`deck`: cards, reviews, decisions kept, puzzles
tried), each position as the learner saw it (`seen`), the examining of a kept decision into a
card (`examine`) and the practice bank (`practice_bank`). What it reads from below: the progress
file, which holds the deck without reading it (`moon_nb.progress.parts`), and the one judgement of
a decision (`moon_nb.progress.judgement`), by which the guided path's face-down steps judge too."""
