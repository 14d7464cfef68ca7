"""Issue 37 §1, round 5 session 6: more of what the words state plainly, each reading beside the traps
that must not fire. Sentences written for the rule they test; the answers checked against the 2017 Laws
(50D1 the owner plays, 50D2 the partner leads, 50E the information, 52 a penalty card not played)."""

from __future__ import annotations

import pytest

from rules import vocabulary, where


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # The owner of the penalty card, and who must lead now: the owner himself, or his partner.
        ("la dame de pique de Nord est pénalisée, c'est à Sud d'attaquer", "partner_to_lead"),
        ("Ouest a le roi de cœur pénalisé et c'est à son partenaire Est d'attaquer", "partner_to_lead"),
        ("c'est Nord qui a la carte pénalisée, pas Sud ; c'est Sud qui prend la main", "partner_to_lead"),
        ("c'est à Est d'attaquer et il a le valet de trèfle pénalisé devant lui", "owner_to_play"),
        ("Ouest a la dame de carreau pénalisée, c'est à Ouest de jouer", "owner_to_play"),
        ("Est a le 8♠ pénalisé, le décla attaque pique", "owner_to_play"),
        ("Est a le roi pénalisé, le décla attaque pique, Est doit jouer son roi ?", "owner_to_play"),
        ("Nord (défense) a une carte pénalisée, Sud prend la main", "partner_to_lead"),
        # The card taken back after the declarer's choice, its later use told: what is left is the information (50E).
        (
            "le déclarant a exigé l'attaque cœur, la carte pénalisée a été reprise en main ; plus tard Est en a tenu compte",
            "information",
        ),
        ("la carte pénalisée de Sud n'a pas été jouée à la levée suivante", "not_played"),
    ],
)
def test_the_penalty_cards_case_is_read_from_the_seats(text: str, expected: str) -> None:
    assert vocabulary.facts("cartes_penalisees", text).get("situation") == expected


@pytest.mark.parametrize(
    "text",
    [
        "Nord a le roi pénalisé, c'est à Est d'attaquer",  # an opponent: the words contradict the Laws' seats
        "Nord a le roi pénalisé, Est prend la main",
        "Nord a le roi pénalisé, le décla attaque pique ?",
        "si Nord a une carte pénalisée et que c'est à Sud d'attaquer, que fait-on ?",
        "Nord a la dame pénalisée ; est-ce à Sud d'attaquer ?",
        "Nord a le roi pénalisé, le décla attaque cœur, Nord a laissé le roi sur la table",  # not played: 52
        "Nord a le roi pénalisé et Sud a la dame pénalisée, c'est à Sud d'attaquer",  # two owners
        "Ouest a fait tomber une petite carte, Est doit attaquer",  # called later: whose turn, the seats do not say
        "Est a le 8♠ pénalisé, c'est à Est d'attaquer ; non, c'est à Ouest d'attaquer",
        "le décla a exigé l'attaque cœur, la carte pénalisée n'a pas été reprise en main",
        # finder65 (auditor35's doubt, s29): the choice and the card picked up, nothing more — the partner's lead under the
        # choice (50D2) or the information (50E)? asked.
        "le déclarant a exigé l'attaque cœur, la carte pénalisée a été reprise en main",
    ],
)
def test_no_penalty_case_is_read_from_doubtful_words(text: str) -> None:
    assert "situation" not in vocabulary.facts("cartes_penalisees", text)


def test_a_quoted_question_leaves_its_clause_stated() -> None:
    """« Est lui demande "plus de trèfle ?" »: only the quoted words ask; the act before them is told."""
    text = 'Sud (défense) a renoncé à trèfle, Est lui demande "plus de trèfle ?"'
    assert vocabulary.facts("renonce", text).get("offender") == "defender"
    said = vocabulary.read('le mort joue carreau et Est demande "plus de trèfle ?"', stated_only=True)
    assert ("carreau", "carreau") in said and ("trefle", "trefl") not in said
    # a question that is not quoted still asks with its whole clause
    assert set(vocabulary.read("le mort a-t-il joué carreau ?", stated_only=True)) == {vocabulary.NOTHING}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # The revoker's clause going on: he won the trick himself.
        ("Sud joue 4♠, Ouest a coupé alors qu'il avait du cœur, il a fait la levée", "offender"),
        ("le déclarant a défaussé alors qu'il avait du trèfle et a fait la levée avec le roi", "offender"),
        (
            "Sud joue 2♥, le mort a coupé alors qu'il avait encore du pique, et le mort fait la levée",
            "offender",
        ),
        ("Sud joue 4♥, Est a renoncé et gagné la levée de sa coupe", "offender"),
        # The other side, or the declarer's partner, named.
        ("Sud joue 4♠, Est (défense) a renoncé à carreau, le déclarant a pris la levée", "non_offenders"),
        (
            "Nord joue 3♣, Est (def) a renoncé et c'est le déclarant qui a fait la levée de la renonce",
            "non_offenders",
        ),
        ("le déclarant a défaussé alors qu'il avait du cœur, c'est le mort qui a pris la levée", "partner"),
        # The 12th trick is its own case (64B2).
        ("Ouest a renoncé à la 12e levée", "twelfth"),
    ],
)
def test_who_won_the_revoke_trick_is_read_after_the_revoke(text: str, expected: str) -> None:
    assert vocabulary.facts("renonce", text).get("revoke_trick") == expected


@pytest.mark.parametrize(
    "text",
    [
        # another trick named between the revoke and the trick won
        "Sud joue 4♠, Ouest (défense) renonce à la 6e levée ; à la 7e le déclarant fait la levée",
        "Sud joue 4♠, Ouest a renoncé à cœur, à la levée suivante le déclarant a pris la levée",
        # a defender's revoke and « the defender » winning: which defender?
        "Sud joue 4♠, Ouest a renoncé, le défenseur a fait la levée",
        # another player between the revoke and a pronoun; the declarer's count of tricks
        "Sud joue 4♠, Ouest a coupé alors qu'il avait du cœur, le déclarant a surcoupé, il a fait la levée",
        "le déclarant a renoncé à pique et il a fait 9 levées",
        # denied, asked, two revokes
        "Sud joue 4♠, Ouest a renoncé, le déclarant n'a pas pris la levée",
        "Sud joue 4♠, Ouest a renoncé ; le déclarant a-t-il pris la levée ?",
        "Sud joue 4♠, deux renonces d'Ouest, le déclarant a pris la levée",
        # the revoker unknown and a role winning: whose side?
        "Nord renonce à la 6e levée et le décla prend",
    ],
)
def test_no_revoke_trick_is_read_from_doubtful_words(text: str) -> None:
    assert "revoke_trick" not in vocabulary.facts("renonce", text)


def test_a_seat_tagged_def_is_a_defender() -> None:
    """« Sud (def) »: the abbreviation directors type, read as « en défense » (no seat a role otherwise)."""
    assert vocabulary.facts("renonce", "Sud (def) a renoncé à carreau").get("offender") == "defender"


@pytest.mark.parametrize(
    ("topic", "text", "question"),
    [
        # A cancelling word said in a question or someone's words still cancels: « relais » (30C).
        (
            "declaration_hors_tour",
            "Est a passé hors tour, son partenaire dit que ce passe est un relais",
            "call",
        ),
        # A second lead told: whose lead is the incident's, the words do not say.
        (
            "attaque",
            "Ouest a attaqué hors tour ; avant, le décla avait aussi attaqué de la mauvaise main",
            "who_led",
        ),
        # What a player says, a circumstance between « dit » and « que »: his claim, not a fact.
        (
            "changement_declaration",
            "Est dit à la fin des enchères que son 4♥ était un mauvais carton",
            "intent",
        ),
        # Both sides revoked: no single offender.
        (
            "renonce",
            "renonce d'Est à cœur puis renonce du déclarant à pique, les deux camps ont renoncé",
            "offender",
        ),
        # A lead out of turn with nothing said of its face.
        ("entame", "Sud joue 4♥, Ouest a entamé le roi de trèfle hors tour", "situation"),
    ],
)
def test_session6_traps_state_nothing(topic: str, text: str, question: str) -> None:
    assert question not in vocabulary.facts(topic, text)


@pytest.mark.parametrize(
    ("topic", "text", "expected"),
    [
        # Coming back later to contest a claim: it had been let stand (« agreed »), not contested then.
        ("revendication", "ils reviennent contester la revendication pendant la donne suivante", "agreed"),
        # The dummy-to-be leading, a face-down lead: their own cases, not the wrong defender's faced lead.
        ("entame", "Sud joue 4♥, Nord a entamé hors tour, Est accepte", "declaring_side"),
        ("entame", "Sud joue 4♥, Est a entamé face cachée, le déclarant refuse", "wrong_defender_face_down"),
    ],
)
def test_session6_near_traps_read_their_own_case(topic: str, text: str, expected: str) -> None:
    assert vocabulary.facts(topic, text).get("situation") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Out of turn and faced: the declarer chose (54 offers a choice only for a faced card).
        ("Est entame hors tour le roi de cœur, le décla accepte et joue le coup", "wrong_defender_faced"),
        ("le déclarant refuse l'entame hors tour d'Ouest et interdit pique", "wrong_defender_faced"),
        # The seats say it: the declarer's right-hand opponent led, and the card was faced.
        (
            "Est entame le valet de pique alors que le décla est Sud, le décla interdit pique",
            "wrong_defender_faced",
        ),
        ("Est a retourné sa carte tout seul alors que c'était à Ouest d'entamer", "wrong_defender_faced"),
        ("Est et Ouest ont tous les deux posé une carte d'entame", "both_defenders"),
    ],
)
def test_a_faced_lead_out_of_turn_is_read(text: str, expected: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") == expected


def test_the_right_defenders_lead_is_not_read_as_the_wrong_ones() -> None:
    """« Sud joue 4♥, Ouest entame, le déclarant accepte »: Ouest, left of the declarer, leads in turn (41A)."""
    assert "situation" not in vocabulary.facts("entame", "Sud joue 4♥, Ouest a entamé le 5♣, Sud accepte")


@pytest.mark.parametrize(
    ("topic", "text", "question", "expected"),
    [
        # The revoker named after a moment, or after « et » with his own subject.
        (
            "renonce",
            "à la 3e levée Est (défenseur) a jeté un trèfle sur le pique alors qu'il avait la dame de pique",
            "offender",
            "defender",
        ),
        (
            "renonce",
            "le décla a exigé carreau et Ouest (en défense) a attaqué cœur alors qu'il avait du carreau",
            "offender",
            "defender",
        ),
        (
            "renonce",
            "4♠ non contré de Nord, 9 levées à la table, une renonce d'Ouest",
            "offender",
            "defender",
        ),
        ("renonce", "Sud joue 4♠, Ouest a renoncé, on le voit à la fin", "when", "after_play"),
        # The dealer said « le donneur était Sud »; « à la place d'Est ».
        ("declaration_hors_tour", "Nord ouvre 1♦ alors que le donneur était Sud", "turn", "partner"),
        ("declaration_hors_tour", "Ouest ouvre 1♣ à la place d'Est", "call", "bid"),
        (
            "declaration_hors_tour",
            "Nord a fait un passe hors tour, chez eux ce passe est artificiel",
            "call",
            "artificial_pass",
        ),
        (
            "declaration_hors_tour",
            "donne passée en 3 passes alors que le premier passe était hors tour",
            "call",
            "three_passes",
        ),
        ("declaration_hors_tour", "Ouest a sorti à moitié le carton passe, il l'a remis", "call", "not_made"),
        # What another deal's words say does not cancel this one's.
        (
            "declaration_hors_tour",
            "Nord a contré hors tour ; sur l'étui d'avant Est avait passé hors tour",
            "call",
            "double",
        ),
        ("revendication", "le décla revendique le reste, EO refusent", "situation", "contested"),
        ("cartes_penalisees", "Est avait la dame de carreau pénalisée", "owner", "defender"),
        ("cartes_penalisees", "une carte du mort est tombée par terre", "owner", "dummy"),
    ],
)
def test_session6_readings(topic: str, text: str, question: str, expected: str) -> None:
    assert vocabulary.facts(topic, text).get(question) == expected


@pytest.mark.parametrize(
    ("topic", "text", "question"),
    [
        # Two players as one subject, two revokers: no single offender.
        ("renonce", "à la 6e levée Est et le déclarant ont tous les deux renoncé à cœur", "offender"),
        (
            "renonce",
            "Sud joue 4♠, le déclarant a coupé et Ouest a surcoupé alors qu'il avait du pique",
            "offender",
        ),
        # The end of a trick is not the end of the play.
        ("renonce", "Sud joue 4♠, Ouest a renoncé, on l'a vu à la fin de la levée", "when"),
        ("renonce", "Ouest a renoncé, on le voit à la fin de la 8e levée", "discovered"),
        # A pass said artificial only as a question: which call is asked (30A against 30C).
        ("declaration_hors_tour", "Nord a passé hors tour ; son passe est-il artificiel ?", "call"),
        # A claim accepted; the dummy's card beside a defender's.
        ("revendication", "le décla revendique le reste, EO refusent puis acceptent", "situation"),
        ("cartes_penalisees", "une carte du mort est tombée, et Ouest a fait tomber son roi", "owner"),
        # « il dit lapsus », the opponents say he thought it over: his claim, not a fact.
        ("changement_declaration", "il dit lapsus, les adversaires disent qu'il a réfléchi avant", "intent"),
    ],
)
def test_session6_readings_traps(topic: str, text: str, question: str) -> None:
    assert question not in vocabulary.facts(topic, text)


@pytest.mark.parametrize(
    ("topic", "text", "question", "expected"),
    [
        # A pass said natural, its artificial reading denied: a natural pass (30A), never the artificial one (30C).
        ("declaration_hors_tour", "Nord a passé hors tour, un passe naturel, pas artificiel", "call", "pass"),
        # tester6 T3: a no-trump contract leaves no trump to forget (70C).
        (
            "revendication",
            "Sud joue 3SA, il revendique les 4 dernières levées, Ouest conteste",
            "trump_out",
            "no",
        ),
        # tester6 T25: a second revoke told in words.
        (
            "renonce",
            "Sud joue 4♠, Est a renoncé à cœur à la 3e levée puis encore à cœur à la 6e",
            "situation",
            "two_revokes",
        ),
        (
            "renonce",
            "Sud joue 4♠, Est a renoncé à cœur, et Sud aussi a renoncé à trèfle",
            "situation",
            "two_revokes",
        ),
        # tester6 T12, T34: the facts still read when the words say them.
        ("carte_jouee", "il y avait 5 cartes à la levée", "case", "fifth_card"),
        ("declaration_inadmissible", "après la dernière passe, Ouest a contré", "kind", "after_final_pass"),
        ("declaration_inadmissible", "il a parlé après la dernière passe", "kind", "after_final_pass"),
        (
            "explication_erronee",
            "avant l'entame, le futur déclarant a corrigé l'explication de son partenaire",
            "situation",
            "before_lead",
        ),
    ],
)
def test_tester6_facts(topic: str, text: str, question: str, expected: str) -> None:
    assert vocabulary.facts(topic, text).get(question) == expected


@pytest.mark.parametrize(
    ("topic", "text", "question"),
    [
        # tester6 T3: a suit contract says nothing of the trumps left.
        ("revendication", "Sud joue 4♠, il revendique, Ouest conteste", "trump_out"),
        # tester6 T12: « il reste 5 cartes » is a count of the hands, not a fifth card to a trick (45E).
        ("carte_jouee", "il reste 5 cartes, le déclarant revendique", "case"),
        ("carte_jouee", "4♥ par O, le décla a montré ses cartes, N conteste, il reste 5 cartes", "case"),
        # tester6 T34: a moment is not an act: no explanation corrected, no call after the last pass.
        ("explication_erronee", "4♠ par S, le mort a étalé ses cartes avant l'entame", "situation"),
        (
            "declaration_inadmissible",
            "Sud joue 4♠, après la dernière passe Nord a posé ses cartes sur la table",
            "kind",
        ),
        ("declaration_inadmissible", "après la fin des enchères Est a demandé des explications", "kind"),
        (
            "declaration_inadmissible",
            "après la dernière passe, Nord a parlé de ses cartes à son partenaire",
            "kind",
        ),
        # tester6 T25: a second revoke is not « a player did not follow ».
        (
            "renonce",
            "Sud joue 4♠, Est a renoncé à cœur à la 3e levée puis encore à cœur à la 6e",
            "revoke_trick",
        ),
    ],
)
def test_tester6_traps(topic: str, text: str, question: str) -> None:
    given = vocabulary.facts(topic, text)
    assert question not in given or (question, given[question]) == ("situation", "two_revokes")


def test_tester6_board_and_table_typed_with_spaces() -> None:
    """tester6 T11: « d 3 t 5 : … » opening a description names the board and the table, as `d3 t5` does;
    « d 3 » inside the words does not."""
    found = where.board_and_table("d 3 t 5 : Nord n'a pas renoncé, c'est Est qui a renoncé à carreau")
    assert found is not None and (found.board, found.table) == ("3", "5")
    assert where.without_board("d 3 t 5 : Est a renoncé") == ": Est a renoncé"
    assert where.board_and_table("il a joué d 3 t 5") is None
