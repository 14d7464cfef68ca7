"""An incident opened from a description (issue 31 §2): the facts its words already state.

« le mort a renoncé » opens the revoke with « Qui est le joueur fautif ? » answered « Le mort ». The
facts come from the words (rules.vocabulary, pure); the engine applies each one as an ordinary
answer when its question comes, and says so (« Compris : … — r pour corriger »), so that one key
takes it back like any answer. Kept in memory only: after a restart the questions are simply asked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.incidents.board_words import NOTE_PREFIX
from bot.incidents.incident import Incident
from rules.model import Question

if TYPE_CHECKING:
    from rules import vocabulary


def description_of(incident: Incident) -> str | None:
    """The words the incident was described with (its first note), if any."""
    for note in incident.notes:
        if note.text.startswith(NOTE_PREFIX):
            return note.text.removeprefix(NOTE_PREFIX)
    return None


# Tester15 V10: the deal's context (the contract, the side that played it, the tricks made) that a score walk
# may read without asking it; never a fact that chooses the ruling's path (a claim's stored counts, `when`).
# Ops20 (tester16 T5): whether the penalty card is an honour, which only narrows « principale ou secondaire ? »
# on the paths that never ask it (an honour is always major, 50B).
# Ops21 (tester16's leftover): whether a revoke is established (« Est a joué à la levée suivante », 63A1), which only
# narrows « Où en est le jeu quand l'attention est attirée sur la renonce ? » to the stages that fit it.
CONTEXT = frozenset(
    {
        "contract_level",
        "contract_strain",
        "declarer_side",
        "doubling",
        "tricks_taken",
        "honour",
        "established",
    }
)

KEEP = 2_000  # descriptions remembered at most (the oldest is forgotten first)


UNDO = "r pour corriger"  # the terminal's key; a chat says its own (`retold`)


def understood(question: Question, value: str, words: str = "") -> str:
    """« Compris : Qui est le joueur fautif ? → Le mort (« le mort a renoncé ») — r pour corriger »: the
    answer and the director's words it was read from."""
    option = question.option(value)
    label = option.label if option is not None else value
    source = f" (« {words} »)" if words else ""
    return f"Compris : {question.prompt} → {label}{source} — {UNDO}"


SECOND_KEY = "tapez + pour l'ouvrir"  # bot.incidents.words.SECOND_KEY: the terminal's key
CHAT_SECOND_KEY = "« 2e irrégularité » pour l'ouvrir"  # the button of both chats


def retold(message: str, undo: str) -> str:
    """The engine's message with a chat's own way back (« ↩ Retour pour corriger ») and its own
    key for a second irregularity the words named."""
    return message.replace(f"— {UNDO}", f"— {undo}").replace(f"— {SECOND_KEY}", f"— {CHAT_SECOND_KEY}")


# Tester11 X6: the dealer the words name (« le donneur était Est », « Est donneur », « donneur : Ouest »).
TURN_QUESTION = "turn"  # « À qui était-ce le tour quand le fautif a déclaré ? » (the call out of rotation)
LEAD_TOPIC = "entame"  # « Entame hors tour » (54): tester20 P13, the rightful leader said out of turn
REVOKE_TOPIC = "renonce"  # tester21 P7: a revoke in a suit the seat never held


def words_dealer(text: str) -> str | None:
    """The one dealer the words name (« Ouest »), None when none or several."""
    from rules.seats_in_words import dealers_named  # loads with the first description, not at start-up

    seats = {seat.capitalize() for seat in dealers_named(text)}
    return next(iter(seats)) if len(seats) == 1 else None


class Descriptions:
    """Each described incident's words, and the facts not applied yet for its current topic."""

    def __init__(self) -> None:
        self._text: dict[str, str] = {}
        self._pending: dict[
            str, tuple[str, dict[str, vocabulary.Stated]]
        ] = {}  # incident → (topic, facts left)
        self._second: set[str] = set()  # incidents that read only their own part of a first's words (X9)
        self._handed: set[str] = set()  # of those, opened from a ruling (`o1`): the same incident (T4)
        self._dealer_told: set[str] = set()  # told that the words' seats are not the board's or 41A's (P13)
        self._cards_told: set[str] = set()  # told that a card the words name lies in another hand (P17)

    def remember(self, incident_id: str, text: str) -> None:
        if not text.strip():
            return
        if incident_id not in self._text and len(self._text) >= KEEP:
            self.forget(next(iter(self._text)))
        self._text[incident_id] = text
        self._cards_told.discard(incident_id)  # new words: their cards are checked against the board
        self._pending.pop(incident_id, None)
        self._second.discard(incident_id)
        self._handed.discard(incident_id)

    def remember_second(self, incident_id: str, first_words: str, handed: bool = False) -> None:
        """Tester11 X9: a second irregularity opened on a described incident reads, once its topic is
        known, its own part of the first incident's words (none when they never named that topic).
        Tester16 T4: one `handed` over by a ruling (`o1`: « ouvrez le thème Renonce ») from words that
        name one irregularity only is that incident under another law: it reads them as if they had
        opened its topic (« le ♣4 était resté dans l'étui » answers where the card was found)."""
        self.remember(incident_id, first_words)
        if incident_id in self._text:
            self._second.add(incident_id)
            if handed:
                self._handed.add(incident_id)

    def second(self, incident_id: str) -> bool:
        return incident_id in self._second

    def forget(self, incident_id: str) -> None:
        self._text.pop(incident_id, None)
        self._pending.pop(incident_id, None)
        self._second.discard(incident_id)
        self._handed.discard(incident_id)
        self._dealer_told.discard(incident_id)
        self._cards_told.discard(incident_id)

    def __contains__(self, incident_id: object) -> bool:
        return incident_id in self._text

    def take(self, incident: Incident, question: Question) -> vocabulary.Stated | None:
        """The answer the words give to this question, with its words, once (a fact taken back with
        « r » is then asked)."""
        text = self._text.get(incident.id)
        if text is None or incident.topic is None or not incident.state.is_open:
            return None
        topic, left = self._pending.get(incident.id, (None, {}))
        if topic != incident.topic:  # first question of this topic (or another topic chosen since)
            # X9: words naming two irregularities give each incident the facts of its own part.
            left = _evidence(text, incident.topic, *self._reading(incident.id))
            self._pending[incident.id] = (incident.topic, left)
        stated = left.pop(question.id, None)
        return stated if stated is not None and question.option(stated.value) is not None else None

    def unasked(self, incident: Incident) -> list[tuple[Question, vocabulary.Stated]]:
        """Tester15 V10: the facts of the deal's context the words stated and no question has taken yet (the
        side that played, which a corrected result without a board reads but never asks), for the engine
        to try (`bot.incidents.transition.stated_answers`); `drop` once one is recorded."""
        topic, left = self._pending.get(incident.id, (None, {}))
        if incident.topic is None or topic != incident.topic or not incident.state.is_open:
            return []
        from rules import get_topic

        questions = get_topic(incident.topic).questions
        given = incident.answers_dict()
        return [
            (questions[qid], stated)
            for qid, stated in left.items()
            if qid in CONTEXT and qid in questions and qid not in given
        ]

    def drop(self, incident_id: str, question_id: str) -> None:
        self._pending.get(incident_id, (None, {}))[1].pop(question_id, None)

    def _reading(self, incident_id: str) -> tuple[bool, bool]:
        return incident_id in self._second, incident_id in self._handed

    def text(self, incident_id: str) -> str | None:
        return self._text.get(incident_id)

    def restore(self, incident: Incident, questions: set[str]) -> None:
        """Tester15 V8: the answers the words gave that something else than « r » took away (a position
        typed: « Qu'a dit le revendiquant de cet atout ? → Rien ») are read again where they are asked."""
        text = self._text.get(incident.id)
        topic, left = self._pending.get(incident.id, (None, {}))
        if text is None or incident.topic is None or topic != incident.topic or not questions:
            return  # not read yet for this topic: `take` reads them all
        fresh = _evidence(text, incident.topic, *self._reading(incident.id))
        self._pending[incident.id] = (topic, {**left, **{q: s for q, s in fresh.items() if q in questions}})

    def conflict(self, incident: Incident, question: Question) -> str | None:
        """What the director must check before answering, said once: the board's dealer against the words'
        (`dealer_conflict`), an opening lead « out of turn » by the rightful leader (tester20 P13, 41A), or
        the tricks left the words give a claim against its position's (`tricks_left_conflict`)."""
        return (
            self.dealer_conflict(incident, question)
            or self._rightful_leader(incident)
            or self.tricks_left_conflict(incident, question)
        )

    def tricks_left_conflict(self, incident: Incident, question: Question) -> str | None:
        """Tester21 P15: « il revendique les 3 dernières levées » says 3 were left; the position typed has 9
        (tester22 P16: or the answer « à la 3e levée » leaves 11). One of them is wrong: the words' count is
        dropped, the question asked, the director told once."""
        if question.id != CLAIMED_QUESTION:
            return None
        count, trick = incident.claim_count, incident.answers_dict().get("claim_trick", "")
        if count is not None:
            left, source, check = count.tricks_left, "la position donnée en compte", "la position (p)"
        elif trick.isdigit():
            left, source = 14 - int(trick), f"la réponse « à la {trick}e levée » en laisse"
            check = "la levée de la revendication (r)"
        else:
            return None
        stated = self._pending.get(incident.id, (None, {}))[1].get(CLAIMED_QUESTION)
        from rules.claims_in_words import tricks_left_said  # loads with the first description

        said = tricks_left_said(stated.words) if stated is not None else None
        if said is None or said == left:
            return None
        self.take(incident, question)  # dropped: asked
        return (
            f"À vérifier : les mots disent « {stated.words} » ({said} levée{'s' if said > 1 else ''} à jouer), "
            f"{source} {left}. L'une des deux est fausse : vérifiez {check} avant de dire combien de levées il "
            "réclamait."
        )

    def _rightful_leader(self, incident: Incident) -> str | None:
        text = self._text.get(incident.id)
        if text is None or incident.topic != LEAD_TOPIC or incident.id in self._dealer_told:
            return None
        from rules.leads_in_words import rightful_opening_leader  # loads with the first description

        found = rightful_opening_leader(text)
        if found is None:
            return None
        self._dealer_told.add(incident.id)
        declarer, leader = (seat.capitalize() for seat in found)
        return (
            f"À vérifier : {declarer} jouant le contrat, c'est {leader}, à sa gauche, qui fait l'entame (41A). "
            f"Si {declarer} est bien le déclarant, l'entame de {leader} n'est pas hors tour ; sinon, répondez "
            "d'après le bon déclarant."
        )

    def dealer_conflict(self, incident: Incident, question: Question) -> str | None:
        """Tester11 X6: whose turn it was, read from words whose dealer is not the recorded board's (Law 2:
        the board's dealer counts; players often misname it). The answer the words gave is dropped, the
        question asked, and the director told why, once; None when no such conflict."""
        text = self._text.get(incident.id)
        board, deal = incident.board, incident.deal
        if text is None or question.id != TURN_QUESTION or board is None or not board.dealer or deal is None:
            return None
        said = told = words_dealer(text)
        if said is None:
            # Tester23 P5: « Nord a ouvert … alors que c'était à Est de parler » takes Est for the dealer.
            from rules.seats_in_words import opening_turn_named

            opening = opening_turn_named(text)
            said = opening.capitalize() if opening is not None else None
            told = f"que c'était à {said} d'ouvrir les enchères"
        if said is None or said.casefold() == board.dealer.casefold():
            return None
        stated = self.take(incident, question)  # dropped: the question is asked
        if stated is None:
            # Tester20 P13: nothing read for the turn, the words' dealer is still not the board's: said once.
            if incident.id in self._dealer_told:
                return None
            self._dealer_told.add(incident.id)
            return (
                f"À vérifier : la donne {deal.board} a pour donneur {board.dealer} (Loi 2) ; les mots disent "
                f"{told}. Vérifiez l'étui avant de répondre « {question.prompt} » : si {board.dealer} a fait la "
                "première déclaration, c'était son tour et il n'y a pas de déclaration hors tour (17B)."
            )
        return (
            f"La donne {deal.board} a pour donneur {board.dealer} (Loi 2) ; les mots disent {told} : « "
            f"{question.prompt} » n'est pas rempli d'après les mots ({stated.words}), répondez-y d'après "
            "l'étui."
        )

    def set_aside(self, incident: Incident) -> list[str]:
        """What the words stated that the recorded board contradicts, each said once."""
        return [*self._misplaced_cards(incident), *self._vulnerability_set_aside(incident)]

    def _misplaced_cards(self, incident: Incident) -> list[str]:
        """Tester20 P17: a card the words put in one seat's hand (« Ouest a fait tomber le roi de pique ») that
        the board's stored deal puts in another's. The board counts (Law 2) and who exposed, led or played it
        decides the law (48A, 49, 54, 61): the director checks before ruling. Said once per incident."""
        text, deal = self._text.get(incident.id), incident.deal
        if text is None or deal is None or deal.cards is None or incident.id in self._cards_told:
            return []
        from rules.cards_in_words import (  # with the first description
            SUIT_NAMES,
            seat_cards,
            seat_failed_suits,
        )
        from rules.deals.model import Seat

        lines = []
        for seat, card, words, shown in seat_cards(text):
            named = Seat.read(seat)
            holder = next((s for s in Seat if card in deal.cards.hand(s)), None)
            if holder is None or holder == named or (not shown and holder == named.next(2)):
                continue  # his own card, or a card of his partner's he may have played as declarer
            lines.append(
                f"À vérifier : selon la donne {deal.board} enregistrée, le {card.text} est dans la main "
                f"{_of(holder.french)}, pas {_of(seat)} (« {words} »). L'étui fait foi (Loi 2) : vérifiez qui "
                "a mis la carte sur la table avant de confirmer les réponses, ou la donne notée (d)."
            )
        if (
            incident.topic == REVOKE_TOPIC
        ):  # tester21 P7: a seat void from the start in the suit cannot revoke in it
            for seat, suit, words in seat_failed_suits(text):
                named = Seat.read(seat)
                if any(card.suit == suit for card in deal.cards.hand(named).cards):
                    continue
                name = SUIT_NAMES[suit]
                lines.append(
                    f"À vérifier : selon la donne {deal.board} enregistrée, {seat} n'a aucun {name} (« {words} ») : "
                    f"sans {name} dès le départ, il n'a pas pu renoncer à {name} (61A). Vérifiez le joueur, la "
                    "couleur ou la donne notée (d) avant de répondre."
                )
        if (
            lines
        ):  # tester23 P6: checked again until it finds something (a `+` incident's own words come later)
            self._cards_told.add(incident.id)
        return lines

    def _vulnerability_set_aside(self, incident: Incident) -> list[str]:
        """What the words stated that the recorded board overrode, said once its side is known
        (tester6 T30: « 4♥X vulnérable » on a board where nobody is: the board counts, Law 2, but the
        director must know his words were set aside — either the board or his words are wrong)."""
        topic, left = self._pending.get(incident.id, (None, {}))
        stated, board = left.get("vulnerable"), incident.board
        side = dict(incident.answers).get("declarer_side")
        if topic != incident.topic or stated is None or board is None or side not in ("ns", "eo"):
            return []
        vulnerable = board.vulnerable(side)
        del left["vulnerable"]  # said once
        if (stated.value == "yes") == vulnerable:
            return []
        camp = "Nord-Sud" if side == "ns" else "Est-Ouest"
        state = "est vulnérable" if vulnerable else "n'est pas vulnérable"
        return [
            f"À vérifier : la description dit « {stated.words} », mais selon {board.text}, {camp} "
            f"{state} (Loi 2) ; la marque suit la donne. Si ce n'est pas la bonne donne, notez la bonne (d) ; "
            "sinon c'est la description qui se trompait."
        ]


CLAIMED_QUESTION = "claimed"  # « Combien de levées … le revendiquant a-t-il réclamées … ? »


def _of(seat: str) -> str:
    """« d'Est », « de Nord »."""
    return f"d'{seat}" if seat[0] in "EOeo" else f"de {seat}"


def _evidence(text: str, topic: str, second: bool, handed: bool = False) -> dict[str, vocabulary.Stated]:
    """The facts the words state for `topic` (bot.finder.parts), with tester16 T7's: « Nord-Sud vulnérables »
    answers « Le camp du déclarant était-il vulnérable ? » once the words name the declarer (« Sud joue 4♠ »),
    unless the contract's own words already say it (« 4♥X vulnérable »)."""
    # The vocabulary and the words' patterns load with the first description, not at start-up (issue 35 §5).
    from bot.finder import index, parts
    from bot.incidents import words_vulnerability
    from rules.vocabulary import Stated

    if second and handed and not index.irregular_parts(text):  # tester16 T4: one irregularity, another law
        second = False
    found = parts.evidence(text, topic, second)
    side = found.get("declarer_side")
    said = words_vulnerability.stated(text) if "vulnerable" not in found and side is not None else None
    vulnerable = said.of(side.value) if said is not None and side is not None else None
    if vulnerable is not None and said is not None:
        found["vulnerable"] = Stated("yes" if vulnerable else "no", said.words)
    return found
