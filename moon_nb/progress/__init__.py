"""A learner's progress: every answer to an exercise and every try at a step, kept in a file
the learner owns (`records`), the store that reads and writes it (`store`), how the learner
stands (`standing`) and which lesson the running code belongs to (`which_lesson`); the review
deck the file holds (`deck`: positions as seen, `seen`, judged by `examine`) and the puzzle
ratings (`glicko`, `puzzle_ratings`). What acts on the deck — keeping hands, weighing them, the
review's table — is the layer above the path, `moon_nb.review`; the teacher's merge of many
learners' files is `moon_nb.course.teacher.merge`."""
