"""Notebook 0's words (Learn by playing): its introduction says how a trick is really won, as the
engine and the path's first steps play it; the words it leaves to the rule cards are on them;
and it shows no debrief before the learner has played the hand it is about."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat

from moon_nb.engine.tiles import Tile
from moon_nb.engine.tricks import trick_winner
from moon_nb.path.cards import CARDS
from moon_nb.path.guided import STEPS, guided_session
from moon_nb.reference.glossary import TERMS

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "tutorials" / "source" / "00-learn-by-playing.md"
NOTEBOOK = ROOT / "notebooks" / "00-learn-by-playing.ipynb"


def introduction() -> str:
    text = SOURCE.read_text(encoding="utf-8")
    return " ".join(text[: text.index("## The guided path")].split())


def test_the_introduction_says_how_a_trick_is_won() -> None:
    said = introduction()
    assert "the highest tile wins" not in said
    assert "the highest tile of that suit takes the trick — unless someone plays a trump" in said
    # Step 3's trick (fives led, ones trump): 6-2 is the highest tile but no five, and 5-4
    # takes the trick; a trump played would beat them both.
    trick = ["5-3", "6-2", "5-4"]
    highest = max(trick, key=lambda t: Tile.parse(t).high * 10 + Tile.parse(t).low)
    assert highest == "6-2" and trick[trick_winner(trick, 1)] == "5-4"
    assert trick_winner(["5-3", "5-4", "2-1"], 1) == 2


def test_the_words_it_leaves_to_the_cards_are_on_them() -> None:
    said = introduction()
    listed = re.search(r"The other words — (.+?) — are defined", said)
    assert listed, "the introduction names the words the cards define"
    named = {t.name for t in TERMS if any(re.search(f, listed.group(1), re.I) for f in t.forms)}
    issue = {"suit", "trump", "widow", "contract", "made", "set", "defend", "cash"}
    assert issue | {"shoot the moon"} <= named
    on_cards = {w for c in CARDS for w in c.words}
    assert named <= on_cards, named - on_cards
    assert "rule card" in said and "](10-glossary.ipynb)" in said


def test_it_says_where_the_rule_cards_are() -> None:
    text = " ".join(SOURCE.read_text(encoding="utf-8").split())
    assert "The path opens with the first chapter's rule card over the table" in text
    assert "each new chapter opens with its own: read it, then **Play the step**" in text
    # As the path does it: it opens with the first chapter's card, and going on from a
    # chapter's last step opens the next one's.
    path = guided_session(STEPS[0].id)
    assert path.guide_view()["card_open"] is True
    path.handle({"kind": "card", "open": False})
    nxt = next(s for s in STEPS if s.chapter != STEPS[0].chapter)
    path.director.go(path, STEPS.index(nxt))  # the last step of the first chapter (numbered from 1)
    path.handle({"kind": "step", "step": nxt.id})
    assert path.guide_view()["card_open"] is True
    # The Rule button the notebook names is the table's: its label is the path's word, which
    # Python sends (`moon_nb.show.guide_wire.guide_words`) and the bundle's button shows.
    bundle = "".join(p.read_text(encoding="utf-8") for p in (ROOT / "moon_nb/static").glob("*.js"))
    assert '"guide:rule"' in bundle and path.guide_view()["words"]["rule"] == "Rule"


def test_no_debrief_is_shown_before_the_learners_own_hand() -> None:
    nb = nbformat.read(NOTEBOOK, as_version=4)
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert not any("example_debrief" in c.source for c in code)
    shown = [
        o.get("data", {}).get("text/plain", "") + o.get("text", "")
        for c in code
        if "debrief(" in c.source
        for o in c.outputs
    ]
    # The one debrief cell, run before the hand is played, says only that it is not over.
    assert shown == ["<Debrief: The hand is not over yet: play it at the table above, then run "
                     "this cell again.>"]  # fmt: skip


NUMBERS = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen"
).split()


def test_the_readme_and_the_guide_count_the_paths_steps_and_name_its_chapters() -> None:
    """The front door and the teacher's guide say how long the path is, and where it ends."""
    chapters = list(dict.fromkeys(step.chapter for step in STEPS))
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    guide = " ".join((ROOT / "docs" / "teachers-guide.md").read_text(encoding="utf-8").split())
    length = f"{len(STEPS)} short steps in {NUMBERS[len(chapters)]} chapters"
    assert f"{length} from following suit to {chapters[-1].lower()}" in readme
    assert f"| {len(STEPS)} steps |" in guide
    listed = f"{length} — " + ", ".join(c.lower() for c in chapters)
    assert listed in guide
