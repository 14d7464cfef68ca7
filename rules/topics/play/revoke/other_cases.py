"""La carte manquante retrouvée (14B, 14C) et la levée défectueuse (67)."""

from __future__ import annotations

from dataclasses import replace

from rules.model import AdjustedKind, AdjustedScore, Option, PenaltyCard, PenaltyKind, Question, Ruling
from rules.topic import Facts
from rules.topics.common import DECLARER, DUMMY, yes_no
from rules.topics.play.revoke.established import not_established, revoke
from rules.topics.play.revoke.questions import EQUITY_64C, cites_what_it_names, questions
from rules.topics.play.revoke.questions import QUESTIONS as REVOKE_QUESTIONS
from rules.topics.play.revoke.transfer import with_equity_64C
from rules.topics.scores_procedure import result
from rules.topics.scores_procedure.card_count import QUESTIONS as CARD_COUNT_QUESTIONS
from rules.topics.scores_procedure.card_count import missing_before_lead_14A

OWNER = "le joueur de la défense fautif"

# --- the questions this module adds to the revoke topic -------------------------------------

_DEFECT_KIND = REVOKE_QUESTIONS["defect_kind"]
QUESTIONS_OTHER = questions(
    # Tester14 W1: a card found before the opening lead is faced is Law 14A's (the same question as the
    # topic « Nombre de cartes incorrect » asks), not 14B's.
    CARD_COUNT_QUESTIONS["lead_faced"],
    # Review MISSING 5 (67B3): one more answer to the revoke topic's `defect_kind`, its wording kept.
    replace(
        _DEFECT_KIND,
        options=(
            *_DEFECT_KIND.options,
            Option(
                "misplaced", "Le joueur a bien joué, mais sa carte n'a pas été rangée avec ses cartes jouées"
            ),
        ),
    ),
    yes_no(
        "card_played_again",
        "Cette même carte a-t-elle été rejouée à une levée suivante, trop tard pour corriger ce jeu ?",
        "L'arbitre remet la carte à sa place parmi les cartes jouées ; si elle a été rejouée et qu'il est trop "
        "tard pour corriger, il attribue une marque ajustée (67B3).",
    ),
    # Review E6 / MISSING 4: the kind of a defender's extra card follows 50B, it is not always major.
    Question(
        "extra_card_kind",
        "La carte en trop (celle qui ne reste pas jouée) : à qui est-elle, et sa face a-t-elle été vue ?",
        (
            Option("declarer_side", "Au déclarant ou au mort : jamais de carte pénalisée"),
            Option("not_exposed", "À un joueur de la défense, et sa face n'a pas été vue"),
            Option("minor", "Défense, vue : une seule petite carte, sans autre carte pénalisée"),
            Option("major", "Défense, vue : un honneur, plusieurs cartes, ou déjà une carte pénalisée"),
        ),
        "Le déclarant reprend sa carte en trop sans rectification (48A, 45E2). Une carte en trop d'un joueur "
        "de la défense dont la face a été vue devient carte pénalisée : secondaire si c'est une seule carte "
        "sous l'honneur, principale sinon (50B, 58B2, note de 67B2).",
    ),
    # Review D3: a restored card found during play may still be a revoke that can be corrected (62A).
    yes_no(
        "found_revoke_established",
        "Depuis la levée où il aurait dû fournir cette carte, le camp fautif a-t-il joué ou désigné une carte "
        "à la levée suivante, ou revendiqué ou concédé ?",
        "Sinon la renonce n'est pas consommée et elle se corrige (62A, 63A).",
    ),
)

INFO_14C = (
    "Le remplacement de la carte est une information non autorisée pour le partenaire du joueur dont la "
    "main était incomplète (14C)."
)
STAYS_PLAYED_67B2A = (
    "Reste jouée la carte que le joueur a présentée face visible en jouant à la levée ; si l'arbitre ne peut "
    "pas le déterminer, c'est la plus forte des cartes que le joueur pouvait légalement jouer à cette levée "
    "(67B2a)."
)


def _extra_penalty_card(facts: Facts) -> tuple[PenaltyCard, ...]:
    kind = facts.ask("extra_card_kind")
    if kind in ("declarer_side", "not_exposed"):
        return ()
    pkind = PenaltyKind.MINOR if kind == "minor" else PenaltyKind.MAJOR
    return (PenaltyCard(OWNER, pkind, "la carte en trop vue (ou chacune, si plusieurs)"),)


def _penalty_sentence(cards: tuple[PenaltyCard, ...]) -> tuple[str, ...]:
    if not cards:
        return ()
    return (
        f"La carte en trop du joueur de la défense, qui a été vue, devient carte pénalisée {cards[0].kind.value} "
        "(50B) ; voir le thème Carte pénalisée pour ses obligations.",
    )


# --- 14B: a missing card found ----------------------------------------------------------


@cites_what_it_names
def missing_card_14B(facts: Facts) -> Ruling:
    found = facts.ask("card_found")
    if found == "among_played":
        # 14B1 sends to Law 67: the hand has one card too few, the played cards one too many.
        ruling = too_many_cards_67(facts, found_among_played=True)
        return replace(ruling, laws=("14B1", *ruling.laws, "14C"), notes=(*ruling.notes, INFO_14C))
    if facts.answered("should_have_played") == "yes":
        # Tester16 T4: the lead was faced (« oui » is asked only then); still read when answered, so that the
        # answer given before « aurait-il dû la jouer plus tôt ? » keeps counting in the question's number.
        facts.answered("lead_faced")
    elif facts.is_("lead_faced", "no"):
        # Tester14 W1: found before the opening lead is faced (during the auction, before it): Law 14A, the
        # hand completed and everything continues; 14B (« after the opening lead is faced ») and its
        # question « aurait-il dû jouer cette carte plus tôt ? » do not arise. (A stored incident that
        # already answered « oui » there had play: its lead was faced.)
        # The same ruling as « Nombre de cartes incorrect » gives: the route never changes it.
        return missing_before_lead_14A(found == "elsewhere")
    restored = ("14B2",) if found == "elsewhere" else ("14B3",)
    if facts.is_("should_have_played", "yes"):
        offender = facts.ask("offender")
        if facts.ask("discovered") == "during_play" and facts.is_("found_revoke_established", "no"):
            # Review D3 (Interprétation retenue): 14B4 « may constitute a revoke »; not yet established, 62A.
            ruling = not_established(facts, offender)
            return replace(
                ruling,
                # Its own id: the same correction, reached from a found card (14B4), says more.
                id=ruling.id.replace("renonce.", "renonce.carte_retrouvee.", 1),
                laws=(*restored, "14B4", *ruling.laws, "14C"),
                now=(
                    "La carte retrouvée est réputée avoir toujours été dans la main : ne pas l'avoir fournie est "
                    "une renonce (14B4), pas encore consommée, qui se corrige (62A).",
                    *ruling.now,
                ),
                notes=(*ruling.notes, INFO_14C, FOUND_62_INTERPRETATION),
            )
        ruling = revoke(facts, found_card=True)
        # Issue 38 (held-out case): the card found after play is restored (14B2) or the deal rebuilt (14B3)
        # before 14B4 makes its absence a revoke; the ruling says both, as the correction above does.
        return replace(
            ruling,
            laws=(*restored, *ruling.laws, "14C"),
            now=(
                "La carte retrouvée est remise dans la main du joueur (14B2)."
                if found == "elsewhere"
                else "La carte est introuvable : la donne est reconstituée avec un autre jeu (14B3).",
                *ruling.now,
            ),
            notes=(*ruling.notes, INFO_14C),
        )
    return Ruling(
        id="renonce.carte_manquante.sans_renonce",
        title=(
            "Carte manquante retrouvée : pas de renonce"
            if found == "elsewhere"
            else "Carte manquante introuvable : donne reconstituée, pas de renonce"
        ),
        laws=(*restored, "14B4", "14C"),
        now=(
            "La carte est remise dans la main du joueur (ou la donne reconstituée avec un autre jeu) ; elle "
            "est réputée y avoir toujours été (14B4).",
            "Le joueur n'a jamais eu à la jouer : il n'y a pas de renonce.",
        ),
        notes=(
            "Si la carte a été exposée par un joueur de la défense pendant le jeu, elle peut devenir carte "
            "pénalisée (14B4).",
            INFO_14C,
        ),
        tricks_transferred=0,
        corrected=False,
        script=(
            "La carte est remise dans la main. Il n'y a pas de renonce : le jeu (ou le résultat) est maintenu.",
        ),
    )


FOUND_62_INTERPRETATION = (
    "Interprétation retenue : une carte retrouvée pendant le jeu, alors que le camp fautif n'a pas encore "
    "joué à la levée suivante, donne une renonce non consommée : elle se corrige selon la Loi 62, sans "
    "transfert (14B4 dit seulement que ne pas l'avoir jouée peut constituer une renonce)."
)


# --- 67: the defective trick ------------------------------------------------------------


@cites_what_it_names
def defective_trick_67(facts: Facts) -> Ruling:
    kind = facts.ask("defect_kind")
    if kind == "misplaced":
        return misplaced_card_67B3(facts)
    if kind == "extra":
        return too_many_cards_67(facts)
    offender = facts.ask("offender")
    if facts.is_("next_trick_played_by_both", "no"):
        return Ruling(
            id="renonce.levee_defectueuse.completer",
            title="Levée défectueuse remarquée à temps : le joueur complète la levée",
            laws=("67A1",),
            now=(
                "Le joueur qui n'a pas fourni complète la levée avec une carte qu'il peut légalement jouer (67A1).",
            ),
            tricks_transferred=0,
            corrected=True,
            script=("Il manque votre carte à cette levée : jouez une carte légale, et le jeu continue.",),
        )
    return deemed_revoke_67B1(facts, offender)


def too_many_cards_67(facts: Facts, *, found_among_played: bool = False) -> Ruling:
    """67A2 (in time: 45E or 58B) or 67B2 (later: extra cards restored, 67B2a's card stays played)."""
    if facts.is_("next_trick_played_by_both", "no"):
        cards = _extra_penalty_card(facts)
        return Ruling(
            id=(
                "renonce.carte_manquante.parmi_les_levees_a_temps"
                if found_among_played
                else "renonce.levee_defectueuse.trop_de_cartes_a_temps"
            ),
            title="Plusieurs cartes à une même levée, irrégularité remarquée à temps",
            laws=("67A2", "45E1", "45E2", "58B1", "58B2", "58B3", *(("50B",) if cards else ())),
            now=(
                "Le joueur a fourni trop de cartes ; on corrige selon la cinquième carte (45E) ou les cartes "
                "jouées ensemble d'une même main (58B) (67A2).",
                "Une seule carte visible : elle est jouée, les autres sont reprises sans rectification (58B1). "
                "Plusieurs cartes visibles : le joueur désigne celle qu'il joue (58B2).",
                "Le déclarant reprend sa carte en trop sans rectification (45E2, 58B2) ; pour un joueur de la "
                "défense, chaque autre carte vue devient carte pénalisée (45E1, 58B2).",
                *_penalty_sentence(cards),
                "Un adversaire qui a joué après la carte reprise peut reprendre la sienne sans rectification ; "
                "l'information est autorisée pour son camp et non autorisée pour le camp fautif (58B3, 16C).",
            ),
            tricks_transferred=0,
            corrected=True,
            penalty_cards=cards,
            script=(
                "Une seule carte compte pour cette levée ; je vous indique ce que deviennent les autres.",
            ),
        )
    cards = _extra_penalty_card(facts)
    defender = facts.answered("extra_card_kind") != "declarer_side"
    return Ruling(
        id=(
            "renonce.carte_manquante.parmi_les_levees"
            if found_among_played
            else "renonce.levee_defectueuse.cartes_en_trop"
        ),
        title=(
            "Carte manquante retrouvée dans les levées : levée défectueuse"
            if found_among_played
            else "Levée défectueuse (cartes en trop) découverte tard"
        ),
        laws=("67B2a", "67B2b", *(("50B",) if cards else ())),
        now=(
            "L'arbitre examine les cartes jouées : les cartes en trop reviennent dans la main du joueur, et la "
            "propriété de la levée ne change pas (67B2a).",
            STAYS_PLAYED_67B2A,
            *_penalty_sentence(cards),
            "Une carte remise dans la main y est réputée depuis le début : ne pas l'avoir jouée plus tôt peut "
            "constituer une renonce (67B2b) ; traitez-la alors avec le thème Renonce.",
        ),
        tricks_transferred=0,
        corrected=False,
        penalty_cards=cards,
        notes=(
            (
                "L'arbitre évite de montrer les cartes jouées d'un joueur de la défense ; une carte en trop "
                "vue en la remettant dans sa main devient carte pénalisée (note de la Loi 67B2, 50B).",
            )
            if defender
            else ()
        ),
        script=("Les cartes en trop reviennent dans la main ; la levée reste à qui l'a gagnée.",),
    )


DEEMED_REVOKE_INTERPRETATION = (
    "Interprétation retenue : la renonce réputée de 67B1 est une renonce ; la levée se transfère selon 64A2, "
    "sauf si l'attention n'a été attirée qu'après une déclaration du camp non fautif sur la donne suivante ou "
    "après la fin du tour (64B4, 64B5). Les autres exceptions de 64B (carte du mort 64B3, 12e levée 64B6) ne "
    "sont pas appliquées : 67B1 fixe lui-même la levée transférée. L'arbitre garde l'équité de 64C."
)


def deemed_revoke_67B1(facts: Facts, offender: str) -> Ruling:
    # A card was omitted and both sides have played on: 67B1, deemed revoke, one trick under 64A2.
    placement = (
        "Le joueur fautif expose une carte puis la place parmi ses cartes jouées : une carte de la couleur "
        "jouée à la levée défectueuse s'il en a, sinon la carte de son choix. La propriété de la levée ne "
        "change pas (67B1)."
    )
    if facts.is_("defect_side_won", "no"):
        return Ruling(
            id="renonce.levee_defectueuse.sans_transfert",
            title="Levée défectueuse : carte placée, aucune levée à transférer",
            laws=("67B1a", "67B1b", "64B1", "64C1"),
            now=(
                placement,
                "Il est réputé avoir renoncé sur cette levée, mais son camp n'a gagné ni cette levée "
                "ni une levée suivante : rien n'est transféré (64B1).",
            ),
            end_of_play=(EQUITY_64C,),
            tricks_transferred=0,
            corrected=False,
            equity_may_apply=True,
            notes=(DEEMED_REVOKE_INTERPRETATION,),
            script=("Placez une carte parmi vos cartes jouées. Aucune levée n'est transférée.",),
        )
    # Review D1 (round 1): when attention was drawn decides 64B4/64B5, as for any revoke.
    discovered = facts.ask("discovered")
    if discovered in ("after_next_call", "after_round"):
        late = "64B4" if discovered == "after_next_call" else "64B5"
        return with_equity_64C(
            facts,
            Ruling(  # review N4: 64C1 offered, the play being over
                id=f"renonce.levee_defectueuse.renonce_reputee_{late}",
                title="Levée défectueuse découverte trop tard : carte placée, pas de transfert",
                laws=("67B1a", "67B1b", late, "64C1", *(("79C",) if late == "64B5" else ())),
                now=(
                    placement,
                    "Le fautif est réputé avoir renoncé sur la levée défectueuse, mais l'attention n'a été attirée "
                    + (
                        "qu'après une déclaration du camp non fautif sur la donne suivante"
                        if late == "64B4"
                        else "qu'après la fin du tour"
                    )
                    + f" : pas de transfert automatique ({late}).",
                ),
                end_of_play=(EQUITY_64C,),
                tricks_transferred=0,
                corrected=False,
                equity_may_apply=True,
                notes=(DEEMED_REVOKE_INTERPRETATION,),
                script=(
                    "Placez une carte parmi vos cartes jouées. Il est trop tard pour un transfert de levée.",
                ),
            ),
        )
    when = "Maintenant que le jeu est fini" if discovered != "during_play" else "À la fin du coup"
    score = result.corrected_result(facts, 1, declaring_side_offended=offender in (DECLARER, DUMMY))
    return Ruling(
        id="renonce.levee_defectueuse.renonce_reputee",
        title="Levée défectueuse : renonce réputée, une levée transférée",
        laws=("67B1a", "67B1b", "64A2", "64C1"),
        now=(
            placement,
            "Le fautif est réputé avoir renoncé sur la levée défectueuse ; son camp ayant gagné cette "
            "levée ou une levée suivante, une levée est transférée (67B1, 64A2).",
        ),
        end_of_play=(f"{when}, transférez une levée du camp fautif au camp non fautif.", EQUITY_64C),
        tricks_transferred=1,
        corrected=False,
        equity_may_apply=True,
        notes=(DEEMED_REVOKE_INTERPRETATION,),
        script=(
            "Placez une carte parmi vos cartes jouées (de la couleur jouée si vous en avez).",
            "Vous êtes réputé avoir renoncé sur cette levée : une levée sera transférée au camp non fautif.",
        ),
        score=score,
    )


def misplaced_card_67B3(facts: Facts) -> Ruling:
    """Review MISSING 5: the card was played but not put among the quitted tricks."""
    if facts.is_("card_played_again", "yes"):
        return Ruling(
            id="renonce.levee_defectueuse.carte_rejouee_67B3",
            title="Carte jouée non rangée, puis rejouée : marque ajustée",
            laws=("67B3", "12C1b"),
            now=(
                "L'arbitre retrouve la carte et la remet à sa place parmi les cartes jouées du joueur (67B3).",
                "La même carte a été rejouée à une levée suivante et il est trop tard pour corriger ce jeu : "
                "l'arbitre attribue une marque ajustée (67B3, 12C1b).",
            ),
            tricks_transferred=0,
            corrected=False,
            equity_may_apply=True,
            adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, ("67B3",)),
            script=(
                "Cette carte avait déjà été jouée : je la remets à sa place. Le jeu ne peut plus être corrigé, "
                "j'attribuerai une marque ajustée.",
            ),
        )
    return Ruling(
        id="renonce.levee_defectueuse.carte_non_rangee_67B3",
        title="Carte jouée mais non rangée : l'arbitre la remet à sa place",
        laws=("67B3",),
        now=(
            "Le joueur a bien joué à la levée : l'arbitre retrouve la carte et la range à sa place parmi ses "
            "cartes jouées ; il n'y a ni renonce ni rectification (67B3).",
        ),
        tricks_transferred=0,
        corrected=False,
        script=("Votre carte avait bien été jouée : je la remets à sa place parmi vos levées.",),
    )
