"""The terminal's way to the topic (issue 24 §2): when it happened, then what happened; or the
incident described at the first prompt (« le mort a renoncé à la 5e levée », issue 31).

The first menu is six short lines, so it fits a 24-row terminal at 80 columns; the topics'
descriptions are behind `?`. The first letters of a topic's title still open it directly
(« ren » for Renonce), as before.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Sequence

import rules
from bot.adapters.terminal import text as typed
from bot.adapters.terminal.waiting import (
    POSITION_COMMAND,
    POSITION_HINT,
    SHEET_COMMAND,
    SHEET_HINT,
    VIEW_ALONE,
    VIEW_HINT,
    viewed,
)
from bot.finder import topics as finder
from bot.incidents.words import clipped
from bot.scores.offer import DEAL_SYNTAX, deal_tokens
from rules.topic import Phase, Topic

DEAL_ALONE = ("d", "donne")
DEAL_HINT = (
    f"d <donne> : {DEAL_SYNTAX} Tapé ici, avant tout incident, il vaut pour l'incident que vous ouvrez ensuite "
    "(par ex. « d 12 table=3 »)."
)
WORDS_HINT = "  Ou décrivez l'incident : « le mort a renoncé », « il a hésité », « 14 cartes »…"
FIRST_KEYS = "  ? : les thèmes de chaque moment   q : quitter"
SECOND_KEYS = "  ? : leur description   r : retour au moment   q : quitter"
FOUND_KEYS = "  Entrée : le premier   ? : leur description   r : le menu par moment   q : quitter"
# Tester20 P12: no topic matched, the nearest are guesses: Enter takes none of them.
GUESSED_KEYS = "  son numéro : ce thème   ? : leur description   r : décrire autrement ou le menu par moment   q : quitter"
GUESSED_ENTER = (
    "Aucun thème ne correspond à ces mots : aucun incident n'est ouvert. Tapez le numéro d'un des thèmes proposés, "
    "r pour décrire autrement ou choisir le moment, q pour quitter."
)

Say = Callable[[str], None]
Pick = Callable[[Sequence[str]], Awaitable[str]]


class TopicMenu:
    """Asks until a topic is chosen. `select` returns the Topic, or the typed line it does not
    take (q, or a command such as r, a, n <texte> when an incident is already open)."""

    def __init__(
        self,
        say: Say,
        pick: Pick,
        *,
        commands: bool = False,
        aside: Callable[[str], None] | None = None,
        before_search: Callable[[str], Awaitable[str | None]] | None = None,
    ) -> None:
        self.say = say
        self.pick = pick
        self.commands = commands  # r, a, n … belong to the caller (an incident is open)
        # No incident open yet: `d 5 table=3` and `n …` typed at a list of topics are kept for the
        # incident about to be opened, and the same list is asked again (tester3 L8).
        self.aside = aside
        # Words that answer an incident already ruled (« fin du coup, 10 levées »): said, not searched.
        self.before_search = before_search
        self.described: str | None = None  # the words that found the chosen topic

    async def select(self, heading: str, typed_first: str | None = None) -> Topic | str:
        """`typed_first`: a description already typed (at the list of open incidents, or after `/`).
        `self.described` keeps the words that found the chosen topic (None from the menus)."""
        phases = list(finder.PHASES)
        labels = [phase.label for phase in phases]
        show = typed_first is None
        self.described = None
        while True:
            if show:
                self.say("")
                self.say(heading)
                for number, label in enumerate(labels, start=1):
                    self.say(f"  {number}. {label}")
                self.say(WORDS_HINT)
                self.say(FIRST_KEYS)
            show = True
            if typed_first is not None:
                text, typed_first = typed_first, None
            else:
                text = await self.pick(labels)
            if text.startswith("/"):  # « / le mort a renoncé »: a search, as anywhere else
                text = text[1:].strip()
                if not text:
                    continue
            lowered = text.lower()
            if (
                lowered == "q"
                or is_board_command(text)
                or (not self.commands and (is_deal_command(text) or viewed(text) is not None))
                or (self.commands and _is_command(text) and text != "?" and not described_board(text))
            ):
                return text  # « suites 3 », « + »: commands at every prompt, the first menu too (G9)
            if text == "?":
                self.describe_all()
                continue
            if not self.commands and SHEET_COMMAND.fullmatch(text.strip()):
                self.say(SHEET_HINT)
                show = False
                continue
            if not self.commands and POSITION_COMMAND.fullmatch(text.strip()):
                self.say(POSITION_HINT)
                show = False
                continue
            if not self.commands and VIEW_ALONE.fullmatch(text.strip()):
                self.say(VIEW_HINT)  # L9: « v » alone is no description to search
                show = False
                continue
            if not self.commands and lowered.strip() in DEAL_ALONE:
                self.say(DEAL_HINT)  # tester25 P15: « d » alone gives its syntax, as at every question
                show = False
                continue
            if self.aside is not None and is_note(text):
                self.aside(text)
                show = False
                continue
            index = typed.choice(text, len(phases))
            wordless = index is None and not any(c.isalpha() for c in text)  # « ² », « 9 », « -0 »
            if wordless or (_is_command(text, notes=False) and not self.commands):
                self.say(
                    f"Réponse non comprise : tapez {typed.range_hint(len(phases))} ou quelques mots, "
                    "ou q pour quitter."
                )
                show = False
                continue
            if index is None:
                index = typed.by_label(text, labels)
            if index is not None:
                chosen = await self.among(finder.topics_in(phases[index]), phases[index].label)
            else:
                # The topics are loaded once the first screen is up (issue 35 §5: start-up).
                by_title = typed.by_label(text, [topic.title for topic in rules.topics()])
                if by_title is not None:
                    return rules.topics()[by_title]
                if self.before_search is not None and (said := await self.before_search(text)) is not None:
                    self.say(said)
                    show = False
                    continue
                found = finder.search(text)
                found_any = bool(found)
                if found:
                    heading_found = f"Thèmes trouvés pour « {clipped(typed.clean(text), 80)} »"
                else:  # never a dead end: the nearest topics, and r for the moment menu (§4)
                    self.say(finder.no_match(typed.clean(text)))
                    found, heading_found = finder.nearest(text), "Les plus proches"
                chosen = await self.among(found, heading_found, enter_takes_first=True, guessed=not found_any)
                if isinstance(chosen, Topic):
                    self.described = text
            if chosen is not None:
                return chosen

    async def among(
        self, topics: Sequence[Topic], heading: str, *, enter_takes_first: bool = False, guessed: bool = False
    ) -> Topic | str | None:
        """The second choice; None to go back to the first menu. After a search, Enter alone takes
        the first topic found (the likeliest; newcomer review F17) — but never one of the nearest topics
        shown when nothing matched (`guessed`, tester20 P12: a stray « oui » opened an incident)."""
        enter_takes_first = enter_takes_first and not guessed
        titles = [topic.title for topic in topics]
        show = True
        while True:
            if show:
                self.say("")
                self.say(f"{heading} — quel incident ?")
                for number, title in enumerate(titles, start=1):
                    self.say(f"  {number}. {title}")
                self.say(GUESSED_KEYS if guessed else FOUND_KEYS if enter_takes_first else SECOND_KEYS)
            show = True
            text = await self.pick(titles)
            lowered = text.lower()
            if lowered == "q" or is_board_command(text):
                return text  # ops35: « suites 3 », « + » at the topics found too, as at the first menu (G9)
            if lowered == "r":
                return None
            if text == "?":
                self.describe(topics)
                continue
            if not text.strip() and guessed:
                self.say(GUESSED_ENTER)
                show = False
                continue
            if not text.strip() and len(topics) == 1:
                return topics[0]  # F17: Entrée takes the only topic found
            if self.aside is not None and (is_deal_command(text) or is_note(text)):
                self.aside(text)
                show = False
                continue
            index = 0 if enter_takes_first and text == "" else typed.choice(text, len(topics))
            if index is None and not _is_command(text):
                index = typed.by_label(text, titles)
            if index is not None:
                return topics[index]
            several = None if _is_command(text) else typed.ambiguous(text, titles, "thèmes")
            self.say(
                several
                or f"Réponse non comprise : tapez {typed.range_hint(len(topics))}, r pour revenir, q pour quitter."
            )
            show = False

    def describe(self, topics: Sequence[Topic]) -> None:
        for number, topic in enumerate(topics, start=1):
            self.say(f"  {number}. {topic.title} — {topic.summary}")

    def describe_all(self) -> None:
        """Each topic once, under the first moment it belongs to, by its title (F13: a topic of
        several moments was listed under each, some 130 lines); `?` in a moment gives summaries."""
        seen: set[str] = set()
        for phase in Phase:
            fresh = [t for t in finder.topics_in(phase) if t.id not in seen]
            if not fresh:
                continue
            seen.update(t.id for t in fresh)
            self.say("")
            self.say(f"{phase.label} : " + " · ".join(t.title for t in fresh))
        self.say("")
        self.say("Choisissez un moment (son numéro), puis ? pour le résumé de chacun de ses thèmes.")


def _is_command(text: str, *, notes: bool = True) -> bool:
    """A letter command; with `notes`, « n <texte> » (a note) too. « N a passé hors tour » (a capital
    N, a seat) is a description, and so is any line of words at the first menu (`notes=False`)."""
    lowered = text.lower()
    return lowered in ("r", "a", "q", "n", "?") or (notes and text.startswith(("n ", "note ", "Note ")))


def is_note(text: str) -> bool:
    """`n <texte>` / `note <texte>` (a lowercase n: « N a passé » is a seat, so a description)."""
    return text.startswith(("n ", "note ", "Note ")) and bool(text.split(None, 1)[1:])


def is_board_command(text: str) -> bool:
    """`+` (a second irregularity) and `suites N` / `suites donne 18 table 4` (a follow-up)."""
    lowered = text.lower().strip()
    return lowered in ("+", "deuxieme", "deuxième") or (lowered.startswith("suites ") and len(lowered) > 7)


# « d 18 », « d18 », « donne 5 », « d t3 », « d table=4 »: a board line begins with a board field (tester15 V8).
DEAL_START = re.compile(
    r"(?:donne|d)\s*(?=#?[0-9]|(?:table|tab|t|ns|eo|ew)(?:\s*=|\s+#?[0-9]|#?[0-9]))", re.IGNORECASE
)


def deal_line(text: str) -> str | None:
    """The fields of `d 18 table=4`, `donne 5 table 3`, `d5 t3 ns3 eo14` as `parse_deal` reads them
    (`bot.scores.offer.deal_tokens`, the one reading of the compact forms); None when the line goes on with
    words (« donne 5 table 3 le mort a renoncé » is a description, tester3 M2) or is not a `d` line at all."""
    head = DEAL_START.match(text.strip())
    if head is None:
        return None
    tokens = deal_tokens(text.strip()[head.end() :])
    return " ".join(tokens) if tokens else None


def is_deal_command(text: str) -> bool:
    """`d 18 table=4` typed before any incident: the board of the next incident, not words to search."""
    return deal_line(text) is not None


def described_board(text: str) -> bool:
    """« donne 5 table 3 le mort a renoncé »: a `d` line that goes on with words, so a description."""
    return DEAL_START.match(text.strip()) is not None and deal_line(text) is None
