"""keywords: prompt and entry text -> normalised terms; an entry's ranked keywords."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from reflexion.keywords import (
    ECOSYSTEMS,
    GENERIC,
    STOP_WORDS,
    SYNONYMS,
    correction_keywords,
    extract,
    failure_keywords,
    identifiers,
    parts,
    phrases,
    terms,
    versions,
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("npm-run-build", ["npm-run-build", "npm", "run", "build"]),
        ("load_customers", ["load_customers", "load", "customer"]),
        ("DATABASE_URL", ["database_url", "database", "url"]),
        ("UnicodeDecodeError", ["unicodedecodeerror", "unicode", "decode", "error"]),
        ("InvoiceService", ["invoiceservice", "invoice", "service"]),
        ("HTTPServerError", ["httpservererror", "http", "server", "error"]),
        ("orders.pricing", ["order", "price"]),
        ("src/utils/strings.py", ["src", "util", "string", "python", "strings.py"]),
        ("GitHub JavaScript", ["github", "javascript"]),  # names, not identifiers: kept whole
        ("APIs and SKUs", ["api", "sku"]),
    ],
)
def test_identifiers_are_split_and_compounds_kept(text: str, expected: list[str]) -> None:
    assert terms(text) == expected


@pytest.mark.parametrize(
    ("word", "stem"),
    [
        ("migrations", "migration"),
        ("containers", "container"),
        ("running", "run"),
        ("failed", "fail"),
        ("fails", "fail"),
        ("builds", "build"),
        ("building", "build"),
        ("tests", "test"),
        ("testing", "test"),
        ("compiled", "compile"),
        ("compiling", "compile"),
        ("parsing", "parse"),
        ("staged", "stage"),
        ("committed", "commit"),
        ("stopped", "stop"),
        ("installed", "install"),
        ("denied", "deny"),
        ("dependencies", "dependency"),
        ("classes", "class"),
        ("matches", "match"),
        ("images", "image"),
        ("settings", "setting"),
        ("pods", "pod"),
        ("status", "status"),
        ("redis", "redis"),
        ("analysis", "analysis"),
        ("string", "string"),
        ("postgres", "postgres"),
    ],
)
def test_light_stemming_keeps_readable_words(word: str, stem: str) -> None:
    assert terms(word) == [stem]


@pytest.mark.parametrize(
    ("word", "canonical"),
    [
        ("db", "database"),
        ("k8s", "kubernetes"),
        ("kubectl", "kubernetes"),
        ("postgresql", "postgres"),
        ("pg", "postgres"),
        ("psql", "postgres"),
        ("js", "javascript"),
        ("ts", "typescript"),
        ("py", "python"),
        ("python3", "python"),
        ("pip3", "pip"),
        ("repo", "repository"),
        ("deps", "dependency"),
        ("configuration", "config"),
        ("configured", "config"),
        (".env", "environment"),
    ],
)
def test_synonyms_meet_on_one_term(word: str, canonical: str) -> None:
    assert terms(word) == [canonical]


def test_stop_words_filler_and_noise_are_dropped() -> None:
    assert terms("Could you please just fix the build for me?") == ["fix", "build"]
    noise = "line 42 col 7 at 0x7ffd9c 4f2a9c1e /tmp/ccGTZk9d.o /tmp/tmp.QBkvXrBYSF x 3.11.4 v20 -fsS"
    assert terms(noise) == ["line", "col"]


def test_codes_survive_whole() -> None:
    found = terms("error[E0432]: TS2322 ECONNREFUSED EADDRINUSE F401 e2e k8s")
    assert found == ["error", "e0432", "ts2322", "econnrefused", "eaddrinuse", "f401", "e2e", "kubernetes"]


def test_long_options_and_non_ascii_text() -> None:
    found = terms("pytest --strict-markers -m 'not slow'")
    assert found == ["pytest", "strict-markers", "strict", "marker", "slow"]
    assert terms("Café’s naïve résumé — İstanbul") == ["café", "naïve", "résumé", "istanbul"]
    assert terms("c++ and g++") == ["cpp", "gpp"]


def test_parts_of_a_compound() -> None:
    assert parts("react-dom") == ["react", "dom"]
    assert parts("wait_for_db") == ["wait", "database"]
    assert parts("react") == []


def test_word_lists_are_in_normal_form() -> None:
    """GENERIC and the canonical targets are compared with terms() output, so each must be one."""
    for word in GENERIC | set(SYNONYMS.values()) | set(ECOSYSTEMS.values()):
        assert terms(word) == [word], word
    assert not GENERIC & STOP_WORDS


def test_extract_puts_codes_and_specific_words_first_and_generic_last() -> None:
    keywords = extract(
        "error[E0432]: unresolved import `serde`",
        "cargo build",
        "Build with serde support",
        "cargo",
    )
    assert keywords[:2] == ["e0432", "serde"]
    assert keywords.index("cargo") < keywords.index("build")
    assert "rust" in keywords  # cargo implies its language
    assert keywords[-2:] == ["build", "error"] or set(keywords[-3:]) <= GENERIC


def test_extract_drops_numbers_hashes_and_respects_the_limit() -> None:
    trigger = "TypeError at 0x7f1a400b5b20 in /tmp/tmp.P4PZO4AmfT/report.js:13:7 (pid 48213)"
    keywords = extract(trigger, "node scripts/report.js", "Generate the sales report", "node", limit=5)
    assert len(keywords) == 5
    assert keywords[0] == "report"  # in all three texts
    assert "typeerror" in keywords
    assert not [k for k in keywords if k[0].isdigit() or "p4pzo4amft" in k or "7f1a" in k]
    assert extract("anything at all", limit=0) == []


@pytest.mark.parametrize(
    ("text", "files"),
    [
        ("src/config.ts(2,16): error TS2591", ["config.ts"]),  # a tool's file:line
        ('File "/srv/app/orders/daily_report.py", line 7', ["daily_report.py"]),
        ("read PORT in config.ts.", ["config.ts"]),  # a full stop ends the name
        ("app.test.ts and __init__.py", ["app.test.ts", "__init__.py"]),
        ("build.gradle, Cargo.toml", ["build.gradle", "cargo.toml"]),
        ("fix the typo in README.md and notes.txt", []),  # prose documents are not code
        ("v1.2.3, 1.4, e.g., orders.db, foo.py.bak", []),  # versions, abbreviations, other extensions
        ("/tmp/tmpa8f3kd2.py /tmp/tmp.QBkvXrBYSF/x.py", []),  # temp names and one-letter stems
    ],
)
def test_file_names_are_kept_whole(text: str, files: list[str]) -> None:
    assert [t for t in terms(text) if "." in t] == files


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("read PORT and DATABASE_URL from config.ts", {"database_url", "config.ts"}),
        ("store PDFs in S3 via boto3", {"s3", "boto"}),
        ("let parseQty take the raw string", {"parseqty"}),
        ("rename the #dev-alerts Slack channel in CONTRIBUTING.md", set()),  # prose, a document
        ("Fix The Title Case and the README", set()),
        ("temp names qBkvXrBYSF and aB1 are noise", set()),  # not terms() at all
        ("EADDRINUSE :::3001 again, and ENOENT", {"eaddrinuse", "enoent"}),  # an error's name as printed
        ("ERROR: the EXPORT is ALWAYS late", set()),  # capitals for emphasis
    ],
)
def test_identifiers_are_the_words_typed_as_code(text: str, expected: set[str]) -> None:
    assert identifiers(text) == expected
    assert identifiers(text) <= set(terms(text))


def test_redaction_placeholders_are_not_words_of_the_text() -> None:
    text = "curl -H 'token [REDACTED:github-token]' [REDACTED:secret]x https://api.github.com"
    assert terms(text) == ["curl", "token", "https", "api", "github"]
    assert phrases("Check the [REDACTED:github-token] token") == ["check+token"]
    assert terms("cut off [REDACTED:git") == ["cut"]


def test_extract_gives_a_tool_its_language() -> None:
    assert "python" in extract("would reformat orders/x", "ruff format --check .", "Check formatting", "ruff")


def test_huge_text_is_clipped_not_slow() -> None:
    assert terms("word " * 1_000_000)[:1] == ["word"]


@given(st.text(max_size=300))
def test_terms_never_raises_and_is_idempotent(text: str) -> None:
    found = terms(text)
    assert len(found) == len(set(found))
    assert terms(" ".join(found)) == found
    for term in found:
        assert term == term.lower()
        assert len(term) >= 2
        assert term not in STOP_WORDS


@given(st.lists(st.text(max_size=120), max_size=4), st.integers(min_value=0, max_value=25))
def test_extract_never_raises_and_returns_terms(texts: list[str], limit: int) -> None:
    keywords = extract(*texts, limit=limit)
    assert len(keywords) <= limit
    assert len(keywords) == len(set(keywords))
    for keyword in keywords:
        # the index and the prompt side both read it as itself: first, or for a file name (`0a.ml`), after
        # the words it is made of, as terms() puts file names after all words
        read = terms(keyword)
        assert read[:1] == [keyword] or ("." in keyword and keyword in read)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("npm install react-dom@18.2.0", ["react@18"]),
        ("upgrade the storefront to React 18", ["react@18"]),
        ("pip install Django==6.0", ["django@6"]),
        ("serve it on port 80", ["port@80"]),
        ("git log --oneline -3", []),  # an option's count is not a version
        ("kill 1234567", []),  # a long number is an id
        ("bump the version to 0.5.0", []),  # a stop word between
        ("React ¹ and Vue ²", []),  # digits int() refuses (the learner's fuzz test found one in a transcript)
        ("upgrade to React ١٨", ["react@18"]),  # a decimal of another script is still a number
    ],
)
def test_versions_pair_a_name_with_the_number_after_it(text: str, expected: list[str]) -> None:
    assert versions(text) == expected


def test_phrases_join_adjacent_terms_across_stop_words() -> None:
    assert phrases("Start the dev server") == ["start+dev", "dev+server"]
    assert phrases("Install react-dom") == ["install+react", "react+dom"]
    assert phrases("ok") == []


def test_first_and_initial_are_one_term() -> None:
    assert terms("make the first commit") == terms("make the initial commit")


def test_failure_keywords_mark_words_seen_only_in_the_error() -> None:
    keywords = failure_keywords(
        "fatal: unable to auto-detect email address",
        "git commit -m 'Initial commit'",
        "Create the initial commit",
        "git",
    )
    assert {"initial", "commit", "git"} <= set(keywords)
    assert {"~email", "~address"} <= set(keywords)
    assert "initial+commit" in keywords
    assert len(keywords) <= 20 and all(k == k.lower() for k in keywords)


def test_failure_keywords_keep_the_intent_and_a_version_within_the_limit() -> None:
    trigger = " ".join(f"word{chr(97 + i)}x error{chr(97 + i)}z" for i in range(20))
    keywords = failure_keywords(trigger, "npm install react-dom@18.2.0", "Install react-dom", "npm", limit=12)
    assert len(keywords) == 12
    assert {"react", "react-dom", "react@18", "install+react"} <= set(keywords)


def test_failure_keywords_count_a_tool_language_as_intent() -> None:
    keywords = failure_keywords(
        "would reformat orders/x.py", "ruff format --check .", "Check formatting", "ruff"
    )
    assert "python" in keywords and "~python" not in keywords


@given(st.text(max_size=200))
def test_identifiers_are_always_terms_of_the_text(text: str) -> None:
    assert identifiers(text) <= set(terms(text))


def test_a_tool_named_in_passing_in_a_long_statement_is_not_its_subject() -> None:
    short = correction_keywords("Use pnpm, not npm.", (), "no, use pnpm, not npm")
    assert {"!pnpm", "!npm"} <= set(short)
    answer = (
        "1. yes, our current machine. 2. we are also connected to dishy wifi, but I want to troubleshoot "
        "legion ethernet -> slate wan. 3. legion is this device, slate can be connected to via SSH or "
        "admin webapp."
    )
    found = correction_keywords(answer, (), answer, kind="fact")
    assert "ssh" in found and not any(k.startswith("!") for k in found)


def test_a_capitalised_hyphenated_name_is_one_name() -> None:
    assert terms("pull and merge M-Claude") == ["pull", "merge", "m-claude", "claude"]
    assert identifiers("pull and merge M-Claude") == {"m-claude"}
    assert identifiers("move it into projects/Claude-Zima") == {"claude-zima"}
    assert identifiers("a well-known x-ray of react-dom") == set()  # lower-case hyphens are prose
    assert identifiers("Re-run the deploy job, then Follow-up by E-mail") == set()  # a sentence's capital
    assert terms("update your Claude Code app") == ["update", "claude", "code", "app"]


@pytest.mark.parametrize(
    ("text", "commanded"),
    [
        ("regenerate the lockfile by running npm install, then run the tests", {"npm"}),
        ("run `pnpm build` and then git push -u origin main", {"pnpm", "git"}),
        ("npm and yarn are both installed", set()),  # named, not run
        ("the npm registry was slow today", set()),  # a thing of npm's
        ("we publish the package through npm.", set()),
        ("Npm is weird", set()),
        ("Do SSH keys exist for this user?", set()),  # prose: a command is typed lower-case
    ],
)
def test_the_tools_a_prompt_says_to_run(text: str, commanded: set[str]) -> None:
    from reflexion.keywords import commands_named

    assert commands_named(text) == commanded


# A URL or a git remote in an error says where the tool talked to, not what the agent was doing: the org
# and repo named in `github.com:M-Thisness/M-Claude.git` recalled a rejected push for a prompt about
# starting another repo in that org (a real replay's noise).
@pytest.mark.parametrize(
    ("trigger", "command", "gone", "kept"),
    [
        (
            "! [rejected]        main -> main (fetch first)\n"
            "error: failed to push some refs to 'github.com:M-Thisness/M-Claude.git'",
            "git push",
            {"m-thisness", "thisness", "m-claude", "~m-thisness", "~thisness", "~m-claude", "~claude"},
            {"push", "~reject", "~fetch"},
        ),
        (
            "error: failed to push some refs to 'git@gitlab.com:acme/billing-api.git'",
            "git push origin main",
            {"~acme", "~billing-api", "~billing", "~gitlab"},
            {"push", "origin"},
        ),
        (
            "npm ERR! 404 Not Found - GET https://registry.npmjs.org/lodahs - Not found\n"
            "npm ERR! 404  'lodahs@*' is not in this registry.",
            "npm install lodahs",
            {"~npmjs"},
            {
                "lodah",
                "npm",
                "~registry",
            },  # (lodahs, stemmed) the package is named outside the URL, and in the command
        ),
    ],
)
def test_failure_keywords_leave_out_addresses_in_the_error(
    trigger: str, command: str, gone: set[str], kept: set[str]
) -> None:
    keywords = set(failure_keywords(trigger, command, "", "git"))
    assert not gone & keywords
    assert kept <= keywords


def test_failure_keywords_keep_a_host_or_path_named_outside_a_url() -> None:
    keywords = set(
        failure_keywords(
            "fatal: unable to access: Could not resolve host: github.com\n"
            "error: src/config.ts(2,16): cannot find module './env'",
            "git fetch",
            "",
            "git",
        )
    )
    assert {"~github", "~config.ts"} <= keywords
    # a URL the command itself names is what the agent was doing
    clone = set(
        failure_keywords(
            "fatal: repository 'https://github.com/acme/widgets.git/' not found",
            "git clone https://github.com/acme/widgets.git",
            "",
            "git",
        )
    )
    assert {"widget", "acme"} <= clone
    # a local address names the project's own server, socket or file
    local = set(
        failure_keywords(
            "shop-web dev server listening on http://localhost:3005\n"
            "Cannot connect to the Docker daemon at unix:///var/run/docker.sock\n"
            "at file:///tmp/rx/shop-web/server.js:3",
            "npm run dev",
            "",
            "npm",
        )
    )
    assert {"~localhost", "~sock", "~shop-web"} <= local


@pytest.mark.parametrize(
    ("command", "gone", "kept"),
    [  # the folders above an absolute path say where the project or the home is, which every command shares
        (
            "git add /home/[USER]/M-Claude/Projects/Scripts/redact_gitleaks_secrets.py && git status",
            {"m-claude", "claude", "home", "project"},
            {"script", "redact_gitleaks_secrets.py", "gitleak", "add"},
        ),
        (
            'cd "C:\\Users\\me\\.claude-worktrees\\Shop-Web\\brave-x" && git push',
            {"user", "worktree"},
            {"shop-web"},
        ),
        ("cd /Users/[USER]/M-Claude && git status", set(), {"m-claude"}),  # what cd went to
        ("python scripts/report.py", set(), {"script", "report.py"}),  # a path of the project: all of it
    ],
)
def test_failure_keywords_keep_of_an_absolute_path_the_file_and_its_folder(
    command: str, gone: set[str], kept: set[str]
) -> None:
    keywords = {k.lstrip("~") for k in failure_keywords("error: no such file", command, "", "")}
    assert not gone & keywords
    assert kept <= keywords


@pytest.mark.parametrize(
    "text",
    [
        "Pour info, le serveur de staging est derrière un bastion",
        "eso está mal, la tabla se llama clientes, no customers",
        "Dat klopt niet, de kubectl-context is acc-cluster",
        "der Build läuft auf dem Runner und ist grün",
    ],
)
def test_the_function_words_of_other_languages_are_no_terms(text: str) -> None:
    # two French sentences share "le", "de", "est" whatever they are about: no evidence of one subject
    function_words = {"le", "de", "est", "la", "se", "dat", "der", "dem", "und", "ist", "auf", "un"}
    assert not function_words & set(terms(text))


@pytest.mark.parametrize(
    "text",
    ["ssh root@[REDACTED_IP] uptime", "token=[REDACTED] curl api", "key [REDACTED:github-token] curl api"],
)
def test_a_placeholder_of_any_redactor_is_no_term(text: str) -> None:
    # two texts that each hid an address share the placeholder, not the address: no evidence of one subject
    assert not {"redacted_ip", "redact", "redacted", "ip", "github-token"} & set(terms(text))


def test_a_word_of_a_script_written_without_spaces_is_apart_from_the_latin_word_beside_it() -> None:
    # "check src with prettier", "check it with curl" in Japanese and Korean: the tools are words of their own
    assert terms("prettierでsrcのフォーマットをチェックして")[:2] == ["prettier", "src"]
    assert terms("스테이징 api 헬스체크 curl로 한번 확인해줘")[3] == "curl"
    assert terms("conéctate")[0] == "conéctate"  # an accent is no other script
