"""Issue 37 §4 (finder51, s25's long letters): a message longer than READ is often a letter whose incident comes
after a preamble. The ranking reads, of its first WINDOW characters, the sentences that speak of the table
(bot/finder/head.py `told`, the words `[recit] table` of rules/data/vocabulary/_commun.toml): the incident told
after « Bonjour, je vous écris parce que… » is read, the preamble is not. My own sentences."""

from __future__ import annotations

from bot.finder import topics as finder
from bot.finder.head import READ, WINDOW, clipped, told

PREAMBLE = (
    "Bonjour, je me permets de vous écrire car je lis votre rubrique chaque mois avec plaisir, et notre petit "
    "groupe du jeudi après-midi n'arrive pas à se mettre d'accord depuis une semaine. Pardonnez-moi si je suis un "
    "peu longue, j'aime bien tout raconter dans l'ordre, c'est une habitude d'ancienne institutrice. "
)


def _first(text: str) -> str:
    found = finder.search(text)
    return found[0].id if found else ""


def test_a_claim_told_after_a_preamble_comes_first() -> None:
    # 68A: declarer spreads his cards and says the rest is his; told after 270 characters of preamble (the head
    # alone ranks the preamble's words, which name no incident)
    text = PREAMBLE + (
        "Sud jouait 4♠. À la neuvième levée, le déclarant a étalé ses cartes en disant « le reste est pour moi », "
        "mais mon partenaire avait encore un atout. Qui a raison ?"
    )
    assert "étalé" not in clipped(text)
    assert _first(text) == "revendication"


def test_an_insufficient_bid_told_after_a_preamble_comes_first() -> None:
    # 27: a bid lower than the one before it, told after the preamble
    text = PREAMBLE + (
        "À ma droite, mon adversaire a ouvert de 1♠, et mon partenaire a dit 1♥, sans voir le 1♠. "
        "Le joueur suivant n'a pas accepté l'enchère. Que se passe-t-il maintenant ?"
    )
    assert "1♥" not in clipped(text)
    assert _first(text) == "enchere_insuffisante"


def test_the_preamble_is_not_read_and_the_story_is() -> None:
    story = "Nord a entamé du roi de pique alors que c'était à Sud d'entamer."
    head = told(PREAMBLE + story)
    assert head.startswith("Nord a entamé") and "rubrique" not in head


def test_a_story_s_short_beats_are_kept_once_it_has_begun() -> None:
    # « Je n'avais pas encore parlé. » (25A's partner who has not called yet) is part of the story
    story = "Mon partenaire a dit passe, puis tout de suite « non, 2♥ ». Je n'avais pas encore parlé. Fin."
    head = told(PREAMBLE + story)
    assert "Je n'avais pas encore parlé." in head and "institutrice" not in head


def test_c_est_is_no_seat_and_a_neighbour_is_no_player() -> None:
    letter = "C'est ma voisine qui m'a inscrite au club, c'est très gentil de sa part. " * 5
    assert told(letter + "Est a joué le 2♦.") == "Est a joué le 2♦."


def test_the_online_setting_said_in_the_preamble_is_kept() -> None:
    # the online words (`en_ligne` of _commun.toml) are the table's too: 80B2's online topics need them
    text = PREAMBLE + "Je dirige notre tournoi en ligne du lundi soir. Ouest a été déconnecté au 6e pli."
    assert "en ligne" in told(text)


def test_a_short_message_is_read_as_it_is_and_a_long_one_within_the_window() -> None:
    short = "Sud a renoncé à cœur à la 5e levée."
    assert told(short) == short
    huge = PREAMBLE * 400 + "Ouest a renoncé à pique."  # the story past WINDOW characters is never read
    assert len(huge) > WINDOW and told(huge) == clipped(huge)
    assert len(told(PREAMBLE * 3 + "Est a joué le 2♦. " * 100)) <= READ
