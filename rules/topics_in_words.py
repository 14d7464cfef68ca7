"""The readings each topic adds to its patterns (rules/vocabulary.py): what the words state read from the
whole description — seats, turns, moments, who did what — and what they take back (a fact told of another
seat, a moment that changes the answer). Split from rules/vocabulary.py (`_evidence` calls `by_topic` once
its patterns are read). Pure: words in, answers out.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from rules.asked_in_words import UNKNOWN_TURN
from rules.bids_in_words import over_right_hand_opponent, replaced_before_refusal, replacement
from rules.calls_by_verb_in_words import call_may_be_conventional
from rules.choices_in_words import (
    board_taken_played_later,
    changed_call_timing,
    claim_contested,
    lho_called_over,
    lho_called_since,
    lho_choice,
    lho_over_changed_call,
    lho_silent,
    partner_silent_after_wrong_cards,
)
from rules.claims_in_words import trump_holder_not_an_opponent
from rules.designations_in_words import designation, dummy_did_otherwise
from rules.doubted_in_words import ONE_LEADER as ONE_LEADER
from rules.doubted_in_words import PASSED_OUT
from rules.doubted_in_words import doubted_by_the_whole as doubted_by_the_whole
from rules.earlier_in_words import REVOKE_ACT, earlier_act_trick
from rules.faced_leads_in_words import named_leader_not_rho, rho_faced_lead, rho_led_face_down
from rules.folding import JOINED_FIRST, words
from rules.hands_in_words import wrong_hands
from rules.lead_winner_in_words import led_after_another_won
from rules.leads_in_words import defender_led_out_of_turn, lead_turn, opening_lead_turn, told_by_an_opponent
from rules.online_players_in_words import (
    clicked_in_play,
    disconnected_seats,
    disconnected_seats_before_any_denial,
    disconnection_corrected,
    next_not_played,
)
from rules.penalty_in_words import (
    auction_over_by_roles,
    defender_owner,
    honours_of_other_hands,
    kind_by_law_50,
    owner_named_with_the_card,
    penalty_situation,
    picked_up_by_the_choice,
    several_penalty_cards,
    sheet_card_honour,
)
from rules.played_early_in_words import played_before_turn
from rules.played_to_a_lead_in_words import declarer_played_to_anothers_lead
from rules.players_in_words import conceder_defends, simultaneous_turn
from rules.regex_start import starting_with
from rules.relations_in_words import WRITER_RELATIVE, another_players_act, related, writer_called
from rules.results_in_words import counts_disputed, same_count_said_twice
from rules.revoke_in_words import revoke_facts
from rules.rotation_in_words import bid_in_rotation, choice_not_by_lho, insufficient_bidder
from rules.seats_in_words import SEAT_PATTERN, seat_name
from rules.session_in_words import session_percentages
from rules.tempo_in_words import compare_tempo
from rules.turns_in_words import (
    another_called_for_obliged,
    call_out_of_turn,
    dealers_partner_called,
    turn_relation,
)
from rules.words_matching import claimed, plain_sentence, said_clauses, stated_clauses

# The leader named by his seat with his role in apposition, as the relation reader writes it (« hors tour de Nord, le
# mort », « par Sud (déclarant) »): the declaring side led.
_DECLARING_SIDE_LED = re.compile(
    r"hors\s+tour\s+(?:de|d['’]|par)\s*(?:Nord|Sud|Est|Ouest)\s*"
    r"(?:,\s*(?:le\s+)?mort\s*(?=[;,.)!?]|$)|\(\s*(?:le\s+)?(?:mort|d[ée]clarant)\s*\))"
)


def by_topic(
    topic: str,
    description: str,
    roles_text: str,
    typed_as: Mapping[int, str],
    found: dict[str, dict[str, str]],
) -> None:
    """Add to `found` (question → {value: words}) what the topic's own readings take from the whole
    description, and take out what they put in doubt."""
    if topic == "renonce":
        revoke_facts(description, roles_text, typed_as, found)
        if "trick_twelve" in found and earlier_act_trick(description, REVOKE_ACT):
            found.pop(
                "trick_twelve"
            )  # finder77 (T-22): « à la levée 3 il avait déjà hésité… », another act's trick
    if topic == "marque_ajustee":  # « NS font 64 % sur les autres donnes de la séance » (12C2c)
        for question, value, said in session_percentages(description):
            found.setdefault(question, {}).setdefault(value, said)
    if topic == "en_ligne_deconnexion" and "?" not in description and "se sont" not in description:
        # The seat, never « s'est » read as Est (tester7 T19's reading): from the seats typed.
        seats = disconnected_seats(stated_clauses(description)) or disconnected_seats_before_any_denial(
            description
        )
        if len({_SIDES[seat] for seat in seats}) == 1 and not disconnection_corrected(description):
            seat, said = next(iter(seats.items()))
            found["disconnected_side"] = {_SIDES[seat]: said}
        elif seats:  # reviewer27 R-12: two sides, or the seat taken back (12C2a: who is responsible), asked
            found.pop("disconnected_side", None)
            found.pop("back_in_time", None)  # whose return it was is not known either
    if (
        topic == "en_ligne_clic"
        and "?" not in description
        and not claimed(description)  # « n'a pas encore joué » is the fact itself: no clause emptied here
        and (waiting := next_not_played(description)) is not None
    ):
        # « Sud a cliqué le ♠2 au lieu du ♠A, Ouest n'a pas encore joué » (tester7 T26): said of the next seat.
        found.setdefault("card_timing", {}).setdefault("next_not_played", waiting)
    if topic == "en_ligne_clic" and "call" in found.get("what", {}) and clicked_in_play(description):
        found["what"].pop("call")  # finder77 (T-26): « cliqué 2♠ … à la levée 3 » is a card's click, asked
        if not found["what"]:
            found.pop("what")
    if topic == "enchere_insuffisante" and choice_not_by_lho(description, _told_bidder(description)):
        found.pop("lho_accepts", None)  # « Est dit 1♠, Ouest a déjà dit 2♠ par-dessus »: his partner (27A1)
    if topic in _FROM_THE_OFFENDER and not writer_called(description) and _ANOTHER_CALLER.search(description):
        # reviewer26 P-7: « mon partenaire », « mon adversaire de gauche » are the writer's, the offender's only when
        # the writer made the call (25A: the offender's partner; 27A1: the bidder's left-hand opponent)
        for question in _FROM_THE_OFFENDER[topic]:
            if any(_writer_relative(description, said) for said in found.get(question, {}).values()):
                found.pop(question)
    if (
        topic == "entame"
        and "?" not in description
        and (faced := rho_faced_lead(stated_clauses(description), description)) is not None
    ):
        found.setdefault("situation", {}).setdefault(
            "wrong_defender_faced", faced
        )  # « Sud joue 4♠, Est entame »
    if (
        topic == "entame"
        and "?" not in description
        and (down := rho_led_face_down(stated_clauses(description), description)) is not None
    ):
        found.setdefault("situation", {}).setdefault("wrong_defender_face_down", down)
    if topic == "entame" and (
        opening := opening_lead_turn(description) or defender_led_out_of_turn(description)
    ):
        found.setdefault("situation", {}).setdefault(*opening)  # « Est a entamé alors que c'était à Ouest »
        if opening[0] == "declaring_side":
            for value in (
                ONE_LEADER
            ):  # the seats make the leader the presumed declarer or dummy (54E), never a defender
                found["situation"].pop(value, None)
    doubted = doubted_by_the_whole(topic, description)
    for question, value in doubted:  # « Ouest a entamé, puis Est a posé… »
        found.get(question, {}).pop(value, None)
    if topic == "entame" and named_leader_not_rho(description):
        for value in ("wrong_defender_faced", "wrong_defender_face_down"):  # « Sud joue 4♠, Ouest a entamé »
            found.get("situation", {}).pop(value, None)
    if topic == "entame" and _DECLARING_SIDE_LED.search(related(description)):
        for value in (
            ONE_LEADER
        ):  # reviewer26 P-14b: « de Nord, le partenaire du déclarant » led (54E, 24): no defender
            found.get("situation", {}).pop(value, None)
    if (
        topic == "attaque"
        and ("situation", "lead_out_of_turn") not in doubted
        and (turn := lead_turn(description))
    ):
        found.setdefault("who_led", {}).setdefault(
            *turn
        )  # « Est (défense) a attaqué alors que c'était à Ouest »
        found.setdefault("situation", {}).setdefault("lead_out_of_turn", turn[1])
    if (
        topic == "attaque"
        and not found.get("situation")
        and ("situation", "lead_out_of_turn") not in doubted
        and (won := led_after_another_won(description))
    ):
        # 44D: the trick's winner leads (finder50); never beside another answer (47E1's « told his turn »)
        found["situation"] = {"lead_out_of_turn": won}
    if (
        topic == "attaque"
        and "told_his_turn" in found.get("situation", {})
        and not told_by_an_opponent(description)
    ):
        found["situation"].pop("told_his_turn")  # 47E1: only an opponent's word (reviewer25 P-7)
    if topic == "attaque" and UNKNOWN_TURN.search(description):
        # « Est a attaqué hors tour, personne ne sait qui avait fait la levée » (auditor7): out of turn is
        # what the director must establish first.
        found.get("situation", {}).pop("lead_out_of_turn", None)
        found.pop("who_led", None)
    if topic == "entame" and (_LATER_TRICK.search(description) or _ORIENTED.search(description)):
        # « à la 6e levée », « retournée dans le mauvais sens », « côté gagné » (tester8 T13): not the opening
        # lead (41: the first trick's card), whatever the card's face; a card of a trick turned the wrong way
        # is 65B3's. The topic's own question is asked, or another topic chosen.
        found.pop("situation", None)
    if topic == "nombre_de_cartes" and (hands := wrong_hands(stated_clauses(description))) is not None:
        # « Nord a 14 cartes et Sud 12 » (13); not one player's word (« il dit que Nord avait 14 et Sud 12 »)
        found.setdefault("wrong_hands", {}).setdefault(*hands)
    if topic == "levees" and (counts := counts_disputed(description)):
        found.setdefault("case", {}).setdefault("disagreement", counts)  # « NS 9 lev, EO 8 » (79B)
    if topic == "levees" and same_count_said_twice(description):
        found.get("case", {}).pop(
            "disagreement", None
        )  # « NS disent 10 levées, EO disent 10 aussi »: they agree
    if topic == "revendication" and not conceder_defends(description):
        found.get("situation", {}).pop(
            "defender_objected", None
        )  # « Est a concédé, Ouest a protesté »: whose side?
    if topic == "renonce" and _ESTABLISHED_BY.search(description):
        found.get("when", {}).pop(
            "not_established", None
        )  # « …, mais il avait déjà appelé le 3 du mort » (63A2)
    if topic == "revendication" and any(
        trump_holder_not_an_opponent(said, description) for said in found.get("trump_out", {}).values()
    ):
        found["trump_out"].pop(
            "yes", None
        )  # « Sud revendique, il coupera avec l'atout de Nord »: his side's (70C)
    if topic == "revendication" and (contested := claim_contested(description)) is not None:
        found.setdefault("situation", {}).setdefault("contested", contested)  # « la défense refuse » (68B)
    if topic == "cartes_penalisees" and (case := penalty_situation(description)) is not None:
        found.setdefault("situation", {}).setdefault(*case)
    if topic == "declaration_inadmissible" and _no_call_made(description):
        for value in (
            "above_seven",
            "after_final_pass",
        ):  # « en plein jeu, Sud lance « 8 ! » pour rire, sans carton »
            found.get("kind", {}).pop(value, None)
    if topic == "en_ligne_hesitation":
        compare_tempo(description, found)
    if topic == "carte_du_mort" and (named := designation(description)) is not None:
        found.setdefault("designation", {}).setdefault(*named[:2])  # « « Pique », dit le déclarant » (46B2)
        if named[2] is not None:
            found.setdefault("dummy_on_lead", {}).setdefault(named[2], named[1])  # « le mort avait la main »
        if not found.get("case") and not dummy_did_otherwise(description):
            found["case"] = {
                "incomplete": named[1]
            }  # a designation by its words: 46B, unless another case is read
    if (
        topic == "carte_exposee_encheres"
        and _IN_THE_PLAY.search(description)
        and not _IN_THE_AUCTION.search(_NOT_IN_THE_AUCTION.sub(" ", description))
    ):
        found.clear()  # « un valet est tombé, pas pendant les enchères : après l'entame » (24 is the auction's)
    if topic == "carte_exposee_encheres" and (over := auction_over_by_roles(description)):
        found.setdefault("auction_over", {}).setdefault(
            *over
        )  # « … ; Sud est le mort » (24, reviewer29 S-29)
    if topic == "cartes_penalisees" and picked_up_by_the_choice(description):
        found.get("situation", {}).pop(
            "information", None
        )  # « le déclarant exige pique, la carte est reprise »
    if topic == "cartes_penalisees":
        for question, said in several_penalty_cards(description).items():
            found.setdefault(question, {}).setdefault(*said)  # « Est a 2 cartes pénalisées, le ♥R et le ♥3 »
    if topic == "cartes_penalisees" and (owner := defender_owner(description)):
        found.setdefault("owner", {}).setdefault("defender", owner)  # « Nord (défense) a dit "j'ai l'as" »
    if topic == "cartes_penalisees" and (named := owner_named_with_the_card(description)):
        # reviewer28 R-7: « Nord a fait tomber la dame d'Ouest »: Ouest's card, whoever dropped it
        found["owner"] = {named[0]: named[1]} if named[0] else {}
    if topic == "cartes_penalisees" and "honour" not in found and (card := sheet_card_honour(description)):
        found["honour"] = {card[0]: card[1]}  # « le ♥3 », « le R♠ » (tester9 T10)
    # finder76 T-20: « Est a fait tomber une carte quand le mort a joué l'as »: another hand's honour (50B)
    if (
        topic == "cartes_penalisees"
        and "yes" in found.get("honour", {})
        and honours_of_other_hands(roles_text)
    ):
        found["honour"].pop("yes")
    if topic == "cartes_penalisees" and (kind := kind_by_law_50(found, description)):
        found["kind"] = {
            kind[0]: kind[1]
        }  # one defender's card: an honour major, a small card dropped minor (50B)
    if topic == "declaration_hors_tour" and (
        turn := _turn(description) or dealers_partner_called(description) or simultaneous_turn(description)
    ):
        found.setdefault("turn", {}).setdefault(*turn)
    if (
        topic == "enchere_insuffisante"
        and "no" in found.get("in_rotation", {})
        and _said_of_another(description)
    ):
        found.pop(
            "in_rotation"
        )  # « Nord fait une enchère insuffisante, Est parle avant son tour »: Est's turn
    if topic == "enchere_insuffisante" and (rotation := bid_in_rotation(description)):
        found.setdefault("in_rotation", {}).setdefault(*rotation)
    elif topic == "enchere_insuffisante" and (over := over_right_hand_opponent(" ".join(words(description)))):
        # « mon adversaire de gauche a dit 1♥ sur mon 1SA »
        found.setdefault("in_rotation", {}).setdefault("yes", as_typed(description, over))
    if (
        topic == "jeu_premature"
        and "?" not in description
        and (
            early := played_before_turn(stated_clauses(description), description)
            or declarer_played_to_anothers_lead(stated_clauses(description))  # 57C3
        )
    ):
        found.setdefault("situation", {}).setdefault(*early)
    if (
        topic == "declaration_hors_tour"
        and "?" not in description
        and not call_may_be_conventional(description)
        and (call := call_out_of_turn(stated_clauses(description)))
        and ("call", call[0]) not in doubted  # (« a pass » perhaps the third of three: `PASSED_OUT` below)
    ):
        found.setdefault("call", {}).setdefault(*call)
    if topic == "declaration_hors_tour":
        for question, (value, said) in lho_choice(description).items():
            found.setdefault(question, {}).setdefault(
                value, said
            )  # « Nord refuse le contre » (29A, tester8 T6)
    if topic == "declaration_hors_tour" and (passed := PASSED_OUT.search(" ".join(words(description)))):
        # « S passe alors que c'était à E, puis O et N passent, E n'a jamais parlé » (tester8 T24): the
        # auction may have ended on three passes with one out of turn (34, 17D3): « a pass » is in doubt (taken out
        # above, rules/doubted_in_words.py); the auction said closed by them is that answer.
        said = " ".join(words(stated_clauses(description)))
        if "?" not in description and all(pattern.search(said) for pattern in _CLOSED_BY_PASSES):
            found["call"] = {"three_passes": passed[0]}
    if topic == "renonce" and _revoked_in_relative(description):
        found.pop("offender", None)  # « Ouest a coupé la levée du mort, qui avait renoncé » (tester13 Z15)
    if topic == "declaration_inadmissible" and (
        _OBLIGED_IN_RELATIVE.search(description) or another_called_for_obliged(description)
    ):
        # « au tour de Sud, qui devait passer » (Z14), « Nord devait passer ; Est a dit 2♥ à sa place »
        # (tester17 S3): another seat called, at the obliged player's turn (28A), not the obliged player.
        found.get("kind", {}).pop("must_pass", None)
    if topic == "changement_declaration" and (over := lho_over_changed_call(description)) is not None:
        found.setdefault("lho_accepts", {}).setdefault(*over)  # « … dit 3♥ ; Ouest a contré le 3♥ » (25B1)
    if topic == "changement_declaration":
        read = next(iter(found.get("timing", {})), None)
        if (timing := changed_call_timing(description, read)) is not None:
            found.pop("timing", None)  # the seats contradict the reading (tester19 Q8, Q10)
            if timing[0]:
                found["timing"] = {timing[0]: timing[1]}  # « Sud a dit 2♠ au lieu de 2♥ ; Nord a déjà passé »
    if topic == "mauvais_etui" and (later := board_taken_played_later(description)) is not None:
        # the board taken from played later: 15A3, not 15A's call (finder59); asked about in a question (finder72 W8)
        found["case"] = {later[0]: later[1]} if later[0] else {}
    if topic == "mauvais_etui" and (silent := partner_silent_after_wrong_cards(description)) is not None:
        found.setdefault("partner_called", {}).setdefault(*silent)  # « … ; Nord n'a pas encore parlé » (15A)
    if topic == "declaration_inadmissible":  # « pas encore parlé » / « a passé » (36A, 37A); both: asked
        for said in filter(None, (lho_silent(description), lho_called_since(description))):
            found.setdefault("lho_called", {}).setdefault(*said)
    if topic == "enchere_insuffisante":
        plain = " | ".join(
            " ".join(word for word, _ in said) for said in said_clauses(description) if said is not None
        )
        if (
            replaced := replacement(" ".join(words(description)), plain, insufficient_bidder(description))
        ) is not None:
            found.setdefault("replacement", {}).setdefault(replaced[0], as_typed(description, replaced[1]))
        if (over := lho_called_over(description, insufficient_bidder(description))) is not None:
            found.setdefault("lho_accepts", {}).setdefault(*over)  # « Sud a dit 2♥ derrière » (27A1)
        first = replaced_before_refusal(" ".join(words(description)))
        if (
            first
            and plain_sentence(description)
            and not choice_not_by_lho(description, _told_bidder(description))
        ):
            found["lho_accepts"] = {"refuses_already_replaced": as_typed(description, first)}  # 27A


# Words said for a joke, with no bidding card, in the play (auditor24, s21: « en plein jeu, Sud lance « 8 ! » pour rire,
# sans sortir de carton »): no call was made. Two of the three; a joke alone in the auction is still a call (« Sud a dit 8♣
# après 7SA, c'est une blague »: 38), and so is a bid written on a pad where the box has no card for it.
_JOKE = re.compile(
    r"\b(?:pour\s+(?:rire|rigoler|plaisanter|blaguer)|en\s+(?:rigolant|plaisantant|blaguant)|plaisanterie|blague)",
    re.IGNORECASE,
)
_NO_CARD = re.compile(
    r"\b(?:sans\s+(?:sortir|poser|prendre|toucher)\s+(?:de\s+|un\s+|aucun\s+)?cartons?|sans\s+cartons?|aucun\s+carton"
    r"|n['’]\s*a\s+(?:sorti|pos[ée]|pris)\s+aucun\s+carton)\b",
    re.IGNORECASE,
)


_AUCTION_OVER = re.compile(
    r"\bapr[èe]s\s+(?:le\s+dernier|la\s+derni[èe]re)\s+passe|\bapr[èe]s\s+la\s+fin\s+des\s+ench[èe]res"
    r"|\bench[èe]res\s+(?:étaient|etaient|sont|était|etait)\s+(?:finies|termin[ée]es|closes)|\brien\s+sur\s+la\s+table",
    re.IGNORECASE,
)


def _no_call_made(description: str) -> bool:
    """Two of: words said for a joke, no bidding card, the auction over or the play under way."""
    after = _IN_THE_PLAY.search(description) or _AUCTION_OVER.search(description)
    return bool(_JOKE.search(description)) + bool(_NO_CARD.search(description)) + bool(after) >= 2


# reviewer22 #8: the acts that establish a revoke (63A1: the offending side leads or plays to the next trick; 63A2: a
# card named or designated for it), told anywhere in the words, undo « personne n'a joué à la levée suivante ».
_ESTABLISHED_BY = re.compile(
    r"\b(?:avait|a|ont|avaient)\s+(?:pourtant\s+|bien\s+|en\s+fait\s+)?d[ée]j[àa]\s+"
    r"(?:jou[ée]|entam[ée]|appel[ée]|nomm[ée]|d[ée]sign[ée]|demand[ée])"
    r"|\bmais\s+(?:il|elle|son\s+partenaire|[A-Z]\w+)\s+a\s+(?:entam[ée]|jou[ée]|appel[ée]|nomm[ée]|d[ée]sign[ée])",
)


# A card exposed in the play, not the auction (auditor24, s21): « pas pendant les enchères », « après l'entame », « en
# plein jeu », « à la 3e levée ». Law 24 is the auction period's; its facts are not read then, unless the words also
# place a card in the auction (« tombée pendant les enchères ; après l'entame, … »).
_NOT_IN_THE_AUCTION = re.compile(
    r"\b(?:pas|plus|jamais)\s+(?:pendant|durant|au\s+cours\s+de[s]?|lors\s+des)\s+(?:les\s+)?(?:ench[èe]res|annonces)\b",
    re.IGNORECASE,
)
_IN_THE_PLAY = re.compile(
    _NOT_IN_THE_AUCTION.pattern
    + r"|\bapr[èe]s\s+l['’]\s*entame\b|\bpendant\s+le\s+(?:jeu|coup)\b|\ben\s+cours\s+de\s+(?:jeu|coup)\b"
    r"|\ben\s+plein\s+(?:jeu|coup)\b|\bau\s+milieu\s+du\s+(?:jeu|coup)\b|\b(?:à|a)\s+la\s+(?:[2-9]|1[0-3])\s*(?:e|è|ème|eme|ieme)\s+lev[ée]e\b",
    re.IGNORECASE,
)
_IN_THE_AUCTION = re.compile(
    r"\b(?:pendant|durant|au\s+cours\s+des|lors\s+des|avant\s+la\s+fin\s+des)\s+(?:les\s+)?(?:ench[èe]res|annonces)\b",
    re.IGNORECASE,
)


# The others passed after a pass out of turn, or the skipped player never spoke (tester8 T24: `PASSED_OUT`, in
# rules/doubted_in_words.py): perhaps three passes with one out of turn (34, 17D3), read on the folded words.
# « trois passes et les enchères sont finies, mais un des passes était hors tour » (34): the auction closed.
_CLOSED_BY_PASSES = (
    re.compile(r"\b(?:trois|3) passes\b"),
    re.compile(r"\b(?:fini\w*|termin\w*|clos\w*)\b"),
    re.compile(r"\bhors tour\b"),
)
# A trick after the first one named (« à la 6e levée », « levée 4 », « au 3e pli »), or a card of a trick turned
# the wrong way (« dans le mauvais sens », « du mauvais côté », « côté gagné », « l'avaient gagnée »).
_LATER_TRICK = re.compile(
    r"\b(?:(?:à|a|sur)\s+la\s+(?:[2-9]|1[0-3])\s*(?:e|è|ème|eme|ieme)?(?![\w])|lev[ée]e\s+(?:[2-9]|1[0-3])\b|"
    r"(?:[2-9]|1[0-3])\s*(?:e|è|ème|eme|ieme)\s+(?:lev[ée]e|pli|tour)|au\s+(?:[2-9]|1[0-3])\s*(?:e|è|ème|eme)?\s+pli)",
    re.IGNORECASE,
)
_ORIENTED = re.compile(
    r"\bmauvais\s+(?:sens|c[ôo]t[ée])|\bc[ôo]t[ée]\s+gagn|\bavai(?:en)?t\s+gagn[ée]e|\blev[ée]e\s+[ée]tait\s+[àa]\s|\borient",
    re.IGNORECASE,
)


# « hors tour », « avant son tour » said of another seat than the insufficient bid's bidder, in its clause: another
# player's call out of turn (31), nothing of the insufficient bid's turn. Told in a later step (« puis Sud parle
# hors tour »), it is that step's: bot.finder.parts keeps it out of the insufficient bid's facts.
_OUT_OF_TURN_WORDS = re.compile(
    r"\b(?:hors\s+tour|avant\s+son\s+tour|pas\s+(?:a|à)\s+son\s+tour|pas\s+son\s+tour)\b", re.IGNORECASE
)
_SEATED = re.compile(rf"(?<![-\w])({SEAT_PATTERN})(?![-\w])")
# Where the act « hors tour » qualifies begins: a sentence, a dash, or a word that starts another act.
_ACT_START = re.compile(
    r"[;.!?—–]|\b(?:puis|ensuite|avant (?:ça|ca|cela)|pendant ce temps|et du coup|et là|et la|alors que)\b",
    re.IGNORECASE,
)
_OF_SEAT = re.compile(r"(?:\bde|\bdu|\bd['’])\s*$", re.IGNORECASE)  # « le 1♠ de Nord »: not the actor


# A revoke or an obligation told in a relative clause or by a pronoun belongs to the seat just named
# (« la levée du mort, qui avait renoncé », « sur le ♥A du décla, qui avait renoncé », « ce dernier avait
# renoncé », « dont le partenaire avait renoncé »), not to the sentence's subject: who is asked.
_REVOKED_IN_RELATIVE = re.compile(
    starting_with(
        "cdlq",
        r"\b(?:qui|lequel|laquelle|ce dernier|celui-ci|dont\s+\w+\s+\w+)\s+(?:n['’]\s*)?(?:avait\s+|a\s+|venait\s+de\s+)?"
        r"(?:d[ée]j[àa]\s+)?(?:renonc|pas\s+fourni|fourni\s+pas)",
    ),
    re.IGNORECASE,
)
_OBLIGED_IN_RELATIVE = re.compile(
    r"\b(?:au\s+tour|[àa]\s+la\s+place)\s+(?:de|d['’]|du)\s*[^,;.]{0,25}?,?\s*(?:qui\s+(?:devait|était|etait)\s+)?"
    r"(?:oblig[ée]\s+de\s+passer|passer)\b"
    r"|\b(?:partenaire|lui|celui-ci)\s*,?\s*(?:qui\s+devait\s+passer|oblig[ée]\s+de\s+passer)",
    re.IGNORECASE,
)


_CLEFT = re.compile(
    r"\bc['’]?\s*(?:est|était|etait|pas)\b|\bce\s+n['’]\s*(?:est|était|etait)\b", re.IGNORECASE
)


def _revoked_in_relative(description: str) -> bool:
    """A revoke told in a relative clause of another seat; « c'est Est qui a renoncé », « ce n'est pas
    le mort qui a renoncé » (a cleft sentence: the seat named is the offender) are not."""
    return any(
        not _CLEFT.search(description[max(0, found.start() - 40) : found.start()])
        for found in _REVOKED_IN_RELATIVE.finditer(description)
    )


_CLAUSE_END = re.compile(r"[,;.!?—–]|$")


def _said_of_another(description: str) -> bool:
    """Is some « hors tour » (« avant son tour », « pas à son tour ») of the description said in an act
    that names a seat other than the insufficient bidder, or a seat when the bidder is not known? Then
    it may be another player's call (tester13 Z2: « avant ça Nord avait ouvert hors tour »; the audit's
    « et pendant ce temps Ouest avait sorti son carton hors tour », « puis Sud, pas à son tour, … »):
    whether the bid was in rotation is asked, never taken from another's act."""
    bidder = insufficient_bidder(description) or _named_bidder(description) or _bid_over_bidder(description)
    for said in _OUT_OF_TURN_WORDS.finditer(description):
        starts = [m.end() for m in _ACT_START.finditer(description, 0, said.start())]
        start = starts[-1] if starts else 0
        end = _CLAUSE_END.search(description[said.end() :])
        window = description[start : said.end() + (end.start() if end else 0)]
        seats = {
            seat_name(m[1]) for m in _SEATED.finditer(window) if not _OF_SEAT.search(window[: m.start()])
        }
        if seats and (bidder is None or seats != {bidder}):
            return True
        if not seats and another_players_act(window):
            return True  # « … accepté par moi. Ensuite mon partenaire a parlé avant son tour »: another's act (finder65)
    return False


# « Nord fait une enchère insuffisante », « enchère insuffisante d'Ouest »: its bidder named, no bid told.
_NAMED_BIDDER = re.compile(
    rf"(?<![-\w])({SEAT_PATTERN})\s+(?:a\s+)?fai[ts]?\s+une\s+ench[eè]re\s+insuffisante"
    rf"|ench[eè]re\s+insuffisante\s+(?:de\s+|d['’]\s*)({SEAT_PATTERN})(?![-\w])",
    re.IGNORECASE,
)


# « Est a dit 1♦ sur le 1♥ de Nord »: the seat of the first call told over another.
_BID_OVER = re.compile(
    rf"(?<![-\w])({SEAT_PATTERN})\s+[^,;.]{{0,20}}?(?<![\w])[1-7]\s*(?:SA|NT|♣|♦|♥|♠|[TKCPD]\w*)[^,;.]{{0,15}}?\s(?:sur|par-dessus)\s",
    re.IGNORECASE,
)


def _bid_over_bidder(description: str) -> str | None:
    over = _BID_OVER.search(description)
    return seat_name(over[1]) if over else None


def _told_bidder(description: str) -> str | None:
    """The insufficient bid's bidder named, or said « sur » another's bid (« Est a dit 1♥ sur 1♠ »), when one seat
    only is (reviewer26 P-7)."""
    said = {seat_name(m[1]) for m in _SAID_OVER.finditer(description)}
    named, told = _named_bidder(description), said.pop() if len(said) == 1 else None
    return named if told in (None, named) else told if named is None else None


_SAID_OVER = re.compile(
    rf"(?<![-\w])({SEAT_PATTERN})\s+(?:a\s+|avait\s+)?(?:dit|annonc[ée]|mis|pos[ée])\s+[1-7]\s*"
    r"(?:SA|♣|♦|♥|♠|piques?|c[oœ]eurs?|carreaux?|tr[eè]fles?)\s+sur\b"
)
# Another player than the writer named, who may have made the call (« mon adversaire », a seat).
_ANOTHER_CALLER = re.compile(rf"\badversaire\b|(?<![-\w]){SEAT_PATTERN}(?![-\w])")


# The questions a player named from the offender answers (his partner, his left-hand opponent).
_FROM_THE_OFFENDER = {
    "changement_declaration": ("timing",),
    "en_ligne_clic": ("timing",),
    "enchere_insuffisante": ("lho_accepts",),
}


def _writer_relative(description: str, said: str) -> bool:
    """Are the words `said` (a fact's quote) those of a player named from the writer (« mon partenaire n'a pas encore
    parlé », « mon adversaire de gauche accepte »): the relation just before them in their clause, or in them?"""
    at = description.find(said)
    if at < 0:
        return WRITER_RELATIVE.search(description) is not None
    start = max(description.rfind(mark, 0, at) for mark in ",;.:!?") + 1  # its clause only
    return WRITER_RELATIVE.search(description[max(start, at - 25) : at + len(said)]) is not None


def _named_bidder(description: str) -> str | None:
    named = _NAMED_BIDDER.search(description)
    return seat_name(named[1] or named[2]) if named else None


_TOKEN = re.compile(r"\S+")


def as_typed(description: str, folded: str) -> str:
    """The director's own words for `folded` (words as `words` folds them: « corrige en 2 pique »), as
    he typed them (« corrige en 2♠ », tester7 T21); `folded` itself when they cannot be found."""
    target = tuple(folded.split())
    tokens = list(_TOKEN.finditer(description[:600]))
    for i, first in enumerate(tokens):
        opening = words(first[0])[:1]  # what the stretch's first word is, whatever follows (`JOINED_FIRST`)
        if (
            target
            and opening
            and target[0] != opening[0]
            and target[0] not in JOINED_FIRST.get(opening[0], ())
        ):
            continue  # no stretch from this word folds to the target: its words are not read (issue 37 §5)
        for last in tokens[i : i + len(target) + 3]:
            said = description[first.start() : last.end()]
            if words(said) == target:
                return said.strip(" .,;:!?")
    return folded


_SIDES = {"nord": "ns", "sud": "ns", "est": "eo", "ouest": "eo"}


def _turn(description: str) -> tuple[str, str] | None:
    """Whose turn it was (`turn_relation`), only from the clauses that state it plainly, and never
    from a question. A question about the ruling alone (« C'est-tu correct ? », « Que faire ? »: no seat, no turn in
    it) leaves the statement before it stated (s46b)."""
    told = "".join(
        sentence
        for sentence in _SENTENCE.findall(description)
        if not (sentence.rstrip().endswith("?") and _OF_THE_FACTS.search(sentence) is None)
    )
    return turn_relation(stated_clauses(told), told) if "?" not in told else None


_SENTENCE = re.compile(r"[^.!?]*[.!?]+\s*|[^.!?]+$")
# What makes a question one about the facts: a seat (never « c'est », « qu'est-ce »), a turn, the dealer, a call.
_OF_THE_FACTS = re.compile(
    r"(?<![’'-])\b(?:[Nn]ord|[Ss]ud|[Ee]st|[Oo]uest|[NSEO])\b(?![’'-])|\b(?:tour|donneur|partenaire|gauche|droite|parl\w*"
    r"|ouv\w*|pass\w*|contr\w*|[1-7]\s*(?:♠|♥|♦|♣|SA))",
    re.IGNORECASE,
)
