"""Pure data: the words that name a secret (a password, a token, a PIN, a key that is one), in the eleven
languages and a few more: the redactor's tables (a key's name, a password said in prose) derive from
PASSWORD_WORDS and TOKEN_WORDS; the agent's question for one is never answered into an entry
(correct_reply), and a value stated for one is never kept as a fact (correct_more.SECRET): SECRET_WORDS, a
regex source whose text is lower-cased by its users or searched case-insensitively, and password_said(), the
same words in every form a sentence gives them."""

from __future__ import annotations

# "password", lower-case, each spelling once: en de fr es pt nl it ru zh ja ko, Greek, Hebrew, and the
# languages a developer may also type in (pl cs sv da no fi hu tr ro id vi). Not Italian "parola" (a word).
PASSWORD_WORDS = (
    "password", "passphrase", "passcode", "passwd",
    "passwort", "kennwort",
    "mot de passe",
    "contraseña", "contrasena",
    "senha", "palavra-passe",
    "wachtwoord",
    "parola d'ordine",
    "пароль",
    "密码", "密碼", "口令",
    "パスワード",
    "비밀번호", "암호",
    "κωδικός πρόσβασης", "κωδικός", "κωδικό", "συνθηματικό",
    "סיסמה", "סיסמא",
    "parolă", "hasło", "haslo", "heslo", "lösenord", "losenord", "adgangskode", "passord", "salasana",
    "jelszó", "jelszo", "şifre", "sifre", "kata sandi", "mật khẩu",
)  # fmt: skip
# The other forms a password's word takes in a sentence (plurals, cases): "passwords", "Passwörter",
# "пароля", "hasłem", "contraseñas". Prose only: a key's name holds the base word (DB_PASSWORT).
PASSWORD_INFLECTIONS = (
    "passwords", "passphrases", "passcodes",
    "passwörter", "passwörtern", "passworte", "passwortes", "kennwörter", "kennwörtern", "kennworte",
    "kennwortes",
    "mots de passe",
    "contraseñas", "contrasenas",
    "senhas", "palavras-passe",
    "wachtwoorden",
    "parole d'ordine",
    "пароля", "паролю", "паролем", "пароле", "пароли", "паролей", "паролям", "паролями", "паролях",
    "hasła", "hasłem", "haśle", "haseł", "hasłach", "hasłami", "hasłom", "hasel", "hasla", "haslem", "hasle",
    "hesla", "heslem", "hesel", "lösenordet", "lösenorden", "losenordet", "salasanan", "salasanat",
    "jelszót", "jelszava", "şifreyi", "şifresi", "şifreler",
)  # fmt: skip
# English shorthand for a password ("pw Lemonade42"): in prose only, never a key's part
PASSWORD_SHORTHAND = ("pw", "pwd")
# other secrets said with their value ("the token is 9f8e…"): the value must look random to count
TOKEN_WORDS = ("token", "secret", "api key", "api-key", "apikey", "access key", "secret key", "client secret")


# What else names a secret whose value may follow in a sentence ("the creds are bob:b0bsecret", "auth token
# 9f8e…", Spanish "clave", which is a password as often as a key)
CREDENTIAL_WORDS = (
    "credential", "credentials", "creds", "tokens", "secrets", "auth", "auth string", "auth token",
    "auth key",
    "clave", "claves",
)  # fmt: skip


def password_said() -> str:
    """A regex source of any word that names a secret's value in prose, in any of its forms (lower-case
    text): the password words, their inflections, the shorthand, the token and credential words."""
    words = (*PASSWORD_WORDS, *PASSWORD_INFLECTIONS, *PASSWORD_SHORTHAND, *TOKEN_WORDS, *CREDENTIAL_WORDS)
    spaced = sorted({w for w in words if not unspaced(w)}, key=len, reverse=True)
    scripted = sorted({w for w in words if unspaced(w)}, key=len, reverse=True)
    return (
        r"(?:\b(?:" + "|".join(spelled(w, "[ -]") for w in spaced) + r")\b|"
        + "|".join(spelled(w) for w in scripted) + ")"
    )


def password_anchors() -> str:
    """The anchor words of password_said() for a cue table: a word of each form ("mot" for "mot de passe"),
    "CJK" and "KO" for the scripts without spaces."""
    words = (*PASSWORD_WORDS, *PASSWORD_INFLECTIONS, *PASSWORD_SHORTHAND, *TOKEN_WORDS, *CREDENTIAL_WORDS)
    anchors = {w.split()[0].split("-")[0] for w in words if not unspaced(w)}
    return " ".join(sorted(anchors)) + " CJK KO"


def spelled(word: str, spaces: str = " ") -> str:
    """A word as a regex source: its spaces and hyphens as `spaces`, Hebrew's attached prefixes allowed
    (הסיסמה, לסיסמה)."""
    # most words are letters alone: the per-character table is for the rest (spaces, `d'`); both run on
    # each import of this module
    body = word if word.isalpha() else word.translate({**_ESCAPED, 32: spaces, 45: spaces})
    if word.isascii() or not any("\u0590" <= c <= "\u05ff" for c in word):
        return body
    return "[הובלמשכ]?" + body


_ESCAPED = {ord(c): "\\" + c for c in ".^$*+?{}[]\\|()"}


def unspaced(word: str) -> bool:
    """Written without spaces between words (Chinese, Japanese, Korean): no word boundary to look for."""
    return not word.isascii() and any(
        "\u3040" <= c <= "\u30ff" or "\u4e00" <= c <= "\u9fff" or "\uac00" <= c <= "\ud7af" for c in word
    )


_SPACED_PASSWORDS = "|".join(spelled(w, "[ -]") for w in PASSWORD_WORDS if not unspaced(w))
_SCRIPTED_PASSWORDS = "|".join(spelled(w) for w in PASSWORD_WORDS if unspaced(w))

SECRET_WORDS = (
    r"\b(?:passwords?|passphrases?|pass phrases?|passcodes?|pw|pwd|tokens?|secrets?|pins?|pats?"
    r"|credentials?|creds|otp|2fa|mfa|wpa2?|psk|passkeys?|cvv|one-time code|mnemonic"
    r"|logins?(?! (?:page|form|screen|flow|button|endpoint|route|view|test|handler|link))"
    # not a key that names no secret (a primary key, where an ssh or a public key is), nor "the tests pass"
    r"|(?<!primary )(?<!foreign )(?<!sort )(?<!partition )(?<!cache )(?<!unique )(?<!composite )"
    r"(?<!ssh )(?<!public )(?<!gpg )(?<!host )keys?"
    r"|(?<!tests )(?<!test )(?<!it )(?<!they )(?<!checks )(?<!ci )(?<!build )pass"
    r"|(?:access|auth|verification|security|recovery|backup|sms) codes?|(?:seed|recovery) phrases?"
    r"|schlüssel|clé|clave|llave|chave|sleutel|chiave|ключ|токен|" + _SPACED_PASSWORDS + r")\b"
    r"|\b\w+_(?:PASS|PASSWD|PASSWORD|PWD|KEY|TOKEN|SECRET)\b"
    # (no word boundaries here; Korean 키 is a key, not in 위키, 쿠키, 키보드, 키워드: a wiki, a cookie, …)
    r"|" + _SCRIPTED_PASSWORDS + r"|暗証番号|鍵|(?<!패)(?<!위)(?<!쿠)키(?!보드|워드)"
)
