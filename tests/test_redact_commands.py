"""Redaction of secrets given to commands: options per tool family, values piped to a password prompt, base64
of a secret, SQL, setters; and the same options of other programs, which stay."""

from __future__ import annotations

import base64
import random
import string

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reflexion.redact import redact
from reflexion.redact.values import _is_placeholder
from tests.helpers import within_seconds
from tests.test_redact import ALNUM, leaked, password, rnd

# family -> a command with «s» where the secret goes. Each was seen passing whole into an entry, the index
# or CLAUDE.md (a failed run's context, or the run that worked becoming the fix).
GIVEN: dict[str, str] = {
    "sudo-stdin": "echo '«s»' | sudo -S apt-get install nginx",
    "sudo-stdin-flags": 'echo "«s»" | sudo -kS -u deploy systemctl restart app',
    "password-stdin-printf": "printf '«s»\\n' | docker login --password-stdin registry.io",
    "printf-format": "printf '%s\\n' '«s»' | podman login -u bob --password-stdin quay.io",
    "passwd-stdin": "echo '«s»' | passwd --stdin bob",
    "chpasswd": "echo 'bob:«s»' | chpasswd",
    "here-string": "sudo -S systemctl restart nginx <<< '«s»'",
    "mongosh": "mongosh --quiet -u admin -p «s» --eval 'db.orders.countDocuments()' app",
    "mongodump": "mongodump --uri mongodb://db -u admin --password «s» --out /tmp/d",
    "keytool": "keytool -list -keystore ks.jks -storepass «s»",
    "keytool-import": "keytool -importkeystore -srcstorepass «s» -deststorepass «s» -destkeypass «s»",
    "jarsigner": "jarsigner -keystore release.jks -storepass «s» app.apk release",
    "ldapsearch": "ldapsearch -x -H ldap://ldap.corp -D cn=admin,dc=corp -w «s» -b dc=corp cn=devs",
    "ldapmodify": "ldapmodify -x -D cn=admin -w '«s»' -f change.ldif",
    "redis-auth": "redis-cli -h cache AUTH «s»",
    "redis-auth-user": "redis-cli -h cache -p 6380 AUTH default «s»",
    "redis-a": "redis-cli -h cache -a «s» ping",
    "smbclient": "smbclient //nas/backup -U bob%«s» -c ls",
    "smbclient-quoted": "smbclient -L nas -U 'CORP\\bob%«s»'",
    "basic-inline": 'curl -H "Authorization: Basic $(echo -n bob:«s» | base64)" https://x.io',
    "basic-btoa": 'const auth = btoa("bob:«s»");',
    "vault-login": "vault login «s»",
    "rclone": "rclone config create s3r s3 provider AWS access_key_id AKIDX secret_access_key «s»",
    "npm-config": "npm config set //registry.npmjs.org/:_authToken «s»",
    "aws-configure": "aws configure set aws_secret_access_key «s»",
    "sql-identified": "mysql -e \"CREATE USER 'app'@'%' IDENTIFIED BY '«s»'\"",
    "sql-identified-with": "ALTER USER 'root'@'localhost' IDENTIFIED WITH mysql_native_password BY '«s»';",
    "sql-with-password": "psql -c \"ALTER ROLE app WITH LOGIN PASSWORD '«s»'\"",
    "sql-set-password": "SET PASSWORD FOR 'bob'@'%' = '«s»';",
    "sqlcmd": "sqlcmd -S db -U sa -P «s» -Q 'select 1'",
    "mysql-glued": "mysqldump -u root -p«s» shop > shop.sql",
    "openssl-pass": "openssl pkcs12 -export -in c.pem -passout pass:«s» -out c.p12",
    "apksigner-pass": "apksigner sign --ks release.jks --ks-pass pass:«s» app.apk",
    "wget-spaced": "wget --user bob --password «s» https://x.io/f",
    "httpie-auth": "http -a bob:«s» GET https://x.io",
    "net-use": "net use \\\\srv\\share «s» /user:CORP\\bob",
    "secret-set": "fly secrets set DATABASE_URL=«s» PORT_SECRET=«s»",
    "gh-secret-body": "gh secret set DEPLOY_KEY --body «s»",
    "kubectl-literal": "kubectl create secret generic db --from-literal=pw=«s»",
    "yaml-block": "password: >-\n  «s»\nuser: app",
    # a program named with `.exe`, in capitals (Windows finds it so), its options glued or bundled
    "mysql-exe": "mysql.exe -u root -p«s» shop",
    "mysql-capitals": "MYSQL -u root -p«s» shop",
    "curl-exe": "curl.exe -u bob:«s» https://x.io",
    "7z-exe": "7z.exe a -p«s» backup.7z docs",
    "curl-glued": "curl -ubob:«s» https://x.io",
    "curl-bundled": "curl -su bob:«s» https://x.io",
    "plink-exe": "plink.exe -pw «s» bob@host",
    "sqlcmd-exe": "sqlcmd.exe -S db -U sa -P «s»",
    "net-use-capitals": "NET USE \\\\srv\\share «s» /USER:bob",
    "net-use-user-first": "net use \\\\srv\\share /user:bob «s»",
    "mongosh-glued": "mongosh -u admin -p'«s»' --host db",
    "ldapsearch-glued": "ldapsearch -x -D cn=admin,dc=corp -w«s» -b dc=corp",
    "redis-glued": "redis-cli -h cache -a«s» ping",
    "sqlcmd-glued": "SQLCMD.EXE -S db -U sa -P«s»",
    "zip-glued": "zip -P«s» backup.zip notes.txt",
    # a secret-named variable or parameter: its value is a secret whatever its shape
    "env-prefix": "PGPASSWORD=«s» psql -h db -U app",
    "docker-env": "docker run -e MYSQL_PWD=«s» mysql:8",
    "setx": "setx DB_PASSWORD «s» /M",
    "fish-set": "set -gx DB_PASSWORD «s»",
    "setenv": "setenv API_TOKEN «s»",
    "ssm-parameter": "aws ssm put-parameter --name /prod/db/password --value «s» --type SecureString",
    "keyvault": "az keyvault secret set --vault-name v --name db --value «s»",
    "keychain": "security add-generic-password -a bob -s svc -w «s»",
    "vercel-env": "echo «s» | vercel env add DB_PASSWORD production",
    "yaml-block-literal": "db:\n  password: |\n    «s»\n  host: x",
}


@pytest.mark.parametrize("family", list(GIVEN))
def test_a_secret_given_to_a_command_is_redacted(family: str) -> None:
    for seed, secret in enumerate((password(random.Random(family)), "hunter2", "Mg0Pw7731")):
        text = GIVEN[family].replace("«s»", secret)
        out = redact(text)
        assert secret not in out and not leaked(secret, out), (seed, text, out)
        assert "[REDACTED:" in out
        assert redact(out) == out


# The same options where they are no password: a port, a whole-word switch, a prompt, a variable, a default.
KEPT = {
    "ssh-port": "ssh -p 8080 deploy@host 'uptime'",
    "docker-port": "docker run -p 8080:80 -w /app nginx",
    "psql-port": "psql -h db -p 5432 -U app -w shop",
    "redis-port": "redis-cli -h cache -p 6380 ping",
    "grep-word": "grep -w foo -p file.txt | sort",
    "commit-message": 'git commit -m "fix the login password prompt" -p',
    "mysql-prompt": "mysql -u root -p shop",
    "mongosh-port": "mongosh --port 27017 --eval 'db.stats()'",
    "sshpass-then-ssh-port": "sshpass -f ~/.pw ssh -p 2222 bob@host",
    "stdin-variable": 'echo "$SUDO_PASSWORD" | sudo -S apt-get update',
    "printf-variable": "printf '%s\\n' \"$REGISTRY_TOKEN\" | docker login --password-stdin ghcr.io",
    "echo-to-a-pager": "echo hello | less",
    "echo-to-base64-no-user": "echo -n hello | base64",
    "keytool-env": "keytool -list -keystore ks.jks -storepass:env STOREPASS",
    "keytool-default": "keytool -list -cacerts -storepass changeit",
    "vault-stdin": "vault login -method=oidc role=dev",
    "net-use-drive": "net use Z: \\\\srv\\share /persistent:yes",
    "git-config-name": 'git config --global user.name "Bob Smith"',
    "npm-config-registry": "npm config set registry https://registry.npmjs.org/",
    "configmap-literal": "kubectl create configmap app --from-literal=LOG_LEVEL=debug",
    "sql-select": "SELECT id, password_hash FROM users WHERE login = 'bob';",
    "curl-numeric-user": "curl -u 1000:1000 http://localhost:8080/",
    "password-prompt-words": "sudo: a password is required\n[sudo] password for bob:",
    "yaml-block-not-secret": "description: >-\n  a long text\nname: app",
    "base64-digest": "sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU= integrity",
    "base64-of-prose": "msg: " + base64.b64encode(b"hello world, this is fine").decode(),
    "base64-of-url": base64.b64encode(b"https://example.com/callback?x=1").decode(),
    "long-identifier": "very_long_function_name_here() in module_with_a_long_name",
    "programs-named-in-prose": "run vault login with your token, then check the net user list for bob",
}


@pytest.mark.parametrize("family", list(KEPT))
def test_the_same_options_elsewhere_are_kept(family: str) -> None:
    assert redact(KEPT[family]) == KEPT[family]


def _github_token(rng: random.Random) -> str:
    return "ghp_" + rnd(rng, 36)


@pytest.mark.parametrize(
    "plain",
    [
        lambda r: _github_token(r),
        lambda r: f"bob:{password(r)}",
        lambda r: f'{{"password": "{password(r)}"}}',
        lambda r: f"TOKEN={_github_token(r)}\n",
    ],
    ids=["token", "user-password", "json", "env-line"],
)
def test_base64_of_a_secret_is_redacted(plain: object) -> None:
    rng = random.Random(7)
    secret = plain(rng)  # type: ignore[operator]
    for encode in (base64.b64encode, base64.urlsafe_b64encode):
        encoded = encode(secret.encode()).decode()
        for text in (f"echo {encoded} | base64 -d", f'"auth": "{encoded}"', f"X-Creds: {encoded}"):
            out = redact(text)
            assert encoded.rstrip("=") not in out and not leaked(encoded, out), (text, out)


# any password the redactor does not itself take for a stand-in (`%A000%` reads as a Windows variable, `a***1`
# as a masked value)
PASSWORDS = st.text(alphabet=ALNUM + "!#%*_.@^~+", min_size=6, max_size=24).filter(
    lambda p: any(c.isdigit() for c in p) and not p.startswith(("-", ".")) and not _is_placeholder(p)
)
TEMPLATES = st.sampled_from(sorted(GIVEN.values()))


@settings(max_examples=200, deadline=None)
@given(TEMPLATES, PASSWORDS)
def test_any_password_given_to_a_command_is_redacted(template: str, secret: str) -> None:
    out = redact(template.replace("«s»", secret))
    assert secret not in out


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(("ssh -p", "docker run -p", "psql -p", "redis-cli -p", "grep -w", "curl -p")),
       st.integers(1, 65535))  # fmt: skip
def test_ports_and_switches_of_other_programs_stay(option: str, port: int) -> None:
    text = f"{option} {port} host"
    assert redact(text) == text


@settings(max_examples=100, deadline=None)
@given(st.text(alphabet=string.printable, max_size=40))
def test_base64_of_any_text_redacts_no_more_than_its_plain_form(plain: str) -> None:
    """What the decoded text shows decides: a run whose text holds no secret stays."""
    encoded = base64.b64encode(plain.encode()).decode()
    if redact(plain) == plain and ":" not in plain:
        assert encoded in redact(f"data {encoded} end")


def test_a_password_that_starts_with_a_star_is_no_prompt_for_one() -> None:
    """`net use … *` asks for the password; `*00000` is one (found by the property test above)."""
    assert "*00000" not in redact("net use \\\\srv\\share *00000 /user:CORP\\bob")
    assert redact("net use \\\\srv\\share * /user:CORP\\bob") == "net use \\\\srv\\share * /user:CORP\\bob"


@pytest.mark.parametrize(
    "command",
    [
        'mysql -h db -e "USE app; SELECT * FROM users" -uroot -phunter2xyz',
        "redis-cli --eval \"a;b\" -a hunter2xyz",
        "curl -H 'X: a|b' -u bob:hunter2xyz https://x",
    ],
)
def test_a_quoted_separator_does_not_end_the_command_its_password_is_in(command: str) -> None:
    assert "hunter2xyz" not in redact(command)


@pytest.mark.parametrize(
    "text",
    [
        "api_key:\n  a" + " " * 30000 + "b\n",  # a block value's blanks: was quadratic (28 s)
        "No, always use pnpm here, not npm.\n" + "<<< " * 5000,  # many here-strings on a line (38 s)
    ],
)
def test_adversarial_text_is_redacted_in_linear_time(text: str) -> None:
    """A hook redacts up to 30,000 characters of what it stores; the worst case must stay linear. Run under
    an alarm: a quadratic scan of these takes tens of seconds."""
    with within_seconds(5, "redact"):
        assert redact(text).startswith(text[:8])


@pytest.mark.parametrize(
    ("text", "kept"),
    [  # a plain lower-case word is the secret in a command (review 4), never a word of prose
        ("bw unlock sunshine --raw", ""),
        ("net user deploy dragonfly /add", ""),
        ("vault login mytokenvalue", ""),
        ("run vault login with your token", "run vault login with your token"),
        ("the net user list for bob", "the net user list for bob"),
    ],
)
def test_a_plain_word_given_to_a_secret_taking_command_is_its_secret(text: str, kept: str) -> None:
    out = redact(text)
    assert out == kept if kept else "[REDACTED" in out
