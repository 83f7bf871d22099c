"""The redactor's first look (redact/needles.py): its data is what the layers look for, and text it passes
over is text no layer changes."""

from __future__ import annotations

import json
import subprocess
import sys

from hypothesis import given, settings
from hypothesis import strategies as st

from reflexion.redact import needles, redact
from reflexion.redact.layers import passes
from reflexion.text import strip_ansi


def derived() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(CASED, LOWER) as the layers' own needles make them: each layer's first looks, a needle left out when
    another one is part of it (in the lower-cased text, a CASED needle's lower case)."""
    from reflexion.redact import assignments, commands, entropy, keys, piped, positional, structures, vendors

    cased = {
        structures._PEM_NEEDLE,
        structures._JWT_NEEDLE,
        *structures._DSN_NEEDLES,
        commands._PASS_OPTION,
        commands._VALUE_OPTION,
        *(n for rule in commands._RULES for n in rule.needles),
        piped._HERE_STRING,
        *piped._ENCODERS,
        *positional._PG_PORTS,
        *assignments._QUOTED_NEEDLES,
        assignments._XML_NEEDLE,
        assignments._DOCKER_NEEDLE,
        *(n for rule in vendors._VENDOR if not rule.ci for n in rule.needles),
    }
    lower = {
        *structures._AUTH_NEEDLES,
        *structures._BEARER_NEEDLES,
        *structures._COOKIE_NEEDLES,
        *(n for rule in commands._OPTIONS for n in rule.needles),
        *commands._SETTERS,
        *commands._SET_NEEDLES,
        *piped._SQL_NEEDLES,
        *positional._PGPASS_NEEDLES,
        positional._NETRC_NEEDLES[1],  # with the first: one of the two is enough to look for
        *positional._K8S_NEEDLES,
        *keys._ASSIGN_NEEDLES,
        *assignments._FLAG_NEEDLES,
        *assignments._VALUE_NEEDLES,
        *assignments._AUTH_TUPLE_NEEDLES,
        *assignments._USER_PROSE_NEEDLES,
        *entropy._AWS_NEEDLES,
        *entropy._TWILIO_NEEDLES,
        *entropy._PROSE_NEEDLES,
        *entropy._SAID_NEEDLES,
        *(n for rule in vendors._VENDOR if rule.ci for n in rule.needles),
    }
    assert all(n == n.lower() for n in lower)
    lower_kept = sorted(n for n in lower if not any(o != n and o in n for o in lower))
    cased_kept = sorted(
        n
        for n in cased
        if not any(o in n.lower() for o in lower_kept) and not any(o != n and o in n for o in cased)
    )
    return tuple(cased_kept), tuple(lower_kept)


def test_needles_are_the_layers() -> None:
    cased, lower = derived()
    said = json.dumps(lower, ensure_ascii=False)
    shown = f"CASED = {json.dumps(cased, ensure_ascii=False)}\nLOWER = {said}"
    assert (cased, lower) == (needles.CASED, needles.LOWER), "redact/needles.py's data anew:\n" + shown


def test_plain_text_imports_no_layer() -> None:
    """A failure's text without a needle is given back whole, and the layers are never imported."""
    code = (
        "import sys; from reflexion.redact import redact;"
        "text = 'Exit code 101\\nerror[E0432]: unresolved import `crate_15382293`\\n --> src/main.rs';"
        "assert redact(text) == text;"
        "print(sorted(m for m in sys.modules if m.startswith('reflexion.redact')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    # nor the engine: the looks at its digits (a card number?) and its runs (base64?) go without it
    assert not {"layers", "keys", "engine"} & {m.rpartition(".")[2] for m in eval(out.stdout)}


def test_a_secret_still_goes() -> None:
    assert redact("export GITHUB_TOKEN=ghp_" + "a1B2" * 9) == "export GITHUB_TOKEN=[REDACTED:github-token]"


# pieces of the layers' own looks and of what they find, and plain words between
PIECES = st.sampled_from(
    (
        "://", "@", "%", "-U ", "|", "echo ", "\n", "$ ", "token", "pass", "key=", "ghp_", "4111 1111 1111",
        "dXNlcjpodW50ZXIy", "Z2hwX2", "=", ": ", " ", "a", "Xy7q", "42", "main.rs", "error", "-p", "mysql",
    )
)  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(st.lists(st.one_of(PIECES, st.text(max_size=6)), max_size=12))
def test_what_the_first_look_passes_over_no_layer_changes(parts: list[str]) -> None:
    text = strip_ansi("".join(parts)).replace("\x1b", "")
    assert redact(text) == passes(text)
    if not needles.may_hold_secret(text):
        assert passes(text) == text
