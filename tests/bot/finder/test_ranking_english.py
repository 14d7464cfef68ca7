"""Issue 37 §4, session 29 (finder64): English bridge words mixed into a French description (online directors,
international fields) are read as the French the vocabulary knows (bot/finder/english.py), for the ranking only.

My own sentences, not the tuning sets' lines. Each English phrase has its French neighbour, and the traps: French
words that look English are never changed, an English word alone never makes a club incident an online one, and
the facts are never read from the translation."""

import pytest

from bot.finder import parts
from bot.finder.english import in_french
from bot.finder.topics import search


def first(text: str) -> str:
    found = search(text)
    assert found, text
    return found[0].id


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("Insufficient bid by West: 1♠ over 1NT, North has not called yet.", "enchere_insuffisante"),
        ("Opening lead out of turn by South, face up; declarer has not chosen.", "entame"),
        ("Lead out of turn, face up, by the wrong defender.", "entame"),
        ("Lead out of turn by West at trick 7, it was declarer's lead.", "attaque"),
        ("Declarer led from hand instead of dummy at trick 4.", "attaque"),
        ("West revoked in spades at trick 3, declarer won the trick.", "renonce"),
        ("Penalty card: a defender dropped the king of clubs face up.", "cartes_penalisees"),
        ("Claim by declarer at trick 9 for the rest, the defence disputes it.", "revendication"),
        ("Misinfo: they explained 2♦ as natural, it was a transfer.", "explication_erronee"),
        ("Wrong board at table 5, East had already played it.", "mauvais_etui"),
        ("Two cards played at once by a defender, both face up.", "jeu_premature"),
        ("Fifth card by declarer on a complete trick.", "carte_jouee"),
        ("Board 3: South disconnected during the play and came back later.", "en_ligne_deconnexion"),
        ("Rude remark by North to his partner.", "tempo_comportement"),
        ("Dummy touched a card by himself, without instruction from declarer.", "carte_du_mort"),
        ("Pass out of turn by West, North was the dealer.", "declaration_hors_tour"),
        ("Revoke established: South ruffed at trick 4 and won the next trick.", "renonce"),
        (
            "He pulled the wrong card from the bidding box, 2♥ instead of 2♠, partner has not bid.",
            "changement_declaration",
        ),
    ],
)
def test_english_words_find_their_topic(text: str, topic: str) -> None:
    assert first(text) == topic


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant a renoncé à cœur, puis l'arbitre est venu au club.",  # « club » is no suit here
        "La défense a été rude, le déclarant a chuté de deux.",  # « rude » is French
        "Est a hésité, puis Ouest a dit 4♠ ; il a alerté le 2♣.",  # « alerté » is not « alert »
        "Le thé était froid, la donne 12 a été jouée hors tour.",
    ],
)
def test_french_words_are_never_changed(text: str) -> None:
    assert in_french(text) is text


def test_a_phrase_counts_said_whole() -> None:
    assert in_french("Lead out of turn by East") == "entame hors tour by Est"
    assert "entame" not in in_french("the lead, out of turn? no")  # the comma cuts « lead out of turn »
    assert in_french("He didn't follow, then the TD came.") == "He n'a pas fourni, puis l'arbitre came."


def test_english_alone_never_makes_a_club_incident_online() -> None:
    """An online-only topic needs online words (« online », « BBO », « disconnected »): English is no such word."""
    assert first("Insufficient bid by East, 2♣ over 2♥, at the club tonight.") == "enchere_insuffisante"
    assert not search("Time ran out, the board was not finished, NS were slow.")[0].id.startswith("en_ligne")
    assert first("Online: I misclicked 3♠ instead of 3♥, my partner has not bid yet.") == "en_ligne_clic"


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("East revoked in hearts at trick 6, declarer won it.", "renonce"),
        ("Insufficient bid by North, 2♣ over 2♥, East accepted.", "enchere_insuffisante"),
    ],
)
def test_the_facts_are_read_in_the_words_as_typed(
    text: str, topic: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The translation is the ranking's: what is pre-filled comes from the words typed, by their own readers."""
    from bot.finder import index, topics

    read = parts.evidence(text, topic)
    monkeypatch.setattr(index, "in_french", lambda words: words)
    topics.forget()
    assert parts.evidence(text, topic) == read
