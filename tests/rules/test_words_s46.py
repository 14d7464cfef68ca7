"""Session 46's readings of stated facts (issue 37 §1), from tuning set s45 (voice dictation, no punctuation).

- « s'il vous plaît » is politeness: never the « s'il » of a supposition that would take back every fact after it.
- Words dictated with no punctuation are one clause: the contract is read with its next five words only, so that a
  denial further on (« … avant que personne ne joue », « … n'a pas fourni ») does not take it back.
- « non vulnérable » denies its own word only, never what the next words tell (« … non vulnérable le déclarant a … »).
- Said at once « avant que personne ne joue à la levée suivante »: the revoke is not established (63A1, 62A).
Counter-examples: a denial next to the contract still takes it back; « non » before what it denies still denies it."""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import engine_facts


def _asked_of(topic: str, text: str, facts: dict[str, str | None]) -> dict[str, str | None]:
    """The facts the words give for the questions `facts` names (None: not pre-filled)."""
    found = engine_facts(topic, text)
    return {question: found.get(question) for question in facts}


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (
            "arbitre s'il vous plaît trois piques joué par sud le déclarant vient de défausser un cœur sur l'attaque"
            " carreau alors qu'il lui reste un carreau",
            {
                "situation": "not_followed",
                "offender": "declarer",
                "contract_level": "3",
                "contract_strain": "S",
                "declarer_side": "ns",
            },
        ),
        (
            "S'il te plaît viens vite, le déclarant a défaussé un trèfle sur l'attaque pique alors qu'il avait encore un"
            " pique.",
            {"situation": "not_followed", "offender": "declarer"},
        ),
        (
            "cinq carreaux contré joué par nord est a défaussé un pique sur l'attaque cœur alors qu'il avait un cœur il"
            " l'a dit tout de suite avant que personne ne joue à la levée suivante",
            {
                "contract_level": "5",
                "contract_strain": "D",
                "doubling": "doubled",
                "declarer_side": "ns",
                "when": "not_established",
            },
        ),
        (
            "quatre cœurs par sud non vulnérable le déclarant n'a pas fourni à pique à la levée trois alors qu'il en avait",
            {"offender": "declarer", "contract_level": "4", "contract_strain": "H", "declarer_side": "ns"},
        ),
    ],
)
def test_dictated_words_keep_their_facts(text: str, facts: dict[str, str | None]) -> None:
    assert _asked_of("renonce", text, facts) == facts


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        # the denial next to the contract is the contract's own: nothing is taken
        (
            "ce n'était pas quatre piques par sud, Est a défaussé un cœur sur l'attaque carreau alors qu'il avait un"
            " carreau",
            {"contract_level": None, "contract_strain": None},
        ),
        # a supposition with « s'il » stays one
        (
            "S'il a défaussé un trèfle sur l'attaque pique alors qu'il avait un pique, c'est une renonce ?",
            {"situation": None, "offender": None},
        ),
        # « non » right before what it denies still denies it
        (
            "Le déclarant a joué, Est non, personne de son camp n'a joué à la levée suivante.",
            {"offender": None},
        ),
    ],
)
def test_what_still_denies(text: str, facts: dict[str, str | None]) -> None:
    assert _asked_of("renonce", text, facts) == facts
