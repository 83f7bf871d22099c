"""Pure: whether a prompt names a problem — a failure, an error, a symptom — in its words: a past failure's
fix bears on it whatever else it asks."""

from __future__ import annotations

FAILURE_WORDS = ("fail", "error", "crash", "broke", "wrong", "exception", "not work", "doesn't work")
# a problem a question may name without a failure's word: "why is the port already in use?"
_PROBLEM_WORDS = frozenset(("won't", "wont", "can't", "cant", "cannot", "unable", "bug", "bugs", "red"))
_PROBLEM_STEMS = (
    "hang", "stuck", "refus", "denied", "timeout", "slow", "warn", "freez", "exit", "kill", "unhealth",
    "restarting",
)  # fmt: skip
_PROBLEM_PHRASES = ("in use", "timed out", "sits there", "nothing happens")
# The same in the other languages developers write in: breaks, fails, an error, hangs, crashes ("os nomes com
# acento quebram", "der Build schlägt fehl", "ça plante", "падает"). Beginnings of a word...
_OTHER_STEMS = (
    "kaputt", "fehler", "hängt", "stürzt", "abstürz", "cassé", "erreur", "échou", "quebr", "falha", "falló",
    "fallan", "fallido", "mislukt", "rotto", "errore", "fallisce", "fallit", "ошибк", "сломал", "сломан",
    "зависа", "падает", "упал", "вылета",
)  # fmt: skip
# ...whole words (as beginnings they start other words: "protocol", "planten")...
_OTHER_WORDS = frozenset(("roto", "rota", "plante", "stuk", "trava", "fout", "fouten", "erro", "falla"))
# ...and phrases, and the words of the languages written without spaces
_OTHER_PHRASES = (
    "schlägt fehl", "funktioniert nicht", "ne marche pas", "ne fonctionne pas", "se cuelga", "no funciona",
    "não funciona", "werkt niet", "loopt vast", "non funziona", "si blocca", "не работает", "卡住", "不工作",
    "崩溃", "挂了", "报错", "失败", "错误", "坏了", "止まる", "固まる", "落ちる", "エラー", "失敗", "壊れ",
    "멈춰", "멈춤", "죽어", "고장", "에러", "오류", "실패",
)  # fmt: skip


def reports_a_problem(text: str) -> bool:
    """Whether the text names a problem in a word of its own (names_a_problem), or reports a failure as
    the correction detector reads one (in any language: "erkläre, warum es nicht startet")."""
    head = text.lower()
    words = [word.strip(":,.!?;()`'\"") for word in head.split()]
    if names_a_problem(head, words):
        return True
    from reflexion.correct import reports_a_failure

    return reports_a_failure(text)


# what code does about failures, named as a thing of it: "add error handling to the upload", "is the
# exception handling around total_with_tax sane?" report none
_HANDLING = (
    "error handling",
    "exception handling",
    "error handler",
    "exception handler",
    "error boundary",
    "error page",
)


def names_a_problem(head: str, words: list[str]) -> bool:
    """Whether the text (`head`, lower-case; `words`, its words stripped) names a failure or a symptom: an
    error, a crash, "won't", "hangs", "already in use" — the cheap test, asked before the costly one."""
    if any(topic in head for topic in _HANDLING):
        for topic in _HANDLING:
            head = head.replace(topic, " ")
    return (
        any(word in head for word in FAILURE_WORDS)
        or any(word in _PROBLEM_WORDS or word.startswith(_PROBLEM_STEMS) for word in words)
        or any(phrase in head for phrase in _PROBLEM_PHRASES)
        or not _OTHER_WORDS.isdisjoint(words)
        or any(word.startswith(_OTHER_STEMS) for word in words)
        or any(phrase in head for phrase in _OTHER_PHRASES)
    )
