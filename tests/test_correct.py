"""correct: which prompts correct the agent or set a standing rule, and how they are phrased as entries."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reflexion import correct
from reflexion.correct import Correction, correction_key, detect_correction

CORPUS = Path(__file__).parent / "data" / "correct" / "corrections.jsonl"


def _kind(prompt: str) -> str:
    c = detect_correction(prompt)
    return c.kind if c else "none"


# --- what is a correction -----------------------------------------------------------------------------

CORRECTIONS = [
    # contrast: "X, not Y", "X instead of Y", "not X but Y"
    "nah, we deploy with the Makefile, not the shell script",
    "it should be `pnpm test:unit`, not `pnpm test`",
    "the branch is called master here, not main",
    "Actually, the API returns cents, not dollars.",
    "use yarn instead",
    "Not `npm start`; it's `npm run dev`.",
    # explicit wrongness
    "that's not right — the env var is DATABASE_URL",
    "Wrong, it's a POST not a GET.",
    "incorrect — the timeout is 30s",
    "you're using the wrong Python, use .venv/bin/python",
    # reminders and regret
    "I told you to use the existing helper in utils/dates.py",
    "no, I said the left sidebar",
    "You shouldn't have deleted the lockfile.",
    # prohibitions and "stop doing"
    "Hold on, don't run the migration on prod.",
    "Please stop rewriting the whole file, just change the function.",
    "Don't edit dist/ — it's built from src/.",
    # a weak opening ("no,", "actually", "you did X") followed by a directive or a fact
    "No. The migrations live in db/migrate.",
    "No, keep the tests in the same package.",
    "ugh no, use single quotes",
    "Why are you using npm? We use pnpm.",
    "you ran that against the production DB?? use the local one",
    # answering a quoted line of the agent's
    "> npm install\nno. pnpm install.",
]
NOT_CORRECTIONS = [
    # questions
    "why did the build fail on CI?",
    "what's wrong with my regex?",
    "is it better to use pnpm or npm here?",
    "can you use yarn instead?",
    # acknowledgements and answers to the agent's questions
    "No, I haven't pushed it yet.",
    "no, go ahead",
    "Nope, looks good to me!",
    "Thanks, that's exactly what I wanted.",
    "no, just commit it",
    "No, try again",
    "Never mind, I found it.",
    "not bad at all",
    # tasks for now
    "great work, now let's add some tests",
    "stop the container and remove the volume",
    "please use the staging DB for this test run",
    "let's use postgres instead of sqlite for this prototype",
    "convert the callbacks to async/await instead of promises",
    "Don't worry about the tests",
    "add logging to all endpoints",
    # failure reports and hunches
    "The deploy failed with 'permission denied'.",
    "pytest says 'fixture not found'",
    "it's not working on my machine",
    "npm is not installed on the CI runner",
    "I'm not sure about the naming, what do you think?",
    "wrong number of arguments is the error I get",
    "Actually I think the bug is in auth.py",
    "No, it's still broken",
]


@pytest.mark.parametrize("prompt", CORRECTIONS)
def test_corrections_are_detected(prompt: str) -> None:
    assert _kind(prompt) == "correction"


@pytest.mark.parametrize("prompt", NOT_CORRECTIONS)
def test_questions_thanks_tasks_and_reports_are_not(prompt: str) -> None:
    assert detect_correction(prompt) is None


@pytest.mark.parametrize(
    "prompt",
    [
        "Always add a changelog entry for user-facing changes.",
        "never use `git push --force` on shared branches",
        "From now on, prefer async functions for I/O.",
        "Going forward, put new scripts in tools/.",
        "remember to regenerate the types after changing the schema",
        "Please don't forget to update the README when adding flags.",
        "Make sure to run `make lint` before you commit.",
        "When you create a new module, also add it to docs/index.md.",
        "We prefer explicit imports over wildcard imports.",
        "In this codebase we use snake_case for file names.",
        "Please write docstrings for all public functions.",  # a directive over a whole class: a convention
        "log errors with structured fields",
    ],
)
def test_standing_instructions_are_rules(prompt: str) -> None:
    assert _kind(prompt) == "rule"


@pytest.mark.parametrize(
    ("prompt", "kind"),
    [
        ("whoa, never force push to main. undo that", "correction"),  # "never" said while correcting
        ("you forgot the await again — always await those calls", "correction"),
        ("we use 2 spaces, not 4", "correction"),  # the contrast says the agent used 4
        ("Sorry, I should have said: we use pnpm in this repo, not npm.", "correction"),
        ("don't forget to add tests", "rule"),
        ("never commit .env files", "rule"),
    ],
)
def test_correction_or_rule(prompt: str, kind: str) -> None:
    assert _kind(prompt) == kind


@pytest.mark.parametrize(
    ("prompt", "kind"),
    [
        ("Nein, bitte pnpm statt npm verwenden.", "correction"),
        ("Das ist falsch, der Server läuft auf Port 8000.", "correction"),
        ("Bitte schreib Commit-Messages immer auf Englisch.", "rule"),
        ("Danke, sieht gut aus!", "none"),
        ("Kannst du erklären, warum npm fehlgeschlagen ist?", "none"),
        ("No, usa pnpm en lugar de npm.", "correction"),
        ("No ejecutes las migraciones contra producción.", "correction"),
        ("Siempre ejecuta el linter antes de hacer commit.", "rule"),
        ("Perfecto, sigue así.", "none"),
        ("¿Qué salió mal en el despliegue?", "none"),
        ("Non, utilise pnpm et pas npm.", "correction"),
        ("Arrête d'utiliser print, utilise le logger.", "correction"),
        ("Désormais, utilise toujours pnpm.", "rule"),
        ("Merci, c'est parfait.", "none"),
        ("Pourquoi le test échoue ?", "none"),
        ("Não, use pnpm em vez de npm.", "correction"),
        ("Está errado, os testes ficam em tests/unit.", "correction"),
        ("De agora em diante, sempre use pnpm.", "rule"),
        ("Valeu, ficou ótimo.", "none"),
        ("Por que o build falhou?", "none"),
        ("不对，用 pnpm 不是 npm。", "correction"),
        ("别在生产库上跑迁移。", "correction"),
        ("从现在开始，提交信息都用英文写。", "rule"),
        ("好的，继续。", "none"),
        ("为什么测试失败了？", "none"),
        ("違います、npm ではなく pnpm を使ってください。", "correction"),
        ("これからは常に pnpm を使ってください。", "rule"),
        ("ありがとう、完璧です。", "none"),
        ("なぜテストが失敗するのですか？", "none"),
    ],
)
def test_other_languages(prompt: str, kind: str) -> None:
    assert _kind(prompt) == kind


def test_only_the_opening_message_counts() -> None:
    log = "\n".join(
        f"[12:00:{i:02d}] ERROR no, use the fallback instead of the cache, not found" for i in range(60)
    )
    assert detect_correction("here is the full log:\n" + log) is None
    assert detect_correction("can you look at this?\n\n" + log) is None
    assert (
        detect_correction("```\nTraceback (most recent call last):\n  File 'x.py'\n```\nwhat does this mean?")
        is None
    )
    assert _kind("no, use pnpm not npm\n\n" + log) == "correction"


# --- the public corpus --------------------------------------------------------------------------------


def test_public_corpus_precision_recall_and_rules() -> None:
    rows = [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines()]
    found = {row["id"]: detect_correction(row["prompt"]) is not None for row in rows}
    positives = [row["id"] for row in rows if row["kind"] == "correction"]
    negatives = [row["id"] for row in rows if row["kind"] == "none"]
    rules = [row["id"] for row in rows if row["kind"] == "rule"]
    hits = sum(found[i] for i in positives)
    false_alarms = [i for i in negatives if found[i]]
    assert hits / (hits + len(false_alarms)) >= 0.95
    assert hits / len(positives) >= 0.9
    assert sum(found[i] for i in rules) >= 15
    assert not false_alarms


# --- phrasing ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("prompt", "resolution"),
    [
        ("no, use pnpm not npm", "Use pnpm, not npm."),
        ("stop using print, use the logger", "Use the logger instead of print."),
        ("actually the tests live in tests/unit", "Tests live in tests/unit."),
        ("wrong — it's `make dev` here", "Run `make dev` here."),
        ("wrong package manager, it's bun", "Package manager is bun."),
        (
            "the config is in config/settings.toml, not settings.json",
            "Config is in config/settings.toml, not settings.json.",
        ),
        ("always run the linter before committing", "Always run the linter before committing."),
        ("I told you already, NOT npm.", "Don't use npm."),
        ("Please don't use `any` — type it properly.", "Don't use `any`."),
        ("you edited third_party/ — please don't touch the vendored code", "Don't touch the vendored code."),
        (
            "the database is Postgres, not MySQL — drop the mysqlclient change",
            "Database is Postgres, not MySQL.",
        ),
        ("that's the staging bucket, prod is shop-assets-prod. fix the name", "Prod is shop-assets-prod."),
        ("> npm install\nno. pnpm install.", "pnpm install."),
        (
            "I said camelCase for the JSON fields, not snake_case",
            "camelCase for the JSON fields, not snake_case.",
        ),
        ("Nein, bitte pnpm statt npm verwenden.", "pnpm statt npm verwenden."),
        ("違います、npm ではなく pnpm を使ってください。", "npm ではなく pnpm を使ってください。"),
    ],
)
def test_resolution_is_the_directive_without_its_framing(prompt: str, resolution: str) -> None:
    c = detect_correction(prompt)
    assert c is not None
    assert c.resolution == resolution


def test_trigger_is_the_prompt_collapsed_and_clipped() -> None:
    c = detect_correction("no,   use pnpm\tnot npm " + "because " * 200)
    assert c is not None
    assert c.trigger.startswith("no, use pnpm not npm because")
    assert len(c.trigger) <= 500


def test_resolution_is_short_and_ends_with_a_period() -> None:
    c = detect_correction("no, use pnpm not npm because " + "the lockfile is pnpm-lock.yaml and " * 20)
    assert c is not None
    assert len(c.resolution) <= 200
    assert c.resolution.endswith(".")


# --- key terms and dedup -------------------------------------------------------------------------------


def _key(prompt: str) -> str:
    c = detect_correction(prompt)
    assert c is not None, prompt
    return correction_key(c)


@pytest.mark.parametrize(
    "group",
    [
        [
            "use pnpm, not npm",
            "No, use pnpm instead of npm",
            "we use pnpm in this repo, not npm",
            "Nein, bitte pnpm statt npm verwenden.",
            "No, usa pnpm en lugar de npm.",
            "違います、npm ではなく pnpm を使ってください。",
        ],
        [
            "actually the tests live in tests/unit",
            "Falsch, die Tests liegen in tests/unit.",
            "Eso está mal, las pruebas están en tests/unit.",
        ],
        ["stop using print, use the logger", "no, use the logger instead of print"],
    ],
)
def test_paraphrases_share_a_key(group: list[str]) -> None:
    assert len({_key(prompt) for prompt in group}) == 1


def test_different_directives_get_different_keys() -> None:
    prompts = [
        "use pnpm, not npm",
        "use yarn, not npm",
        "remember to update the changelog with every PR",
        "Don't forget to run the migrations locally before opening the PR.",
        "never commit .env files",
        "always run the linter before committing",
        "the dev server runs on port 8080, not 3000",
    ]
    assert len({_key(prompt) for prompt in prompts}) == len(prompts)


def test_terms_are_sorted_lowercase_and_unique() -> None:
    for line in CORPUS.read_text(encoding="utf-8").splitlines():
        c = detect_correction(json.loads(line)["prompt"])
        if c:
            assert list(c.terms) == sorted({t.lower() for t in c.terms})
            assert all(t.strip() == t and t for t in c.terms)


def test_key_falls_back_to_the_resolution_words() -> None:
    c = Correction("correction", "x", "Keep it simple.", ())
    assert correction_key(c) == "keep it simple"


# --- robustness and cost -------------------------------------------------------------------------------


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=400))
def test_never_raises(prompt: str) -> None:
    # the detector itself, not the safety net in detect_correction, must cope with any text
    c = correct._detect(prompt)
    assert c is None or (
        c.kind in {"correction", "rule", "preference", "fact"}
        and len(c.resolution) <= 200
        and len(c.trigger) <= 500
    )


@pytest.mark.parametrize(
    "prompt",
    [
        "",
        "\x00" * 1000,
        "😀" * 500,
        "no, " * 5000,
        "`" * 9999,
        "> " * 3000,
        "\x1b[31mno, use pnpm\x1b[0m",
        "a" * 2_000_000,
    ],
)
def test_odd_prompts(prompt: str) -> None:
    c = detect_correction(prompt)
    assert c is None or "\x1b" not in c.trigger


def test_import_compiles_nothing() -> None:
    code = "import reflexion.correct, reflexion.regex as r; assert not r._compiled"
    subprocess.run([sys.executable, "-c", code], check=True)


def test_calls_are_cheap() -> None:
    prompts = [json.loads(line)["prompt"] for line in CORPUS.read_text(encoding="utf-8").splitlines()]
    for prompt in prompts:  # warm: compile what the corpus needs
        detect_correction(prompt)
    start = time.perf_counter()
    for prompt in prompts:
        detect_correction(prompt)
    assert (time.perf_counter() - start) / len(prompts) < 0.005


def _labelled_prompts() -> list[str]:
    """Every prompt of the labelled sets: the detector's corpora and the blind, fresh and real prompts."""
    data = Path(__file__).parent / "data"
    files = [*(data / "transcripts").glob("prompts_*.jsonl"), *(data / "correct").glob("*.jsonl")]
    rows = [json.loads(line) for path in files for line in path.open(encoding="utf-8") if line.strip()]
    return [row["prompt"] for row in rows if isinstance(row.get("prompt"), str)] + CORRECTIONS


def test_the_hook_s_first_look_changes_no_result() -> None:
    """The hook detects only what may_hold_cue lets through: on every labelled prompt, that is exactly what
    the detector finds on its own (a prompt it holds back would have been no correction)."""
    from reflexion.cue_words import may_hold_cue

    prompts = _labelled_prompts()
    assert len(prompts) > 600
    full = [detect_correction(p) for p in prompts]
    assert [detect_correction(p) if may_hold_cue(p) else None for p in prompts] == full
    held = sum(not may_hold_cue(p) for p in prompts)
    assert held > len(prompts) // 3  # and it holds back many: most of the prompts that are none


def test_the_hook_s_first_look_holds_back_ordinary_prompts() -> None:
    """Anchor words alone let a prompt through to the cue tables (~9 M instructions, a quarter of a bare
    Python start): "document" and "in" anchor a generic rule, but only at a clause's start."""
    from reflexion.cue_words import may_hold_cue

    plain = "Add a --verbose flag to the export command and document it in the README"
    assert not may_hold_cue(plain)
    assert not may_hold_cue("summarise the architecture notes for me")
    assert may_hold_cue("Document errors in the README, always")  # at a clause start: unsure, let through
    assert may_hold_cue("hmm, document functions with docstrings in this repo")  # after an interjection
    assert may_hold_cue("> you said\n\nnot that")  # a quote first: unsure
    assert may_hold_cue("falsch, nicht so")  # ASCII German
    assert may_hold_cue("ça ne marche pas")  # not ASCII: unsure
    assert detect_correction("fix the build\n\nwrong, use pnpm") is None  # a blank line ends its words
    assert not may_hold_cue("fix the build\n\nwrong, use pnpm")


def test_the_first_look_reads_what_the_detector_reads() -> None:
    """The detector reads the first 300 characters of a prompt's own lines: a word cut there ("wrongly" as
    "wrong") is a word to it."""
    from reflexion import cue_words

    assert (cue_words._READ, cue_words._HEAD) == (correct._READ_LIMIT, correct._HEAD_LIMIT)
    found = 0
    for pad in range(280, 300):
        prompt = "x" * pad + ". wrongly set up, see logs"
        if detect_correction(prompt) is not None:
            found += 1
            assert cue_words.may_hold_cue(prompt)
    assert found


def test_the_first_look_s_data_is_what_the_cue_tables_say() -> None:
    """cue_words.py's data is derived from the cue tables and correct.CAN_FIND: after a change to either,
    write it anew (`python -m reflexion.cue_needs`)."""
    from reflexion import cue_needs, cue_words

    derived: dict[str, object] = {}
    exec(cue_needs.render(), derived)
    for name in ("_CAN_FIND", "_NEEDS", "_ANCHORED"):
        assert derived[name] == getattr(cue_words, name), name


def test_the_first_look_knows_the_interjections() -> None:
    """A clause starts again after an interjection ("hmm, ..."): the first look knows their words."""
    from reflexion.correct_lang import INTERJECTION
    from reflexion.cue_words import _INTERJECTIONS

    words = set(re.findall(r"[(|:]([a-z]+(?: [a-z]+)?)\+?(?=[|)(])", INTERJECTION))
    assert words == _INTERJECTIONS | {"hold on"}


def test_a_cue_s_needs_are_what_its_matches_hold() -> None:
    from reflexion.cue_needs import needs

    assert needs(r"{CS}(?:wrong|incorrect)\b") == (frozenset({"\x02wrong", "\x02incorrect"}),)
    assert needs(r"\b(?:ja|nein)\s+(?:bitte|danke)") == (
        frozenset({"bitte", "danke"}), frozenset({"ja", "nein"}),
    )  # fmt: skip
    assert needs(r"(?:don't|do not) (?:use|run)\b") == (
        frozenset({"don't use", "don't run", "do not use", "do not run"}),
    )
    assert needs(r"(?i:K)elvin\d+") == (frozenset({"kelvin"}),)
    assert needs(r"\bпока\b") == (frozenset(),)  # never in an ASCII prompt
    assert needs("(?i)\u212aeys") == (frozenset({"eys"}),)  # the Kelvin sign: a case-blind k
    assert needs(r"\w+ (?:is|are)? here") == (frozenset({" is here", " are here", "  here"}),)


WORDS = [
    "hmm,",
    "wait",
    "in",
    "document",
    ".",
    "we",
    "this",
    "not",
    "is",
    "no",
    "use",
    "pnpm",
    "npm",
    "always",
    "run",
    "x",
    "-",
    ",",
    "'",
    "the",
    "Stop",
    "\n",
    "wrong",
    "don't",
]


@given(st.lists(st.sampled_from(WORDS), max_size=12).map(" ".join))
def test_first_look_is_a_superset(prompt: str) -> None:
    from reflexion.cue_words import may_hold_cue

    if detect_correction(prompt) is not None:
        assert may_hold_cue(prompt)


# --- the kinds and languages the corpus shows (examples written for these tests, not the labelled sets) --

FOUND = [
    ("the api gateway is in the infra/ folder, not services/", "correction"),
    ("heads up: our staging cluster runs on k3s, so there is no LoadBalancer", "fact"),
    ("FYI our lint config lives in tooling/eslint.cjs", "fact"),
    ("ask me before you run any migration", "preference"),
    ("you run it and prompt me as needed", "preference"),
    ("keep your replies short, I read the diff anyway", "preference"),
    ("Rule for this repo: no default exports in TypeScript files.", "rule"),
    ("revert that please, you broke the import paths", "correction"),
    ("Nee, de fixtures staan in tests/data, niet in fixtures/.", "correction"),
    ("Gebruik altijd `uv run` voor de scripts.", "rule"),
    ("Sbagliato, la porta del database è 5433, non 5432.", "correction"),
    ("D'ora in poi scrivi i commit in inglese.", "rule"),
    ("Неправильно, тесты лежат в tests/unit, а не в test/.", "correction"),
    ("Никогда не запускай миграции на проде.", "rule"),
    ("아니요, yarn 말고 pnpm 써요.", "correction"),
    ("앞으로 커밋 메시지는 항상 영어로 써 주세요.", "rule"),
    ("Das stimmt nicht – wir benutzen Port 9090.", "correction"),
    ("Frag mich bitte, bevor du etwas pushst.", "preference"),
    ("use pathlib, not .join() on strings — the rest of the code does", "correction"),
    # where things are kept, what runs where, the machine the agent is on, and who runs what
    ("the repo is at ~/code/billing", "fact"),
    ("the nginx config is in /etc/nginx/sites-enabled", "fact"),
    ("tests are in tests/unit", "fact"),
    ("the seed scripts live in db/seeds", "fact"),
    ("the api runs on port 3000", "fact"),
    ("the worker listens on 9090", "fact"),
    ("you're on windows, use powershell", "fact"),
    ("this machine is a mac", "fact"),
    ("we're on node 20", "fact"),
    ("staging is at staging.example.com", "fact"),
    ("the router is on 192.168.8.1", "fact"),
    ("the db is postgres 15", "fact"),
    ("I'm on a mac", "fact"),
    ("I use zsh", "fact"),
    ("im using arch btw", "fact"),
    ("I sign in with a yubikey", "fact"),
    ("I log in with 1password", "fact"),
    ("slate is a GL.iNet router", "fact"),
    ("M-Claude is a private repo", "fact"),
    # a convention over a class of things, said without "always"
    ("no emojis in commit messages", "rule"),
    ("no console.log in committed code", "rule"),
    ("commit messages in english", "rule"),
    ("code comments always in english", "rule"),
    ("use gpg for signing commits", "rule"),
    ("use ruff for formatting python files", "rule"),
    ("all commits must be signed", "rule"),
    ("PRs need a changelog entry", "rule"),
    ("every PR needs a changelog entry", "rule"),
    ("migrations go in db/migrations", "rule"),
    # where things are, what runs on which port, and who runs it, in the other languages
    ("das Repo liegt unter ~/code/billing", "fact"),
    ("die API läuft auf Port 3000", "fact"),
    ("le dépôt est dans ~/code/billing", "fact"),
    ("l'api tourne sur le port 3000", "fact"),
    ("el repo está en ~/code/billing", "fact"),
    ("la api corre en el puerto 3000", "fact"),
    ("o repositório fica em ~/code/billing", "fact"),
    ("a api roda na porta 3000", "fact"),
    ("de repo staat in ~/code/billing", "fact"),
    ("de api draait op poort 3000", "fact"),
    ("il repo è in ~/code/billing", "fact"),
    ("l'api gira sulla porta 3000", "fact"),
    ("репозиторий лежит в ~/code/billing", "fact"),
    ("API работает на порту 3000", "fact"),
    ("ich führe das selbst aus", "preference"),
    ("je le lance moi-même", "preference"),
    ("lo ejecuto yo", "preference"),
    ("eu mesmo rodo", "preference"),
    ("ik draai het zelf", "preference"),
    ("lo lancio io", "preference"),
    ("я сам запущу", "preference"),
    ("我自己来跑", "preference"),
    ("自分で実行します", "preference"),
    ("제가 직접 실행할게요", "preference"),
    ("du kannst sudo benutzen", "preference"),
    ("tu peux utiliser sudo", "preference"),
    ("I'll run the sudo commands myself", "preference"),
    ("just give me the commands, I'll run them", "preference"),
    ("handle it yourself", "preference"),
    ("you can use sudo", "preference"),
    ("you have sudo, go ahead", "preference"),
    # near misses of what is said for this moment only (NOT_FOUND): sudo as such, a lasting place
    ("you can use sudo to install packages", "preference"),
    ("you can use sudo when you need it", "preference"),
    ("from now on, you can use sudo", "preference"),
    ("du kannst sudo benutzen", "preference"),
    # near misses of a state or a result said of one piece of work (NOT_FOUND, second review of issue 15)
    ("tests should be in tests/", "rule"),
    ("new migrations go in db/migrations", "rule"),
    ("every PR needs a review", "rule"),
    ("no TODOs in pull requests", "rule"),
    # a grant of a kind of work or of a standing set-up; a moment told in another clause (second review)
    ("you can use sudo for those kinds of commands", "preference"),
    ("you can use sudo for that sort of thing", "preference"),
    ("you have sudo access now, no need to ask me", "preference"),
    ("you have root now", "preference"),
    ("frag mich bevor du pushst, heute hast du einfach gepusht", "preference"),
    ("ask me before you push, today you just pushed", "preference"),
    ("puedes usar sudo", "preference"),
    ("puoi usare sudo", "preference"),
    ("você pode usar sudo", "preference"),
    ("можешь использовать sudo", "preference"),
    ("puedes usar sudo para instalar paquetes", "preference"),
    ("the config is in ~/.config/app/config.toml", "fact"),
    ("the test reports are in build/reports", "fact"),
    ("the import map is in src/app/imports.ts", "fact"),
]
NOT_FOUND = [
    "make the poller never exit on a timeout, just retry",
    "add a toggle that always shows line numbers",
    "remember to update the snapshot for the new header too",
    "Vergiss nicht, den neuen Service auch ins README zu schreiben.",
    "call it report_v2 for now",
    "use port 4000 for this demo only",
    "Zorg dat de job nooit twee keer tegelijk draait.",
    "Grazie, va bene così.",
    "Почему падает сборка?",
    "새로 만든 함수에 테스트 추가하는 거 잊지 마",
    "the date picker shows Sunday instead of Monday first, fix that",
    "No, no hace falta.",
    # a state seen now, a task with a place in it, a problem located, a server running right now
    "the page is blank",
    "the build is red again",
    "our tests are flaky, investigate",
    "the function is in utils.py, refactor it",
    "the error is in /var/log/syslog",
    "the output is in /tmp/out.txt",
    "the dev server is running on port 3000",
    "run the app on port 8080",
    "you can see the output in the log",
    "you can upgrade by running",
    "you're right, go on",
    "this is a bug in the parser",
    "I'll check it later",
    "the fix is on main",
    "the spinner is at 90 percent",
    "the page is slow 3 times out of 4",
    "I use this daily, make it faster",
    "I sign in and get a blank page",
    "I'm on the login page and nothing happens",
    "I'm on it",
    "it's a bug",
    "the checkout is a mess",
    "no errors in the log",
    "no output in the console",
    "the commit messages in english are wrong",
    "use gpg to sign this commit",
    "use curl to fetch the pages",
    "tests go red when I run them",
    "the tests need fixing",
    "tests need fixing after the rename",
    "der Fehler liegt in src/parser.py",
    "le bug est dans src/parser.py",
    "die Seite läuft auf Port 3000 nicht",
    "kannst du sudo benutzen?",
    "ich führe das Skript aus",
    "lo ejecuto yo mañana si falla",
    # leave given for one command or for now is no standing grant; what the user hands over, a try, a
    # problem located, a one-off artefact's place (review of issue 15: each was stored and told)
    "ok you can run sudo apt update now",
    "you can run sudo apt update",
    "ok you can use sudo for this",
    "you can use sudo this time",
    "du kannst jetzt sudo benutzen",
    "tu peux utiliser sudo maintenant",
    "I will paste them in later",
    "I'll paste them in a bit",
    "I'll paste them",
    "try it yourself and see",
    "the broken import is in src/app/main.py",
    "the new report is in ~/Downloads/report.pdf",
    "the report is in ~/Downloads/report.pdf",
    "der kaputte Import liegt in src/app/main.py",
    # a wish or a state of the work at hand, a result in tests (second review of issue 15: each was a rule)
    "you can run sudo apt update now",
    "you can use sudo now",
    "you can use sudo for those",
    "you can use sudo, just this once",
    "you can use sudo, but only today",
    "puedes usar sudo?",
    "puedes correr sudo apt update",
    "puedes usar sudo ahora",
    "puoi usare sudo?",
    "puoi usare sudo apt update",
    "você pode rodar sudo apt update",
    "можешь использовать sudo?",
    "можешь запустить sudo apt update",
    "tu peux lancer sudo apt update",
    "the code should be faster",
    "the tests must be broken",
    "tests must be broken",
    "the docs need to be updated",
    "docs need to be updated",
    "the tests need to pass",
    "tests need to pass",
    "tests should be passing now",
    "no errors in tests",
    "no errors in code",
    "no luck on tests",
    "no failures in tests, good",
    "my code must be somewhere",
    "the code has to be in a working state",
    "code has to be in a working state",
    "the tests need a fix",
]


@pytest.mark.parametrize(("prompt", "kind"), FOUND)
def test_facts_preferences_and_rules_in_eleven_languages_are_found(prompt: str, kind: str) -> None:
    assert _kind(prompt) == kind


@pytest.mark.parametrize("prompt", NOT_FOUND)
def test_code_specs_reminders_for_the_task_at_hand_and_one_offs_are_not(prompt: str) -> None:
    assert _kind(prompt) == "none"


# A task's scope is not a correction: English "no" and French "pas de" ask for none of something, and an
# aside in parentheses narrows the task; "update" opens a fact only as a heading, never as the verb.
SCOPED_TASKS = [
    "tidy the imports, no logic changes",
    "ship the hotfix (prod only, no feature flags)",
    "run the benchmarks (release build, not debug)",
    "draft the release notes, short, no changelog links",
    "écris le script d'import, pas de dépendances externes",
    "update the deploy script to run as root and skip the cache",
]
STILL_CONTRASTS = [
    ("usa pnpm, no npm", "correction"),
    ("no, el puerto es 5433, no 5432", "correction"),
    ("c'est date-fns, pas moment", "correction"),
    ("update: the api moved to api-v2.internal, the old host is gone", "fact"),
]


@pytest.mark.parametrize("prompt", SCOPED_TASKS)
def test_a_task_s_scope_is_no_correction(prompt: str) -> None:
    assert _kind(prompt) == "none"


@pytest.mark.parametrize(("prompt", "kind"), STILL_CONTRASTS)
def test_romance_no_and_an_update_heading_still_count(prompt: str, kind: str) -> None:
    assert _kind(prompt) == kind


def test_a_fact_keeps_what_elaborates_it_and_drops_the_task_said_with_it() -> None:
    found = detect_correction(
        "FYI we already have an export plugin. It finds the session transcript for you."
    )
    assert found is not None and found.kind == "fact" and "transcript" in found.resolution
    found = detect_correction(
        "heads up: the build box runs arm64, so any binary must be arm64. also fix the lint errors"
    )
    assert found is not None and found.kind == "fact" and "lint" not in found.resolution
    found = detect_correction("please rerun the load test and chart it. ask me before you touch prod")
    assert found is not None and found.kind == "preference" and "chart" not in found.resolution


@pytest.mark.parametrize(
    ("reply", "handed"),
    [
        ("try 192.168.8.1", True),
        ("~/Documents/M-Claude", True),
        ("'/Applications/Claude Code.app'", True),
        ("use `make test`", True),
        ("port 5433", True),
        ("probier mal 10.0.0.2", True),
        ("traceroute slate.example.com", False),  # a task naming a host
        ("ssh into slate-ssh.example.com", False),
        ("try again", False),
        ("what about port 8080?", False),
        ("thanks!", False),
        ("M-Claude", False),
        ("use the one in the shared folder and tell me what it prints", False),
        pytest.param("x-" * 15_000, False, id="one-huge-token"),  # pasted output, never a slow search
    ],
)
def test_a_short_reply_hands_over_one_concrete_thing(reply: str, handed: bool) -> None:
    from reflexion.correct_reply import detect_reply

    assert (detect_reply(reply) is not None) is handed
