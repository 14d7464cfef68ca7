"""finder50 (issue 37 §1): general readers of stated facts.

- A revoke told by the card kept, without « renoncer »: a discard or a ruff « alors qu'il avait / détenait / possédait
  encore » a card of the suit led is failing to follow (61A); its player, when a role names him, is the offender (64A
  for a defender, 64B3 for the dummy).
- The first-person offender: « j'ai renoncé », « j'ai coupé alors que j'avais encore… » is the writer's revoke, of
  his role when the words say it (« nous étions en défense », « je suis le déclarant »), asked otherwise.
- « Nord, déclarant à 3SA, … »: the declarer named in apposition with the contract.
"""

from __future__ import annotations

import pytest

from rules import vocabulary
from rules.relations_in_words import writer_role
from rules.revoke_kept_in_words import kept_a_card
from rules.seats_in_words import declarer_seat, final_contract
from rules.words_matching import read


def _revoke(text: str) -> dict[str, str]:
    facts = vocabulary.facts("renonce", text)
    return {q: facts[q] for q in ("situation", "offender") if q in facts}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # reviewer26 P-13: the suit after the rank is the card's (« le roi de trèfle »), of the suit led
        (
            "Est a défaussé un carreau sur l'as de trèfle alors qu'il avait encore le roi de trèfle",
            {"situation": "not_followed"},
        ),
        # The card kept, said with other verbs than « avoir ».
        (
            "Sud joue 4♠. Ouest, distrait, défausse un petit trèfle sur le carreau alors qu'il détient encore le 3 de carreau.",
            {"situation": "not_followed", "offender": "defender"},
        ),
        (
            "Sud joue 4♠. Est a jeté un cœur sur le carreau alors qu'il possédait encore le 2 de carreau.",
            {"situation": "not_followed", "offender": "defender"},
        ),
        (
            "Est a défaussé un cœur sur le carreau alors qu'il gardait un carreau.",
            {"situation": "not_followed"},
        ),
        # A card of one suit put on another's trick, the suit led kept.
        (
            "Sud joue 4♠. Le mort a mis un trèfle sur un pique alors qu'il avait encore un pique caché.",
            {"situation": "not_followed", "offender": "dummy"},
        ),
        # The first person: his role said, or asked.
        (
            "Nous étions en défense. J'ai coupé le 2e tour de trèfle alors que j'avais un trèfle coincé.",
            {"situation": "not_followed", "offender": "defender"},
        ),
        (
            "En défense, j'ai coupé le cœur alors que j'avais encore un cœur.",
            {"situation": "not_followed", "offender": "defender"},
        ),
        (
            "Je suis le déclarant, j'ai défaussé un cœur sur le carreau alors que j'avais encore un carreau.",
            {"situation": "not_followed", "offender": "declarer"},
        ),
        (
            "J'ai coupé le 2e tour de trèfle alors que j'avais un trèfle coincé.",
            {"situation": "not_followed"},
        ),
        (
            "J'ai renoncé à cœur. Nous étions en défense.",
            {"situation": "not_followed", "offender": "defender"},
        ),
        (
            "Je suis Ouest, Sud joue 4♠ : c'est moi qui ai renoncé à cœur.",
            {"situation": "not_followed", "offender": "defender"},
        ),
        (
            "Je suis Nord, Sud joue 4♠ : j'ai renoncé à cœur.",
            {"situation": "not_followed", "offender": "dummy"},
        ),
        # The declarer in apposition with his contract.
        (
            "Nord, déclarant à 3SA non vulnérable, n'a pas fourni à cœur alors qu'il en possédait encore un.",
            {"situation": "not_followed", "offender": "declarer"},
        ),
    ],
)
def test_a_revoke_told_by_the_card_kept_or_in_the_first_person(text: str, expected: dict[str, str]) -> None:
    assert _revoke(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # negation: nothing of the suit left
        "Sud joue 4♠. Est a défaussé un cœur alors qu'il ne détenait plus de carreau.",
        "Sud joue 4♠. Est a défaussé un cœur alors qu'il n'en possédait plus.",
        # doubt, belief, a hypothesis
        "Sud joue 4♠. Est a peut-être défaussé un cœur alors qu'il détenait encore un carreau.",
        "Sud joue 4♠. Je crois qu'Est a défaussé un cœur alors qu'il détenait encore un carreau.",
        "Sud joue 4♠. Si jamais Est a défaussé un cœur alors qu'il détenait encore un carreau, que faire ?",
        # one player's word, a complaint
        "Sud joue 4♠. Nord dit qu'Est a défaussé un cœur alors qu'il détenait encore un carreau.",
        "Sud joue 4♠. Nord se plaint : Est a défaussé un cœur alors qu'il détenait encore un carreau.",
        # a question
        "Sud joue 4♠. Est a-t-il défaussé un cœur alors qu'il détenait encore un carreau ?",
        # not a card of the suit led: trumps, the suit he discarded, the suit he followed, a trick won
        "Sud joue 4♠. Est a coupé alors qu'il détenait encore de l'atout.",
        "Sud joue 4♠. Est a défaussé un cœur alors qu'il détenait encore un cœur.",
        "Sud joue 4♠. Est a mis un trèfle sur le trèfle alors qu'il détenait encore un carreau.",
        "Sud joue 4♠. Est a défaussé un cœur alors qu'il avait fait la levée précédente.",
        # a count, not a card
        "Sud joue 4♠. Est a défaussé un cœur alors qu'il restait 3 levées.",
        # reviewer26 P-13: a card of another suit kept, or the suit led not said
        "Sud joue 4♠. Ouest a défaussé le 3 de carreau alors qu'il gardait encore le 2 de carreau.",
        "Sud joue 4♠. Ouest a défaussé un carreau sur le trèfle alors qu'il détenait encore le roi de pique.",
        "Sud joue 4♠. Ouest a défaussé un carreau alors qu'il possédait encore la dame de cœur.",
        "En défense, j'ai coupé alors que j'avais encore un cœur.",
    ],
)
def test_no_revoke_from_a_card_kept_denied_doubted_reported_or_not_of_the_suit(text: str) -> None:
    # (« le défenseur … défausse … alors qu'il » names him, were it a revoke: the revoke itself is asked)
    assert vocabulary.facts("renonce", text).get("situation") != "not_followed"


@pytest.mark.parametrize(
    "text",
    [
        "J'ai coupé alors que j'avais encore un cœur.",  # his role not said
        "Je pensais que j'étais en défense, j'ai défaussé un cœur sur le carreau alors que j'avais encore un carreau.",
        "Je n'ai pas renoncé à cœur. Nous étions en défense.",
        "Nous étions en défense. Mon partenaire dit que j'ai renoncé à cœur.",
        # reviewer26 P-12: the role taken back, asked, believed, of another board; the revoke taken back
        "Je suis le déclarant, enfin non, le mort ; j'ai renoncé à cœur.",
        "Je suis le déclarant ? Non. J'ai renoncé à cœur.",
        "Je suis le mort ; j'ai renoncé à cœur… non, c'est le déclarant.",
        "Je pensais être en défense, j'ai renoncé à cœur.",
        "Nous étions en défense ? J'ai renoncé à cœur.",
        "J'étais en défense sur la donne précédente ; sur celle-ci j'ai renoncé à cœur.",
    ],
)
def test_the_writer_s_revoke_without_his_role_or_not_his_fills_no_offender(text: str) -> None:
    assert "offender" not in vocabulary.facts("renonce", text)


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("Nous étions en défense contre 3SA.", "defender"),
        ("On a défendu contre leur 4♠.", "defender"),
        ("Je suis le mort.", "dummy"),
        ("Je joue 3SA.", "declarer"),
        ("Je suis Ouest, Sud joue 4♠.", "defender"),
        ("Je suis Ouest, Est joue 4♠.", "dummy"),
        ("Je pensais que j'étais en défense.", None),
        ("Je suis le déclarant. Nous étions en défense.", None),
        ("Je suis Ouest, Sud joue 4♠. Je suis le mort.", None),
        ("Je suis Ouest.", None),
    ],
)
def test_the_writer_s_role(text: str, role: str | None) -> None:
    assert writer_role(text) == role


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Nord, déclarant à 3SA non vulnérable, n'a pas fourni.", "nord"),
        ("Sud, déclarant à 4♠, reçoit l'entame.", "sud"),
        ("Sud, le déclarant à 4♠, a renoncé.", "sud"),
        # a seat beside another's contract, or two
        ("Nord, déclarant à 3SA, puis Est joue 4♠.", None),
    ],
)
def test_the_declarer_in_apposition_with_his_contract(text: str, seat: str | None) -> None:
    assert declarer_seat(text) == seat


def test_the_contract_in_apposition_is_the_final_contract() -> None:
    contract = final_contract("Nord, déclarant à 3SA non vulnérable, n'a pas fourni.")
    assert contract is not None
    assert (contract.level, contract.strain, contract.declarer, contract.vulnerable) == (
        "3",
        "NT",
        "nord",
        "no",
    )


def test_a_penalty_card_discarded_is_not_read_as_a_card_kept() -> None:
    # s17: the penalty card played on another suit (50D): its kind is asked, not read as failing to follow
    text = "Le roi de pique était une carte pénalisée, Est l'a défaussé sur une attaque carreau alors qu'il avait un carreau."
    assert vocabulary.facts("renonce", text).get("situation") != "not_followed"


@pytest.mark.parametrize(
    "text",
    [
        # 54B: the declarer plays a card of his hand to the lead out of turn
        "t2 d16 : entame hors tour, le déclarant a mis une carte de sa main dessus.",
        "Ouest entame hors tour, et le déclarant pose une carte de sa main dessus.",
    ],
)
def test_the_declarer_s_answer_to_a_lead_out_of_turn_says_it_was_faced(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") == "wrong_defender_faced"


@pytest.mark.parametrize(
    "text",
    [
        "Entame hors tour face cachée, le déclarant a mis une carte de sa main dessus.",  # face down (41A): not 54
        "Entame hors tour, le mort a mis une carte de sa main dessus.",  # the dummy's card, not the declarer's answer
        "Entame hors tour, le déclarant n'a pas mis de carte de sa main dessus.",  # denied
        "Entame hors tour ? le déclarant a mis une carte de sa main dessus.",  # asked
        "Entame hors tour du mort, le déclarant a mis une carte de sa main dessus.",  # the declaring side led (24)
        "Entame hors tour du mort, le déclarant accepte.",
        "Entame hors tour du déclarant, les défenseurs refusent.",
        "Si jamais il y a une entame hors tour et que le déclarant met une carte de sa main, que faire ?",
        "Ouest dit qu'il y a eu une entame hors tour et que le déclarant a mis une carte de sa main dessus.",
        "Entame hors tour, le déclarant commence à étaler son jeu.",  # 54A's spread: asked (see the toml)
    ],
)
def test_no_faced_lead_of_a_defender_read_otherwise(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") != "wrong_defender_faced"


def test_the_card_kept_reader_takes_no_trump_kept_unless_trumps_were_led_nor_a_dummy_s_card() -> None:
    text = "Ouest a défaussé un pique sur le 2e tour d'atout alors qu'il avait encore un petit atout."
    assert kept_a_card(read(text, stated_only=True), text) is not None  # trumps led: a trump kept is the suit
    for text in (
        "Ouest a coupé le cœur alors qu'il avait encore un atout.",
        "Ouest a défaussé un carreau sur le trèfle alors qu'il restait un trèfle au mort.",
    ):
        assert kept_a_card(read(text, stated_only=True), text) is None
