"""Carte pénalisée : les questions de l'arbitre et les phrases communes."""

from __future__ import annotations

from dataclasses import replace

from rules.model import AdjustedKind, AdjustedScore, Option, Question
from rules.topic import Facts, questions
from rules.topics.common import DECLARER, DEFENDER, DUMMY, yes_no
from rules.topics.play import revoke

OWNER = "le joueur de la défense fautif"

CHOOSE_ALONE = "Le déclarant choisit seul, sans consulter le mort (10C2)."

STAY_AT_TABLE = (
    "Conseil : restez à la table jusqu'à ce que la carte pénalisée soit jouée ou reprise, pour veiller à "
    "ce qu'elle le soit à la première occasion légale et pour faire choisir le déclarant quand le "
    "partenaire prendra la main."
)

# tester20 P17: 50E4 follows 50E1 for every penalty card, minor or major: the information made authorised while
# the card lay on the table may still have helped the offenders; the director looks at the end of play.
END_OF_PLAY_50E4 = (
    "À la fin du coup : si, sans l'aide tirée de la carte exposée, le résultat de la donne aurait bien pu être "
    "différent et que le camp non fautif en est lésé, l'arbitre attribue une marque ajustée, au plus près du "
    "résultat probable sans la carte pénalisée (50E4)."
)
ADJUSTED_50E4 = AdjustedScore(AdjustedKind.ASSIGNED, ("50E4", "12C1b"), foreseen=True)

INFO_50E1 = (
    "Tant que la carte pénalisée est sur la table, ce qu'elle montre et l'obligation de la jouer sont des "
    "informations autorisées pour tous les joueurs, partenaire compris (50E1)."
)

WAIT_50D2 = (
    "Le partenaire n'attaque pas avant que le déclarant ait annoncé son choix ; s'il attaque trop tôt, sa "
    "carte peut devenir carte pénalisée (50D2, 49)."
)

QUESTIONS = questions(
    Question(
        "owner",
        "À qui appartient la carte (exposée, ou déjà carte pénalisée) ?",
        (
            Option(DECLARER, "Au déclarant"),
            Option(DUMMY, "Au mort"),
            Option(DEFENDER, "À un joueur de la défense"),
        ),
        "Seules les cartes d'un joueur de la défense peuvent devenir des cartes pénalisées ; celles du "
        "déclarant et du mort, jamais (48A).",
    ),
    Question(
        "situation",
        "Que faut-il régler ?",
        (
            Option(
                "new_card", "Une carte vient d'être exposée : est-elle pénalisée, principale ou secondaire ?"
            ),
            Option("owner_to_play", "Le joueur qui a la carte pénalisée doit jouer ou attaquer"),
            Option("partner_to_lead", "Le partenaire du joueur qui a la carte pénalisée doit attaquer"),
            Option("not_played", "La carte pénalisée n'a pas été jouée alors qu'elle devait l'être"),
            Option("information", "Ce que les joueurs peuvent faire de l'information donnée par la carte"),
        ),
        "Une carte pénalisée reste face visible sur la table devant son propriétaire jusqu'à ce qu'elle soit "
        "jouée ou reprise (50A).",
    ),
    # Review E4: asked first, so that a card that is not a penalty card never reaches `count`.
    Question(
        "how_exposed",
        "Comment la carte a-t-elle été exposée ?",
        (
            Option(
                "deliberate",
                "En la jouant délibérément : attaque hors tour refusée, renonce corrigée, jeu prématuré…",
            ),
            Option("unintentional", "Par mégarde : carte tombée, deux cartes jouées ensemble…"),
            Option("named", "Il a nommé une carte comme étant dans sa main"),
            Option(
                "held_seen",
                "Il a tenu sa carte de façon que son partenaire ait pu en voir la face",
            ),
            Option("not_penalty", "Dans le cours normal du jeu ou d'une loi (levée en cours, concession…)"),
            # Tester15 V16: 49 needs a card its partner could possibly see (or one named).
            Option(
                "unseen",
                "Tombée ou montrée sans que son partenaire ait pu en voir la face (vue du seul déclarant, face cachée)",
            ),
        ),
        "Une carte que le partenaire a pu voir, ou qu'un joueur de la défense a nommée comme étant dans sa "
        "main, devient carte pénalisée (49), sauf dans le cours normal du jeu ou d'une loi ; une carte tenue "
        "de façon que le partenaire puisse la voir est réputée jouée (45C1). L'arbitre juge si l'exposition "
        "était délibérée.",
    ),
    Question(
        "not_penalty_case",
        "Dans quelles circonstances la carte a-t-elle été montrée ?",
        (
            Option("current_trick", "En parlant de la levée en cours (« je prends celle-ci »…)"),
            Option("concession_objected", "En concédant, et son partenaire a protesté aussitôt"),
            Option(
                "misinformation", "Il l'a jouée sur une information erronée d'un adversaire et la reprend"
            ),
            Option("other", "Autre cas prévu par une loi, ou cours normal du jeu"),
        ),
        "Chacune de ces exceptions à la Loi 49 a sa loi : 68 (levée en cours), 68B2 (concession contestée), "
        "47E (information erronée).",
    ),
    Question(
        "count",
        "Combien de cartes pénalisées ce joueur a-t-il maintenant sur la table, celle-ci comprise ?",
        (Option("one", "Une seule"), Option("several", "Deux ou plus")),
        "Quand un joueur de la défense a deux cartes pénalisées ou plus, toutes sont principales (50B).",
    ),
    yes_no(
        "honour",
        "La carte exposée est-elle un honneur (As, Roi, Dame, Valet ou 10) ?",
        "Une carte isolée inférieure à l'honneur exposée par mégarde est secondaire ; un honneur est "
        "toujours principal (50B).",
    ),
    # Issue 21: the one `kind` question, shared with the penalty card not played (52).
    revoke.QUESTIONS_52["kind"],
    Question(
        "playable_now",
        "Peut-il légalement jouer la carte pénalisée à cette levée ?",
        (
            Option(
                "yes",
                "Oui : il attaque, ou elle est de la couleur attaquée, ou il ne peut pas fournir",
            ),
            Option(
                "no",
                "Non : il doit fournir dans une autre couleur, ou une restriction d'attaque ou de jeu l'en empêche",
            ),
        ),
        "L'obligation de fournir, ou de respecter une restriction d'attaque ou de jeu, passe avant celle de "
        "jouer la carte pénalisée principale (50D1b).",
    ),
    Question(
        "playable_count",
        "Combien de ses cartes pénalisées peut-il légalement jouer à cette levée ?",
        (
            Option(
                "none", "Aucune (il doit fournir dans une autre couleur, ou une restriction l'en empêche)"
            ),
            Option("one", "Une seule"),
            Option("several", "Plusieurs"),
        ),
        "Si plusieurs cartes pénalisées peuvent être jouées légalement, le déclarant désigne laquelle (51A).",
    ),
    Question(
        "suits",
        "Dans combien de couleurs sont ses cartes pénalisées ?",
        (
            Option("one_suit", "Toutes dans la même couleur"),
            Option("several_suits", "Dans plusieurs couleurs"),
        ),
        "Avec des cartes pénalisées dans plusieurs couleurs, le déclarant peut exiger l'une de ces couleurs "
        "ou en interdire une ou plusieurs (51B2).",
    ),
    Question(
        "declarer_choice",
        "Le déclarant a-t-il déjà choisi son option pour l'attaque du partenaire ?",
        (
            Option("not_yet", "Pas encore : expliquer les options au déclarant"),
            Option(
                "require", "Il exige l'attaque dans la couleur (ou une des couleurs) de la carte pénalisée"
            ),
            Option("forbid", "Il interdit l'attaque dans cette couleur (ou ces couleurs)"),
            Option("nothing", "Il n'exige ni n'interdit rien"),
        ),
        "L'arbitre expose d'abord toutes les options (10C1) ; le déclarant choisit seul (10C2). Revenez ici "
        "une fois le choix fait pour la suite exacte.",
    ),
    # Issue 11 1h: the same answers as the revoke's `when`, asked about the penalty card not played.
    replace(
        revoke.QUESTIONS["when"],
        prompt="Où en est le jeu quand l'attention est attirée sur la carte pénalisée non jouée ?",
    ),
    # Legacy (issue 11 §5): stored incidents answered these two before `when` merged them.
    revoke.QUESTIONS["discovered"],
    revoke.QUESTIONS["established"],
    revoke.QUESTIONS["declarer_played_since"],
    revoke.QUESTIONS_52["unplayed_kind"],
    revoke.QUESTIONS["equity_64C"],  # review N4: 64C1 after the unplayed penalty card's revoke (64B3)
    Question(
        "information_case",
        "Où en est la carte pénalisée ?",
        (
            Option("on_table", "Elle est encore sur la table"),
            Option(
                "picked_up",
                "Elle a été reprise en main sur le choix du déclarant (attaque exigée ou interdite)",
            ),
            Option("played", "Elle a été jouée"),
            Option("end_of_play", "Le coup est fini et le camp non fautif s'estime lésé"),
            Option(
                "void_shown",
                "Un joueur n'a pas pu respecter l'obligation qu'elle imposait (attaque exigée…) et a ainsi "
                "montré qu'il n'avait plus la couleur",
            ),
        ),
        "Depuis 2017, l'information d'une carte pénalisée encore sur la table est autorisée pour tous ; "
        "reprise en main, elle est non autorisée pour le partenaire (50E). Une chicane révélée parce qu'une "
        "rectification ne pouvait pas être respectée est autorisée pour tous (59, 16A1c).",
    ),
)


def kind_of_the_card(facts: Facts) -> str:
    """The `kind` answer. Ops20 (tester16 T5): an honour the words name (« Ouest a laissé tomber le ♦R ») is
    never a minor penalty card (50B): « secondaire » is not offered, and is refused if given."""
    if facts.answered("honour") == "yes":
        return facts.ask_among(
            "kind",
            frozenset({"major", "several"}),
            "La carte est un honneur : elle est toujours principale (50B).",
        )
    return facts.ask("kind")
