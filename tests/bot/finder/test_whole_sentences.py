"""The facts a long message pre-fills are read in the whole sentences of its head (bot/finder/head.py): a sentence the
head cuts may take its fact back after the cut (auditor29, s25: a card « laissée tomber » at trick 3, then « l'arbitre
vient, dit que c'est une carte pénalisée principale … » beyond the 300 characters: a penalty card already ruled, no new
card)."""

from __future__ import annotations

from bot.finder.head import READ, clipped, whole_sentences
from bot.incidents import words
from tests.bot.finder.descriptions import engine_facts

LETTER = (
    "Bonjour, je vous écris parce que notre club se dispute depuis samedi sur une décision, et comme personne n'est "
    "d'accord je préfère demander un avis extérieur. Contrat 4♠ par Sud, nous étions en défense. Au 3e pli, ma "
    "partenaire laisse tomber le valet de cœur face visible : l'arbitre vient, dit que c'est une carte pénalisée "
    "principale et qu'elle devra la jouer à la première occasion. Au 5e pli, elle fournit le 4 de cœur."
)


def test_a_short_message_is_read_whole() -> None:
    text = "Est a renoncé à trèfle. La renonce est consommée."
    assert whole_sentences(text) == text


def test_the_head_stops_at_its_last_whole_sentence() -> None:
    head = whole_sentences(LETTER)
    assert len(clipped(LETTER)) <= READ < len(LETTER)
    assert head.endswith("nous étions en défense.") and head in clipped(LETTER)


def test_a_head_without_a_whole_sentence_reads_no_fact() -> None:
    assert whole_sentences("mot " * 100) == ""


def test_a_fact_in_the_cut_sentence_is_not_pre_filled() -> None:
    assert engine_facts("cartes_penalisees", LETTER).get("situation") != "new_card"


def test_a_fact_in_a_whole_sentence_of_the_head_still_is() -> None:
    text = (
        "Est a fait tomber la dame de cœur face visible, en défense. " + "Ensuite la partie a continué. " * 12
    )
    assert len(text) > READ
    assert engine_facts("cartes_penalisees", text).get("situation") == "new_card"


def test_a_restart_or_later_words_read_the_same_sentences() -> None:
    """After a restart (the stored description read again) or for words typed later, the engine reads through
    `with_first_contract`: the same whole sentences, never the cut one."""
    assert words.with_first_contract(LETTER, None) == whole_sentences(LETTER)
    assert (
        engine_facts("cartes_penalisees", words.with_first_contract(LETTER, None)).get("situation")
        != "new_card"
    )


CHAT = (
    "[20:41] Marc : Arbitre table 4 svp quand tu peux [20:41] Sylvie : c'est pour quoi ? [20:42] Marc : 4P joué par Sud,"
    " à la cinquième levée Ouest a défaussé un trèfle sur cœur alors qu'il avait encore le 6 de cœur, on l'a vu seulement"
    " à la fin du coup en recomptant [20:43] Sylvie : qui a pris la levée ? [20:43] Marc : le mort avec l'as"
)


def test_a_chat_message_ends_where_the_next_ones_time_stamp_starts() -> None:
    """s41: a thread pasted from a chat marks its messages by their time stamps, not by full stops."""
    head = whole_sentences(CHAT)
    assert head.endswith("en recomptant ") and "Sylvie : qui a pris" not in head
    facts = engine_facts("renonce", CHAT)
    assert (
        facts["offender"] == "defender"
        and facts["contract_level"] == "4"
        and facts["discovered"] == "after_play"
    )
