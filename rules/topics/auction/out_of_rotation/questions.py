"""Déclaration hors tour : les questions de l'arbitre et le vocabulaire des tours."""

from __future__ import annotations

from rules.model import Option, Question
from rules.topic import questions
from rules.topics.auction.common import (
    NOT_MADE,
    NOT_MADE_LABEL,
    comparable_call_question,
)
from rules.topics.auction.common import OFFENDING_SIDE as OFFENDING_SIDE
from rules.topics.auction.inadmissible import QUESTIONS as INADMISSIBLE_QUESTIONS
from rules.topics.auction.pending import PENDING

PASS = "pass"
ARTIFICIAL_PASS = "artificial_pass"
BID = "bid"
DOUBLE = "double"
INADMISSIBLE_DOUBLE = "inadmissible_double"
THREE_PASSES = "three_passes"
# Answer of `lho_accepts`: the offender's partner called at his own turn before the director came.
PARTNER_CALLED = "partner_called"
# The director came before the offender's LHO chose whether to accept (29A): his option is explained first.
NOT_CHOSEN = "not_chosen"

# The effective turn once a simultaneous call (33) is placed after the correct player's call.
RHO = "rho"
PARTNER = "partner"
LHO_FIRST = "lho_first"


TURN_WORDS = {
    RHO: "son adversaire de droite",
    PARTNER: "son partenaire",
    LHO_FIRST: "son adversaire de gauche",
}

QUESTIONS = questions(
    Question(
        "call",
        "Qu'est-ce qui a été déclaré hors tour ?",
        (
            Option(PASS, "Un passe (naturel)"),
            Option(ARTIFICIAL_PASS, "Un passe artificiel, ou passe d'une convention du partenaire"),
            Option(BID, "Une enchère"),
            Option(DOUBLE, "Un contre ou un surcontre"),
            Option(INADMISSIBLE_DOUBLE, "Un contre ou surcontre inadmissible (ex. sur le partenaire)"),
            Option(THREE_PASSES, "Enchères closes par 3 passes, dont un hors tour (Loi 34)"),
            Option(NOT_MADE, NOT_MADE_LABEL),
        ),
        "Un passe artificiel (par exemple un passe fort) se règle comme une enchère (30C). Un contre ou "
        "surcontre que la Loi 19 n'autorise pas est inadmissible (36).",
    ),
    Question(
        "turn",
        "À qui était-ce le tour quand le fautif a déclaré ?",
        (
            Option(RHO, "À son adversaire de droite"),
            Option("rho_must_pass", "À son adversaire de droite, qui était obligé de passer"),
            Option(PARTNER, "À son partenaire"),
            Option(LHO_FIRST, "À son adversaire de gauche ; le fautif n'avait pas déclaré"),
            Option("lho_later", "À son adversaire de gauche ; le fautif avait déjà déclaré"),
            Option("with_rho", "Simultanée avec son adversaire de droite (c'était son tour)"),
            Option("with_partner", "Simultanée avec son partenaire (c'était son tour)"),
            Option("with_lho", "Simultanée avec son adversaire de gauche (c'était son tour)"),
        ),
        "Le fautif est le joueur qui a déclaré hors tour. Au tour de l'adversaire de gauche sans avoir "
        "déclaré : il a parlé avant le donneur. Deux déclarations simultanées : celle du joueur dont ce "
        "n'était pas le tour est réputée faite après l'autre (33).",
    ),
    Question(
        "rho_pass_outcome",
        "Après ce passe hors tour, que s'est-il passé ?",
        (
            Option("lho_accepts", "L'adversaire de gauche l'accepte (il déclare par-dessus)"),
            Option("rho_called_first", "L'adversaire de droite a déclaré avant votre décision"),
            Option("cancelled", "L'adversaire de gauche ne l'accepte pas : passe annulé"),
            Option(
                NOT_CHOSEN,
                "Rien encore : l'adversaire de gauche n'a pas choisi (lui donner l'option, 29A)",
            ),
        ),
        "L'adversaire de gauche du fautif peut accepter en déclarant (29A) ; si le joueur dont c'était le "
        "tour (l'adversaire de droite) a déjà déclaré, le droit à rectification est perdu (28B).",
    ),
    Question(
        "rho_action",
        "Après la déclaration hors tour, que s'est-il passé ?",
        (
            Option("lho_accepts", "L'adversaire de gauche l'accepte (il déclare par-dessus)"),
            Option("rho_called_first", "L'adversaire de droite a déclaré avant votre décision"),
            Option("rho_passes", "Annulée ; l'adversaire de droite passe à son tour"),
            Option("rho_calls", "Annulée ; l'adversaire de droite enchérit, contre, surcontre"),
            Option(PENDING, "Annulée ; l'adversaire de droite n'a pas encore déclaré (les deux suites)"),
            Option(
                NOT_CHOSEN,
                "Rien encore : l'adversaire de gauche n'a pas choisi (lui donner l'option, 29A)",
            ),
        ),
        "Avant votre décision : si l'adversaire de gauche déclare, il accepte (29A) ; si l'adversaire de "
        "droite, dont c'était le tour, déclare, le droit à rectification est perdu (28B). Sinon la "
        "déclaration est annulée et tout dépend de ce que fait l'adversaire de droite à son tour (31A, 32A).",
    ),
    Question(
        "lho_accepts",
        "L'adversaire de gauche du fautif accepte-t-il la déclaration (il déclare par-dessus) ?",
        (
            Option("yes", "Oui"),
            Option("no", "Non"),
            Option(PARTNER_CALLED, "Non, mais le partenaire du fautif a déjà déclaré à son tour"),
            Option(NOT_CHOSEN, "Il n'a pas encore choisi : lui donner l'option (29A)"),
        ),
        "Il peut l'accepter, ou l'a déjà acceptée s'il a déclaré par-dessus avant votre décision (29A). "
        "Sinon elle est annulée et les enchères reviennent au joueur dont c'était le tour (29B). Si c'était "
        "le tour du partenaire du fautif et qu'il a déclaré avant votre arrivée, répondez la troisième option.",
    ),
    # Law 36 is asked exactly as the `declaration_inadmissible` topic asks it.
    INADMISSIBLE_QUESTIONS["lho_called"],
    INADMISSIBLE_QUESTIONS["discovered"],
    comparable_call_question(),
)
