"""General forms of the eleven languages the detector misread (issue 15, round two): each a grammatical form
or a class of words, with what must stay out and its near misses that must be kept (examples written for
these tests, not taken from any labelled set)."""

from __future__ import annotations

import pytest

from reflexion.correct import detect_correction


def _kind(prompt: str) -> str:
    found = detect_correction(prompt)
    return found.kind if found else "none"


POSITIVE = ("correction", "rule", "preference", "fact")

# What a thing of the code or the app does always or never, as the user saw it: a bug, not a rule.
OBSERVED = [
    "Der Webhook schickt bei jedem Retry immer zwei Events.",  # a thing and a phrase of its own
    "er gibt immer eine leere Liste zurück",  # said of it
    "Unsere Queue verliert nie Nachrichten, aber der Consumer hängt, bitte prüfen.",  # ours; a later request
    "Nuestra cola nunca borra los mensajes viejos.",
    "Onze worker ruimt nooit de lockfiles op.",
    "Наш worker никогда не удаляет lock-файлы.",  # a thing in Latin letters, a verb in -ет
    "Таймер у виджета никогда не сбрасывается.",
    "导出按钮总是下载空文件，看看怎么回事。",
    "每次刷新页面都会丢掉筛选条件。",
    "我们的 worker 从来不清理临时文件。",
    "バッチが夜間にいつも二重に走るので見てください。",
    "検索ボタンを押すと毎回フリーズします。",
    "알림이 주말에 항상 두 번 와요.",
    # what happens each time the user does something
    "every time I save the form the spinner never stops",
    "each time it reconnects the socket drops the first message",
    "Jedes Mal, wenn ich speichere, verschwindet der Filter.",
    "Chaque fois que j'actualise, le filtre disparaît.",
    "Cada vez que guardo, se pierde el filtro.",
    "Toda vez que salvo, o filtro some.",
    "Ogni volta che salvo, il filtro sparisce.",
    "Elke keer als ik opsla, verdwijnt het filter.",
    "Каждый раз, когда сохраняю, фильтр пропадает.",
    # what a check or the code is to hold, in a purpose clause
    "Aggiungi un controllo affinché il totale non sia mai vuoto.",
    "Pas de validator aan zodat de naam nooit leeg is.",
    "Ergänze eine Prüfung, damit der Name nie leer ist.",
    "알림 배지가 항상 보이게 해 주세요",
    # a task, then how not to do it, with the thing before the verb (Chinese 把)
    "把这个接口修好，别直接删掉。",
    # a value, then the task of fixing it
    "我们的 API 从来不返回 ETag，补上。",
    # a change to a piece of code named in camelCase, and "a NOT NULL column"
    "use Array.from instead of the spread in buildIndex",
    "we need a table with a NOT NULL column for the email",
]
# ...and beside them, what is still kept: the work's own always and never, said to the agent.
STILL_KEPT = [
    "every time you push, run the linter first",
    "whenever I say ship it, run the release script",
    "Die Commit-Nachrichten schreibst du immer auf Englisch.",
    "Мы всегда используем pnpm.",
    "总是用 pnpm 安装依赖",
    "커밋 전에 항상 테스트를 돌려 주세요",
    "no, use fetchAll not getAll",
]


@pytest.mark.parametrize("prompt", OBSERVED)
def test_what_the_code_does_always_or_never_is_no_rule(prompt: str) -> None:
    assert _kind(prompt) == "none"


@pytest.mark.parametrize("prompt", STILL_KEPT)
def test_the_work_s_own_always_and_never_are_kept(prompt: str) -> None:
    assert _kind(prompt) in POSITIVE


def test_an_identifier_in_camel_case_keeps_its_case() -> None:
    found = detect_correction("no, use fetchAll not getAll")
    assert found is not None and "fetchAll" in found.resolution
