"""SMS spellings that are no French word read as the word (session 37; rules/data/vocabulary/_abreviations.toml):
« avant ke mon part ait joué », « on fait koi », « kil ». A word spelt so inside another stays as typed."""

from __future__ import annotations

from bot.finder import topics as finder
from rules.shorthand_in_words import as_typed_in_full


def test_sms_words_in_full() -> None:
    assert as_typed_in_full("avant ke mon part ait joué, on fait koi ? c ki ? kil accepte") == (
        "avant que mon part ait joué, on fait quoi ? c qui ? qu'il accepte"
    )
    assert as_typed_in_full("le kiosque, le képi") == "le kiosque, le képi"


def test_a_premature_play_told_in_sms_is_found_first() -> None:
    found = [t.id for t in finder.search("le decl a joue du mort avant ke mon part ait joue, on fait koi ?")]
    assert found[0] == "jeu_premature"


def test_dictated_suits_read_as_the_suit() -> None:
    # speech-to-text writes « chœurs » for « cœurs » and « pics » for « piques »: never else meant in an incident
    assert (
        as_typed_in_full("deux chœurs sur deux pics, la dame de pic")
        == "deux cœurs sur deux piques, la dame de pique"
    )
    found = [
        t.id
        for t in finder.search(
            "table treize deux chœurs sur deux pics l'adversaire de gauche a déjà dit trois trèfles par-dessus sans appeler"
        )
    ]
    assert found[0] == "enchere_insuffisante"
