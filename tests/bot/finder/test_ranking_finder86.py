"""Issue 37 §4, session 33 (finder86): a seat named by who sits there (« l'adversaire de droite », « ma voisine de
gauche ») places the incident as « Nord » does; it no longer outweighs the incident's own words (`[cadre] personnes`
of rules/data/vocabulary/_commun.toml, bot/finder/bm25.py `PERSON`). My own sentences, with a negative variant."""

from bot.finder.topics import search


def first(text: str) -> str:
    found = search(text)
    assert found, text
    return found[0].id


def test_a_bid_over_a_seat_named_by_its_player_is_insufficient() -> None:
    assert first("Ma voisine de gauche a posé 1♦ sur l'ouverture 1♥ de son adversaire de droite.") == (
        "enchere_insuffisante"
    )
    assert (
        first("L'adversaire de gauche a annoncé 1♣ sur mon 1♠ sans regarder le plateau.")
        == "enchere_insuffisante"
    )
    assert first(
        "Mon adversaire de droite a dit 2♦ après mon 2♥, il ne l'avait pas vu ; c'était bien à lui."
    ) == ("enchere_insuffisante")


def test_the_turn_said_with_the_seat_stays_out_of_turn() -> None:
    # negative: the words tell whose turn it was, the seat is part of the incident (28, 31)
    assert first("Mon adversaire de droite a ouvert 1♠ alors que c'était à mon partenaire, le donneur.") == (
        "declaration_hors_tour"
    )
