"""Pure: detectors for ops tools — docker, kubectl, databases, curl/wget/ssh, terraform, apt, jq/sed/awk."""

from __future__ import annotations

from reflexion.detectors.base import (
    Detector,
    Output,
    at_edges,
    first,
    grep,
    line_index,
    matching,
    rx,
    trigger,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from reflexion.detectors.base import Find

DOCKER = frozenset({"docker", "docker-compose", "podman", "buildah", "nerdctl"})
KUBE = frozenset({"kubectl", "helm", "minikube", "kind", "k9s", "oc", "kustomize"})
COBRA = DOCKER | KUBE | frozenset({"gh", "hugo", "cosign", "flyctl", "doctl"})
POSTGRES = frozenset(
    {
        "psql",
        "pg_dump",
        "pg_restore",
        "pg_dumpall",
        "createdb",
        "dropdb",
        "pg_isready",
        "vacuumdb",
        "pg_basebackup",
        "initdb",
        "pg_ctl",
    }
)
SSH = frozenset({"ssh", "scp", "sftp", "rsync", "git", "ssh-copy-id"})


docker_daemon = matching(
    r"^(?:docker: )?((?:Cannot connect to the Docker daemon|(?:Got )?"
    r"permission denied while trying to connect to the Docker daemon|"
    r"error during connect:).+)$",
    limit=1,
    group=1,
)

docker_error = matching(
    r"^(?:docker: |ERROR: |error: )?(Error response from daemon: .+|"
    r"failed to (?:solve|build): .+|pull access denied .+|"
    r".+ is not a docker command\.)$",
    limit=2,
    group=1,
)


def cli_usage(out: Output) -> str | None:
    """Cobra-style CLIs (docker, kubectl, helm, gh) rejecting their arguments, with the usage they print."""
    bad = grep(
        out,
        r"^(?:Error: |error: )?(unknown (?:shorthand )?flag: .+|"
        r"unknown command \".+\" for \".+\"|"
        r"(?:accepts|requires) (?:at most |at least |exactly )?\d+ args?.+)$",
        limit=1,
        group=1,
    )
    if not bad:
        return None
    return trigger([*bad, first(out, r"^Usage:\s+(.+)$", 1) or ""])


def kube(out: Output) -> str | None:
    connection = grep(
        out,
        r"^(?:The connection to the server \S+ was refused.*|"
        r"Unable to connect to the server: .+)$",
        limit=1,
    )
    errors = grep(out, r"^(?:Error from server(?: \([\w ]+\))?: .+|error: .+|Error: .+)$", limit=2)
    return trigger(connection or at_edges(out, errors))  # `kubectl logs` shows data: errors only at its edges


def postgres(out: Output) -> str | None:
    prefixed = grep(
        out,
        r"^(?:psql|pg_\w+|createdb|dropdb|vacuumdb|initdb)(?::\S+:\d+)?: "
        r"(?:error|fatal|ERROR|FATAL): .+$",
        limit=2,
    )
    if not prefixed and out.has_tool(*POSTGRES):  # `psql -c` errors come bare, with psql's two spaces
        prefixed = grep(out, r"^(?:ERROR|FATAL):  .+$", limit=1)
    return trigger(prefixed)


mysql = matching(r"^ERROR \d+ \(\w+\)(?: at line \d+)?: .+$", limit=1)

redis = matching(r"^(?:Could not connect to Redis at .+|\(error\) .+)$", limit=1)


def sqlite(out: Output) -> str | None:
    # query rows are data: sqlite's own error is the first or last thing it prints
    errors = grep(out, r"^(?:Parse error|Runtime error|Error)(?: near line \d+)?: .+$", limit=2)
    return trigger(at_edges(out, errors))


curl = matching(r"^curl: \(\d+\) .+$", limit=1)

wget = matching(r"^(?:wget: .+|.*ERROR \d{3}: .+|Resolving .+ failed: .+)$", limit=1)

ssh = matching(
    r"^(?:ssh: .+|\S+: Permission denied \((?:publickey|password|keyboard).*\)\.?|"
    r"Host key for \S+ has changed and you have requested strict checking\.|"
    r"Host key verification failed\.|kex_exchange_identification: .+|"
    r"rsync error: .+|scp: .+|Connection (?:closed|reset) by \S+ port \d+)$",
    limit=1,
)


def terraform(out: Output) -> str | None:
    """Terraform's first `Error: <summary>` and the first sentence of what its box says under it (`An
    argument named "inputz" is not expected here.`), past the `on main.tf line 2` snippet; then the next
    error's summary. A summary (`Unsupported argument`) is the same for every argument that is wrong."""
    errors = grep(out, r"^(?:[│|] ?)?(Error: .+)$", limit=2, group=1)
    if not errors:
        return None
    idx = line_index(out, r"^(?:[│|] ?)?Error: ")
    body: list[str] = []
    for line in out.lines[idx + 1 : idx + 40]:
        if line.startswith("╵") or rx(r"^(?:[│|] ?)?Error: ").match(line):
            break
        text = rx(r"^[│|] ?").sub("", line).strip()
        heading = text[:1].isupper() and all(w.rstrip(":").isalpha() for w in text.split()[:3])
        if text.endswith(":") and len(text.split()) <= 3 and heading and body and body[-1]:  # `Lock Info:`
            # heads a table of who, when and which ID: the same lock problem whoever holds it
            break
        body.append(text)
    paragraphs = " ".join(ln or "\n" for ln in body).split("\n")
    said = [p.strip() for p in paragraphs if p.strip() and not rx(r"^on \S+ line \d+").match(p.strip())]
    sentence = rx(r"(?<=[.!?])\s+(?=[A-Z])").split(said[0], maxsplit=1)[0] if said else ""
    return trigger([errors[0], sentence, *errors[1:]])


apt = matching(r"^(?:E: .+|dpkg: error.+)$", limit=2)


def jq(out: Output) -> str | None:
    own = grep(out, r"^jq: error.+$", limit=1)
    if not own and out.has_tool("jq"):
        own = grep(out, r"^(?:parse error: .+ at line \d+, column \d+|jq: \d+ compile errors?)$", limit=1)
    return trigger(own)


yq = matching(r"^Error: .+$", limit=1)

sed = matching(r"^sed: .+$", limit=2)

awk = matching(r"^[gmn]?awk: .+$", limit=2)


GITLEAKS = frozenset({"gitleaks"})


def gitleaks(out: Output) -> str | None:
    """gitleaks logs its verdict at warning level (`10:24AM WRN leaks found: 1092`): that line is the
    failure; else its own error (`ERR`, `FTL`), not a finding's `Line:` or `Fingerprint:` fields."""
    found = grep(out, r"^(?:\S+ )?WRN (leaks found: \d+)$", limit=1, group=1)
    return trigger(found or grep(out, r"^(?:\S+ )?(?:ERR|FTL) (.+)$", limit=1, group=1))


def docker_step(out: Output) -> str | None:
    """The legacy builder's `The command '/bin/sh -c make' returned a non-zero code: 2` is the same for every
    failure of that step: the step's own last line goes first (`ls: /nope: No such file or directory`),
    never the builder's `DEPRECATED:` banner printed in the middle of it."""
    idx = line_index(out, r"^The command '.+' returned a non-zero code: \d+$", last=True)
    if idx < 0:
        return None
    start = line_index(out, r"^ ---> Running in \w+$", last=True)
    said: list[str] = []
    banner = False
    for line in out.lines[start + 1 if 0 <= start < idx else idx : idx]:
        banner = line.startswith("DEPRECATED:") or (banner and line.startswith(" "))
        if line.strip() and not banner:
            said.append(line.strip())
    # what a tool prints after its error is the same for every failure: pip's `[notice]`, npm's log path,
    # make's `*** … Error N`; the last line left that names an error, else the last line left
    aside = rx(r"\[notice\] |npm (?:ERR!|error) (?:A complete log|Log files)|make(?:\[\d+\])?: \*\*\* ")
    said = [ln for ln in said if not aside.match(ln)]
    error = rx(r"(?i)\b(?:error|fatal|failed|not found|no such|cannot|denied|exception)\b")
    worded = [ln for ln in said if error.search(ln)]
    return trigger([*(worded or said)[-1:], out.lines[idx]])


def _d(
    name: str,
    find: Find,
    needles: tuple[str, ...],
    tool: str,
    scope: frozenset[str],
    indirect: bool = True,
    priority: int = 50,
) -> Detector:
    # every detector here reports the tool's own errors: valid even when the command only shows data
    return Detector(
        name,
        find,
        needles,
        tool=tool,
        scope=scope,
        indirect=indirect,
        strict=True,
        own=True,
        priority=priority,
    )


DETECTORS = (
    _d("docker.daemon", docker_daemon, ("Docker daemon", "error during connect"), "docker", DOCKER),
    _d(
        "docker.error",
        docker_error,
        (
            "Error response from daemon",
            "failed to solve",
            "failed to build",
            "pull access denied",
            "is not a docker command",
        ),
        "docker",
        DOCKER,
    ),
    _d("docker.step", docker_step, ("returned a non-zero code: ",), "docker", DOCKER),
    _d(
        "cli.usage",
        cli_usage,
        ("unknown flag", "unknown shorthand flag", "unknown command", " arg"),
        "docker",
        COBRA,
        indirect=False,
    ),
    _d(
        "kubectl.error",
        kube,
        ("connection to the server", "Unable to connect", "rror"),
        "kubectl",
        KUBE,
        indirect=False,
    ),
    _d("postgres.error", postgres, ("error: ", "ERROR: ", "FATAL: ", "fatal: "), "psql", POSTGRES),
    _d("mysql.error", mysql, ("ERROR ",), "mysql", frozenset({"mysql", "mariadb", "mysqldump"})),
    _d(
        "redis.error",
        redis,
        ("Could not connect to Redis", "(error) "),
        "redis-cli",
        frozenset({"redis-cli"}),
        indirect=False,
    ),
    _d("sqlite.error", sqlite, ("rror",), "sqlite3", frozenset({"sqlite3"}), indirect=False),
    _d("curl.error", curl, ("curl: (",), "curl", frozenset({"curl"})),
    # not after exit 0: a scan run to look (`| tail`, `--exit-code 0`) reports leaks as its answer
    Detector("gitleaks.leaks", gitleaks, ("leaks found", "ERR ", "FTL "), tool="gitleaks", scope=GITLEAKS),
    _d("wget.error", wget, ("wget: ", "ERROR ", "failed: "), "wget", frozenset({"wget"}), indirect=False),
    _d(
        "ssh.error",
        ssh,
        (
            "ssh: ",
            "Permission denied (",
            "Host key verification",
            "kex_exchange",
            "rsync error",
            "scp: ",
            "Connection closed",
            "Connection reset",
        ),
        "ssh",
        SSH,
        priority=45,
    ),
    _d(
        "terraform.error",
        terraform,
        ("Error: ",),
        "terraform",
        frozenset({"terraform", "tofu", "terragrunt"}),
        indirect=False,
    ),
    _d(
        "apt.error",
        apt,
        ("E: ", "dpkg: error"),
        "apt",
        frozenset({"apt", "apt-get", "dpkg", "aptitude"}),
        indirect=False,
    ),
    _d("jq.error", jq, ("jq: ", "parse error"), "jq", frozenset({"jq"})),
    _d("yq.error", yq, ("Error: ",), "yq", frozenset({"yq"}), indirect=False),
    _d("sed.error", sed, ("sed: ",), "sed", frozenset({"sed", "gsed"})),
    _d("awk.error", awk, ("awk: ",), "awk", frozenset({"awk", "gawk", "mawk", "nawk"})),
)
