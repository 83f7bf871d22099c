"""Secrets known by position: CLI password arguments, .netrc, .pgpass, Kubernetes Secret data; pure."""

from __future__ import annotations

from reflexion.redact.engine import _Lazy, _Probe, _Rule
from reflexion.redact.structures import _bearer_gate, _password_repl
from reflexion.redact.values import _any, _looks_random

TYPE_CHECKING = False
if TYPE_CHECKING:
    import re

_ARG = r"[\"']?(?P<s>[^\s'\"]{1,1024})"
_GLUED_ARG = r"[\"']?(?P<s>[^\s'\"-][^\s'\"]{0,1023})"
# CLIs whose password or token position is only known from the command itself.
_COMMAND_RULES: tuple[_Rule, ...] = (
    _Rule("password", ("login",), _Lazy(r"login(?<!\wlogin)\b[^\n]{0,200}?(?<!\S)-p[ \t]+" + _ARG)),
    _Rule("password", ("sshpass",), _Lazy(r"sshpass\b[^\n]{0,100}?(?<!\S)-p[ \t]*" + _ARG)),
    # mysql takes its password glued to -p; `-p dbname` (with a space) only prompts.
    _Rule("password", ("mysql",), _Lazy(r"mysql(?<!\wmysql)\w*\b[^\n]{0,300}?(?<!\S)-p" + _GLUED_ARG)),
    _Rule("password", ("redis-cli",), _Lazy(r"redis-cli\b[^\n]{0,300}?(?<!\S)-a[ \t]+" + _ARG)),
    # archive passwords: 7z glues it to -p, zip and unzip take it after -P
    _Rule("password", ("7z",), _Lazy(r"7z[a-z]?\b[^\n]{0,300}?(?<!\S)-p" + _GLUED_ARG)),
    _Rule("password", ("zip",), _Lazy(r"zip\b[^\n]{0,300}?(?<!\S)-P[ \t]+" + _ARG)),
    _Rule("password", ("openssl",), _Lazy(r"openssl\b[^\n]{0,300}?(?:(?<!\S)-k[ \t]+|\bpass:)" + _ARG)),
    _Rule(
        "password",
        ("htpasswd",),
        _Lazy(r"htpasswd[ \t]+-\w*b\w*[ \t]+(?:-\w+[ \t]+)*[^\s-]\S*[ \t]+[^\s-]\S*[ \t]+" + _ARG),
    ),
    _Rule(
        "password",
        ("sqlplus", "sqlldr", "expdp", "impdp", "rman"),
        _Lazy(
            r"(?:sqlplus|sqlldr|expdp|impdp|rman)\b[ \t]+(?:-\w+[ \t]+)*[\"']?[\w$#.]+/"
            r"(?P<s>[^\s@/'\"]{1,256})@"
        ),
    ),
    _Rule(
        "token",
        ("login", "authtoken"),
        _Lazy(r"(?:login|authtoken)[ \t]+(?P<s>[^\s<>|&;$'\"-][^\s'\"]{11,1024})"),
        _looks_random,
    ),
    _Rule(
        "secret",
        ("echo",),
        _Lazy(
            r"echo(?<!\wecho)[ \t]+[\"']?(?P<s>[^\s'\"$|]{8,4096})[\"']?[ \t]*\|[^\n|]{0,200}"
            r"(?:--password-stdin|--with-token|--token-stdin|\blogin\b|\bsecret\b)"
        ),
        _bearer_gate,
    ),
    _Rule(
        "password",
        ("pgpass",),
        _Lazy(r"(?m)^[^:\s#]{1,256}:(?:\d{1,5}|\*):[^:\s]{1,256}:[^:\s]{1,256}:(?P<s>\S{1,1024})$"),
        ci=True,
    ),
)

_RX_NETRC = _Lazy(
    r"(?mi)(?:^|(?<=\s))password[ \t]+(?P<s>\S{1,1024})"
    r"(?=[ \t]*$|[ \t]+(?:machine|login|account|default|macdef)\b)"
)
_RX_K8S_DATA_YAML = _Lazy(
    r"(?m)^(?P<ind>[ \t]*)(?:data|stringData):[ \t]*\r?\n(?P<body>(?:(?P=ind)[ \t]+[^\n]*(?:\n|$))+)"
)
_RX_K8S_DATA_JSON = _Lazy(r"\"(?:data|stringData)\"\s*:\s*\{(?P<body>[^{}]{0,65536})\}")
_RX_K8S_VALUE = _Lazy(r"(?m)(?:^[ \t]+[\w.-]+:[ \t]*|\"[\w.-]+\"\s*:\s*\")(?P<s>[^\s\"]{1,65536})")


def _k8s_body_repl(m: re.Match[str]) -> str:
    """Every value under a Secret's `data:` is a (base64) secret, whatever its key is called."""
    body = _RX_K8S_VALUE.get().sub(_password_repl("k8s-secret", _any), m.group("body"))
    whole = m.group(0)
    return whole[: m.start("body") - m.start()] + body + whole[m.end("body") - m.start() :]


def _config_files(text: str, probe: _Probe) -> str:
    """Formats where the secret's position, not its key syntax, says what it is."""
    for rule in _COMMAND_RULES:
        if rule.applies(probe):
            text = rule.rx.get().sub(_password_repl(rule.kind, rule.gate or _any), text)
    if probe.has_ci(("machine",)) and probe.has_ci(("password",)):
        text = _RX_NETRC.get().sub(_password_repl("password", _any), text)
    if probe.has_ci(("kind: secret", '"kind": "secret"', '"kind":"secret"', "get secret")):
        text = _RX_K8S_DATA_YAML.get().sub(_k8s_body_repl, text)
        text = _RX_K8S_DATA_JSON.get().sub(_k8s_body_repl, text)
    return text
