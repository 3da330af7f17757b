"""A run-in English risk list joins its last item with `and` after a semicolon (`Key risks: A; B; and C.`): the joining
word is no word of the item, as the labels quote it; a word that only starts like one stays (`Order intake …`)."""

from __future__ import annotations

from tasks.finders.risks import find_risks

COVER = "Acme Holdings (ACME US)\nRating: Buy\n"


def items(text: str) -> list[str]:
    return [item.value for item in find_risks(COVER + text + "\nSource: Acme Research", "company", ())]


def test_the_last_items_joining_word_is_left_out() -> None:
    text = "Key risks: a delay in capacity ramp-up; weaker pricing; and higher raw material costs."
    assert items(text) == ["a delay in capacity ramp-up", "weaker pricing", "higher raw material costs"]
    text = "Key risks: a delay in capacity ramp-up; weaker pricing; or a loss of key customers."
    assert items(text) == ["a delay in capacity ramp-up", "weaker pricing", "a loss of key customers"]


def test_an_item_opening_with_a_word_that_starts_like_a_joining_word_keeps_it() -> None:
    text = "Key risks: orders slowing in 2027; Android share losses; andesite supply cuts."
    assert items(text) == ["orders slowing in 2027", "Android share losses", "andesite supply cuts"]
