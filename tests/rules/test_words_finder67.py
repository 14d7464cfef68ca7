"""finder67 (session 30, issue 37 §1): the revoke's offender said the way the s25–s29 writers say him.

The declarer named with his seat and his contract beside his role (« le déclarant Sud en 4♥ a renoncé », « Sud
(déclarant en 2♠) a défaussé … alors qu'il avait … »); the contract's player told again by a pronoun (« ma
partenaire jouait 4♥ ; elle n'a pas fourni … », « il a fait 9 levées en 3SA mais il a renoncé »); the director's
note (« Est (déf.) renonce pique lev. 6 », « ren E à T, lev 5 …, 4P N= »). The revoke's player (61A) is the one
whose hand did not follow; the declarer is the player of the final contract (22). Each with its traps: another
player between, a card for a contract, a negation, a question, a supposition, « renoncer à » another thing."""

from __future__ import annotations

import pytest

from rules import vocabulary as vocab
from rules.seats_in_words import with_roles


@pytest.mark.parametrize(
    ("text", "offender"),
    [
        (
            "le déclarant Sud en 4 cœurs a renoncé à trèfle à la levée 5 et il a gagné la levée en coupant.",
            "declarer",
        ),
        (
            "À la levée 9, Sud (déclarant en 2♠) a défaussé un trèfle alors qu'il avait encore un cœur.",
            "declarer",
        ),
        (
            "ma partenaire jouait 4♥ ; elle n'a pas fourni à carreau alors qu'il lui en restait un.",
            "declarer",
        ),
        ("il a fait 9 levées en 3SA mais il a renoncé à pique à la 4e levée.", "declarer"),
        ("le gars a fait 8 levées en 2 cœurs mais il a renoncé, il avait un trèfle planqué.", "declarer"),
        ("c'est Pierre en Sud qui joue 3SA, et il a renoncé à cœur de sa main.", "declarer"),
        (
            "le déclarant, en Est, joue 4♥ ; à la levée 6 il ne fournit pas à pique alors qu'il lui en reste un.",
            "declarer",
        ),
        ("T4 D17 — Est (déf.) renonce pique lev. 6, constaté lev. 9.", "defender"),
        ("d17 t4 : ren S (déf) à C lev 3, prise par O. 3SA E -1", "defender"),
        ("ren E a T, lev 5 gagné par NS, 4P N=", "defender"),
        ("ren S lev 4, 4P S=", "declarer"),
    ],
)
def test_the_offender_told_beside_his_role_by_a_pronoun_or_in_a_note(text: str, offender: str) -> None:
    facts = vocab.facts("renonce", text)
    assert facts.get("offender") == offender
    assert facts.get("situation") == "not_followed"


@pytest.mark.parametrize(
    "text",
    [
        "Sud joue le 4♠ ; il a renoncé à cœur.",  # a card, not the contract: who is « il »?
        "Sud joue 4♠ ; il n'a pas renoncé à cœur.",  # no revoke
        "Si Sud joue 4♠ et qu'il renonce à cœur ?",  # a supposition
        "Sud joue 4♠ ; il a renoncé à jouer l'impasse.",  # another « renoncer »
        "Nord dit que Sud jouait 4♠ ; il a renoncé à cœur.",  # one player's word
        "ma partenaire jouait 4♥ ; elle n'a pas renoncé, elle avait tout fourni.",  # denied
    ],
)
def test_no_declarer_from_a_pronoun_after_a_card_a_denial_a_doubt_or_another_sense(text: str) -> None:
    assert vocab.facts("renonce", text).get("offender") != "declarer"


def test_a_pronoun_after_another_player_is_not_the_declarer() -> None:
    text = "Sud joue 4♠, Mme Martin coupe le roi de cœur, elle a renoncé."
    assert vocab.facts("renonce", text).get("offender") != "declarer"


@pytest.mark.parametrize(
    ("text", "read"),
    [
        # the role's own seat after its article goes, as « le déclarant (Sud) » does
        ("Sud joue 4♠, le déclarant Sud a coupé", "le déclarant joue 4♠, le déclarant a coupé"),
        ("Sud joue 4♠, le mort Nord a coupé", "le déclarant joue 4♠, le mort a coupé"),
        # without its article the seat stays: it is the one the words read (« déclarant Ouest interdit trèfle »)
        (
            "Ouest joue 4♠, déclarant Ouest interdit trèfle",
            "le déclarant joue 4♠, déclarant le déclarant interdit trèfle",
        ),
        # the contract in the role's brackets goes with the tag
        ("Sud (déclarant en 2♠) a défaussé", "le déclarant a défaussé"),
        ("Est (déf.) renonce, Sud joue 4♠", "le défenseur renonce, le déclarant joue 4♠"),
    ],
)
def test_the_seat_beside_its_own_role_is_said_once(text: str, read: str) -> None:
    assert with_roles(text) == read


@pytest.mark.parametrize(
    ("text", "level", "strain", "side"),
    [
        (
            "21h40, T11, d22 : 4P NS, 10 levées à la table. S a défaussé alors qu'il avait un trèfle.",
            "4",
            "S",
            "ns",
        ),
        ("6♥ NS non vul, chute d'un. Renonce d'Est sur une levée que le déclarant a gagnée.", "6", "H", "ns"),
        (
            "Pierre joue 4♠, à la 5e levée Mme Martin coupe alors qu'elle avait encore un cœur.",
            "4",
            "S",
            None,
        ),
        ("je suis le déclarant en 3SA et j'ai renoncé à carreau", "3", "NT", None),
        ("Sud (en défense) a renoncé à trèfle. Le contrat final était 3♥, l'ouverture 1♣.", "3", "H", None),
        (
            "Enchères : 1♠ de Nord, 2♥ en face, puis 3SA final. Ma partenaire a renoncé à cœur.",
            "3",
            "NT",
            None,
        ),
        ("on défendait 3SA, moi j'étais en Ouest, j'ai renoncé à trèfle.", "3", "NT", None),
        ("on joue contre 4♠. Gilbert met un petit trèfle alors qu'il avait du cœur.", "4", "S", None),
        ("le gars a fait 8 levées en 2 cœurs mais il a renoncé.", "2", "H", None),
    ],
)
def test_the_contract_stated_without_its_declarers_seat(
    text: str, level: str, strain: str, side: str | None
) -> None:
    facts = vocab.facts("renonce", text)
    assert (facts.get("contract_level"), facts.get("contract_strain")) == (level, strain)
    assert facts.get("declarer_side") == side


@pytest.mark.parametrize(
    "text",
    [
        "Pierre joue le 4♠ ; Est a renoncé à cœur.",  # a card
        "Nord ouvre 1♥, Est a renoncé à cœur.",  # a bid
        "Ouest contre 4♠, Est a renoncé.",  # a double: the auction may go on
        "À l'autre table ils jouaient 4♠, chez nous Est a renoncé.",  # another table
        "Si on avait joué 4♠, Est aurait-il renoncé ?",  # a supposition
        "Pierre joue 4♠, ou plutôt il jouait 5♠ ; Est a renoncé.",  # two contracts
    ],
)
def test_no_contract_from_a_card_a_bid_a_double_another_table_a_doubt_or_two(text: str) -> None:
    assert "contract_level" not in vocab.facts("renonce", text)


@pytest.mark.parametrize(
    ("text", "offender"),
    [
        ("6♥ NS non vul, chute d'un. Renonce d'Est sur une levée que le déclarant a gagnée.", "defender"),
        ("4P EO, 10 levées. Nord a renoncé à cœur, vu en fin de coup.", "defender"),
        ("6♥ NS non vul. Renonce de Nord.", None),  # the declarer or the dummy: asked
        ("4P EO. Nord a renoncé à cœur, Est a renoncé à pique.", None),  # two revokes
        ("4P NS. Est a-t-il renoncé ?", None),  # a question
    ],
)
def test_the_revoker_of_the_side_that_does_not_hold_the_contract_defends(
    text: str, offender: str | None
) -> None:
    assert vocab.facts("renonce", text).get("offender") == offender


@pytest.mark.parametrize(
    "text",
    [
        "T4 D17 — Est (déf.) renonce pique lev. 6, constaté lev. 9. Déc. : 2 lev. transférées.",
        "T6 D2 — Ouest (déf.) n'a pas fourni à carreau lev. 4, a coupé et gagné la levée ; constaté lev. 7.",
        "il a été constaté à la levée 10 que le déclarant n'avait pas fourni à carreau à la levée 7.",
    ],
)
def test_a_revoke_found_two_tricks_later_or_more_was_established_during_the_play(text: str) -> None:
    facts = vocab.facts("renonce", text)
    assert (facts.get("when"), facts.get("established"), facts.get("discovered")) == (
        "played",
        "yes",
        "during_play",
    )


@pytest.mark.parametrize(
    "text",
    [
        "T4 D17 — Est (déf.) renonce pique lev. 6, constaté lev. 7.",  # one trick later: his side may not have played
        "Est (déf.) renonce pique lev. 6, pas constaté lev. 9.",  # denied
        "Est (déf.) renonce pique lev. 6, constaté lev. 9 ?",  # asked
        "s'il a été constaté à la levée 10 que le déclarant n'avait pas fourni à la levée 7, que faire ?",
    ],
)
def test_no_stage_from_the_next_trick_a_denial_a_question_or_a_supposition(text: str) -> None:
    assert "when" not in vocab.facts("renonce", text)


@pytest.mark.parametrize(
    ("text", "won"),
    [
        (
            "Score : 2♥ contré +1 par Sud. Ouest a renoncé à trèfle à la levée 3, levée gagnée par le mort.",
            "non_offenders",
        ),
        ("renonce du décl (O) à K, lev prise par le mort, vu après. 2C O +2", "partner"),
        (
            "4♠ = par Ouest. à la 10e levée Sud n'a pas fourni à trèfle, il avait le 6 ; levée gagnée par Nord.",
            "partner",
        ),
        ("ren E a T, lev 5 gagné par NS, 4P N=", "non_offenders"),
        ("Sud joue 4♠. Ouest a renoncé à trèfle, la levée a été gagnée par Ouest.", "offender"),
    ],
)
def test_the_revoke_tricks_winner_told_in_the_passive(text: str, won: str) -> None:
    assert vocab.facts("renonce", text).get("revoke_trick") == won


@pytest.mark.parametrize(
    "text",
    [
        "Sud joue 4♠. Ouest a renoncé à trèfle, la levée n'a pas été gagnée par le mort.",  # denied
        "Sud joue 4♠. Ouest a renoncé à trèfle à la levée 3, la levée 5 a été gagnée par le mort.",  # another trick
        "Ouest a renoncé à trèfle à la levée 3 ; la levée suivante a été gagnée par le mort.",  # the next trick
        "Sud joue 4♠. Ouest a renoncé à trèfle. Ensuite Est a coupé, levée gagnée par Est.",  # later
        "Sud joue 4♠. Si Ouest a renoncé à trèfle, levée gagnée par le mort, que faire ?",  # a supposition
        "renonce d'Ouest à carreau, la levée a été gagnée par le déclarant.",  # Ouest may be the dummy: whose side?
    ],
)
def test_no_winner_from_a_denial_another_trick_a_question_or_an_unknown_revoker(text: str) -> None:
    assert "revoke_trick" not in vocab.facts("renonce", text)


@pytest.mark.parametrize(
    ("text", "later"),
    [
        (
            "t12 d5 : le défenseur en Est renonce à trèfle, il gagne la levée de la renonce et son camp fait encore une levée plus tard.",
            "yes",
        ),
        (
            "4♥ contré joué par Nord. Est a renoncé à trèfle, il a gagné la levée, et la défense n'a plus rien fait après.",
            "no",
        ),
        (
            "Mme Blanc en défense renonce à pique, le déclarant prend la levée et fait toutes les autres.",
            "no",
        ),
        (
            "d9 t2 : Est (déf.) coupe un carreau alors qu'il en a, gagne la levée ; EO font encore 2 levées ensuite.",
            "yes",
        ),
    ],
)
def test_the_offenders_later_tricks_told_by_their_side(text: str, later: str) -> None:
    assert vocab.facts("renonce", text).get("later_tricks") == later


@pytest.mark.parametrize(
    "text",
    [
        "Sud joue 4♠. Est a renoncé à trèfle ; ensuite la défense a-t-elle fait une levée ?",  # a question
        "Sud joue 4♠. Est a renoncé à trèfle ; ensuite le déclarant a encore fait deux levées.",  # the other side's
        "renonce d'Ouest à carreau, ensuite la défense n'a plus fait aucune levée.",  # Ouest may be the dummy
        "Sud joue 4♠. Est a renoncé à trèfle ; le déclarant ne fait pas toutes les autres.",  # denied
    ],
)
def test_no_later_tricks_from_a_question_the_other_side_an_unplaced_revoker_or_a_denial(text: str) -> None:
    assert "later_tricks" not in vocab.facts("renonce", text)


@pytest.mark.parametrize(
    ("text", "tricks"),
    [
        ("ren E a T, lev 5 gagné par NS, 4P N=", "10"),
        ("d17 t4 : ren S (déf) à C lev 3, prise par O. 3SA E -1", "8"),
        ("Score : 2♥ contré +1 par Sud, 870, donne 25. Incident : Ouest a renoncé à trèfle.", "9"),
        ("Résultat : 3♣ contré juste fait par Nord, 470 inscrit pour NS. Est a renoncé à pique.", "9"),
    ],
)
def test_the_declarers_tricks_from_the_sheets_result(text: str, tricks: str) -> None:
    assert vocab.facts("renonce", text).get("tricks_taken") == tricks


@pytest.mark.parametrize(
    "text",
    [
        "Sud joue 4♠ ; 4♠ N -1. Est a renoncé.",  # another declarer's result: another table's
        "Sud joue 4♠. Est a renoncé. À l'autre table 4♠ S -1.",  # another table
        "2C O +2, Ouest a renoncé.",  # « C » alone: cœur or clubs?
    ],
)
def test_no_tricks_from_another_declarer_another_table_or_an_unclear_strain(text: str) -> None:
    assert "tricks_taken" not in vocab.facts("renonce", text)
