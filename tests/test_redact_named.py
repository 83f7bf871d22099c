"""Redaction by a secret's name: config lines (`requirepass pw`), .pgpass lines, salts that sign; and what
only looks like one (Italian `parola`, a file named secret-notes.txt) stays."""

from __future__ import annotations

import pytest

from reflexion.redact import redact

NAMED = [
    ("requirepass Blueberry42x", "Blueberry42x"),
    ("# redis.conf\nbind 127.0.0.1\nrequirepass foobared\n", "foobared"),
    ("masterauth Blueberry", "Blueberry"),
    ("rootpw Blueberry42x", "Blueberry42x"),
    ("  bind_pw Blueberry42x", "Blueberry42x"),
    ("host db\npassword Blueberry42x\n", "Blueberry42x"),
    ("db.example.com:5432:shop:app:PgPassWd", "PgPassWd"),
    ("*:*:*:postgres:Hunter2pg", "Hunter2pg"),
    ('config :app, Web.Endpoint, live_view: [signing_salt: "averylongsaltvalue"]', "averylongsaltvalue"),
    ('signing_salt: "averylongsaltvalue"', "averylongsaltvalue"),
]

KEPT = [
    'parola = "gatto"',
    "la parola chiave è importante",
    "echo v1.2.3 | tee secret-notes.txt",
    "echo done | tee login-notes.md",
    "token expired",
    "password changed",
    "passwd bob",
    "auth failed",
    "Password Manager",
    "bind 127.0.0.1",
    "src/app.py:12:3:error:bad",
    "salt = 'pepper'",
]


@pytest.mark.parametrize(("text", "secret"), NAMED)
def test_a_named_secret_is_redacted(text: str, secret: str) -> None:
    assert secret not in redact(text)


@pytest.mark.parametrize("text", KEPT)
def test_what_only_looks_named_stays(text: str) -> None:
    assert redact(text) == text
