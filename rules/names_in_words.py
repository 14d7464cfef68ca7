"""A player named by his name or pseudo, his seat beside it (issue 37 §1, finder95; reviewer34 H-71, H-88, H-97):
« Mme Durand (Ouest) a dit 1♥ alors que c'était à Est », « mario (E) n'a pas fourni », « M. Martin, en Sud, a
renoncé ». The readers of seats read seats, not names: the name and its seat are read as the seat alone (« Ouest a
dit 1♥… »). A role or a word before the brackets (« le déclarant (Sud) », « son mari (Ouest) », « Passe (Est) ») is
left as typed: its own readers take it. Pure: text in, text out; read by rules/vocabulary.py `_as_said`."""

from __future__ import annotations

import re
from functools import lru_cache

from rules.folding import fold_accents

_SEATS = {
    "n": "Nord",
    "s": "Sud",
    "e": "Est",
    "o": "Ouest",
    "nord": "Nord",
    "sud": "Sud",
    "est": "Est",
    "ouest": "Ouest",
}
_TITLE = r"(?:(?:M\.|Mme|Mlle|Mr|Monsieur|Madame)\s+)?"
_NAME = r"(?P<name>[^\W\d_][\w.-]*?)"
_SEAT = r"(?P<seat>Nord|Sud|Est|Ouest|(?-i:[NSEO]))"  # a lone letter a capital: « joueur(s) » is a plural
_NAMED = re.compile(
    rf"(?<![\w'’.-]){_TITLE}{_NAME}"
    rf"(?:\s*\(\s*(?:en\s+)?{_SEAT}\s*\)|\s*,\s*en\s+{_SEAT.replace('seat', 'seat2')}\s*,)",
    re.IGNORECASE,
)
# Words that are not a name: a role, a side, a call, a suit, a card, a word of the table (« la main (Sud) »).
_NOT_A_NAME = frozenset(
    "mort morte declarant declarante decla dcl defenseur defenseuse defense def partenaire joueur joueuse fautif fautive "
    "moi toi lui elle eux adversaire adversaires entameur entameuse donneur donneuse camp paire capitaine equipe table "
    "main bonne mauvais mauvaise suivante suivant precedente precedent passe contre surcontre x xx pique piques coeur "
    "coeurs carreau carreaux trefle trefles sa roi dame valet as enchere encheres carte cartes levee levees joue ouvre "
    "dit repond entame attaque nord sud est ouest ns eo il ils on".split()
)
# Before a name, no article nor possessive (« son mari (Ouest) » is her husband, seated West); « de », « à », « par »
# are prepositions a name takes (« sur le 1♠ de zaza (N) »).
_DETERMINERS = frozenset(
    "le la l les un une son sa ses mon ma mes ton ta du au aux ce cet cette notre votre leur".split()
)
_WORD_BEFORE = re.compile(r"([\w]+)['’]?\s*$")


# « mon partenaire Bruno n'avait pas encore parlé »: the name after the role says nothing the role does not.
_NAME_AFTER_ROLE = re.compile(
    r"\b((?:partenaire|adversaire|coéquipière|coéquipier|coequipiere|coequipier) )"
    r"(?!(?:Nord|Sud|Est|Ouest|NS|EO|N|S|E|O)\b)[A-ZÀ-Ý][a-zà-ÿ]+(?:-[A-ZÀ-Ý][a-zà-ÿ]+)?\b ?"
)


@lru_cache(maxsize=1024)
def named_seats(text: str) -> str:
    """`text` with each player named by his name and seat read as the seat, a name after his role left out."""
    text = _NAME_AFTER_ROLE.sub(r"\1", text)
    if "(" not in text and ", en " not in text:
        return text

    def seat(match: re.Match[str]) -> str:
        before = _WORD_BEFORE.search(text, max(0, match.start() - 20), match.start())
        if fold_accents(match["name"]) in _NOT_A_NAME or (before and fold_accents(before[1]) in _DETERMINERS):
            return match[0]
        if match["seat2"] and not match["name"][0].isupper():
            return match[0]  # « le mort présumé, en Nord, »: an apposition names a person with a capital
        said = _SEATS[(match["seat"] or match["seat2"]).lower()]
        # « Moi, Martine, en Nord, j'ai… »: the name itself in apposition keeps the comma that closes it
        return said + ("," if match["seat2"] and text[: match.start()].rstrip().endswith(",") else "")

    return _NAMED.sub(seat, text)
