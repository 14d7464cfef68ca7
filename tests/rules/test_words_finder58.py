"""Session 28, finder58 (issue 37 §1): reviewer28's wrong pre-fills, fixed in general words.

- R-9: a choice said, then taken back as not made yet (« enfin non, il n'a pas encore choisi », « … enfin il n'a pas
  encore décidé », « non attendez, il ne s'est pas encore prononcé »): the options stay the non-offender's (10C1; 27A1,
  29A, 53A, 54, 56), the choice first said is asked; « not made yet », when the words say it, stays.
- R-4: a trump said outstanding, then taken back (« non je me trompe », « … non, c'est sans-atout »): whether one is
  outstanding and what the claimer said of it are asked (70C); « Ouest n'a plus d'atout » tells a hand, nothing the
  claimer said.
- R-7: the exposed card named with its owner after it (« la dame de cœur d'Ouest », « une carte de la main d'Ouest »,
  « le valet du mort »): that player owns it, whoever knocked it down (48A for the declaring side's, 49 for a
  defender's); a seat whose role the words do not give is asked.
"""

from __future__ import annotations

import pytest

from bot.finder import parts
from rules import vocabulary


@pytest.mark.parametrize(
    ("topic", "question", "text", "value"),
    [
        (
            "attaque",
            "declarer_choice",
            "Le déclarant refuse l'attaque, enfin non, il n'a pas encore choisi",
            None,
        ),
        (
            "enchere_insuffisante",
            "lho_accepts",
            "Sud n'accepte pas l'enchère insuffisante... enfin il n'a pas encore décidé",
            None,
        ),
        (
            "attaque",
            "declarer_choice",
            "Le déclarant accepte l'attaque de Ouest. Non, pardon : il hésite encore.",
            None,
        ),
        (
            "enchere_insuffisante",
            "lho_accepts",
            "Ouest a dit 1♥ sur 1SA, Nord refuse, non attendez, il ne s'est pas encore prononcé",
            None,
        ),
        # « not made yet » said in the words stays: the options are shown (54)
        (
            "entame",
            "declarer_choice",
            "Est entame hors tour, le déclarant accepte l'entame et joue, enfin non, il n'a pas encore choisi",
            "not_yet",
        ),
        # Traps: no correction before the « not yet », or another act not done yet: the choice said stays.
        (
            "attaque",
            "declarer_choice",
            "Le déclarant refuse l'attaque ; Ouest n'a pas encore rejoué",
            "refuse",
        ),
        (
            "attaque",
            "declarer_choice",
            "Le déclarant refuse l'attaque, enfin il a longtemps hésité",
            "refuse",
        ),
        (
            "enchere_insuffisante",
            "lho_accepts",
            "Ouest a dit 1♥ sur 1SA, Nord refuse ; Ouest n'a pas encore choisi son enchère",
            "refuses",
        ),
    ],
)
def test_a_choice_taken_back_as_not_made_yet(topic: str, question: str, text: str, value: str | None) -> None:
    assert vocabulary.facts(topic, text).get(question) == value
    assert parts.evidence(text, topic).get(question, vocabulary.Stated(None, "")).value == value  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "trump_out", "outstanding"),
    [
        (
            "Sud joue 4♠ et revendique le reste. Est a encore un atout, non je me trompe, Est n'a plus d'atout.",
            None,
            None,
        ),
        (
            "Sud revendique à 3SA ; il reste un atout chez Est... non, c'est sans-atout, il reste juste le valet de pique "
            "maître chez Est",
            None,
            None,
        ),
        ("Sud joue 4♥ et revendique ; Est a encore un atout, enfin non.", None, None),
        # « Ouest n'a plus d'atout » is a defender's hand, not the claimer's statement (70C)
        (
            "Sud joue 4♠ et revendique le reste. Ouest n'a plus d'atout mais Est a encore un atout.",
            "yes",
            None,
        ),
        # Traps: the claimer's own words, and a correction of something else, stay.
        (
            "Sud joue 4♠ et revendique le reste en disant plus d'atout, mais Est a encore un atout.",
            "yes",
            "said_none_left",
        ),
        (
            "Sud joue 4♠ et revendique à la 9e levée, non pardon, à la 10e ; Est a encore un atout.",
            "yes",
            None,
        ),
    ],
)
def test_a_trump_taken_back_is_asked(text: str, trump_out: str | None, outstanding: str | None) -> None:
    facts = vocabulary.facts("revendication", text)
    assert (facts.get("trump_out"), facts.get("outstanding_trump")) == (trump_out, outstanding)


@pytest.mark.parametrize(
    ("text", "owner"),
    [
        ("En rangeant les cartes jouées, Nord (déclarant) a fait tomber la dame de cœur d'Ouest", "defender"),
        ("Ouest, en défense, a laissé tomber le valet de cœur du mort en rangeant la table", "dummy"),
        ("Sud joue 4♠. Le roi de Nord est tombé face visible", "dummy"),
        ("Sud joue 4♠. La dame de cœur d'Est est tombée face visible", "defender"),
        # Whose hand « Ouest » is, the words do not say (the declarer has no seat): asked, never the declarer's.
        ("Le déclarant a fait tomber une carte de la main d'Ouest en lui passant l'étui", None),
        # Traps: the owner's own card, a card of another's named where no card is exposed, a supposition.
        ("Sud joue 4♠, Est a fait tomber sa dame de cœur", "defender"),
        ("Sud joue 4♠. Ouest joue sur le roi de cœur du mort, et Est laisse tomber sa dame", "defender"),
        ("Sud joue 4♠. Si Nord fait tomber la dame d'Ouest, que faire ?", None),
        ("Sud joue 4♠. Une carte du mort est tombée, et Ouest a fait tomber son roi", None),  # two cards
    ],
)
def test_the_card_named_with_its_owner(text: str, owner: str | None) -> None:
    assert vocabulary.facts("cartes_penalisees", text).get("owner") == owner


@pytest.mark.parametrize(
    ("topic", "question", "text", "value"),
    [
        # R-9 widened: a choice unsaid for another, a count, a warning taken back
        (
            "attaque",
            "declarer_choice",
            "Le déclarant a accepté l'attaque hors tour ; ah non, il l'a refusée",
            None,
        ),
        ("revendication", "claimed", "Sud revendique les 4 dernières levées, pardon les 3 dernières", None),
        (
            "suites_decision",
            "history",
            "Ouest n'a jamais été averti pour lenteur ; en fait si, je l'ai averti au 2e tour",
            None,
        ),
        # Traps: a denial is no retraction (« non accepté »), « finalement » tells the choice made at last.
        (
            "enchere_insuffisante",
            "lho_accepts",
            "2♣ insuffisant sur 2♥, non accepté, remplacé par 3♣",
            "refuses",
        ),
        ("suites_decision", "history", "Ouest n'a jamais été averti pour lenteur", "none"),
        ("revendication", "claimed", "Sud revendique les 3 dernières levées", "3"),
        # whether he had the suit left open: no revoke told (61A)
        ("renonce", "situation", "Est n'a pas fourni à pique ; on ne sait pas encore s'il en avait", None),
        ("renonce", "situation", "Est n'a pas fourni à pique ; personne ne sait s'il lui en restait", None),
        # Traps: the suit held said, a doubt on something else
        ("renonce", "situation", "Est n'a pas fourni à pique alors qu'il en avait", "not_followed"),
        (
            "renonce",
            "situation",
            "Est n'a pas fourni à pique alors qu'il en avait ; on ne sait pas encore si c'est consommé",
            "not_followed",
        ),
    ],
)
def test_taken_back_or_left_open(topic: str, question: str, text: str, value: str | None) -> None:
    assert vocabulary.facts(topic, text).get(question) == value


@pytest.mark.parametrize(
    ("topic", "question", "text", "value"),
    [
        # a requirement ignored is no suit kept (61A): « exigée », « interdite », « 57A » cancel « not followed »
        (
            "renonce",
            "situation",
            "Sud joue 3SA. Est a renoncé en ne jouant pas la plus forte carte de cœur exigée par le déclarant (57A)",
            None,
        ),
        ("renonce", "situation", "Est a renoncé : le déclarant lui avait interdit l'attaque cœur", None),
        ("renonce", "situation", "Est a renoncé à cœur", "not_followed"),
        # the face-down card turned over since is faced (54), never « sans la retourner »
        ("entame", "situation", "Est a entamé face cachée hors tour puis l'a retournée", None),
        (
            "entame",
            "situation",
            "Est a posé son entame face cachée alors que c'était à Ouest, il ne l'a pas retournée",
            "wrong_defender_face_down",
        ),
        (
            "cartes_penalisees",
            "how_exposed",
            "Le 6 de carreau d'Est est tombé face cachée, puis Est l'a retourné en le ramassant, Ouest l'a vu",
            None,
        ),
        (
            "cartes_penalisees",
            "how_exposed",
            "Le 6 de carreau d'Est est tombé face cachée, Ouest ne l'a pas vu",
            "unseen",
        ),
        # a reason of judgement beside « mauvais carton »: no slip (25A2); « par inattention » said
        (
            "changement_declaration",
            "intent",
            "Ouest a sorti le mauvais carton : il voulait 2♣ et a sorti 2♦, mais seulement parce qu'il avait mal compté ses points",
            None,
        ),
        (
            "changement_declaration",
            "intent",
            "Ouest a sorti le mauvais carton, 2♦ au lieu de 2♣, sans pause",
            "slip",
        ),
        (
            "changement_declaration",
            "intent",
            "Est a dit 2SA par inattention, il veut le changer",
            "inattention",
        ),
        # the revoking card the dummy's: never « the declarer (his own hand) » (64B3)
        ("renonce", "offender", "Le déclarant a renoncé avec une carte du mort", None),
        ("renonce", "offender", "Le déclarant a renoncé au mort, consommée", None),
        ("renonce", "offender", "C'est le déclarant qui a renoncé, mais la carte venait du mort", None),
        ("renonce", "offender", "Le déclarant a renoncé à cœur", "declarer"),
    ],
)
def test_reviewer28_high_readings(topic: str, question: str, text: str, value: str | None) -> None:
    assert vocabulary.facts(topic, text).get(question) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # R-9 rest: the player who acted taken back for another: the case is asked
        ("case", "Le mort a touché une carte ; en fait c'est le déclarant qui l'a touchée", None),
        ("case", "Le mort a touché une carte sans que le déclarant ne demande rien", "dummy_indicates"),
        # « un lapsus, dit-il », with what he meant then: an intended designation stands (45C4b)
        (
            "slip",
            "Le déclarant a appelé le roi du mort puis a voulu la dame, c'était un lapsus dit-il, mais il croyait en fait "
            "que le roi était maître",
            None,
        ),
        ("slip", "Le déclarant a dit « roi » au lieu de « dame », un lapsus évident", "yes"),
    ],
)
def test_dummys_card_taken_back_or_his_word(question: str, text: str, value: str | None) -> None:
    assert vocabulary.facts("carte_du_mort", text).get(question) == value


@pytest.mark.parametrize(
    ("topic", "question", "text", "value"),
    [
        # « pli » read as « levée » for the facts built on it (63A1, 62D, 70A)
        ("renonce", "established", "Est a renoncé au huitième pli, il a rejoué au pli suivant", "yes"),
        (
            "renonce",
            "trick_twelve",
            "Ouest a renoncé au pli 12, les mains ne sont pas encore remises dans l'étui",
            "twelfth",
        ),
        (
            "revendication",
            "claim_trick",
            "Sud revendique au 10e pli, il dit faire tous les plis restants, Ouest conteste",
            "10",
        ),
        ("revendication", "claimed", "Le déclarant revendique les quatre derniers plis", "4"),
        # Traps: the same guards as with « levée » (a supposition, a denial), and no « pli » inside another word
        (
            "renonce",
            "established",
            "Est a renoncé au huitième pli ; s'il avait rejoué au pli suivant, ce serait consommé",
            None,
        ),
        ("renonce", "established", "Est a renoncé au huitième pli, personne n'a joué au pli suivant", "no"),
        ("revendication", "claimed", "Le déclarant revendique, il explique son plan de jeu", None),
    ],
)
def test_pli_is_levee(topic: str, question: str, text: str, value: str | None) -> None:
    assert vocabulary.facts(topic, text).get(question) == value


@pytest.mark.parametrize(
    ("topic", "question", "text", "value"),
    [
        # facts stated plainly, now read (each with a trap)
        (
            "revendication",
            "situation",
            "Sud a revendiqué, tout le monde a accepté, puis Ouest veut revenir dessus : il avait l'as de cœur maître",
            "agreed",
        ),
        (
            "revendication",
            "situation",
            "Sud a revendiqué, Ouest veut revenir dessus, il conteste",
            "contested",
        ),
        (
            "revendication",
            "trump_said",
            "Le déclarant revendique ; il a oublié qu'Ouest avait encore un petit atout, il ne l'a pas mentionné",
            "nothing",
        ),
        (
            "carte_exposee_encheres",
            "cards",
            "Pendant les enchères Est a fait tomber le roi de pique et le 5 de trèfle",
            "several",
        ),
        ("carte_exposee_encheres", "cards", "Ouest a entamé le 3 de cœur avant la fin des enchères", "led"),
        (
            "carte_exposee_encheres",
            "cards",
            "Pendant les enchères Est a fait tomber le roi de pique",
            "honour",
        ),
        (
            "suites_decision",
            "appellants",
            "Un joueur d'EO fait appel sans l'accord de son partenaire",
            "pair_one",
        ),
        ("suites_decision", "appellants", "EO font appel, tous les deux", "pair_both"),
    ],
)
def test_r10_stated_facts(topic: str, question: str, text: str, value: str | None) -> None:
    assert vocabulary.facts(topic, text).get(question) == value


def test_the_directors_own_oversight_is_not_the_claimers() -> None:
    text = "je me suis trompé sur la revendication de la table 9 : j'ai oublié qu'Ouest avait encore un atout"
    assert vocabulary.facts("revendication", text).get("trump_said") is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ouest a dit 1♦ sur l'ouverture 1♥ de Sud, Nord a accepté en disant 2♥", "accepts"),
        # Traps: the offender's partner or his right-hand opponent accepts nothing (27A1)
        ("Ouest a dit 1♦ sur l'ouverture 1♥ de Sud, Est a accepté en disant 2♦", None),
        ("Ouest a dit 1♦ sur l'ouverture 1♥ de Sud, Sud a accepté en disant 2♥", None),
    ],
)
def test_the_lho_accepts_by_his_call(text: str, value: str | None) -> None:
    assert vocabulary.facts("enchere_insuffisante", text).get("lho_accepts") == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Est a concédé deux levées, puis il se rend compte qu'il les avait déjà gagnées",
            "cancel_concession",
        ),
        # Traps: a supposition, a claim (no concession)
        ("Est a concédé deux levées ; s'il les avait déjà gagnées, que faire ?", None),
        ("Est a revendiqué ; il les avait déjà gagnées", None),
    ],
)
def test_a_trick_conceded_already_won(text: str, value: str | None) -> None:
    assert vocabulary.facts("revendication", text).get("situation") == value  # 71A
