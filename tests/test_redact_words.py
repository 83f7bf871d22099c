"""Redaction of a password given in words or as a key, in the languages people write to an agent in."""

from __future__ import annotations

import pytest

from reflexion.redact import redact

# (text, the secret in it)
SAID = [
    ("mot de passe: Soleil2024", "Soleil2024"),
    ("le mot de passe est Soleil2024.", "Soleil2024"),
    ("Passwort ist Geheim123", "Geheim123"),
    ("Passwort ist Geheim", "Geheim"),
    ("das Passwort lautet 'sonnenschein'", "sonnenschein"),
    ("contraseña = Secreta", "Secreta"),
    ('la contraseña es "secreta"', "secreta"),
    ("senha: segredo99", "segredo99"),
    ("a senha é Segredo", "Segredo"),
    ("wachtwoord: geheim77", "geheim77"),
    ("password: pippo123", "pippo123"),
    ("la parola d'ordine è Pippo", "Pippo"),
    ("пароль: qwerty", "qwerty"),
    ("hasło to tajne123", "tajne123"),
    ("DB_PASSWORT=geheim", "geheim"),
    ("密码：abc12345", "abc12345"),
    ("密码是abc12345", "abc12345"),
    ("パスワード: himitsu99", "himitsu99"),
    ("パスワードは himitsu99 です", "himitsu99"),
    ("비밀번호: bimil1234", "bimil1234"),
    ("비밀번호는 bimil1234", "bimil1234"),
    ("the password is hunter2", "hunter2"),
    ("the password for bob@x.io is Xy7pq!", "Xy7pq!"),
]


@pytest.mark.parametrize(("text", "secret"), SAID, ids=[t for t, _ in SAID])
def test_a_password_said_in_any_language_is_redacted(text: str, secret: str) -> None:
    out = redact(text)
    assert secret not in out, out
    assert "[REDACTED:password]" in out
    assert redact(out) == out


KEPT = [
    "the password is required",
    "Passwort ist falsch",
    "密码是错误的",
    "パスワードは必須です",
    "(using password: YES)",
    "password is 8 characters",
    "the password for the staging database (pg-14) is in 1Password, ask Bo",
    'FATAL: password authentication failed for user "admin"',
    "Password: ",
    "mot de passe oublié ? réinitialisez-le",
    "password = os.environ['DB_PASSWORD']",
]


@pytest.mark.parametrize("text", KEPT)
def test_words_about_a_password_are_kept(text: str) -> None:
    assert redact(text) == text
