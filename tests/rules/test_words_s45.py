"""Session 45's readings of stated facts (issue 37 §1), from tuning set s44 and the labelled sets.

- The contract with the side that played it and no seat (« 4♠ contré joué par EO », « Contrat 3SA par Nord-Sud »): its
  level, strain and side; and with every contract read without its seat, the state said with it (« 4♠ contré »,
  « 3SA surcontré », « 6♥ NS non vul », « 5♦ non vulnérables »): doubling and vulnerability. Never a bid of the
  auction, nor a state said of another thing.
- The revoke's offender then follows from the side (22: the side that holds the contract declares; a seat of the other
  side defends).
- The revoker in the notation (« renonce ♦ par Sud, déclarant Ouest », « renonce défense table 3 »), and the declarer's
  side once his seat and the contract are said apart (« Sud déclarant en 4♠ »).
- The end of the play in the formal voice (« les adversaires m'ont rappelé à l'issue du coup »): 16B3's call back, and a
  revoke found then (63A, 64).
- A claim an opponent answers with the card he still holds (« il revendique tout, mais on avait encore l'as de trèfle »):
  contested (68B1); the card forgotten alone (« il revendique en oubliant un atout ») leaves whether anyone objected asked.
- The claim's trick said « au début de la levée 10 », and « il pose son jeu » as the claim's act (68A).
- A revoke of the round before (« la donne 8 jouée au tour d'avant ; le tour est terminé »: 64B5, 79C's period), and
  partner's double taken out (« Est retire à 4♠ ») after a sigh, the director called back at the end (16B3).
- What auditor49 and auditor50 judged wrong or doubtful on blind set s45: the director called back once the play is
  over (« le coup est fini, on vous rappelle »: 16B3, never a call on the spot, however « rappellera » stems); a
  convention card said to bear out a meaning (« indique bien Gerber »): which call or explanation it confirms is the
  director's reading (21B1b), asked; a card dropped tricks ago, the director called only after a later revoke: what
  became of it is asked (50D, 52), never a card just exposed."""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import asked_of as _asked_of


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (
            "T3 d7 : 4♠ contré joué par EO. Nord a renoncé à trèfle à la 4e levée.",
            {
                "contract_level": "4",
                "contract_strain": "S",
                "declarer_side": "eo",
                "doubling": "doubled",
                "offender": "defender",
            },
        ),
        (
            "Contrat 3SA joué par Nord-Sud. Est a renoncé à cœur à la levée 6.",
            {"contract_level": "3", "contract_strain": "NT", "declarer_side": "ns", "offender": "defender"},
        ),
        (
            "Contrat 3SA non contré, joué par Est-Ouest. Sud n'a pas fourni carreau.",
            {"contract_level": "3", "contract_strain": "NT", "declarer_side": "eo", "doubling": "none"},
        ),
        (
            "6♥ NS non vul, chute d'un. Renonce d'Est à la 5e levée.",
            {"contract_level": "6", "declarer_side": "ns", "vulnerable": "no", "offender": "defender"},
        ),
        (
            "Les adversaires jouaient 5♦ non vulnérables. Ma partenaire, en Est, a renoncé à pique.",
            {"contract_level": "5", "contract_strain": "D", "vulnerable": "no"},
        ),
        # typed in lower case, as on a phone: the side still read
        (
            "4♠ contré joué par nord-sud. est a renoncé à trèfle à la levée 3.",
            {"contract_level": "4", "declarer_side": "ns", "doubling": "doubled"},
        ),
        (
            "6♥ ns non vul, chute d'un. renonce d'est à la 5e levée.",
            {"contract_level": "6", "declarer_side": "ns"},
        ),
        (
            "Bernard jouait 3SA surcontré en Sud, et il a défaussé un cœur alors qu'il lui restait le 9♥.",
            {"contract_level": "3", "doubling": "redoubled"},
        ),
    ],
)
def test_the_contract_and_its_state_without_a_seat(text: str, facts: dict[str, str | None]) -> None:
    assert _asked_of("renonce", text, facts) == facts


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        # « contré par EO » may name the doublers: the side is not read from it
        ("4♠ contré par EO. Nord a renoncé à trèfle.", {"declarer_side": None}),
        # a contract said with no state: none read
        ("4♠ joué par EO. Nord a renoncé à trèfle.", {"doubling": None, "vulnerable": None}),
        # a seat of the declaring side revoking: the declarer or the dummy, asked
        ("4♠ joué par EO. Ouest a renoncé à trèfle.", {"declarer_side": "eo", "offender": None}),
    ],
)
def test_what_the_contract_words_leave_asked(text: str, facts: dict[str, str | None]) -> None:
    assert _asked_of("renonce", text, facts) == facts


@pytest.mark.parametrize(
    ("topic", "text", "facts"),
    [
        (
            "information_non_autorisee",
            "Nord a hésité une bonne minute avant de passer sur 2♠, tout le monde l'admet, et Sud a reparlé 3♣ avec"
            " rien. Le coup est fini, on vous rappelle pour voir ça.",
            {"situation": "partner_after"},
        ),
        (
            "information_non_autorisee",
            "Ouest a hésité avant de passer et Est réfléchit à réveiller. On vous rappellera à la fin du coup.",
            {"situation": None},
        ),
        (
            "explication_erronee",
            "Après le coup : Est avait expliqué le 4♦ d'Ouest comme un Texas, et Ouest dit qu'il voulait montrer ses"
            " carreaux. Leur feuille de conventions indique bien Texas sur 1SA.",
            {"evidence": None},
        ),
        (
            "explication_erronee",
            "La carte de conventions dit bien « 2♦ multi », l'explication « faible en carreau » était fausse.",
            {"evidence": "explanation_wrong"},
        ),
        (
            "cartes_penalisees",
            "Est a fait tomber la D♥ face visible à la levée 3, et plus tard il a renoncé à pique. On n'a appelé"
            " l'arbitre qu'à ce moment-là.",
            {"situation": None},
        ),
        (
            "cartes_penalisees",
            "Est (défense) fait tomber le 4♣ face visible par mégarde ; on m'appelle tout de suite.",
            {"situation": "new_card"},
        ),
    ],
)
def test_the_audited_flags_of_s45(topic: str, text: str, facts: dict[str, str | None]) -> None:
    assert _asked_of(topic, text, facts) == facts


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("d7 t2 renonce ♥ par Est, déclarant Sud.", {"offender": "defender"}),
        ("renonce ♣ par Nord, Sud déclarant en 4♠.", {"offender": "dummy", "declarer_side": "ns"}),
        ("renonce ♣ par Ouest, Ouest déclarant en 3SA.", {"offender": "declarer", "declarer_side": "eo"}),
        ("renonce défense table 3", {"offender": "defender"}),
        # the declaring side's seat unnamed: its side stays asked
        ("renonce ♣ par Nord en 4♠.", {"offender": None, "declarer_side": None}),
    ],
)
def test_the_revoker_in_the_notation(text: str, facts: dict[str, str | None]) -> None:
    assert _asked_of("renonce", text, facts) == facts


@pytest.mark.parametrize(
    ("topic", "text", "facts"),
    [
        (
            "information_non_autorisee",
            "Monsieur P., en Est, a marqué une hésitation manifeste avant de passer ; sa partenaire a réveillé au palier"
            " de trois. Les adversaires m'ont rappelé à l'issue du coup.",
            {"situation": "partner_after", "called_back": "yes"},
        ),
        (
            "renonce",
            "Madame R., en Sud, a défaussé un pique sur une attaque trèfle alors qu'elle détenait un trèfle ; on ne s'en"
            " aperçut qu'à l'issue du coup.",
            {"when": "after_play", "discovered": "after_play"},
        ),
        # the issue of a trick is during the play
        (
            "information_non_autorisee",
            "Ouest a hésité avant de passer et Est a réveillé ; à l'issue de la levée 3, Nord m'appelle.",
            {"situation": None},
        ),
    ],
)
def test_the_end_of_the_play_in_the_formal_voice(topic: str, text: str, facts: dict[str, str | None]) -> None:
    assert _asked_of(topic, text, facts) == facts


@pytest.mark.parametrize(
    ("text", "situation"),
    [
        ("Le déclarant revendique tout, mais on avait encore le roi de trèfle.", "contested"),
        ("Sud revendique le reste mais nous avions encore un atout, le 9.", "contested"),
        # the claimer's own statement
        ("Je revendique le reste, mais on avait encore un perdant à donner.", None),
        ("Le déclarant revendique en oubliant un atout chez la défense.", None),
        (
            "Il revendique, on accepte, mais on avait encore l'as de cœur : on s'en aperçoit deux donnes plus tard.",
            None,
        ),
    ],
)
def test_a_claim_answered_with_a_card_still_held(text: str, situation: str | None) -> None:
    assert _asked_of("revendication", text, {"situation": situation}) == {"situation": situation}


@pytest.mark.parametrize(
    ("text", "trick"),
    [
        (
            "4♠ par Sud : au début de la levée 10 il pose son jeu, « le reste est maître ». Ouest conteste.",
            "10",
        ),
        (
            "Sud déclarant revendique au début de la levée huit en disant « tout sauf l'as d'atout ». Ouest conteste.",
            "8",
        ),
        # another act's trick
        ("Au début de la levée 6, Est a renoncé ; plus tard Sud revendique. Ouest conteste.", None),
    ],
)
def test_the_claims_trick_at_the_start_of_a_trick(text: str, trick: str | None) -> None:
    assert _asked_of("revendication", text, {"claim_trick": trick}) == {"claim_trick": trick}


@pytest.mark.parametrize(
    ("topic", "text", "facts"),
    [
        (
            "renonce",
            "Au tour suivant, EO viennent me dire que Nord, en défense, avait renoncé à cœur sur la donne 4 jouée au tour"
            " d'avant. Le tour est terminé depuis dix minutes.",
            {"discovered": "after_round", "when": "after_round"},
        ),
        (
            "information_non_autorisee",
            "Ouest dit 4♥, Nord contre, Est soupire « pas encore... » et passe, Sud passe, et Ouest retire à 4♠. NS me"
            " rappellent à la fin du coup.",
            {"situation": "partner_after"},
        ),
        # the director called back later: nothing said yet
        (
            "information_non_autorisee",
            "Ouest dit 4♥, Nord contre, Est soupire « pas encore... » et passe, Sud passe, et Ouest retire à 4♠. NS me"
            " rappelleront à la fin du coup.",
            {"situation": None},
        ),
    ],
)
def test_the_round_before_and_a_double_taken_out(topic: str, text: str, facts: dict[str, str | None]) -> None:
    assert _asked_of(topic, text, facts) == facts
