"""finder90 (reviewer34 H-77, H-78, H-86, H-89, H-91): two irregularities in one description, the choice or the protest
about the second is not the first's. What « accepte / refuse / conteste » takes as its object says whose choice it is
(27A1, 29A, 53A, 54, 68B); the same words about the irregularity itself stay its choice."""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    ("topic", "text", "question"),
    [
        # H-77: a claim refused, after an insufficient bid
        (
            "enchere_insuffisante",
            "Nord ouvre 1♥, Est dit 1♦ insuffisant. Plus tard, Sud refuse la revendication d'Est.",
            "lho_accepts",
        ),
        (
            "enchere_insuffisante",
            "Nord ouvre 1♥, Est dit 1♦. Ensuite Sud conteste la concession d'Est.",
            "lho_accepts",
        ),
        # H-78, H-91: a lead out of turn accepted or refused in the play, after a call
        (
            "declaration_hors_tour",
            "Nord donneur, Est ouvre 1♠ ; Sud n'a pas encore choisi. Au jeu, Sud accepte l'attaque hors tour d'Ouest.",
            "lho_accepts",
        ),
        (
            "declaration_hors_tour",
            "Nord donneur, Est ouvre 1♠. Au jeu, le déclarant Sud refuse l'entame hors tour d'Ouest.",
            "lho_accepts",
        ),
        (
            "enchere_insuffisante",
            "Nord ouvre 1♥, Est dit 1♦. Sud n'a pas encore choisi. Au jeu, Sud accepte l'attaque hors tour d'Ouest.",
            "lho_accepts",
        ),
        # H-89: the opening lead's choice (54), or another lead's, is not this later lead's (53A, 55A)
        (
            "attaque",
            "Est attaque hors tour à la levée 5 alors que c'était au mort. Au début, le déclarant avait accepté "
            "l'entame hors tour d'Ouest.",
            "declarer_choice",
        ),
        (
            "attaque",
            "Est attaque hors tour à la levée 5 alors que c'était au mort. À la levée 2, le déclarant avait refusé "
            "une autre attaque hors tour d'Ouest.",
            "declarer_choice",
        ),
        # H-86: a refusal among another irregularity's words, before the claim
        (
            "revendication",
            "Nord ouvre 1♥, Est dit 1♦ insuffisant, Sud refuse. Au jeu, Sud revendique le reste à la levée 10.",
            "situation",
        ),
        (
            "revendication",
            "Est attaque hors tour à la levée 5 et le déclarant refuse. À la levée 10, Sud revendique le reste.",
            "situation",
        ),
        (
            "revendication",
            "Est a renoncé à la levée 5, Est conteste la renonce. À la levée 10, Sud revendique le reste.",
            "situation",
        ),
        (
            "revendication",
            "Est a contesté l'explication de 2♦ pendant les enchères. À la levée 10, Sud revendique le reste.",
            "situation",
        ),
        # H-86: « refuse de + infinitive » refuses another act (signing the score sheet, giving a trick back)
        (
            "revendication",
            "Sud revendique à la levée 10 ; tout le monde est d'accord. Mais Est refuse de signer la feuille pour un "
            "autre problème de score à la donne 4.",
            "situation",
        ),
        (
            "revendication",
            "Mon partenaire a concédé une levée à la fin, les adversaires refusent de la lui rendre.",
            "situation",
        ),
        # H-86g..j: a protest about another act, before the claim or after it
        (
            "revendication",
            "Est a hésité longuement, Sud proteste. À la levée 10, Sud revendique le reste.",
            "situation",
        ),
        (
            "revendication",
            "Sud revendique le reste à la levée 10. Est et Ouest ne sont pas d'accord sur l'entame.",
            "situation",
        ),
        (
            "revendication",
            "Sud revendique le reste à la levée 10. Ouest refuse de lui serrer la main.",
            "situation",
        ),
        # H-89c: the choice told at the opening lead is 54's, not this later lead's (53A, 55A)
        (
            "attaque",
            "Est attaque hors tour à la levée 5 alors que c'était au mort. À l'entame, le déclarant avait refusé.",
            "declarer_choice",
        ),
        (
            "revendication",
            "Le mort a joué une carte tout seul ; Est conteste. À la levée 10, Sud revendique le reste.",
            "situation",
        ),
        # H-91c, H-78d: a refusal in the play is none of the auction's
        ("enchere_insuffisante", "Nord ouvre 1♥, Est dit 1♦. Au jeu, Sud refuse.", "lho_accepts"),
        ("declaration_hors_tour", "Nord donneur, Est ouvre 1♠. Au jeu, Sud refuse.", "lho_accepts"),
    ],
)
def test_a_choice_about_another_irregularity_is_not_this_ones(topic: str, text: str, question: str) -> None:
    assert question not in vocabulary.facts(topic, text)


@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        (
            "enchere_insuffisante",
            "Nord ouvre 1♥, Est dit 1♦, Sud refuse l'enchère insuffisante.",
            "lho_accepts",
            "refuses",
        ),
        (
            "entame",
            "Le déclarant refuse l'entame hors tour et exige l'entame pique.",
            "declarer_choice",
            "require_suit",
        ),
        (
            "attaque",
            "Est attaque hors tour à la levée 5, le déclarant refuse l'attaque.",
            "declarer_choice",
            "refuse",
        ),
        (
            "revendication",
            "Sud revendique le reste à la levée 10, Est conteste la revendication.",
            "situation",
            "contested",
        ),
        (
            "revendication",
            "Est dit 1♦ insuffisant. Au jeu, Sud revendique le reste, Est refuse.",
            "situation",
            "contested",
        ),
        (
            "revendication",
            "Sud revendique le reste, les défenseurs refusent de la lui accorder.",
            "situation",
            "contested",
        ),
        (
            "revendication",
            "Sud revendique le reste à la levée 10. Est et Ouest ne sont pas d'accord avec la revendication.",
            "situation",
            "contested",
        ),
        ("revendication", "Sud revendique le reste à la levée 10, Est proteste.", "situation", "contested"),
        (
            "attaque",
            "Est attaque hors tour à la levée 5 alors que c'était au mort. Le déclarant refuse.",
            "declarer_choice",
            "refuse",
        ),
        ("enchere_insuffisante", "Nord ouvre 1♥, Est dit 1♦. Sud refuse.", "lho_accepts", "refuses"),
        ("declaration_hors_tour", "Nord donneur, Est ouvre 1♠. Sud refuse.", "lho_accepts", "no"),
    ],
)
def test_the_choice_about_the_irregularity_itself_stays(
    topic: str, text: str, question: str, value: str
) -> None:
    assert vocabulary.facts(topic, text).get(question) == value


@pytest.mark.parametrize(
    ("topic", "text", "kept"),
    [
        # H-85: the sentence names only the revoke; when the hesitation's director was called is not said
        (
            "information_non_autorisee",
            "Hésitation de Nord, Sud dit 4♠. À la fin du coup, on découvre une renonce de Sud.",
            None,
        ),
        (
            "tempo_comportement",
            "Est hésite longuement. À la fin du coup, on découvre une renonce de Sud.",
            None,
        ),
        # the hesitation's own sentence, or a sentence that names nothing else: its moment stays
        (
            "information_non_autorisee",
            "Hésitation de Nord, Sud dit 4♠. À la fin du coup, E-O appellent l'arbitre.",
            "partner_after",
        ),
    ],
)
def test_a_sentence_about_another_irregularity_tells_that_ones_moment(
    topic: str, text: str, kept: str | None
) -> None:
    assert vocabulary.facts(topic, text).get("situation") == kept


@pytest.mark.parametrize(
    "text",
    [
        # H-79: « à la fin du coup » is the second revoke's moment, not the first one's
        "Est renonce à la levée 4 ; on s'en aperçoit à la levée 7. À la fin du coup, Ouest renonce aussi.",
        "Est a renoncé à la levée 5 et le remarque aussitôt, avant de jouer à la levée suivante. À la fin du coup, on "
        "s'aperçoit que Ouest avait aussi renoncé à la levée 9.",
    ],
)
def test_the_second_revokes_moment_is_not_the_firsts(text: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert facts["situation"] == "two_revokes"
    assert not facts.keys() & {"when", "discovered", "established"}


def test_the_moment_both_revokes_were_found_stays() -> None:
    facts = vocabulary.facts(
        "renonce",
        "Nord renonce à pique à la levée 3, puis Est renonce à carreau à la levée 8. On découvre tout à la fin du coup.",
    )
    assert facts["when"] == "after_play" and facts["second_revoke"] == "other_side"


@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        # reviewer34's right fills the first guards took away (/work/r34/pos.txt Q-51, Q-54..Q-59, Q-64..Q-66, Q-71, Q-72)
        (
            "renonce",
            "Est renonce à la levée 4. À la fin du coup, on s'en aperçoit ; Ouest avait aussi renoncé à la levée 8.",
            "discovered",
            "after_play",
        ),
        (
            "revendication",
            "Sud revendique à la levée 10. Est conteste car il reste un atout, et il signale aussi une renonce de Sud.",
            "situation",
            "contested",
        ),
        (
            "information_non_autorisee",
            "Nord hésite, Sud dit 4♠. À la fin du coup, EO m'appellent : ils ont été lésés, et Sud a aussi renoncé.",
            "situation",
            "partner_after",
        ),
        (
            "revendication",
            "Sud revendique le reste à la levée 10 ; Est refuse de lui donner les levées.",
            "situation",
            "contested",
        ),
        (
            "revendication",
            "Sud revendique le reste à la levée 10 ; Est refuse d'y croire et appelle l'arbitre.",
            "situation",
            "contested",
        ),
        (
            "renonce",
            "Est renonce à la levée 4. Ensuite le déclarant renonce à son tour à la levée 7.",
            "situation",
            "two_revokes",
        ),
        (
            "renonce",
            "Est renonce à la levée 4. Ensuite Ouest renonce à son tour à la levée 7.",
            "second_revoke",
            "partner",
        ),
        (
            "attaque",
            "À l'entame, le déclarant avait refusé. Est attaque hors tour à la levée 5 ; le déclarant refuse aussi.",
            "declarer_choice",
            "refuse",
        ),
        (
            "attaque",
            "Est attaque hors tour à la levée 5 alors que c'était au mort ; à l'entame de cette levée, le déclarant refuse.",
            "declarer_choice",
            "refuse",
        ),
    ],
)
def test_the_right_fills_beside_another_irregularity_stay(
    topic: str, text: str, question: str, value: str
) -> None:
    assert vocabulary.facts(topic, text).get(question) == value
