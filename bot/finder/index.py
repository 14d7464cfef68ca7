"""The finder's ranking: the topics a description's words point to, best first (issue 31 §1, issue 37 §4).

The words are scored by the BM25 index (bot/finder/bm25.py), then weighed by what the search alone cannot
see: a phrase of a topic said whole, the calls and signals the words tell, the moment (« pendant les
enchères »), online or not, the act the grammar tells (bot/finder/acts.py) and the facts the words state
(bot/finder/weights.py). A description told in steps (« renonce puis attaque hors tour ») has each
irregularity's topic first, in its order. Every reading works on the message's first READ characters
(bot/finder/head.py): a 100 KB message costs what a description does.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import cache
from typing import Any

from bot.finder.acts import acts, step_acts
from bot.finder.acts import forget as forget_acts
from bot.finder.bm25 import (  # noqa: F401 (index, stem, phrase_key, framed…: read through this module too)
    _LOCK,
    FIELDS,
    Index,
    _rapidfuzz,
    _typo,
    denied,
    framed,
    index,
    kept_words,
    phrase_key,
    query_terms,
    said_bonus,
    stem,
    terms,
    warm_up,
)
from bot.finder.calls import RESULT_MARKED, out_of_turn, signals
from bot.finder.english import in_french  # noqa: F401 (bot/finder/topics.py `search`: loaded with the index)
from bot.finder.frame import NEXT_ACT, THEN, unnoted
from bot.finder.head import clipped
from bot.finder.leads import a_later_lead
from bot.finder.moments import moments, online
from bot.finder.ruled_out import not_told
from bot.finder.steps import chosen, settled_last
from bot.finder.weights import act_first, facts_first
from rules import vocabulary as vocab
from rules.topic import Phase, Topic
from rules.where import without_board  # noqa: F401 (bot/finder/topics.py `search`: its patterns load with the index)

WHOLE = 1.0  # every word of one of the topic's phrases said (« il a étalé son jeu »): breaks near-ties
PHASE_BOOST = 1.4  # « pendant les enchères » favours the auction's topics…
OTHER_PHASE = 0.7  # and puts those of other moments only behind them
SPREAD = 0.3  # as bot/finder/topics.py: below this share of the best score, a topic is not proposed
CLEAR = 1.5  # a part of a description names its own irregularity when its topic leads by this much
OWN = 2  # a word at most this many topics are described with is that topic's own (`_an_act`)
NOT_YET = 0.55  # « pendant les enchères »: the play has not begun, its topics fall further behind
FOLLOW_UP = "suites_decision"  # bot.incidents.linked.FOLLOW_UP_TOPIC: the director's error, an appeal
OFFLINE = 0.3  # an online-only topic, when the words say nothing of playing online
ONLINE = 1.5  # the same topic online: the event's online rules come first (80B2)
VARIANT = 0.85  # online, an online topic this close to the best one goes first (`_ranked_once`)


_TAKEN_BACK = re.compile(r" puis (?:(?:aussitot|immediatement|tout de suite|vite) )?non ")


def clauses(text: str) -> list[str]:
    """The description cut where a second irregularity begins (« renonce puis attaque hors tour »)."""
    # « 2♣ puis non 2♦ » takes a call back (25): « puis non » starts no second irregularity
    # (finder59: also « puis aussitôt « non, la dame » », a card of dummy named then another at once, 45C4b)
    # (reviewer28 R-5: a contract with its result, « fait 4♠ +1 », is no bid of a step: its signs fall with the folding)
    text = RESULT_MARKED.sub(" ", text)
    folded = THEN.sub(" puis ", _TAKEN_BACK.sub(" non ", " ".join(vocab.words(NEXT_ACT.sub(" puis ", text)))))
    for key in _sequels():
        folded = f" {folded} ".replace(key, " | ").strip()
    return [part.strip() for part in folded.split("|") if part.strip()]


@cache
def _sequels() -> tuple[str, ...]:
    """The words that begin a second irregularity (`[cadre] suite`), folded and padded, the longest first."""
    return tuple(
        f" {' '.join(vocab.words(marker))} "
        for marker in sorted(vocab.common()["cadre"]["suite"], key=len, reverse=True)
    )


def ranked(text: str, online_event: bool = False) -> list[tuple[float, Topic]]:
    """Every topic the words point to, best first, with its score (> 0). A description of two
    irregularities (« renonce puis attaque hors tour ») has each one's topic first, in its order."""
    with _LOCK:
        text = clipped(text)
        whole = _ranked(text, online_event=online_event)
        cut = clauses(text)
        parts = cut if len(cut) >= 2 else f" {' '.join(vocab.words(text))} ".split(" et ")
        lead = settled_last(
            parts, _named_at(text, online_event)
        )  # a settled irregularity is the next one's context
        if not lead:
            found = _denied_in_view(text, _each_part_in_view(parts, whole, cut is parts), online_event)
            return _online_in_view(text, found, online_event)
        if not whole:
            return whole
        best = whole[0][0]
        led = {topic.id for topic in lead}
        out = [(best, topic) for topic in lead] + [item for item in whole if item[1].id not in led]
        return _online_in_view(text, _each_part_in_view(parts, out, cut is parts), online_event)


IN_VIEW = 3  # the topics the director sees first: each irregularity the words name must be among them
PART_CLEAR = 1.2  # a part whose first topic leads the next by this much (`_each_part_in_view`)…
OWNS = 1.5  # …with a word that belongs to it this much more than to any other topic (`_names_own`)


def _each_part_in_view(
    parts: list[str], whole: list[tuple[float, Topic]], cut: bool
) -> list[tuple[float, Topic]]:
    """Issue 37 §4: a description of two irregularities that `_named_at` does not cut with certainty (« Est
    renonce à carreau, et juste après son partenaire attaque hors tour »): each part whose words name their
    own irregularity (its topic PART_CLEAR ahead of the next, with a word of its own, `_names_own`) keeps
    that topic among the first IN_VIEW, third when the whole ranks it lower. The whole's first stays first,
    and the `+` offer stays with the certain cut (`irregularities`). `cut`: the parts are `clauses`; else
    the two sides of « et », read without their facts as `_joined` reads them."""
    if len(parts) < 2 or not whole:
        return whole
    out = list(whole)
    for part in parts:
        topic = _part_topic(part, cut)
        if topic is None or any(topic.id == shown.id for _, shown in out[:IN_VIEW]):
            continue
        value = max(out[min(IN_VIEW, len(out)) - 1][0], out[0][0] * SPREAD)  # kept by the search's spread
        out = [item for item in out if item[1].id != topic.id]
        out.insert(min(IN_VIEW - 1, len(out)), (value, topic))
    return out


def _online_in_view(
    text: str, found: list[tuple[float, Topic]], online_event: bool
) -> list[tuple[float, Topic]]:
    """Issue 37 §4: words that do not say the game is online put every online-only topic behind the club ones
    (`_ranked_once`); but when they say a word that belongs to one (« le temps relevé », « l'alerte
    auto-explicative », « la pendule »: `_names_own`), that topic stays in view, third, so that a
    director of an online event whose words forgot to say it finds it. The first two stay the club's."""
    if online_event or online(text) or len(found) <= IN_VIEW:
        return found
    if any(_online_only(topic) for _, topic in found[:IN_VIEW]):
        return found
    worded = unnoted(text)
    owned = next(
        (item for item in found[IN_VIEW:] if _online_only(item[1]) and _names_own(worded, item[1], True)),
        None,
    )
    if owned is None:
        return found
    value = max(found[IN_VIEW - 1][0], found[0][0] * SPREAD)  # kept by the search's spread
    rest = [item for item in found if item[1].id != owned[1].id]
    return [*rest[: IN_VIEW - 1], (value, owned[1]), *rest[IN_VIEW - 1 :]]


def _part_topic(part: str, cut: bool) -> Topic | None:
    """The irregularity a part of a description names in its own words (`_each_part_in_view`), if any."""
    scored = _ranked(part) if cut else _ranked(part, facts=False)
    if not scored or (len(scored) > 1 and scored[0][0] < PART_CLEAR * scored[1][0]):
        return None
    return scored[0][1] if _names_own(part, scored[0][1]) else None


def named_parts(text: str) -> list[Topic]:
    """Issue 37 §4: the irregularities a description's parts name each in their own words, in its order
    (`_part_topic`: « Est renonce à carreau, et juste après son partenaire attaque hors tour »), when there are
    two or more and none is a ruling followed up (its incident and it are one story); empty otherwise. Looser
    than `irregularities`, whose parts also give each incident its own facts: these only offer the second
    irregularity (`+`), which then reads the facts of no part."""
    with _LOCK:
        text = clipped(text)
        cut = clauses(text)
        parts = cut if len(cut) >= 2 else f" {' '.join(vocab.words(text))} ".split(" et ")
        if len(parts) < 2:
            return []
        found = _distinct(topic for topic in (_part_topic(part, cut is parts) for part in parts) if topic)
        if len(found) < 2 or any(topic.id == FOLLOW_UP for topic in found):
            return []
        return found


def _names_own(part: str, topic: Topic, listed: bool = False) -> bool:
    """Do these words say a word (not a typo's stand-in: « sauté » read as « suite ») that belongs to `topic`
    OWNS times more than to any other topic (« renonce », « insuffisante », « téléphone »)? Context words
    (« continue », « a joué ») are shared by several topics, or lean to one only a little. `listed`: a word that weighs
    at least one mention in the topic's vocabulary (FIELDS: a word of its questions' text alone does not count)."""
    built = index()
    doc = built.position[topic.id]
    for term in set(terms(out_of_turn(unnoted(part)))):
        postings = built.postings.get(term)
        if not postings or doc not in postings or (listed and postings[doc] < FIELDS["vocabulary"]):
            continue
        share = {at: tf / (tf + built.norms[at]) for at, tf in postings.items()}  # BM25's, idf aside
        if share[doc] >= OWNS * max((v for at, v in share.items() if at != doc), default=0.0):
            return True
    return False


def _denied_in_view(
    text: str, found: list[tuple[float, Topic]], online_event: bool
) -> list[tuple[float, Topic]]:
    """Issue 37 §4: the incident a correction denies (« ce n'était pas le mauvais étui finalement, c'était
    bien la donne 6 », « ce n'est pas une enchère insuffisante, c'est … ») is still the dossier a director
    may open, to rule that nothing irregular happened. The search never counts the denied words (`denied`);
    the first topic they name, read alone, comes second, below what the rest of the words name (the
    incident as corrected), or alone when the rest names nothing."""
    worded = out_of_turn(unnoted(text))
    gaps = denied(worded, text)
    if not gaps:
        return found
    folded = vocab.words(worded)
    is_online = online_event or online(text)
    scored = _ranked(" ".join(folded[at] for at in sorted(gaps) if at < len(folded)), False, is_online)
    if not scored or (_online_only(scored[0][1]) and not is_online):
        return found  # a club incident never gets an online-only topic ahead of club ones
    topic = scored[0][1]
    if any(topic.id == shown.id for _, shown in found[:2]):
        return found
    rest = [item for item in found if item[1].id != topic.id]
    if not rest:
        return [(scored[0][0], topic)]
    return [rest[0], (rest[0][0], topic), *rest[1:]]


def irregularities(text: str) -> list[Topic]:
    """The topic of each irregularity the description names one after the other, in its order
    (« il a renoncé puis il a entamé hors tour » → Renonce, Entame hors tour): a part of the
    description counts when its words point to one topic clearly ahead of the others. Empty when it
    names one irregularity only."""
    with _LOCK:
        return _irregularities(clipped(text))


def _irregularities(text: str) -> list[Topic]:
    found = _named(text)
    return found if len(found) >= 2 else []


def irregular_parts(text: str) -> list[tuple[int, Topic]]:
    """Tester11 X9: for a description naming two irregularities or more, the part (its rank among
    `clauses`, or the two sides of « et ») where each is named, in order, a topic named twice twice;
    empty otherwise."""
    with _LOCK:
        found = _named_at(clipped(text))
        return found if len(_distinct(topic for _, topic in found)) >= 2 else []


def _named(text: str) -> list[Topic]:
    return _distinct(topic for _, topic in _named_at(text))


def _named_at(text: str, online_event: bool = False) -> list[tuple[int, Topic]]:
    """`_named_at_once`, read once per text (`_read_once`)."""
    return list(_read_once(("named", text, online_event), lambda: tuple(_named_at_once(text, online_event))))


def _named_at_once(text: str, online_event: bool) -> list[tuple[int, Topic]]:
    """The topic each part of a description told in steps names clearly, in its order (empty when it
    is told in one step, or its first step names nothing clearly). Each part must point clearly to
    its topic, which must also be among what the whole description points to (« en a joué une
    autre » alone names nothing). One topic: the first step named the incident, the next ones what
    followed (« il a hésité puis son partenaire a dit 4♠ »)."""
    parts = clauses(text)
    # a leading sentence that names nothing (« Sud joue 3SA. Est a entamé hors tour… », W18): context
    start = int(len(parts) > 2 and not _ranked(parts[0]))
    whole = _ranked(text, online_event=online_event)  # `ranked` has it already (`_read_once`)
    if len(parts) < 2:
        return _joined(text, whole)
    # online said anywhere (« Hésitation relevée, … RealBridge d12. »): the first step is online too, as the later ones
    is_online = online_event or online(text)
    first = _ranked(parts[start], online_event=is_online)
    if not _clear(first):
        return []
    kept = {topic.id for value, topic in whole if value >= whole[0][0] * SPREAD} if whole else set()
    # A later step's topic need only be among what the whole points to: one short word (« renoncé »)
    # falls below the spread beside another step's pairs (« attaqué hors tour »).
    named = {topic.id for _, topic in whole}
    whole_acts = set(acts(out_of_turn(unnoted(text))))
    later_acts = {
        t
        for part in parts[start + 1 :]
        for t in step_acts(out_of_turn(f"puis {part}"))  # the step as told: « puis a … »
    }
    told = whole_acts - later_acts
    first_acts = step_acts(out_of_turn(unnoted(parts[start])))
    if told and first[0][1].id not in told and first[0][1].id not in first_acts:
        # (not when the first step's own grammar tells its act: « a entamé hors tour ; ensuite … 4e levée », Z8)
        return []  # the whole tells another act (« a demandé la signification de 2♣ puis a passé, … entame »)
    if (
        whole_acts
        and not told
        and not first_acts
        and first[0][1].id in _LEADS
        and _TRICK_GOES_ON.search(parts[start])
        and not _LEAD_IRREGULAR.search(parts[start])
    ):
        # tester16 T6: the first step tells the trick as it went (« le décla a attaqué de sa main, Ouest a
        # fourni ») and names no irregularity; the act a later step tells (« puis Est a joué avant que le
        # mort ait joué », 57) is the one incident
        return []
    found = [(start, first[0][1])]
    for at, part in enumerate(parts[start + 1 :], start + 1):
        if (
            _SEQUEL.match(part)
            or (found[0][1].id == _CLAIM and _PLAY_ON.search(part))
            or (found[0][1].id == _UI and _PARTNERS_TURN.search(part) and not _IRREGULAR.search(part))
            or (
                found[0][1].id == _OPENING_LEAD
                and _SPREAD_HAND.search(part)
                and not _LATER_SPREAD.search(text)
            )
            or (_BEFORE_DIRECTOR.search(part) and not _IRREGULAR.search(part))
        ):
            # « … puis a corrigé tout de suite »: the first irregularity put right; « puis son partenaire a
            # entamé trèfle » after a question or a hesitation: the use of what he knew (16B), not a second one
            continue
        # online, said once (« Tournoi en ligne : … ; par-dessus le marché son partenaire avait oublié d'alerter »):
        # every step is online, its topic the online one (80B2)
        scored = _ranked(part, online_event=is_online)
        # an act its grammar tells names it clearly (« puis S a entamé ♠ hors tour »: entame, not attaque)
        told = step_acts(out_of_turn(part), is_online)
        if told and scored and scored[0][1].id not in told:
            continue  # the step's grammar tells another act (« a sorti un 2e trèfle en même temps »: 58B)
        its_act = bool(told) and bool(scored)
        if ((_clear(scored) and _an_act(part, scored[0][1])) or its_act) and scored[0][1].id in named:
            topic = scored[0][1]
            if topic.id == _OPENING_LEAD and a_later_lead(
                parts[: at + 1], _REVOKE in {t.id for _, t in found}
            ):
                topic = _topic_of(
                    _LATER_LEAD
                )  # tester20 P11: a lead at a later trick is ruled by 53-56, not 54
            found.append((at, topic))
    if FOLLOW_UP in {topic.id for _, topic in found}:
        return []  # a ruling followed up and its incident are one story, not two irregularities (82, 92)
    return found if len({t.id for _, t in found}) >= 2 or found[0][1].id in kept else []


_UI = "information_non_autorisee"
# tester20 P10: declarer spreading his hand after an opening lead out of turn is 54A's choice, not a claim (68A
# says so, 48B1): the lead's own sequel.
_LATER_LEAD, _REVOKE = "attaque", "renonce"  # `_OPENING_LEAD` below
_SPREAD_HAND = re.compile(
    r"\b(?:etal\w*|expos\w* (?:son jeu|sa main|ses cartes)|montr\w* (?:son jeu|sa main|ses cartes))"
)
# … but a spread after the lead was accepted, later in the play, or with the claimer's words is a claim (68A, 68B;
# reviewer19's 4).
_LATER_SPREAD = re.compile(
    r"\b(?:accept\w*|plus tard|apres quelques levees|revendiqu\w*|le reste|toutes les levees|les levees restantes"
    r"|tout est a moi|j ai tout|a la (?:[2-9]|1[0-3])(?:e|eme)? levee|levee (?:[2-9]|1[0-3]))\b"
)
# tester20 P14: a call or a play made « sans attendre l'arbitre » over the first irregularity is what the first
# topic rules (its acceptance or forfeiture: 11A, 27A, 29A, 53A), not a second irregularity.
_BEFORE_DIRECTOR = re.compile(
    r"\b(?:sans attendre|avant l arrivee de|avant que|avant d appeler|sans appeler)\b(?:\s+\S+){0,2}?\s+(?:l )?arbitre\b"
)


_SENTENCE_END = re.compile(r"[.!?;\n]")
_FIRST_SAID = re.compile(r"abord|premier|commen[cç]", re.IGNORECASE)  # as typed: what `chosen` needs


def chosen_first(text: str, found: list[Topic]) -> list[Topic]:
    """Issue 37 §4: the irregularity the director says he rules first (« Je commence par l'entame. », « Je note
    d'abord les cartes tombées », bot/finder/steps.py `chosen`) is proposed first when the words point to it."""
    if not _FIRST_SAID.search(text):
        return found  # (most words: nothing folded)
    with _LOCK:
        told = chosen([" ".join(vocab.words(sentence)) for sentence in _SENTENCE_END.split(text)])
        scored = _ranked(told, facts=False) if told else []
    if not scored or all(topic.id != scored[0][1].id for topic in found):
        return found
    return [scored[0][1], *(topic for topic in found if topic.id != scored[0][1].id)]


def _topic_of(topic_id: str) -> Topic:
    return next(t for t in index().topics if t.id == topic_id)


# A lead told as the trick went on (« le décla a attaqué de sa main, Ouest a fourni »): another card followed it,
# and nothing says the lead was out of turn or from the wrong hand (tester16 T6).
_LEADS = frozenset({"attaque", "entame"})
# (s43: told in the present too, « Nord déclarant attaque de sa main, Est fournit, puis Ouest joue avant le mort »)
_TRICK_GOES_ON = re.compile(
    r"\b(?:a|ont) (?:fourni|suivi|mis|joue|pose|defausse|coupe)\b|\b(?:fournit|fournissent)\b"
)
_LEAD_IRREGULAR = re.compile(
    r"\b(?:hors tour|avant|au lieu|mauvais\w*|mal|pas a lui|pas a elle|tour d|c etait a|c est a|alors qu\w*|erreur"
    r"|pas son tour|(?:sans|pas) attendre|face cachee|interdi\w*|exig\w*)\b"
)
# After a claim, « ils ont continué à jouer » is the claim's own sequel (68D2b), not a second irregularity.
_CLAIM, _PLAY_ON = "revendication", re.compile(r"\b(?:continu|rejou|repris le jeu|reprendre le jeu)\w*")
_PARTNERS_TURN = re.compile(
    r"\b(?:son|sa|le) partenaire\b|\b(?:entam|attaqu|dit|passe|contr|rejou|enchér)\w*"
)
_IRREGULAR = re.compile(
    r"\b(?:hors tour|insuffis\w*|renon\w*|expos\w*|tomb\w*|inadmissible|avant son tour)\b"
)


def _an_act(part: str, topic: Topic) -> bool:
    """Do these words name the topic's act, not only words of its context (« Est vient de prendre la
    main », « demande que je la revoie »)? A pair of its words or a word of its own (at most OWN topics
    know it: « insuffisant »), one of its phrases said as it is, an act the grammar tells, or what the
    bids say (« 1♥ après 1♠ »)."""
    built = index()
    doc = built.position[topic.id]
    worded = out_of_turn(unnoted(part))
    named = ((term, built.postings[term]) for term, _ in query_terms(worded))
    return (
        any(doc in postings and ("_" in term or len(postings) <= OWN) for term, postings in named)
        or doc in said_bonus(built, worded)
        or topic.id in step_acts(worded)
        or topic.id in signals(part)
    )


# A later step that puts the first irregularity right (« puis a corrigé », « puis s'est corrigé avant que
# … », « puis l'a reprise ») tells what followed it (62A, 47), never a second irregularity.
_SEQUEL = re.compile(
    r"^(?:(?:il|elle|[nseo]|nord|sud|est|ouest|le declarant|le mort) )?(?:a |ont |s est |s en est |s en |se |l a |les a |l )?"
    r"(?:corrig|rectifi|repris|reprend|rattrap|remis|apercu|apercoit|rendu compte|rend compte)\w*\b"
)  # « puis s'est aperçu qu'il en avait »: the first irregularity found, what followed it


def _joined(text: str, whole: list[tuple[float, Topic]]) -> list[tuple[int, Topic]]:
    """Two irregularities joined by « et » (« Ouest a renoncé à cœur et Est a entamé hors tour »): each
    part must name its own irregularity clearly, the two differ, and one of them is what the whole
    description points to first, which stays first; the other comes second (a word as short as
    « renoncé » would fall behind the other part's pairs, « entamé hors tour »)."""
    words = vocab.words(text)
    if "et" not in words:
        return []
    folded = " ".join(words)
    parts = [part.strip() for part in f" {folded} ".split(" et ") if part.strip()]
    if len(parts) != 2 or _SEQUEL.match(parts[1]) or (_PLAY_ON.search(parts[1]) and "revendi" in parts[0]):
        return []
    named: list[Topic] = []
    for part in parts:
        part = _MOMENT_SAID.sub(" ", part).strip()  # « les enchères sont finies »: when, not what (W15)
        scored = _ranked(part, facts=False)  # its words name it: the facts cost, and decide nothing here
        if not _clear(scored) or not _an_act(part, scored[0][1]):
            return []
        named.append(scored[0][1])
    told = acts(out_of_turn(unnoted(text)))
    if told and told[0] != named[0].id:
        return []  # the sentence tells one act (« a attaqué hors tour et Est a joué dessus avant que j'arrive »)
    if named[0].id == named[1].id or not whole or whole[0][1].id not in {t.id for t in named}:
        return []
    if FOLLOW_UP in {t.id for t in named}:
        return []  # a ruling followed up and its incident: one story (« conteste la décision et demande … »)
    if (
        named[0].id == _OPENING_LEAD
        and named[1].id == _CLAIM
        and _SPREADS.search(parts[1])
        and not _CLAIMS.search(parts[1])
    ):
        return []  # the declarer who spreads his hand after an opening lead out of turn: 54A, no claim (W8)
    if not set(phases(named[0])) & set(phases(named[1])):
        return []  # a bid read in a trick (« le 5♠ derrière »): two moments, not two irregularities
    # The whole's first stays first: « et » joins what followed as often as a second irregularity.
    return sorted(enumerate(named), key=lambda at: at[1].id != whole[0][1].id)


# A clause that only says when (tester14 W15), and the declarer's hand spread after the opening lead (W8).
_MOMENT_SAID = re.compile(
    r"\b(?:les )?encheres (?:sont |etaient |etant )?(?:finies|terminees|closes)\b|\bfin des encheres\b"
)
_OPENING_LEAD = "entame"
_SPREADS = re.compile(r"\b(?:etal|abat)\w*")
_CLAIMS = re.compile(
    r"\b(?:revendi|conced|concession|le reste|toutes les levees|tout est|pour moi|pour nous)\w*"
)


def _clear(scored: list[tuple[float, Topic]]) -> bool:
    """Do these words name one irregularity, their topic CLEAR times ahead of the next? Each part
    must (« … puis a joué petit », « puis l'a reprise dans sa main » tell what followed, not a
    second irregularity)."""
    return bool(scored) and (len(scored) == 1 or scored[0][0] >= CLEAR * scored[1][0])


def _distinct(topics: Iterable[Topic]) -> list[Topic]:
    out: list[Topic] = []
    for topic in topics:
        if all(topic.id != seen.id for seen in out):
            out.append(topic)
    return out


READINGS = 64  # texts whose readings are kept (`_read_once`): a message, its parts, the few before it


def _read_once(key: tuple[object, ...], read: Callable[[], tuple[Any, ...]]) -> tuple[Any, ...]:
    """What `read` gives for this key, read once per index: one message is ranked for its topics
    (`ranked`), its irregularities and their parts (`irregularities`, `irregular_parts`), each of its
    parts ranked again; the facts the ranking reads cost most of a search (issue 37 §5). Called under
    _LOCK."""
    kept = index().readings
    found = kept.get(key)
    if found is None:
        found = read()
        if len(kept) >= READINGS:
            kept.clear()
        kept[key] = found
    return found  # type: ignore[return-value]


def forget() -> None:
    """Forget every text read (`_read_once`), the typos and the acts found: the next search is cold (the
    bench times that)."""
    with _LOCK:
        index().readings.clear()
        _typo.cache_clear()
        forget_acts()
        out_of_turn.cache_clear()
        online.cache_clear()
        unnoted.cache_clear()


def _ranked(text: str, facts: bool = True, online_event: bool = False) -> list[tuple[float, Topic]]:
    """`_ranked_once`, read once per text (`_read_once`)."""
    return list(
        _read_once(
            ("ranked", text, facts, online_event), lambda: tuple(_ranked_once(text, facts, online_event))
        )
    )


def _ranked_once(text: str, facts: bool, online_event: bool) -> list[tuple[float, Topic]]:
    """`online_event`: the incident comes from an online event (its call, its regulation), so the words
    need not say « en ligne » (tester7 T9: « il a hésité » there is the online hesitation, 85A1)."""
    built = index()
    worded = out_of_turn(unnoted(text))  # the facts and the moments read the words as they are
    gaps = denied(
        worded, text
    )  # the words a correction denies (« ce n'est pas une attaque hors tour, c'est … »)
    asked = query_terms(worded, gaps)
    scores = built.score(asked)
    said = {term for term, _ in asked}
    for doc in {doc for term in said for words, doc in built.phrases.get(term, ()) if words <= said}:
        if scores[doc] > 0:
            scores[doc] += WHOLE
    for doc, bonus in said_bonus(built, worded, gaps).items():
        scores[doc] += bonus
    for topic_id, bonus in signals(text).items():
        if topic_id in built.position:
            scores[built.position[topic_id]] += bonus
    if facts:
        facts_first(built.topics, text, scores)
    is_online = online_event or online(text)
    hinted = moments(text)
    out: list[tuple[float, int, Topic]] = []
    for doc, (value, topic, phased) in enumerate(
        zip(scores, built.topics, _phased(built.topics), strict=True)
    ):
        if value <= 0:
            continue
        online_only = phased == _ONLINE
        if hinted and hinted & phased:
            value *= PHASE_BOOST
        elif hinted and phased and not (online_only and is_online) and topic.id != FOLLOW_UP:
            # « pendant les enchères »: not a topic of the play only (online: any moment); a follow-up comes
            # after whatever moment its first incident had (« je me suis trompé sur l'entame hors tour »)
            value *= NOT_YET if hinted == {Phase.AUCTION} and phased <= _PLAYED else OTHER_PHASE
        if online_only:
            value *= ONLINE if is_online else OFFLINE
        out.append((value, doc, topic))
    told = acts(worded, is_online, Phase.AUCTION in hinted)
    act_first(built.topics, built.position, told, not_told(worded), out)
    out.sort(key=lambda item: (-item[0], item[1]))
    if not is_online:
        # A club incident never gets an online-only topic first: they follow every club topic found.
        club = [item for item in out if not _online_only(item[2])]
        out = club + [item for item in out if _online_only(item[2])]  # (each topic is found once)
    elif out and not (out[0][2].id in told and not _online_only(out[0][2])):
        # An online incident (its event's call, or words that say online: « misclick … je voulais 3♠ », « BBO, il a
        # mis 1 min 30 à passer »): an online topic nearly as close to the words as the best is the online
        # variant of the incident they name, the one that applies there (80B2; tester7 T9; s19).
        # Not further behind (tester19 Q19: « les résultats de la donne » is no board run out of time),
        # nor ahead of a club topic whose act the grammar tells (its words name it whatever the setting).
        best = out[0][0]
        ahead = [item for item in out if _online_only(item[2]) and item[0] >= best * VARIANT]
        out = ahead + [item for item in out if not (_online_only(item[2]) and item[0] >= best * VARIANT)]
    return [(value, topic) for value, _, topic in out]


_PLAYED = frozenset({Phase.PLAY, Phase.AFTER_PLAY})


_ONLINE = frozenset({Phase.ONLINE})


def _online_only(topic: Topic) -> bool:
    return _phases_of(topic.id, topic.phases) == _ONLINE


@cache
def _phases_of(topic_id: str, phases: tuple[Phase, ...] | None) -> frozenset[Phase]:
    """A topic's moments as a set, made once per topic (every search weighs each topic found, issue 37 §5)."""
    return frozenset(phases or ())


_PHASED: list[Any] = [None, []]  # the index's topics, and their moments as sets


def _phased(topics: tuple[Topic, ...]) -> list[frozenset[Phase]]:
    """Each topic's moments as a set, in the index's order, made once per index (called under _LOCK)."""
    if _PHASED[0] is not topics:
        _PHASED[:] = [topics, [_phases_of(topic.id, topic.phases) for topic in topics]]
    return _PHASED[1]  # type: ignore[no-any-return]


def phases(topic: Topic) -> tuple[Phase, ...]:
    return topic.phases or tuple(Phase)
