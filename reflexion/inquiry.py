"""Pure: whether a prompt runs nothing a past command's failure bears on — it asks what the code is (what
a file sets, how a function works, why a class is written so), or works on a document people read (the
README, the wiki, a runbook). Read by recall only once a candidate entry exists."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable

# The words a question opens with, in the languages developers write in with spaces between words (a
# question in the others ends with a question mark, as most do anywhere): "what's TAX_RATE set to in
# pricing.py rn".
_OPENER_WORDS = """what what's whats which why how where who is are does do did was warum wieso wie welche
    welcher welches wo wer quel quelle quels pourquoi comment où qué cuál cuáles cómo dónde qual quais
    como onde wat welke waarom hoe waar cosa quale quali perché come dove что какой какая какие почему
    как где"""
_OPENERS = frozenset(_OPENER_WORDS.split())
_MARKS = ("?", "？")
# A request in a question's clothes: "can you run the billing tests?", "Kannst du Django auf Version 6
# aktualisieren?", "¿Puedes listar los pods…?" — work to do, whatever it names.
_REQUESTS = (
    "can you", "could you", "would you", "will you", "can u", "kannst du", "könntest du", "können sie",
    "peux-tu", "pourrais-tu", "pouvez-vous", "pourriez-vous", "puedes", "podrías", "puede usted",
    "você pode", "você poderia", "pode ", "podes", "kun je", "kan je", "kunt u", "zou je", "puoi",
    "potresti", "può ", "можешь", "можете", "сможешь", "能不能", "可以帮", "帮我", "请", "てくれ", "ください",
    "해줘", "해 줘", "주세요", "줄래",
)  # fmt: skip
_SCAN = 300  # a question of the code is the prompt's opening: a pasted log's "?" is not the user's
_STRIP = ".,;:!?()[]{}<>`'\"“”„«»¿¡？"


# A problem or a wish for a change said in a question, in words recall's problem test does not hold (it
# reads the English ones): hangs, crashes, timeouts, nothing out, "how do I fix", "does it still work"
_TROUBLE = (
    "hang", "hängt", "stuck", "freez", "never finish", "timing out", "times out", "timed out",
    "empty", "leer", "vide", "vacío", "vazio", "crash", "stürzt", "abstürz", "plante", "se cuelga", "trava",
    "loopt vast", "si blocca", "зависа", "падает", "вылета", "卡住", "不工作", "崩溃", "挂了", "止まる",
    "固まる", "落ちる", "멈춰", "멈춤", "죽어", "fix", "still work", "how do i", "how to",
    "fail", "broken", "kaputt", "cassé", "roto", "quebrado", "stuk", "rotto", "сломан", "坏", "壊れ", "고장",
    "econn", "enoent", "eacces",
)  # fmt: skip


def asks_about_code(prompt: str, problem: Callable[[str], bool]) -> bool:
    """Whether the prompt asks a question of the code and nothing else: a question (a question mark in its
    opening, or a question's first word), no request ("can you …?"), no word of running, building or
    testing, a thing of the code named (a source file, a snake_case or camelCase name, a class:
    resize_width, pom.xml, InvoiceService), and no problem — `problem`, recall's own test, asked last.
    "how many users in dev.db?" names data, not code: a query answers it, and what failed there may be
    known."""
    from reflexion.keywords import identifiers
    from reflexion.running import names_a_run

    head = prompt[:_SCAN]
    lowered = head.lower()
    words = [w.strip(_STRIP) for w in lowered.split()]
    if not words or not (any(mark in head for mark in _MARKS) or words[0] in _OPENERS):
        return False
    if any(request in lowered for request in _REQUESTS) or names_a_run(words):
        return False
    if not identifiers(head) and not any(_class_named(w.strip(_STRIP)) for w in head.split()):
        return False
    if any(_troubled(lowered, said) for said in _TROUBLE) or any(
        w[:1] in "45" and w[1:].isdigit() and len(w) == 3 for w in words
    ):
        return False  # "warum hängt deploy.sh?", "why is the output empty?", "the 502 from …": a problem
    from reflexion.correct import reports_a_failure

    return not problem(prompt) and not reports_a_failure(prompt)


def _troubled(lowered: str, said: str) -> bool:
    """A word of trouble said: an English one where a word starts ("hang" is not in "who changed it?",
    "fix" not in "the prefix"), one of the other languages anywhere in a word ("abgestürzt", "卡住了")."""
    from reflexion.text import starts_word

    return starts_word(lowered, said) if said.isascii() else said in lowered


def _class_named(word: str) -> bool:
    """InvoiceService, BigDecimal: capitalised words joined, as classes are named (not "GitHub"-like
    brands alone: a question about them runs nothing either)."""
    return (
        word.isascii()
        and word.isalpha()
        and word[:1].isupper()
        and not word.isupper()
        and any(c.isupper() for c in word[1:])
    )


# Documents people read, as words of their own (not "ledger-rs-docs", a folder) or paths (docs/ops.md).
_DOCUMENT_WORDS = """readme contributing changelog wiki glossary runbook docs doc documentation onboarding
    dokumentation doku documentación documentação documentatie documentazione документация документацию
    文档 ドキュメント 문서"""
_DOCUMENTS = frozenset(_DOCUMENT_WORDS.split())
_DOCUMENT_PARTS = (
    "docs/", ".md", "release notes", "upgrade notes", "upgrade guide", "migration guide", "style guide",
    "handbook", "readme", "文档", "ドキュメント", "문서",
)  # fmt: skip
# ...read as the source of what to do: "set it up as described in docs/setup.md", "per the runbook"
_FOLLOWING = frozenset(
    ("per", "following", "follow", "according", "described", "says", "said", "laut", "gemäß", "selon",
     "según", "segundo", "volgens", "secondo", "согласно")
)  # fmt: skip


_ITEMS = frozenset(("-", "*", "", "1", "1.", "1)"))
_FROM = frozenset(
    ("from", "aus", "von", "de", "du", "des", "desde", "do", "da", "van", "uit", "dal", "dalla", "из")
)  # fmt: skip


def works_on_documents(prompt: str, problem: Callable[[str], bool]) -> bool:
    """Whether the prompt works on a document people read — "add a usage blurb for scripts/migrate.js to
    the README", "add billing-svc-parent to the repo list in the team wiki", "ledger の README に … 追記して"
    — and says to run, build or test nothing, follows no document's steps ("as described in the
    runbook") and names no problem (`problem`, asked last)."""
    from reflexion.running import names_a_run

    head = prompt[:_SCAN]
    lowered = head.lower()
    words = [w.strip(_STRIP) for w in lowered.split()]
    if not words or "\n" in head.strip() or words[0] in _ITEMS:
        return False  # a checklist: each item asks its own thing
    named = not _DOCUMENTS.isdisjoint(words) or any(part in lowered for part in _DOCUMENT_PARTS)
    if not named or names_a_run(words) or _follows_a_document(lowered) or _taken_from(words):
        return False
    return not problem(prompt)


def _follows_a_document(lowered: str) -> bool:
    """Whether a sentence of the prompt says to follow a document: a word of following and a document in
    one sentence ("set it up as described in docs/setup.md") — not "which branching model do we follow?
    put it in the wiki", which follows no document but writes one."""
    for mark in (". ", "? ", "! ", "; ", "\n", "？"):
        lowered = lowered.replace(mark, "\n")
    for sentence in lowered.split("\n"):
        words = [w.strip(_STRIP) for w in sentence.split()]
        if not _FOLLOWING.isdisjoint(words) and (
            not _DOCUMENTS.isdisjoint(words) or any(part in sentence for part in _DOCUMENT_PARTS)
        ):
            return True
    return False


def _taken_from(words: list[str]) -> bool:
    """A document named as where something comes from: "add the healthcheck from the README to the
    stack", "uit de README", "dal README"."""
    from reflexion.keywords import DETERMINERS

    for i, word in enumerate(words):
        if word in _DOCUMENTS or any(part in word for part in _DOCUMENT_PARTS):
            before = [w for w in words[max(0, i - 3) : i] if w not in DETERMINERS]
            if before and before[-1] in _FROM:
                return True
    return False
