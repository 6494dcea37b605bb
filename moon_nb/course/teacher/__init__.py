"""The teacher's side, never shipped to a learner's browser (``scripts/site/shipped.py``'s
``TEACHER_SIDE``): nbgrader's course of assignments (`assignments`, `grader_config`, `marks`,
`exchange`, `grades`), the exercises each tutorial asks (`catalog`, `rebuild`), the answer key
(`answer_key`), and the merge of learners' progress files (`progress`, the command; `merge`,
`merge_weighing`, `missed_pages`)."""
