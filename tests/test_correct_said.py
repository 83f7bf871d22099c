"""Tasks said in the words of a rule, and facts and rules said in forms the cues missed (issue 15, round 3):
each class in several languages, beside the near misses that must keep their kind (examples written for
these tests)."""

from __future__ import annotations

import pytest

from reflexion.correct import detect_correction

POSITIVE = ("correction", "rule", "preference", "fact")


def _kind(prompt: str) -> str:
    found = detect_correction(prompt)
    return found.kind if found else "none"


# A regret of the team's about what was done, and the task of undoing it: no rule of the work.
REGRETS = [
    "we should never have merged that PR, revert it",
    "Wir hätten den PR nie mergen dürfen, mach ihn rückgängig.",
    "On n'aurait jamais dû merger cette PR, annule-la.",
    "Nunca debimos haber mergeado ese PR, reviértelo.",
    "Nunca deveríamos ter feito merge desse PR, reverte.",
    "Die PR hadden we nooit moeten mergen, draai hem terug.",
    "Non avremmo mai dovuto fare merge di quella PR, annullala.",
    "that migration should never have been merged",
]
# ...but said to the agent, it corrects it.
REPROACHES = ["you shouldn't have deleted the fixtures, restore them", "you should never have pushed to main"]
# What the code is to show or return instead of something, said before the verb: the task's spec.
CHANGES_AFTER_INSTEAD = [
    "instead of a modal, show a toast",
    "Statt eines Modals zeig einen Toast an.",
    "En vez de un modal, muestra un toast.",
    "Em vez de um modal, mostra um toast.",
    "Laat in plaats van een modal een toast zien.",
    "Invece di una modale, mostra un toast.",
    "Вместо модалки покажи тост.",
    "instead of returning null, throw a NotFoundError",
]
# ...not the tool to use instead of another.
TOOL_INSTEAD = ["instead of npm, use pnpm", "Au lieu de npm, utilise pnpm.", "Вместо npm используй pnpm."]

KEPT = REPROACHES + TOOL_INSTEAD
LEFT_OUT = REGRETS + CHANGES_AFTER_INSTEAD


@pytest.mark.parametrize("prompt", KEPT)
def test_each_kind_is_kept_beside_its_near_miss(prompt: str) -> None:
    assert _kind(prompt) in POSITIVE


@pytest.mark.parametrize("prompt", LEFT_OUT)
def test_each_task_said_as_a_rule_is_left_out(prompt: str) -> None:
    assert _kind(prompt) == "none"


# What a part of the project is, named by its spelling (a capital inside or after the sentence's start, a
# product's known name): a fact (or a rule, said with one), in each language.
NAMED_PARTS = [
    "the queue is RabbitMQ and the workers are Celery",
    "auth is handled by Keycloak, we don't roll our own",
    "the job queue is sidekiq, backed by the same redis as the cache",
    "Die Queue ist RabbitMQ.",
    "Le broker de messages est RabbitMQ.",
    "La cola es RabbitMQ.",
    "A fila é o SQS.",
    "Logging gaat via Loki.",
    "La coda è RabbitMQ.",
    "Фронтенд написан на React.",
    "前端是用 Vue 写的。",
    "認証はCognitoでやっています。",
    "큐는 RabbitMQ입니다.",
]
# ...not a problem, its cause, a result, a condition, a ticket, nor a request.
NOT_NAMED_PARTS = [
    "the plan is Kubernetes",
    "if the queue is RabbitMQ, use the amqp client",
    "Het probleem is Docker.",
    "问题是 Docker。",
    "문제는 Docker예요.",
    "Le titre est Dashboard.",
    "La app corre en Chrome, pero en Safari no",
    "El ticket es JIRA-123, échale un vistazo.",
    "デプロイは ansible でやって",
]


@pytest.mark.parametrize("prompt", NAMED_PARTS)
def test_a_part_named_is_kept(prompt: str) -> None:
    assert _kind(prompt) in POSITIVE


@pytest.mark.parametrize("prompt", NOT_NAMED_PARTS)
def test_what_only_looks_like_a_named_part_is_none(prompt: str) -> None:
    assert _kind(prompt) == "none"


# How a class of the agent's work products is to be made, in the passive: a rule, in each language.
PASSIVE_RULES = [
    "commits are to be signed",
    "PRs are to be squash-merged",
    "secrets are never to be committed, they go in Vault",
    "tests must be run with -n auto, the suite is too slow otherwise",  # a failure said as the reason
    "Commits sind zu signieren.",
    "Tests müssen mit -n auto ausgeführt werden.",
    "Les tests sont à lancer avec -n auto.",
    "Los commits deben ir firmados.",
    "Os testes têm de ser rodados com -n auto.",
    "Commits moeten gesigneerd worden.",
    "I commit vanno firmati.",
    "Тесты нужно запускать с -n auto.",
    "コミットには署名が必要です。",
    "커밋은 서명되어야 합니다.",
    # updates and bumps are work products too, named in a few words
    "dependency bumps are to be done in their own PR",
    "Abhängigkeits-Updates sind in einem eigenen PR zu machen.",
    "As atualizações de dependências têm de ser feitas num PR separado.",
    "依存関係の更新は別のPRで行うこと。",
]
# ...not what is to be fixed, nor done now or again, nor to these ones.
NOT_PASSIVE_RULES = [
    "the PRs need to be merged today",
    "changes must be reverted, the deploy broke prod",
    "Diese Commits müssen gesquasht werden.",
    "Les tests sont à corriger.",
    "Los tests se tienen que arreglar.",
    "Los tests deben ser corregidos hoy.",
    "De tests moeten gerepareerd worden.",
    "Тесты нужно починить.",
    "测试要用新的数据来跑一下。",
    "테스트는 지금 고쳐야 해요.",
    "テストは今すぐ直すこと。",
]


@pytest.mark.parametrize("prompt", PASSIVE_RULES)
def test_a_passive_rule_over_work_products_is_one(prompt: str) -> None:
    assert _kind(prompt) == "rule"


@pytest.mark.parametrize("prompt", NOT_PASSIVE_RULES)
def test_what_is_to_be_done_once_is_no_rule(prompt: str) -> None:
    assert _kind(prompt) == "none"


# What a thing is, set against what the agent took it for, after a failure: the failure is why it corrects.
CORRECTED_AFTER_A_FAILURE = [
    "that's still broken — the API is served by Caddy, not nginx, so your config change did nothing",
    "Werkt nog steeds niet, de proxy is Traefik en niet nginx.",
    "Ancora niente, il reverse proxy è Caddy, non nginx.",
    "아직도 안 돼. 리버스 프록시는 nginx가 아니라 Caddy야.",
    "Всё ещё не работает, прокси у нас Caddy, а не nginx.",
    "Geht immer noch nicht. Der Port ist 8443, nicht 8080.",
    "Sigue fallando, usamos pnpm, no npm.",
]
# ...not where it fails, nor where the problem is; "still" is no "not yet", but "not yet" stays one.
FAILURES_WITH_A_CONTRAST = [
    "it crashes on Safari, not Chrome",
    "still broken, but only on staging, not prod",
    "still failing, the error is in the parser, not the lexer",
    "Aún falla, el problema es el caché, no la base de datos.",
    "Ancora rotto su Safari, non su Chrome.",
    "Geht immer noch nicht, aber nur auf Staging, nicht auf Prod.",
    "Ça plante toujours, mais seulement sur Safari, pas sur Chrome.",
    "Werkt nog steeds niet, alleen op staging en niet op prod.",
    "Всё ещё падает, но только на стейдже, а не на проде.",
    "Aún no lo subas.",
    "Non pushare ancora.",
]


@pytest.mark.parametrize("prompt", CORRECTED_AFTER_A_FAILURE)
def test_a_contrast_that_states_corrects_after_a_failure(prompt: str) -> None:
    assert _kind(prompt) == "correction"


@pytest.mark.parametrize("prompt", FAILURES_WITH_A_CONTRAST)
def test_a_failure_with_a_contrast_is_none(prompt: str) -> None:
    assert _kind(prompt) == "none"


# What a thing of the app never or always does, said in Chinese, Japanese or Korean: a bug, not a rule.
NEVER_DOES = [
    "夜间任务每次都在凌晨三点 OOM 崩掉。",
    "ログインボタンが最初のクリックで絶対に反応しない。",
    "로그인 버튼이 첫 클릭에 절대 반응하지 않아.",
]
# ...but what the agent must never do stays a rule.
NEVER_DO = ["絶対に main に push しないで", "절대 main에 푸시하지 마세요", "每次提交前都要跑 lint"]


@pytest.mark.parametrize("prompt", NEVER_DOES)
def test_what_a_thing_never_does_is_a_bug(prompt: str) -> None:
    assert _kind(prompt) == "none"


@pytest.mark.parametrize("prompt", NEVER_DO)
def test_what_the_agent_must_never_do_is_a_rule(prompt: str) -> None:
    assert _kind(prompt) == "rule"


# What a thing should always or never do, with the task of making it so: that task's spec.
SPECS_THEN_TASKS = [
    "the cache should always be invalidated after a write — fix the bug where it isn't",
    "the tests should never take this long, profile them",
    "Der Cache sollte immer nach einem Schreibvorgang geleert werden, behebe den Bug.",
]
SPECS_KEPT = ["commits should always be signed", "you should always run the tests, fix them if they fail"]


@pytest.mark.parametrize("prompt", SPECS_THEN_TASKS)
def test_a_spec_said_with_its_task_is_none(prompt: str) -> None:
    assert _kind(prompt) == "none"


@pytest.mark.parametrize("prompt", SPECS_KEPT)
def test_a_rule_without_its_task_stays(prompt: str) -> None:
    assert _kind(prompt) == "rule"


# When to be called in, said with "only": the rest the agent does alone (a standing preference).
ONLY_CALL_ME_WHEN = [
    "you run the deploy script yourself and ping me only if it asks for a password",
    "ping me only if the deploy fails",  # the failure is the case, not a report
    "Lance le script de déploiement toi-même et préviens-moi seulement s'il demande un mot de passe.",
    "Tú ejecuta las migraciones y avísame solo si algo pide confirmación.",
    "Draai het zelf en vraag mij alleen als er een wachtwoord nodig is.",
    "Esegui tu le migrazioni e chiamami solo se serve una conferma.",
    "배포 스크립트는 네가 직접 돌리고, 비밀번호가 필요할 때만 불러줘.",
    "Não precisa pedir permissão pra rodar os testes.",
    "only wake me up if the migration needs a manual step",
    "Weck mich nur, wenn die Migration einen manuellen Schritt braucht.",
    "Despiértame solo si la migración necesita un paso manual.",
    "you don't need my ok to install dev dependencies",
]
# ...not for this run only, and a failure seen stays a report.
NOT_ONLY_CALL_ME_WHEN = [
    "ping me only if this run fails",
    "it only fails when I run it in docker",
    "show me only if it compiles",  # showing is no calling in
    "Montre-moi seulement si ça compile.",
]


@pytest.mark.parametrize("prompt", ONLY_CALL_ME_WHEN)
def test_when_to_be_called_in_is_a_preference(prompt: str) -> None:
    assert _kind(prompt) == "preference"


@pytest.mark.parametrize("prompt", NOT_ONLY_CALL_ME_WHEN)
def test_when_to_be_called_in_this_time_is_none(prompt: str) -> None:
    assert _kind(prompt) == "none"


# What a part of the project goes through, named, whatever the verb: a fact.
GOES_THROUGH = [
    "emails go out through Postmark",
    "Les e-mails partent via Postmark.",
    "Los correos salen por Postmark.",
    "Le email partono tramite Postmark.",
    "Письма уходят через Postmark.",
    "邮件是通过 Postmark 发的。",
    "メールはPostmark経由で送っています。",
    "메일은 Postmark로 보내요.",
]
# ...not a request to send something through it, nor the user's own sign-in.
NOT_GOES_THROUGH = [
    "send the report via Slack",
    "notify the team via Slack",
    "Отправь отчёт через Slack.",
    "I logged in via Google",
    "보고서는 Slack으로 보내줘",
]


@pytest.mark.parametrize("prompt", GOES_THROUGH)
def test_what_a_part_goes_through_is_a_fact(prompt: str) -> None:
    assert _kind(prompt) == "fact"


@pytest.mark.parametrize("prompt", NOT_GOES_THROUGH)
def test_a_request_through_a_product_is_none(prompt: str) -> None:
    assert _kind(prompt) == "none"


# Found by a set written after the changes (correct-probes9), each a class: French "du" is no German "you";
# a change verb takes its pronoun ("lancialo"); hyphenated verbs; calling in, in German.
def test_a_french_bug_report_with_du_is_no_rule() -> None:
    assert _kind("Le cron ne se déclenche jamais le premier du mois.") == "none"


@pytest.mark.parametrize(
    "prompt",
    [
        "Invece di loggare l'errore, lancialo.",
        "Вместо логирования ошибки выбрасывай её.",
        "定时任务每次都在月初漏跑。",
    ],
)
def test_more_tasks_said_as_rules_are_none(prompt: str) -> None:
    assert _kind(prompt) == "none"


@pytest.mark.parametrize(
    "prompt",
    [
        "Les hotfixes sont à cherry-picker sur la branche de release.",
        "Los hotfixes se tienen que cherry-pickear a la rama de release.",
        "Gli hotfix vanno sempre portati anche sul branch di release.",
        "Unterbrich mich nur, wenn ein Deploy eine Freigabe braucht.",
    ],
)
def test_more_rules_and_preferences_are_kept(prompt: str) -> None:
    assert _kind(prompt) in POSITIVE


# A problem, a cause, a result or a day, said as what a thing "is": no fact (the older cues learn it too).
@pytest.mark.parametrize(
    "prompt",
    [
        "the bottleneck is Postgres",
        "the slowest step is Webpack",
        "the release is Friday",
        "the winner is Postgres",
        "my suggestion is Vue",
        "如果队列是 RabbitMQ，就用 amqp。",
    ],
)
def test_a_cause_result_or_day_is_no_fact(prompt: str) -> None:
    assert _kind(prompt) == "none"


# A rule of any topic in the register of a written rule, in Japanese and Korean; not this one, now, a fix, or
# a task to do (said in the sentence or the next).
@pytest.mark.parametrize(
    "prompt",
    [
        "ホットフィックスはリリースブランチにもチェリーピックすること。",
        "핫픽스는 릴리스 브랜치에도 체리픽해야 합니다.",
        "レビューは二人以上で行うこと",
    ],
)
def test_a_written_rule_of_any_topic_is_one(prompt: str) -> None:
    assert _kind(prompt) == "rule"


@pytest.mark.parametrize(
    "prompt",
    [
        "この関数は今すぐ直すこと",
        "이 함수는 리팩터링해야 해요",
        "API는 인증을 추가해야 해요",
        "모든 엔드포인트는 알 수 없는 id에 404를 반환해야 해. 구현해줘.",
    ],
)
def test_a_written_rule_for_now_is_none(prompt: str) -> None:
    assert _kind(prompt) == "none"


# A German part of a stack named with a plain capital: a fact; a German noun said of it is none.
@pytest.mark.parametrize("prompt", ["Der Scheduler ist Airflow.", "Zahlungen laufen über Adyen."])
def test_a_german_part_named_is_a_fact(prompt: str) -> None:
    assert _kind(prompt) == "fact"


@pytest.mark.parametrize(
    "prompt", ["Der Cache ist Schuld.", "Das Frontend ist Baustelle.", "Die Ursache ist Speichermangel."]
)
def test_a_german_noun_said_of_a_part_is_none(prompt: str) -> None:
    assert _kind(prompt) == "none"


# Found by correct-probes10 (written after READY 3): deleting is no fix, the work product may take words after
# it, German "mitzucommitten", and facts said of where a thing is managed.
@pytest.mark.parametrize(
    "prompt",
    [
        "feature branches are to be deleted after merge",
        "Les branches de feature sont à supprimer après le merge.",
        "I branch di feature vanno cancellati dopo il merge.",
        "Lockfiles sind bei jeder Abhängigkeitsänderung mitzucommitten.",
        "from now on commits are to be signed",
    ],
)
def test_more_passive_rules_are_rules(prompt: str) -> None:
    assert _kind(prompt) == "rule"


@pytest.mark.parametrize(
    "prompt",
    [
        "Les traductions sont gérées dans Crowdin.",
        "As traduções ficam no Crowdin.",
        "Le traduzioni sono gestite su Crowdin.",
    ],
)
def test_where_a_thing_is_managed_is_a_fact(prompt: str) -> None:
    assert _kind(prompt) == "fact"


def test_what_is_to_be_done_now_is_no_rule() -> None:
    assert _kind("secrets in the repo must be removed now") == "none"


# Found by correct-probes11 (a mixed set written after READY 3).
@pytest.mark.parametrize(
    "prompt",
    [
        "우리 위키는 Confluence예요.",
        "Наша вики — Confluence.",
        "Konfigurationsänderungen sind von Ops zu reviewen.",
    ],
)
def test_a_wiki_is_no_key_and_compounds_are_work_products(prompt: str) -> None:
    assert _kind(prompt) in POSITIVE


def test_a_contrast_said_with_its_implementation_is_a_task() -> None:
    assert _kind("instead of polling, use a websocket here — implement it") == "none"
    assert _kind("use pnpm instead of npm, and add a lockfile check") in POSITIVE


def test_a_korean_key_s_value_is_still_a_secret() -> None:
    from reflexion.correct import states_a_secret

    assert states_a_secret("API 키는 abc123def456이에요")
    assert not states_a_secret("우리 위키는 Confluence예요.")
