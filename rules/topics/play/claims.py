"""Revendications et concessions — Lois 68 à 71 (et 79C pour le délai de correction).

The director's order: is it a claim at all (68), was it agreed (69), contested (70) or a
concession to cancel (71); for a contested claim, the procedure of 70B, then the tests that cost
the claimer tricks: an outstanding trump (70C, all three conditions), a line he did not state
(70D, 70E). Doubtful points go against the claimer (70A). The outcome is the number of tricks his
side gets. Online, the claimer types his line and the opponents accept or reject it on screen:
the same laws apply, the typed line being his clarification statement (68C).
"""

from __future__ import annotations

from rules.deals.layout import NO_TRUMP
from rules.model import ChooserRole, Option, Question, Ruling
from rules.topic import Facts, HandOver, Topic, questions
from rules.topics.common import yes_no
from rules.topics.play import claim_count
from rules.topics.play import tricks as levees
from rules.topics.play.claim_count import FIGURE_QUESTIONS

QUESTIONS = questions(
    Question(
        "situation",
        "Que s'est-il passé ?",
        (
            Option("contested", "Revendication ou concession contestée (en ligne : refusée à l'écran)"),
            Option("agreed", "Revendication ou concession acceptée, et un joueur veut revenir dessus"),
            Option("cancel_concession", "Un camp a concédé une levée qu'il demande maintenant"),
            Option(
                "continued_by_all",
                "Contestée, puis les quatre joueurs ont accepté de reprendre le jeu",
            ),
            Option(
                "continued_not_all",
                "Contestée, et le jeu a repris sans que les quatre joueurs soient d'accord",
            ),
            Option(
                "tricks_disagreement",
                "Les joueurs ne sont pas d'accord sur le nombre de levées, ou la marque inscrite est contestée",
            ),
            Option("current_trick_only", "Le joueur ne parlait que de la levée en cours"),
            Option(
                "defender_objected",
                "Un joueur de la défense a concédé, son partenaire a protesté aussitôt",
            ),
        ),
        "Revendiquer : annoncer qu'un camp fera un nombre de levées, proposer d'arrêter le jeu ou montrer "
        "ses cartes (68A). Concéder : annoncer des levées perdues, ou abandonner sa main (68B1).",
    ),
    yes_no(
        "trump_out",
        "Reste-t-il un atout dans la main d'un adversaire du revendiquant ?",
        "Non aussi pour un contrat à sans-atout. Un atout adverse oublié coûte des levées au revendiquant "
        "si les trois conditions de la Loi 70C sont réunies.",
    ),
    Question(
        "trump_said",
        "Qu'a dit le revendiquant de cet atout adverse ?",
        (
            Option("mentioned", "Il en a tenu compte dans sa ligne de jeu (il le tire, le concède…)"),
            Option("nothing", "Rien"),
            Option("said_none_left", "Il a dit qu'il ne restait plus d'atout"),
        ),
        "Ce qu'il a dit en revendiquant, avant toute objection (70C1).",
    ),
    yes_no(
        "trump_master",
        "Cet atout adverse est-il maître (plus fort que tous les atouts du camp du revendiquant) ?",
        "Un atout maître fait une levée quelle que soit la ligne de jeu.",
    ),
    # Incidents stored before the trump question was split in three (issue 29 §4: two of its
    # options could both be true) keep their answer and their ruling.
    Question(
        "outstanding_trump",
        "Reste-t-il un atout dans la main d'un adversaire du revendiquant ?",
        (
            Option("none", "Non (ou contrat à sans-atout)"),
            Option("mentioned", "Oui, et le revendiquant en a tenu compte dans sa ligne de jeu"),
            Option("unmentioned", "Oui, et le revendiquant n'en a rien dit"),
            Option("said_none_left", "Oui, alors que le revendiquant a dit qu'il n'en restait plus"),
            Option(
                "master",
                "Oui, un atout maître (plus fort que ceux du revendiquant), dont il n'a rien dit",
            ),
        ),
        "Un atout adverse oublié coûte des levées au revendiquant si les trois conditions de la Loi 70C "
        "sont réunies. Un atout maître fait une levée quelle que soit la ligne.",
    ),
    yes_no(
        "trump_maybe_forgotten",
        "Est-il tant soit peu probable que le revendiquant ignorait cet atout au moment de revendiquer ?",
        "Deuxième condition de la Loi 70C : le moindre doute joue contre le revendiquant (70A).",
    ),
    yes_no(
        "trump_could_win",
        "Une levée pourrait-elle être perdue à cet atout par un jeu normal (même maladroit ou inférieur "
        "pour le niveau du joueur) ?",
        "Troisième condition de la Loi 70C ; « normal » inclut le jeu négligent ou inférieur, pas "
        "l'irrationnel (note des Lois 70 et 71).",
    ),
    Question(
        "line_needed",
        "En dehors de l'atout adverse, faut-il pour les levées revendiquées une ligne qu'il n'a pas "
        "énoncée, ou un adversaire fait-il une levée de toute façon ?",
        (
            Option("no", "Non : la ligne énoncée (ou tout jeu normal) fait ces levées"),
            Option(
                "defender_winner",
                "Un adversaire a une carte qui fait une levée quelle que soit la ligne (carte maîtresse "
                "oubliée)",
            ),
            Option(
                "finesse",
                "Oui : trouver une carte précise chez un adversaire plutôt que chez l'autre (impasse, "
                "expasse)",
            ),
            Option(
                "better_line",
                "Oui : une ligne plus favorable que l'énoncée, alors qu'une ligne normale moins "
                "favorable existe",
            ),
            Option(
                "partner_choice",
                "Revendication d'un joueur de la défense qui dépend d'un choix de son partenaire",
            ),
        ),
        "L'arbitre n'accepte pas du revendiquant une ligne gagnante absente de sa déclaration s'il existe "
        "une ligne normale moins favorable (70D1), ni une impasse non annoncée (70E1).",
    ),
    yes_no(
        "showed_out",
        "Un adversaire n'avait-il déjà pas fourni dans cette couleur avant la revendication (défausse ou "
        "coupe), ou ne fournirait-il pas sur tout jeu normal ?",
        "Seule exception qui permet d'accepter une impasse non annoncée (70E1).",
    ),
    *FIGURE_QUESTIONS,
    # Incidents stored before the count was split keep their total (issue 21 §2).
    Question(
        "tricks_awarded",
        "Combien de levées, au total, attribuez-vous au camp du revendiquant ?",
        tuple(Option(str(n), str(n)) for n in range(14)),
        "Le total des levées de son camp sur la donne, levées déjà jouées comprises.",
        branching=False,
    ),
    yes_no(
        "objected_in_time",
        "Le camp a-t-il contesté avant de déclarer sur une donne suivante, et avant la fin du tour ?",
        "L'accord n'est acquis que si le camp ne conteste pas avant de déclarer sur une donne suivante "
        "ou avant la fin du tour, au premier des deux (69A) ; contesté à temps, c'est une revendication "
        "contestée (70).",
    ),
    Question(
        "dispute_kind",
        "D'où vient le désaccord sur les levées ?",
        (
            Option("agreed_claim", "D'une revendication ou d'une concession acceptée"),
            Option("concession", "D'une concession qu'un camp veut annuler"),
            Option("in_round", "Pas de revendication : arbitre appelé avant la fin du tour"),
            Option("after_round", "Pas de revendication : arbitre appelé après la fin du tour"),
            Option(
                "late_error",
                "La marque inscrite ou calculée est fausse, et le délai de correction est passé",
            ),
        ),
        "Revendication ou concession : Loi 69B ou 71 (79B1) ; sinon l'arbitre décide de la marque (79B2), "
        "avec une limite s'il est appelé après la fin du tour (79B3) ; après le délai de correction, 79C2.",
    ),
    # 79B2/79B3 are the « Levées » topic's functions: the same questions, the same rulings.
    levees.QUESTIONS["facts_clear"],
    levees.QUESTIONS["one_side_mixed"],  # legacy: stored incidents (review P9)
    levees.QUESTIONS["mixed_by"],
    levees.QUESTIONS["convinced"],
    yes_no(
        "beyond_doubt",
        "Êtes-vous convaincu, au-delà du doute raisonnable, que la marque inscrite est fausse ?",
        "Après le délai de correction, une erreur de marque ne se corrige qu'à cette condition, et avec "
        "l'accord de l'organisateur (79C2).",
    ),
    yes_no(
        "within_correction_period",
        "Est-on encore dans le délai de correction (en général 30 minutes après la publication des "
        "résultats officiels) ?",
        "Au-delà du délai de correction, un accord ou une concession ne se remet plus en cause (69B, 71, 79C).",
    ),
    Question(
        "agreement_issue",
        "Sur quoi le joueur veut-il revenir ?",
        (
            Option("won_in_fact", "Il a accepté de perdre une levée que son camp avait en fait gagnée"),
            Option("likely_won", "Il a accepté de perdre une levée que son camp aurait probablement gagnée"),
            Option("no_ground", "Ni l'un ni l'autre : il a simplement changé d'avis"),
        ),
        "Un accord peut être retiré dans le délai de correction pour une levée gagnée en fait (69B1) ou "
        "probablement gagnée si le jeu avait continué (69B2).",
    ),
    Question(
        "concession_issue",
        "Quelle levée a été concédée ?",
        (
            Option("won_in_fact", "Une levée que son camp avait en fait déjà gagnée"),
            Option("cannot_lose", "Une levée qu'il ne pouvait perdre par aucun jeu normal"),
            Option("could_lose", "Une levée qu'il aurait pu perdre par un jeu normal"),
        ),
        "L'arbitre annule la concession d'une levée gagnée en fait (71A) ou imperdable par tout jeu "
        "normal (71B).",
    ),
)

DOUBT = "Tout point douteux se résout contre le revendiquant (70A)."


def not_a_claim_68() -> Ruling:
    return Ruling(
        id="claim.current_trick",
        title="Pas une revendication : il ne s'agit que de la levée en cours",
        laws=("68", "16B1a", "57A"),
        now=(
            "Une remarque sur la seule levée en cours n'est ni une revendication ni une concession : le jeu "
            "continue normalement (68).",
            "Les cartes qu'un joueur de la défense a montrées ne sont pas des cartes pénalisées, mais "
            "l'information est interdite à son partenaire (16B1a) et la Loi 57A peut s'appliquer à une "
            "carte jouée avant son tour.",
        ),
        chooser_role=ChooserRole.NONE,
        script=("Ce n'était pas une revendication : le jeu continue.",),
    )


def defender_concession_objected_68B2() -> Ruling:
    return Ruling(
        id="claim.defender_objected",
        title="Concession d'un joueur de la défense contestée par son partenaire : le jeu continue",
        laws=("68B2", "16C1", "16C2", "16B1a", "16C3"),
        now=(
            "Le partenaire a protesté aussitôt : il n'y a eu ni concession ni revendication, le jeu "
            "continue (68B2).",
            "Les cartes montrées par le joueur de la défense ne sont pas des cartes pénalisées ; ce qu'elles "
            "révèlent est interdit à son partenaire (16C2) et autorisé au déclarant (16C1).",
            "Dans l'autre sens, la protestation du partenaire (il pense pouvoir faire des levées) est une "
            "information interdite pour le joueur qui avait concédé (16B1a).",
        ),
        end_of_play=(
            "En fin de coup, si l'un d'eux a utilisé cette information et que le déclarant en a été lésé : "
            "marque ajustée (16C3).",
        ),
        chooser_role=ChooserRole.NONE,
        equity_may_apply=True,
        unauthorised_for=("partenaire du joueur de la défense", "joueur de la défense qui a concédé"),
        script=(
            "Il n'y a pas de concession : le jeu continue. Partenaire, ignorez ce que vous avez vu ; et "
            "vous qui aviez concédé, ignorez la protestation de votre partenaire.",
        ),
    )


def play_continued_68D2b() -> Ruling:
    return Ruling(
        id="claim.play_continued",
        title="Jeu repris d'un commun accord : la revendication est annulée",
        laws=("68D2b", "68D2a"),
        now=(
            "À la demande du camp qui ne revendiquait pas, les quatre joueurs ont accepté de reprendre le "
            "jeu : la revendication est nulle et n'est pas jugée (68D2b).",
            "Les cartes montrées ne sont pas des cartes pénalisées, et le résultat obtenu en jouant est "
            "maintenu.",
            "Si l'un des quatre n'était pas d'accord, le jeu ne devait pas reprendre : l'arbitre juge la "
            "revendication (68D2a) — choisissez alors « contestée ».",
        ),
        chooser_role=ChooserRole.NONE,
        script=("La revendication est annulée ; le résultat obtenu en jouant compte.",),
    )


LATE_SCORE_ERROR = (
    "Si ce n'est pas l'accord mais la marque inscrite qui est fausse (transcription, calcul), elle peut "
    "encore être corrigée après le délai, avec l'accord de l'organisateur, si vous en êtes convaincu au-delà "
    "du doute raisonnable (79C2) : situation « désaccord sur les levées »."
)


def agreement_withdrawn_69B(facts: Facts) -> Ruling:
    if facts.is_("within_correction_period", "no"):
        return Ruling(
            id="claim.agreed.too_late",
            title="Accord sur une revendication : le délai de correction est passé",
            laws=("69A", "79C"),
            now=(
                "L'accord est acquis et le délai de correction est passé : la donne reste marquée comme "
                "revendiquée ou concédée (69A, 79C).",
            ),
            chooser_role=ChooserRole.NONE,
            notes=(LATE_SCORE_ERROR,),
            script=("Le délai de correction est passé : le résultat reste celui de l'accord.",),
        )
    issue = facts.ask("agreement_issue")
    if issue == "no_ground":
        return Ruling(
            id="claim.agreed.stands",
            title="Accord sur une revendication : il est maintenu",
            laws=("69A", "69B1", "69B2"),
            now=(
                "Le camp a accepté la revendication ou la concession, et sans contester avant la donne "
                "suivante ou la fin du tour : l'accord est acquis (69A).",
                "Il ne peut être retiré que pour une levée gagnée en fait ou probablement gagnée si le jeu "
                "avait continué (69B) ; ce n'est pas le cas : la donne est marquée comme convenu.",
            ),
            chooser_role=ChooserRole.NONE,
            script=("L'accord est maintenu.",),
        )
    law = "69B1" if issue == "won_in_fact" else "69B2"
    return Ruling(
        id=f"claim.agreed.withdrawn.{issue}",
        title="Accord retiré : la levée revient au camp qui l'avait acceptée à tort",
        laws=("69A", law, "79C"),
        now=(
            (
                "Le joueur avait accepté de perdre une levée que son camp avait en fait gagnée : il peut "
                "retirer son accord dans le délai de correction (69B1)."
                if issue == "won_in_fact"
                else "Le joueur avait accepté de perdre une levée que son camp aurait probablement gagnée si "
                "le jeu avait continué : il peut retirer son accord dans le délai de correction (69B2)."
            ),
            "La donne est remarquée en lui attribuant cette levée.",
        ),
        chooser_role=ChooserRole.NONE,
        tricks_awarded=None,
        script=("La levée vous revient ; la donne est remarquée.",),
    )


def concession_cancelled_71(facts: Facts) -> Ruling:
    if facts.is_("within_correction_period", "no"):
        return Ruling(
            id="claim.concession.too_late",
            title="Concession : le délai de correction est passé, elle est maintenue",
            laws=("71", "79C"),
            now=("Une concession faite reste acquise ; le délai de correction est passé (71, 79C).",),
            chooser_role=ChooserRole.NONE,
            notes=(LATE_SCORE_ERROR,),
            script=("Le délai de correction est passé : la concession est maintenue.",),
        )
    cards = claim_count.count(facts)
    if cards is None:
        issue = facts.ask("concession_issue")
    else:
        kept = claim_count.claimed(facts, cards)
        can_lose = cards.unaware.tricks <= kept
        issue = facts.propose(
            "concession_issue",
            "could_lose" if can_lose else "cannot_lose",
            f"Compté sur les cartes : sur toute ligne normale, le camp qui a concédé fait au moins "
            f"{claim_count.trick_words(cards.unaware.tricks)} sur les {cards.tricks_left} qui restaient, et "
            f"il en gardait {kept}. {claim_count.MODEL}",
        )
    if issue == "could_lose":
        return Ruling(
            id="claim.concession.stands",
            title="Concession maintenue : la levée pouvait être perdue",
            laws=("71",),
            now=(
                "Une concession reste acquise : la levée concédée pouvait être perdue par un jeu normal "
                "(même maladroit), elle n'est pas rendue (71).",
            ),
            chooser_role=ChooserRole.NONE,
            script=("La concession est maintenue.",),
        )
    law = "71A" if issue == "won_in_fact" else "71B"
    return Ruling(
        id=f"claim.concession.cancelled.{issue}",
        title="Concession annulée : la levée revient au camp qui l'avait concédée",
        laws=(law, "79C"),
        now=(
            (
                "Le camp avait concédé une levée qu'il avait en fait gagnée : l'arbitre annule la "
                "concession dans le délai de correction (71A)."
                if issue == "won_in_fact"
                else "Le camp avait concédé une levée qu'il ne pouvait perdre par aucun jeu normal : "
                "l'arbitre annule la concession dans le délai de correction (71B)."
            ),
            "La donne est remarquée en lui attribuant cette levée.",
        ),
        chooser_role=ChooserRole.NONE,
        script=("La concession est annulée pour cette levée ; la donne est remarquée.",),
    )


PROCEDURE_70B = (
    "Faites répéter au revendiquant la ligne de jeu annoncée au moment de revendiquer (70B1) ; en ligne, "
    "relisez la ligne qu'il a écrite.",
    "Écoutez les objections des adversaires, sans vous y limiter (70B2) ; faites étaler les cartes si "
    "besoin (70B3).",
)


def _trump_70C(facts: Facts, laws: list[str], findings: list[str]) -> bool:
    """70C: does the opponents' outstanding trump cost the claimer a trick? (True if it does.)

    What the claimer said about it and whether it is master are two questions, since both can be
    true of one claim; with the cards given, Arbitre reads the trumps and 70C3 from them."""
    if facts.answered("outstanding_trump") is not None:
        return _trump_70C_stored(facts, laws, findings)
    cards = claim_count.count(facts)
    if cards is not None:
        if not cards.outstanding:
            return False
    elif facts.is_("trump_out", "no"):
        return False
    said = facts.ask("trump_said")
    if said == "mentioned":
        laws.append("70C1")
        findings.append(
            "Le revendiquant a tenu compte de l'atout adverse dans sa ligne : il ne lui coûte rien (70C1)."
        )
        return False
    master = bool(cards.master) if cards is not None else facts.is_("trump_master", "yes")
    if master:
        laws += ["70C1"]
        findings.append(
            "Un adversaire garde un atout maître dont le revendiquant n'a pas tenu compte : il fait une "
            "levée quelle que soit la ligne ; comptez-la pour les adversaires (70A, 70C1)."
        )
        return True
    if said == "nothing" and not facts.is_("trump_maybe_forgotten", "yes"):
        laws += ["70C1", "70C2"]
        findings.append(
            "Atout adverse non mentionné, mais il est exclu que le revendiquant l'ait ignoré (70C2) : il "
            "tire les atouts, cet atout ne lui coûte pas de levée à lui seul."
        )
        return False
    laws += ["70C1", "70C2", "70C3"]
    could_win = cards.trump_could_win() if cards is not None else facts.is_("trump_could_win", "yes")
    known = (
        "Le revendiquant a dit qu'il ne restait plus d'atout : il ignorait celui de l'adversaire (70C2)"
        if said == "said_none_left"
        else "Atout adverse non mentionné, qu'il a pu ignorer (70C2)"
    )
    if could_win:
        findings.append(
            f"{known}, et un jeu normal peut lui faire faire une levée"
            + (" (compté sur les cartes)" if cards is not None else "")
            + " : les trois conditions de la Loi 70C sont réunies ; comptez la ou les levées que cet "
            "atout peut faire en faveur des adversaires."
        )
        return True
    findings.append(
        f"{known}, mais aucun jeu normal ne lui fait faire une levée"
        + (" (compté sur les cartes)" if cards is not None else "")
        + " : il ne coûte rien (70C3)."
    )
    return False


def _trump_70C_stored(facts: Facts, laws: list[str], findings: list[str]) -> bool:
    """70C for an incident stored with the single trump question of the earlier flow."""
    trump = facts.answered("outstanding_trump")
    if trump == "master":
        laws += ["70C1"]
        findings.append(
            "Un adversaire garde un atout maître dont le revendiquant n'a rien dit : il fait une levée "
            "quelle que soit la ligne ; comptez-la pour les adversaires (70A, 70C1)."
        )
        return True
    if trump == "said_none_left":
        laws += ["70C1", "70C2", "70C3"]
        if facts.is_("trump_could_win", "yes"):
            findings.append(
                "Le revendiquant a dit qu'il ne restait plus d'atout : il ignorait celui de l'adversaire, "
                "et un jeu normal peut lui faire faire une levée ; comptez la ou les levées que cet atout "
                "peut faire en faveur des adversaires (70C)."
            )
            return True
        findings.append(
            "Le revendiquant ignorait l'atout adverse, mais aucun jeu normal ne lui fait faire une levée : "
            "il ne coûte rien (70C3)."
        )
        return False
    if trump != "unmentioned":
        return False
    forgotten = facts.is_("trump_maybe_forgotten", "yes")
    could_win = forgotten and facts.is_("trump_could_win", "yes")
    laws += ["70C1", "70C2", "70C3"]
    if forgotten and could_win:
        findings.append(
            "Atout adverse non mentionné, qu'il a pu ignorer, et qui peut faire une levée par un jeu "
            "normal : les trois conditions de la Loi 70C sont réunies ; comptez la ou les levées que "
            "cet atout peut faire en faveur des adversaires."
        )
        return True
    findings.append(
        "Atout adverse non mentionné, mais les trois conditions de la Loi 70C ne sont pas toutes "
        "réunies : cet atout ne coûte pas de levée à lui seul."
    )
    return False


def _line_70D_70E(facts: Facts, laws: list[str], findings: list[str], trump_costs: bool) -> bool:
    """70D and 70E: the lines the claimer did not state. (True if they cost him a trick.)"""
    line = facts.ask("line_needed")
    if line == "finesse":
        laws.append("70E1")
        if facts.is_("showed_out", "yes"):
            findings.append(
                "Impasse non annoncée, mais l'adversaire concerné n'avait déjà pas fourni dans la couleur "
                "(ou ne fournirait pas sur tout jeu normal) : elle est acceptée (70E1)."
            )
            return False
        findings.append(
            "Impasse non annoncée : elle n'est pas acceptée (70E1) ; comptez les levées comme si la "
            "carte était du mauvais côté."
        )
        return True
    if line == "better_line":
        laws.append("70D1")
        findings.append(
            "Ligne gagnante absente de la déclaration alors qu'une ligne normale moins favorable existe : "
            "retenez la ligne normale la moins favorable (70D1)."
        )
        return True
    if line == "partner_choice":
        laws.append("70D2")
        findings.append(
            "Revendication de la défense qui dépend d'un choix du partenaire parmi des jeux normaux : cette "
            "partie n'est pas acceptée (70D2)."
        )
        return True
    if line == "defender_winner":
        findings.append(
            "Un adversaire a une carte qui fait une levée sur toute ligne de jeu : cette levée va aux "
            "adversaires (70A)."
        )
        return True
    findings.append(
        "En dehors de l'atout adverse, la ligne énoncée fait les autres levées revendiquées par tout jeu normal."
        if trump_costs
        else "La ligne énoncée fait toutes les levées revendiquées par tout jeu normal."
    )
    return False


def tricks_total(facts: Facts, proposed: int | None = None, why: str = "") -> tuple[int | None, str]:
    """The claimer's side's total — the tricks it had won, plus those the director awards of the
    rest — and how it was counted; None when the director does not know the tricks already won."""
    stored = facts.answered("tricks_awarded")
    if stored is not None:
        return int(stored), ""
    before = claim_count.tricks_before(facts)
    of_remaining = claim_count.tricks_of_remaining(facts, before, proposed, why)
    if before is None:
        return None, f"{claim_count.trick_words(of_remaining)} parmi celles qui restaient"
    return (
        before + of_remaining,
        f"{before + of_remaining} au total ({before} déjà gagnées + {of_remaining} des levées restantes)",
    )


def contested_claim_70(facts: Facts, preface: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())) -> Ruling:
    """70A-70E: the outstanding trump first, then the lines the claimer did not state — read from
    the cards when the director gave the position (rules/deals), asked otherwise.

    `preface` is the laws and lines of the route that leads here (69A objected in time, 68D2a)."""
    laws: list[str] = ["68C", "68D2a", *preface[0], "70A", "70B1", "70B2", "70B3"]
    findings: list[str] = []
    cards = claim_count.count(facts)
    claimed = claim_count.claimed(facts, cards) if cards is not None else None
    trump_costs = _trump_70C(facts, laws, findings)
    notes: list[str] = []
    proposed: int | None = None
    if cards is not None and claimed is not None:
        laws += [*(["70C"] if cards.claim.position.trump != NO_TRUMP else []), "70D1", "70E1"]
        counted, proposed = claim_count.count_findings(cards, not trump_costs, claimed)
        findings += counted
        line_costs = cards.line(True).tricks < claimed
        notes.append(claim_count.MODEL)
    else:
        line_costs = _line_70D_70E(facts, laws, findings, trump_costs)
    why = (
        f"Arbitre propose {proposed} : le compte sur les cartes, que vous confirmez ou corrigez. "
        + " ".join(line for line in findings if line.startswith(("Compté", "Une ligne", "Pour information")))
        if proposed is not None
        else ""
    )
    tricks, counted_text = tricks_total(facts, proposed, why)
    if proposed is not None:
        given = int(facts.ask("tricks_of_remaining"))
        if given != proposed:
            notes.append(
                f"Vous avez attribué {claim_count.trick_words(given)} parmi celles qui restaient ; Arbitre en "
                f"comptait {proposed} sur les cartes. Votre jugement l'emporte (10A)."
            )
    accepted = not trump_costs and not line_costs
    return Ruling(
        # The id says which test cost the claimer tricks, so each finding leads to its own ruling.
        id="claim.contested.accepted"
        if accepted
        else "claim.contested" + (".trump" if trump_costs else "") + (".line" if line_costs else ""),
        title=(
            "Revendication contestée : acceptée"
            if accepted
            else "Revendication contestée : des levées vont aux adversaires"
        ),
        laws=tuple(dict.fromkeys(laws)),
        now=(
            *preface[1],
            *PROCEDURE_70B,
            DOUBT,
            *findings,
            f"Levées attribuées au camp du revendiquant : {counted_text}."
            if tricks is not None
            else f"Levées attribuées au camp du revendiquant : {counted_text}, plus celles que son camp "
            "avait déjà gagnées (comptez les cartes retournées devant lui).",
        ),
        end_of_play=(
            "Marquez la donne avec ce nombre de levées : feuille de marque de l'incident (le contrat et son "
            "résultat, par ex. « 4♠= »).",
        ),
        chooser_role=ChooserRole.NONE,
        tricks_awarded=tricks,
        notes=(
            *notes,
            "Les jugements (« tant soit peu probable », « jeu normal ») sont ceux de l'arbitre ; « normal » "
            "comprend le jeu négligent ou inférieur pour le niveau des joueurs, pas le jeu irrationnel.",
            "Règlement : l'organisme responsable peut fixer l'ordre dans lequel une couleur non précisée est "
            "jouée, par exemple par le haut (70E2).",
            *(
                (
                    "Interprétation retenue : dire qu'il ne reste plus d'atout n'est pas « parler de cet "
                    "atout » au sens de la Loi 70C1, et montre que le revendiquant l'ignorait (70C2) ; "
                    "reste le jeu normal (70C3).",
                )
                if "said_none_left" in (facts.answered("outstanding_trump"), facts.answered("trump_said"))
                else ()
            ),
        ),
        script=(
            f"Après examen de la revendication, votre camp fait {claim_count.trick_words(tricks)} sur la donne."
            if tricks is not None
            else f"Après examen de la revendication, votre camp fait {counted_text}, en plus des levées "
            "déjà gagnées.",
        ),
    )


OBJECTED_69A = (
    ("69A", "68D2a"),
    (
        "Le camp a contesté avant de déclarer sur la donne suivante et avant la fin du tour : l'accord "
        "n'était pas acquis (69A). La revendication est contestée, l'arbitre la juge (68D2a, 70).",
    ),
)

NOT_ALL_AGREED_68D2 = (
    ("68D2b",),
    (
        "Le jeu a repris sans l'accord des quatre joueurs : il n'aurait pas dû reprendre, et la revendication "
        "reste à juger (68D2a, 68D2b). Interprétation retenue : l'arbitre juge sur la position au moment de "
        "la revendication ; les cartes jouées ensuite ne comptent pas.",
    ),
)


def tricks_disagreement_79B(facts: Facts) -> Ruling:
    kind = facts.ask("dispute_kind")
    if kind == "agreed_claim":
        # J1's second route (review R3): the 69A objection-in-time test, as on the « agreed » route.
        if facts.is_("objected_in_time", "yes"):
            return contested_claim_70(facts, OBJECTED_69A)
        return agreement_withdrawn_69B(facts)
    if kind == "concession":
        return concession_cancelled_71(facts)
    if kind == "in_round":
        return levees.director_rules_79B2(facts)
    if kind == "after_round":
        return levees.after_round_in_period(facts)
    if facts.is_("beyond_doubt", "yes"):
        return Ruling(
            id="claim.score.late_corrected",
            title="Erreur de marque après le délai de correction : corrigée avec l'accord de l'organisateur",
            laws=("79C", "79C2"),
            now=(
                "Le délai de correction est passé (79C), mais vous êtes convaincu au-delà du doute raisonnable "
                "que la marque inscrite est fausse : elle peut être corrigée, avec l'accord de l'organisateur "
                "(79C2).",
            ),
            chooser_role=ChooserRole.NONE,
            script=("Avec l'accord de l'organisateur, la marque est corrigée.",),
        )
    return Ruling(
        id="claim.score.late_stands",
        title="Erreur de marque alléguée après le délai de correction : la marque reste",
        laws=("79C", "79C2"),
        now=(
            "Le délai de correction est passé et vous n'êtes pas convaincu au-delà du doute raisonnable que "
            "la marque inscrite est fausse : elle reste (79C, 79C2).",
        ),
        chooser_role=ChooserRole.NONE,
        script=("Le délai de correction est passé : la marque inscrite reste.",),
    )


def claims(facts: Facts) -> Ruling:
    situation = facts.ask("situation")
    if situation == "current_trick_only":
        return not_a_claim_68()
    if situation == "defender_objected":
        return defender_concession_objected_68B2()
    if situation == "continued_by_all":
        return play_continued_68D2b()
    if situation == "continued_not_all":
        return contested_claim_70(facts, NOT_ALL_AGREED_68D2)
    if situation == "agreed":
        if facts.is_("objected_in_time", "yes"):
            return contested_claim_70(facts, OBJECTED_69A)
        return agreement_withdrawn_69B(facts)
    if situation == "cancel_concession":
        return concession_cancelled_71(facts)
    if situation == "tricks_disagreement":
        return tricks_disagreement_79B(facts)
    return contested_claim_70(facts)


# 79B1 sends a disagreement on tricks that comes from a claim or a concession to 69B or 71: the same
# facts entered as « désaccord sur les levées » or directly give the same ruling.
def _periods(issue_id: str, issues: tuple[str, ...]) -> tuple[dict[str, str], ...]:
    late = {"within_correction_period": "no"}
    return (late, *({"within_correction_period": "yes", issue_id: issue} for issue in issues))


HANDOVERS = (
    tuple(
        HandOver(
            f"Désaccord sur les levées venu d'une revendication acceptée : {answers}",
            {
                "situation": "tricks_disagreement",
                "dispute_kind": "agreed_claim",
                "objected_in_time": "no",
                **answers,
            },
            "revendication",
            {"situation": "agreed", "objected_in_time": "no", **answers},
        )
        for answers in _periods("agreement_issue", ("won_in_fact", "likely_won", "no_ground"))
    )
    + tuple(
        HandOver(
            f"Désaccord sur les levées venu d'une concession : {answers}",
            {"situation": "tricks_disagreement", "dispute_kind": "concession", **answers},
            "revendication",
            {"situation": "cancel_concession", **answers},
        )
        for answers in _periods("concession_issue", ("won_in_fact", "cannot_lose", "could_lose"))
    )
    + tuple(
        HandOver(
            f"Désaccord sur les levées sans revendication, appelé pendant le tour : {answers}",
            {"situation": "tricks_disagreement", "dispute_kind": "in_round", **answers},
            "levees",
            {"case": "disagreement", "claim_made": "no", **answers},
        )
        for answers in (
            {"facts_clear": "yes"},
            {"facts_clear": "no", "mixed_by": "one_side"},
            {"facts_clear": "no", "mixed_by": "both"},
            {"facts_clear": "no", "mixed_by": "neither"},
        )
    )
    + tuple(
        HandOver(
            f"Marque contestée après la fin du tour : {answers}",
            {"situation": "tricks_disagreement", "dispute_kind": "after_round", **answers},
            "levees",
            {"case": "after_round", "claim_made": "no", **answers},
        )
        for answers in (
            {"within_correction_period": "no"},
            {"within_correction_period": "yes", "convinced": "yes"},
            {"within_correction_period": "yes", "convinced": "no"},
        )
    )
    + tuple(
        HandOver(
            "Désaccord sur les levées venu d'une revendication acceptée, contestée avant la donne suivante (69A)",
            {"situation": "tricks_disagreement", "dispute_kind": "agreed_claim", **contested},
            "revendication",
            {"situation": "agreed", **contested},
        )
        for contested in (
            {
                "objected_in_time": "yes",
                "outstanding_trump": "none",
                "line_needed": "no",
                "tricks_of_remaining": "0",
                "tricks_before": "0",
            },
        )
    )
)


TOPIC = Topic(
    id="revendication",
    title="Revendication ou concession",
    summary="Revendication contestée, accord retiré, concession annulée : les Lois 68 à 71, et les levées attribuées.",
    laws=("68", "69", "70", "71", "79"),
    questions=QUESTIONS,
    procedure=claims,
    legacy=frozenset({"tricks_awarded", "outstanding_trump", "one_side_mixed"}),
    with_cards=frozenset({"claimed"}),
    handovers=HANDOVERS,
    phases=("jeu", "apres"),
)
ORDER = 90
