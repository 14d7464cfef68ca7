"""More of the values a correction in the same breath takes back (reviewer30 T-27), read by rules/asked_in_words.py
`taken_back`: the words right after « enfin non », « pardon, c'est … » name another side or seat (« NS font appel, enfin
non, EO », « NS trop lents, enfin non, c'étaient EO », « Sud a pris ses cartes …, enfin non, c'est Est »), another purpose
of a touch (« pour ranger les cartes, enfin non, il voulait le jouer »), another player whose card was seen (« de son
partenaire, enfin non, d'un adversaire »), the other side of the dummy (« avant le mort... non, après le mort »): the
value first said is no evidence, the question is asked. Pure: patterns only.
"""

from __future__ import annotations

import re

# (questions, the words after the correction that take their value back, anywhere in its clause)
MORE_TAKEN_BACK_VALUES: tuple[tuple[tuple[str, ...], re.Pattern[str], bool], ...] = (
    (
        (
            "appealing_side",
            "slow_side",
            "offending_side",
            "fault_side",
            "disconnected_side",
            "one_side_mixed",
        ),
        re.compile(
            # never the answer to a question (« NS lents ? non, EO lents »: the first side only asked about, s28:653)
            r"(?<!\? non, )(?<!\?non, )(?<!\? non )"
            r"(?<![\w'’])(?:N-?S|E-?O|Nord[- ]?Sud|Est[- ]?Ouest|Nord|Sud|Est|Ouest|[NSEO])(?![\w'’])"
        ),
        True,
    ),
    (("touch_purpose",), re.compile(r"(?i:\bjou\w*|\brang\w*|\bvoul\w*|\bexpr[èe]s|\bm[ée]garde)"), True),
    (("seen_what",), re.compile(r"(?i:\bpartenaire|\badversaire|\bmort\b|\bd[ée]clarant)"), True),
    (("declarer_played_both",), re.compile(r"(?i:\b(?:avant|apr[èe]s)\s+(?:le\s+)?mort\b)"), True),
    # finder73 (reviewer30 T-38): the contract right after (« le contrat final était 3♥... non, 4♥ », « ils jouaient 4♠ ;
    # non, pardon, c'était 4♥ »): its level and strain make the score after a revoke's transfer (64A, 77)
    (("contract_level", "contract_strain"), re.compile(r"[1-7]\s*(?:[♠♥♦♣]|(?i:sa|nt)\b)"), False),
    # finder73 (reviewer30 T-41): a count of tricks won later right after (« son camp fait encore une levée plus tard...
    # non, aucune », « …, pardon, deux »): 64A2's later trick
    (
        ("later_tricks",),
        re.compile(r"(?i:aucune|aucun|rien|pas\s+une|[0-9]{1,2}|une?|deux|trois|quatre|cinq)\b"),
        False,
    ),
    # finder74 (reviewer30 T-40): « personne n'a joué depuis... non, mon partenaire a joué »: whether a card was played
    # since the one played on the wrong explanation (47E2a against 47E2b) is asked
    (
        ("card_played",),
        re.compile(r"(?i:\b(?:a|ont|avait|avaient)\s+(?:d[ée]j[àa]\s+)?(?:re)?jou[ée])"),
        True,
    ),
)
