"""Course material, the top layer, by job: for everyone, self-contained pages
(`moon_nb.course.pages`), the tutorial notebooks that come with moon_nb
(`moon_nb.course.tutorials`) and the rules on one page (`moon_nb.course.rules_summary`); the
play page's Python side (`moon_nb.course.play`, beside its scripts in ``scripts/play``); and the
teacher's side (`moon_nb.course.teacher`: nbgrader's assignments and grades, the answer key, the
merge of learners' progress files), which a course site never ships."""
