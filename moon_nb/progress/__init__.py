"""A learner's progress: every answer to an exercise and every try at a step, kept in a file
the learner owns (`records`), the store that reads and writes it (`store`), how the learner
stands (`standing`) and which lesson the running code belongs to (`which_lesson`); the one
judgement of a decision (`judgement`: its margins and the figures a card keeps), which the guided
path's face-down steps and the review both judge by. The review deck the file holds is the
review's (`moon_nb.review.deck`, a layer above): the file knows it only as a part it merges and
writes (`parts`). The teacher's merge of many learners' files is `moon_nb.course.teacher.merge`."""
