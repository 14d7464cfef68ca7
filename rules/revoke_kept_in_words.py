"""A revoke told by what the player kept (61A), without the verb « renoncer »: he discarded or ruffed while he still
held a card of the suit led — « Est a défaussé un carreau alors qu'il lui restait le valet de pique », « Ouest défausse
un petit trèfle alors qu'il détient encore le 3 de carreau », « j'ai coupé alors que j'avais encore un trèfle ».

Read in the words' folded clauses stated plainly (`rules.words_matching.read`, stated only: no question, no « si »,
no one player's word), never under a negation (« alors qu'il n'en avait plus »), never from one player's report
(`reported_revoke`) or a belief (`believed`). Also the first person's revoke: the writer's role (« en défense »,
« je suis le déclarant », his seat with the contract) makes him the offender. Pure: no chat, no storage."""

from __future__ import annotations

import re

from rules.asked_in_words import CORRECTING
from rules.folding import fold_accents
from rules.players_in_words import reported_revoke
from rules.words_matching import NEGATIONS, Text, believed, read

_SUIT = r"(?:pique|coeur|carreau|trefle)s?"
_RANK = r"(?:[2-9]|10|as|roi|dame|valet|petit|petite)"
# A card he did not follow with: discarded, ruffed, thrown (« défausse », « a coupé », « jette », « lâche »).
_NOT_FOLLOWING = r"(?:defauss\w*|coup(?:e|es|ee|ees|ait|aient|er|ant)|jet(?:e|ee|te|ait)|lach\w*)"
# What he still held: « alors qu'il (lui) (en) avait / restait / détenait / possédait / gardait (encore) … », « alors
# que j'avais », « tout en ayant encore ». The object is a card or a suit (« alors qu'il avait fait la levée » is not).
_HELD = (
    r"(?:alors que?|tandis que?|or) (?:il|elle|j|je) (?:lui |me |m )?(?:en )?"
    r"(?:avait|avais|a|ai|restait|reste|detenait|detenais|detient|detiens|possedait|possedais|possede|gardait|gardais|"
    r"garde|tenait|tient)"
    r"|(?:tout )?en (?:ayant|gardant|detenant|possedant)"
)
# reviewer26 P-13: a rank takes the suit said after it (« le 2 de carreau »), never cut at the rank.
_CARD = (
    rf"(?:(?:un|une|le|la|l|du|des|de|d|deux|trois)(?: (?!\|)\S+){{0,4}}? (?:{_RANK}(?:(?: de| d)? {_SUIT})?|{_SUIT})\b"
    r"|un|une)"
)
# « mis un trèfle sur un pique », « joue un cœur sur le carreau »: a card of one suit played on another's trick.
_ON_ANOTHER = (
    rf"(?:mis|met|pose\w*|jou\w*|fourni\w*) (?:un|une|le|la|son|sa)(?: (?!\|)\S+){{0,2}}? {_SUIT} "
    rf"sur (?:un|une|le|la|l|du|son|sa)(?: (?!\|)\S+){{0,3}}? {_SUIT}"
)
_KEPT = re.compile(
    rf"\b(?P<act>{_NOT_FOLLOWING}|{_ON_ANOTHER})\b(?P<gap>(?: (?!\|)\S+){{0,8}}?) (?P<held>{_HELD})"
    rf"(?P<still> encore| toujours| bien)?(?: (?P<card>{_CARD}))?(?!\w)"
)
_SUIT_WORD = re.compile(rf"\b{_SUIT}\b")
# Nothing of the suit left (« il n'en avait plus », « chicane »): no revoke (shared with `revoke_in_words`).
NONE_LEFT = re.compile(
    r"\b(?:n en a(?:vait)? plus|en a(?:vait)? plus|n a(?:vait)? plus|plus de (?:pique|coeur|carreau|trefle)|chicane|singleton)\b"
)
# Another kind of revoke, or none: a penalty card, a suit required or forbidden, a card missing (the toml's `sauf`).
_OTHER_KIND = re.compile(r"\b(?:penalis|exig|interdi|manqu|defectueu)\w*|\bcarte (?:de|en) trop\b")
_TRUMP = re.compile(r"\batouts?\b")
_AT_DUMMY = re.compile(r"^\s*(?:\S+ ){0,3}?au mort\b")


_LED = re.compile(rf"\bsur (?:\S+ ){{0,4}}?({_SUIT})\b")
_RUFFED = re.compile(rf"^coup\w* (?:\S+ ){{0,4}}?({_SUIT})\b")


def _suits(played: str) -> tuple[str | None, str | None]:
    """The suit led and the suit of the card he played, as far as the words of his play say them: « défausse un
    trèfle sur le carreau » (led carreau, trèfle), « a coupé le valet de cœur » (the card ruffed: led cœur)."""
    led = _LED.search(played) or _RUFFED.search(played)
    own = _SUIT_WORD.search(played[: _LED.search(played).start()] if _LED.search(played) else played)
    discarded = own[0].rstrip("s") if own and not _RUFFED.search(played) else None
    return (led[1].rstrip("s") if led else None), discarded


def _denied(joined: str, start: int) -> bool:
    """A negation among the three words before `start`, in its clause."""
    before = joined[:start].rsplit("|", 1)[-1].split()[-3:]
    return any(word in NEGATIONS for word in before)


def kept_a_card(text: Text, description: str) -> tuple[int, int] | None:
    """The characters of `" ".join(words)` (`text`'s words, as `revoke_in_words._joined` joins them) where one
    discard or ruff is said with the card of another suit he still held; None when the words do not say it
    plainly: denied, reported, believed, two such plays, or the card kept of the suit he discarded."""
    if believed(description) or reported_revoke(description) is not None:
        return None
    if _OTHER_KIND.search(" ".join(word for word, _ in read(description))):
        return None
    joined = " ".join(word for word, _ in text)
    if NONE_LEFT.search(joined):
        return None
    found = [m for m in _KEPT.finditer(joined) if not _denied(joined, m.start())]
    if len(found) != 1:
        return None
    kept = found[0]
    card = kept["card"] or ""
    held = [suit.rstrip("s") for suit in _SUIT_WORD.findall(card)]
    led, discarded = _suits(f"{kept['act']}{kept['gap']}")
    after = joined[kept.end() : kept.end() + 20]
    trumps_led = _TRUMP.search(f"{kept['act']}{kept['gap']}") is not None  # « sur le 2e tour d'atout »
    if (_TRUMP.search(f"{card} {after}") and not trumps_led) or _AT_DUMMY.search(after):
        return (
            None  # « coupé alors qu'il avait encore un atout », « … alors qu'il restait un trèfle au mort »
        )
    if held and (held[0] == discarded or led != held[0]):
        return None  # « défausse un trèfle … un trèfle »; reviewer26 P-13: a suit kept, the suit led not said
    if led is not None and led == discarded:
        return None  # « mis un trèfle sur le trèfle »: he followed
    if " en " not in f" {kept['held']} " and not (card and (kept["still"] or held)):
        return None  # « alors qu'il avait le roi », « alors qu'il avait fait la levée »: not a card kept of the suit
    return kept.start(), kept.end()


# reviewer26 P-13b: what he kept tells no revoke — a trump when trumps were not led (no duty to ruff, 61A), a card in
# the dummy's hand (« alors qu'il restait un trèfle au mort ») of a player who is not the dummy nor the declarer, a card
# of the suit he discarded, or of another suit than the one led; or no card at all (« alors qu'il avait encore la
# main / la levée »).
_NO_CARD = re.compile(r"^\s*(?:la main|la levee|le contrat|la parole|\S+ cartes?)\b")
_REVOKE_SAID = re.compile(r"\b(?:renon\w*|fourni\w*|suivi|suit|suivre)\b")
_DUMMYS_PLAYERS = frozenset(("le mort", "le declarant"))
# reviewer27 R-16: trumps led said before the play (« Sud tire atout, Ouest défausse… », « Sur l'atout, … »)
_LED_BEFORE = re.compile(
    r"\b(?:tir\w*|sur|jou\w*|rejou\w*|attaqu\w*|entam\w*|tour|appel\w*|purg\w*)(?: (?!\|)\S+){0,3}? "
    rf"(atouts?|{_SUIT})\b"
)


def _tells_no_revoke(joined: str, kept: re.Match[str]) -> bool:
    card = kept["card"] or ""
    after = joined[kept.end() : kept.end() + 20]
    held = [suit.rstrip("s") for suit in _SUIT_WORD.findall(card)]
    led, discarded = _suits(f"{kept['act']}{kept['gap']}")
    if _TRUMP.search(f"{card} {after}"):  # « sur le 2e tour d'atout », « Sud tire atout, … »: trumps led
        said = list(_LED_BEFORE.finditer(joined, max(0, kept.start() - 80), kept.start()))
        trumps_before = led is None and bool(said) and said[-1][1].startswith("atout")
        return not (_TRUMP.search(f"{kept['act']}{kept['gap']}") or trumps_before)
    if _AT_DUMMY.search(after):  # the dummy's card: his revoke when the dummy or the declarer played it
        actors = list(_ACTOR.finditer(joined, max(0, kept.start() - 60), kept.start()))
        return not (actors and actors[-1][0] in _DUMMYS_PLAYERS) and not _DUMMY_S.search(kept["gap"])
    if not card and _NO_CARD.search(joined[kept.end() :]):
        return True
    if kept["act"].startswith("coup"):
        return False  # a ruff's suits (« coupe du 2 de cœur », « coupé le 2e tour de trèfle »): led?
    return bool(held) and (held[0] == discarded or (led is not None and led != held[0]))


def kept_tells_no_revoke(text: Text) -> bool:
    """Do the words tell the discard or ruff « alors qu'il avait encore … » only with something kept that is no card of
    the suit led (`_tells_no_revoke`), and no revoke otherwise (« renoncé », « pas fourni »)? Then the broad rows of
    renonce.toml (« coupé alors qu'il », « alors qu'il restait … [couleur] ») state no revoke: it is asked."""
    joined = " ".join(word for word, _ in text)
    if _REVOKE_SAID.search(joined):
        return False
    found = [m for m in _KEPT.finditer(joined) if not _denied(joined, m.start())]
    return bool(found) and all(_tells_no_revoke(joined, m) for m in found)


# reviewer27 R-15: what a claim beside the director's own revoke may say against it — a denial (« non », « faux »,
# « nie »), or the accused's account said affirmatively (« il a bien fourni », « il était chicane / court », « c'est
# Est », « Sud se trompe / a mal vu », « on aurait mélangé »); and the verbs of a player's word.
_AGAINST = (
    "non",
    "faux",
    "nie",
    "contest",
    "erreur",
    "fourn",
    "chicane",
    "tromp",
    "melang",
)  # words beginning so
_AGAINST_WORDS = frozenset(("c", "vu", "court", "courte"))  # « c'est Est », « mal vu », « court à trèfle »
_SAYING = ("dit", "dis", "pretend", "soutien", "affirm", "jur", "assur", "pens", "croi", "estim", "trouv", "ecri", "selon",
           "apres", "plaign", "plaint", "reproch", "soupcon", "sembl", "parait", "accus", "explique", "racont")  # fmt: skip
_HOLDING = frozenset(("encore", "restait", "detenait", "gardait", "possedait"))


def claims_support(description: str) -> bool:
    """Does every word someone only claims (`rules.words_matching.claimed`) leave the director's own fact standing: a player adding the card
    the revoker still held (« Nord dit qu'il avait encore le roi »), or an aside that no player says (« la carte qu'il
    allait jouer »)? Never when it denies or gives the accused's account (`_AGAINST`, 85A: the dispute is the
    director's to settle), nor when a player says anything else."""
    plain = read(description, stated_only=True)
    alleged = read(description, stated_only=True, allegations=True)
    runs: list[list[str]] = [[]]
    for said, told in zip(plain, alleged, strict=False):
        if said == told:
            runs.append([])
        elif told[0]:
            runs[-1].append(told[0])
    for run in runs:
        if any(w in NEGATIONS or w in _AGAINST_WORDS or w.startswith(_AGAINST) for w in run):
            return False
        if any(w.startswith(_SAYING) for w in run) and not _HOLDING & set(run):
            return False
    return True


# Who played that card: the last player named before it, a few words back (« le défenseur, distrait, défausse »).
_ACTOR = re.compile(
    r"\b(?:le declarant|le mort|le defenseur|un defenseur|j|je|il|elle|nord|sud|est|ouest|\S*partenaire|on|nous)\b"
)
_ROLE = {
    "le declarant": "declarer",
    "le mort": "dummy",
    "le defenseur": "defender",
    "un defenseur": "defender",
}
_WRITER = frozenset(("j", "je"))
_DUMMY_S = re.compile(r"\b(?:du|au) mort\b")
# Words that take back what was just said (`rules.asked_in_words.CORRECTING`, folded), or « non » after it.
_TAKEN_BACK = re.compile(rf"(?:{fold_accents(CORRECTING)})|\bnon\b")
# The writer's own revoke: « j'ai renoncé », « je n'ai pas fourni », « c'est moi qui ai renoncé ».
_I_REVOKED = re.compile(
    r"\b(?:c est moi qui|moi|j) (?:ai |avais )?(?:renonce|pas fourni)\b|\bje n (?:ai |avais )?pas fourni\b"
)


def kept_by(joined: str, span: tuple[int, int], writer: str | None) -> str | None:
    """The role of the player said to play the card at `span` of `joined` (`kept_a_card`): a role the words give
    him (« le défenseur ») or the writer's (`writer`, for « j'ai coupé »); None for a seat, a pronoun or nobody, or
    a card of the dummy's (« le déclarant a défaussé du mort alors qu'il restait un carreau au mort »: whose?)."""
    start = span[0]
    if _DUMMY_S.search(joined, start, span[1] + 12):
        return None
    actors = list(_ACTOR.finditer(joined, max(0, start - 60), start))
    if not actors or len(joined[actors[-1].end() : start].split()) > 6:
        return None
    last = actors[-1][0]
    return _ROLE.get(last) or (writer if last in _WRITER else None)


def i_revoked(joined: str) -> tuple[int, int] | None:
    """Where the writer says, once and plainly, that he revoked (« j'ai renoncé à cœur »); None otherwise."""
    found = [
        m for m in _I_REVOKED.finditer(joined) if not (m[0].startswith("j ") and _denied(joined, m.start()))
    ]
    if len(found) != 1 or _TAKEN_BACK.search(joined[found[0].end() : found[0].end() + 80]):
        return None  # reviewer26 P-12: « j'ai renoncé… non, c'est le déclarant »
    return found[0].span()
