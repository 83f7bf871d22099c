"""Secrets known by their place in a file: .netrc, .pgpass, Kubernetes Secret data; pure."""

from __future__ import annotations

from reflexion.redact.engine import _Lazy, _Probe
from reflexion.redact.structures import _password_repl
from reflexion.redact.values import _any

TYPE_CHECKING = False
if TYPE_CHECKING:
    import re

_RX_PGPASS = _Lazy(r"(?m)^[^:\s#]{1,256}:(?:\d{1,5}|\*):[^:\s]{1,256}:[^:\s]{1,256}:(?P<s>\S{1,1024})$")
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
    if probe.has_ci(("pgpass",)):
        text = _RX_PGPASS.get().sub(_password_repl("password", _any), text)
    if probe.has_ci(("machine",)) and probe.has_ci(("password",)):
        text = _RX_NETRC.get().sub(_password_repl("password", _any), text)
    if probe.has_ci(("kind: secret", '"kind": "secret"', '"kind":"secret"', "get secret")):
        text = _RX_K8S_DATA_YAML.get().sub(_k8s_body_repl, text)
        text = _RX_K8S_DATA_JSON.get().sub(_k8s_body_repl, text)
    return text
