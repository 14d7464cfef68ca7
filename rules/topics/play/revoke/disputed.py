"""A revoke alleged and disputed (issue 38 §5): the director establishes the facts before any rectification.

During the play he may have the quitted tricks inspected to verify the claim of a revoke (66C); after it,
the played and unplayed cards (66D), each player handling only his own. He decides on the balance of
probabilities (85A1). When the facts can no longer be ascertained because one side only has mixed its
cards, he rules for the other side (66D; 65D: disturbing one's played cards jeopardises the right to claim
or deny a revoke). Established, the revoke is ruled as any revoke (61 to 64, the same function); not
established, nothing is rectified and the result obtained stands (85B).
"""

from __future__ import annotations

from dataclasses import replace

from rules.model import Option, Question, Ruling
from rules.topic import Facts
from rules.topics.play.revoke.established import revoke, ruling_whoever_revoked, when_attention_drawn

AFTER_THE_PLAY = ("after_play", "after_next_call", "after_round")
FOUND = (
    Option("revoke", "Les cartes montrent la renonce (levées rangées, cartes restantes)"),
    Option("no_revoke", "Les cartes montrent que le joueur a fourni, ou n'avait plus la couleur"),
)
UNKNOWN = Option("unknown", "Rien ne permet de trancher (pas d'accord, les cartes ne le montrent pas)")
MIXED = (
    Option("mixed_by_accused", "Seul le camp du joueur mis en cause a mélangé ses cartes jouées"),
    Option("mixed_by_accuser", "Seul le camp qui allègue la renonce a mélangé ses cartes jouées"),
)

QUESTIONS_DISPUTED = (
    Question(
        "dispute_found_play",
        "Qu'établit l'inspection des levées quittées ?",
        (*FOUND, UNKNOWN),
        "L'arbitre décide sur la prépondérance des éléments qu'il a pu réunir (85A1).",
    ),
    Question(
        "dispute_found",
        "Qu'établit l'inspection des cartes jouées et non jouées ?",
        (*FOUND, *MIXED, UNKNOWN),
        "Si les faits ne peuvent plus être établis et qu'un seul camp a mélangé ses cartes, l'arbitre tranche "
        "en faveur de l'autre camp (66D) ; celui qui dérange ses cartes jouées compromet son droit d'alléguer "
        "ou de contester une renonce (65D). Sinon, la prépondérance des éléments (85A1).",
    ),
)


def disputed_revoke(facts: Facts) -> Ruling:
    # The revoke's own « where is the play » question says whether the quitted tricks (66C) or all the
    # cards (66D) are inspected: asked once, and used again by the revoke's ruling if it is established.
    when = when_attention_drawn(facts)
    during = when not in AFTER_THE_PLAY
    inspect = "66C" if during else "66D"
    found = facts.ask("dispute_found_play" if during else "dispute_found")
    if found in ("revoke", "mixed_by_accused"):
        why = (
            f"Renonce établie par l'inspection des cartes ({inspect}, 85A1) : elle se règle comme toute renonce."
            if found == "revoke"
            else "Les faits ne peuvent plus être établis et seul le camp du joueur mis en cause a mélangé ses "
            "cartes jouées : l'arbitre tranche en faveur de l'autre camp, la renonce est retenue (66D, 65D)."
        )
        # Where the ruling does not depend on who revoked, the offender is not asked.
        ruling = ruling_whoever_revoked(facts, when) or revoke(facts)
        laws = (inspect, "85A1", *(("65D",) if found == "mixed_by_accused" else ()))
        return replace(
            ruling,
            id=f"renonce.contestee.{'etablie' if found == 'revoke' else 'cartes_melangees'}.{ruling.id}",
            laws=tuple(dict.fromkeys((*laws, *ruling.laws))),
            now=(why, *ruling.now),
        )
    return not_established(found, inspect)


def not_established(found: str, inspect: str) -> Ruling:
    why = {
        "no_revoke": f"L'inspection des cartes montre qu'il n'y a pas eu de renonce ({inspect}, 85A1).",
        "mixed_by_accuser": "Les faits ne peuvent plus être établis et seul le camp qui allègue la renonce a "
        "mélangé ses cartes jouées : l'arbitre tranche en faveur de l'autre camp, pas de renonce (66D, 65D).",
        "unknown": "L'arbitre n'a pas pu établir la renonce sur la prépondérance des éléments réunis (85A1) : "
        "aucune renonce n'est retenue, rien n'est rectifié et le jeu continue, ou le résultat obtenu est "
        "conservé (85B).",
    }[found]
    laws = {
        "no_revoke": (inspect, "85A1"),
        "mixed_by_accuser": ("66D", "65D"),
        "unknown": (inspect, "85A1", "85B"),
    }[found]
    return Ruling(
        id=f"renonce.contestee.non_etablie.{found}",
        title="Renonce alléguée et contestée : non établie, pas de rectification",
        laws=(*laws, "92A"),
        now=(
            why,
            "Notez ce que dit chaque camp et ce que montrent les cartes : un camp qui n'accepte pas cette "
            "décision peut en faire appel (92A).",
        ),
        tricks_transferred=0,
        corrected=False,
        script=(
            "La renonce n'est pas établie : il n'y a pas de rectification ; le jeu continue, ou, s'il est fini, "
            "le résultat obtenu est conservé.",
        ),
    )
