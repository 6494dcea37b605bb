"""The rules on one page (`moon_nb.reference.summary`, ``python -m moon_nb rules-summary``): its
facts are the engine's, worked out for the rules it is made for; the rule book's readings and
the tables' choices are labelled; it is one self-contained page (pictures as data URIs, nothing
fetched).
Each of the project's choices (`moon_nb.reference.readings`) concerns the games it says."""

from __future__ import annotations

import html
import re
import subprocess
import sys
from pathlib import Path

import pytest
from support import pictures_in

from moon_nb import Rules
from moon_nb.engine.scoring import score_hand
from moon_nb.engine.tiles import join
from moon_nb.engine.tricks import TRUMP, suit_members
from moon_nb.engine.trump import Trump
from moon_nb.lessons import readings
from moon_nb.reference.summary import Facts, RulesSummary, rules_summary_html


def _text(page: str) -> str:
    """The page as a reader reads it: tags out, entities unescaped, spaces folded."""
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", page)))


PAGE = rules_summary_html()
TEXT = _text(PAGE)


def test_the_tiles_suits_and_ranking_are_the_engines() -> None:
    rules = Rules()
    facts = Facts(rules)
    assert f"{len(rules.tiles)} tiles" in TEXT
    assert f"Each of the {rules.players} players gets {len(rules.tiles) // 3} ;" in TEXT
    assert f"the {len(rules.tiles) % 3} left over" in TEXT
    for suit in (6, 2):
        assert f"suit {suit} is {join(suit_members(suit, None, rules.tiles))}" in TEXT
    assert facts.suit_sizes == {n: len(suit_members(n, None, rules.tiles)) for n in range(7)}
    assert "the others 6 each" in TEXT and "has 1 tile (0-0)" in TEXT


def test_the_trump_counts_are_the_engines_and_the_rule_books_tip() -> None:
    counts = Facts(Rules()).trump_counts
    for trump, n in counts.items():
        assert n == len(suit_members(TRUMP, trump, Rules().tiles))
    # The rule book's tip (§4): a number gives six trumps (0 gives one), doubles seven.
    assert counts[Trump.BLANKS] == 1 and counts[Trump.DOUBLES] == 7
    assert all(counts[Trump(n)] == 6 for n in range(1, 7))
    assert "blanks: 1; 1s, 2s, 3s, 4s, 5s, 6s: 6 each; doubles: 7" in TEXT


def test_the_bids_and_scores_follow_the_rules_the_page_is_made_for() -> None:
    assert "Bids: 4, 5, 6, 7, 21" in TEXT
    low = _text(rules_summary_html(Rules(min_bid=3)))
    assert "Bids: 3, 4, 5, 6, 7, 21" in low
    for tricks in ([5, 1, 1], [7, 0, 0], [4, 2, 1], [6, 1, 0]):
        assert score_hand(Rules(), 0, 5, tricks).text in TEXT
    assert score_hand(Rules(), 1, 21, [1, 6, 0]).text in TEXT
    assert "21 points or more" in TEXT


def test_readings_and_choices_are_labelled() -> None:
    for topic in ("made", "all pass"):
        r = readings.reading(topic)
        assert f"{r.rule} {r.tag}" in TEXT, topic
    for topic in ("partners", "moon with partners", "ties, partners", "marks, set", "ties, marks"):
        assert readings.reading(topic).tag in TEXT
    for label in readings.LABELS.values():
        assert label in TEXT


def test_the_page_is_one_self_contained_file() -> None:
    assert PAGE.startswith("<!DOCTYPE html>") and "@page { size: A4" in PAGE
    assert "<script" not in PAGE and "<svg" not in PAGE
    assert not re.search(r"""(src|href)=["'](?!data:)""", PAGE), "nothing may be fetched"
    assert len(pictures_in(PAGE)) >= 3
    assert RulesSummary()._repr_html_() in PAGE


def test_the_command_writes_the_page_and_keeps_an_existing_one(tmp_path: Path) -> None:
    out = tmp_path / "rules.html"
    run = [sys.executable, "-m", "moon_nb", "rules-summary", str(out)]
    done = subprocess.run(run, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert out.read_text(encoding="utf-8") == PAGE
    out.write_text("mine", encoding="utf-8")
    again = subprocess.run(run, capture_output=True, text=True, check=False)
    assert again.returncode == 1 and "--force" in again.stderr
    assert out.read_text(encoding="utf-8") == "mine"
    forced = subprocess.run([*run, "--force"], capture_output=True, text=True, check=False)
    assert forced.returncode == 0 and out.read_text(encoding="utf-8") == PAGE


# --- the project's choices ------------------------------------------------------------------


def test_each_choice_concerns_the_games_it_says() -> None:
    three = {r.topic for r in readings.for_rules(Rules())}
    assert three == {"made", "all pass", "the last trick"}
    marks_four = {r.topic for r in readings.for_rules(Rules(players=4, scoring="marks"))}
    assert {"marks with partners", "ties, marks", "marks, set", "partners"} <= marks_four
    assert "ties, partners" not in marks_four  # with marks the tie rule is the marks one
    forced = {r.topic for r in readings.for_rules(Rules(all_pass="force"))}
    assert "forced bid, three players" in forced and "all pass" not in forced
    with pytest.raises(KeyError, match="the topics are"):
        readings.reading("nonsense")


THREE_PLAYER_VARIANTS = [
    Rules(),
    Rules(min_bid=3),
    Rules(min_bid=5),
    Rules(double_blank=False),
    Rules(trump_before_widow=True),
    Rules(scoring="marks"),
    Rules(all_pass="force"),
]


def _opening_bids(rules: Rules) -> str:
    """The bids the first bidder may make, as the engine allows them (pass left out)."""
    from moon_nb.engine.bidding import legal_bids

    return ", ".join(str(b) for b in legal_bids(rules, []) if b)


@pytest.mark.parametrize("rules", THREE_PLAYER_VARIANTS, ids=lambda r: r.describe())
def test_the_bids_on_the_page_are_the_engines_for_every_variant(rules: Rules) -> None:
    """The page for each three-player variant lists the bids the engine allows there, and its
    line on the minimum bid lists the bids of both minimums, 3 and 5 — not only those of 3."""
    text = _text(rules_summary_html(rules))
    assert f"Bids: {_opening_bids(rules)} ." in text
    for low in (3, 5):
        assert f"with {low}: bids {_opening_bids(Rules(min_bid=low))}" in text


@pytest.mark.parametrize("rules", THREE_PLAYER_VARIANTS, ids=lambda r: r.describe())
def test_a_three_player_page_speaks_of_no_sides(rules: Rules) -> None:
    """Three players play each for themselves: the page's tie rule says "until one of them is
    ahead", never "one side"."""
    text = _text(rules_summary_html(rules))
    assert "until one of them is ahead" in text
    assert not re.search(r"\bsides?\b", text), re.search(r".{60}\bsides?\b.{60}", text)


def test_a_tie_between_teams_plays_on_until_one_team_is_ahead() -> None:
    from moon_nb.engine.scoring import game_status

    four = Rules(players=4)
    assert game_status(four, [22, 22]).text.endswith("play goes on until one team is ahead.")
    assert game_status(Rules(), [22, 22, 3]).text.endswith("until one of them is ahead.")


def _section(text: str, title: str, after: str) -> str:
    return text[text.index(title) : text.index(after)]


def test_the_bidders_steps_after_the_bidding_follow_the_variant() -> None:
    """With a widow the bidder takes it and discards, then names trump; with trump before the
    widow, the other way round; with no 0-0, no widow at all. The all-pass rule is the
    variant's: a new deal, or a forced bid."""
    plain = _text(rules_summary_html(Rules()))
    assert "The bidder takes the widow (8 tiles)" in plain and "Then names trump" in plain
    first = _text(rules_summary_html(Rules(trump_before_widow=True)))
    assert "The bidder first names trump" in first and "; then takes the widow (8 tiles)" in first
    bare = _text(rules_summary_html(Rules(double_blank=False)))
    steps = _section(bare, " Trump ", "Play ")
    assert "There is no widow: the bidder names trump" in steps
    assert "takes the widow" not in steps
    assert "none is left over: no widow" in bare and "Suit 0 has 0 tiles;" in bare
    forced = _text(rules_summary_html(Rules(all_pass="force")))
    assert readings.reading("forced bid, three players").rule in forced
    assert readings.reading("all pass").rule not in forced
    assert readings.reading("all pass").rule in plain


def test_a_page_for_four_players_is_refused_in_words() -> None:
    """The page's examples are three seats playing each for themselves: for partnerships it
    says so instead of failing inside the scoring."""
    with pytest.raises(ValueError, match="three-player Moon"):
        rules_summary_html(Rules(players=4))
