"""The redactor's first look: the text without which no layer can find a secret, so that plain text is given
back without importing the layers (their import cost a new failure's hook 11.9 M instructions, a third of a
bare Python start); pure.

Each layer looks for its own needles before its patterns run. CASED and LOWER below are all of them, as
tests/test_redact_needles.py derives them from the layers (it prints the data anew when they change): a
needle another one is a part of is left out (`password` goes with `pass`). What a layer needs two of, and
the looks that are more than a needle (a card number, a base64 run that decodes to text), follow."""

from __future__ import annotations

# needed together by one layer each: both parts of a URL's credentials, `%` and an option for smbclient's
# `-U user%password`, a pipe from a producer, a prompt's line before a command's output
URL_PARTS = ("://", "@")
SMB_USER = ("-U", "--user")
PRODUCERS = ("echo", "printf")
PROMPTS = ("$ ", "+ ", "# ", "% ", "❯", "PS")
SECRET_COMMAND_WORDS = (
    "token",
    "secret",
    "password",
    "passwd",
    "api_key",
    "apikey",
    "api-key",
    "credential",
    "private",
    "auth",
)

# Derived: looked for as written, and in the lower-cased text.
CASED = (
    "( \"", "( '", "(\"", "('", ".atlasv1.", "/api/webhooks/", "1//0", ":*:", ":5432:", ":5433:", ":6432:",
    ":AA", "</", "<<<", "@tcp(", "@udp(", "@unix(", "A3T", "ABIA", "ACCA", "AIza", "APA91b", "ATATT3",
    "ATBB", "ATCTT3", "Buffer.from", "EAA", "ENV ", "FQoGZXIvYXdz", "FwoGZXIvYXdz", "GOCSPX-", "GR1348941",
    "HRKU-", "IQoJb3JpZ2luX2Vj", "NRAA-", "NRAK-", "NRII-", "NRJS-", "NRRA-", "NRSP-", "PMAK-",
    "Private-Lines:", "Q~", "SG.", "SK", "api_org_", "b3BlbnNzaC1rZXktdjE", "b64encode", "bkua_", "btoa(",
    "dapi", "dckr_oat_", "django-insecure-", "doo_v1_", "dop_v1_", "dor_v1_", "dose", "dp.audit.", "dp.ct.",
    "dp.pt.", "dp.sa.", "dp.scim.", "dp.st.", "dt0c01.", "expdp", "eyJ", "figd_", "fm1a_", "fm1r_", "fm2_",
    "fo1_", "getEncoder", "gho_", "ghp_", "ghr_", "ghs_", "ghu_", "glagent-", "glc_", "glcbt-", "gldt-",
    "glffct-", "glft-", "glimt-", "gloas-", "glptt-", "glrt-", "glsa_", "glsoat-", "hf_", "hooks.slack.com/",
    "hvb.", "hvr.", "hvs.", "impdp", "lin_api_", "lsv2_pt_", "ncodeToString", "nfp_", "ntn_", "pplx-",
    "pscale_tkn_", "pul-", "pypi-Ag", "r8_", "rk_live_", "rk_test_", "rman", "rnd_", "sbp_", "shpca_",
    "shppa_", "shpss_", "sk-", "sk_", "sntrys_", "sntryu_", "sq0atp-", "sq0csp-", "sqlldr", "sqlplus",
    "tvly-", "webhook.office.com/webhookb2/", "whsec_", "xai-", "xapp-", "xoxa-", "xoxb-", "xoxe-", "xoxe.",
    "xoxo-", "xoxp-", "xoxr-", "xoxs-", "ya29."
)  # fmt: skip
LOWER = (
    "-api", "-b ", "-client", "7z", "_sk", "account", "adgangskode", "admin", "akia", "asia", "auth", "aws",
    "az", "basic",
    "bcp", "bearer", "bundle", "bw", "composer", "conda", "contrase", "cookie", "cred", "curl", "doppler",
    "firebase", "gcloud", "git", "haslo", "hasło", "heroku", "heslo", "hmac", "http", "identified",
    "ipmitool", "jelszo", "jelszó", "kata sandi", "kata-sandi", "kennwort", "key", "ldapadd", "ldapcompare",
    "ldapdelete", "ldapexop", "ldapmodify", "ldapmodrdn", "ldapsearch", "lftp", "log in", "login",
    "losenord", "lösenord", "mariadb", "mc", "mnemonic", "mongo", "mosquitto_pub", "mosquitto_sub",
    "mssql-cli", "mysql", "mật khẩu", "mật-khẩu", "net", "npm", "openssl", "osql", "otp", "parola d'ordine",
    "parola-d'ordine", "parolă", "pass", "pat", "pin", "pip", "plink", "poetry", "pscp", "psftp", "pw",
    "rabbitmqctl", "rar", "rclone", "redis-cli", "redis-sentinel", "redis-server", "salasana", "salt",
    "secret", "seed", "senha", "session", "set", "sifre", "sig", "sqlcmd", "token", "twilio", "user",
    "value", "vault", "wachtwoord", "wget", "xh", "yarn", "zip", "şifre", "κωδικό", "συνθηματικό", "пароль",
    "סיסמא", "סיסמה", "パスワード", "口令", "密码", "密碼", "비밀번호", "암호"
)  # fmt: skip


def enough_digits(text: str) -> bool:
    """Enough digits for a card number (redact.cards): ten scans in C, and most text has too few."""
    return sum(map(text.count, "0123456789")) >= 12


def may_hold_secret(text: str) -> bool:
    """False only when no layer of the redactor can change `text` (already free of ANSI escapes)."""
    low = text.lower()
    if any(n in text for n in CASED) or any(n in low for n in LOWER):
        return True
    if all(n in text for n in URL_PARTS) or ("%" in text and any(n in text for n in SMB_USER)):
        return True
    if "|" in text and any(n in low for n in PRODUCERS):
        return True
    if "\n" in text and any(n in text for n in PROMPTS) and any(n in low for n in SECRET_COMMAND_WORDS):
        return True
    if enough_digits(text):
        from reflexion.redact.cards import holds_card

        if holds_card(text):
            return True
    from reflexion.redact.decoded import holds_text_run

    return holds_text_run(text)
