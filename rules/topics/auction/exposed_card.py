"""Carte exposée ou entamée pendant les enchères — Loi 24 (avec 48A, 50 et 16C).

A card his partner could see, through the player's own error, stays face up until the auction
ends. What happens now depends on the card (24A, 24B, 24C: partner passes once, or not at all);
what happens then depends on the side the offender ends up on: back in hand for the declaring
side (24D, 48A), a penalty card for a defender (24E), its kind set by Law 50B.
"""

from __future__ import annotations

from rules.model import ChooserRole, Option, PartnerMustPass, PenaltyCard, PenaltyKind, Question, Ruling
from rules.topic import Facts, HandOver, Topic, questions
from rules.topics.auction.common import DAMAGE_72C, foreseen_adjustment, foresees_16C3

QUESTIONS = questions(
    Question(
        "cards",
        "Quelle carte son partenaire a-t-il pu voir ?",
        (
            Option("single_low", "Une seule petite carte (sous le 10), vue mais pas entamée"),
            Option("honour", "Une seule carte, un honneur (As, Roi, Dame, Valet, 10)"),
            Option("led", "Une carte entamée trop tôt, avant la fin des enchères"),
            Option("several", "Deux cartes ou plus"),
            Option("not_own_error", "Pas par sa faute (un adversaire a fait tomber ses cartes)"),
            Option("partner_could_not_see", "Son partenaire ne pouvait pas la voir (adversaires seuls)"),
        ),
        "La Loi 24 vise une carte que le partenaire a pu voir par la faute du joueur lui-même. Les "
        "honneurs sont l'As, le Roi, la Dame, le Valet et le 10.",
    ),
    Question(
        "auction_over",
        "Où en sont les enchères ?",
        (
            Option("not_yet", "Elles continuent (la décision couvre les deux suites)"),
            Option("defender", "Elles sont finies : le fautif est joueur de la défense"),
            Option("declaring_side", "Elles sont finies : le fautif est déclarant ou mort"),
        ),
        "Les cartes restent face visible jusqu'à la fin des enchères ; alors, reprises par le déclarant ou le "
        "mort (24D), cartes pénalisées pour un joueur de la défense (24E).",
    ),
)

CARD_WORDS = {
    "single_low": ("la carte exposée", "24A"),
    "honour": ("l'honneur exposé", "24B"),
    "led": ("la carte entamée trop tôt", "24B"),
    "several": ("chaque carte exposée", "24C"),
}

# Law 50B: a single low card exposed by accident is minor; an honour, or a card led on purpose, is
# major; two or more penalty cards of one defender are all major.
PENALTY_KIND = {
    "single_low": PenaltyKind.MINOR,
    "honour": PenaltyKind.MAJOR,
    "led": PenaltyKind.MAJOR,
    "several": PenaltyKind.MAJOR,
}

# 24E sends a defender's exposed cards to Laws 50 and 51: 51 only matters when there are several.
SEVERAL_51: dict[str, tuple[str, ...]] = {"single_low": (), "honour": (), "led": (), "several": ("51A",)}


def _now_24(cards: str) -> tuple[str, ...]:
    card, law = CARD_WORDS[cards]
    lines = [
        f"Pendant les enchères, {card} reste face visible sur la table jusqu'à leur fin (24). Son "
        "information est autorisée pour le camp non fautif et interdite au camp fautif (24, 16C).",
    ]
    if cards == "single_low":
        lines.append(
            "Une seule petite carte, pas entamée : pas d'autre rectification pendant les enchères (24A)."
        )
    else:
        what = {
            "honour": "un honneur",
            "led": "une carte entamée trop tôt",
            "several": "deux cartes ou plus",
        }[cards]
        lines.append(
            f"C'est {what} : le partenaire du fautif doit passer la prochaine fois que c'est son tour de "
            f"déclarer, une seule fois ({law}, voir 72C si ce passe lèse le camp non fautif)."
        )
    return tuple(lines)


def _defender_lines(cards: str) -> tuple[str, ...]:
    kind = PENALTY_KIND[cards]
    which = {
        "single_low": "une carte pénalisée secondaire : une seule petite carte exposée par mégarde",
        "honour": "une carte pénalisée principale : c'est un honneur",
        "led": "une carte pénalisée principale : elle a été jouée délibérément",
        "several": "une carte pénalisée principale : un joueur qui a deux cartes pénalisées ou plus n'en a que de "
        "principales",
    }[cards]
    duty = (
        "Il ne pourra pas jouer une autre petite carte de cette couleur avant elle (50C)."
        if kind is PenaltyKind.MINOR
        else ("Elles devront" if cards == "several" else "Elle devra")
        + " être jouée"
        + ("s" if cards == "several" else "")
        + " à la première occasion légale, et quand son partenaire prendra la main le déclarant choisira une "
        "option d'attaque (50D"
        + (
            ", 51) ; s'il peut en jouer plusieurs, le déclarant désigne laquelle (51A)."
            if cards == "several"
            else ")."
        )
        + (
            ""
            if kind is PenaltyKind.MINOR
            else " Si c'est son partenaire qui a l'entame, le déclarant choisit cette option avant l'entame, et "
            "le partenaire n'entame pas avant qu'il l'ait dit (50D2)."
        )
    )
    return (
        f"Le fautif est joueur de la défense : {CARD_WORDS[cards][0]} devient {which} (24E, 50B).",
        duty,
        "Une fois les enchères finies, la carte pénalisée sur la table est une information autorisée pour tous "
        "(50E1).",
    )


# Review M4: when the director comes after the auction, the calls partner made after seeing the card
# were made with unauthorised information (24, 16C): the ruling says so on both sides.
AUCTION_16C = (
    "Les déclarations que son partenaire a faites après avoir vu la carte l'ont été avec une information "
    "interdite au camp fautif (24, 16C) : si l'une d'elles en a tiré parti et a lésé l'autre camp, vous "
    "ajusterez en fin de jeu (16C3)."
)

DECLARING_SIDE = (
    "Le fautif est déclarant ou mort : les cartes exposées sont reprises en main, sans autre suite (24D) ; "
    "les cartes du déclarant et du mort ne sont jamais des cartes pénalisées (48A). Ce que son partenaire en "
    "a vu reste une information interdite au camp fautif (24, 16C)."
)


# Review C10: a card led too early is « exposed through deliberate play » (50B), whatever its rank.
NOTE_LED_50B = (
    "Interprétation retenue : une carte entamée trop tôt a été jouée délibérément ; si le fautif devient "
    "joueur de la défense, elle est carte pénalisée principale même si c'est une petite carte (50B)."
)

ID_SUFFIX = {"not_yet": "encheres", "defender": "defense", "declaring_side": "declarant"}


def exposed_card_24(cards: str, auction_over: str) -> Ruling:
    defender = _defender_lines(cards)
    law = CARD_WORDS[cards][1]
    partner_passes = PartnerMustPass.NONE if cards == "single_low" else PartnerMustPass.ONCE
    laws: tuple[str, ...] = (law, "16C")
    if partner_passes is PartnerMustPass.ONCE:
        laws += ("72C",)
    now = _now_24(cards) if auction_over == "not_yet" else ()
    penalty_cards: tuple[PenaltyCard, ...] = ()
    if auction_over == "declaring_side":
        laws += ("24D", "48A", "16C3")
        now += (DECLARING_SIDE, AUCTION_16C)
    elif auction_over == "defender":
        laws += (
            "24E",
            "50B",
            "50C" if PENALTY_KIND[cards] is PenaltyKind.MINOR else "50D",
            *(() if PENALTY_KIND[cards] is PenaltyKind.MINOR else ("50D2",)),
            "50E1",
            *SEVERAL_51[cards],
            "16C3",
        )
        now += (*defender, AUCTION_16C)
        penalty_cards = (
            PenaltyCard("le joueur de la défense fautif", PENALTY_KIND[cards], CARD_WORDS[cards][0]),
        )
    else:
        laws += (
            "24D",
            "48A",
            "24E",
            "50B",
            "50C" if PENALTY_KIND[cards] is PenaltyKind.MINOR else "50D",
            *(() if PENALTY_KIND[cards] is PenaltyKind.MINOR else ("50D2",)),
            *SEVERAL_51[cards],
        )
        now += (
            "À la fin des enchères, si le fautif devient déclarant ou mort, les cartes exposées sont reprises en "
            "main, sans autre suite (24D, 48A).",
            "S'il devient joueur de la défense, " + defender[0].split(" : ", 1)[1],
            defender[1],
        )
    if auction_over != "not_yet":
        laws = tuple(x for x in laws if x != "72C")  # the pass is behind us: 72C was for the auction
        partner_passes = PartnerMustPass.NONE
    script = (
        (
            "Posez cette carte face visible sur la table jusqu'à la fin des enchères."
            if cards != "several"
            else "Posez ces cartes face visible sur la table jusqu'à la fin des enchères."
        ),
        *(
            ("Partenaire, vous devrez passer à votre prochain tour de parole, une fois.",)
            if partner_passes is PartnerMustPass.ONCE
            else ()
        ),
    )
    if auction_over == "declaring_side":
        script = ("Vous êtes du camp du déclarant : reprenez la carte en main.",)
    elif auction_over == "defender":
        script = (
            "Vous êtes en défense : les cartes restent sur la table comme cartes pénalisées principales."
            if cards == "several"
            else "Vous êtes en défense : la carte reste sur la table comme carte pénalisée "
            + ("secondaire." if PENALTY_KIND[cards] is PenaltyKind.MINOR else "principale."),
        )
    return Ruling(
        id=f"exposed.{law}_{cards}.{ID_SUFFIX[auction_over]}",
        title={
            "single_low": "Petite carte exposée pendant les enchères",
            "honour": "Honneur exposé pendant les enchères",
            "led": "Carte entamée avant la fin des enchères",
            "several": "Plusieurs cartes exposées pendant les enchères",
        }[cards]
        + {
            "not_yet": "",
            "defender": " : carte pénalisée",
            "declaring_side": " : reprise en main",
        }[auction_over],
        laws=laws,
        now=now,
        chooser_role=ChooserRole.NONE,
        penalty_cards=penalty_cards,
        partner_must_pass=partner_passes,
        # 50E1: a penalty card on the table is authorised information for everyone; otherwise 24 and 16C.
        unauthorised_for=() if auction_over == "defender" else ("camp fautif",),
        adjusted_score=(
            foreseen_adjustment("72C")
            if partner_passes is PartnerMustPass.ONCE
            else foreseen_adjustment("16C3")
            if auction_over != "not_yet"
            else None
        ),
        notes=(
            *((DAMAGE_72C,) if partner_passes is PartnerMustPass.ONCE else ()),
            *((NOTE_LED_50B,) if cards == "led" and auction_over != "declaring_side" else ()),
        ),
        script=script,
    )


def not_own_error() -> Ruling:
    return Ruling(
        id="exposed.pas_loi_24",
        title="Carte vue sans faute du joueur : pas de rectification de la Loi 24",
        laws=("24", "16D1"),
        now=(
            "La Loi 24 ne vise que les cartes exposées par l'erreur du joueur lui-même : ici, pas de carte sur "
            "la table ni d'obligation de passer.",
            "Le joueur reprend sa carte. Si son partenaire l'a vue, c'est une information venue d'ailleurs que du "
            "jeu : vous pouvez la traiter selon la Loi 16D (par exemple ajuster si elle a aidé son camp).",
        ),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.NONE,
        equity_may_apply=True,
        script=("Reprenez votre carte ; les enchères continuent.",),
    )


def partner_could_not_see_24() -> Ruling:
    return Ruling(
        id="exposed.pas_vue_du_partenaire",
        title="Carte que le partenaire ne pouvait pas voir : pas de rectification de la Loi 24",
        laws=("24",),
        now=(
            "La Loi 24 ne vise que les cartes que le partenaire du joueur pouvait voir : une carte que seuls les "
            "adversaires ont pu voir n'est pas exposée à son sens. Pas de carte sur la table, pas de passe "
            "imposé, pas de carte pénalisée.",
            "Le joueur reprend sa carte et les enchères continuent.",
        ),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.NONE,
        script=("Votre partenaire ne pouvait pas voir cette carte : reprenez-la, les enchères continuent.",),
    )


def exposed_during_auction(facts: Facts) -> Ruling:
    cards = facts.ask("cards")
    if cards == "not_own_error":
        return not_own_error()
    if cards == "partner_could_not_see":
        return partner_could_not_see_24()
    return exposed_card_24(cards, facts.ask("auction_over"))


# Issue 38 D2 (G1): a card exposed during the auction by a player who becomes a defender is a penalty card
# (24E, 50B); a second irregularity of his on the same board (the opening lead out of turn refused, 54D; a
# lead out of turn or a card played too early later, 56B, 57A; another exposed card) is ruled knowing it:
# two penalty cards or more are all major (50B) and Law 51 governs them. Asked, the answer offered (D4):
# the first incident does not say whether the second offender is the same player, or the card still there.
PENALTY_CARD_LATER = tuple(
    HandOver(
        f"Carte exposée pendant les enchères ({CARD_WORDS[cards][0]}), puis {then}",
        {"cards": cards, "auction_over": over},
        target,
        facts,
        second=True,
        ask=True,  # asked there (an optional question under the 54D and 57A rulings), this answer offered
    )
    for cards in ("single_low", "honour", "led", "several")
    for over in ("not_yet", "defender")
    for target, facts, then in (
        ("entame", {"already_penalty_card": "yes"}, "l'entame hors tour du même joueur"),
        ("attaque", {"already_penalty_card": "yes"}, "une attaque hors tour du même joueur"),
        ("jeu_premature", {"already_penalty_card": "yes"}, "un jeu prématuré du même joueur"),
        ("cartes_penalisees", {"count": "several"}, "une autre carte exposée par lui"),
    )
)

TOPIC = Topic(
    id="carte_exposee_encheres",
    title="Carte exposée pendant les enchères",
    summary="Carte montrée ou entamée avant la fin des enchères : passe du partenaire, carte pénalisée (Loi 24).",
    laws=("24", "48", "50", "16"),
    questions=QUESTIONS,
    procedure=foresees_16C3(exposed_during_auction),
    handovers=PENALTY_CARD_LATER,
    phases=("encheres",),
)
ORDER = 65
