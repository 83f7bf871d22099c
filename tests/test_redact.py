"""Redaction: one case per rule family with tokens generated at test time, harmless text kept intact."""

from __future__ import annotations

import random
import string
import subprocess
import sys
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reflexion.redact import redact

# Fake credentials are built here from a prefix and a random body, never written out in full: GitHub push
# protection and partner scanners flag format-valid tokens in a repository even when they are fake.
ALNUM = string.ascii_letters + string.digits
B64 = ALNUM + "+/"
HEX = "0123456789abcdef"
UPPER = string.ascii_uppercase + "234567"
FALLBACK = "[REDACTED:unredactable]"


def rnd(rng: random.Random, n: int, alphabet: str = ALNUM) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def password(rng: random.Random) -> str:
    """A human-made password: letters, digits and punctuation."""
    punctuation = rng.choice("!#%&*-_.$")
    return rnd(rng, 6) + punctuation + rnd(rng, 6, string.ascii_lowercase) + rnd(rng, 3, string.digits)


def leaked(secret: str, out: str, window: int = 12) -> bool:
    """Whether any `window`-character piece of the secret survived (the scorer's strict criterion)."""
    w = min(window, len(secret))
    return any(secret[i : i + w] in out for i in range(len(secret) - w + 1))


# (prefix, body length, body alphabet): documented vendor formats, matched without any context.
VENDOR_TOKENS = [
    ("ghp_", 36, ALNUM),
    ("gho_", 36, ALNUM),
    ("ghs_", 36, ALNUM),
    ("github_pat_", 82, ALNUM + "_"),
    ("glpat-", 20, ALNUM + "_-"),
    ("gldt-", 20, ALNUM),
    ("glrt-", 24, ALNUM),
    ("xoxb-", 50, "0123456789-"),
    ("xoxp-", 60, HEX + "-"),
    ("xapp-", 60, ALNUM + "-"),
    ("sk_live_", 24, ALNUM),
    ("rk_test_", 24, ALNUM),
    ("whsec_", 32, ALNUM),
    ("sk-proj-", 120, ALNUM + "_-"),
    ("sk-svcacct-", 120, ALNUM + "_-"),
    ("sk-", 48, ALNUM),
    ("sk-ant-api03-", 93, ALNUM + "_-"),
    ("sk-ant-admin01-", 93, ALNUM + "_-"),
    ("sk-ant-oat01-", 93, ALNUM + "_-"),
    ("sk-ant-ort01-", 93, ALNUM + "_-"),
    ("AIza", 35, ALNUM + "_-"),
    ("ya29.", 120, ALNUM + "_-"),
    ("GOCSPX-", 28, ALNUM + "_-"),
    ("AKIA", 16, UPPER),
    ("ASIA", 16, UPPER),
    ("IQoJb3JpZ2luX2Vj", 300, B64),
    ("npm_", 36, ALNUM),
    ("pypi-AgEIcHlwaS5vcmc", 150, ALNUM + "_-"),
    ("hf_", 34, ALNUM),
    ("dop_v1_", 64, HEX),
    ("dckr_pat_", 27, ALNUM + "_-"),
    ("hvs.", 90, ALNUM + "_-"),
    ("hvb.", 120, ALNUM + "_-"),
    ("dapi", 32, HEX),
    ("shpat_", 32, HEX),
    ("PMAK-", 59, HEX + "-"),
    ("dp.pt.", 43, ALNUM),
    ("sbp_", 40, HEX),
    ("HRKU-AA", 58, ALNUM + "_-"),
    ("r8_", 37, ALNUM),
    ("gsk_", 52, ALNUM),
    ("xai-", 80, ALNUM),
    ("pplx-", 48, ALNUM),
    ("lin_api_", 40, ALNUM),
    ("ntn_", 46, ALNUM),
    ("sntryu_", 64, HEX),
    ("pscale_pw_", 43, ALNUM),
    ("NRAK-", 27, UPPER),
    ("ATATT3", 180, ALNUM + "_-"),
    ("AGE-SECRET-KEY-1", 58, UPPER),
    ("django-insecure-", 50, ALNUM + "!@#%-"),
    ("glsa_", 41, ALNUM),
    ("SK", 32, HEX),
    ("EAAB", 120, ALNUM),
    ("sk.eyJ1Ijoi", 80, ALNUM + "."),
]


@pytest.mark.parametrize(("prefix", "length", "alphabet"), VENDOR_TOKENS, ids=[v[0] for v in VENDOR_TOKENS])
def test_vendor_token_is_redacted_in_any_context(prefix: str, length: int, alphabet: str) -> None:
    rng = random.Random(prefix)
    token = prefix + rnd(rng, length, alphabet)
    for text in (f"TOKEN={token}", f"error: bad credential {token} (401)", f'{{"value": "{token}"}}', token):
        out = redact(text)
        assert not leaked(token[len(prefix) :], out), text
        assert "[REDACTED:" in out


def _lines(rng: random.Random, n: int, sep: str) -> str:
    return sep.join(rnd(rng, 64, B64) for _ in range(n))


def _uuid(rng: random.Random) -> str:
    return "-".join(rnd(rng, n, HEX) for n in (8, 4, 4, 4, 12))


SECRETS: dict[str, Callable[[random.Random], str]] = {
    "pw": password,
    "b64": lambda r: rnd(r, 40, B64),
    "alnum": lambda r: rnd(r, 40),
    "hex": lambda r: rnd(r, 32, HEX),
    "uuid": _uuid,
    "pem": lambda r: _lines(r, 8, "\n"),
    "pem-escaped": lambda r: _lines(r, 6, "\\n"),
    "jwt": lambda r: "eyJhbGciOiJSUzI1NiJ9.eyJ" + rnd(r, 80, ALNUM + "-_") + "." + rnd(r, 86, ALNUM + "-_"),
    "opaque": lambda r: rnd(r, 40, ALNUM + "._-"),
    "alnum32": lambda r: rnd(r, 32),
    "punct": lambda r: rnd(r, 3) + "^" + rnd(r, 3) + "!" + rnd(r, 3) + "*" + rnd(r, 3, string.digits),
}

# family -> (text with «s» where the secret goes, kind of secret, substring that must survive).
# «akia» is a generated AWS key id and «pad» random base64, for cases that need a second value.
CASES: dict[str, tuple[str, str, str]] = {
    # Layer 2: structures.
    "pem-block": ("-----BEGIN RSA PRIVATE KEY-----\n«s»\n-----END RSA PRIVATE KEY-----\nok", "pem", "ok"),
    "pem-json-escaped": (
        '{"private_key": "-----BEGIN PRIVATE KEY-----\\n«s»\\n-----END PRIVATE KEY-----", "x": 1}',
        "pem-escaped",
        '"x": 1',
    ),
    "pem-cut-without-end": ("SIGNING_KEY=-----BEGIN EC PRIVATE KEY-----\n«s»", "pem", "SIGNING_KEY="),
    "openssh-body": ("b3BlbnNzaC1rZXktdjEAAAAABG5vbmU«pad»\n«s»", "b64", ""),
    "jwt": ("$ cat /var/run/secrets/token\n«s»\n", "jwt", "/var/run/secrets/token"),
    "bearer-header": ('curl -H "Authorization: Bearer «s»" x.io\n< HTTP/2 401', "opaque", "HTTP/2 401"),
    "bearer-httpie": ("http GET x 'Authorization:Bearer «s»'", "opaque", "http GET"),
    "basic-header": ("> Authorization: Basic «s»==", "b64", "Authorization:"),
    "api-key-header": ("-H 'X-Api-Key: «s»' -H 'Accept: */*'", "hex", "Accept"),
    "url-password": ("postgresql://app:«s»@db.internal:5432/app?sslmode=require", "pw", "postgresql://app:"),
    "url-password-hash-sign": ("mongodb+srv://u:«s»#1@c0.x.net/db", "pw", "@c0.x.net"),
    "url-token-user": ("https://«s»@o12.ingest.sentry.io/34", "hex", "sentry.io"),
    "libpq-dsn": ('psql "host=db user=app password=«s»&1 sslmode=require"', "pw", "sslmode=require"),
    "jdbc-param": ("jdbc:mysql://db/shop?user=root&password=«s»&useSSL=false", "pw", "useSSL=false"),
    "go-dsn": ("root:«s»@tcp(127.0.0.1:3306)/app", "pw", "@tcp(127.0.0.1:3306)/app"),
    "cookie": ("> Cookie: theme=dark; session=«s»", "opaque", "theme=dark"),
    "set-cookie": ("< set-cookie: sessionid=«s»; Path=/; HttpOnly", "hex", "Path=/"),
    # Layer 3: assignments to secret-named keys.
    "env": ("AWS_ACCESS_KEY_ID=«akia»\nAWS_SECRET_ACCESS_KEY=«s»", "b64", "AWS_ACCESS_KEY_ID="),
    "export": ("+ export JWT_SECRET=«s»\n+ npm start", "alnum", "npm start"),
    "yaml": ("  POSTGRES_PASSWORD: «s»\n  POSTGRES_USER: app", "pw", "POSTGRES_USER: app"),
    "json": ('{"client_secret": "«s»", "client_id": "abc"}', "alnum", '"client_id": "abc"'),
    "toml": ('[default]\ntoken = "«s»"\nhost = "x"', "hex", 'host = "x"'),
    "python-source": ('    API_KEY = "«s»"  # TODO move to env', "alnum", "# TODO"),
    "uuid-valued-api-key": ("HEROKU_API_KEY=«s»\nHEROKU_APP=web", "uuid", "HEROKU_APP=web"),
    "weak-key-random-value": ("STRIPE_KEY=«s»\nPORT=3000", "alnum", "PORT=3000"),
    "password-flag": ("restic backup /srv --password «s» --verbose", "pw", "--verbose"),
    "docker-login-p": ("docker login -u bob -p «s» registry.io", "pw", "registry.io"),
    "npmrc": ("//registry.npmjs.org/:_authToken=«s»", "alnum", "_authToken="),
    "netrc": ("machine api.x.com\n  login bob\n  password «s»\n", "pw", "machine api.x.com"),
    "k8s-secret-data": ("apiVersion: v1\ndata:\n  tls.key: «s»==\nkind: Secret\n", "b64", "kind: Secret"),
    "dockerfile-env": ("ENV API_SECRET «s»\nRUN make", "pw", "RUN make"),
    "xml-element": ("<password>«s»</password>", "pw", "</password>"),
    "name-value-pair": ('- name: DB_PASSWORD\n  value: "«s»"', "pw", "DB_PASSWORD"),
    "subscript": ("app.config['SECRET_KEY'] = '«s»'", "pw", "app.config"),
    "call-arguments": ("define('AUTH_KEY', '«s»');", "pw", "define("),
    # Layer 4: entropy where the context says a secret is near.
    "echo-secret-variable": ("$ echo $OPENAI_API_KEY\n«s»\n$ ls", "alnum", "$ ls"),
    "decoded-secret": ("$ kubectl get secret db -o jsonpath='{.data.pw}' | base64 -d\n«s»\n", "pw", "db -o"),
    "prose-password": ("I changed the redis password to «s», update compose", "pw", "update compose"),
    "prose-token": ("push the branch for me, use this token: «s»", "pw", "push the branch"),
    "prose-user-slash-pass": ("login admin/«s» works on staging", "pw", "works on staging"),
    "aws-secret-beside-key-id": ("User,Access key ID,Secret access key\nbob,«akia»,«s»", "b64", "User,"),
    "twilio-api-secret": ("twilio api:core:keys:create → SK«hex» secret «s»", "alnum32", "twilio api"),
    "twilio-client-args": ('client = TwilioClient("SK«hex»", "«s»", "AC«hex»")', "alnum32", "TwilioClient("),
    "prose-password-is": ("fyi the password is «s» until friday", "pw", "until friday"),
    "prose-password-for-someone": ("password for alice@example.com is «s» (ask Bo)", "pw", "(ask Bo)"),
    "prose-password-on-host": ("the root password on prod-db-3 is «s» now", "pw", "now"),
    "prose-pw-short-word": ("pw is «s», don't share", "pw", "don't share"),
    "prose-passcode": ("passcode: «s» for the vpn", "pw", "for the vpn"),
    "prose-arrow": ("api token -> «s» works", "pw", "works"),
    "prose-aside": ("the db password, which I just reset, is «s» now", "pw", "now"),
    "prose-login-with": ("login with admin:«s» on staging", "pw", "on staging"),
    "prose-secret-first": ("«s» is my password for the vpn", "pw", "for the vpn"),
    "mysql-quoted": ("mysql -u root -p'«s»' shop", "punct", "shop"),
    "archive-passwords": ("7z x -p«s» a.7z && unzip -P '«s»' b.zip", "punct", "b.zip"),
    "prose-caret-bang-star": ("the password is «s» for staging", "punct", "for staging"),
    "assignment-caret-bang-star": ("DB_PASSWORD=«s»\nDB_USER=app", "punct", "DB_USER=app"),
    "yaml-caret-bang-star": ("  password: «s»\n  user: app", "punct", "user: app"),
}


@pytest.mark.parametrize("family", list(CASES))
def test_secret_family_is_redacted_and_context_kept(family: str) -> None:
    template, kind, keep = CASES[family]
    for seed in range(3):
        rng = random.Random(f"{family}{seed}")
        secret = SECRETS[kind](rng)
        extra = {"«akia»": "AKIA" + rnd(rng, 16, UPPER), "«pad»": rnd(rng, 40, B64), "«s»": secret,
                 "«hex»": rnd(rng, 32, HEX)}  # fmt: skip
        text = template
        for marker, value in extra.items():
            text = text.replace(marker, value)
        out = redact(text)
        assert not leaked(secret, out), (text, out)
        assert keep in out, (text, out)
        assert redact(out) == out


def test_url_keeps_host_and_user() -> None:
    secret = password(random.Random(1))
    assert redact(f"https://kenji:{secret}@github.com/acme/docs.git") == (
        "https://kenji:[REDACTED:password]@github.com/acme/docs.git"
    )


def _certificate() -> str:
    body = "\n".join(rnd(random.Random(5), 64, B64) for _ in range(6))
    return f"-----BEGIN CERTIFICATE-----\n{body}\n-----END CERTIFICATE-----"


NEGATIVES = {
    "git-sha": "f56af8169eedcc141b551a5e57c643fe2be3049c jane fix: refresh token before expiry",
    "short-sha": "error: could not apply 4a44210... rotate secret key on deploy",
    "describe": "v2.4.1-14-g2c49ed026 (HEAD -> main, origin/main)",
    "uuid": "OSError: No space left: '/var/lib/docker/volumes/3d9d0198-8bda-4ed6-9366-f37ebab02360/_data'",
    "docker-digest": "Digest: sha256:1ffa156aa0cf05224d23a487e81defa940d60fe39e4182c654746ee374618841",
    "npm-integrity": '"integrity": "sha512-5D/WZvU6IC9eUMPqz+LJ8gmX6278Hlwzp9UnXyQ6n0blMqXLu8CnueTRuerpq=="',
    "lockfile-hashes": '"h1:6c9sKvcAtdrxSG/mBB+Ow+nZi9z9q01B6IDXgfveRVQ=", "zh:e674a2dda99785872"',
    "pip-hash": "Expected sha256 19f23eabadeeebc754e901db4e499fcd75db46bf0f9b8515b695e90e81c270b5",
    "go-pseudo-version": "go: github.com/hooli/sdk@v0.0.0-20240428185851-da46a1e65987: invalid version",
    "container-ids": "c3b13bd418a1   postgres:16   Up 2 hours\n0191725d166d   api:dev   Restarting (1)",
    "trace-ids": "trace_id=5ee5567ea0e5df033b19006d0f6058e0 span_id=1ae412c4bd50cfbf x-request-id: 3ac62d51",
    "agent-ids": '{"session_id": "e3260d09-3302-4ece-a080-a32a918d579e", "tool_use_id": "toolu_01TDuGQ"}',
    "openai-ids": "Invalid file 'file-l3L9MiGJfKrUcC2X5QgnfPw6'; see chatcmpl-QaLukn82ANj1ROcDU9bgJlTaw8hXx",
    "cloud-ids": "sg-02543bfeec8130018 ami-06ed37e53b6481093 i-014badd090fdc6b0f arn:aws:iam::4461619:role/x",
    "secrets-manager-arn": "arn:aws:secretsmanager:us-east-1:162729132942:secret:prod/infra/db-E0f97c",
    "certificate": _certificate(),
    "ssh-fingerprint": "The ED25519 key fingerprint is SHA256:BJ//RqNjJcxJZ3SQ+5Hkbt7+K81o8mrYTtB1UHqoZf1.",
    "placeholders": "api_key: <your-token>\npassword: ${DB_PASS}\nTOKEN=$API_KEY\nSECRET_KEY=changeme",
    "masked": "redis://:**@redis:6379/0\npassword: ********\nDATABASE_URL=postgres://app:***@db/app",
    "default-credentials": "postgres://postgres:postgres@localhost:5432/test",
    "keyword-values": '{"token_type": "Bearer", "auth_method": "client_secret_post", "api_version": "2024"}',
    "code-references": 'api_key = os.environ["DB_PASSWORD"]\nKeyError: \'DB_PASSWORD\'\ntoken = getenv("X")',
    "password-stdin": "WARNING! Using --password via the CLI is insecure. Use --password-stdin.",
    "error-messages": (
        'FATAL: password authentication failed for user "admin"\n(using password: YES)\nHTTP/2 401\n'
        "Error: Invalid token: expired\nSIGNING_KEY: asn1: structure error"
    ),
    "cache-key": "Cache restored from key: node-cache-Linux-x64-npm-371d7dc7d842257cd1c6aaf2f2099274e5",
    "paths": "PWD=/home/alice/src/auth-gateway\nGOOGLE_APPLICATION_CREDENTIALS=/home/bob/.config/adc.json",
    "token-counts": '{"input_tokens": 15321, "output_tokens": 2048, "cache_read_input_tokens": 0}',
    "token-limits": "client.messages.create(max_tokens=16384, maxTokens: 4096, MAX_OUTPUT_TOKENS=32000)",
    "agent-socket": "SSH_AUTH_SOCK=/tmp/ssh-XXXXkQ3mZp7a/agent.70596\nGPG_AGENT_SOCK=/run/user/1000/gnupg/S",
    "temp-paths-near-a-key": "ssh-add: no key loaded from /tmp/ssh-XXXXkQ3mZp7a/agent.70596, try again",
    "prose-without-a-secret": "the password for the staging database (pg-14) is in 1Password, ask Bo",
    "prose-public-key": "the public key block-----  mQINBGlXBg0BEAC0u6dNuu4lXb9 follows",
    "prose-json": '"content":"sudo: a password is required","is_error":true,"tool_use_id":"toolu_01Ab9xYz"',
    "settings-not-secrets": "PasswordComplexity = 0\nUseLogonCredential : 1\nuserSecretTriesLeft=2",
    "go-test-verdicts": "=== RUN   TestRenderErrorOnEmpty\n--- PASS: TestRenderErrorOnEmpty (0.00s)\nPASS",
    "prose-code-call": "token = ReviewTokenStore.mint(project.id, 0)\n    Process.sleep(10)",
    # a card's length but no network or check digit, or a number that is part of something else
    # a card's length but no network or check digit, or a number that is part of something else
    "card-luhn-fails": "order 4111111111111112 shipped",
    "card-no-network": "epoch-ns 1795812862123456789 and id 9111111111111115",
    "card-too-long-grouped": "4111 1111 1111 1111 1111",
    "card-inside-a-version": "pkg 1.4111111111111111 and v4111111111111111",
    "card-inside-an-id": "job 4111111111111111-retry and build 4111111111111111+meta",
    "card-a-64-bit-id-in-a-log": "trace_id=4055670462648394832 span=1",
    "card-phone": "call +1 555 123 4567 or 0049 30 1234567890",
    "card-byte-counts": "copied 4111111111 bytes in 12 s; 1234567890123 rows",
}


@pytest.mark.parametrize("family", list(NEGATIVES))
def test_harmless_text_is_kept_intact(family: str) -> None:
    assert redact(NEGATIVES[family]) == NEGATIVES[family]


CARDS = {  # the networks' published test numbers, as people paste them
    "visa-grouped": "Your card 4111 1111 1111 1111 was declined (insufficient_funds)",
    "visa-13": "charge failed for card=4222222222222 exp=12/29",
    "mastercard-2-series": '{"number": "2223003122003222", "cvc": "123"}',
    "amex-dashed": "amex 3782-822463-10005 ok",
    "discover-in-a-command": "stripe charges create --card 6011111111111117 --amount 500",
    "diners-4-6-4": "diners 3056 930902 5904 accepted",
    "jcb": "jcb 3530111333300000 on file",
    "in-a-url-path": "404 for url: https://api.example.com/v1/cards/4111111111111111/charge now",
    "non-breaking-spaces": "Karte 4111\u00a01111\u00a01111\u00a01111 abgelehnt",
    "dots": "card 4111.1111.1111.1111 declined",
    "double-spaces": "card 4111  1111  1111  1111 declined",
    "mir": "mir 2200 0000 0000 0004 ok",
    "maestro": "maestro 6759649826438453 ok",
    "elo": "elo 6362 9700 0045 7013 ok",
    "visa-19-beside-a-card-word": "card_number: 4000000000000000006 rejected",
}


@pytest.mark.parametrize("family", list(CARDS))
def test_card_numbers_are_redacted(family: str) -> None:
    out = redact(CARDS[family])
    text = CARDS[family]
    assert out.count("[REDACTED:card-number]") == 1, out
    assert out.split()[0] == text.split()[0] and out.split()[-1] == text.split()[-1]  # only the number goes


def test_ansi_codes_are_stripped_before_matching() -> None:
    token = "ghp_" + rnd(random.Random(2), 36)
    out = redact(f"\x1b[31mGITHUB_TOKEN=\x1b[1m{token[:10]}\x1b[0m{token[10:]}\x1b[0m done")
    assert "\x1b" not in out
    assert not leaked(token[4:], out)
    assert out == "GITHUB_TOKEN=[REDACTED:github-token] done"


def test_hostile_inputs_do_not_break_redaction() -> None:
    token = "ghp_" + rnd(random.Random(3), 36)
    pem_begins = "-----BEGIN PRIVATE KEY-----" * 999
    hostile = ("\x00" * 999, "a" * 200_000 + " ", "password=" * 20_000, "\ud800", pem_begins)
    for text in (prefix + token for prefix in hostile):
        out = redact(text)
        assert out != FALLBACK
        assert not leaked(token[4:], out)


def test_import_compiles_no_pattern() -> None:
    """A hook imports this module on every run; patterns are compiled on first use, by the rules that fire."""
    code = (
        "import importlib, pkgutil, reflexion.redact as r;"
        "names = [m.name for m in pkgutil.iter_modules(r.__path__)];"
        "mods = [r] + [importlib.import_module(f'reflexion.redact.{n}') for n in names];"
        "from reflexion.redact import commands, engine, vendors;"
        "lazy = [v for m in mods for v in vars(m).values() if isinstance(v, engine._Lazy)];"
        "lazy += [rule.rx for rule in vendors._VENDOR + commands._COMMAND_RULES];"
        "print(len(lazy), sum(x._rx is not None for x in lazy))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    patterns, compiled = map(int, out.stdout.split())
    assert patterns > 100 and compiled == 0


# Pieces that trigger rules, so random inputs exercise their interplay rather than plain text.
FRAGMENTS = st.sampled_from(
    (
        "password=",
        "token: ",
        '"secret": "',
        "ghp_",
        "sk-ant-api03-",
        "-----BEGIN PRIVATE KEY-----",
        "\\n",
        "://",
        "@",
        ":",
        "Cookie: a=",
        "Authorization: Bearer ",
        "\n$ echo $TOKEN\n",
        "eyJ",
        ".",
        "AKIA",
        "aws",
        "\x1b[31m",
        "[REDACTED:x]",
        "--password ",
        "<pass>",
        "</pass>",
        "name: PW\nvalue: ",
        "'",
        '"',
        " ",
        "\n",
    )
)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.one_of(FRAGMENTS, st.text(max_size=30)), max_size=20).map("".join))
def test_redact_never_fails_and_is_idempotent(text: str) -> None:
    out = redact(text)
    assert out != FALLBACK or text == FALLBACK
    assert redact(out) == out
