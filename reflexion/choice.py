"""Pure: whether a prompt asks what sets two things apart or which is better — answered from what anyone
knows of them, not from the project — and what of the user's bears on such a question."""

from __future__ import annotations

from reflexion.problem import FAILURE_WORDS
from reflexion.prose import EXPLAIN

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# "What's the difference between MySQL and Postgres isolation levels?" is answered from what anyone knows of
# the two, not from this project: its facts and rules (our MySQL's host, the tool we use) do not bear on it;
# how the user wants answers (short, no tables) does. Only a question or a request to explain: "fix the
# difference between the staging and prod configs" is work on the project.
_DIFFERS = (
    "difference between", "differences between", "differ from", "unterschied zwischen",
    "unterschiede zwischen", "différence entre", "différences entre", "diferencia entre", "diferencias entre",
    "diferença entre", "diferenças entre", "verschil tussen", "verschillen tussen", "differenza tra",
    "differenza fra", "differenze tra", "разница между", "разницу между", "отличие", "отличаются", "区别",
    "差别", "違い", "차이",
)  # fmt: skip
# ...or which of them is better, and what each costs: "what is more performant for DNS, blocky or
# cloudflare?" is weighed from what anyone knows of the two, not from the project's router address
_WEIGHS = (
    "which is better", "which one is better", "which is faster", "which is more", "which one is more",
    "what is better", "what's better", "whats better", "what is more", "what's more", "is it better to",
    " vs ", " vs. ", "versus", "compared to", "compared with", "pros and cons", "trade-off", "tradeoff",
    "trade off", "was ist besser", "welches ist besser", "welcher ist besser", "vor- und nachteile",
    "im vergleich zu", "qu'est-ce qui est mieux", "lequel est meilleur", "laquelle est meilleure",
    "avantages et inconvénients", "qué es mejor", "cuál es mejor", "ventajas y desventajas",
    "en comparación con", "o que é melhor", "qual é melhor", "vantagens e desvantagens", "comparado com",
    "wat is beter", "welke is beter", "voor- en nadelen", "vergeleken met", "cosa è meglio", "qual è meglio",
    "quale è meglio", "quale è migliore", "pro e contro", "что лучше", "какой лучше", "плюсы и минусы",
    "по сравнению с", "哪个更好", "哪个好", "优缺点", "どっちがいい", "どちらがいい", "どちらが良い",
    "メリットとデメリット", "장단점", "뭐가 더 나아",
)  # fmt: skip


# ...of things not the user's own: "what's the difference between our staging and prod configs?" is about
# the project. Not Italian "qui" (here): it is French "qui" (who) too, as in "qu'est-ce qui est mieux ?"
_OWN_WORDS = """our ours my we us here unser unsere unserem unseren mein meine hier wir notre nos mon ma
    mes ici nous nuestro nuestra nuestros mi mis aquí nosotros nosso nossa meu minha aqui nós onze ons mijn
    wij nostro nostra nostri mio mia noi наш наша наше наши мой моя мои мы"""
_OWN = frozenset(_OWN_WORDS.split())
_OWN_CJK = ("我们", "我的", "うちの", "私の", "우리", "제 ")


def _weighs(head: str, phrase: str) -> bool:
    """The phrase is in the prompt, and "what's more" as a question of which is more (…performant), not as
    the discourse marker ("What's more, can you deploy to staging afterwards?")."""
    at = head.find(phrase)
    if at < 0:
        return False
    if phrase.endswith(" more"):
        after = head[at + len(phrase) : at + len(phrase) + 2]
        return after[:1] == " " and after[1:].isalpha()
    return True


def asks_what_differs(prompt: str) -> bool:
    """Whether the prompt asks what sets two things apart or which of them is better (a question, or a
    request to explain it), of things that are not the user's own, and names no failure: "docker compose
    up fails with …, is there any difference between docker compose and docker-compose here?" reports a
    failure whose known fix it needs."""
    head = prompt.lower()
    if not any(_weighs(head, phrase) for phrase in _DIFFERS + _WEIGHS) or any(
        w in head for w in FAILURE_WORDS
    ):
        return False
    if not _OWN.isdisjoint(head.replace("?", " ").replace(",", " ").split()) or any(
        w in head for w in _OWN_CJK
    ):
        return False
    return "?" in head or "？" in head or any(verb in head for verb in EXPLAIN)


def answers_a_choice(item: dict[str, Any], said: list[str]) -> bool:
    """What bears on a question of what differs or which is better: how the user wants answers, and the
    user's own rule or correction about one of the things weighed ("always run the tests through tox" for
    "is it better to run the tests with pytest directly or through tox?") — never a fact of the project
    (where its redis listens says nothing of redis against memcached)."""
    category = item.get("category")
    if category == "user.preference":
        return True
    if category not in ("user.rule", "user.correction"):
        return False
    from reflexion.keywords import SUBJECT

    named = {SUBJECT + t for t in said}
    return any(k in named for k in item.get("keywords", ()))
