"""A learner's progress: every answer to an exercise and every try at a step, kept in a file
the learner owns (`records`), the store that reads and writes it (`store`), how the learner
stands (`standing`) and which lesson the running code belongs to (`which_lesson`); and the
teacher's merge of many learners' files into one table (`merge`; its command is
`moon_nb.course.progress`)."""
