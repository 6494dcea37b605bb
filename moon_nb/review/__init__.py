"""The review: practice on positions, the learner's own and the bank's — one layer above the
guided path, whose table, steps and goals it uses.

Every hand played at a table is kept (`keeping`, registered by `moon_nb` itself whatever module
the table was made from) and its decisions weighed between hands or on a worker (`weigher`); the
costly ones are cards of the learner's deck, which comes back on an FSRS schedule (`schedule`).
`review_path` directs a table through the cards due and practice by theme, and `review` is
`moon_nb.Review`, that path in a notebook. The rated puzzle stream (`puzzles`, `moon_nb.Puzzles`)
sets its positions up as the review does, and a puzzle missed becomes a card.

What the review reads from below: the deck itself, the positions as seen and the one judgement
of a decision (`moon_nb.progress.deck`, `.seen`, `.examine`) are kept in the progress layer, as
the learner's progress file holds the deck, and the guided path's face-down steps and the
teacher's merge judge decisions by the same rule."""
