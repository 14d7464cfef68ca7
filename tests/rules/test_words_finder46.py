"""Session 24 (finder46): stated facts taken on new writers' words (issue 37 §1), each reading with the words that
must not fill it.

- A line typed in capitals reads as the same words in mixed case, and lower-case « est » where it can only be the
  seat reads as « Est » (tester25 P1): only the case changes, so every guard reads them as before.
"""

from __future__ import annotations

import pytest

from rules import vocabulary
from rules.cased_words import cased
from rules.where import board_and_table
from rules.words_matching import believed

REVOKE = "renonce"


def _facts(topic: str, text: str) -> dict[str, str]:
    return {question: stated.value for question, stated in vocabulary.evidence(topic, text).items()}


# Mixed-case sentences, each with what it must and must not give: typed in capitals they give exactly the same.
_MIXED = [
    ("renonce", "Sud joue 3♠, Ouest a renoncé à trèfle, il a joué à la levée suivante."),
    ("renonce", "Sud joue 3♠, Ouest n'a pas renoncé à trèfle."),  # denied
    ("renonce", "Sud joue 3♠, il dit qu'Ouest a renoncé à trèfle."),  # reported
    ("renonce", "Sud joue 4♠, Est croit qu'Ouest a renoncé à cœur."),  # believed
    ("renonce", "Sud joue 3♠, Nord a renoncé à trèfle."),  # the dummy, not a defender
    ("renonce", "Sud joue 3♠, Est a renoncé à trèfle ?"),  # asked
    ("carte_du_mort", "Le mort a touché une carte avant que le déclarant parle."),
    ("cartes_penalisees", "Ouest n'a pas laissé tomber de carte, c'est Est qui a montré son roi."),
    ("entame", "Ouest a entamé hors tour face visible, c'était à Est d'entamer."),
    ("suites_decision", "Le capitaine d'Est-Ouest fait appel de ma décision sur la 12, table 1."),
    ("renonce", "4♠ par Est, Ouest a renoncé à trèfle."),  # reviewer24 #2: Ouest is the dummy
    ("procedure", "Est-Ouest se plaignent : Nord a signalé la renonce."),
]


@pytest.mark.parametrize(("topic", "text"), _MIXED)
def test_capitals_read_as_the_same_words_in_mixed_case(topic: str, text: str) -> None:
    assert _facts(topic, text.upper()) == _facts(topic, text)


@pytest.mark.parametrize(
    ("text", "offender"),
    [
        # reviewer24 #7: the apostrophe left out in capitals, « N A PAS » is « n'a pas », never Nord (64A, not 64B3)
        ("SUD JOUE 4♠. EST N A PAS FOURNI À CŒUR ALORS QU IL EN AVAIT.", "defender"),
        ("Sud joue 4♠. est n a pas fourni à cœur alors qu il en avait.", "defender"),
        ("SUD JOUE 4♠. N A RENONCÉ À PIQUE", "dummy"),  # « N » followed by its verb: Nord
        ("SUD JOUE 4♠. EST N A PAS RENONCÉ", None),  # denied
    ],
)
def test_capitals_without_apostrophes(text: str, offender: str | None) -> None:
    assert _facts(REVOKE, text).get("offender") == offender


def test_capitals_give_the_offender_and_the_contract() -> None:
    """tester25 P1's three lines: the offender (a defender), the contract and a revoke consumed."""
    assert _facts(REVOKE, "SUD JOUE 3♠, OUEST A RENONCÉ À TRÈFLE") == {
        "situation": "not_followed",
        "offender": "defender",
        "contract_level": "3",
        "contract_strain": "S",
        "declarer_side": "ns",
    }
    facts = _facts(
        REVOKE,
        "MATCH PAR QUATRE, DONNE 12 TABLE 2 : EST A RENONCE A TREFLE A LA 4E LEVEE, IL A JOUE A LA LEVEE SUIVANTE, "
        "SUD JOUE 3 PIQUES",
    )
    assert facts["offender"] == "defender"
    assert facts["established"] == "yes"


@pytest.mark.parametrize(
    "text",
    [
        "sud joue 3♠, est n'a pas fourni à trèfle",
        "sud joue 3♠, est a renoncé à trèfle",
        "sud joue 3♠, la renonce d'est à trèfle : est a défaussé un carreau",
    ],
)
def test_lower_case_est_as_the_seat(text: str) -> None:
    assert _facts(REVOKE, text)["offender"] == "defender"


@pytest.mark.parametrize(
    "text",
    [
        "sud joue 3♠, est n'a pas renoncé à trèfle",  # denied
        "sud joue 3♠, est a renoncé ?",  # asked
        "sud joue 3♠, qui est a renoncé ?",  # the verb, asked
        "sud joue 3♠, il est a la table, il a renoncé",  # the verb typed without accents: nobody named
        "Sud joue 3♠, il dit que est a renoncé à trèfle",  # reported
    ],
)
def test_lower_case_est_fills_no_offender_where_the_mixed_case_would_not(text: str) -> None:
    assert "offender" not in _facts(REVOKE, text)


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        (
            "il est a la table, c'est a jouer, il est a jouer",
            "il est a la table, c'est a jouer, il est a jouer",
        ),
        ("Il est passé, qui est a joué ?", "Il est passé, qui est a joué ?"),  # the verb stays the verb
        ("elle est a revendiquer", "elle est a revendiquer"),
        ("est a passé, d'est, de l'est, est-ouest", "Est a passé, d'Est, de l'Est, Est-ouest"),
        (
            "RENONCE DE L'EST, IL EST TOMBÉ",
            "renonce de l'Est, il est tombé",
        ),  # the verb in capitals stays the verb
        ("S JOUE 4SA, N'A PAS, S'IL", "S joue 4sa, n'a pas, s'il"),  # a seat's letter kept, elisions lowered
        ("À LA 4E LEVÉE, NS", "à la 4e levée, NS"),
        (
            "S IL A RENONCÉ, C EST GRAVE, D ACCORD",
            "s il a renoncé, c est grave, d accord",
        ),  # elided, no apostrophe
        ("N Y A PAS DE RENONCE, L AS EST TOMBÉ", "n y a pas de renonce, l as est tombé"),
        ("S A PASSÉ, N A OUVERT 1♠", "S a passé, N a ouvert 1♠"),  # the seats' letters, their verbs after
        ("Sud joue 4♠, OK", "Sud joue 4♠, OK"),  # a few capitals in a mixed line: as typed
        # reviewer24 #2: the side and the seat after a preposition, in capitals
        ("EST-OUEST SE PLAIGNENT", "Est-Ouest se plaignent"),
        ("4♠ PAR EST, À EST D'ENTAMER", "4♠ par Est, à Est d'entamer"),
        ("la carte a glissé et est tombée", "la carte a glissé et est tombée"),  # after « et »: the verb
        (
            "le contre est suggéré, le déclarant est Ouest",
            "le contre est suggéré, le déclarant est Ouest",
        ),  # verbs
        ("le declarant est ouest", "le declarant est ouest"),
        ("est ouest ne sont pas d accord", "Est ouest ne sont pas d accord"),
    ],
)
def test_cased(typed: str, read: str) -> None:
    assert cased(typed) == read


# tester25 P3, P6, P9, P14, P18: stated facts the words give, each with the words that must not fill them.
_FILLS = [
    ("suites_decision", "Le capitaine fait appel de ma décision.", "appellants", "captain_alone"),
    (
        "suites_decision",
        "Le capitaine d'Est-Ouest fait appel de ma décision sur la 12, son joueur n'était pas d'accord.",
        "appellants",
        "captain_alone",
    ),
    ("suites_decision", "Appel de notre capitaine sur la décision de la t2.", "appellants", "captain_alone"),
    (
        "en_ligne_alerte",
        "Sur BBO, Sud n'a pas auto-alerté son 2♦, Ouest dit qu'il aurait contré ; le jeu est fini.",
        "alert_timing",
        "after_play",
    ),
    (
        "en_ligne_deconnexion",
        "Sur BBO, Sud s'est déconnecté pendant les enchères, un robot l'a remplacé tout de suite.",
        "back_in_time",
        "yes",
    ),
    (
        "en_ligne_clic",
        "Sur BBO, Ouest a cliqué 2♦ au lieu de 2♥, il le signale après que son partenaire Est a enchéri.",
        "timing",
        "partner_acted",
    ),
    (
        "en_ligne_clic",
        "Sur BBO, Ouest a cliqué 2♦ au lieu de 2♥, son adversaire de gauche n'a pas encore enchéri.",
        "timing",
        "in_time",
    ),
    (
        "revendication",
        "sud a revendique le reste sans rien dire, est ouest ne sont pas d accord",
        "situation",
        "contested",
    ),
    ("renonce", "Renonce établie d'Ouest, Sud joue 4♥.", "established", "yes"),
    # the partner's call before the correction, told in the pluperfect (25A1)
    (
        "changement_declaration",
        "J'ai sorti 2♠ au lieu de 2♥, je l'ai dit tout de suite. Ma partenaire n'avait pas parlé.",
        "timing",
        "in_time",
    ),
    (
        "changement_declaration",
        "Il a posé 3♠ au lieu de 3♥ (cartons voisins), personne n'avait reparlé.",
        "timing",
        "in_time",
    ),
]


@pytest.mark.parametrize(("topic", "text", "question", "value"), _FILLS)
def test_stated_fact_filled(topic: str, text: str, question: str, value: str) -> None:
    assert _facts(topic, text).get(question) == value


@pytest.mark.parametrize(
    ("topic", "text", "question"),
    [
        # the captain: denied, reported, asked, supposed, calling the director, a player with his consent (92D2)
        ("suites_decision", "Le capitaine ne fait pas appel de ma décision, c'est Nord.", "appellants"),
        ("suites_decision", "Nord dit que le capitaine fait appel de ma décision.", "appellants"),
        ("suites_decision", "Le capitaine fait-il appel de ma décision ?", "appellants"),
        ("suites_decision", "Si le capitaine fait appel, qui juge ?", "appellants"),
        ("suites_decision", "Le capitaine fera peut-être appel de ma décision.", "appellants"),
        ("suites_decision", "Le capitaine fait appel à l'arbitre pour la renonce.", "appellants"),
        ("suites_decision", "Le capitaine a dit à Nord de faire appel de ma décision.", "appellants"),
        # the hand over: denied, asked, supposed, reported, the play said too
        (
            "en_ligne_alerte",
            "Sur BBO, Sud n'a pas auto-alerté son 2♦, le jeu n'est pas fini.",
            "alert_timing",
        ),
        (
            "en_ligne_alerte",
            "Sur BBO, Sud n'a pas auto-alerté son 2♦, est-ce que le jeu est fini ?",
            "alert_timing",
        ),
        (
            "en_ligne_alerte",
            "Sur BBO, Sud n'a pas auto-alerté son 2♦, si le jeu est fini on verra.",
            "alert_timing",
        ),
        (
            "en_ligne_alerte",
            "Sur BBO, Sud n'a pas auto-alerté son 2♦, Ouest dit que le jeu est fini.",
            "alert_timing",
        ),
        (
            "en_ligne_alerte",
            "Sur BBO, Sud n'a pas auto-alerté son 2♦, Ouest l'a appris pendant le jeu, le jeu est fini maintenant.",
            "alert_timing",
        ),
        # the robot: none, asked, supposed, denied, too late
        (
            "en_ligne_deconnexion",
            "Sur BBO, Sud s'est déconnecté, aucun robot ne l'a remplacé tout de suite.",
            "back_in_time",
        ),
        (
            "en_ligne_deconnexion",
            "Sur BBO, Sud s'est déconnecté, un robot l'a-t-il remplacé tout de suite ?",
            "back_in_time",
        ),
        (
            "en_ligne_deconnexion",
            "Sur BBO, Sud s'est déconnecté, si un robot l'a remplacé tout de suite, que faire ?",
            "back_in_time",
        ),
        (
            "en_ligne_deconnexion",
            "Sur BBO, Sud s'est déconnecté, un robot ne l'a pas remplacé tout de suite.",
            "back_in_time",
        ),
        # the auction: before his partner, another player named through his partner or his opponent
        (
            "en_ligne_clic",
            "Sur BBO, Ouest a cliqué 2♦ au lieu de 2♥, il le signale avant que son partenaire Est ait enchéri.",
            "timing",
        ),
        (
            "en_ligne_clic",
            "Sur BBO, Ouest a cliqué 2♦ au lieu de 2♥, le partenaire de son adversaire de gauche n'a pas encore "
            "enchéri.",
            "timing",
        ),
        (
            "en_ligne_clic",
            "Sur BBO, Ouest a cliqué 2♦ au lieu de 2♥, l'adversaire de gauche de son partenaire n'a pas encore "
            "enchéri.",
            "timing",
        ),
        (
            "en_ligne_clic",
            "Sur BBO, Ouest a cliqué 2♦ au lieu de 2♥, le partenaire de Nord n'a pas encore enchéri.",
            "timing",
        ),
        # the claim: agreed, asked, supposed
        ("revendication", "sud a revendique le reste, ils sont d accord", "situation"),
        ("revendication", "sud a revendique le reste, sont-ils pas d accord ?", "situation"),
        ("revendication", "sud a revendique le reste, s ils ne sont pas d accord on continue ?", "situation"),
        # reviewer24 #9: nobody called since — after the partner's call (25A1 is over)
        (
            "changement_declaration",
            "Nord a sorti 2♥ au lieu de 2♠ par inadvertance ; sa partenaire a passé, personne n a reparlé depuis, il veut "
            "changer.",
            "timing",
        ),
        (
            "changement_declaration",
            "Nord a sorti 2♥ au lieu de 2♠ ; il a voulu changer après que sa partenaire a passé ; personne n a reparlé.",
            "timing",
        ),
        (
            "changement_declaration",
            "Nord a sorti 2♥ au lieu de 2♠ ; sa partenaire a passé, personne n a parlé depuis, il veut changer.",
            "timing",
        ),
        # the established revoke: denied, asked, both sides, reported
        ("renonce", "Renonce pas établie d'Ouest, Sud joue 4♥.", "established"),
        ("renonce", "La renonce n'est pas établie, Sud joue 4♥.", "established"),
        ("renonce", "Renonce non établie d'Ouest, Sud joue 4♥.", "established"),
        ("renonce", "Renonce établie ? Sud joue 4♥, Ouest a défaussé.", "established"),
        ("renonce", "Sud joue 4♥, renonce établie des deux camps.", "established"),
        ("renonce", "Sud joue 4♥, Ouest dit qu'il y a renonce établie.", "established"),
        # reviewer24 #3: one side's word, the other disputing (63A, 85A), with both words
        (
            "renonce",
            "Est a renoncé à trèfle ; renonce établie d'après Nord-Sud, mais Est dit qu'il n'avait pas encore joué à la "
            "levée suivante.",
            "established",
        ),
        (
            "renonce",
            "Nord-Sud réclament la rectification d'une renonce établie, Est dit qu'il a corrigé à temps.",
            "established",
        ),
        ("renonce", "Est a renoncé à trèfle ; renonce consommée d'après Nord-Sud.", "established"),
        ("renonce", "Nord-Sud affirment que la renonce est consommée, Est conteste.", "established"),
        # reviewer24 #4: calling someone, not appealing a ruling
        ("suites_decision", "Le capitaine a fait appel à un autre arbitre.", "appellants"),
        ("suites_decision", "Le capitaine a fait appel au président du club.", "appellants"),
        # the partner's call: asked, denied, the lead made, reported, a memory hedged
        (
            "changement_declaration",
            "Il a posé 3♠ au lieu de 3♥, sa partenaire n'avait pas parlé ? je ne sais plus",
            "timing",
        ),
        (
            "changement_declaration",
            "Il a posé 3♠ au lieu de 3♥, sa partenaire n'avait pas déjà parlé.",
            "timing",
        ),
        (
            "changement_declaration",
            "Il a posé 3♠ au lieu de 3♥, personne n'avait reparlé mais l'entame était faite.",
            "timing",
        ),
        (
            "changement_declaration",
            "Il a posé 3♠ au lieu de 3♥, Nord dit que personne n'avait reparlé.",
            "timing",
        ),
        (
            "changement_declaration",
            "Il a posé 3♠ au lieu de 3♥, son partenaire n'avait pas parlé, si je me souviens bien.",
            "timing",
        ),
        (
            "changement_declaration",
            "Il a posé 3♠ au lieu de 3♥, son partenaire n'a pas parlé, si je me rappelle bien.",
            "timing",
        ),
    ],
)
def test_stated_fact_not_filled(topic: str, text: str, question: str) -> None:
    assert question not in _facts(topic, text)


@pytest.mark.parametrize(
    ("text", "filled"),
    [
        # tester25 P18: « le mort n'est pas étalé » no longer cancels the lead faced out of turn (`sauf_affirme`)
        (
            "Ouest a entamé hors tour face visible, le déclarant n'a encore rien dit et le mort n'est pas étalé.",
            True,
        ),
        ("Ouest a entamé hors tour face visible, le mort ne s'est pas encore étalé.", True),
        ("Ouest a entamé hors tour face visible.", True),
        # the dummy spread, or asked whether: the spread still cancels (54)
        ("Ouest a entamé hors tour face visible, le mort s'est étalé.", False),
        ("Ouest a entamé hors tour face visible, puis le mort a étalé son jeu.", False),
        ("Ouest a entamé hors tour face visible, le mort était-il étalé ?", False),
        # faced not said: still asked (41A)
        ("Entame hors tour d'Ouest, le mort n'est pas étalé.", False),
    ],
)
def test_a_denied_spread_does_not_cancel_the_lead_faced(text: str, filled: bool) -> None:
    assert (_facts("entame", text).get("situation") == "wrong_defender_faced") is filled


@pytest.mark.parametrize(
    ("text", "board"),
    [
        # tester25 P13: a card after « au lieu du N » is no other board
        ("table 8 donne 3 : le déclarant Sud a cliqué le 2 de pique du mort au lieu du 3 de pique", "3"),
        ("donne 4 : il a joué le 2 au lieu du 3 d'atout", "4"),
        ("donne 4 : le 2 de cœur au lieu du 3 de cœur", "4"),
        # two boards: none
        ("l'étui 12 au lieu du 14", None),
        ("la donne 7 a été jouée au lieu de la 8", None),
        ("donne 5 : la 4 au lieu de la 5", None),
    ],
)
def test_board_kept_when_a_card_is_played_instead_of_another(text: str, board: str | None) -> None:
    where = board_and_table(text)
    assert (where.board if where else None) == board


@pytest.mark.parametrize(
    ("text", "filled"),
    [
        ("Est a signalé que Ouest avait entamé hors tour.", True),  # an opponent's irregularity (9A1)
        # reviewer23 #16, reviewer24: the partner named in apposition, between commas (9A5: his own side's), asked
        ("Est a signalé que Ouest, son partenaire, avait entamé hors tour.", False),
        ("Est a signalé que Nord, sa partenaire, avait renoncé.", False),
        ("Est a signalé que son partenaire Ouest avait entamé hors tour.", False),
    ],
)
def test_attention_drawn_not_to_the_partners_irregularity(text: str, filled: bool) -> None:
    assert (_facts("procedure", text).get("situation") == "attention_drawn") is filled


@pytest.mark.parametrize(
    ("text", "doubted"),
    [
        # a belief, a suspicion, an accusation, a hedge in its own clause (reviewer23 #14, reviewer24 #10)
        ("Ouest a cru qu'Est avait renoncé, mais c'est le mort", True),
        ("Sud joue 4♠, Est croyait avoir renoncé", True),
        ("Sud joue 4♠, Nord soupçonne Est d'avoir renoncé", True),
        ("Est a renoncé, je pense.", True),
        ("Est a renoncé, je crois, à la levée 5.", True),
        ("Est a renoncé, enfin je suppose.", True),
        ("Est a renoncé, Nord le prétend, Est dit que non.", True),
        ("Est a renoncé, il me semble.", True),
        # told plainly
        ("Est a renoncé à pique, il a joué à la levée suivante", False),
    ],
)
def test_believed(text: str, doubted: bool) -> None:
    assert believed(text) is doubted


_EXPOSED = "carte_exposee_encheres"


@pytest.mark.parametrize(
    ("text", "filled"),
    [
        # 24A: one card below honour rank seen by partner during the auction, the owner named between or shown
        ("Pendant les enchères, le 3 de trèfle de mon partenaire est tombé face visible.", True),
        ("Un petit carreau montré à son partenaire pendant les enchères, par maladresse.", True),
        (
            "Le 9 de cœur est tombé pendant les enchères, ce n'était pas un honneur.",
            True,
        ),  # the honour denied
        # an opponent's card, denied, asked, reported, an honour too (24B, 24C)
        ("Pendant les enchères, le 3 de trèfle de mon adversaire est tombé face visible.", False),
        ("Pendant les enchères, le 3 de trèfle de mon partenaire n'est pas tombé.", False),
        ("Pendant les enchères, est-ce que le 3 de trèfle de mon partenaire est tombé ?", False),
        ("Il dit qu'un petit carreau a été montré à son partenaire pendant les enchères.", False),
        ("Pendant les enchères, le 9 de cœur est tombé, et le roi aussi.", False),
        ("Pendant les enchères, le 9 de cœur est tombé, c'était un honneur ?", False),
        ("Pendant les enchères, le 9 de cœur est tombé avec le roi de pique.", False),
        ("Pendant les enchères, le 9 de cœur est tombé, l'as aussi.", False),
        ("Un petit carreau montré à son adversaire pendant les enchères.", False),
        ("Un petit carreau montré ? Non, c'était l'as.", False),
    ],
)
def test_one_low_card_exposed_during_the_auction(text: str, filled: bool) -> None:
    assert (_facts(_EXPOSED, text).get("cards") == "single_low") is filled


@pytest.mark.parametrize(
    ("text", "filled"),
    [
        # 13A: one hand long, another short, told by seat without « cartes »
        ("Les deux mains fausses étaient chez nous, Nord 14 et Sud 12.", True),
        ("14 cartes au Sud, 12 au Nord.", True),
        # points, pairs, boards and tables, asked, denied
        ("Nord 14 points et Sud 12 points.", False),
        ("Nord-Sud paire 14, Est-Ouest paire 12.", False),
        ("Nord 14 et Sud 12 ? Je ne sais pas.", False),
        ("Nord n'avait pas 14 cartes, Sud 12.", False),
        ("donne 14 table 12, Nord a 13 cartes", False),
    ],
)
def test_hands_counted_by_seat(text: str, filled: bool) -> None:
    assert (_facts("nombre_de_cartes", text).get("problem") == "too_many") is filled


@pytest.mark.parametrize(
    ("text", "filled"),
    [
        # 48/49-50: a card fallen by accident, its owner named between, said with where it fell
        ("Le valet de l'Est est tombé face visible sur la table.", True),
        ("La dame de cœur d'Est est tombée face visible pendant le jeu.", True),
        # an honour « tombé » alone is as often played under a higher one (45A, reviewer24 #11): asked
        ("Le valet de l'Est est tombé, défense.", False),
        ("Le roi de pique d'Est est tombé quand le déclarant a tiré l'as.", False),
        (
            "Le roi de pique d'Est est tombé à la quatrième levée, Ouest dit que c'est une carte pénalisée.",
            False,
        ),
        ("Le roi de pique d'Est est tombé au troisième tour.", False),
        # the card falling under a higher one in the play, denied, asked, on purpose, reported
        ("La dame de l'Est est tombée sous l'as, sèche.", False),
        ("Le valet de l'Est n'est pas tombé.", False),
        ("Le valet de l'Est est-il tombé ?", False),
        ("Le valet de l'Est est tombé face visible, il l'a posé exprès.", False),
        ("Il dit que le valet de l'Est est tombé face visible.", False),
    ],
)
def test_a_card_fallen_by_accident(text: str, filled: bool) -> None:
    assert (_facts("cartes_penalisees", text).get("how_exposed") == "unintentional") is filled


@pytest.mark.parametrize(
    ("text", "owner"),
    [
        # tester25 P14: the 1997 words, the card the declarer's (48A)
        ("carte pénalisée majeure du déclarant, il a laissé tomber l'as de pique", "declarer"),
        # asked, denied, reported, supposed; the declarer's choice over a defender's card
        ("une carte pénalisée du déclarant ? c'est possible ?", None),
        ("ce n'est pas une carte pénalisée du déclarant, c'est celle d'Ouest", None),
        ("il dit que c'est une carte pénalisée du déclarant", None),
        ("carte pénalisée majeure du déclarant, selon Est", None),
        ("Ouest a une carte pénalisée, au choix du déclarant", "defender"),
        ("la carte pénalisée d'Est, à l'option du déclarant", "defender"),
    ],
)
def test_the_declarers_penalty_card_in_the_old_words(text: str, owner: str | None) -> None:
    assert _facts("cartes_penalisees", text).get("owner") == owner


@pytest.mark.parametrize(
    ("text", "filled"),
    [
        # 54: a faced opening lead out of turn, the turn or the declarer's choice said
        ("Ouest a entamé face visible alors que c'était à son partenaire", True),
        ("Ouest a entamé hors tour face visible", True),
        ("Est, défenseur, a entamé face visible, le déclarant refuse", True),
        # reviewer24 P-1: the right leader facing his lead (41A), « déclarant » or « partenaire » merely named
        ("Ouest, qui devait entamer, a entamé face visible ; le déclarant n'a rien dit.", False),
        ("Ouest a entamé face visible directement, le déclarant voulait encore poser une question.", False),
        (
            "Entame d'Ouest face visible avant que son partenaire ait pu demander des explications au déclarant.",
            False,
        ),
    ],
)
def test_a_faced_lead_is_out_of_turn_only_when_said(text: str, filled: bool) -> None:
    assert (_facts("entame", text).get("situation") == "wrong_defender_faced") is filled
