"""reviewer27's wrong pre-fills taken by the lead (session 27): a player's judgement, a chat header, a value taken back,
a hedge said aside, a card taken back.

Each fact is pre-filled only when the words state it without doubt (issue 37 §1); otherwise the director is asked.
"""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import engine_facts

HESITATION = "Est a hésité puis passé, "
JUDGEMENT = ("logical_alternative", "suggests", "damaged")


@pytest.mark.parametrize(
    "text",
    [
        HESITATION + "j'ai mis 4♠ ; aucune alternative.",
        "Est a hésité, j'ai fait 4♠ ; aucune alternative.",
        "Est a hésité, j'ai sauté à 4♠ ; aucune alternative.",
        "Est a hésité, je mets 4♠ ; aucune alternative.",
        "Partenaire a hésité puis passé, 4♠ pour moi ; aucune alternative.",
        "Mon partner a hésité puis passé, 4♠ ; aucune alternative.",
        "Mon pote a hésité puis passé, 4♠ ; aucune alternative.",
        HESITATION + "j'ai mis 4♠ ; l'hésitation ne suggérait rien.",
        HESITATION + "j'ai mis 4♠ ; ils n'ont pas été lésés.",
        "Moi, le mort, j'ai vu Est hésiter puis passer ; Ouest a dit 4♠ ; aucune alternative.",
        "Je suis Nord. " + HESITATION + "Ouest a dit 4♠ ; aucune alternative.",
        HESITATION + "Ouest a dit 4♠ ; « aucune alternative » dit Ouest.",
    ],
)
def test_a_player_of_the_board_never_settles_the_directors_findings(text: str) -> None:
    """R-1: whether a logical alternative existed, what the hesitation suggested and whether a side was damaged are the
    director's findings (16B1a, 12B1), a player's view only evidence (85A1)."""
    facts = engine_facts("information_non_autorisee", text)
    assert not set(JUDGEMENT) & facts.keys(), facts


@pytest.mark.parametrize(
    ("text", "question", "value"),
    [
        (HESITATION + "Ouest a dit 4♠ ; aucune alternative.", "logical_alternative", "no"),
        (HESITATION + "Ouest a dit 4♠ ; je vais sonder des joueurs.", "logical_alternative", "poll"),
        # the director assigning a score is no player's call
        (
            "hésitation nette, elle suggérait de reparler, passe était une alternative logique : je mets 3♠ fait.",
            "suggests",
            "yes",
        ),
    ],
)
def test_the_directors_own_findings_are_still_read(text: str, question: str, value: str) -> None:
    assert engine_facts("information_non_autorisee", text).get(question) == value


@pytest.mark.parametrize(
    "header",
    [
        "Dans le chat BBO, Zorro75 (Est) : ",
        "Chat BBO : Zorro75 : ",
        "Est a tapé : ",
        "Message d'Est : ",
        "Est dans le chat : ",
        "Jacqueline, en Est : ",
        "Zorro75 (Est) a dit : ",
        "Dans le chat, Zorro75 (Est) : ",
        "EO : ",  # a side speaks too (finder52)
    ],
)
def test_a_players_chat_line_is_his_word(header: str) -> None:
    """R-2: one player's line in a chat, whatever its header, is his allegation (85A): the revoke is asked."""
    facts = engine_facts("renonce", header + "Sud a renoncé. Sud joue 4♠.")
    assert "situation" not in facts and "offender" not in facts, facts


def test_the_directors_own_revoke_is_still_read() -> None:
    facts = engine_facts(
        "renonce", "Sud joue 4♠ ; Est a renoncé à cœur. On discute dans le chat : personne ne conteste."
    )
    assert facts.get("situation") == "not_followed" and facts.get("offender") == "defender"


CLAIM = "Sud joue 4♠ et revendique à la 7e levée"


@pytest.mark.parametrize(
    "then",
    [
        ", non à la 8e",
        ", ah non la 8e",
        ", euh non la 8e",
        " ; correction : la 8e",
        " ; rectif : à la 8e",
        " ; erreur, à la 8e",
        " ; au temps pour moi, la 8e",
        ", oups, à la 8e",
        ", enfin à la 8e",
        ", après réflexion la 8e",
        ", la 8e plutôt",
        " (ou la 8e)",
        ", ou à la 8e, je ne sais plus",
        ", Est dit à la 8e",
        " (8e selon Est)",
        ", enfin non, la 8e",
    ],
)
def test_a_claims_moment_taken_back_or_doubted_is_asked(then: str) -> None:
    """R-3: the claim's trick fixes the tricks left (70, 71): another said, offered or reported, it is asked."""
    assert "claim_trick" not in engine_facts("revendication", CLAIM + then + ". Est conteste.")


def test_a_claims_moment_said_once_is_read() -> None:
    assert engine_facts("revendication", CLAIM + ". Est conteste.").get("claim_trick") == "7"


@pytest.mark.parametrize(
    "contract",
    [
        "4♠ contré, enfin non.",
        "4♠ contré, en fait non.",
        "4♠ contré, euh non.",
        "4♠ contré, ah non pardon.",
        "4♠ contré (ou pas ?).",
        "4♠ contré ; je me suis trompé, il n'y a pas eu de contre.",
        "4♠ contré, enfin surcontré.",
        "4♠X, pardon, 4♠XX.",
    ],
)
def test_a_doubling_taken_back_is_asked(contract: str) -> None:
    """R-3: the doubling is an input of the score (77): taken back, even with nothing after, it is asked."""
    facts = engine_facts("renonce", f"Sud joue {contract} Est a renoncé à cœur.")
    assert "doubling" not in facts, facts
    assert facts.get("offender") == "defender"  # the rest of the words still read


@pytest.mark.parametrize(
    "contract", ["4♠ vulnérable, enfin non.", "4♠ vulnérable, en fait NS non vulnérables."]
)
def test_a_vulnerability_taken_back_is_asked(contract: str) -> None:
    assert "vulnerable" not in engine_facts("renonce", f"Sud joue {contract} Est a renoncé à cœur.")


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (
            "Sud joue 4♠ contré, vulnérable. Est a renoncé à cœur, Sud a fait 9 levées.",
            ("doubled", "yes"),
        ),
        (
            "3SA non contré joué par Est, 9 levées faites à la table, Nord a renoncé une fois. Vous pouvez me donner la marque corrigée ?",
            ("none", None),
        ),
        (
            "4♠X d'Est non vul, 10 levées, Sud (défense) a renoncé une fois, vous pouvez me calculer la marque corrigée ?",
            ("doubled", "no"),
        ),
    ],
)
def test_the_score_inputs_said_once_are_read(text: str, facts: tuple[str | None, ...]) -> None:
    found = engine_facts("renonce", text)
    assert (found.get("doubling"), found.get("vulnerable")) == facts


@pytest.mark.parametrize(
    "hedge",
    [
        "je ne sais plus",
        "je sais plus",
        "j'sais plus",
        "je ne me souviens plus",
        "sauf erreur",
        "a priori",
        "je pense",
        "semble-t-il",
        "je dirais",
        "de mémoire",
        "sous réserve",
        "(à confirmer)",
        "je n'ai pas vu",
        "on m'a dit",
        "probablement",
        "apparemment",
        "je suppose",
        "il paraît",
        "d'après ce qu'on m'a dit",
    ],
)
def test_a_hedge_said_aside_leaves_the_facts_asked(hedge: str) -> None:
    """R-7: a fact the director is not sure of is for him to establish (85A): the revoke (64A/64B) and whose turn it
    was (31A/31B) are asked. Session 40: the hedge doubts its own sentence only, so the contract said in another is
    taken (`rules.asked_in_words.without_hedged_sentences`)."""
    assert engine_facts("renonce", f"Sud joue 4♠ contré, Est a renoncé à cœur, {hedge}.") == {}
    assert set(engine_facts("renonce", f"Sud joue 4♠ contré. Est a renoncé à cœur, {hedge}.")) <= {
        "contract_level",
        "contract_strain",
        "declarer_side",
        "doubling",
    }
    assert "turn" not in engine_facts(
        "declaration_hors_tour", f"Ouest a ouvert 1♠ alors que c'était à Nord, {hedge}."
    )


@pytest.mark.parametrize(
    ("text", "topic", "question", "value"),
    [
        ("Insultes envers l'arbitre à la table 6 ; je pense retirer des points à la paire.", "suites_decision", "case",
         "disciplinary"),
        ("Je ne sais plus si c'était 2♠ ou 3♠, mais c'était un mauvais carton et il l'a dit tout de suite.",
         "changement_declaration", "intent", "slip"),
        ("Il paraît que Nord a renoncé à trèfle, c'est ce que dit Ouest, mais Nord conteste et ses cartes sont en ordre.",
         "renonce", "situation", "disputed"),
    ],
)  # fmt: skip
def test_a_doubt_about_something_else_keeps_what_is_stated(
    text: str, topic: str, question: str, value: str
) -> None:
    """R-7: « je pense retirer des points », « je ne sais plus si … », « il paraît que … » doubt their own words only."""
    assert engine_facts(topic, text).get(question) == value


@pytest.mark.parametrize(
    "then",
    [
        "non, le 2",
        "pardon, le 2",
        "enfin non, le 2",
        "en fait c'était le 2",
        "je me suis trompé, c'était le 2",
        "non attends, le 2",
        "ou le 2, je ne sais plus",
        "(ou le 2 ?)",
        "Est dit que c'était le 2",
    ],
)
def test_an_honour_taken_back_for_a_small_card_is_asked(then: str) -> None:
    """R-11: an honour (24B, 50C) and a card below it (24A, 50B) have different rectifications: taken back, doubted or
    disputed, the card is asked."""
    assert "cards" not in engine_facts(
        "carte_exposee_encheres", f"Pendant les enchères, Est a fait tomber le roi de cœur, {then}."
    )
    assert "honour" not in engine_facts(
        "cartes_penalisees",
        f"Sud joue 4♠. Est a fait tomber le roi de cœur, {then} ; c'est à Ouest d'entamer.",
    )


def test_an_honour_said_once_is_read() -> None:
    assert (
        engine_facts("carte_exposee_encheres", "Pendant les enchères, Est a fait tomber le roi de cœur.").get(
            "cards"
        )
        == "honour"
    )
    assert (
        engine_facts(
            "cartes_penalisees", "Sud joue 4♠. Est a fait tomber le roi de cœur ; c'est à Ouest d'entamer."
        ).get("honour")
        == "yes"
    )


@pytest.mark.parametrize(
    ("text", "topic", "question"),
    [
        ("Nord a ouvert 1♠, Est a dit 1♥. Sud accepterait.", "enchere_insuffisante", "lho_accepts"),
        (
            "Sud joue 4♠. Est a entamé face visible ; Sud voudrait étaler son jeu.",
            "entame",
            "declarer_action",
        ),
        ("Sud joue 4♠ et revendique à la 9e levée ; Est contesterait.", "revendication", "situation"),
    ],
)
def test_a_choice_in_the_conditional_is_no_act(text: str, topic: str, question: str) -> None:
    """R-13: a wish or a supposition is no act done (27A1: the LHO accepts by calling; 54A: declarer spreads his hand;
    68D: an opponent disputes the claim): asked."""
    assert question not in engine_facts(topic, text)


@pytest.mark.parametrize(
    ("text", "topic", "question", "value"),
    [
        ("Nord a ouvert 1♠, Est a dit 1♥. Sud accepte.", "enchere_insuffisante", "lho_accepts", "accepts"),
        (
            "Sud joue 4♠ et revendique à la 9e levée ; Est conteste.",
            "revendication",
            "situation",
            "contested",
        ),
        ("L'hésitation suggérait clairement de reparler.", "information_non_autorisee", "suggests", "yes"),
    ],
)
def test_the_act_done_is_still_read(text: str, topic: str, question: str, value: str) -> None:
    assert engine_facts(topic, text).get(question) == value


@pytest.mark.parametrize(
    "text",
    [
        "Nord s'est déconnecté à la 5e levée, enfin non, c'est Est.",
        "Nord s'est déconnecté, puis Est ; Est est revenu à temps.",
    ],
)
def test_the_disconnected_side_corrected_or_two_sides_is_asked(text: str) -> None:
    """R-12: the side decides who is responsible for the interruption (12C2a; 80B2): taken back or two sides, asked —
    and whose return it was."""
    facts = engine_facts("en_ligne_deconnexion", text)
    assert "disconnected_side" not in facts and "back_in_time" not in facts, facts


@pytest.mark.parametrize(
    ("text", "side"), [("Sud, pardon, Est s'est déconnecté.", "eo"), ("Nord s'est déconnecté.", "ns")]
)
def test_one_disconnected_side_is_read(text: str, side: str) -> None:
    assert engine_facts("en_ligne_deconnexion", text).get("disconnected_side") == side


@pytest.mark.parametrize(
    "contract",
    ["Sud joue 4♠ contré selon Est.", "Sud joue 4♠ vulnérable selon Est.", "Sud joue 4♠ contré (selon Est).",
     "Selon Est, Sud joue 4♠ contré."],
)  # fmt: skip
def test_the_contract_in_a_players_word_is_asked_on_the_engines_path(contract: str) -> None:
    """R-17: doubling and vulnerability change the score (77), the declarer's side the transfer (64A): one player's
    word (85A), asked — also when the revoke's own part is read apart (bot/finder/parts)."""
    facts = engine_facts("renonce", contract + " Est a renoncé à cœur.")
    assert not {"doubling", "vulnerable", "declarer_side", "contract_level"} & facts.keys(), facts


@pytest.mark.parametrize("then", ["... euh la 8e", " ; enfin, à la 8e"])
def test_a_claims_moment_taken_back_after_a_pause_is_asked(then: str) -> None:
    assert "claim_trick" not in engine_facts("revendication", CLAIM + then + ". Est conteste.")


@pytest.mark.parametrize(
    "log",
    [
        "[21:02] lulu75 (N) : Est a renoncé à cœur ! [21:03] bibi_22 (E) : non j'avais pas de cœur",
        "[21:02] Nord: Est a renoncé à cœur. [21:03] Est: non.",
        "[21:02] lulu75: Est a renoncé à cœur [21:03] bibi_22: faux",
        "21:02 lulu75 (N): Est a renoncé à cœur ; 21:03 bibi_22 (E): non",
        "(21:02) lulu75 : Est a renoncé à cœur.",
    ],
)
def test_a_time_stamped_chat_line_is_one_players_word(log: str) -> None:
    """R-20: each line of an online chat, its time stamp before the speaker, is one player's word (85A): the revoke is
    at most alleged and disputed, never the director's fact."""
    assert engine_facts("renonce", log).get("situation") in (None, "disputed")
    assert "offender" not in engine_facts("renonce", log)


def test_a_time_stamped_chat_line_names_no_side() -> None:
    text = "[21:02] lulu75 (N): Sud a renoncé à cœur. [21:03] TD_Marc: je regarde. Sud joue 4♠."
    assert "offender" not in engine_facts("renonce", text)
    text = "[21:02] lulu75 (N): Est s'est déconnecté à la 5e levée."
    assert "disconnected_side" not in engine_facts("en_ligne_deconnexion", text)


@pytest.mark.parametrize(
    "text",
    [
        "Sud joue 4♠ ; Sud a renoncé à cœur, il conteste.",
        "Sud joue 4♠ ; Nord a renoncé à cœur, il conteste.",
        "Je suis Nord, Sud joue 4♠ ; mon partenaire a renoncé à cœur, il conteste.",
    ],
)
def test_a_revoke_the_accused_contests_is_not_established(text: str) -> None:
    """R-21: « il conteste » after the revoke is the accused's dispute (85A/85B): the revoke is not the director's fact."""
    assert engine_facts("renonce", text).get("situation") != "not_followed"


@pytest.mark.parametrize("stamp", ["[21:02] ", ""])
def test_a_chat_line_is_the_speakers_to_its_end(stamp: str) -> None:
    """R-20: every clause of a chat line is its speaker's word (85A), not its first clause only: whether the player came
    back in time (80B2) is asked."""
    text = f"{stamp}lulu75 (N): Est s'est déconnecté à la 5e levée, il est revenu à temps."
    assert "back_in_time" not in engine_facts("en_ligne_deconnexion", text)


def test_the_directors_own_return_in_time_is_read() -> None:
    text = "Est s'est déconnecté à la 5e levée, il est revenu à temps."
    assert engine_facts("en_ligne_deconnexion", text).get("back_in_time") == "yes"


@pytest.mark.parametrize("speaker", ["Mort : ", "Le mort : "])
def test_a_role_speaking_in_a_transcript_is_a_players_word(speaker: str) -> None:
    facts = engine_facts("renonce", speaker + "Est a renoncé à cœur. Sud joue 4♠.")
    assert "situation" not in facts and "offender" not in facts, facts
