"""Redaction by a secret's name: config lines (`requirepass pw`), .pgpass lines, salts that sign; and what
only looks like one (Italian `parola`, a file named secret-notes.txt) stays."""

from __future__ import annotations

import string

import pytest
from helpers import within_seconds
from hypothesis import given, settings
from hypothesis import strategies as st

from reflexion import regex
from reflexion.redact import redact
from reflexion.redact.values import _is_code, _is_placeholder

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
    # a secret key's short name (red team 3 #6: a deploy's env line kept it)
    ("STRIPE_SK=Xk3pQ9vR2mT7wY1uZ5sB8nC4 ./scripts/deploy.sh staging", "Xk3pQ9vR2mT7wY1uZ5sB8nC4"),
    ('export stripe_sk="Xk3pQ9vR2mT7wY1uZ5sB8nC4"', "Xk3pQ9vR2mT7wY1uZ5sB8nC4"),
    # the second argument of a call that signs in, in code an agent writes (red team 3 #6)
    ('smtp.login("bot@acme.io", "Lemonade77")', "Lemonade77"),
    ("ftp.login('deploy', 'hunter2')", "hunter2"),
    ('conn.simple_bind_s("cn=admin,dc=acme", "adminpw")', "adminpw"),
    # a login's name and password joined by a colon, under a key that ends in LOGIN or ADMIN (red team 3 #6)
    ("SMTP_LOGIN=bot@acme.io:Tr0ub4dor&3 ./notify.sh", "Tr0ub4dor&3"),
    ("DB_ADMIN=postgres:Zq8vL2mW9k psql", "Zq8vL2mW9k"),
    ('ADMIN = "admin:Zq8vL2mW9k"', "Zq8vL2mW9k"),
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
    "password_encryption scram-sha-256",
    'auth_basic "Restricted"',
    'requirepass ""',
    "TASK_SK=3 DISK_SK=sda1",
    "client.auth(token)",
    "ctx.authenticate(user, password)",
    "ADMIN_HOST=db.local:5432",
    "admin: true",
    "sudo -u admin: command not found",
    "Django admin: login failed for user bob",
    "admin:x:1000:1000::/home/admin:/bin/bash",
]


@pytest.mark.parametrize(("text", "secret"), NAMED)
def test_a_named_secret_is_redacted(text: str, secret: str) -> None:
    assert secret not in redact(text)


@pytest.mark.parametrize("text", KEPT)
def test_what_only_looks_named_stays(text: str) -> None:
    assert redact(text) == text


# A password said in prose: after a copula, or right after its word; in Greek and Hebrew too.
SAID = [
    ("Connect with the app login, password is Lemonade", "Lemonade"),
    ("use the staging db (pw Lemonade42)", "Lemonade42"),
    ("log in with password Lemonade42 and retry", "Lemonade42"),
    ("ο κωδικός είναι Tr0ub4dor99", "Tr0ub4dor99"),
    ("ο κωδικός πρόσβασης είναι Tr0ub4dor99", "Tr0ub4dor99"),
    ("הסיסמה היא Tr0ub4dor99", "Tr0ub4dor99"),
    ("the token is 9f8e7d6c5b4a3928", "9f8e7d6c5b4a3928"),
    ("api key is abcdef123456", "abcdef123456"),
    ("the client secret is q8Zr2mW7xK4p", "q8Zr2mW7xK4p"),
]

SAID_KEPT = [
    "Password is Required",
    "the password is wrong",
    "password authentication failed for user bob",
    "with password authentication enabled",
    "the token is expired",
    "token is valid for 3600 seconds",
    "the api key is in the keychain",
    "arn:aws:secretsmanager:us-east-1:123456789012:secret:prod/infra/db-E0f97c",
    "pwd /home/bob/app",
    "run vault login with your token",
    "la parola chiave è gatto",
    "the token is v1.2.3",
    "Password Manager 2024 release notes",
    "password SHA256 hash",
    "### 3. **Weak Password Policy**",
    "4. **Use a different password manager** that supports keys",
    "- Did you get a PIN prompt or password prompt?",
]


@pytest.mark.parametrize(("text", "secret"), SAID)
def test_a_secret_said_in_prose_is_redacted(text: str, secret: str) -> None:
    out = redact(text)
    assert secret not in out, out
    assert redact(out) == out


@pytest.mark.parametrize("text", SAID_KEPT)
def test_words_about_a_secret_stay(text: str) -> None:
    assert redact(text) == text


def test_the_vocabularies_are_one() -> None:
    """The redactor's password words are secret_words' (one list, not four that disagree)."""
    from reflexion.redact import entropy, keys
    from reflexion.secret_words import PASSWORD_WORDS, SECRET_WORDS

    assert {w for w in PASSWORD_WORDS if w.isalpha()} == keys._PASSWORD_WORDS
    assert set(PASSWORD_WORDS) <= set(entropy._SAID_NEEDLES)
    said = regex.compile("(?i)" + SECRET_WORDS)
    assert all(said.search(f"the {w} here") for w in PASSWORD_WORDS)


_NAMES = st.sampled_from(
    ["PGPASSWORD", "MYSQL_PWD", "DB_PASSWORD", "API_TOKEN", "GITHUB_TOKEN", "APP_SECRET", "REDIS_PASS",
     "SMTP_PASSWD", "STRIPE_API_KEY", "DB_PASSWORT"]
)  # fmt: skip
_VALUES = st.text(string.ascii_letters + string.digits + "!@#%^*_+~", min_size=4, max_size=40).filter(
    # (what stands for a secret, `%VAR%`, and a variable's name: `PASSWORD=DB_PASSWORD`)
    lambda v: not _is_placeholder(v) and not v.isdigit() and not _is_code(v)
)
_FORMS = st.sampled_from(
    ["{k}={v} psql -h db", "docker run -e {k}={v} app", "setx {k} {v} /M", "set -gx {k} {v}",
     "export {k}={v}", "aws ssm put-parameter --name /prod/{k} --value {v}", "{k}={v}"]
)  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(_NAMES, _VALUES, _FORMS)
def test_any_value_of_a_secret_named_variable_is_redacted(name: str, value: str, form: str) -> None:
    out = redact(form.format(k=name, v=value))
    assert value not in out.replace(name, ""), out


# a password said bare (`with password X`) has 6 characters at least
_PASSWORDS = (
    st.text(string.ascii_letters, min_size=5, max_size=12)
    .filter(lambda w: not _is_placeholder(w))
    .flatmap(
        lambda w: st.tuples(
            st.just(w.capitalize()), st.integers(0, 9999), st.sampled_from(["", "!", "#", "?"])
        )
    )
)


@settings(max_examples=200, deadline=None)
@given(_PASSWORDS, st.sampled_from(["password is {p}", "with password {p}", "(pw {p})", "Passwort ist {p}"]))
def test_any_generated_password_said_in_prose_is_redacted(parts: tuple[str, int, str], form: str) -> None:
    word, number, symbol = parts
    pw = f"{word}{number}{symbol}"
    out = redact(form.format(p=pw))
    assert pw not in out, out


ADVERSARIAL = [
    " " * 30000,
    "password " * 3750,
    "password is " * 2500,
    "pw " * 10000,
    "setx " * 6000,
    "set -x " * 4300,
    "--name a/password " * 1700 + "--value",
    "requirepass " * 2500,
    "a:5432:" * 4300,
    "הסיסמה " * 4300,
    "κωδικός " * 3750,
    "curl -u" + " -u" * 10000,
    "mysql.exe" + " -p" * 10000,
    "net use x" + " /u" * 10000,
    "token is " * 3300,
    ":" * 30000,
    "-" * 30000,
]


@pytest.mark.parametrize("text", ADVERSARIAL, ids=range(len(ADVERSARIAL)))
def test_adversarial_text_is_redacted_in_linear_time(text: str) -> None:
    with within_seconds(5, "redact"):
        redact(text)
        redact(text + "\n" + text[:200])
