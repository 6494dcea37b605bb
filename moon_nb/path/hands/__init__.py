"""The guided path's whole hands: deals played through all seven tricks from what the learner
sees, each by one plan found at trick 1 (`hand_steps`: the hands; `hand_goal`: how a hand is
judged and told; `hand_lines`: a hand played along a line, and what each play does)."""
