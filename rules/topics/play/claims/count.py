"""Claims counted from the cards (Laws 70 and 71), and the tricks a director enters.

Two routes to the same ruling. With a position given (rules/deals/count.py), Arbitre reads the
outstanding trumps from the cards (70C), counts the tricks the claimer's side wins on every
normal line consistent with his statement (70A, 70D1, 70E1) and proposes that count; the director
confirms it or gives another. Without one, the director counts.

The counts are asked in the order they bound each other — the tricks already won, then the tricks
among those left — and each is offered only with the values the other leaves possible, with
« je ne sais pas » for the tricks already won (the ruling then gives the tricks of the rest).
"""

from __future__ import annotations

from rules.deals.claim.counted import ClaimCount
from rules.deals.layout import SEAT_NAMES
from rules.model import Option, Question
from rules.topic import Facts

UNKNOWN = "unknown"


FIGURE_QUESTIONS = (
    Question(
        "claim_trick",
        "À quelle levée la revendication (ou la concession) a-t-elle eu lieu ?",
        (*(Option(str(n), str(n)) for n in range(1, 14)), Option(UNKNOWN, "Je ne sais pas")),
        "La levée en cours quand il a revendiqué (« à la 10e levée » : 9 levées jouées, 4 à jouer). "
        "Elle borne les levées déjà gagnées et celles qui restaient (une faute de frappe ne devient pas "
        "une décision). Si vous ne la savez pas, seul le total de 13 borne les deux nombres.",
        branching=False,
    ),
    Question(
        "claimed",
        "Combien de levées, parmi celles qui restaient à jouer, le revendiquant a-t-il réclamées pour "
        "son camp (ou gardées, s'il a concédé les autres) ?",
        tuple(Option(str(n), str(n)) for n in range(14)),
        "Ce qu'il a annoncé (« le reste est à moi », « je vous donne un cœur »…). Avec les cartes, "
        "Arbitre le compare avec ce que son camp fait sur toute ligne normale ; sans elles, une "
        "revendication que la ligne énoncée fait en entier lui donne ces levées (70A).",
        branching=False,
    ),
    Question(
        "tricks_before",
        "Combien de levées le camp du revendiquant avait-il déjà gagnées avant la revendication ?",
        (*(Option(str(n), str(n)) for n in range(13)), Option(UNKNOWN, "Je ne sais pas")),
        "Les levées jouées et gagnées par son camp (cartes retournées devant lui) ; Arbitre en fait le "
        "total. Si vous ne le savez pas, la décision donne les levées attribuées parmi celles qui restaient.",
        branching=False,
    ),
    Question(
        "tricks_of_remaining",
        "Parmi les levées qui restaient à jouer au moment de la revendication, combien attribuez-vous au "
        "camp du revendiquant ?",
        tuple(Option(str(n), str(n)) for n in range(14)),
        "Comptez sur les cartes étalées : les levées restantes que le camp du revendiquant fait après "
        "vos constats (70A : tout point douteux contre lui).",
        branching=False,
        director_only=True,
    ),
)

# Tester18 R10: what the director reads at the table under a contested claim, one line each (the count and the line
# are the ruling's own findings); the whole reading (MODEL) stays in the guide and in the appeal's dossier.
MODEL_TABLE = (
    "Interprétation retenue pour « jeu normal » (70 ; note des Lois 70 et 71) : la défense joue au mieux, cartes "
    "vues ; le camp du revendiquant joue toute carte légale, même négligente ou inférieure, jamais contre sa "
    "déclaration (68C, 70D1) ni ce qu'aucun arbitre n'appelle normal.",
    "70C : s'il a pu oublier l'atout adverse, aucune coupe par cet atout n'est prévue ; s'il le savait, sa ligne "
    "est jouée telle qu'annoncée, les atouts tirés là où elle laisse l'ordre libre.",
    "70D, 70E : la ligne annoncée est suivie dans son ordre ; une impasse non annoncée n'est admise que si un "
    "adversaire n'a pas fourni dans la couleur, ou n'y fournirait pas sur toute ligne normale (70E1) ; Arbitre "
    "l'admet sur une chicane déjà montrée, le reste est votre jugement.",
    "Le détail : guide d'Arbitre, docs/deals-and-claims.md, « Ce qui est normal » ; pour une autre lecture, "
    "tapez votre ligne (gagnants, surprend, coupe, défausse) ou comptez vous-même.",
)

MODEL = (
    "Interprétation retenue pour « jeu normal » (68C, 70A, 70C, 70D1, 70E ; note des Lois 70 et 71 ; "
    "White Book de l'EBU 8.70) : la défense joue au mieux, cartes vues ; le camp du revendiquant joue "
    "toute carte légale dans n'importe quel ordre (bloquer une couleur que la défense tient encore, rendre "
    "la main au pire moment : négligent ou inférieur, donc normal), sauf ce qu'aucun arbitre n'appelle "
    "normal : laisser en plan la longueur d'une couleur dont la défense n'a plus aucune carte (le ♦R d'abord "
    "de ♦R75 face à ♦108 sans remontée : irrationnel pour la commission des lois danoise, l'examen "
    "d'arbitre de l'EBL et le cours d'arbitre de club de l'EBU), ou rendre la main dans une autre couleur "
    "tant qu'elle reste jouable ; s'écarter de sa "
    "déclaration (cartes, couleurs, ordre, coupes et défausses annoncées) ; entamer une petite carte "
    "d'une couleur où il tient un honneur maître (as, roi ou dame) avant celui-ci ; surprendre ou couper "
    "une levée que le partenaire tient à coup sûr, ou y mettre un maître de plus ; laisser à l'adversaire, "
    "en deuxième, troisième ou quatrième position, une levée qu'il pouvait prendre d'une carte maîtresse ou couper ; défausser une "
    "carte maîtresse quand une autre peut partir (d'abord celles que le partenaire ne peut pas rejoindre), "
    "ou en fournir une sous la coupe du partenaire quand une petite peut partir ; "
    "entamer atout quand la défense n'en a plus, tant qu'il a une autre carte (commission des Lois de "
    "l'ACBL, 2019, point 4) ; couper plus haut que nécessaire sans l'avoir annoncé (point 5) ; quitter la "
    "main d'une petite carte d'une couleur où son camp n'a aucun maître alors qu'il tient un gagnant sûr ; "
    "repasser aussitôt chez le partenaire depuis la main où il vient de passer sans y encaisser ses "
    "gagnants sûrs quand rien ne l'y ramène (une ligne « trop tortueuse », forum des arbitres de l'EBU) ; "
    "rendre la main avant d'avoir pris les gagnants qu'il a nommés, ceux du partenaire compris tant qu'une "
    "carte l'atteint (une petite carte perdante rendue à la défense ; ses maîtres d'abord, un honneur ou une "
    "carte qu'il peut croire maître, l'atout restent normaux). "
    "S'il a pu oublier l'atout adverse, il ne prévoit aucune coupe par cet atout. S'il savait qu'un atout adverse restait (70C non réunie), sa "
    "ligne est jouée telle qu'annoncée et il tire les atouts là où elle laisse l'ordre libre. Une impasse "
    "non annoncée n'est admise que si un adversaire n'a pas fourni dans la couleur avant la revendication, ou "
    "n'y fournirait pas sur toute ligne normale (70E1) : Arbitre l'admet quand l'adversaire qui joue après a "
    "déjà montré chicane, dans les levées jouées données ou plus tôt sur la ligne comptée ; le second cas, "
    "au-delà, est le jugement de l'arbitre. Chaque carte de la ligne montrée dit la règle qui l'a permise. "
    "Une suite de choix négligents, chacun normal seul, n'est bornée par aucune source publiée : Arbitre "
    "la compte et la signale quand elle en enchaîne au moins trois et finit deux levées ou plus sous le "
    "double mort, avec le compte de la pire ligne qui n'en fait que deux au plus ; la juger est votre "
    "affaire (catégorie des joueurs) : sur les décisions publiées, borner la suite à une ou deux "
    "négligences n'en rejoint pas davantage (essai de la séance 9, guide d'Arbitre). "
    "Sur 68 décisions publiées, cette lecture en rejoint 55 (32 des 38 dont la source est forte). Aucun "
    "écart ne montre une règle fausse : la décision repose sur un jugement que les cartes ne montrent pas "
    "(un squeeze dont les défausses ne sont pas annoncées, un ordre que l'arbitre a choisi plutôt que le "
    "pire — une énumération de levées, « une de chute » sans ligne décrite —, des défausses supposées, une "
    "ligne qui ne fait pas le compte publié sur les cartes données, des cartes non publiées que le "
    "collecteur a dû choisir), sur une autre limite entre négligent et irrationnel (la commission des lois "
    "danoise tient pour irrationnel de couper les communications entre les deux mains par l'ordre des "
    "couleurs ; Arbitre ne l'exclut que pour la longueur d'une couleur que la défense n'a plus), ou sur une "
    "pratique publiée que contredit une autre (le petit atout avant le valet, le 10 oublié : « fou » pour un "
    "arbitre de club, négligent pour un arbitre de l'EBU ; 70A fait garder la seconde) — quand la ligne comptée "
    "passe par l'un de ces jeux jugés autrement (ce petit atout, un ordre qui coupe les communications), une "
    "note le dit sous la ligne ; ces décisions-là "
    "ne comptent pas la pire ligne normale, ce qu'Arbitre calcule ; chaque "
    "écart est expliqué dans le guide d'Arbitre, docs/deals-and-claims.md, partie « Ce qui est normal ». "
    "L'arbitre qui retient une autre lecture (un plan, l'avis de joueurs du même niveau) tape la ligne "
    "qu'il retient (gagnants, surprend, coupe, défausse) ou compte lui-même."
)


def count(facts: Facts) -> ClaimCount | None:
    """The cards' count for this incident, when the director gave the position."""
    evidence = facts.evidence
    return evidence if isinstance(evidence, ClaimCount) else None


def claimed(facts: Facts, cards: ClaimCount) -> int:
    return int(facts.ask_figure("claimed", 0, cards.tricks_left))


def tricks_left(facts: Facts) -> int | None:
    """The tricks left to play when he claimed: from the cards, else from the trick of the claim (read
    from the words « à la 10e levée » or answered); None when the director does not know it."""
    cards = count(facts)
    if cards is not None:
        return cards.tricks_left
    # claim_trick read first: the answers keep the order of the walk (`Step.asked`), so « r » takes back
    # the last question asked.
    if facts.answered("claim_trick") is None and facts.answered("tricks_before") is not None:
        return None  # an incident stored before this question was asked keeps its answers and its ruling
    trick = facts.ask("claim_trick")
    return None if trick == UNKNOWN else 14 - int(trick)


def _at_trick(left: int) -> str:
    trick = 14 - left
    return f"À la {trick}{'re' if trick == 1 else 'e'} levée, {trick_words(13 - left)} jouée{'s' if left < 12 else ''}"


def tricks_before(facts: Facts) -> int | None:
    """The tricks the claimer's side had won, or None when the director does not know
    (tester11 X19: at most the tricks played, when the trick of the claim is known)."""
    cards = count(facts)
    left = tricks_left(facts)
    played = 13 - left if left is not None else 12
    won = cards.claim.won_before if cards is not None else None
    if won is not None:
        why = f"Arbitre en compte {won} sur les levées jouées que vous avez données."
    elif left is not None:
        why = f"{_at_trick(left)} : son camp en avait gagné au plus {played}."
    else:
        why = ""
    # Tester12 Y11: the tricks played, when given (`levees=`), establish the figure: only it is offered
    # (a fact of the cards, not a judgement), and a stored answer that contradicts it is asked again.
    # Tester13 Z5: nor « je ne sais pas » then: the cards know.
    if won is not None:
        return int(facts.ask_among("tricks_before", frozenset({str(won)}), why))
    value = facts.ask_figure("tricks_before", 0, played, won, why)
    return None if value == UNKNOWN else int(value)


def _remaining_bound(facts: Facts, before: int | None) -> tuple[int, str]:
    """The most tricks of the rest his side can get, and why: the tricks left when the trick of the claim
    is known, else what the tricks already won leave of 13 (tester11 X19: never more than 13 in all)."""
    left = tricks_left(facts)
    if left is not None:
        return left, "" if count(facts) is not None else f"{_at_trick(left)} : il en restait {left}."
    high = 13 - (before or 0)
    return high, f"Avec {before} déjà gagnées, il en restait au plus {high}." if before else ""


def claimed_total(facts: Facts) -> tuple[int | None, str] | None:
    """A claim the director upholds without the cards (70A: the stated line makes every trick it claims):
    his side gets the tricks claimed, asked as such, so the ruling « acceptée » never gives fewer
    (tester7 T1: « les 5 dernières levées », ruled accepted, gave 4). None for an incident stored when this
    route asked the tricks awarded: its answers keep their ruling."""
    if facts.answered("tricks_awarded") is not None or facts.answered("tricks_of_remaining") is not None:
        return None
    before = tricks_before(facts)
    high, bound = _remaining_bound(facts, before)
    won = int(facts.ask_figure("claimed", 0, high, why=bound))
    claimed_words = trick_words(won) + (" revendiquée" if won < 2 else " revendiquées")
    if before is None:
        return None, f"{claimed_words} parmi celles qui restaient"
    return before + won, f"{before + won} au total ({before} déjà gagnées + {claimed_words})"


def tricks_of_remaining(
    facts: Facts, before: int | None, proposed: int | None, why: str, low: int = 0, high: int | None = None
) -> int:
    """The tricks of the rest the director awards, offered from `low` to `high` at most (tester15 V2: a
    ruling that gives a trick back never accepts a count without it)."""
    most, bound = _remaining_bound(facts, before)
    most = most if high is None else min(high, most)
    return int(
        facts.ask_figure("tricks_of_remaining", min(low, most), most, proposed, f"{why} {bound}".strip())
    )


def trick_words(n: int) -> str:
    return "aucune levée" if n == 0 else "une levée" if n == 1 else f"{n} levées"


def of_tricks(n: int) -> str:
    """« d'une levée », « de 2 levées » (tester13 Z13: not « de une levée »)."""
    words = trick_words(n)
    return f"d'{words}" if words[0] in "au" else f"de {words}"


def count_findings(
    cards: ClaimCount, aware: bool, claimed_tricks: int, revoke_linked: bool
) -> tuple[list[str], int]:
    """What the cards say, in French, and the count Arbitre proposes; `revoke_linked`: the revoke of the
    board is already the incident this claim is linked to (tester7 T3)."""
    line = cards.line(aware)
    found = [*cards.facts(revoke_linked=revoke_linked)]
    side = f"{SEAT_NAMES[cards.claim.claimer]} et son partenaire"
    found.append(
        f"Compté sur les cartes : sur toute ligne normale conforme à sa déclaration"
        f"{', atouts tirés' if aware and cards.aware is not None else ''}, le camp du revendiquant "
        f"({side}) fait au moins {trick_words(line.tricks)} sur les {cards.tricks_left} qui restaient "
        f"(il en réclamait {claimed_tricks})."
    )
    if line.tricks < claimed_tricks or (cards.double_dummy is not None and line.tricks < cards.double_dummy):
        found.append("Une ligne normale qui y mène : " + " ; ".join(line.lines()) + ".")
        if (note := cards.careless_note(aware)) is not None:
            found.append(note)  # tester7 T8: a chain of careless plays is the director's judgement
        if (doctrine := cards.doctrine_note(aware)) is not None:
            found.append(doctrine)  # claims52: a card the published authorities rule differently (T04, P12)
    if cards.double_dummy is not None:
        found.append(
            f"Pour information, en double mort (les quatre jouant au mieux) : {trick_words(cards.double_dummy)}."
        )
    if line.tricks > claimed_tricks:
        # Tester21 P15: claiming fewer than every normal line makes concedes the rest, and a concession of
        # tricks no normal play could lose is cancelled within the correction period (71B, 79C).
        found.append(
            f"Il en réclamait {claimed_tricks} : il concédait donc les autres, dont "
            f"{trick_words(line.tricks - claimed_tricks)} qu'aucun jeu normal ne pouvait perdre. L'arbitre annule "
            "la concession de ces levées dans le délai de correction (71B, 79C) : elles reviennent à son camp."
        )
        return found, line.tricks
    return found, min(line.tricks, claimed_tricks)


def tricks_total(
    facts: Facts, proposed: int | None = None, why: str = "", low: int = 0, high: int | None = None
) -> tuple[int | None, str]:
    """The claimer's side's total — the tricks it had won, plus those the director awards of the
    rest (from `low` to `high`) — and how it was counted; None when the director does not know the
    tricks already won."""
    stored = facts.answered("tricks_awarded")
    if stored is not None:
        return int(stored), ""
    before = tricks_before(facts)
    of_remaining = tricks_of_remaining(facts, before, proposed, why, low, high)
    if before is None:
        return None, f"{trick_words(of_remaining)} parmi celles qui restaient"
    return (
        before + of_remaining,
        f"{before + of_remaining} au total ({before} déjà gagnées + {of_remaining} des levées restantes)",
    )
