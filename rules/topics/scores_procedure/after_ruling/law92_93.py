"""Laws 92 and 93: the appeal, its time limit, the partner's or captain's concurrence, who hears it."""

from __future__ import annotations

from rules.model import (
    SIDE_NAMES,
    ChooserRole,
    Ruling,
)
from rules.regulations import Regulation

# What to say to the players: the appeal taken (its outcome not known yet), then each outcome (tester4 F6:
# « je vous dirai qui l'examine » read under « décision modifiée » contradicted it).
SCRIPTS = {
    None: "Votre appel est enregistré ; je vous dirai qui l'examine et quand.",
    "upheld": "Votre appel a été examiné : la décision est maintenue, la marque reste.",
    "changed": "Votre appel a été examiné : la décision est modifiée, la marque de la donne sera corrigée.",
    "withdrawn": "Votre appel est retiré : la décision et la marque restent.",
}
OUTCOMES = {
    "upheld": "Issue de l'appel : décision maintenue.",
    "changed": (
        "Issue de l'appel : décision modifiée ; notez la nouvelle marque avec cet incident : elle remplace celle "
        "de la décision d'origine."
    ),
    "withdrawn": "Issue de l'appel : appel retiré.",
}


def appeal_out_of_time_92B(regulation: Regulation) -> Ruling:
    return Ruling(
        id="suites_decision.92B_hors_delai",
        title="Appel hors délai",
        laws=("92B",),
        now=(
            f"Le délai d'appel est expiré : il courait jusqu'à {regulation.appeal_minutes} minutes après la "
            "publication des résultats officiels (92B). L'appel n'est pas recevable.",
        ),
        chooser_role=ChooserRole.NONE,
        notes=tuple(note for note in (regulation.appeal_details,) if note),
        script=("Le délai d'appel est passé : je ne peux pas recevoir cet appel.",),
    )


def appeal_without_concurrence_92D(appellants: str) -> Ruling:
    team = appellants == "team_no_captain"
    law = "92D2" if team else "92D1"
    return Ruling(
        id=f"suites_decision.{law}_sans_accord",
        title="Appel non recevable sans l'accord " + ("du capitaine" if team else "du partenaire"),
        laws=(law, "92C"),
        now=(
            (
                "En équipes, l'appel n'est examiné qu'avec l'accord du capitaine (92D2)."
                if team
                else "En paires, l'appel n'est examiné que si les deux joueurs de la paire le font ensemble (92D1)."
            ),
            "La demande reste possible dans le délai si "
            + ("le capitaine" if team else "le partenaire")
            + " s'y joint ; elle passe par vous (92C).",
        ),
        chooser_role=ChooserRole.NONE,
        script=(
            "Je ne peux recevoir cet appel qu'avec l'accord "
            + ("de votre capitaine." if team else "de votre partenaire."),
        ),
    )


def appeal_not_a_contestant_92A() -> Ruling:
    """92A (issue 38 §5): only a contestant, or his captain, may appeal a ruling made at his table. An
    assistant director, a spectator or a player of another table is not one; the director in charge may
    still refer the matter to the committee himself (83)."""
    return Ruling(
        id="suites_decision.92A_pas_un_concurrent",
        title="Demande d'appel par quelqu'un qui n'est pas un concurrent de la table : pas un appel",
        laws=("92A", "83", "82"),
        now=(
            "Seul un concurrent de la table, ou son capitaine, peut faire appel d'une décision prise à sa table "
            "(92A) : un arbitre assistant, un spectateur ou un joueur d'une autre table ne le peut pas, et sa "
            "demande n'est pas un appel.",
            "Si elle vous fait douter de la décision sur un fait ou sur votre appréciation, dites aux concurrents "
            "de la table qu'ils peuvent faire appel, ou renvoyez vous-même la question à la commission (83) ; "
            "une erreur de Loi se corrige comme une erreur de l'arbitre (82) : « Ma décision s'est révélée "
            "fausse ».",
        ),
        chooser_role=ChooserRole.NONE,
        script=(
            "Seuls les joueurs de la table, ou leur capitaine, peuvent faire appel ; j'examine néanmoins la "
            "question.",
        ),
    )


def appeal_heard_93(
    appellants: str, heard_by: str, outcome: str | None, details: str = "", side: str | None = None
) -> Ruling:
    concurrence = "92D2" if appellants in ("team_captain", "captain_alone") else "92D1"
    common = ("92A", "92C", concurrence)
    if heard_by == "no_committee":
        ruling_id, laws, title = "suites_decision.93A", ("93A",), "Appel : l'arbitre responsable tranche"
        now = (
            "Aucune commission d'appel n'est disponible : l'arbitre responsable de l'épreuve examine l'appel et "
            "tranche lui-même (93A).",
        )
    elif heard_by == "law":
        ruling_id, laws, title = (
            "suites_decision.93B1",
            ("93B1",),
            "Appel sur la Loi : l'arbitre responsable tranche",
        )
        now = (
            "L'appel porte seulement sur la Loi ou le règlement : l'arbitre responsable tranche seul ; sa décision "
            "peut ensuite être portée devant la commission (93B1).",
        )
    else:
        ruling_id, laws, title = (
            "suites_decision.93B2",
            ("93B2", "93B3"),
            "Appel sur les faits : renvoi à la commission",
        )
        now = (
            "L'appel porte sur les faits ou le jugement : l'arbitre responsable le renvoie à la commission (93B2).",
            "La commission a vos pouvoirs, mais ne peut pas vous contredire sur un point de Loi ou de règlement, "
            "ni sur une sanction disciplinaire ; elle peut seulement vous le recommander (93B3).",
        )
    return Ruling(
        id=ruling_id,
        title=title,
        laws=(*common, *laws, "93C1"),
        now=(
            *((f"{SIDE_NAMES[side]} fait appel de la décision (92A).",) if side else ()),
            "L'appel est recevable : il est fait dans le délai, passe par l'arbitre (92C) et réunit les accords "
            "nécessaires (92D).",
            *now,
            "Au-delà, l'organisme responsable peut prévoir d'autres recours (93C1). Un appel jugé sans fondement "
            "peut être sanctionné si le règlement le prévoit (92A).",
            *((OUTCOMES[outcome],) if outcome else ()),
        ),
        chooser_role=ChooserRole.NONE,
        notes=(
            *(
                ("Enregistrez l'issue de l'appel avec l'incident : elle figure dans l'export.",)
                if not outcome
                else ()
            ),
            *((details,) if details else ()),
        ),
        script=(SCRIPTS.get(outcome, SCRIPTS[None]),),
        overturns="appel, décision modifiée" if outcome == "changed" else None,
    )
