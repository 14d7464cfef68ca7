"""A peer poll for a logical alternative (Law 16B1b), as a pure value with its rules.

Directors decide whether an action was a logical alternative by asking players of the offender's
class what they would seriously consider and what they would choose. The director who owns the
incident types the hand, the auction and the question, and lists the candidate calls; players
answer anonymously before a deadline; the tally says, for each call, how many would seriously
consider it and how many would select it. Arbitre counts; the director judges.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, replace
from enum import StrEnum

from bot.incidents.incident import Actor, Refused

OPTIONS_MIN, OPTIONS_MAX = 2, 8
OPTION_MAX = 30
TEXT_MAX = 900
MINUTES_MIN, MINUTES_MAX = 1, 7 * 24 * 60


class PollState(StrEnum):
    OPEN = "open"
    CLOSED = "closed"


@dataclass(frozen=True)
class Tally:
    option: str
    considered: int  # would seriously consider it
    selected: int  # would choose it


@dataclass(frozen=True)
class Poll:
    id: str
    incident_id: str
    owner_id: str  # the director who started it (the incident's owner)
    chat: str  # where it is posted
    text: str  # hand, auction, question, as the director typed them
    options: tuple[str, ...]
    created_at: float
    deadline: float
    state: PollState = PollState.OPEN
    closed_at: float | None = None
    manual: bool = False  # the tally was entered by hand (terminal)
    tally: tuple[Tally, ...] = ()
    voters: int = 0
    version: int = 1

    def to_json(self) -> str:
        data = asdict(self)
        data["state"] = self.state.value
        data["tally"] = [asdict(t) for t in self.tally]
        return json.dumps(data, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> Poll:
        data = json.loads(text)
        return cls(
            **{
                **data,
                "state": PollState(data["state"]),
                "options": tuple(data["options"]),
                "tally": tuple(Tally(**t) for t in data["tally"]),
            }
        )


def check_options(raw: list[str]) -> tuple[str, ...]:
    options = tuple(" ".join(o.split()) for o in raw if o.strip())
    if not OPTIONS_MIN <= len(options) <= OPTIONS_MAX:
        raise Refused(
            f"Donnez de {OPTIONS_MIN} à {OPTIONS_MAX} déclarations candidates, séparées par des virgules "
            "(par exemple : Passe, 4♠, Contre)."
        )
    if len({o.lower() for o in options}) != len(options):
        raise Refused("Deux déclarations candidates sont identiques.")
    too_long = [o for o in options if len(o) > OPTION_MAX]
    if too_long:
        raise Refused(
            f"Déclaration candidate trop longue ({OPTION_MAX} caractères au plus) : {too_long[0][:40]!r}."
        )
    return options


def check_text(text: str) -> str:
    cleaned = text.strip()
    if not cleaned:
        raise Refused("Écrivez la main, la séquence et la question posée aux joueurs consultés.")
    if len(cleaned) > TEXT_MAX:
        raise Refused(f"Texte trop long ({TEXT_MAX} caractères au plus).")
    return cleaned


def check_minutes(text: str) -> int:
    value = text.strip()
    if not value.isascii() or not value.isdigit() or len(value) > 6:
        raise Refused("Durée invalide : un nombre de minutes (par exemple 30).")
    minutes = int(value)
    if not MINUTES_MIN <= minutes <= MINUTES_MAX:
        raise Refused(f"Durée invalide : de {MINUTES_MIN} minute à {MINUTES_MAX // 1440} jours.")
    return minutes


def may_run(owner_id: str, actor: Actor) -> None:
    """Only the director who owns the incident starts or closes its poll."""
    if not actor.is_director or actor.id != owner_id:
        raise Refused("Seul l'arbitre qui a ouvert cet incident peut lancer ou clore son sondage.")


def close(poll: Poll, actor: Actor | None, now: float) -> Poll:
    """Close by its owner, or by the clock (actor None) once the deadline has passed."""
    if poll.state is PollState.CLOSED:
        raise Refused("Ce sondage est déjà clos.")
    if actor is not None:
        may_run(poll.owner_id, actor)
    elif now < poll.deadline:
        raise Refused("Le sondage n'est pas encore échu.")
    return replace(poll, state=PollState.CLOSED, closed_at=now, version=poll.version + 1)


def voter_key(poll_id: str, voter_id: str, secret: str) -> str:
    """An anonymous, per-poll key: enough to stop double votes, useless to find who voted."""
    return hashlib.sha256(f"{secret}:{poll_id}:{voter_id}".encode()).hexdigest()[:32]


def tally_votes(
    options: tuple[str, ...], votes: list[tuple[str, list[str]]]
) -> tuple[tuple[Tally, ...], int]:
    """From (selected, considered) per voter. Choosing a call implies seriously considering it."""
    considered = dict.fromkeys(options, 0)
    selected = dict.fromkeys(options, 0)
    for chosen, thought in votes:
        if chosen in selected:
            selected[chosen] += 1
        for option in {*thought, chosen}:
            if option in considered:
                considered[option] += 1
    return tuple(Tally(o, considered[o], selected[o]) for o in options), len(votes)


def parse_manual_tally(options: tuple[str, ...], text: str) -> tuple[tuple[Tally, ...], int]:
    """« 8/5, 6/3 » (considered/selected, in the options' order) and the number of players asked."""
    parts = [p.strip() for p in text.replace(";", ",").split(",") if p.strip()]
    if len(parts) != len(options):
        raise Refused(
            f"Donnez un décompte par déclaration candidate ({len(options)}), sous la forme "
            "« envisagée/choisie », par exemple 8/5, 6/3."
        )
    tallies = []
    for option, part in zip(options, parts, strict=True):
        bits = part.split("/")
        if len(bits) != 2 or not all(
            b.strip().isascii() and b.strip().isdigit() and len(b.strip()) <= 4 for b in bits
        ):
            raise Refused(
                f"Décompte invalide pour {option} : {part!r} (attendu « envisagée/choisie », par exemple 8/5)."
            )
        considered, selected = int(bits[0]), int(bits[1])
        if selected > considered:
            raise Refused(
                f"Pour {option}, ceux qui la choisiraient l'envisagent aussi : {selected} > {considered}."
            )
        tallies.append(Tally(option, considered, selected))
    # Each player consulted chooses one call: their number is the sum of the « choisie » counts, and
    # no call can be considered by more players than that (review J9).
    voters = sum(t.selected for t in tallies)
    for tally in tallies:
        if tally.considered > voters:
            raise Refused(
                f"{tally.option} envisagée par {tally.considered} joueurs, mais {voters} seulement ont été "
                "consultés (la somme des « choisie ») : vérifiez le décompte."
            )
    return tuple(tallies), voters


def summary(poll: Poll) -> str:
    """One French line per call, for the incident's log and export."""
    head = (
        f"Sondage (16B1b), {poll.voters} joueur(s) consulté(s)"
        + (" (décompte saisi par l'arbitre)" if poll.manual else "")
        + " : "
    )
    if poll.voters == 0:
        return head + "aucune réponse."
    parts = [
        f"{t.option} envisagée par {t.considered}/{poll.voters}, choisie par {t.selected}" for t in poll.tally
    ]
    return head + " ; ".join(parts) + "."
