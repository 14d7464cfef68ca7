"""Law 46 — an incomplete or invalid designation of dummy's card, and its default meanings (46B1–B5).

The exception comes first: when declarer's different intention is incontrovertible, it prevails
(46B). Otherwise each form of words has its meaning. Explanations are in our own words.
"""

from __future__ import annotations

from rules.model import Choice, ChooserRole, Option, Question, Ruling
from rules.topic import Facts
from rules.topics.common import yes_no

QUESTIONS_46 = (
    yes_no(
        "intent_clear",
        "L'intention du déclarant, différente du sens habituel de ses mots, est-elle incontestable ?",
        "Les sens retenus de 46B ne s'appliquent pas quand l'intention différente du déclarant est "
        "incontestable (46B) ; en cas de doute, répondez non.",
    ),
    Question(
        "designation",
        "Qu'a dit le déclarant ?",
        (
            Option("high", "« Haut », « le gros » ou un mot de même sens"),
            Option("win", "« Prends », « gagne la levée »"),
            Option("low", "« Petit », « le plus petit » ou un mot de même sens"),
            Option("suit_only", "Une couleur sans hauteur (« pique » ; « coupe » : le plus petit atout)"),
            Option("rank_leading", "Une hauteur sans couleur, le mort ayant la main (« la Dame »)"),
            Option("rank_following", "Une hauteur sans couleur, le mort devant fournir"),
            Option("absent", "Une carte que le mort n'a pas"),
            Option("anything", "Ni couleur ni hauteur (« joue n'importe quoi »)"),
        ),
        "Chaque forme a son sens retenu (46B1 à 46B5).",
    ),
    # Tester18 R9: « haut » and « petit » speak of the suit led (46B1a, 46B1c); with dummy on lead none is.
    yes_no(
        "dummy_on_lead",
        "Le mort avait-il la main (c'est lui qui attaque la levée) ?",
        "« Haut » et « petit » désignent une carte de la couleur attaquée (46B1a, 46B1c) : quand le mort attaque "
        "la levée, aucune couleur n'est attaquée et ces mots ne désignent pas de couleur.",
    ),
)

# designation -> (law, title, what is played, script)
MEANINGS: dict[str, tuple[str, str, str, str]] = {
    "high": (
        "46B1a",
        "« Haut » : la plus forte carte du mort dans la couleur attaquée",
        "Le déclarant est réputé avoir appelé la plus forte carte du mort dans la couleur attaquée (46B1a).",
        "« Haut » : le mort joue sa plus forte carte dans la couleur attaquée.",
    ),
    "win": (
        "46B1b",
        "« Prends » : la plus petite carte dont on sait qu'elle gagne la levée",
        "Le déclarant est réputé avoir appelé la plus petite carte du mort dont on sait qu'elle gagne la levée "
        "(46B1b).",
        "« Prends » : le mort joue la plus petite carte qui gagne sûrement la levée.",
    ),
    "low": (
        "46B1c",
        "« Petit » : la plus petite carte du mort dans la couleur attaquée",
        "Le déclarant est réputé avoir appelé la plus petite carte du mort dans la couleur attaquée (46B1c).",
        "« Petit » : le mort joue sa plus petite carte dans la couleur attaquée.",
    ),
    "suit_only": (
        "46B2",
        "Une couleur sans hauteur : la plus petite carte de cette couleur",
        "Le déclarant est réputé avoir appelé la plus petite carte du mort dans la couleur nommée (46B2) ; "
        "« coupe » désigne ainsi le plus petit atout du mort.",
        "Le mort joue sa plus petite carte dans la couleur nommée.",
    ),
    "rank_leading": (
        "46B3a",
        "Une hauteur sans couleur, le mort ayant la main : la couleur de la levée précédente",
        "Le déclarant est réputé continuer la couleur dans laquelle le mort a gagné la levée précédente, si le "
        "mort y a une carte de cette hauteur (46B3a) ; sinon, le mort joue une carte de cette hauteur, et s'il en "
        "a plusieurs, le déclarant précise laquelle (46B3b).",
        "Le mort joue cette hauteur dans la couleur où il a gagné la levée précédente.",
    ),
    "rank_following": (
        "46B3b",
        "Une hauteur sans couleur, le mort fournissant : la carte de cette hauteur qu'il peut jouer",
        "Le mort doit jouer une carte de la hauteur nommée s'il peut le faire légalement ; s'il en a plusieurs "
        "jouables (en défaussant, par exemple), le déclarant doit préciser laquelle (46B3b). S'il n'en a aucune "
        "qu'il puisse jouer légalement (il doit fournir dans une autre couleur), la désignation est nulle et le "
        "déclarant désigne une carte légale (46B4).",
        "Le mort joue la carte de cette hauteur qu'il peut jouer ; s'il y en a plusieurs, précisez.",
    ),
    "absent": (
        "46B4",
        "Une carte que le mort n'a pas : désignation nulle, le déclarant en nomme une autre",
        "La carte nommée n'est pas au mort : la désignation est nulle et le déclarant désigne n'importe quelle "
        "carte légale du mort (46B4).",
        "Cette carte n'est pas au mort : nommez une carte du mort.",
    ),
    "anything": (
        "46B5",
        "« Joue n'importe quoi » : la défense choisit la carte du mort",
        "Le déclarant n'a désigné ni couleur ni hauteur : l'un ou l'autre joueur de la défense désigne la carte "
        "que le mort joue (46B5).",
        "Vous n'avez pas désigné de carte : la défense choisit celle que le mort joue.",
    ),
}


def incomplete_designation_46B(facts: Facts) -> Ruling:
    if facts.is_("intent_clear", "yes"):
        return Ruling(
            id="carte_du_mort.46B.intention_incontestable",
            title="Désignation incomplète, intention incontestable : la carte voulue est jouée",
            laws=("46A", "46B"),
            now=(
                "Le déclarant aurait dû nommer la couleur et la hauteur (46A). Son intention différente étant "
                "incontestable, c'est la carte qu'il voulait qui est jouée (46B).",
            ),
            chooser_role=ChooserRole.NONE,
            notes=("Nommez toujours la couleur et la hauteur de la carte du mort (46A).",),
            script=("Votre intention ne fait aucun doute : le mort joue cette carte.",),
        )
    designation = facts.ask("designation")
    if designation in ("high", "low") and facts.ask("dummy_on_lead") == "yes":
        return high_low_on_lead_46A(designation)
    law, title, played, script = MEANINGS[designation]
    chooser = designation == "anything"
    notes: tuple[str, ...] = ()
    if designation in ("high", "low"):
        notes = (NO_SUIT_LED,)
    if law == "46B3b":
        notes = (NOT_LEGAL_46B3B,)
    if chooser:
        notes = (DEFENDERS_DISAGREE_46B5,)
    return Ruling(
        id=f"carte_du_mort.{law}",
        title=title,
        laws=(
            "46A",
            "46B",
            law,
            *(("46B3b",) if law == "46B3a" else ()),
            *(("46B4",) if law == "46B3b" else ()),
            *(("55A",) if chooser else ()),
        ),
        now=("Le déclarant aurait dû nommer la couleur et la hauteur (46A).", played),
        chooser="l'un ou l'autre joueur de la défense" if chooser else None,
        chooser_role=ChooserRole.DEFENDERS if chooser else ChooserRole.NONE,
        choices=(Choice("Désigner la carte du mort, n'importe quelle carte légale", ("46B5",)),)
        if chooser
        else (),
        notes=notes,
        script=(script,),
    )


def high_low_on_lead_46A(designation: str) -> Ruling:
    """Tester18 R9: « haut » or « petit » said to dummy on lead: no suit is led, so the words of 46B1a and 46B1c
    designate no suit; declarer names it (46A), the words then meaning the highest or lowest card of it."""
    word, which, law = (
        ("Haut", "la plus forte", "46B1a") if designation == "high" else ("Petit", "la plus petite", "46B1c")
    )
    return Ruling(
        id=f"carte_du_mort.46A.{'haut' if designation == 'high' else 'petit'}_le_mort_en_main",
        title=f"« {word} », le mort ayant la main : le déclarant précise la couleur",
        laws=("46A", "46B", law, "46B5"),
        now=(
            "Le déclarant aurait dû nommer la couleur et la hauteur (46A).",
            f"Le mort attaque la levée : aucune couleur n'est attaquée, et « {word.lower()} » ({law}) ne "
            f"désigne pas de couleur. Le déclarant précise la couleur ; le mort joue {which} carte de cette couleur.",
        ),
        chooser_role=ChooserRole.NONE,
        notes=(
            f"{NO_SUIT_LED} Lecture contraire : une désignation sans couleur ni hauteur, dont l'un ou l'autre "
            "joueur de la défense choisit la carte (46B5).",
        ),
        script=(f"Le mort a la main : précisez la couleur ; le mort y joue {which} carte.",),
    )


# Review, missing 1 and contested C9: the Laws are silent; Arbitre says which reading it took.
NO_SUIT_LED = (
    "Interprétation retenue : « haut » et « petit » se rapportent à la couleur attaquée (46B1a, 46B1c). Quand "
    "le mort a la main, ou n'a pas de carte de la couleur attaquée, ces mots ne désignent aucune couleur : le "
    "déclarant précise la couleur (46A), et « haut » ou « petit » s'entend alors dans cette couleur."
)
NOT_LEGAL_46B3B = (
    "Interprétation retenue : si aucune carte du mort de la hauteur nommée ne peut être jouée légalement, la "
    "désignation est traitée comme invalide (46B4) : le déclarant désigne une carte légale."
)
DEFENDERS_DISAGREE_46B5 = (
    "Interprétation retenue : si les deux joueurs de la défense désignent des cartes différentes, la Loi ne dit "
    "rien ; par analogie avec 55A, la désignation du joueur de la défense qui joue juste après le mort prévaut."
)
