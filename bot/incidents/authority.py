"""Who may act on an incident: its opener or a director (`owner_refusal`), a director alone
(`director_refusal`, Law 81C), and what a player may no longer do once a director has taken it in hand
(`taken_over`). Every adapter and every action asks here, through bot.incidents.transition."""

from __future__ import annotations

from bot.incidents.incident import Actor, Incident, Kind
from rules.model import Question


def may_act(incident: Incident, actor: Actor) -> bool:
    return actor.is_director or actor.id == incident.owner_id


def directs(incident: Incident | None, actor: Actor) -> bool:
    """Whether `actor` acts as a director on this incident: judged a director where he acts, or
    its opener when he opened it as a director."""
    if actor.is_director:
        return True
    return incident is not None and incident.opened_by_director and actor.id == incident.owner_id


def owner_refusal(incident: Incident, actor: Actor, what: str) -> str | None:
    """The one check of an act on an incident that its opener or a director may do, for every adapter
    and action: None when `actor` may `what` (« choisir le thème »…), else the French refusal."""
    if may_act(incident, actor):
        return None
    return f"Seul {incident.owner_name}, qui a ouvert l'incident #{incident.id}, ou un arbitre peut {what}."


def director_refusal(incident: Incident | None, actor: Actor, what: str) -> str | None:
    """The one check of a director's act on an incident (issue 30 T1), for every adapter and every
    action that is the director's alone — its score, its deal, its follow-ups (penalty, appeal):
    None when `actor` may `what` (« enregistrer la marque »…), else the French refusal."""
    if directs(incident, actor):
        return None
    number = f" de l'incident #{incident.id}" if incident is not None else ""
    return (
        f"Seul un arbitre peut {what}{number} (Loi 81C : rectifier, attribuer une marque ajustée "
        "— Loi 12A — et pénaliser sont les pouvoirs de l'arbitre). Appelez l'arbitre ; vous pouvez "
        "consulter l'incident."
    )


# What an incident's opener may no longer do once a director has taken it in hand (tester10 W19, W20):
# undo the answers or withdraw the incident. He may still answer what is asked (the director may let
# him), read it and add notes.
DIRECTED = frozenset({Kind.BACK, Kind.RESTART, Kind.ABANDON})
# What marks an incident as taken in hand by a director.
DIRECTORS_ACTS = frozenset({Kind.ANSWER, Kind.BACK, Kind.RESTART, Kind.CHOOSE_TOPIC, Kind.CLAIM, Kind.SCORE})


def taken_over(incident: Incident, actor: Actor) -> str | None:
    """Tester10 W19, W20 (HIGH): a player who opened an incident went back under the director's ruling
    (11 tricks for 8: the director's mark set aside) and abandoned it (its mark withdrawn). Once a
    director has acted on it, only a director changes its answers or abandons it (81C); the opener
    may still answer what is asked, read it and add notes. None when `actor` may, else the French refusal."""
    if not incident.directed or directs(incident, actor):
        return None
    return (
        f"Un arbitre a pris en main l'incident #{incident.id} : seul un arbitre peut maintenant revenir sur "
        "ses réponses ou l'abandonner (Loi 81C). Appelez l'arbitre ; vous pouvez consulter l'incident et y "
        "ajouter une note. Rien n'a été modifié."
    )


def judgement_refusal(incident: Incident, question: Question) -> str:
    """A player's answer to a question the Laws leave to the director's judgement (tester10 W7: the
    defender who answered « combien attribuez-vous ? » ruled her opponents' claim)."""
    return (
        f"« {question.prompt} » est un jugement de l'arbitre : seul un arbitre y répond (Loi 81C ; "
        "le joueur expose les faits, l'arbitre les juge et rend la décision). Rien n'est enregistré : "
        f"l'incident #{incident.id} attend l'arbitre à cette question."
    )
