"""expand: a paraphrase of an entry's failure recalls it; a related word alone never does."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import context, entries, failure, prompt, run_hook

from reflexion import expand
from reflexion.commands.manual import capture_manual
from reflexion.commands.resolve import resolve
from reflexion.keywords import PHRASE, SAME, terms
from reflexion.store import Store

DOCKER = "Exit code 1\nCannot connect to the Docker daemon at unix:///var/run/docker.sock."
PSQL = 'Exit code 2\npsql: error: connection to server at "localhost" (127.0.0.1), port 5432 failed'


def learn(project: Path, command: str, error: str, fix: str, description: str) -> str:
    run_hook("capture", failure(command, error, call=command, description=description))
    entry_id = next(e["id"] for e in entries(project) if e["context"] == command)
    resolve(Store(str(project)), entry_id, fix, "2026-11-22")
    return entry_id


@pytest.fixture
def learned(project: Path) -> dict[str, str]:
    return {
        # as the agent records it by hand: `reflexion capture --type error --trigger ... --resolution ...`
        "asan": capture_manual(
            Store(str(project)),
            "error",
            "AddressSanitizer: heap-buffer-overflow in downscale_row (src/scale.c:57)",
            "Clamp the last column on odd widths.",
            "./build/thumbs in.png",
            "",
            "2026-11-22",
        )["id"],
        "docker": learn(project, "docker compose up -d", DOCKER, "Start Docker first.", "Start the stack"),
        "psql": learn(project, "psql -h localhost -U app", PSQL, "Run `make db` first.", "List tables"),
    }


@pytest.mark.parametrize(
    "text", ["the row downscaler writes past its buffer", "the downscaler overruns its buffer"]
)
def test_a_paraphrase_recalls_the_failure_it_describes(learned: dict[str, str], text: str) -> None:
    result = run_hook("recall", prompt(text))
    assert result is not None and learned["asan"] in context(result)
    assert learned["docker"] not in context(result)


def test_another_name_for_the_tool_counts_as_the_word(learned: dict[str, str]) -> None:
    result = run_hook("recall", prompt("asan reports an overrun in the thumbs tool"))
    assert result is not None and learned["asan"] in context(result)


def test_a_related_word_alone_never_makes_a_hit(learned: dict[str, str]) -> None:
    # container is docker's family, table is the database's: each is the only word these share
    for text in ("rename the containers chapter of the handbook", "add a table of contents to the guide"):
        assert run_hook("recall", prompt(text)) is None


def test_the_table_is_not_read_for_a_prompt_the_store_knows_no_word_of(
    learned: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse() -> None:
        raise AssertionError("the table was read")

    monkeypatch.setattr(expand, "_same", {})
    monkeypatch.setattr(expand, "_load", refuse)
    assert run_hook("recall", prompt("write a haiku about autumn leaves")) is None


@pytest.mark.parametrize(
    ("term", "verb"),
    [
        ("downscaler", "downscale"),
        ("formatter", "format"),
        ("serialization", "serialize"),
        ("deployment", "deploy"),
        ("compressor", "compress"),
        ("migration", "migrate"),
    ],
)
def test_an_agent_or_action_noun_derives_its_verb(term: str, verb: str) -> None:
    assert verb in expand.derived(term)


def test_every_word_of_the_table_is_spelt_as_terms_spells_it() -> None:
    text = (Path(expand.__file__).parent / "data" / "expand.txt").read_text(encoding="utf-8")
    bad = [
        word
        for line in text.splitlines()
        for item in line.partition("#")[0].replace(">", " ").replace("=", " ").split()
        for word in item.split(PHRASE)
        if terms(word)[:1] != [word]
    ]
    assert bad == []


def test_one_family_counts_once_and_the_prompt_s_own_words_are_left_out() -> None:
    groups = expand.related(["crash", "segfault"], [])
    assert all("segfault" not in words for words in groups.values())
    assert all(len(words) == len(set(words)) for words in groups.values())


RESET = "Exit code 128\nfatal: ambiguous argument 'HEAD~3': unknown revision or path not in the working tree."
MERGE = "Exit code 1\nCONFLICT (content): Merge conflict in orders/pricing.py\nAutomatic merge failed"
AUDIT = "Exit code 1\nnpm error code ENOLOCK\nnpm error audit This command requires an existing lockfile."
TAX = (
    "Exit code 1\n[ERROR] /src/main/java/com/acme/billing/TaxCalculator.java:[7,27] incompatible types: "
    "double cannot be converted to java.math.BigDecimal"
)


@pytest.fixture
def actions(project: Path) -> dict[str, str]:
    reset = ("git reset --hard HEAD~3", RESET, "Count the commits first.", "Drop the last three commits")
    merge = ("git merge feature/pricing", MERGE, "Resolve the conflict.", "Merge the pricing branch")
    return {
        "reset": learn(project, *reset),
        "merge": learn(project, *merge),
        "audit": learn(project, "npm audit", AUDIT, "npm i --package-lock-only first.", "Audit dependencies"),
        "tax": learn(project, "mvn -o compile", TAX, "Use BigDecimal.valueOf.", "Compile the service"),
    }


@pytest.mark.parametrize(
    ("text", "which"),
    [
        ("undo my commits on this branch, they were a mistake", "reset"),
        ("check our npm packages for vulnerabilities", "audit"),
        # the words of developer work in the other languages prompts are written in
        ("bitte den pricing Zweig zusammenführen", "merge"),
        ("fusiona la rama de pricing", "merge"),
        ("compila el servicio de billing", "tax"),
    ],
)
def test_a_developer_s_words_for_a_command_count_as_its_name(
    actions: dict[str, str], text: str, which: str
) -> None:
    result = run_hook("recall", prompt(text))
    assert result is not None and actions[which] in context(result)


def test_another_way_to_say_a_word_is_one_way() -> None:
    # "reset the cache" undoes no commit: the table's `undo+commit => reset` does not run backwards
    assert "reset" in expand.related(["undo", "commit"], [f"undo{PHRASE}commit"])[f"{SAME}undo commit"]
    assert f"{SAME}reset" not in expand.related(["reset"], [])


def test_a_calculation_meets_a_calculator(actions: dict[str, str]) -> None:
    assert "calculator" in expand.derived("calculation")
    assert "calculation" in expand.derived("calculator")
    result = run_hook("recall", prompt("add a VAT calculation for the billing service"))
    assert result is not None and actions["tax"] in context(result)


def test_the_idioms_of_developer_work_name_their_command(actions: dict[str, str]) -> None:
    # "throw away commits" is a reset however many words sit between
    result = run_hook("recall", prompt("throw away my last three commits"))
    assert result is not None and actions["reset"] in context(result)


def test_a_prompt_with_no_english_word_is_read_in_the_store_s_english(project: Path) -> None:
    error = "Exit code 1\nnpm error code EBADENGINE\nnpm error engine Unsupported engine"
    engine = learn(project, "npm install", error, "Use node 20 (nvm use).", "Install dependencies")
    result = run_hook("recall", prompt("instala las dependencias del proyecto"))
    assert result is not None and engine in context(result)


def test_the_table_hooks_load_is_the_one_written_in_expand_txt() -> None:
    """A hook loads the table as bytecode (expand_table.py): after an edit to data/expand.txt, write it anew
    with `python -m reflexion.expand`."""
    text = (Path(expand.__file__).parent / "data" / "expand.txt").read_text(encoding="utf-8")
    written = (Path(expand.__file__).parent / "expand_table.py").read_text(encoding="utf-8")
    assert written == expand.render(text), "run `python -m reflexion.expand`"
    from reflexion.expand_table import NEAR, SAME

    assert expand.parse(text) == (SAME, NEAR)
    assert SAME["asan"] == ("addresssanitizer",)
    assert "overflow" in NEAR["buffer"]


def test_a_version_bump_recalls_the_failed_install_of_that_package(project: Path) -> None:
    """To bump a dependency is to install its new version (as an upgrade is): "bump react-dom to 18.2.0"
    shares only the package's name with `npm install react-dom@18.2.0`'s peer conflict, one word."""
    error = (
        "Exit code 1\nnpm error code ERESOLVE\nnpm error ERESOLVE unable to resolve dependency tree\n"
        'npm error peer react@"^18.2.0" from react-dom@18.2.0'
    )
    entry_id = learn(
        project, "npm install react-dom@18.2.0", error, "Upgrade react first.", "Install react-dom"
    )
    assert entry_id in context(run_hook("recall", prompt("bump react-dom to 18.2.0")))
