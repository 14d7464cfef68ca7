"""A lead out of turn told by who won the trick before (44D: the winner of a trick leads to the next): « il attaque
alors que c'est sa partenaire qui avait fait la levée », « le déclarant a rejoué atout alors que c'est la défense qui
venait de gagner la levée », « mon partenaire a attaqué, mais c'était moi qui avais fait la levée », « le déclarant a
attaqué du mort alors que la levée était à la défense » — another player than the one who led (finder50).

Read in the words' folded clauses stated plainly (no question, no « si », no one player's word), never under a
negation, never when the leader and the winner are one player (« il attaque alors qu'il avait fait la levée ») or the
same side's word for him. Pure: no chat, no storage."""

from __future__ import annotations

import re

from rules.asked_in_words import CORRECTING
from rules.words_matching import NEGATIONS, quoted, read

# Who led: a role, a seat, a pronoun, the writer, a partner; then the lead.
_WHO = (
    r"le declarant|le mort|le defenseur|la defense|nord|sud|est|ouest|il|elle|j|je|moi|"
    r"mon partenaire|ma partenaire|son partenaire|sa partenaire|lui|le partenaire"
)
_LED = re.compile(
    rf"\b(?P<who>{_WHO}) (?:a |avait |ai |avais |lui meme |a deja |avait deja |ai deja )?(?:(?:re)?attaqu\w*|rejou\w*|entam\w* la levee)\b"
    r"(?P<gap>(?: (?!\|)\S+){0,8}?) (?:\| )?(?:alors qu|alors que|mais|or|tandis qu|tandis que)"
    r"(?: c (?:est|etait)(?: a)?)? (?P<won>"
    + _WHO
    + r")(?: qui)? (?:avait |avais |a |venait de |venais de )?"
    r"(?:fait|faire|gagne|gagner|remporte|remporter|pris|prendre)(?: la levee| le pli)\b"
)
_HAD_IT = re.compile(
    rf"\b(?P<who>{_WHO}) (?:a |avait )?(?:(?:re)?attaqu\w*|rejou\w*)\b(?P<gap>(?: (?!\|)\S+){{0,8}}?) (?:\| )?"
    rf"(?:alors que|alors qu|mais|or) (?:la levee|la main) (?:etait|revenait) (?:a|au|a la) (?P<won>defense|declarant|mort|"
    r"nord|sud|est|ouest|son partenaire|sa partenaire)\b"
)
_SAME = {
    "le declarant": "declarant",
    "declarant": "declarant",
    "le mort": "mort",
    "mort": "mort",
    "j": "moi",
    "je": "moi",
    "moi": "moi",
    "il": "lui",
    "lui": "lui",
    "elle": "elle",
}
# The leader's side said as the winner (« le déclarant … la levée était au mort »: his own side's lead).
_SAME_SIDE = {("declarant", "mort"), ("mort", "declarant")}
# reviewer26 P-15: « Ouest a attaqué alors que c'est lui qui avait fait la levée » — the pronoun may be the leader
# himself (44D: no irregularity); only the writer's « je » is surely another player than « lui ».
_PRONOUNS = frozenset(("lui", "elle"))
# reviewer26 P-15: the winner or the leader taken back after (« enfin non, c'était bien Ouest », « … en fait »).
_TAKEN_BACK = re.compile(rf"\b(?:{CORRECTING}|bien a|bien lui|bien elle|non c est|non \|)(?!\w)")


# Someone told him it was his turn (47E1: another situation, « told_his_turn »): not read here.
_TOLD = re.compile(
    r"\b(?:dit|demande|indique|invite|fait signe)\b(?: \S+){0,8}? (?:a (?:lui|toi|vous)|son tour|a vous|a toi)\b"
)


def _denied(joined: str, start: int, end: int) -> bool:
    return any(word in NEGATIONS for word in joined[max(0, joined.rfind("|", 0, start) + 1) : end].split())


def led_after_another_won(description: str) -> str | None:
    """The words that tell one player led while another had won the trick before (44D); None otherwise."""
    joined = " ".join(word for word, _ in read(description, stated_only=True))
    every = " ".join(word for word, _ in read(description))
    if _TOLD.search(every) or _TAKEN_BACK.search(every):
        return None
    found = [
        m
        for pattern in (_LED, _HAD_IT)
        for m in pattern.finditer(joined)
        if not _denied(joined, m.start(), m.end())
    ]
    if len(found) != 1:
        return None
    match = found[0]
    who, won = (_SAME.get(match["who"], match["who"]), _SAME.get(match["won"], match["won"]))
    if won in _PRONOUNS and who != "moi":
        return None
    if who == won or (who, won) in _SAME_SIDE:
        return (
            None  # one player (« il … c'est lui qui »), or his own side's hand (« le déclarant … au mort »)
        )
    first = joined[: match.start()].count(" ")  # (a word not stated is an empty one: counted by its space)
    return quoted(description, (first, first + match[0].count(" ") + 1)).replace(" | ", ", ")
