"""finder78 (session 31, issue 37 §1 « take what is stated »): facts the words of s25-s30 state and the engine left open.

The insufficient bid made in rotation said otherwise than « à son tour » (27: only a bid in rotation is an insufficient
bid; out of rotation it is 31): « c'était son tour », « c'était bien à lui de parler », the bidder writing « j'ai dit 1♦
à mon tour ». Not the writer's turn a player took (« mon partenaire a passé à mon tour »: 31), nor « alors que c'était
… » (the turn of another). The revoke named in a director's note, the player without « de » (« renonce O ♣ lev 5 »,
« renonce ♦ par Sud »): the fact (61A), as « renonce d'Ouest à trèfle » reads it. Each with its negative variants."""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    "text",
    [
        "Sud dit 1♣ sur 1♠, c'était son tour, et Ouest enchérit 2♦ par-dessus.",
        "il a dit 1 queur alor que lautre avait ouvert 1 pique c'etait bien a lui de parlé",
        "Mon adversaire a misé 1 cœur après mon 1 pique, c'était à lui de miser, mais c'est insuffisant.",
        "C'était bien à moi de miser, mais mon 1♦ sur 1♥ est insuffisant.",
        "Je n'avais pas vu le 1♠ de l'adversaire, j'ai dit 1♦ à mon tour.",
        "Est a dit 1♦ sur le 1♥ de Nord ; c'était bien à elle.",
    ],
)
def test_the_insufficient_bid_in_rotation_said_otherwise(text: str) -> None:
    assert engine_facts("enchere_insuffisante", text).get("in_rotation") == "yes"


@pytest.mark.parametrize(
    "text",
    [
        "Nord a dit 1♦ sur 1♥, ce n'était pas son tour.",
        "Est a dit 1♦ sur 1♥. c'était pas son tour",
        "Mon adversaire a dit 1♦ sur 1♥ alors que c'était à moi de parler.",
        "Est a dit 1♦ sur le 1♥ de Nord alors que c'était son tour à Sud.",
        "Mon partenaire a dit 1♦ à mon tour sur le 1♥.",
        "Est a dit 1♦ sur 1♥ ; c'était à elle de parler ? je ne sais pas.",
        "Est a dit 1♦ sur 1♥ ; je crois que c'était son tour.",
    ],
)
def test_another_players_turn_or_a_doubt_says_nothing(text: str) -> None:
    assert engine_facts("enchere_insuffisante", text).get("in_rotation") != "yes"


@pytest.mark.parametrize(
    "text",
    [
        "renonce O ♣ lev 5, gagnée par déclarant, vu lev 7",
        "renonce Ouest ♣ lev 5",
        "d14 t6 : renonce Est à pique vue en fin de coup, levée de la renonce gagnée par NS",
        "renonce décl S ♥ lev 6 il coupe, vu lev 8",
        "renonce ♦ par Sud, déclarant Ouest",
        "renonce à cœur d'Ouest à la levée 4",
    ],
)
def test_the_revoke_named_in_a_note(text: str) -> None:
    assert engine_facts("renonce", text).get("situation") == "not_followed"


@pytest.mark.parametrize(
    "text",
    [
        "pas de renonce Est à pique, il n'en avait plus",
        "renonce Est à pique ? je ne crois pas",
        "renonce Est à pique selon Nord",
        "Est : renonce Ouest à pique !",
        "Nord dit renonce Est à pique, Est nie",
        # two revokes: the second told after the first (64B7)
        "une renonce à carreau de Nord, et une autre à trèfle à la 9e",
    ],
)
def test_a_revoke_denied_asked_or_reported_is_not_the_fact(text: str) -> None:
    assert engine_facts("renonce", text).get("situation") != "not_followed"


# The end-of-hand recall said with its moment (16B3), and the facts of a hesitation agreed said otherwise (85A1).
@pytest.mark.parametrize(
    "text",
    [
        "Hésitation de Nord avant son passe, Sud a dit 4♠. EO m'ont rappelé à la fin du coup.",
        "Hésitation de Nord, Sud a dit 4♠. Nous avons rappelé l'arbitre à la fin du coup pour contester le 4♠.",
        "Nord a hésité, Sud a réveillé. Appelé en fin de coup.",
        "Nord a hésité, Sud a dit 3♠. NS ont contesté à la fin.",
        "Nord a hésité, Sud a dit 4♠. À la fin il a appelé la dame qui arbitre.",
    ],
)
def test_the_recall_at_the_end_of_the_hand(text: str) -> None:
    assert engine_facts("information_non_autorisee", text).get("called_back") == "yes"


@pytest.mark.parametrize(
    "text",
    [
        "Nord a hésité, Sud a dit 4♠. Ils ne m'ont pas rappelé à la fin du coup.",
        "Nord a hésité, Sud a dit 4♠. Ils vont me rappeler à la fin du coup.",
        "Nord a hésité, Sud a dit 4♠. S'ils me rappellent à la fin, je sonderai.",
        "Nord a hésité, Sud a dit 4♠ ; on m'a appelé à la fin des enchères.",
        "Nord a hésité, Sud a dit 4♠ ; personne ne m'a rappelé à la fin du coup.",
        "Nord a hésité, Sud a dit 4♠ ; ils ont fait appel à la fin de la séance.",
    ],
)
def test_no_recall_a_future_one_or_another_moment(text: str) -> None:
    assert engine_facts("information_non_autorisee", text).get("called_back") != "yes"


@pytest.mark.parametrize(
    "text",
    [
        "Nord contre vite, Sud hésite longuement (ils le reconnaissent), puis Nord enlève en 4♠.",
        "Sud a longuement réfléchi avant de passer, ce que personne ne conteste, puis Nord a réveillé à 3♦.",
        "Est a mis longtemps avant de passer sur 4♠ (tout le monde d'accord), Ouest a ensuite dit 5♣.",
        "Nord a marqué une hésitation manifeste, reconnue de tous, avant de passer ; Sud a dit 4♥.",
        "2SA, Nord réfléchit longuement (c'est admis), puis dit 3♣.",
    ],
)
def test_the_facts_agreed_said_otherwise(text: str) -> None:
    assert engine_facts("information_non_autorisee", text).get("facts_agreed") == "yes"


@pytest.mark.parametrize(
    "text",
    [
        "Nord a hésité, il ne le reconnaît pas, Sud a dit 4♠.",
        "Nord aurait hésité, ce que Nord conteste ; tout le monde n'est pas d'accord.",
        "Nord a hésité ; Sud reconnaît avoir hésité lui aussi mais dit 3 secondes.",
        "Hésitation reconnue ? Nord dit que non.",
        "Est a hésité, ce que personne ne conteste vraiment... enfin Est le nie.",
    ],
)
def test_facts_denied_or_asked_are_not_agreed(text: str) -> None:
    assert engine_facts("information_non_autorisee", text).get("facts_agreed") != "yes"


# The 79B disagreement said with the two counts (an « ou » the readers take as a doubt) or each side's count.
@pytest.mark.parametrize(
    "text",
    [
        "NS et EO ne sont pas d'accord sur 9 ou 10 levées, les cartes sont en ordre.",
        "d19 t8 — désaccord 8 ou 9 levées, cartes encore en ordre.",
        "NS 9 lev, EO 8, EO ont mélangé leurs cartes.",
        "on dit 8 levées, eux 9 ; pas de revendication",
        "Fin du coup : NS annoncent 9 levées, EO 8.",
        "NS et EO se disputent sur 8 ou 9 levées.",
        "On n'est pas d'accord, 9 ou 10 ?",
    ],
)
def test_the_disagreement_on_the_tricks_with_two_counts(text: str) -> None:
    assert engine_facts("levees", text).get("case") == "disagreement"


@pytest.mark.parametrize(
    "text",
    [
        "NS ont fait 9 levées, EO 4.",
        "pas de désaccord sur 9 ou 10 levées",
        "8 ou 9 levées ?",
        "est-ce qu'on n'est pas d'accord sur 9 ou 10 levées ?",
        "s'ils ne sont pas d'accord sur 9 ou 10 levées, que faire",
        "tour fini, NS disent 10, EO 9",
        "NS 9 levées, EO 9 aussi, tout le monde est d'accord",
    ],
)
def test_a_result_a_question_or_a_count_past_the_round_is_no_disagreement(text: str) -> None:
    assert engine_facts("levees", text).get("case") != "disagreement"


# 25A1: the partner has not called yet, said in a note, of the left-hand opponent (the partner calls after him), of the
# bidding box, or by the writer of his partner.
@pytest.mark.parametrize(
    "text",
    [
        "O dit 2SA puis « non 3SA » : il a changé d'avis, E pas encore parlé",
        "2♦ au lieu de 2♥ lapsus S, dit tout de suite, O pas encore parlé",
        "Elle a sorti le carton 1♠ en voulant le 1SA juste à côté, elle l'a remis aussitôt ; son partenaire n'avait rien posé.",
        "Sud a dit 2♠ puis 3♠. L'adversaire de gauche n'a pas encore parlé.",
        "J'ai sorti 4♠ au lieu de 4♥, je l'ai dit aussitôt, avant que mon partenaire parle.",
    ],
)
def test_the_partner_has_not_called_yet_said_otherwise(text: str) -> None:
    assert engine_facts("changement_declaration", text).get("timing") == "in_time"


@pytest.mark.parametrize(
    "text",
    [
        "O dit 2SA puis 3SA, E a déjà parlé",
        "O dit 2SA puis 3SA ; E pas encore parlé ? si, il avait passé",
        "Sud a dit 2♠ puis 3♠ après l'entame, O pas encore parlé",
    ],
)
def test_a_partner_who_called_or_a_question_is_not_in_time(text: str) -> None:
    assert engine_facts("changement_declaration", text).get("timing") != "in_time"


# The revoke seen a few tricks later, or at a trick named: during the play (63A, 62A).
@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant avait encore du ♦ dans sa main, on a vu ça 3 plis plus tard !",
        "renonce O ♣ lev 5, gagnée par déclarant, vu lev 7",
        "Est (déf.) défausse trèfle sur carreau lev. 5, levée prise par le mort. Constaté lev. 8.",
        "Ouest a renoncé à cœur à la levée 3, on s'en est aperçu à la levée 6.",
        "Ouest a renoncé à cœur, on l'a vu 2 levées plus tard.",
    ],
)
def test_the_revoke_seen_during_the_play(text: str) -> None:
    assert engine_facts("renonce", text).get("discovered") == "during_play"


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a renoncé à cœur à la levée 3, on ne l'a pas vu 2 levées plus tard, seulement à la fin du coup.",
        "Ouest a renoncé à cœur ; vu à la levée 13, la dernière.",
        "Ouest a renoncé à cœur, on l'a vu deux levées plus tard ? non, en fin de coup",
    ],
)
def test_a_revoke_seen_at_the_end_or_denied_is_not_during_play(text: str) -> None:
    assert engine_facts("renonce", text).get("discovered") != "during_play"


# 31B: the partner's turn said of « sa partenaire », of « la parole », of « le partenaire », or by the writer.
@pytest.mark.parametrize(
    "text",
    [
        "il a ouvert hors tour 1 SA a la place de sa partenaire qui était donneuse",
        "Donne : 25 / Table : 7 / Faits : 1♠ hors tour, c'était au partenaire / Décision :",
        "Donne dix-huit, table quatre : mon partenaire a ouvert avant moi.",
        "Monsieur H., en Nord, a contré alors que la parole revenait à son partenaire.",
        "Sud a passé alors que c'était à sa partenaire.",
    ],
)
def test_the_partners_turn_said_otherwise(text: str) -> None:
    assert engine_facts("declaration_hors_tour", text).get("turn") == "partner"


@pytest.mark.parametrize(
    "text",
    [
        "Sud a passé hors tour, c'était à sa partenaire ? non, à son adversaire de droite",
        "Mon partenaire n'a pas ouvert avant moi, c'est l'adversaire de droite",
        "Sud a passé, ce n'était pas à sa partenaire",
    ],
)
def test_another_turn_or_a_denial_is_not_the_partners(text: str) -> None:
    assert engine_facts("declaration_hors_tour", text).get("turn") != "partner"


# 9A1, 9A4: the irregularity pointed out, said of the dummy's cry, of the writer, of the other defender, of a subject
# set apart from its verb.
@pytest.mark.parametrize(
    "text",
    [
        "Je suis le mort, et j'ai signalé que Est avait joué hors tour.",
        "Le mort a dit « renonce » 😬",
        "l'autre défenseur a signalé que le déclarant attaquait de sa main alors qu'il était au mort.",
        "Le mort, resté à sa place, a signalé au cours du jeu qu'Est n'avait pas fourni pique",
    ],
)
def test_the_attention_drawn_said_otherwise(text: str) -> None:
    assert engine_facts("procedure", text).get("situation") == "attention_drawn"


@pytest.mark.parametrize(
    "text",
    [
        "Le mort n'a pas dit renonce, il n'a rien signalé.",
        "Le mort allait dire au déclarant que Ouest avait renoncé, je l'en ai empêché.",
        "Je n'ai pas signalé que Est avait joué hors tour.",
        "Le mort a-t-il le droit de signaler pendant le jeu ?",
        "Le défenseur a signalé que son partenaire avait renoncé.",
    ],
)
def test_no_attention_drawn_a_prevented_one_or_the_own_sides(text: str) -> None:
    assert engine_facts("procedure", text).get("situation") != "attention_drawn"


# reviewer31 (on b53ada7e), V-63, V-59: the end of a trick or of a round is during the play; one side's agreement, or an
# exception, is no agreement.
@pytest.mark.parametrize(
    ("text", "question"),
    [
        ("Hésitation de Nord ; NS m'appellent à la fin du deuxième tour d'atout", "called_back"),
        ("Nord a hésité ; je suis appelé à la fin de la levée", "called_back"),
        ("NS sont d'accord sur l'hésitation de Nord mais pas EO", "facts_agreed"),
        ("Nord a hésité ; tout le monde est d'accord, sauf Sud", "facts_agreed"),
        ("Nord a hésité ; NS et EO sont d'accord, sauf sur la durée", "facts_agreed"),
    ],
)
def test_not_the_end_of_the_hand_nor_every_side(text: str, question: str) -> None:
    assert engine_facts("information_non_autorisee", text).get(question) != "yes"


def test_an_exception_to_everyone_agreeing_leaves_the_hesitation_asked() -> None:
    facts = engine_facts("information_non_autorisee", "Nord a hésité ; tout le monde est d'accord, sauf Sud")
    assert facts.get("ui_exists") != "yes" and facts.get("facts_agreed") != "yes"
