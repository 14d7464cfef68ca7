"""Facts said plainly and asked again (tester16 T5, T11): each is taken when the words state it, and never
in a negation, a question, someone else's call or two cards where the fact is one."""

from __future__ import annotations

import pytest

from rules import vocabulary as vocab


@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        # 25A1: the mechanical error said in words, the card named between « sorti » and « au lieu de »
        (
            "changement_declaration",
            "Nord a sorti le carton 1♠ au lieu de 1SA, il s'en aperçoit tout de suite, avant que son "
            "partenaire parle",
            "intent",
            "slip",
        ),
        (
            "changement_declaration",
            "Nord a sorti le carton 1♠ au lieu de 1SA, il s'en aperçoit tout de suite, avant que son "
            "partenaire parle",
            "timing",
            "in_time",
        ),
        (
            "changement_declaration",
            "Nord ouvre 1♥, Est passe, Sud dit 1♠ mais Nord dit qu'il voulait ouvrir 1♦, erreur de carton",
            "intent",
            "slip",
        ),
        # 31: whose turn it was, said after the call doubled
        (
            "declaration_hors_tour",
            "Est a contré hors tour le 1♥ de Sud, c'était à Ouest de parler",
            "turn",
            "partner",
        ),
        (
            "declaration_hors_tour",
            "Est a contré hors tour le 1♥ de Sud, c'était à Nord de parler",
            "turn",
            "rho",
        ),
        # 39B: the declaring side's call after the final pass
        (
            "declaration_inadmissible",
            "Sud joue 4♠. Après le dernier passe, Nord dit 5♠",
            "after_final_pass_by",
            "declaring_side",
        ),
        (
            "declaration_inadmissible",
            "Après la fin des enchères, 4♠ par Sud, Nord a dit 5♠",
            "after_final_pass_by",
            "declaring_side",
        ),
        # 16D2: before the first call
        (
            "information_etrangere",
            "Avant que personne ait parlé, Ouest a entendu à la table voisine le résultat de la donne",
            "when_16D",
            "before_call",
        ),
        (
            "information_etrangere",
            "En sortant ses cartes, Sud a vu la main de Nord",
            "when_16D",
            "before_call",
        ),
        # 24A: the card seen, named by its symbol
        (
            "carte_exposee_encheres",
            "Pendant les enchères, Ouest a laissé tomber le ♦2, son partenaire a pu la voir",
            "cards",
            "single_low",
        ),
        (
            "carte_exposee_encheres",
            "Pendant les enchères, Ouest a laissé tomber le ♦R, son partenaire a pu la voir",
            "cards",
            "honour",
        ),
        # 14B: a card left in the board, seen at the 5th trick: missing, after the opening lead
        (
            "nombre_de_cartes",
            "Sud joue 4♥. A la 5e levée, Est s'aperçoit qu'il n'a que 12 cartes : le ♣4 était resté dans l'étui",
            "problem",
            "missing",
        ),
        (
            "nombre_de_cartes",
            "Ouest n'a que 12 cartes, on retrouve la 13e dans l'étui avant l'entame",
            "lead_faced",
            "no",
        ),
        # 27A1
        (
            "enchere_insuffisante",
            "Ouest a dit 1♥ sur le 1♠ de Nord, enchère insuffisante non acceptée",
            "lho_accepts",
            "refuses",
        ),
    ],
)
def test_a_fact_said_plainly_is_taken(topic: str, text: str, question: str, value: str) -> None:
    assert vocab.facts(topic, text).get(question) == value


@pytest.mark.parametrize(
    ("topic", "text", "question"),
    [
        ("changement_declaration", "est-ce une erreur de carton ?", "intent"),
        ("changement_declaration", "il dit que c'était une erreur de carton, je n'y crois pas", "intent"),
        (
            "declaration_inadmissible",
            "Sud joue 4♠ ; pendant les enchères Nord a dit 5♠",
            "after_final_pass_by",
        ),
        (
            "declaration_inadmissible",
            "Sud joue 4♠. Après le dernier passe, le mort dit 5♠ ?",
            "after_final_pass_by",
        ),
        ("information_etrangere", "est-ce qu'il l'a vu en sortant ses cartes ?", "when_16D"),
        # two cards are not one small card (24B), whatever way they are named
        (
            "carte_exposee_encheres",
            "Pendant les enchères, Ouest a laissé tomber le 2 de carreau et le 5 de pique",
            "cards",
        ),
        ("carte_exposee_encheres", "Pendant les enchères, Ouest a laissé tomber le ♦2 et le ♠5", "cards"),
        (
            "carte_exposee_encheres",
            "Pendant les enchères, Ouest a laissé tomber le ♦2, seul Nord a pu la voir",
            "cards",
        ),
        # only the left-hand opponent accepts or refuses (27A1)
        (
            "enchere_insuffisante",
            "Sud a dit 1♥ sur le 1♠ d'Est, enchère insuffisante non acceptée par le partenaire",
            "lho_accepts",
        ),
        ("enchere_insuffisante", "enchère insuffisante, pas encore acceptée ni refusée", "lho_accepts"),
    ],
)
def test_a_fact_not_stated_is_asked(topic: str, text: str, question: str) -> None:
    assert question not in vocab.facts(topic, text)


def test_a_defenders_double_after_the_last_pass_is_not_the_declaring_sides() -> None:
    text = "Sud joue 4♠ ; après le dernier passe, Nord n'a pas dit 5♠, c'est Est qui a contré"
    assert vocab.facts("declaration_inadmissible", text).get("after_final_pass_by") == "defender_action"


@pytest.mark.parametrize(
    "text",
    [
        "le décla a renoncé à pique, la défense l'a signalé après que le mort a joué à la levée suivante",
        "Sud joue 3SA. Le mort a fourni un pique sur l'entame trèfle alors qu'il avait le ♣3 ; Est s'en est "
        "aperçu à la levée suivante, après que le décla a joué du mort",
    ],
)
def test_the_declaring_side_played_to_the_next_trick(text: str) -> None:
    """63A1: the declarer's or the dummy's revoke, then a card of their side to the next trick."""
    facts = vocab.facts("renonce", text)
    assert (facts.get("when"), facts.get("established")) == ("played", "yes")


@pytest.mark.parametrize(
    "text",
    [
        "le décla a renoncé à pique, le mort n'a pas encore joué à la levée suivante",
        "le décla a renoncé à pique ; à la levée suivante, Est a joué avant que le mort a joué",
        "le décla a renoncé à pique, est-ce que le mort a joué à la levée suivante ?",
        "après le coup, on voit que le décla avait renoncé à pique ; le mort avait joué à la levée suivante",
        # a defender's revoke: the declaring side's play does not establish it
        "Ouest a renoncé à pique, le mort a joué à la levée suivante",
    ],
)
def test_no_stage_read_from_a_play_denied_asked_or_of_the_other_side(text: str) -> None:
    assert vocab.facts("renonce", text).get("when") != "played"
