"""The guided path: short steps at the real table, each a prepared position with one goal
(`step`, `goals`, the steps in `steps_rules` and `steps_play`), one go at a step (`attempt`),
the rule card of each chapter (`cards`, `card_rows`), the path directing a table (`guided`) and
the notebook's `Learn` widget (`learn`); its last chapter, whole hands played from trick 1 by a
plan, is the sub-package `hands`."""
