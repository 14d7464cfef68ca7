"""A choice is read as made only when the words say it was made (issue 37 §1, reviewer31 V-58, V-30, V-50, V-27, V-29).

An option of a non-offender — the declarer's after a lead out of turn (54, 56) or on a penalty card (50D), the left-hand
opponent's acceptance (27, 29) — is a fact only in the words of the choice itself. Not chosen:
- a future or a conditional (« Est acceptera sans doute », « le déclarant refusera certainement »);
- an infinitive governed by what is not the choice: « aurait dû exiger … il ne l'a pas fait », « a oublié d'exiger »,
  « va exiger », « Est a supplié le déclarant de refuser », « a renoncé à exiger » (give up doing), « s'est abstenu de »;
- « accepte de … / refuse de … » with another infinitive (« le déclarant refuse de choisir tant que… », « Est accepte
  d'attendre l'arbitre »): what is accepted or refused is not the irregularity — « refuse de l'accepter » stays a
  refusal;
- « exige » or « interdit » with no suit in its clause (« le déclarant exige que la carte reste sur la table », « exige
  qu'on m'appelle », « interdit au mort de s'étaler »): the options of 50D2 and 54D/50D1 are about a suit;
- an infinitive of the option that no verb of the choice governs (« veut refuser », « a décidé d'exiger », « ne veut pas
  l'accepter » are made): an intention or a guess is none (issue 37 W-1, W-2: « compte refuser », « pense accepter »,
  « va sûrement refuser », « voulait refuser mais a finalement accepté »).
Also, whatever the question, « renoncer à », « supplier … de », « conseiller … de », « éviter de », « s'abstenir de »,
« a failli » + an infinitive, « a voulu », « voulait », « allait » + « toucher » do not do what the infinitive says
(« Ouest a renoncé à contester la revendication », « Est a renoncé à faire appel »); nor does « accepte / refuse » whose
object is a clause or the director's words (« accepte qu'Est reprenne sa carte », « refuse ma décision », « accepte mes
explications »). Pure: patterns only.
"""

from __future__ import annotations

import re

from rules.folding import fold_accents

# the questions whose answers are a non-offender's option
_CHOICES = frozenset({"declarer_choice", "lho_accepts", "defenders_choice", "choice_57A", "acceptance"})
# the answers that require or forbid a suit
_OF_A_SUIT = frozenset({"require", "require_suit", "forbid", "forbid_suit"})

_VERB = r"(?:accept|refus|exig|interdi|chois|laiss|contest)"
# future and conditional: « acceptera », « refuserait », « exigeront », « interdira », « choisirait »
_FUTURE = re.compile(rf"\b{_VERB}\w*?(?:rai|ras|ra|rons|rez|ront|rais|rait|rions|riez|raient)\b")
# an infinitive (« exiger », « choisir », « faire », « prendre »), an ordinal (« première ») is none
_INFINITIVE = r"(?!\w*(?:i[e]re|[e]me)\b)[a-z]{2,}(?:er|ir|re|oir)\b"
_PRONOUN = r"(?:(?:l'|le\s+|la\s+|les\s+|en\s+|y\s+|se\s+|s'|lui\s+|leur\s+|me\s+|m')\s*)*"
_GAP = r"(?:[^\s,;.!?:()]+\s+){0,6}?"  # a few words, never across a clause
# what governs an infinitive without doing it, for any question: « renoncer à » + an infinitive (« renoncé à trèfle » is a
# revoke), « supplier / conseiller quelqu'un de », « éviter de », « s'abstenir de »; a wish or an act about to be done
# (« a voulu », « voulait », « allait », « s'apprêtait à »)
_WISHED = r"(?:(?:a|avait)\s+voulu|voulai[st]|allai[st]|s'appretai[st]\s+a)"
_GIVING_UP = (
    r"\b(?:renonc\w*\s+a\s+(?:(?:son|leur|mon|notre)\s+droit\s+d[e']\s*|l'idee\s+d[e']\s*)?"
    r"|(?:suppli|conseill)\w*\s+" + _GAP + r"d[e']\s*|(?:evit\w*|abstenu\w*|abstient)\s+d[e']\s*"
    # V-58: what one nearly did (« a failli jouer »), or wanted or was about to touch (« a voulu toucher … s'est retenu »);
    # not « voulait dire 2♥ » (a slip's intent), « allait jouer du mort » (what the dummy prevents), « a voulu entamer »
    r"|(?:a|avait|aurait)\s+failli\s+|" + _WISHED + r"\s+"
    r"(?=(?:l'|la\s+|le\s+|les\s+)?(?:touch|saisi|attrap)))"
)
# … and for an option: what is due, forgotten, to come, pondered or begged by another
_NOT_DONE = (
    r"\b(?:(?:aurai[st]?|avai[st]|avait)\s+(?:du|pu)|devrai[st]?|devait|pourrai[st]?|doit|peut|va|vont|allai[st]|allait"
    r"|oubli\w*\s+d[e']|hesit\w*\s+a|envisag\w*\s+d[e']|pri[e]\w*\s+" + _GAP + r"d[e'])\s*"
)
_GOVERNED_ANY = re.compile(rf"{_GIVING_UP}{_PRONOUN}(?P<inf>{_INFINITIVE})")
_GOVERNED_CHOICE = re.compile(rf"(?:{_GIVING_UP}|{_NOT_DONE}){_PRONOUN}(?P<inf>{_INFINITIVE})")
# « accepte de / refuse de » + an infinitive that is not the choice itself (« refuse de l'accepter » is a refusal)
_OF_ANOTHER = re.compile(rf"^\s*d[e']\s*{_PRONOUN}(?!accept|refus|exig|interdi)[a-z]{{2,}}(?:er|ir|re|oir)\b")
# reviewer33 H-32, H-33, H-34: what is accepted or refused is a clause or the director's words, not the irregularity
_OTHER_OBJECT = re.compile(
    r"^\s*(?:que\b|qu'|(?:mes|ma|mon|vos|votre|ses|sa|son|la|les|l'|cette|ce|leur|leurs)\s*"
    r"(?:explication|decision|avis|arbitrage|regle|rectification|proposition|verdict|jugement|conseil|remarque|excuse"
    r"|appel|option)s?\b)"
)
_ACCEPTS_OR_REFUSES = re.compile(r"\b(?:accept|refus)\w*\s*$")
# « sœur » is « cœur » as a phone's corrector types it (« exige l'entame sœur »)
_SUIT = re.compile(r"(?:\b(?:piques?|[cs](?:oe|œ)urs?|carreaux?|trefles?|couleurs?|atouts?)\b|[♠♥♦♣])")
# a suit by its initial, as a director notes it: « décl S interdit P », « exige K »
_ABBREVIATED_SUIT = re.compile(r"\b(?:[Ee]xig|[Ii]nterdi)\w*\s+[PCKT]\b")
_CLAUSE_END = re.compile(r"[,;.!?:()\n]")
# W-1: the option as an infinitive, and what makes it the choice: a wish or a decision in the present, or a past tense
# that did it (« veut », « a décidé de », « choisit d' », « opte pour », « exige de »), with adverbs and a negation
# between (« ne veut pas l'accepter » refuses, « ne veut rien exiger », « sans interdire de couleur »); « voulait », « compte », « pense », « souhaite », « préfère … mais attend
# votre avis », « est prêt à », « va sûrement », « aimerait » do not (reviewer33 H-15, H-17, H-19).
_OPTION_INFINITIVE = re.compile(
    r"\b(?:accepter|refuser|exiger|interdire|choisir|laisser|contester|reprendre|rejouer|demander)\b"
)
_ADVERBS = r"(?:(?:ne|n'|n\s|pas|rien|ni|plutot|bien|donc|alors|finalement|aussitot|immediatement|tout\s+de\s+suite|lui[- ]meme)\s*)*"
_MADE = re.compile(
    r"\b(?:veu[tx]|veulent|sans|(?:a|ont)\s+"
    + _ADVERBS
    + r"(?:decide|choisi|opte|prefere)|decide(?:nt)?|choisi(?:t|ssent)|opte(?:nt)?|"
    r"(?:exig|demand|refus)(?:e|ent)?|(?:a|ont)\s+(?:exige|demande|refuse))"
    r"\s+" + _ADVERBS + r"(?:(?:de|d'|d\s|a|pour)\s*)?" + _ADVERBS + _PRONOUN + r"(?:(?:l|s|m)\s+)?\s*$"
)
# reviewer33 H-35: an act wanted or about to be done (« a voulu attaquer », « voulait contrer », « allait ouvrir »), then
# held back in the same sentence (« mais s'est retenu », « il s'est ravisé », « ne l'a pas fait »): not done, whatever the
# question. Not « a tenté d'entamer » (an attempt is 54's fact).
_WANTED = re.compile(rf"\b{_WISHED}\s+{_PRONOUN}{_INFINITIVE}")
_HELD_BACK = re.compile(
    r"\b(?:s'est\s+(?:retenue?|ravisee?|arretee?|abstenue?)|se\s+(?:retient|ravise)|ne\s+l'a\s+pas\s+fait"
    r"|n'en\s+a\s+rien\s+fait|sans\s+(?:le\s+)?faire)\b"
)
_SENTENCE_END = re.compile(r"[.!?\n]")
# reviewer33 H-45, H-46, H-47: an act meant or to come, whatever the question: « compte revendiquer », « pense toucher »,
# « a l'intention de signaler », « risque de toucher », « va toucher » (the infinitive right after « compte » or « va »:
# not « compte le nombre de levées », « va au mort »; not the writer's own « je pense retirer des points », « je pense
# sonder », which are his questions, nor « on va être déclarant »; « je voudrais revoir la levée » is a request), and a future or conditional of the act (« touchera »,
# « signalera »)
_INTENDED_ACT = re.compile(
    r"(?<!\bje\s)(?<!\bj')\b(?:(?:compte(?:nt)?|comptait|va|vont)\s+(?=[a-z]{2,}(?:er|ir|re)\b)|(?:pense(?:nt)?|pensait)\s+"
    r"|(?:a|avait)\s+l'intention\s+d[e']\s*|envisag\w*\s+d[e']\s*|prevoi\w*\s+d[e']\s*|projett?\w*\s+d[e']\s*"
    r"|risqu\w*\s+d[e']\s*|(?:est|sont)\s+(?:tente|prete?)s?\s+(?:d[e']|a)\s*)"
    + _PRONOUN
    + r"(?!(?:etre|avoir)\b)(?P<inf>"
    + _INFINITIVE
    + ")"
)
_FUTURE_ACT = re.compile(r"\b(?:touch|signal|revendiqu|conced|laisser\s+tomb)(?:era|eront)\b")
# reviewer33 H-50: a choice made after the words that say none is made yet, by the same player named by a pronoun or his
# role (« …, il interdit pique », « puis le déclarant accepte »; not « ce qu'il exige »); and a choice taken back after it (« il se ravise »)
_DECIDED_LATER = re.compile(
    r"(?<!qu')(?<!que\s)\b(?:il|elle|le\s+declarant|l'adversaire\s+de\s+gauche)\s+(?:a\s+)?(?:finalement\s+)?"
    r"(?:interdit|exige|accepte|refuse|choisit)\b(?!\s+(?:de|d'|que|qu'))"
)
_MIND_CHANGED = re.compile(
    r"\b(?:se\s+ravise|s'est\s+ravisee?|revient\s+sur\s+son\s+choix|change\s+d'avis|a\s+change\s+d'avis)\b"
)
# the values that say no choice is made yet: their words may well hold an infinitive (« ne sait pas quoi choisir »)
_UNDECIDED = frozenset({"not_yet", "not_chosen", "pending"})


def _folded(text: str) -> str:
    return fold_accents(text).replace("’", "'").lower()


def _governs(pattern: re.Pattern[str], head: str, at: int, end: int) -> bool:
    """Whether `pattern` finds in `head` an infinitive in the words read (`at`…`end`) or just before them (« faire
    appel », « appel » read)."""
    return any(m.end("inf") > at - 3 and m.start("inf") < end for m in pattern.finditer(head))


def not_chosen(question: str, value: str, said: str, description: str) -> bool:
    """Whether the words `said` (read for `question`'s answer `value`) in `description` do not make the choice they
    name (the module's docstring), wherever in the description they are (« Le déclarant interdit ? … le déclarant
    interdit pique »: the second one chooses)."""
    words = _folded(said).strip(" «»\"'")
    text = _folded(description)
    if not words or words not in text:
        return False
    if value in _OF_A_SUIT and _ABBREVIATED_SUIT.search(description):
        return False  # « décl S interdit P »
    return all(_not_chosen_at(question, value, words, text, at) for at in _occurrences(words, text))


def _occurrences(words: str, text: str) -> list[int]:
    """Where `words` start in `text` (str.find: no pattern compiled per description)."""
    found = [text.find(words)]
    while (at := text.find(words, found[-1] + 1)) >= 0:
        found.append(at)
    return found


def _not_chosen_at(question: str, value: str, words: str, text: str, at: int) -> bool:
    """`not_chosen` of the words read at `at` in the folded description `text`."""
    end = at + len(words)
    start = max((m.end() for m in _CLAUSE_END.finditer(text, 0, at)), default=0)
    head = text[start:end]
    if _governs(_GOVERNED_ANY, head, at - start, end - start):
        return True  # « Ouest a renoncé à contester la revendication »: the infinitive is in the words read
    if _governs(_INTENDED_ACT, head, at - start, end - start) or _FUTURE_ACT.search(words):
        return True  # reviewer33 H-45, H-46, H-47: « compte revendiquer », « pense toucher », « va signaler », « touchera »
    if _held_back(text, start, end):
        return True  # « Ouest a voulu attaquer alors que c'était au mort, mais s'est retenu »
    tail_end = next((m.start() for m in _CLAUSE_END.finditer(text, end)), len(text))
    tail = text[end:tail_end]
    if _ACCEPTS_OR_REFUSES.search(words) and _OTHER_OBJECT.match(tail):
        return True  # « Sud accepte mes explications », « refuse que l'arbitre parte », « accepte qu'Est reprenne »
    if question not in _CHOICES:
        return False
    if _FUTURE.search(words) or _governs(_GOVERNED_CHOICE, head, at - start, end - start):
        return True
    if value in _UNDECIDED and _DECIDED_LATER.search(text, end):
        return True  # reviewer33 H-50: « n'a pas encore choisi quand j'arrive ; après mes explications, il interdit pique »
    if value not in _UNDECIDED and _MIND_CHANGED.search(text, end):
        return True  # « Le déclarant interdit pique ; puis il se ravise et n'a encore rien choisi »
    if value not in _UNDECIDED and _intended(text, start, at, end):
        return True  # « le déclarant compte refuser », « Est pense accepter l'enchère »
    if _ACCEPTS_OR_REFUSES.search(words) and _OF_ANOTHER.match(tail):
        return True  # « le déclarant refuse de choisir », « Est accepte d'attendre l'arbitre »
    return value in _OF_A_SUIT and _SUIT.search(text[start:tail_end]) is None


def _held_back(text: str, start: int, end: int) -> bool:
    """Whether the clause of the words read (`start`…`end`) wants an act that its sentence says was held back
    (reviewer33 H-35: « a voulu ouvrir 1♠ …, mais s'est retenu », « voulait contrer … il s'est ravisé »)."""
    wanted = _WANTED.search(text, start, end)
    if wanted is None:
        return False
    stop = next((m.start() for m in _SENTENCE_END.finditer(text, wanted.end())), len(text))
    return _HELD_BACK.search(text, wanted.end(), stop) is not None


def _intended(text: str, start: int, at: int, end: int) -> bool:
    """Whether the words read (`at`…`end`, their clause from `start`) say the option as an infinitive that no verb of
    the choice governs (`_MADE`): an intention or a guess (W-1)."""
    option = _OPTION_INFINITIVE.search(text, max(start, at - 3), end)
    return option is not None and _MADE.search(" ".join(text[start : option.start()].split()) + " ") is None


# W-2: a wish the same player then overturned (« Nord voulait refuser mais a finalement accepté », « le déclarant a
# d'abord voulu refuser, puis l'a accepté »): the words read as the final act alone. The same subject goes on (no one
# named after « mais / puis »), in a past tense.
_OVERTURNED_WISH = re.compile(
    r"\b(?:voulait|pensait|comptait|(?:a|avait)\s+(?:d['’]abord\s+)?voulu|h[ée]sitait\s+[àa])\s+[^,.;:!?()]{0,40}?,?\s+"
    r"(?:mais|puis|et\s+puis)\s+(?=(?:finalement\s+|ensuite\s+|en\s+fin\s+de\s+compte\s+)?(?:il\s+|elle\s+)?"
    r"(?:a|l['’]\s*a)\s)",
    re.IGNORECASE,
)


def without_changed_mind(said: str) -> str:
    """`said` with a wish its speaker overturned left out (`_OVERTURNED_WISH`); unchanged without one (the cheap test
    first)."""
    if "voul" not in said and "pensait" not in said and "comptait" not in said and "sitait" not in said:
        return said
    return _OVERTURNED_WISH.sub("", said)
