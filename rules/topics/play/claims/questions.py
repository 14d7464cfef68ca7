"""The questions of the claims topic (Laws 68 to 71, 79): what happened, the trump, the line, the count."""

from __future__ import annotations

from rules.model import Option, Question
from rules.topic import questions
from rules.topics.common import yes_no
from rules.topics.play import tricks as levees
from rules.topics.play.claims.count import FIGURE_QUESTIONS

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
        director_only=True,
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
                "stated_line_fails",
                "Non, mais la ligne énoncée perd elle-même une levée (couleur bloquée, communication "
                "absente)",
            ),
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
    # Tester7 T3: never asked; received from the revoke this claim is opened from (its `CLAIM_AFTER`
    # handover), read by the ruling; used when the tricks played show a revoke.
    yes_no(
        "revoke_linked",
        "La renonce de cette donne est-elle déjà un incident lié à celui-ci ?",
        "Une renonce ne s'ouvre qu'une fois : son transfert (64A) s'applique aux levées que la revendication "
        "attribue.",
    ),
    # Tester11 X16: never asked either; received from the linked revoke once its transfer is known (64A),
    # and which side gives it, for the ruling to read at the table the board's result after the transfer.
    Question(
        "revoke_transfer",
        "Combien de levées la renonce liée transfère-t-elle (64A) ?",
        tuple(Option(str(n), str(n)) for n in range(1, 14)),
        "Les levées que la renonce de cette donne fait passer du camp fautif au camp non fautif, à la fin du "
        "coup, après les levées que la revendication attribue.",
        branching=False,
    ),
    Question(
        "revoke_side",
        "Quel camp a commis la renonce liée ?",
        (
            Option("claimer", "Le camp du revendiquant : le transfert lui retire des levées"),
            Option("other", "Le camp adverse : le transfert donne des levées au camp du revendiquant"),
        ),
        "Le transfert (64A) va du camp fautif au camp non fautif.",
        branching=False,
    ),
    # Incidents stored before the count was split keep their total (issue 21 §2).
    Question(
        "tricks_awarded",
        "Combien de levées, au total, attribuez-vous au camp du revendiquant ?",
        tuple(Option(str(n), str(n)) for n in range(14)),
        "Le total des levées de son camp sur la donne, levées déjà jouées comprises.",
        branching=False,
        director_only=True,
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
