"""La renonce consommée : comment elle l'a été (63A) et l'ordre des Lois 62D, 64B puis 64A."""

from __future__ import annotations

from dataclasses import replace

from rules.model import Ruling
from rules.topic import Facts
from rules.topics.common import DECLARER, DEFENDER, DUMMY
from rules.topics.play.revoke.correction import (
    correct_62B1_defender_major_penalty_card,
    correct_62B2_declarer_or_dummy,
    correct_62B2_defender_faced_card,
    correct_62D1_twelfth_trick,
    correct_62D1_twelfth_trick_at_claim,
)
from rules.topics.play.revoke.questions import cites_what_it_names
from rules.topics.play.revoke.transfer import (
    correct_62C3_both_sides_same_trick,
    no_transfer_64B3,
    no_transfer_64B4_64B5,
    no_transfer_64B6,
    no_transfer_64B7,
    transfer_64A,
    with_equity_64C,
)
from rules.topics.play.revoke.two_revokes import (
    TRICKS,
    both_dummy_64B3,
    declarer_and_dummy,
    dummy_revokes,
    each_64A,
    same_side_during_play,
    two_revokes_same_suit_64B2,
)

# --- the established revoke: 62D, 64B, then 64A -----------------------------------------


def corrected_43B2b_first(ruling: Ruling) -> Ruling:
    """Review E3: after dummy's improper question, declarer corrects his card on every path (43B2b);
    only then does Law 64 apply as if the revoke were established, with its exceptions. Review N4: the
    correction is read out before the ruling's own lines, none of which is dropped."""
    if ruling.id.startswith("renonce.mort_43B2b"):
        return ruling  # built on the 43B2b path already (transfer, trick 12, two revokes during play)
    return replace(
        ruling,
        id="renonce.mort_43B2b." + ruling.id.removeprefix("renonce."),
        title=ruling.title.replace("Renonce consommée", "Renonce traitée comme consommée (43B2b)"),
        laws=("43B2b", *ruling.laws),
        now=(
            SENTENCE_43B2b,
            *(line for line in ruling.now if "est conservé" not in line and "ne peut plus" not in line),
        ),
        corrected=True,
        script=(
            "Déclarant, reprenez la carte de la renonce et jouez une carte légale : la renonce est ensuite "
            "traitée comme consommée.",
            *ruling.script,
        ),
    )


SENTENCE_43B2b = (
    "Le mort, après avoir échangé sa main avec le déclarant, quitté sa place pour le regarder jouer ou regardé "
    "la main d'un joueur de la défense (43A2), a été le premier à poser la question : le déclarant corrige sa "
    "renonce maintenant, et la Loi 64 s'applique comme si elle était consommée (43B2b)."
)


def established_revoke(
    facts: Facts,
    offender: str,
    discovered: str,
    corrected_43B2b: bool = False,
    prefix: str = "renonce",
    extra_laws: tuple[str, ...] = (),
    extra_now: tuple[str, ...] = (),
    how: str | None = None,
) -> Ruling:
    if discovered in ("after_next_call", "after_round"):
        # Too late for any transfer (64B4, 64B5), and for a 12th-trick correction too: the hands are
        # back in the board by then (62D1). Asking the trick would be a dead question. Issue 38 (14B4 with
        # 64B5): what made it a revoke (a card found later, 14B4) is said all the same.
        late = no_transfer_64B4_64B5(discovered)
        return replace(
            late, laws=tuple(dict.fromkeys((*extra_laws, *late.laws))), now=(*extra_now, *late.now)
        )
    claim = how in ("claim", "agreed_claim")
    play_over = discovered != "during_play" or claim
    two = facts.answered("situation") == "two_revokes"
    dummy_twelfth = False
    if offender == DUMMY:
        if facts.is_("trick_twelve", "twelfth"):
            if not two:
                return twelfth_trick_62D1_64B6(facts, offender, discovered, corrected_43B2b, how)
            dummy_twelfth = True  # review R1: the other revoke is still ruled
    elif facts.answered("when") is None:
        # An incident stored before `when`: trick 12 was asked of every offender. Review R11: a new walk
        # (with `when`) never reads it off its path.
        legacy_twelfth = facts.answered("trick_twelve")
        if legacy_twelfth == "twelfth":
            return twelfth_trick_62D1_64B6(facts, offender, discovered, corrected_43B2b, how)
    other = second_revoke(facts)
    if other == "same_player_same_suit":
        if offender == DUMMY:
            return both_dummy_64B3()
        return two_revokes_same_suit_64B2(
            facts, play_over, claim, declaring_side=offender in (DECLARER, DUMMY)
        )
    if other == "other_side":
        # At a claim too: the claim's opponents' revoke is established only once they agree to it (63A4).
        status = facts.ask("other_side_status") if discovered == "during_play" else "established"
        if status == "established":
            return no_transfer_64B7()
        if status == "same_trick_one_side_played":
            return correct_62C3_both_sides_same_trick()
    established_by = ESTABLISHED_BY.get(how or "")
    # Two revokes of one side: the ruling's own status line covers both revokes after the play.
    both_now, both_laws = extra_now, established_by[0] if established_by else ()
    if established_by is not None and how != "after_play":
        both_now = (*extra_now, established_by[1])
    if established_by is not None:
        laws_63A, sentence = established_by
        extra_laws = (*extra_laws, *laws_63A)
        extra_now = (*extra_now, sentence)

    def one_revoke(player: str, winner: str, later: str, over: bool) -> Ruling:
        return transfer_64A(
            facts,
            player,
            winner,
            later,
            prefix=prefix,
            extra_laws=extra_laws,
            extra_now=extra_now,
            corrected=corrected_43B2b,
            play_over=over,
            claim=claim,
            two_revokes=other is not None,
        )

    if other in ("same_player_other_suit", "partner", "same_side_other"):
        # Review N1/N2/N3: two revokes of one side that 64B2 does not join.
        this_dummy, other_dummy = dummy_revokes(
            offender, "same_player_other_suit" if other == "same_side_other" else other
        )
        if this_dummy and other_dummy:
            return with_dummy_twelfth(both_dummy_64B3(), dummy_twelfth)
        if not play_over:
            return with_dummy_twelfth(
                same_side_during_play(
                    this_dummy or other_dummy, prefix, corrected_43B2b, both_now, (*extra_laws, *both_laws)
                ),
                dummy_twelfth,
            )
        declaring_side = offender in (DECLARER, DUMMY)
        if this_dummy:
            declarer_trick = facts.ask("other_transfer_tricks")
            if declarer_trick in TRICKS:
                declarer_ruling = one_revoke(DECLARER, *TRICKS[declarer_trick], True)
            elif declarer_trick == "twelfth":
                declarer_ruling = twelfth_trick_62D1_64B6(facts, DECLARER, discovered, corrected_43B2b, how)
            else:  # a penalty card is a defender's: nothing for declarer's side either way (64B3)
                declarer_ruling = no_transfer_64B3("dummy")
            return with_dummy_twelfth(
                with_equity_64C(facts, declarer_and_dummy(declarer_ruling), corrected_too=True), dummy_twelfth
            )
        this_trick = facts.ask("transfer_tricks")
        if other_dummy:
            if this_trick == "twelfth":
                return with_equity_64C(
                    facts,
                    declarer_and_dummy(
                        twelfth_trick_62D1_64B6(facts, offender, discovered, corrected_43B2b, how)
                    ),
                    corrected_too=True,
                )
            return declarer_and_dummy(one_revoke(DECLARER, *TRICKS[this_trick], True))
        legacy_first = facts.answered("first_revoke_trick_winner") if other == "same_side_other" else None
        if legacy_first is not None:
            # An incident stored before review N1: its first revoke's answers, read as the other revoke.
            other_trick = (
                legacy_first,
                "yes" if legacy_first == "partner" else facts.ask("first_later_tricks"),
            )
        else:
            other_answer = facts.ask("other_transfer_tricks")
            other_trick = TRICKS.get(other_answer, other_answer)
        return each_64A(
            facts,
            TRICKS.get(this_trick, this_trick),
            other_trick,
            play_over,
            claim,
            prefix,
            corrected_43B2b,
            both_now,
            (*extra_laws, *both_laws),
            declaring_side=declaring_side,
        )
    if offender == DUMMY:
        return no_transfer_64B3("dummy")
    winner, later, over = revoke_trick_and_later(facts, play_over)
    if winner == "twelfth":
        return twelfth_trick_62D1_64B6(facts, offender, discovered, corrected_43B2b, how)
    return one_revoke(offender, winner, later, over)


def with_dummy_twelfth(ruling: Ruling, dummy_twelfth: bool) -> Ruling:
    """Review R1: dummy's revoke on trick 12 is corrected while a hand is out of the board (62D1) and never
    transfers (64B6, 64B3); the declaring side's other revoke keeps its own ruling."""
    if not dummy_twelfth:
        return ruling
    return replace(
        ruling,
        laws=tuple(dict.fromkeys((*ruling.laws, "62D1", "64B6"))),
        now=(
            "La renonce du mort à la 12e levée se corrige tant que les quatre mains ne sont pas rentrées dans "
            "l'étui (62D1) et ne donne pas de transfert (64B3, 64B6).",
            *ruling.now,
        ),
    )


def twelfth_trick_62D1_64B6(
    facts: Facts, offender: str, discovered: str, corrected_43B2b: bool, how: str | None = None
) -> Ruling:
    """A revoke on trick 12 is corrected while a hand is still out of the board, and never transfers."""
    if corrected_43B2b:
        # Play is in progress: the card is corrected (43B2b, 62D1) and trick 12 never transfers (64B6).
        ruling = correct_62D1_twelfth_trick(offender)
        return replace(
            ruling,
            id="renonce.mort_43B2b.douzieme_levee",
            laws=("43B2b", *ruling.laws),
            now=(SENTENCE_43B2b, *ruling.now),
        )
    if how in ("claim", "agreed_claim"):
        # Review N6: at a claim the hands may already be back in the board (63A4: the offenders called on
        # the next deal), and play stays suspended (68D): the 13th trick is settled by the claim laws.
        if facts.is_("hands_returned", "yes"):
            return no_transfer_64B6()
        return correct_62D1_twelfth_trick_at_claim(offender)
    if discovered == "during_play" or (discovered == "after_play" and facts.is_("hands_returned", "no")):
        return correct_62D1_twelfth_trick(offender)
    return no_transfer_64B6()


def second_revoke(facts: Facts) -> str | None:
    """The other revoke of the deal, named up front (situation « deux renonces ») or, for an incident
    stored under the older flow, in answer to « y a-t-il eu une autre renonce ? »."""
    legacy = facts.answered("other_revoke")
    if legacy is not None:
        return None if legacy == "none" else legacy
    if facts.answered("situation") == "two_revokes":
        return facts.ask("second_revoke")
    return None


# `transfer_tricks` once the play is over; `revoke_trick` while it goes on (the later tricks are
# counted at the end). Each answer as (who won the revoke trick, did the offending side win a later one).
TRANSFER_TRICKS = {
    "offender_and_later": ("offender", "yes"),
    "offender_only": ("offender", "no"),
    "partner": ("partner", "yes"),
    "non_offenders_later": ("non_offenders", "yes"),
    "non_offenders_none": ("non_offenders", "no"),
    "twelfth": ("twelfth", ""),
}


# Tester21 P7: at no-trump a player who fails to follow discards, and a discard never wins a trick (the highest
# card of the suit led wins, Law 44F): « le fautif l'a gagnée » is not offered once the words or the answers
# say the contract is in no-trump.
NO_TRUMP_DISCARD = (
    "À sans-atout, le joueur qui ne fournit pas défausse une carte d'une autre couleur, qui ne peut pas gagner "
    "la levée (44F) : elle va au joueur qui a fourni la plus forte carte de la couleur jouée."
)


def _revoker_cannot_win(facts: Facts) -> bool:
    """A failure to follow suit (61A) in a no-trump contract, the strain known: the revoker discarded."""
    return facts.answered("situation") == "not_followed" and facts.answered("contract_strain") == "NT"


def revoke_trick_and_later(facts: Facts, play_over: bool) -> tuple[str, str, bool]:
    """(who won the revoke trick, did the offenders win a later one, is the play over). During the play
    the later tricks are offered: given at the end of the play, they give the count (issue 21 §2)."""
    legacy = facts.answered("revoke_trick_winner")
    if legacy is not None:
        return legacy, "yes" if legacy == "partner" else facts.ask("later_tricks"), play_over
    # The strain is read only while the question is still to be asked: read after it was answered, it would
    # enter the walk's order before it (`Step.asked`), and « r » takes back the last question of that order.
    if play_over:
        if not facts.given("transfer_tricks") and _revoker_cannot_win(facts):
            allowed = frozenset(v for v, (won_by, _) in TRANSFER_TRICKS.items() if won_by != "offender")
            return (*TRANSFER_TRICKS[facts.ask_among("transfer_tricks", allowed, NO_TRUMP_DISCARD)], True)
        return (*TRANSFER_TRICKS[facts.ask("transfer_tricks")], True)
    if not facts.given("revoke_trick") and _revoker_cannot_win(facts):
        winner = facts.ask_among(
            "revoke_trick", frozenset({"partner", "non_offenders", "twelfth"}), NO_TRUMP_DISCARD
        )
    else:
        winner = facts.ask("revoke_trick")
    if winner in ("partner", "twelfth"):
        return winner, "yes", False
    later = facts.offer("later_tricks")
    if later is None or later == "not_yet":
        return winner, "not_yet", False
    return winner, later, True


# Issue 11 1f: the sub-paragraph of 63A that established the revoke is cited, in the director's words.
ESTABLISHED_BY = {
    "play": (
        ("63A1", "63A2"),
        "La renonce est consommée : le fautif ou son partenaire a joué, nommé ou désigné une carte pour la "
        "levée suivante (63A1, 63A2).",
    ),
    "claim": (
        ("63A3", "63A1"),
        "La renonce est consommée : un joueur du camp fautif a revendiqué ou concédé (63A3), ou le camp fautif "
        "avait déjà joué à la levée suivante (63A1).",
    ),
}
# Found after the play, the revoke is established whatever act of 63A did it: 63B is what follows.
ESTABLISHED_BY["after_play"] = (
    ("63B",),
    "Découverte après la fin du jeu, la renonce est consommée, quelle que soit la façon dont elle l'a été (63A).",
)
# Issue 21 §2: answers of the older `when`, each read as the one stage of the deal it belongs to.
WHEN_LEGACY = {"designated": "played", "agreed_claim": "after_play"}


# Tester16's leftover (ops21): whether the revoke is established, when the words say it (« Est a joué à la levée
# suivante », 63A1) and nothing says when attention was drawn, leaves only the stages of the deal that fit it: an
# established revoke was not found « before the offending side played to the next trick », and one not established
# was found during the play, before that (or as one of two revokes on the same trick, 62C3). The director still says
# which stage; no answer the facts contradict is offered.
WHEN_FITS = {
    "yes": frozenset(
        {"after_play", "played", "claim", "after_next_call", "after_round", "both_sides_same_trick"}
        | {"designated", "agreed_claim"}  # the older answers (WHEN_LEGACY), for stored incidents
    ),
    "no": frozenset({"not_established", "both_sides_same_trick"}),
}
WHEN_FITS_WHY = {
    "yes": "La renonce est consommée (63A) : elle n'a pas été découverte avant que le camp fautif joue à la levée "
    "suivante.",
    "no": "La renonce n'est pas consommée (63A) : elle a été découverte pendant le jeu, avant que le camp fautif "
    "joue à la levée suivante.",
}


def _when_that_fits(facts: Facts) -> str:
    """`when`, offered only with the stages that fit whether the revoke is established, when that is known (the
    words' fact, recorded as the engine records the deal's context: bot.incidents.described.CONTEXT)."""
    established = facts.answered("established")
    allowed = WHEN_FITS.get(established or "")
    if established is None or allowed is None:
        return facts.ask("when")
    return facts.ask_among("when", allowed, WHEN_FITS_WHY[established])


def when_attention_drawn(facts: Facts) -> str:
    """The `when` answer; an incident stored under an older flow gave it in two answers, or as a value
    that is now part of another stage (WHEN_LEGACY)."""
    # Review R11: `when` first, so that a stray `discovered` (asked only for a found card) never reroutes a
    # new walk; only an incident stored before `when` existed is read from `discovered`.
    given = facts.answered("when")
    discovered = None if given is not None else facts.answered("discovered")
    if given is not None or discovered is None:
        when = _when_that_fits(facts)
    elif discovered != "during_play":
        when = discovered
    else:
        established = facts.ask("established")
        when = {"no": "not_established", "yes": "played"}.get(established, established)
    return WHEN_LEGACY.get(when, when)


OTHER_REVOKE_APART = (
    "Deux renonces : celle-ci n'est pas consommée, elle est corrigée comme dit ci-dessus. L'autre renonce se "
    "règle pour elle-même (ouvrez un incident pour elle) : les exceptions 64B2 et 64B7 ne visent que des "
    "renonces consommées."
)

DUMMY_43B2B_TWO = (
    "43B2b : cette renonce, corrigée, compte comme consommée pour la Loi 64 ; avec l'autre renonce, les "
    "règles de deux renonces s'appliquent donc, y compris 64B2 et 64B7."
)


def ruling_whoever_revoked(facts: Facts, when: str) -> Ruling | None:
    """The rulings that do not depend on who revoked: found after the non-offenders' next call or after
    the round, too late for any transfer (64B4, 64B5); both sides revoking on one trick (62C3). None
    otherwise. Shared by the revoke and the disputed revoke, which asks the moment before the offender."""
    if when in ("after_next_call", "after_round"):
        return with_equity_64C(facts, no_transfer_64B4_64B5(when))
    if when == "both_sides_same_trick":
        # Issue 11 1b: the same 62C3 ruling whichever of the two revokes the director names first.
        return correct_62C3_both_sides_same_trick()
    return None


@cites_what_it_names
def revoke(facts: Facts, *, found_card: bool = False) -> Ruling:
    offender = facts.ask("offender")
    if found_card:
        # A card found later: the offender has played on, so the revoke is established (14B4).
        return established_revoke(
            facts,
            offender,
            facts.ask("discovered"),
            extra_laws=("14B4",),
            extra_now=(
                "La carte retrouvée est réputée avoir toujours été dans la main : ne pas l'avoir jouée est une "
                "renonce (14B4).",
            ),
            how="play",
        )
    when = when_attention_drawn(facts)
    whoever = ruling_whoever_revoked(facts, when)
    if whoever is not None:
        return whoever
    if when == "after_play":
        # However it was established (63A1 to 63A4), a revoke found after the play is ruled the same way.
        return with_equity_64C(facts, established_revoke(facts, offender, when, how="after_play"))
    if when == "not_established":
        ruling = not_established(facts, offender)
        if facts.answered("situation") == "two_revokes" and not ruling.tricks_transferred:
            # 64B2 and 64B7 concern established revokes: this one is corrected, the other keeps its own.
            # Review N2: not under 43B2b, where the corrected revoke counts as established for Law 64.
            note = DUMMY_43B2B_TWO if ruling.id.startswith("renonce.mort_43B2b") else OTHER_REVOKE_APART
            ruling = replace(ruling, notes=(*ruling.notes, note))
        return ruling
    return established_revoke(facts, offender, "during_play", how="play" if when == "played" else when)


def not_established(facts: Facts, offender: str) -> Ruling:
    if offender == DEFENDER:
        if not facts.regulation.defenders_may_ask_each_other and facts.is_("partner_asked", "yes"):
            return established_revoke(
                facts,
                offender,
                "during_play",
                prefix="renonce.question_partenaire",
                extra_laws=("61B3",),
                extra_now=(
                    f"Règlement {facts.regulation.name} : le partenaire a demandé « plus de … ? » ; ce "
                    "règlement traite alors la renonce comme consommée (61B3).",
                ),
            )
        if facts.ask("card_source") == "faced":
            return correct_62B2_defender_faced_card()
        return correct_62B1_defender_major_penalty_card()
    if offender == DECLARER and facts.is_("dummy_asked", "yes"):
        return corrected_43B2b_first(
            established_revoke(
                facts,
                offender,
                "during_play",
                corrected_43B2b=True,
                prefix="renonce.mort_43B2b",
                extra_laws=("43B2b",),
                extra_now=(SENTENCE_43B2b,),
            )
        )
    return correct_62B2_declarer_or_dummy(offender)
