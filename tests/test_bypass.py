"""A bypass is never a fix, and a download that timed out is the network: by class, not by example (the red
team's review of main saw four bypasses promoted into CLAUDE.md and a crates.io timeout learned as
"add `--offline`")."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import entries, held, run_hook
from hypothesis import given
from hypothesis import strategies as st
from transcript import Transcript, learned

from reflexion.learn.bypass import bypass
from reflexion.learn.triage import environment_kind
from reflexion.session.transcript import Reader

# (class, command, the bypass it names)
BYPASSES = [
    # a check turned off by an option's name and value
    ("check off", "terraform apply -auto-approve -lock=false", "-lock=false"),
    ("check off", "pip install --trusted-host pypi.org -r requirements.txt", "--trusted-host"),
    ("check off", "pip config set global.trusted-host pypi.org", "global.trusted-host"),
    ("check off", "kubectl apply --validate=false -f k8s/app.yaml", "--validate=false"),
    ("check off", "kubectl --insecure-skip-tls-verify get pods", "--insecure-skip-tls-verify"),
    ("check off", "helm install app ./chart --skip-tls-verify", "--skip-tls-verify"),
    ("check off", "podman pull --tls-verify=false registry.local/app", "--tls-verify=false"),
    ("check off", "next build --no-lint", "--no-lint"),
    ("check off", "deno run --no-check main.ts", "--no-check"),
    ("check off", "mvn -Dmaven.test.skip=true package", "-Dmaven.test.skip=true"),
    ("check off", "mvn -DskipITs verify", "-DskipITs"),
    ("check off", "mvn -Dcheckstyle.skip package", "-Dcheckstyle.skip"),
    ("check off", "mvn -Dmaven.test.failure.ignore=true test", "-Dmaven.test.failure.ignore=true"),
    ("check off", "mvn -Dcheckstyle.failOnViolation=false verify", "-Dcheckstyle.failOnViolation=false"),
    ("check off", "mvn -Dmaven.wagon.http.ssl.insecure=true install", "-Dmaven.wagon.http.ssl.insecure=true"),
    ("check off", "chromium --headless --no-sandbox index.html", "--no-sandbox"),
    ("variable", "SKIP_PREFLIGHT_CHECK=true npm start", "SKIP_PREFLIGHT_CHECK=true"),
    ("variable", "DISABLE_ESLINT_PLUGIN=true npm run build", "DISABLE_ESLINT_PLUGIN=true"),
    ("variable", "TSC_COMPILE_ON_ERROR=true npm start", "TSC_COMPILE_ON_ERROR=true"),
    ("variable", "PIP_TRUSTED_HOST=pypi.org pip install requests", "PIP_TRUSTED_HOST=pypi.org"),
    ("variable", "NPM_CONFIG_STRICT_SSL=false npm install", "NPM_CONFIG_STRICT_SSL=false"),
    ("variable", "GOSUMDB=off go mod download", "GOSUMDB=off"),
    # the part that failed left out of the run, by the tool's own option
    ("left out", "./gradlew build -x test", "-x test"),
    ("left out", "gradle build --exclude-task test", "--exclude-task test"),
    ("left out", "npx eslint --rule 'no-unused-vars: off' src", "--rule no-unused-vars: off"),
    ("left out", "eslint --rule='{\"no-console\": 0}' .", '--rule={"no-console": 0}'),
    ("left out", "ruff check --ignore E501 .", "--ignore E501"),
    ("left out", "flake8 --extend-ignore=E203 src", "--extend-ignore=E203"),
    ("left out", "pylint --disable=C0114 src", "--disable=C0114"),
    ("left out", "mypy --ignore-missing-imports src", "--ignore-missing-imports"),
    ("left out", "pytest -k 'not test_checkout' tests", "-k not test_checkout"),
    ("left out", "go test -skip TestFlaky ./...", "-skip TestFlaky"),
    ("left out", "cargo test -- --skip flaky_io", "--skip flaky_io"),
    ("left out", "cargo clippy -- -A clippy::needless_return", "-A clippy::needless_return"),
    ("left out", "shellcheck -e SC2086 deploy.sh", "-e SC2086"),
    # a permission widened instead of the right one given
    ("permission", "sudo chmod 666 /var/run/docker.sock", "chmod 666"),
    ("permission", "chmod -R 777 storage", "chmod 777"),
    ("permission", "chmod 0666 app.log", "chmod 0666"),
    ("permission", "chmod o+w uploads", "chmod o+w"),
    ("permission", "chmod -R a+rw storage", "chmod a+rw"),
    ("permission", "sudo chmod g+rw /var/run/docker.sock", "chmod g+rw"),
    ("permission", "sudo chown $USER /var/run/docker.sock", "chown /var/run/docker.sock"),
    ("permission", "sudo setfacl -m user:bob:rw /var/run/docker.sock", "setfacl /var/run/docker.sock"),
    ("permission", "docker run --privileged app", "--privileged"),
    ("permission", "docker run --security-opt seccomp=unconfined app", "seccomp=unconfined"),
    ("permission", "npm install -g --unsafe-perm pm2", "--unsafe-perm"),
    ("permission", "echo 'bob ALL=(ALL) NOPASSWD: ALL' | sudo tee /etc/sudoers.d/bob", "NOPASSWD:"),
    # a bar lowered to nothing, a check turned off by its own name (red team 3: each became a rule)
    ("bar lowered", "pytest --cov=app --cov-fail-under=0", "--cov-fail-under=0"),
    ("bar lowered", "coverage report --fail-under 0", "--fail-under 0"),
    ("bar lowered", "vendor/bin/phpstan analyse --level=0", "--level=0"),
    ("bar lowered", "phpstan analyse -l 0 src", "-l 0"),
    ("check off", "go test -vet=off ./...", "-vet=off"),
    ("check off", "git -c commit.gpgsign=false commit -m 'fix: y'", "commit.gpgsign=false"),
    ("check off", "git config tag.gpgSign false", "tag.gpgSign"),
    ("check off", "mypy app --ignore-errors", "--ignore-errors"),
    ("left out", "golangci-lint run --disable-all", "--disable-all"),
    ("variable", "CI=false npm run build", "CI=false"),
    # a safety of the shell or the machine switched off
    ("safety off", "set +e; npm test", "set +e"),
    ("safety off", "sudo setenforce 0", "setenforce 0"),
]

# Honest fixes that look alike: they must stay learnable. `--legacy-peer-deps`, `--ignore-engines`,
# `--ignore-platform-reqs`, `--no-frozen-lockfile` and `--skipLibCheck` relax what counts as compatible or
# regenerate a lock file — often the real fix in a project, and no verification or safety is switched off.
ORDINARY = [
    "npm install --legacy-peer-deps",
    "yarn install --ignore-engines",
    "composer install --ignore-platform-reqs",
    "pnpm install --no-frozen-lockfile",
    "npx tsc --skipLibCheck",
    "chmod +x scripts/run.sh",
    "chmod 755 bin/server",
    "chmod 600 ~/.ssh/id_ed25519",
    "chmod u+w config.yml",
    "chmod -R g+w shared",
    "chown -R bob:bob ./data",
    "sudo usermod -aG docker $USER",
    "terraform apply -lock-timeout=5m",
    "npm install --no-package-lock",  # a lock file not written, not a lock taken off
    "pipenv install --skip-lock",
    "terraform apply -lock-timeout=0",
    "mvn -DskipTests=false test",
    "mvn -Dtest=FooTest -DfailIfNoTests=false test",
    "GIT_SSL_NO_VERIFY=0 git pull",
    "pytest -x tests",
    "pytest -k test_login tests",
    "pytest -m 'not integration'",
    "./gradlew test --tests FooTest",
    "go test -run TestLogin ./...",
    "eslint --rule 'no-console: error' src",
    "eslint --fix src",
    "set -e; npm test",
    "pip install --no-cache-dir --no-build-isolation lxml",
    "cargo build --no-default-features",
    "apt-get install -y --no-install-recommends curl",
    "git merge --no-ff feature",
    "npm ci --no-audit --no-fund",
    "docker run --network host app",
    "bundle install --without production",
    "pytest --cov=app --cov-fail-under=80",
    "phpstan analyse --level=5 src",
    "go test -vet=all ./...",
    "CI=true npm test",
    "git -c commit.gpgsign=true commit -m 'fix: y'",
    "git config commit.gpgsign true",
    "golangci-lint run --enable-all",
]


@pytest.mark.parametrize(("kind", "command", "used"), BYPASSES)
def test_each_class_of_way_round_a_check_is_a_bypass(kind: str, command: str, used: str) -> None:
    assert bypass(command) == used, kind


@pytest.mark.parametrize("command", ORDINARY)
def test_honest_fixes_that_look_alike_are_no_bypass(command: str) -> None:
    assert bypass(command) == ""


TEST_FAILED = (
    "Exit code 1\n\n> Task :app:test FAILED\n\nAppTest > greets() FAILED\n"
    "    org.opentest4j.AssertionFailedError at AppTest.java:12\n\n"
    "FAILURE: Build failed with an exception.\n\n* What went wrong:\n"
    "Execution failed for task ':app:test'.\n> There were failing tests."
)
STATE_LOCK = (
    "Exit code 1\n\nError: Error acquiring the state lock\n\n"
    "Error message: ConditionalCheckFailedException: The conditional request failed\n"
    "Lock Info:\n  ID:        5e1f2a3b-aaaa-bbbb-cccc-1234567890ab"
)
CERT = (
    "Exit code 1\nWARNING: Retrying (Retry(total=4)) after connection broken by "
    "'SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: "
    "self signed certificate in certificate chain (_ssl.c:1006)'))': /simple/requests/\n"
    "ERROR: No matching distribution found for requests"
)
UNUSED = (
    "Exit code 1\n\n/work/app/src/util.js\n  3:7  error  'unused' is assigned a value but never used  "
    "no-unused-vars\n\n✖ 1 problem (1 error, 0 warnings)"
)
SOCKET = (
    "Exit code 1\npermission denied while trying to connect to the Docker daemon socket at unix:///var/run/"
    "docker.sock: dial unix /var/run/docker.sock: connect: permission denied"
)
# The red team's cases: each learned in 3 sessions over 2 days, each promoted into CLAUDE.md before.
RED_TEAM = [
    ([("./gradlew build", TEST_FAILED, False), ("./gradlew build -x test", "BUILD SUCCESSFUL in 4s", True)]),
    ([("terraform apply", STATE_LOCK, False), ("terraform apply -lock=false", "Apply complete!", True)]),
    (
        [
            ("pip install -r requirements.txt", CERT, False),
            (
                "pip install --trusted-host pypi.org -r requirements.txt",
                "Successfully installed requests",
                True,
            ),
        ]
    ),
    ([("npx eslint src", UNUSED, False), ("npx eslint --rule 'no-unused-vars: off' src", "", True)]),
    (
        [
            ("docker compose up -d", SOCKET, False),
            ("sudo chmod 666 /var/run/docker.sock", "", True),  # a step between: the rerun is no fix either
            ("docker compose up -d", "Container app-web-1  Started", True),
        ]
    ),
]


@pytest.mark.parametrize("steps", RED_TEAM)
def test_a_bypass_seen_three_times_on_two_days_is_flagged_never_a_rule(
    project: Path, tmp_path: Path, steps: list[tuple[str, str, bool]]
) -> None:
    for n, day in enumerate(("2026-11-20", "2026-11-20", "2026-11-21")):
        t = Transcript(tmp_path / f"s{n}.jsonl", session=f"s{n}", day=day)
        for k, (command, output, ok) in enumerate(steps):
            t.bash(command, output, ok=ok, call_id=f"toolu_{n}{k}")
        path = str(t.flush())
        run_hook("learn", {"session_id": f"s{n}", "hook_event_name": "Stop", "transcript_path": path,
                           "cwd": str(project)})  # fmt: skip
    run_hook("promote", {"session_id": "s4", "hook_event_name": "SessionStart", "source": "startup",
                         "cwd": str(project)})  # fmt: skip
    [item] = entries(project)
    assert item["occurrences"] == 3 and item["resolution"] == "" and not item["promoted"]
    assert item["evidence"]["bypass"]["command"]
    rules = project / "CLAUDE.md"
    assert not rules.exists() or "- When" not in rules.read_text(encoding="utf-8")


# A download that timed out or was cut, in each tool's words: the network, whatever ran next.
NETWORK = [
    ("cargo", "error: failed to download from `https://static.crates.io/crates/serde/1.0.193/download`\n\n"
     "Caused by:\n  [28] Timeout was reached (Operation too slow. Less than 10 bytes/sec transferred)"),
    ("cargo", "Caused by:\n  [56] Failure when receiving data from the peer "
     "(Recv failure: Connection reset by peer)"),
    ("cargo", "Caused by:\n  [6] Couldn't resolve host name"),
    ("curl", "curl: (56) Recv failure: Connection reset by peer"),
    ("curl", "curl: (35) OpenSSL SSL_connect: SSL_ERROR_SYSCALL in connection to example.com:443"),
    ("go", "go: github.com/pkg/errors@v0.9.1: Get \"https://proxy.golang.org/github.com/pkg/errors/@v/"
     "v0.9.1.mod\": dial tcp 142.250.74.81:443: i/o timeout"),
    ("go", "go: github.com/x/y@v1.0.0: Get \"https://proxy.golang.org/x\": dial tcp: lookup proxy.golang.org "
     "on 127.0.0.53:53: server misbehaving"),
    ("gradle", "> Could not GET 'https://repo.maven.apache.org/maven2/com/google/guava/guava/32.1.2-jre/guava-"
     "32.1.2-jre.pom'.\n      > Read timed out"),
    ("gradle", "Exception in thread \"main\" java.net.UnknownHostException: services.gradle.org"),
    ("maven", "[ERROR] Could not transfer artifact junit:junit:pom:4.13 from/to central (https://repo.maven.apache."
     "org/maven2): Connect to repo.maven.apache.org:443 failed: Connect timed out"),
    ("bundler", "Retrying fetcher due to error (2/4): Bundler::HTTPError Could not fetch specs from https://rubygems"
     ".org/ due to underlying error <execution expired (https://rubygems.org/specs.4.8.gz)>"),
    ("gem", "ERROR:  Could not find a valid gem 'rails' (>= 0), here is why:\n  Unable to download data from "
     "https://rubygems.org/ - Net::ReadTimeout"),
    ("composer", "  curl error 28 while downloading https://repo.packagist.org/packages.json: "
     "Operation timed out"),
    ("apt", "Err:1 http://archive.ubuntu.com/ubuntu jammy InRelease\n  Temporary failure resolving "
     "'archive.ubuntu.com'"),
    ("apt", "E: Failed to fetch http://archive.ubuntu.com/ubuntu/pool/main/c/curl/curl_7.81.0_amd64.deb  "
     "Connection failed [IP: 91.189.91.39 80]"),
    ("pip", "WARNING: Retrying (Retry(total=4)) after connection broken by "
     "'ReadTimeoutError(\"HTTPSConnectionPool(host='pypi.org', port=443): "
     "Read timed out. (read timeout=15)\")': /simple/requests/"),
    ("npm", "npm ERR! code ERR_SOCKET_TIMEOUT\nnpm ERR! network Socket timeout"),
    ("yarn", "error An unexpected error occurred: \"https://registry.yarnpkg.com/react: ESOCKETTIMEDOUT\"."),
    ("docker", "Error response from daemon: Get \"https://registry-1.docker.io/v2/\": net/http: "
     "request canceled while waiting for connection (Client.Timeout exceeded while awaiting headers)"),
    ("dotnet", "error NU1301: Unable to load the service index for source https://api.nuget.org/v3/index.json.\n"
     "  Unable to read data from the transport connection: Connection reset by peer."),
    ("mix", "** (Mix) httpc request failed with: {:failed_connect, [{:to_address, {~c\"repo.hex.pm\", 443}}, "
     "{:inet, [:inet], :timeout}]}"),
]  # fmt: skip
# Failures that are no hiccup of the network: each is a lesson with a fix worth learning.
NOT_NETWORK = [
    "E: Failed to fetch http://archive.ubuntu.com/ubuntu/pool/main/c/curl/curl_7.81.0-1ubuntu1.14_amd64.deb  "
    "404  Not Found [IP: 91.189.91.39 80]",  # a stale index: `apt-get update` fixes it
    "pip._vendor.urllib3.exceptions.SSLError: [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed",
    "ERROR: Could not find a version that satisfies the requirement foo==9.9 (from versions: 1.0, 1.1)",
    "npm error 404 Not Found - GET https://registry.npmjs.org/no-such-pkg",
    'FAIL src/cart.test.js\n  thrown: "Exceeded timeout of 5000 ms for a test.',
    "error: RPC failed; HTTP 400 curl 22 The requested URL returned error: 400",  # http.postBuffer fixes it
    # the project's own network code under test: a test's name or what it wanted (review 3)
    "FAILED tests/test_client.py::test_retry_on_ReadTimeoutError - AssertionError: assert 1 == 2",
    '--- FAIL: TestDial (0.00s)\n    dial_test.go:12: got nil, want "i/o timeout"',
    "Failure/Error: expect { client.fetch }.to raise_error(Net::ReadTimeout)",
]


@pytest.mark.parametrize(("tool", "output"), NETWORK)
def test_a_download_that_timed_out_is_the_network_in_every_tools_words(tool: str, output: str) -> None:
    assert environment_kind(f"Exit code 1\n{output}", 1) == "network", tool


@pytest.mark.parametrize("output", NOT_NETWORK)
def test_a_failure_of_what_was_asked_for_is_not_the_network(output: str) -> None:
    assert environment_kind(f"Exit code 1\n{output}", 1) == ""


def test_an_offline_rerun_after_a_download_timed_out_is_never_learned_as_the_fix(
    project: Path, tmp_path: Path
) -> None:
    timed_out = f"Exit code 101\n    Updating crates.io index\n{NETWORK[0][1]}"
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash("cargo build", timed_out, ok=False)
    t.bash("cargo build --offline", "    Finished dev [unoptimized + debuginfo] target(s) in 2.31s")
    mine = learned(list(Reader(str(t.flush()))), failed)
    assert mine["triage"] == "environment"
    run_hook("learn", {"session_id": "s1", "hook_event_name": "Stop", "transcript_path": str(t.path),
                       "cwd": str(project)})  # fmt: skip
    assert entries(project) == [] and [e["resolution"] for e in held(project)] == [""]


MYPY = 'Exit code 1\nsrc/app/cli.py:12: error: Incompatible return value type (got "str", expected "int")'
ESLINT = (
    "Exit code 1\n\n/work/app/src/a.js\n  3:7  error  'x' is assigned a value but never used  no-unused-vars"
)


@pytest.mark.parametrize(
    ("command", "output", "path", "old", "new", "used"),
    [
        ("mypy src", MYPY, "/work/app/src/app/cli.py", "    return name", "    return name  # type: ignore",
         "type: ignore"),
        ("npx tsc --noEmit", "Exit code 2\nsrc/a.ts(3,7): error TS2322: Type 'string' is not assignable",
         "/work/app/src/a.ts", "const n: number = s;", "// @ts-ignore\nconst n: number = s;", "@ts-ignore"),
        ("npx eslint src", ESLINT, "/work/app/.eslintrc.json", '"rules": {',
         '"rules": {\n    "no-unused-vars": "off",', '": "off"'),
        ("pytest tests/test_cart.py", "Exit code 1\nFAILED tests/test_cart.py::test_total - assert 3 == 4",
         "/work/app/tests/test_cart.py", "def test_total():",
         "@pytest.mark.skip(reason='flaky')\ndef test_total():", "pytest.mark.skip"),
    ],
)  # fmt: skip
def test_an_edit_that_only_silences_the_check_is_a_bypass(
    tmp_path: Path, command: str, output: str, path: str, old: str, new: str, used: str
) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash(command, output, ok=False)
    t.edit(path, old, new)
    t.bash(command, "Success: no issues found")
    mine = learned(list(Reader(str(t.flush()))), failed)
    assert mine["resolution"] == "" and mine["bypass"] == used


def test_an_edit_that_fixes_the_setup_is_still_the_fix(tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash("npx eslint src", ESLINT, ok=False)
    rule = '"no-unused-vars": ["error", {"args": "none"}],'
    t.edit("/work/app/.eslintrc.json", '"rules": {', '"rules": {\n    ' + rule)
    t.bash("npx eslint src", "")
    mine = learned(list(Reader(str(t.flush()))), failed)
    assert mine["bypass"] == "" and "edit `.eslintrc.json`" in mine["resolution"]


def test_a_suppression_is_read_where_a_word_starts() -> None:
    """`xit(` skips a test in jasmine; inside `sys.exit(1)` it is no suppression (the first replay of the
    real sessions flagged a spotter fix for it)."""
    from reflexion.learn.bypass import suppression

    assert suppression("sys.exit(1)") == "" and suppression("xit('totals', () => {})") == "xit("
    assert suppression("// eslint-disable-next-line no-console") == "eslint-disable"


def test_a_bypass_an_older_version_learned_and_promoted_is_withdrawn(project: Path) -> None:
    """Stores learned before the table knew a bypass keep it as a verified fix, its rule in CLAUDE.md:
    the next promote (SessionStart) takes the rule back — and a bypass a person once asked for too (SPEC
    §7: never a rule); a real fix stays."""
    import json

    from reflexion.store import Store

    store = Store(str(project))
    folder = project / ".reflexion" / "entries"
    learned_fixes = {
        "RFX-20261120-aaaaaa": ("terraform apply -auto-approve", "add `-lock=false`: "
                                "`terraform apply -auto-approve -lock=false`"),
        "RFX-20261120-bbbbbb": ("pip install -r requirements.txt",
                                "add `--trusted-host pypi.org --trusted-host files.pythonhosted.org`"),
        "RFX-20261120-cccccc": ("docker compose up -d", "run `sudo chmod 666 /var/run/docker.sock`; then it "
                                "succeeded"),
        "RFX-20261120-dddddd": ("mypy src", "edit `src/cli.py` (add `return name  # type: ignore`), then run "
                                "`mypy src`"),
        "RFX-20261120-eeeeee": ("git push", "add `--set-upstream origin <branch>`"),  # a real fix: it stays
    }  # fmt: skip
    for entry_id, (context, fix) in learned_fixes.items():
        item = {
            "id": entry_id, "type": "error", "trigger": "it failed", "context": context,
            "resolution": f"When `{context}` fails: {fix}.", "keywords": ["x"], "occurrences": 3,
            "first_seen": "2026-11-20", "last_seen": "2026-11-21", "promoted": True,
            "seen_on": ["2026-11-20", "2026-11-21"], "triage": "lesson", "resolution_source": "auto",
            "evidence": {"fix": {"session": "s1", "calls": ["toolu_1"], "kind": "shell", "verified": True}},
        }  # fmt: skip
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"{entry_id}.json").write_text(json.dumps(item), encoding="utf-8")
    said = dict(item, id="RFX-20261120-ffffff", resolution_source="user", context="git commit",
                resolution="When `git commit` fails on the hook: use `git commit --no-verify`.")  # fmt: skip
    (folder / f"{said['id']}.json").write_text(json.dumps(said), encoding="utf-8")
    run_hook("promote", {"session_id": "s4", "hook_event_name": "SessionStart", "source": "startup",
                         "cwd": str(project)})  # fmt: skip
    rules = (project / "CLAUDE.md").read_text(encoding="utf-8")
    assert "RFX-20261120-eeeeee" in rules
    for entry_id in [*list(learned_fixes)[:4], said["id"]]:
        assert entry_id not in rules and store.load_entry(entry_id)["promoted"] is False


_PIECES = st.sampled_from(
    ["-", "--", "=", "-D", "-x", "+e", "o+", "a+w", "777", "chmod", "chown", "set", "eslint", "--rule",
     "pytest", "-k", "gradle", "|| true", "&&", ";", "A=", "=0", "-lock=", "sudo", "/var/run/x.sock", "`",
     "'", '"']
)  # fmt: skip


@given(st.lists(st.one_of(_PIECES, st.text(max_size=8)), max_size=10))
def test_the_bypass_table_never_raises(words: list[str]) -> None:
    from reflexion.conflicts import asks_for_bypass
    from reflexion.learn.bypass import suppression

    line = " ".join(words)
    assert isinstance(bypass(line), str) and isinstance(suppression(line), str)
    assert isinstance(asks_for_bypass(line), str)


@pytest.mark.parametrize(
    ("command", "found"),
    [
        ("git config core.hooksPath .githooks", ""),  # how a project turns its own hooks on (review finding)
        ("git config core.hooksPath /dev/null", "core.hooksPath"),
        ("git -c core.hooksPath= commit -m wip", "core.hooksPath="),
        ("git merge -n feature/x", ""),  # -n is --no-stat for merge
        ("git config core.hooksPath", ""),  # read (review 4)
        ("git config --unset core.hooksPath", ""),  # the default hooks again
    ],
)
def test_the_hooks_path_is_a_bypass_only_when_it_points_nowhere(command: str, found: str) -> None:
    assert bypass(command) == found


@pytest.mark.parametrize(
    ("command", "found"),
    [  # the failing test left out by the runner's own option (red team 2: each was promoted into CLAUDE.md)
        ("yarn test --testPathIgnorePatterns App.test.js", "--testPathIgnorePatterns App.test.js"),
        ("npx vitest run --exclude src/App.test.ts", "--exclude src/App.test.ts"),
        ('dotnet test --filter "Name!=Orders.Tests"', "--filter Name!=Orders.Tests"),
        ("npx playwright test --grep-invert login", "--grep-invert login"),
        ("rspec --tag ~orders", "--tag ~orders"),
        ("mvn test -Dtest='!OrderTest'", "-Dtest=!OrderTest"),
        ("phpunit --exclude-group orders", "--exclude-group orders"),
        ("npx tsc --noCheck", "--noCheck"),
        # a filter that selects is no bypass
        ("dotnet test --filter Category=Unit", ""),
        ("rspec --tag focus", ""),
        ("mvn test -Dtest=OrderTest", ""),
        ("npx tsc --noEmit", ""),
    ],
)
def test_a_test_runner_told_to_leave_the_failing_part_out(command: str, found: str) -> None:
    assert bypass(command) == found


@pytest.mark.parametrize(
    ("command", "found"),
    [  # the runner behind a package-script runner leaves the part out as when typed bare
        ("yarn jest --testPathIgnorePatterns x", "--testPathIgnorePatterns x"),
        ("yarn run jest --testPathIgnorePatterns x", "--testPathIgnorePatterns x"),
        ("npm run test -- --testPathIgnorePatterns x", "--testPathIgnorePatterns x"),
        ("npm run test:unit -- --testPathIgnorePatterns x", "--testPathIgnorePatterns x"),
        ("pnpm run test --exclude src/a.test.ts", "--exclude src/a.test.ts"),
        ("npm exec -- vitest --exclude x", "--exclude x"),
        ("npx vitest --exclude x", "--exclude x"),
        ("pnpm vitest --exclude x", "--exclude x"),
        ("pnpm exec vitest run --exclude x", "--exclude x"),
        ("bun run test --testPathIgnorePatterns x", "--testPathIgnorePatterns x"),
        ("php artisan test --exclude-group x", "--exclude-group x"),
        ("php vendor/bin/phpunit --exclude-group x", "--exclude-group x"),
        ("composer test -- --exclude-group x", "--exclude-group x"),
        ("bundle exec rspec --tag ~slow", "--tag ~slow"),
        ("poetry run pytest --deselect tests/test_a.py::test_x", "--deselect tests/test_a.py::test_x"),
        ('uv run pytest -k "not x"', "-k not x"),
        ("pipenv run python -m pytest --ignore=tests/slow", "--ignore=tests/slow"),
        # a script or runner told which part to run, or how: no bypass
        ("yarn jest src/cart.test.js", ""),
        ("npm run test -- --watchAll=false", ""),
        ("npm run build -- --exclude-dir x", ""),
        ("php artisan test --filter CartTest", ""),
        ("pnpm exec vitest run src/cart.test.ts", ""),
    ],
)
def test_a_runner_behind_a_package_script_runner_is_looked_up(command: str, found: str) -> None:
    assert bypass(command) == found


def test_a_rerun_leaving_the_test_out_through_a_script_runner_is_never_the_fix(tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash("npm run test", "Exit code 1\nFAIL src/App.test.js\nTests: 1 failed, 9 passed", ok=False)
    t.bash("npm run test -- --testPathIgnorePatterns App.test.js", "Tests: 9 passed")
    found = learned(list(Reader(str(t.flush()))), failed)
    assert found["bypass"] == "--testPathIgnorePatterns App.test.js" and found["resolution"] == ""


@pytest.mark.parametrize(
    ("failed", "output", "rerun", "used"),
    [  # red team 3: each was promoted into CLAUDE.md as "run `sudo …` instead"
        ("npm install -g typescript",
         "Exit code 243\nnpm error code EACCES\nnpm error Error: EACCES: permission denied, mkdir "
         "'/usr/lib/node_modules/typescript'", "sudo npm install -g typescript", "sudo"),
        ("./build.sh", "Exit code 1\ncp: cannot create regular file '/srv/www/index.html': Permission denied",
         "sudo -E ./build.sh", "sudo"),
        ("docker ps", "Exit code 1\npermission denied while trying to connect to the Docker daemon socket at "
         "unix:///var/run/docker.sock", "doas docker ps", "doas"),
    ],
)  # fmt: skip
def test_the_same_command_run_as_root_is_a_permission_widened_never_the_fix(
    tmp_path: Path, failed: str, output: str, rerun: str, used: str
) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    call = t.bash(failed, output, ok=False)
    t.bash(rerun, "ok, done")
    found = learned(list(Reader(str(t.flush()))), call)
    assert found["bypass"] == used and found["resolution"] == ""


def test_a_step_run_as_root_of_its_own_is_still_a_fix(tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    call = t.bash("pg_config --version", "Exit code 127\nbash: pg_config: command not found", ok=False)
    t.bash("sudo apt-get install -y libpq-dev", "Setting up libpq-dev")
    t.bash("pg_config --version", "PostgreSQL 16.2")
    assert "sudo apt-get install -y libpq-dev" in learned(list(Reader(str(t.flush()))), call)["resolution"]
