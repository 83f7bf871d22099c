"""recall on prompts: the right entries as one small hook JSON block, or nothing at all."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import context, entries, failure, prompt, run_hook
from transcript import Transcript

from reflexion.commands.recall import CONTEXT_LIMIT
from reflexion.commands.resolve import resolve, verify
from reflexion.store import Store

DOCKER = (
    "Exit code 1\nCannot connect to the Docker daemon at unix:///var/run/docker.sock. "
    "Is the docker daemon running?"
)
PSQL = (
    'Exit code 2\npsql: error: connection to server at "localhost" (127.0.0.1), port 5432 failed: '
    "Connection refused"
)


def learn(project: Path, command: str, error: str, fix: str, description: str = "") -> str:
    run_hook("capture", failure(command, error, call=command, description=description))
    entry_id = next(e["id"] for e in entries(project) if e["context"] == command)
    if fix:
        resolve(Store(str(project)), entry_id, fix, "2026-11-22")
    return entry_id


def test_a_related_prompt_gets_the_fix_as_one_hook_json_block(project: Path) -> None:
    docker = learn(
        project, "docker compose up -d", DOCKER, "Start Docker Desktop first.", "Start the compose stack"
    )
    learn(project, "psql -h localhost -U app", PSQL, "Run `make db` to start postgres.", "List tables")
    result = run_hook("recall", prompt("spin up the docker compose stack for local dev"))
    assert result is not None and set(result) == {"hookSpecificOutput"}
    assert result["hookSpecificOutput"]["hookEventName"] == "UserPromptSubmit"
    text = context(result)
    assert text.startswith("<reflexion-recall>") and text.endswith("</reflexion-recall>")
    assert docker in text and "Fix that worked: Start Docker Desktop first." in text
    assert len(text) <= CONTEXT_LIMIT and "psql" not in text


GITLEAKS_PASTE = (
    "GitHub Desktop repo commit error:\n\n"
    "\x1b[1;33m Running gitleaks scan (MAX STRICT MODE) on staged files...\x1b[0m\n"
    + "".join(
        f"\x1b[90m10:58AM\x1b[0m \x1b[33mWRN\x1b[0m Invalid .gitleaksignore entry fingerprint={name}\n"
        for name in ("CHAT_LOG.md", "docs/*.md", "*.example", "*.sample", "*.template", "README.md") * 2
    )
    + "Finding:"
)


def test_words_only_pasted_output_holds_count_for_less_than_what_the_user_says(project: Path) -> None:
    # a commit blocked by a gitleaks scan, pasted: a `git add` of a script named after gitleaks, refused
    # because .gitignore hides it, shares only words of the paste with it ("gitleaks", "staged")
    ignored = learn(
        project,
        "git add Scripts/redact_gitleaks_secrets.py && git status",
        "Exit code 1\nThe following paths are ignored by one of your .gitignore files:\n"
        "Scripts/redact_gitleaks_secrets.py",
        "Run `git add -f` first.",
        "Stage redaction script",
    )
    assert run_hook("recall", prompt(GITLEAKS_PASTE)) is None
    said = "the gitleaks redaction script won't stage, help"  # the same words, said: about that failure
    assert ignored in context(run_hook("recall", prompt(said, session="s2")))


BOXED_PASTE = (
    "what is this:  │ Runtime: 42m 27s" + " " * 60 + "│\n"
    "│ Command: dig github.com @10.0.0.1 +short +timeout=5" + " " * 50 + "│\n"
    "│ Output:" + " " * 80 + "│\n"
    "│ │ ;; connection timed out; no servers could be reached" + " " * 40 + "│\n"
)


def test_a_terminal_uis_boxed_output_is_a_paste_its_words_weigh_less_in_other_words_too(
    project: Path,
) -> None:
    # a dig that timed out, copied from a terminal UI's frame: an ssh whose host key changed shares only
    # "timeout" with it, and "connection" by paraphrase (ConnectTimeout)
    ssh = learn(
        project,
        "ssh -o ConnectTimeout=5 -o BatchMode=yes root@slate 'echo ok'",
        "Exit code 255\nHost key for slate has changed and you have requested strict checking.",
        "Run `ssh-keygen -R slate` first.",
        "Test ssh connectivity",
    )
    assert run_hook("recall", prompt(BOXED_PASTE)) is None
    said = "the ssh connectivity test to slate times out"
    assert ssh in context(run_hook("recall", prompt(said, session="s2")))


def test_unrelated_and_generic_prompts_get_nothing(project: Path) -> None:
    learn(project, "docker compose up -d", DOCKER, "Start Docker Desktop first.")
    for text in ("fix the typo in the README heading", "run the tests and fix the build error", "hello"):
        assert run_hook("recall", prompt(text)) is None


def test_a_miss_reads_no_config_without_a_user_level_store(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """config.toml's max_hits only limits what the user-level store adds: a miss with none never reads it."""
    learn(project, "docker compose up -d", DOCKER, "Start Docker Desktop first.")
    read: list[str] = []
    config = Store.read_config
    monkeypatch.setattr(Store, "read_config", lambda self: read.append(self.path) or config(self))
    assert run_hook("recall", prompt("fix the typo in the README heading")) is None
    assert read == []


def test_an_entry_is_recalled_once_per_session(project: Path) -> None:
    learn(project, "docker compose up -d", DOCKER, "Start Docker Desktop first.")
    assert run_hook("recall", prompt("docker compose stack fails to start")) is not None
    assert run_hook("recall", prompt("docker compose stack fails to start")) is None
    assert run_hook("recall", prompt("docker compose stack fails to start", session="s2")) is not None


def test_what_the_user_said_in_this_session_is_not_told_back_in_it(project: Path) -> None:
    # the agent has the user's words in its context: told them back, it learns nothing
    run_hook("capture", prompt("M-Claude is in the Documents folder", session="s1"))
    (fact,) = entries(project)
    assert run_hook("recall", prompt("pull and merge M-Claude", session="s1")) is None
    # near miss: another session never heard it
    assert fact["id"] in context(run_hook("recall", prompt("pull and merge M-Claude", session="s2")))


def test_a_failure_whose_fix_this_session_found_is_not_told_back_in_it(project: Path, tmp_path: Path) -> None:
    # near miss first: the failure was counted in s2, its fix given by a person — never told it there
    push = learn(project, "git push", NO_UPSTREAM, "Run `git push --set-upstream origin <branch>`.")
    assert push in context(run_hook("recall", prompt("push the feature branch to origin", session="s2")))
    # s3 fails the same way and gets past it itself: the learner (at Stop) notes that the session lived it
    t = Transcript(tmp_path / "s3.jsonl", session="s3")
    t.prompt("commit and push")
    call = t.bash("git push", NO_UPSTREAM, ok=False)
    run_hook("capture", failure("git push", NO_UPSTREAM, call=call, session="s3"))
    t.bash("git push --set-upstream origin feature/login", "branch set up to track 'origin/feature/login'.")
    t.say("Pushed.")
    run_hook("learn", {"session_id": "s3", "hook_event_name": "Stop", "transcript_path": str(t.flush()),
                       "cwd": str(project)})  # fmt: skip
    assert run_hook("recall", prompt("push the feature branch to origin", session="s3")) is None
    assert push in context(run_hook("recall", prompt("push the feature branch to origin", session="s4")))


@pytest.mark.parametrize("source", ["compact", "clear"])
def test_after_a_compaction_what_was_told_or_said_before_may_be_told_again(
    project: Path, source: str
) -> None:
    docker = learn(project, "docker compose up -d", DOCKER, "Start Docker Desktop first.")
    run_hook("capture", prompt("M-Claude is in the Documents folder", session="s1"))
    fact = next(e["id"] for e in entries(project) if e["type"] == "correction")
    assert docker in context(run_hook("recall", prompt("docker compose stack fails to start")))
    assert run_hook("recall", prompt("docker compose stack fails to start")) is None
    resumed = {"session_id": "s1", "hook_event_name": "SessionStart", "source": "resume"}
    run_hook("promote", resumed)  # near miss: a resumed session keeps its context
    assert run_hook("recall", prompt("docker compose stack fails to start")) is None
    assert run_hook("recall", prompt("pull and merge M-Claude")) is None
    run_hook("promote", {**resumed, "source": source})  # the context is now a summary of it, or empty
    assert docker in context(run_hook("recall", prompt("docker compose stack fails to start")))
    assert fact in context(run_hook("recall", prompt("pull and merge M-Claude")))
    assert run_hook("recall", prompt("pull and merge M-Claude")) is None  # and once is enough


def test_what_is_said_again_after_a_compaction_is_held_back_again(project: Path) -> None:
    """A compaction forgets what came before it, not what the session hears after it (review 3: the mark
    it left held nothing back for the rest of the session)."""
    learn(project, "docker compose up -d", DOCKER, "Start Docker Desktop first.")  # the store exists
    run_hook("promote", {"session_id": "s9", "hook_event_name": "SessionStart", "source": "compact"})
    run_hook("capture", prompt("M-Claude is in the Documents folder", session="s9"))
    fact = next(e for e in entries(project) if e["type"] == "correction")
    assert run_hook("recall", prompt("pull and merge M-Claude", session="s9")) is None
    assert fact["id"] in context(run_hook("recall", prompt("pull and merge M-Claude", session="s10")))


def test_a_correction_said_in_many_sessions_is_held_back_in_each(project: Path) -> None:
    """The entry's evidence keeps its first 3 sightings; the 4th session said it too (review 3)."""
    for n in range(1, 5):
        run_hook("capture", prompt("no, use pnpm not npm", session=f"s{n}"))
    (rule,) = entries(project)
    assert len(rule["evidence"]["seen"]) == 3
    assert run_hook("recall", prompt("install the deps with npm and build", session="s4")) is None
    assert rule["id"] in context(
        run_hook("recall", prompt("install the deps with npm and build", session="s5"))
    )


def test_promoted_flagged_and_once_seen_unresolved_entries_are_not_recalled(project: Path) -> None:
    entry_id = learn(project, "docker compose up -d", DOCKER, "Start Docker Desktop first.")
    store = Store(str(project))
    verify(store, entry_id, False, "2026-11-22")
    assert run_hook("recall", prompt("docker compose stack fails", session="a")) is None  # a failed fix
    resolve(store, entry_id, "Start Docker Desktop first.", "2026-11-22")
    item = store.require_entry(entry_id)
    item["promoted"] = True
    with store.lock:
        store.commit_entry(item, item["keywords"])
    assert run_hook("recall", prompt("docker compose stack fails", session="b")) is None  # a rule already
    learn(project, "psql -h localhost -U app", PSQL, "")
    assert run_hook("recall", prompt("postgres connection refused on port 5432", session="c")) is None


def test_a_failure_with_no_fix_known_is_not_recalled_it_would_only_be_noise(project: Path) -> None:
    run_hook("capture", failure("psql -h localhost -U app", PSQL, call="a"))
    run_hook("capture", failure("psql -h localhost -U app", PSQL, call="b"))
    assert run_hook("recall", prompt("postgres connection refused on localhost")) is None


def test_a_manual_correction_is_recalled_as_a_directive(project: Path) -> None:
    store = Store(str(project))
    from reflexion.commands.manual import capture_manual

    capture_manual(
        store, "correction", "no, use pnpm not npm", "Use pnpm, not npm.", "", "pnpm,npm", "2026-11-22"
    )
    text = context(run_hook("recall", prompt("use npm to add lodash to the pnpm workspace")))
    assert "Directive: Use pnpm, not npm." in text


def test_recall_reads_only_the_index_and_the_hits(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    hit = learn(project, "docker compose up -d", DOCKER, "Start Docker Desktop first.")
    learn(project, "psql -h localhost -U app", PSQL, "Run `make db` to start postgres.")
    store_class = Store
    loaded: list[str] = []
    real_load = store_class.load_entry

    def load_entry(self: Store, entry_id: str) -> dict[str, object] | None:
        loaded.append(entry_id)
        return real_load(self, entry_id)

    def no_scan(self: Store, problems: object = None) -> object:
        raise AssertionError("recall on a fresh index must not read every entry")

    monkeypatch.setattr(store_class, "load_entry", load_entry)
    monkeypatch.setattr(store_class, "iter_entries", no_scan)
    result = run_hook("recall", prompt("docker compose stack fails to start"))
    assert hit in context(result) and loaded == [hit]


def test_a_hand_touched_index_is_rebuilt_and_an_unreadable_entry_ignored(project: Path) -> None:
    hit = learn(project, "docker compose up -d", DOCKER, "Start Docker Desktop first.")
    store = Store(str(project))
    bad = Path(store.entries_dir) / "RFX-20200101-deadbeef.json"
    bad.write_text("{ not json")
    Path(store.index_path).touch()  # changed behind our back: rebuilt, not trusted
    assert not store.index_fresh()
    assert hit in context(run_hook("recall", prompt("docker compose stack fails to start")))
    assert store.index_fresh() and bad.read_text() == "{ not json"


def test_a_correction_naming_a_tool_is_recalled_when_a_prompt_names_that_tool(project: Path) -> None:
    run_hook("capture", prompt("no, use pnpm, not npm", session="s0"))
    (correction,) = entries(project)
    for text in ("npm install lodash", "run the tests with npm test", "add zod with pnpm"):
        assert correction["id"] in context(run_hook("recall", prompt(text, session=text)))
    for text in ("install lodash", "run the tests", "knit a pattern with wool"):
        assert run_hook("recall", prompt(text, session=text)) is None


def test_a_tool_is_named_as_spelt_not_as_a_word_that_stems_to_it(project: Path) -> None:
    run_hook("capture", prompt("we're on Python 3.11 here, not 3.12", session="s0"))
    (correction,) = entries(project)
    assert correction["id"] in context(run_hook("recall", prompt("write a python script to dedupe rows")))
    assert run_hook("recall", prompt("write a haiku about pythons", session="s2")) is None


def test_the_correction_a_prompt_states_is_never_injected_back_on_that_prompt(project: Path) -> None:
    said = "no, use pnpm, not npm"
    run_hook("capture", prompt(said))  # capture and recall run side by side: capture may finish first
    assert run_hook("recall", prompt(said)) is None
    assert run_hook("recall", prompt("Again: no, use pnpm, not npm!", session="s2")) is None
    assert run_hook("recall", prompt("npm ci is slow", session="s3")) is not None


def test_a_read_only_or_full_disk_still_gets_the_hits(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import errno

    learn(project, "docker compose up -d", DOCKER, "Start Docker Desktop first.")

    def full(self: Store, session_id: str, kind: str, entry_ids: object = ()) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(Store, "session_note", full)
    text = context(run_hook("recall", prompt("docker compose stack fails to start")))
    assert "Start Docker Desktop first." in text


def test_a_preference_said_beside_a_task_is_recalled_for_itself_not_for_the_task(project: Path) -> None:
    run_hook(
        "capture",
        prompt("please run the nightly cargo benchmarks and write a summary. I prefer small commits"),
    )
    (preference,) = entries(project)
    assert preference["resolution"] == "I prefer small commits."
    assert "!cargo" not in preference["keywords"] and "benchmark" not in preference["keywords"]
    assert preference["id"] in context(
        run_hook("recall", prompt("commit the fix in small commits", session="s2"))
    )
    for text in ("write a summary of the cargo benchmarks", "run the nightly benchmarks again"):
        assert run_hook("recall", prompt(text, session=text)) is None


@pytest.mark.parametrize(
    ("asked", "told"),
    [
        ("what does the docker compose stack do?", False),  # a question of what the code means
        ("add docstrings to the docker compose helper script", False),  # words people read
        ("draw a mermaid diagram of the docker compose stack", False),
        ("review the docker compose file for readability", False),
        ("draft a PR description for the docker compose change", False),
        ("review the docker compose file and start the stack", True),  # something to run as well
        ("add a comment explaining the docker compose stack, then restart it", True),
        ("what does the docker compose error mean?", True),  # about the failure itself
        ("start the docker compose stack", True),
        ("which env vars does the docker compose stack read?", False),
        ("what is the docker compose override file for?", False),
        ("why won't the docker compose stack start?", True),  # a problem, in a question
        ("what are the docker compose services running now?", True),  # what running shows
        ("in the api, which ports does the docker compose stack publish?", False),  # asked after a comma
        ("what exactly does the docker compose stack mount? before anyone runs it", False),
        ("add a comment above the docker compose stack saying why it needs two networks, explain it", False),
        ("write a commit message for the docker compose fix", False),
        ("update the README section on the docker compose stack", False),
        ("the docker compose stack: no need to run anything, is its healthcheck right?", False),
        ("start the docker compose stack and update the README", True),
        ("- bump the base image - start the docker compose stack - write the README section", True),
        # review 1: each of these is work, or a failure asked about in words (all told before, and still)
        ("start the docker compose stack, but don't run the migrations", True),
        ("run the tests without building the docker compose image", True),
        ("spin up the docker compose stack and summarize the logs in one sentence", True),
        ("docker compose up exits with code 1, just tell me the fix", True),
        ("what do I run to start the docker compose stack?", True),
        ("which command do I use to start the docker compose stack?", True),
        ("what does it take to get the docker compose stack running?", True),
        ("why does docker compose up exit immediately?", True),
        ("why is port 5432 already in use when I start docker compose?", True),
        ("what does exit code 137 mean for the docker compose stack?", True),
        ("docker compose up just sits there, what does that mean?", True),
        ("explain why the docker compose stack won't start", True),
        ("erkläre, warum docker compose nicht startet", True),
        ("explique pourquoi docker compose ne démarre pas", True),
        ("объясни, почему docker compose не запускается", True),
        ("1. docker compose stack starten 2. Changelog schreiben", True),
        ("update the docker compose stack to node 20 as described in docs/upgrade.md", True),
        ("add the healthcheck from the README to the docker compose stack", True),
        ("set up the docker compose stack for the quadrant service", True),
        # a view, an estimate or an explanation asked for anywhere in the prompt, a message for people, a
        # comment asked for after a question
        ("docker compose stack: one network or two? give me your opinion", False),
        ("rough estimate: how long to move the docker compose stack to kubernetes?", False),
        ("why does the docker compose stack use two networks? explain it to me", False),
        ("draft a reply to the user who says the docker compose stack looks wrong", False),
        ("what does the docker compose healthcheck mean? add a short comment next to it", False),
        ("was meinst du: docker compose stack mit einem oder zwei Netzwerken?", False),
        ("rédige une réponse à l'utilisateur qui dit que le docker compose stack plante", False),
        ("give me your opinion on the docker compose stack, then start it", True),
        ("draft a reply to the user and restart the docker compose stack", True),
        ("explain to me why the docker compose stack fails", True),
        # ...words of code, not a request for a view or a message
        ("set up an opinionated docker compose stack for the api", True),
        ("write a message queue consumer for the docker compose stack", True),
        ("what would you run to start the docker compose stack?", True),
        # a thing of the code named by a word for words (review 3): told as any change to it
        ("add a comment field to the docker compose stack's api", True),
        ("refactor explainer.py in the docker compose stack", True),
        ("speed up the docker compose stack's query, EXPLAIN ANALYZE shows a seq scan", True),
        ("add the estimate endpoint to the docker compose stack", True),
        ("how long to start the docker compose stack? start it now", True),
    ],
)
def test_a_request_for_words_is_told_no_past_failure_unless_it_runs_something(
    project: Path, asked: str, told: bool
) -> None:
    docker = learn(
        project, "docker compose up -d", DOCKER, "Start Docker Desktop first.", "Start the compose stack"
    )
    assert (docker in context(run_hook("recall", prompt(asked, session=asked)))) is told


@pytest.mark.parametrize(
    ("asked", "told"),
    [
        ("add a tooltip to the docker compose stack's status badge", False),
        ('rename the "Start the compose stack" button to "Launch"', False),
        ('Kannst du die Überschrift "Docker compose stack" in "Container" umbenennen?', False),
        ("translate the docker compose stack's labels into German", False),
        ("change the colour of the docker compose stack's status icon", False),
        # a look changed and then run or checked, a failure, a page's bug reported, a command quoted
        ("change the docker compose stack's button colour and start the stack", True),
        ("add a button that starts the docker compose stack", True),
        ('the status badge says "docker compose failed", fix it', True),
        ("the docker compose stack's start button does nothing", True),
        ('rename the docker compose stack and start it with "docker compose up"', True),
    ],
)
def test_a_change_to_what_people_see_is_told_no_past_failure(project: Path, asked: str, told: bool) -> None:
    docker = learn(
        project, "docker compose up -d", DOCKER, "Start Docker Desktop first.", "Start the compose stack"
    )
    assert (docker in context(run_hook("recall", prompt(asked, session=asked)))) is told


def told(asked: str) -> str:
    """What recall tells a prompt in a session of its own (nothing told before in it)."""
    return context(run_hook("recall", prompt(asked, session=asked)))


def test_a_failure_that_shares_only_the_files_a_prompt_types_is_not_told(project: Path) -> None:
    mypy = learn(
        project,
        "mypy orders",
        "Exit code 1\norders/discounts.py:10: error: Incompatible types in assignment  [assignment]",
        "Make the tier rate a float.",
        "Type-check the orders package",
    )

    # where the failure was is where the prompt works, and nothing of what it does: another job in the file
    assert mypy not in told("帮我 review 一下 orders/discounts.py 里的命名")
    assert mypy not in told("write up the tiers in orders/discounts.py for the product team")
    # a word of its own, a run, a problem — in any language — and it bears
    assert mypy in told("type-check orders/discounts.py before the release")
    assert mypy in told("os tipos em orders/discounts.py quebram de novo")


def test_a_change_to_the_code_is_told_a_failure_only_when_it_names_what_failed(project: Path) -> None:
    host = "Exit code 6\ncurl: (6) Could not resolve host: api.staging.acme.internal"
    url = "https://api.staging.acme.internal/health"
    health = learn(project, f"curl -sS {url}", host, "Use the VPN.", "Check staging health")
    cart = learn(
        project,
        'curl -fsS -X POST -d \'{"sku":"TEE-01"}\' http://127.0.0.1:8001/api/cart',
        "Exit code 22\ncurl: (22) The requested URL returned error: 501",
        "Start the cart API first.",
        "Add an item to the cart",
    )

    # the words of where the command talked to, and of what it was doing, are the project's: a new endpoint
    # in the staging api runs no health check
    assert health not in told("add a health check endpoint to the staging api that returns the git sha")
    assert health in told("check the health of the staging api")  # what the failed command was doing
    # ...unless the change reports a failure too, in any language
    assert health in told("füge der staging api einen health check hinzu, er funktioniert nicht")
    assert cart in told("add two TEE-01 shirts to the cart through the api")  # said with the same verb
    assert cart in told("add a quantity field to the cart payload, the sku stays")  # a word it worked on


def test_a_request_for_an_explanation_is_told_the_users_word_but_no_past_failure(project: Path) -> None:
    docker = learn(
        project, "docker compose up -d", DOCKER, "Start Docker Desktop first.", "Start the compose stack"
    )
    run_hook("capture", prompt("no, always use docker compose v2, not docker-compose", session="s0"))
    rule = next(e["id"] for e in entries(project) if e["type"] == "correction")
    text = context(run_hook("recall", prompt("explain how the docker compose stack starts", session="a")))
    assert rule in text and docker not in text  # answered in words: no command of it will fail
    text = context(run_hook("recall", prompt("start the docker compose stack", session="b")))
    assert docker in text
    text = context(run_hook("recall", prompt("explain why the docker compose stack fails", session="c")))
    assert docker in text  # about that very failure
    # a failure reported with a question of what differs beside it (the second review)
    asked = (
        "docker compose up fails with Cannot connect to the Docker daemon, is there any difference between "
        "docker compose and docker-compose here?"
    )
    text = context(run_hook("recall", prompt(asked, session="d")))
    assert docker in text


@pytest.mark.parametrize(
    "question",
    [
        "what's the difference between mysql and postgres isolation levels?",
        "erkläre mir den Unterschied zwischen MySQL und Postgres",
        "explique la différence entre MySQL et Postgres",
        "¿cuál es la diferencia entre MySQL y Postgres?",
        "qual é a diferença entre MySQL e Postgres?",
        "wat is het verschil tussen MySQL en Postgres?",
        "spiegami la differenza tra MySQL e Postgres",
        "объясни разницу между MySQL и Postgres",
        "解释一下 MySQL 和 Postgres 有什么区别",
        "MySQL と Postgres の違いを説明して",
        "MySQL와 Postgres의 차이를 설명해 줘",
    ],
)
def test_a_question_of_what_sets_two_things_apart_is_told_how_to_answer_but_nothing_of_the_project(
    project: Path, question: str
) -> None:
    # answered from what anyone knows of the two: the project's MySQL host is no part of it
    run_hook("capture", prompt("fyi our staging mysql runs on db.staging.internal:3307", session="s0"))
    run_hook("capture", prompt("keep answers short pls, no summary table at the end", session="s1"))
    fact, style = sorted(entries(project), key=lambda e: e["category"])
    assert (fact["category"], style["category"]) == ("user.fact", "user.preference")
    text = context(run_hook("recall", prompt(question, session="q")))
    assert fact["id"] not in text
    text = context(run_hook("recall", prompt("point the app at the staging mysql host", session="t")))
    assert fact["id"] in text  # work on the project is told it
    text = context(
        run_hook("recall", prompt("fix the difference between the staging and prod mysql hosts", "u"))
    )
    assert fact["id"] in text  # a task that names a difference is still work on the project
    text = context(
        run_hook("recall", prompt("what's the difference between our staging and prod mysql?", "v"))
    )
    assert fact["id"] in text  # ...and so is a question about the project's own things


@pytest.mark.parametrize(
    "question",
    [
        "what is more performant for caching, redis or memcached?",
        "redis vs memcached for a session cache, which is faster?",
        "what are the pros and cons of redis and memcached as a cache?",
        "Was ist besser als Cache, Redis oder Memcached?",
        "Qu'est-ce qui est mieux comme cache, Redis ou Memcached ?",
        "¿Qué es mejor como caché, Redis o Memcached?",
        "O que é melhor como cache, Redis ou Memcached?",
        "Wat is beter als cache, Redis of Memcached?",
        "Cosa è meglio come cache, Redis o Memcached?",
        "Что лучше для кэша, Redis или Memcached?",
        "做缓存 Redis 和 Memcached 哪个更好？",
        "キャッシュには Redis と Memcached のどっちがいい？",
        "캐시로 Redis와 Memcached의 장단점은?",
    ],
)
def test_a_question_of_which_option_is_better_is_told_no_fact_of_the_project(
    project: Path, question: str
) -> None:
    # weighed from what anyone knows of the two: where the project's redis listens answers none of it
    run_hook("capture", prompt("fyi our redis runs on cache.internal:6380", "s0"))
    (fact,) = entries(project)
    assert fact["category"] == "user.fact"
    assert fact["id"] not in context(run_hook("recall", prompt(question, session="q")))
    # near misses: the user's own things, and work to do
    for n, text in enumerate(
        (
            "which is better for our redis, a bigger cache or a shorter ttl?",
            "point the app at redis, not memcached",
        )
    ):
        assert fact["id"] in context(run_hook("recall", prompt(text, session=f"t{n}")))


def test_a_users_rule_about_one_of_the_options_weighed_is_told(project: Path) -> None:
    """A question of which is better gets no fact of the project, but the user's own rule about one of the
    things weighed is the project's answer to it (review 3)."""
    run_hook("capture", prompt("always run the tests through tox, never pytest directly", "s0"))
    (rule,) = entries(project)
    question = "is it better to run the tests with pytest directly or through tox?"
    assert rule["id"] in context(run_hook("recall", prompt(question, session="q")))
    # near miss: a rule about neither option weighed
    run_hook("capture", prompt("always use pnpm, never npm", "s1"))
    pnpm = next(e["id"] for e in entries(project) if "pnpm" in e["resolution"])
    assert pnpm not in context(run_hook("recall", prompt("redis vs memcached for the cache?", session="r")))


def test_whats_more_as_a_discourse_marker_asks_for_no_comparison(project: Path) -> None:
    run_hook("capture", prompt("fyi our redis runs on cache.internal:6380", "s0"))
    (fact,) = entries(project)
    asked = "What's more, can you point the session store at redis afterwards?"
    assert fact["id"] in context(run_hook("recall", prompt(asked, session="q")))


def test_a_tool_named_in_passing_in_a_long_prompt_does_not_recall_the_corrections_about_it(
    project: Path,
) -> None:
    run_hook("capture", prompt("no, use pnpm, not npm", session="s0"))
    (correction,) = entries(project)
    assert correction["id"] in context(run_hook("recall", prompt("npm install lodash", session="a")))
    checklist = (
        "Run a comprehensive access audit of this system: which user you run as, whether sudo works, "
        "the firewall rules, open ports, systemd services, cron jobs, login items, kernel extensions, "
        "browser extensions, the npm global packages, ssh keys and the shell profile."
    )
    assert run_hook("recall", prompt(checklist, session="b")) is None


def test_a_long_prompt_that_says_to_run_the_tool_recalls_the_corrections_about_it(project: Path) -> None:
    run_hook("capture", prompt("no, use pnpm, not npm", session="s0"))
    (correction,) = entries(project)
    checklist = (
        "Set up this machine for the workshop: check which user you run as, whether sudo works, the "
        "firewall rules, open ports, login items, kernel extensions and the shell profile, then run npm "
        "install in tools/, and write down anything odd."
    )
    assert correction["id"] in context(run_hook("recall", prompt(checklist, session="a")))


def test_a_name_the_user_typed_recalls_what_they_said_about_it(project: Path) -> None:
    run_hook("capture", prompt("M-Claude is in the Documents folder", session="s0"))
    (fact,) = entries(project)
    assert fact["id"] in context(run_hook("recall", prompt("pull and merge M-Claude", session="a")))
    assert run_hook("recall", prompt("update your Claude Code app shortcut", session="b")) is None


# A fact is about its subject ("legion is this device", "M-Claude is in the Documents folder"): a prompt
# that shares only the words of what is said of it (ssh, webapp, a Documents folder) is about something
# else. Real replay: an answer about the network's machines was told for a prompt listing priorities.
NETWORK = (
    "1. yes, our current machine.   2. we are also connected to dishy wifi, but I want to troubleshoot "
    "legion ethernet -> slate wan.   3. legion is this device, slate can be connected to via SSH or admin "
    "webapp.    I suspect that Blocky, or some other custom config has broken slate to legion internet."
)


@pytest.mark.parametrize(
    ("fact", "about", "beside"),
    [
        (
            NETWORK,
            "ssh into slate and check the admin webapp",
            "all three, privacy(encrypt all), remote access(homeserver from anywhere; reliably fricionless "
            "low latency highbandwidth ), secure(passwordless seckey only auth, webapp, ssh, remote access)",
        ),
        ("M-Claude is in the Documents folder", "pull and merge M-Claude", "tidy up my Documents folder"),
        # a value is part of what a fact says: a prompt with all its words but not the path does not know it
        (
            "the billing repo is at ~/code/billing",
            "where is the code of the billing repo",
            "cd ~/code/billing and pull the repo",
        ),
        # a prompt that states all of the fact itself needs no echo of it
        (
            "M-Claude is in the Documents folder",
            "run M-Claude sync script",
            "based on the audit and hardening performed, generate a technical security report called "
            "M-BOOK-SEC.md and save it in documents\\M-Claude\\docs",
        ),
    ],
)
def test_a_fact_is_recalled_for_a_prompt_that_names_its_subject(
    project: Path, fact: str, about: str, beside: str
) -> None:
    run_hook("capture", prompt(fact, session="s0"))
    (entry,) = entries(project)
    assert entry["category"] == "user.fact"
    assert entry["id"] in context(run_hook("recall", prompt(about, session="a")))
    assert run_hook("recall", prompt(beside, session="b")) is None


@pytest.mark.parametrize(
    ("fact", "about"),
    [
        ("M-Claude is in the Documents folder.", {"m-claude", "claude"}),
        ("Legion is this device, slate can be connected to via SSH or admin webapp.", {"legion", "slate"}),
        ("Our CI runners are arm64.", {"ci", "runner"}),
        (
            "Zur Info: unser Kubernetes-Namespace heißt shop-dev.",
            {"unser", "kubernetes-namespace", "kubernetes", "namespace"},
        ),
        # no clause opens with what it is about: the fact is told on its words alone
        (
            "I forgot to tell you, we already have another plugin. It has code that finds the transcript.",
            set(),
        ),
        ("ローカルの Postgres はポート 5433 で動いてます", set()),
        ("This machine is a mac.", set()),  # the machine the agent works on, whatever a prompt names
    ],
)
def test_what_a_fact_is_about(fact: str, about: set[str]) -> None:
    from reflexion.commands.recall import fact_subjects

    assert fact_subjects(fact) == about


def test_a_fix_the_prompt_already_makes_is_not_told(project: Path) -> None:
    # real replay: `cd ~/M-Claude` failed and worked from Documents/M-Claude; a prompt that saves a report
    # "in documents\M-Claude\docs" already goes where the fix went
    moved = learn(
        project,
        "cd ~/M-Claude && git status",
        "(eval):cd:1: no such file or directory: ~/M-Claude",
        "When `git status` fails with “(eval):cd:1: no such file or directory: ~/M-Claude”: run "
        "it from `Documents/M-Claude`: `cd Documents/M-Claude && git status`.",
    )
    report = "generate a technical security report and save it in documents\\M-Claude\\docs"
    assert run_hook("recall", prompt(report, session="a")) is None
    assert moved in context(run_hook("recall", prompt("pull and merge M-Claude", session="b")))


NO_UPSTREAM = (
    "Exit code 128\nfatal: The current branch feature/login has no upstream branch.\nTo push the current "
    "branch and set the remote as upstream, use\n\n    git push --set-upstream origin feature/login\n"
)


def test_a_fix_is_made_only_when_the_prompt_has_the_options_and_values_it_adds(project: Path) -> None:
    # review of issue 15: the fix adds `-u origin`, and terms() keep only "origin" of it: any prompt
    # pushing "to origin" hid the fix it needs
    upstream = learn(
        project, "git push", NO_UPSTREAM, "Add `-u origin <branch>`: `git push -u origin feature/login`."
    )
    # second review of issue 15: `-u` inside "my-utils" made the fix
    for text in ("git push to origin", "push my branch to origin", "push the my-utils branch to origin"):
        assert upstream in context(run_hook("recall", prompt(text, session=text)))
    assert run_hook("recall", prompt("git push -u origin feature/login", session="made")) is None
    assert run_hook("recall", prompt("git push -u origin my-utils", session="made2")) is None


def test_leave_given_for_one_command_now_is_never_told_as_a_standing_grant(project: Path) -> None:
    # review of issue 15: stored as a preference (keyword !apt) and told in another session as
    # "Directive: You can run sudo apt update now." for a prompt installing with apt
    run_hook("capture", prompt("ok you can run sudo apt update now", session="s0"))
    assert entries(project) == []
    assert run_hook("recall", prompt("install jq with apt", session="a")) is None
    run_hook("capture", prompt("you can use sudo to install packages", session="s1"))
    (grant,) = entries(project)
    assert grant["category"] == "user.preference"


def test_each_failure_a_prompt_meets_is_tokenised_once(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # review of issue 15: the second look met the same hit again and tokenised its command, error and fix
    # once more each time; a fix that shares no word with the prompt needs no look at what failed
    docker = learn(project, "docker compose up -d", DOCKER, "Run `colima start` first.", "Start the stack")
    import reflexion.keywords

    real, read = reflexion.keywords.terms, []
    monkeypatch.setattr(
        reflexion.keywords,
        "terms",
        lambda text: read.append(text) or real(text),  # type: ignore[func-returns-value]
    )
    assert docker in context(run_hook("recall", prompt("bring up the docker compose stack", session="a")))
    assert sum("colima" in text for text in read) == 1
    assert not any(DOCKER.splitlines()[1][:40] in text for text in read)


@pytest.mark.parametrize(
    ("text", "value", "has"),
    [
        ("push the my-utils branch to origin", "-u", False),
        ("git push -u origin my-utils", "-u", True),
        ("ssh to 192.168.8.10", "192.168.8.1", False),
        ("ssh to 192.168.8.1, then", "192.168.8.1", True),
        ("save it in documents/m-claude/docs", "documents/m-claude", True),
        ("run it on port 8080.", "8080", True),
        ("run it on port 18080", "8080", False),
    ],
)
def test_a_value_is_said_only_as_a_whole_word(text: str, value: str, has: bool) -> None:
    from reflexion.commands.recall import has_value

    assert has_value(text, value) is has


def test_a_word_that_only_may_mean_a_failure_backs_a_hit_up_but_makes_none(project: Path) -> None:
    """forever, endless, purge, wipe, connect: a symptom's or a command's words only beside another shared
    word (review: "the timer runs forever in the integration demo" was told a test timeout)."""
    timeout = learn(
        project,
        "pytest tests/integration",
        "Exit code 1\nE   Failed: Timeout >30.0s",
        "Start the stub server first: make stub.",
        "Run the integration tests",
    )
    told = context(run_hook("recall", prompt("the integration tests hang, fix it", session="a")))
    assert timeout in told  # hang is another way to say the failure: it counts as the word
    for asked in (
        "the carousel spins forever on the integration page",
        "endless scrolling for integration logs",
    ):
        assert run_hook("recall", prompt(asked, session=asked)) is None


def test_a_prompt_naming_what_the_error_was_in_recalls_it(project: Path) -> None:
    # gcc names the function on the line above the error line: "invert" is in no trigger, yet what a
    # later prompt about that code says
    error = (
        "Exit code 1\nfilters.c: In function \u2018invert\u2019:\n"
        "filters.c:5:28: error: expected \u2018;\u2019 before \u2018}\u2019 token"
    )
    entry_id = learn(project, "gcc -Wall -c filters.c", error, "Add the missing semicolon.", "Compile")
    result = run_hook("recall", prompt("the invert filter should keep the alpha channel"))
    assert entry_id in context(result)


def test_a_new_session_after_clear_has_nothing_to_forget_and_gets_no_notes_file(project: Path) -> None:
    """/clear starts a session with a new id (checked in Claude Code 2.1.330): its SessionStart "clear"
    writes nothing for it."""
    learn(project, "docker compose up -d", DOCKER, "Start Docker Desktop first.")  # the store exists
    run_hook("promote", {"session_id": "fresh", "hook_event_name": "SessionStart", "source": "clear"})
    sessions = project / ".reflexion" / "local" / "sessions"
    assert not sessions.exists() or list(sessions.iterdir()) == []


@pytest.mark.parametrize(
    ("asked", "told"),
    [
        ("who last touched the tax line in orders/pricing.py? git blame it", False),
        ("show me git log for orders/pricing.py since monday", False),
        # the same job, a problem reported with another, or no program typed
        ("git merge feature/pricing into main again", True),
        ("git log fails with a merge conflict in orders/pricing.py", True),
        ("git pull origin feature/pricing into main", True),  # a job that merges too (review 4)
    ],
)
def test_a_program_typed_for_another_job_is_not_told_its_failure(
    project: Path, asked: str, told: bool
) -> None:
    merge = learn(
        project,
        "git merge feature/pricing",
        "Exit code 1\nCONFLICT (content): Merge conflict in orders/pricing.py",
        "Resolve the conflict in orders/pricing.py, then git commit.",
        "Merge the pricing branch",
    )
    assert (merge in context(run_hook("recall", prompt(asked, session=asked)))) is told


@pytest.mark.parametrize(
    ("asked", "told"),
    [
        ("is resize_width in resize.c bilinear or nearest neighbour?", False),
        ("add a usage line for resize.c's resize_width to the README", False),
        ("build resize.c as the README says", True),
        ("what's RESIZE_MODE set to in resize.c rn", False),
        ("why does resize.c fail to link against resize_width?", True),  # a problem
        ("can you compile resize.c with resize_width inlined?", True),  # a request, a run
        # a problem in other words, in other languages (review 4)
        ("warum hängt resize.c bei resize_width?", True),
        ("why is the output of resize.c's resize_width empty?", True),
        ("resize.c 为什么卡住了，resize_width 不工作？", True),
        ("how do I fix the link of resize.c against resize_width?", True),
    ],
)
def test_a_question_of_the_code_is_told_no_past_failure(project: Path, asked: str, told: bool) -> None:
    link = learn(
        project,
        "gcc -o resize resize.c",
        "Exit code 1\n/usr/bin/ld: resize.c:(.text+0x44): undefined reference to `resize_width'",
        "Link with resize_impl.o too.",
        "Build the resize tool",
    )
    assert (link in context(run_hook("recall", prompt(asked, session=asked)))) is told


@pytest.mark.parametrize(
    ("asked", "told"),
    [
        ("give me the docker compose up command for the stack, don't run it", False),
        ("write a compose override for the stack. dont run it yet, i'll do it after lunch", False),
        ("schreib eine compose-datei für den stack, bitte nicht ausführen", False),
        ("list the services the docker compose stack starts, just read it", False),
        ("quali servizi avvia il docker compose stack? leggi solo il file", False),
        # a report of what does not run, and a run asked after all
        ("the docker compose stack doesn't start anymore", True),
        ("the docker compose stack won't run, and don't ask me again", True),
        ("write the compose override but don't run it, then start the docker compose stack", True),
    ],
)
def test_a_prompt_that_says_not_to_run_is_told_no_past_failure(project: Path, asked: str, told: bool) -> None:
    docker = learn(
        project, "docker compose up -d", DOCKER, "Start Docker Desktop first.", "Start the compose stack"
    )
    assert (docker in context(run_hook("recall", prompt(asked, session=asked)))) is told


def test_a_look_with_a_tool_is_told_no_failure_of_doing_something_else_with_it(project: Path) -> None:
    upstream = "Exit code 128\nfatal: The current branch feature/login has no upstream branch."
    fix = "Add --set-upstream origin <branch>."
    push = learn(project, "git push", upstream, fix, "Push the feature branch")

    # the branches are looked at, nothing is pushed
    assert push not in told("list the branches on the remote")
    assert push not in told("show the current branch name")
    assert push not in told("what's on the current branch?")
    # the failed job, a how-to of it, or a problem with a look, and it bears
    assert push in told("push the current branch to the remote")
    assert push in told("show me how to push the current branch")
    assert push in told("show me why the current branch won't push")
