"""Discards among masters (session 14: tester14 W19, tester13 Z16). The claimer's side keeps the last
master of a suit the defence still holds while it can throw a loser, or one of two masters of a
suit its two hands hold (White Book 8.70: a winner thrown away, « worse than careless »); and a
discard left to his choice among masters only is a careless choice like a card led at random:
counted in the chain the warning points out, played at his best in the warning's alternative."""

from __future__ import annotations

import json
import random

from bot.commands.revendication import as_dict
from rules.deals.claim.budget import careless_in
from rules.deals.claim.normal import NormalPlay
from rules.deals.claim.search import normal_minimum
from rules.deals.count import count_claim, read_claim
from rules.deals.layout import NO_TRUMP, SUIT_MASK, Layout, card, cards_of

# Sud : ♠8 ♦V ; Nord : ♦D ♣10 ; Est : ♠4 ♥5 (en main) ; Ouest : ♠3 ♦3. Sur le ♥5, Sud garde le ♠8,
# son dernier pique face au ♠4 d'Est, et jette le ♦V, que la ♦D de Nord double : le ♠8 fait la
# dernière levée. Jusqu'en session 13, l'un ou l'autre était normal et le ♠8 partait (0).
DOUBLED = "rev=S atout=SA main=E cartes=N:..Q.T 4.5.. 8..J. 3..3."


def test_the_master_partner_doubles_goes_before_the_last_one_of_a_suit_they_hold() -> None:
    line = count_claim(read_claim(DOUBLED)).unaware
    assert line.tricks == 1 and line.play[0].cards[1] == card(2, 11)  # S ♦V


# Z16 (tester13), la fin de la ligne de la séance 13 : Sud déroule ♠5 ♠4 puis joue ♦2 ; Est tient
# ♦A ♦D ♥7, Ouest ♦R ♦9 ♥D ; Nord ♥3 ♦8 ♦5. Est et Ouest jetaient chacun un carreau maître, gardant
# les deux cœurs : le ♦2 faisait la dernière levée. Le camp garde un carreau maître tant que Sud en a
# un : une levée (le double mort).
Z16_END = "rev=E atout=♣ main=S cartes=N:.3.85. .7.AQ. 54..2. .Q.K9."


def test_z16_the_side_keeps_a_diamond_master_while_south_holds_a_diamond() -> None:
    count = count_claim(read_claim(Z16_END))
    assert count.unaware.tricks == 1 == count.double_dummy
    kept = [t.cards for t in count.unaware.play][-1]
    assert card(2, 14) in kept or card(2, 13) in kept  # the ♦A or the ♦R takes South's ♦2


def test_a_defender_does_not_count_on_his_partners_master() -> None:
    # The same ending, the claimer's side defending (70D2): East does not see West's cards; keeping
    # the ♥7 (the last heart he sees) or a diamond master is his choice, the worst is counted.
    claim = read_claim(Z16_END + " declarant=N")
    assert count_claim(claim).unaware.tricks == 0


# W19 (tester14) : « je vous donne l'as de pique, le reste est pour moi ». Sud ♠R ♥AR ♦A ♣A, Nord
# sans gagnant. Le ♠R entamé tôt (négligent) perd l'♠A puis la ♠D d'Est ; sur la ♠D puis sur la
# carte suivante d'Est, Sud ne tient que des maîtres, chacun le dernier de sa couleur : lequel il
# jette est son choix, compté comme une négligence. La ligne stricte en enchaîne quatre et finit
# trois levées sous le double mort : l'avertissement s'affiche, avec la ligne qui n'en fait que
# deux (ses défausses au mieux : 3, le compte de tester14).
W19 = "rev=S atout=SA main=S cartes=N:2.2.2.32 AQ.QJ.K. K.AK.A.A J.T.QJ.K"


def test_w19_discards_among_masters_are_careless_choices_and_the_warning_shows() -> None:
    claim = read_claim(W19)
    count = count_claim(claim)
    assert count.unaware.tricks == 1 and count.double_dummy == 4
    assert careless_in(claim.position, claim.claimer, (), False, claim.shown_out, count.unaware) >= 3
    assert count.careful_unaware is not None and count.careful_unaware.tricks == 3
    note = count.careless_note(False)
    assert note is not None and "donnez 3 comme levées attribuées" in note
    data = json.loads(json.dumps(as_dict(count, False)))
    assert data["careful"]["tricks"] == 3 and data["careless"] >= 3


def test_a_small_master_is_not_a_free_discard_before_an_honour_partner_can_reach() -> None:
    # Tester's L13 (test_claim_normal): Nord ♠R ♣3 on East's ♦D, the ♠D and the ♣2 out, Sud holding
    # the ♠9. The ♣3 is a master only over the ♣2; the ♠R, in a suit partner holds, is kept: 4.
    line = "rev=S atout=♥ main=S cartes=N:K..4.AJ43 Q..QT.T65 9.4.J7.Q8 J6...K972 ligne=♣D"
    claim = read_claim(line)
    assert normal_minimum(claim.position, claim.claimer, claim.statement).tricks == 4


def _random_discard(
    draw: random.Random,
) -> tuple[NormalPlay, tuple[int, ...], int, tuple[int, ...], int] | None:
    """A random no-trump state where a hand of the claimer's side (South claims) must discard."""
    cards = draw.randint(2, 5)
    dealt = draw.sample(range(52), 4 * cards)
    hands = [sum(1 << c for c in dealt[i::4]) for i in range(4)]
    leader = draw.randrange(4)
    rules = NormalPlay(Layout(tuple(hands), NO_TRUMP, leader), 2, (), False)
    progress = rules.start()
    trick: tuple[int, ...] = ()
    for _ in range(4):
        player = (leader + len(trick)) % 4
        hand = hands[player]
        if trick and player % 2 == 0 and not hand & SUIT_MASK[trick[0] // 13]:
            return rules, tuple(hands), leader, trick, player
        legal = hand & SUIT_MASK[trick[0] // 13] if trick and hand & SUIT_MASK[trick[0] // 13] else hand
        c = draw.choice(cards_of(legal))
        progress = rules.after(tuple(hands), leader, trick, progress, c)
        hands[player] ^= 1 << c
        trick = (*trick, c)
    return None


def _last_held(rules: NormalPlay, c: int, side: int, theirs: int) -> bool:
    """Is master `c` the side's only master of a suit an opponent still holds?"""
    suit = SUIT_MASK[c // 13]
    return bool(theirs & suit) and rules._masters_of(side & suit, theirs) == 1 << c


def test_no_last_master_of_a_held_suit_goes_while_a_loser_or_a_doubled_master_may() -> None:
    # Random no-trump discards (no statement, the declarer's side claiming): whenever the rules let
    # the hand throw the side's last master of a suit an opponent still holds, the hand has nothing
    # else to throw: no loser, no master its side holds twice, none of a suit the defence is out of.
    draw = random.Random(14)
    checked = 0
    for _ in range(3000):
        state = _random_discard(draw)
        if state is None:
            continue
        rules, hands, leader, trick, player = state
        allowed = rules.allowed(hands, leader, trick, rules.start()).cards
        theirs = hands[1] | hands[3]
        side = hands[player] | hands[(player + 2) % 4]
        masters = rules._masters_of(hands[player], theirs)
        last = {c for c in cards_of(masters) if _last_held(rules, c, side, theirs)}
        spare = [c for c in cards_of(hands[player]) if c not in last]
        for c in cards_of(allowed):
            if c in last:
                checked += 1
                assert not spare, (hands, leader, trick, c)
    assert checked > 20
