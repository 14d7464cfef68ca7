"""Rulings given before the fact they depend on: the director explains every outcome first.

At the table the director rules before the offender picks his replacement call, before RHO
calls over a cancelled call out of rotation, before he has judged whether a call is comparable:
the Laws make him explain the options (10C1). Each topic's question that waits on such a fact
offers « pas encore » and gets one ruling built from the rulings of each outcome, so the words
and the laws stay those of the outcome rulings (one function of the law, never a copy).
"""

from __future__ import annotations

import re
from dataclasses import replace

from rules.laws import named_in
from rules.model import AdjustedKind, AdjustedScore, Choice, ChooserRole, Ruling

# The value every « not yet » option shares, so a program can recognise it.
PENDING = "pending"


def _common_prefix(lines: list[tuple[str, ...]]) -> tuple[str, ...]:
    prefix: list[str] = []
    for group in zip(*lines, strict=False):
        if any(line != group[0] for line in group):
            break
        prefix.append(group[0])
    return tuple(prefix)


def _after(condition: str, line: str) -> str:
    """« S'il passe : » followed by the outcome's sentence, in lower case after the colon."""
    return f"{condition} {line[:1].lower()}{line[1:]}"


_LAW_AT_END = re.compile(r"\(([^()]*)\)\s*:$")


def _grouped(text: str, conditions: list[str]) -> str:
    """A restriction several outcomes share is read once: « Après 27B2, 27B3 ou 27B4 : … »."""
    if len(conditions) == 1:
        return _after(conditions[0], text)
    labels = [m[1] if (m := _LAW_AT_END.search(c)) else c.rstrip(" :") for c in conditions]
    return _after(f"Après {', '.join(labels[:-1])} ou {labels[-1]} :", text)


def _unique(items: list[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(items))


def branch_ruling(ruling_id: str, title: str, intro: str, branches: list[tuple[str, Ruling]]) -> Ruling:
    """One ruling that reads each outcome after its condition (« S'il passe : … »).

    What every outcome says first is said once; the rest follows its condition. The structured
    fields keep what all outcomes share, and what differs becomes unknown (None) or a union:
    a program never reads an obligation that depends on a call not yet made.
    """
    rulings = [ruling for _, ruling in branches]
    common = _common_prefix([r.now for r in rulings])
    now: list[str] = [*common, intro]
    script: list[str] = []
    end_of_play: dict[str, list[str]] = {}  # a line several outcomes share is read once (F13)
    restrictions: dict[str, list[str]] = {}
    for condition, ruling in branches:
        own = ruling.now[len(common) :] or ("rien de plus.",)
        now.append(_after(condition, own[0]))
        now.extend(f"— {line}" for line in own[1:])
        if ruling.script:
            script.append(_after(condition, " ".join(ruling.script)))
        for line in ruling.end_of_play:
            end_of_play.setdefault(line, []).append(condition)
        if ruling.lead_restrictions:
            restrictions.setdefault(" ".join(ruling.lead_restrictions), []).append(condition)
    must_pass = {r.partner_must_pass for r in rulings}
    accepted = {r.accepted_by for r in rulings}
    adjusted_laws = _unique([law for r in rulings if r.adjusted_score for law in r.adjusted_score.laws])
    return Ruling(
        id=ruling_id,
        title=title,
        # 10C1: the director explains the options before the call they depend on.
        # The intro's own citations too (issue 29 §3: the list names every law the text relies on).
        laws=_unique(
            [*(law for r in rulings for law in r.laws), "10C1", *named_in(intro, applied_only=True)]
        ),
        now=tuple(now),
        end_of_play=tuple(_grouped(text, conditions) for text, conditions in end_of_play.items()),
        lead_restrictions=tuple(_grouped(text, conditions) for text, conditions in restrictions.items()),
        equity_may_apply=any(r.equity_may_apply for r in rulings),
        notes=_unique([note for r in rulings for note in r.notes]),
        script=tuple(script),
        chooser_role=ChooserRole.NONE,
        adjusted_score=(
            AdjustedScore(AdjustedKind.ASSIGNED, adjusted_laws, foreseen=True) if adjusted_laws else None
        ),
        partner_must_pass=must_pass.pop() if len(must_pass) == 1 else None,
        accepted_by=accepted.pop() if len(accepted) == 1 else None,
        unauthorised_for=_unique([side for r in rulings for side in r.unauthorised_for]),
    )


def lho_chooses_first(
    ruling_id: str,
    title: str,
    intro: str,
    accepted: Ruling,
    refused: Ruling,
    choices: tuple[Choice, Choice],
    script: str,
) -> Ruling:
    """Before the offender's LHO has chosen whether to accept an irregular call (27A1, 29A: tester6 T1,
    T26): his option first, with who chooses and the line to read to him, then both outcomes."""
    ruling = branch_ruling(
        ruling_id, title, intro, [("S'il l'accepte :", accepted), ("S'il ne l'accepte pas :", refused)]
    )
    return replace(
        ruling,
        chooser="l'adversaire de gauche du fautif",
        choices=choices,
        chooser_role=ChooserRole.LHO,
        script=(script, *ruling.script),
    )
