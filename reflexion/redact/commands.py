"""Secrets given to a command as its arguments: the options that take one, per tool family, and the setters
of secret-named keys (`rclone config`, `npm config set`); pure."""

from __future__ import annotations

from reflexion.redact.engine import _Lazy, _Probe, _Rule, _Span, _splice
from reflexion.redact.keys import _has_keyword, _key_strength, _value_span
from reflexion.redact.needles import SMB_USER
from reflexion.redact.values import _any, _is_pathlike, _is_placeholder, _looks_random

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

# An option is only a password's in its own program: `-p` is mongosh's password and ssh's port, `-w`
# ldapsearch's password and grep's whole-word switch. So each family names its programs, and an option counts
# only later on a line that runs one of them. Values that stand for a secret (`$PW`, `<password>`, `***`)
# stay: they say how the command was meant, and hold nothing.

_LINE = 2000  # how far after the program's name its options are looked for
_SPACED = r"(?:[ \t]+|=)(?=[^\s-])"  # `-w pw`, `--password=pw`
_GLUED = r"(?=[^\s-])"  # `-ppw` (mysql, 7z: `-p dbname` with a space only prompts)


class _Options:
    """Programs (`tools`; `needles` to search the text for) and, later in the same command, where a secret
    starts (`rx`); `first`: only the first place counts (`net user bob pw /add`); `where`: a pattern for
    programs named in more than one word (`gh secret set`)."""

    __slots__ = ("first", "gate", "kind", "needles", "rx", "tools", "where")

    def __init__(
        self,
        kind: str,
        tools: tuple[str, ...],
        option: str,
        gate: Callable[[str], bool] = _any,
        first: bool = False,
        where: str = "",
    ) -> None:
        self.kind = kind
        self.tools = tools
        # what the text is first searched for: `mysql` stands for `mysqldump` too
        self.needles = tuple(t for t in tools if not any(o != t and o in t for o in tools))
        self.rx = _Lazy(option)
        self.gate = gate
        self.first = first
        self.where = _Lazy(where) if where else None


def _not_number(value: str) -> bool:
    return not value.isdigit()  # `ssh -p 22` on a line that also says `login`, `curl -u 1000:1000`


# the words prose puts where the secret would stand: "run vault login with your token", "the net user list
# for bob", "bw unlock it first" — any other word there is the argument (`bw unlock sunshine`: review 4)
_PROSE_WORDS = frozenset(
    ("with", "your", "my", "the", "a", "an", "to", "and", "or", "for", "using", "via", "by", "list", "it",
     "first", "then", "again", "now", "command", "token", "password", "here", "there", "on", "in", "as", "if")
)  # fmt: skip


def _not_plain_word(value: str) -> bool:
    """For programs also named in prose (`run vault login with your token`, `the net user list for bob`)."""
    return value.lower() not in _PROSE_WORDS


def _opts(spaced: tuple[str, ...] = (), glued: tuple[str, ...] = ()) -> str:
    """The pattern of options whose value follows: after a space or `=` (`spaced`), or glued to it."""
    parts = []
    if spaced:
        parts.append("(?:" + "|".join(spaced) + ")" + _SPACED)
    if glued:
        parts.append("(?:" + "|".join(glued) + ")" + _GLUED)
    return r"(?<!\S)[\"']?(?:" + "|".join(parts) + ")"


_MYSQL = ("mysql", "mariadb", "mysqldump", "mysqladmin", "mysqlimport", "mysqlcheck", "mysqlshow",
          "mysqlpump", "mysqlsh", "mariadb-dump", "mariadb-admin", "mysqlbinlog", "mysqlslap")  # fmt: skip
_MONGO = ("mongosh", "mongo", "mongodump", "mongorestore", "mongoexport", "mongoimport", "mongostat",
          "mongotop", "mongofiles")  # fmt: skip
_LDAP = ("ldapsearch", "ldapmodify", "ldapadd", "ldapdelete", "ldapwhoami", "ldapcompare", "ldapmodrdn",
         "ldappasswd", "ldapexop")  # fmt: skip
_CAPITAL_P = ("sqlcmd", "bcp", "osql", "mssql-cli", "ipmitool", "mosquitto_pub", "mosquitto_sub")
_WGET = ("--password", "--http-password", "--ftp-password", "--proxy-password")
_USER_COLON = r"[^\s:'\"]*:"  # the user, then the password: curl -u bob:pw, http -a bob:pw
_ARGUMENT = r"[ \t]+(?=[^\s=<>-][^\s=]*(?:\s|$))"  # a plain argument (not an option, not KEY=value)

_OPTIONS: tuple[_Options, ...] = (
    _Options("password", _MYSQL, _opts(glued=("-p",))),
    _Options("password", _MONGO, _opts(spaced=("-p", "--password"), glued=("-p",))),
    _Options("password", _LDAP, _opts(spaced=("-w",), glued=("-w",))),
    _Options("password", ("ldappasswd",), _opts(spaced=("-s", "-a"))),  # the new and the old password
    _Options("password", ("keytool", "jarsigner"), _opts(spaced=("-(?:src|dest)?(?:store|key)pass", "-new"))),
    _Options("password", ("redis-cli",), _opts(spaced=("-a", "--pass"), glued=("-a",))),
    _Options("password", ("redis-server", "redis-sentinel"), _opts(spaced=("--requirepass", "--masterauth"))),
    # AUTH [user] password, given to redis-cli or typed at its prompt
    _Options("password", ("redis-cli",), r"(?i:(?<!\S)auth)[ \t]+(?:[^\s'\"]+[ \t]+(?=[^\s'\"]))?"),
    # sshpass's own options come before the command it runs (`sshpass -f pwfile ssh -p 22`: ssh's port)
    _Options(
        "password",
        ("sshpass",),
        r"(?<=sshpass)(?:[ \t]+(?:-[fdP][ \t]*[^\s-]\S*|-[ev]))*[ \t]+"
        + _opts(spaced=("-p",), glued=("-p",)),
    ),
    _Options("password", ("login",), _opts(spaced=("-p", "--password")), _not_number, first=True),
    _Options("password", _CAPITAL_P, _opts(spaced=("-P",), glued=("-P",))),
    _Options("password", ("plink", "pscp", "psftp"), _opts(spaced=("-pw",))),
    _Options("password", ("zip", "unzip", "zipcloak"), _opts(spaced=("-P",), glued=("-P",))),
    _Options("password", ("7z", "7za", "7zr", "rar", "unrar"), _opts(glued=("-p",))),
    _Options("password", ("openssl",), _opts(spaced=("-k",))),
    _Options("password", ("wget",), _opts(spaced=_WGET)),
    _Options(
        "password",
        ("curl",),
        # `-u bob:pw`, `-ubob:pw`, bundled `-su bob:pw`
        r"(?<!\S)[\"']?(?:--(?:proxy-)?user(?:[ \t]+|=)|-[a-zA-Z]{0,8}[uU][ \t]*)(?=[^\s-])"
        r"(?!\d+:\d+(?:\s|$))" + _USER_COLON,  # `-u 1000:1000`: a uid and gid, not a password
    ),
    _Options(
        "password", ("http", "https", "httpie", "xh", "xhs"), _opts(spaced=("-a", "--auth")) + _USER_COLON
    ),
    _Options("password", ("lftp",), _opts(spaced=("-u", "--user")) + r"[^\s,'\"]*,"),
    # `vault login <token>`, `bw unlock <password>`, `bw login <email> <password>`: the argument itself
    _Options("token", ("vault",), r"(?<!\S)login(?:[ \t]+-[\w-]+(?:=\S*)?)*" + _ARGUMENT, _not_plain_word),
    _Options(
        "password",
        ("bw",),
        r"(?<!\S)(?:unlock|login[ \t]+[^\s-]\S*)(?:[ \t]+--?\w+)*" + _ARGUMENT,
        _not_plain_word,
    ),
    _Options(
        "password", ("rabbitmqctl",), r"(?<!\S)(?:add_user|change_password|authenticate_user)[ \t]+\S+[ \t]+"
    ),
    # `net use \\host\share <password> /user:bob`, `net user bob <password> /add` (a lone `*`: prompt for it)
    _Options(
        "password",
        ("net",),
        r"(?<!\S)(?i:use[ \t]+\S+(?:[ \t]+/\S+)*|user[ \t]+[^\s/]+)[ \t]+(?=[^\s/\\])(?!\*(?:\s|$))",
        _not_plain_word,
        first=True,
    ),
    # `mc alias set NAME URL ACCESS_KEY SECRET_KEY`
    _Options("secret", ("mc",), r"(?<!\S)(?:alias[ \t]+set|config[ \t]+host[ \t]+add)(?:[ \t]+\S+){3}[ \t]+"),
    # what a secrets manager is given: every KEY=value, `--body value`, `--from-literal=KEY=value`
    _Options(
        "secret",
        ("secret set", "secrets set", "secret create", "secrets create", "secret put", "create secret"),
        r"(?<!\S)(?:--from-literal=)?[A-Za-z_][\w.-]{0,80}=(?=[^\s=])"
        r"|(?<!\S)(?:--body|-b|--value|--secret-string)" + _SPACED,
        where=r"(?<![\w.-])(?:(?:user-)?secrets?[ \t]+(?:set|create|put)|create[ \t]+secret)(?![\w.-])",
    ),
    # macOS keychain: `security add-generic-password -a bob -s svc -w <password>` (`-w` last: a prompt)
    _Options(
        "password",
        ("add-generic-password", "add-internet-password"),
        _opts(spaced=("-w",)),
        where=r"(?<!\S)add-(?:generic|internet)-password(?!\S)",
    ),
    # `dotnet user-secrets set KEY value`, `doppler secrets set KEY value`
    _Options(
        "secret",
        ("secrets set",),
        r"(?<=set)[ \t]+(?:--?[\w-]+[ \t]+)*[A-Za-z_][\w:.-]{0,80}[ \t]+(?=[^\s=-])",
        where=r"(?<![\w.-])(?:user-secrets|doppler[ \t]+secrets)[ \t]+set(?![\w.-])",
        first=True,
    ),
)

# Arguments whose place says what they are.
_RULES: tuple[_Rule, ...] = (
    _Rule(
        "password",
        ("htpasswd",),
        _Lazy(
            r"htpasswd[ \t]+-\w*b\w*[ \t]+(?:-\w+[ \t]+)*[^\s-]\S*[ \t]+[^\s-]\S*[ \t]+[\"']?"
            r"(?P<s>[^\s'\"]{1,1024})"
        ),
    ),
    _Rule(  # Oracle: user/password@service
        "password",
        ("sqlplus", "sqlldr", "expdp", "impdp", "rman"),
        _Lazy(
            r"(?:sqlplus|sqlldr|expdp|impdp|rman)\b[ \t]+(?:-\w+[ \t]+)*[\"']?[\w$#.]+/"
            r"(?P<s>[^\s@/'\"]{1,256})@"
        ),
    ),
    _Rule(  # `ngrok config add-authtoken X`, `… login X`: an argument that looks like a token
        "token",
        ("login", "authtoken"),
        _Lazy(r"(?:login|authtoken)[ \t]+(?P<s>[^\s<>|&;$'\"-][^\s'\"]{11,1024})"),
        _looks_random,
    ),
)
_RX_SMB_USER = _Lazy(r"(?:-U|--user(?:name)?=?)[ \t]*[\"']?[^\s%'\"/]{1,256}%")
# openssl, apksigner: `-passin pass:pw`, `--ks-pass pass:pw`
_PASS_OPTION = "pass:"
_RX_PASS_OPTION = _Lazy(r"(?<!\S)-{1,2}[\w-]{1,40}[ \t=]+[\"']?\Z")


def _named_at(text: str, names: tuple[str, ...]) -> Iterator[tuple[int, int]]:
    """Where each of `names` is written as a program is: a word of its own (`/usr/bin/mysql` too, not
    `mysql_config` or `http://`), perhaps `.exe` and in any case (Windows finds `MYSQL.EXE` as `mysql`),
    then its arguments."""
    low = text.lower()
    if len(low) != len(text):  # a character whose lower case is longer (`İ`): positions must agree
        low = text
    for name in names:
        i = low.find(name)
        while i >= 0:
            end = i + len(name)
            if low.startswith(".exe", end):
                end += 4
            before = text[i - 1] if i else " "
            if not (before.isalnum() or before in "_.-") and text[end : end + 1] in (" ", "\t"):
                yield i, end
            i = low.find(name, end)


def _words_at(text: str, word: str) -> Iterator[int]:
    """Where `word` starts after a blank (or the text's start): an option, `-U`, `--user`."""
    i = text.find(word)
    while i >= 0:
        if not i or text[i - 1].isspace() or text[i - 1] in "\"'":
            yield i
        i = text.find(word, i + 1)


def _option_spans(text: str, probe: _Probe) -> Iterator[_Span]:
    for rule in _OPTIONS:
        if not probe.has_ci(rule.needles):
            continue
        if rule.where is None:
            starts: Iterator[int] = (end for _, end in _named_at(text, rule.tools))
        else:
            starts = (m.end() for m in rule.where.get().finditer(text))
        option = rule.rx.get()
        for start in starts:
            for m in option.finditer(text, start, _command_end(text, start)):
                span = _value_at(text, m.end(), rule.gate)
                if span:
                    yield span[0], span[1], rule.kind
                if rule.first:
                    break
    if "%" in text:
        for word in SMB_USER:
            for i in _words_at(text, word):
                user = _RX_SMB_USER.get().match(text, i)
                span = _value_at(text, user.end(), _any) if user else None
                if span:
                    yield span[0], span[1], "password"
    i = text.find(_PASS_OPTION)
    while i >= 0:
        if _RX_PASS_OPTION.get().search(text[max(0, i - 50) : i]):
            span = _value_at(text, i + 5, _any)
            if span:
                yield span[0], span[1], "password"
        i = text.find(_PASS_OPTION, i + 5)
    for placed in _RULES:
        if placed.applies(probe):
            for m in placed.rx.get().finditer(text):
                if not _is_placeholder(m.group("s")) and (placed.gate is None or placed.gate(m.group("s"))):
                    yield m.start("s"), m.end("s"), placed.kind


# a quoted string (passed over whole: `mysql -e "USE app; SELECT 1" -phunter2` is one command), or an end
_RX_COMMAND_END = _Lazy(r"'[^'\n]*'|\"(?:[^\"\\\n]|\\.)*\"|\n|\|(?!\|)|;|&&|\|\|")


def _command_end(text: str, start: int) -> int:
    """Where the command running from `start` ends: the line, or the pipe, `;`, `&&` or `||` after it
    outside quotes."""
    limit = min(len(text), start + _LINE)
    for found in _RX_COMMAND_END.get().finditer(text, start, limit):
        if found.group()[:1] not in "'\"":
            return found.start()
    return limit


def _value_at(text: str, start: int, gate: Callable[[str], bool]) -> tuple[int, int] | None:
    span = _value_span(text, start, False)
    if span is None:
        return None
    value = text[span[0] : span[1]]
    if _is_placeholder(value) or not gate(value) or _is_pathlike(value):
        return None
    return span


# Setters of configuration: `rclone config create r s3 secret_access_key pw`, `npm config set
# //registry/:_authToken tok`, `aws configure set aws_secret_access_key pw`: a secret-named key, its value.
_SETTERS = ("rclone", "npm", "yarn", "pnpm", "aws", "git", "pip", "poetry", "composer", "bundle", "conda",
            "dotnet", "doppler", "heroku", "firebase", "gcloud", "az")  # fmt: skip
_RX_SETTER = _Lazy(
    r"(?:rclone[ \t]+config|npm[ \t]+config|yarn[ \t]+config|pnpm[ \t]+config|aws[ \t]+configure"
    r"|git[ \t]+config|pip[ \t]+config|poetry[ \t]+config|composer[ \t]+config|bundle[ \t]+config"
    r"|conda[ \t]+config|dotnet[ \t]+user-secrets|doppler[ \t]+secrets|heroku[ \t]+config:set"
    r"|firebase[ \t]+functions:config:set|gcloud[ \t]+config|az[ \t]+config)(?![\w.-])"
)
_RX_KEY_SPACE = _Lazy(r"(?<!\S)[\"']?(?P<k>[^\s=\"']{1,200})[\"']?[ \t]+(?=[^\s-])")


def _setter_spans(text: str, probe: _Probe) -> Iterator[_Span]:
    if not probe.has_ci(_SETTERS):
        return
    for start, _ in _named_at(text, _SETTERS):
        setter = _RX_SETTER.get().match(text, start)
        if setter is None:
            continue
        for m in _RX_KEY_SPACE.get().finditer(text, setter.end(), _command_end(text, setter.end())):
            # the key's own name (`_authToken` of `//registry.npmjs.org/:_authToken`)
            name = m.group("k").replace(":", "/").replace(".", "/").rsplit("/", 1)[-1]
            strength = _key_strength(name) if _has_keyword(name) else 0
            if name.lower() == "key":
                strength = 1  # rclone's b2 `key`: a secret, said generically
            if strength:
                span = _value_at(text, m.end(), _any if strength == 2 else _looks_random)
                if span:
                    yield span[0], span[1], "password" if "pass" in name.lower() else "secret"


# A variable set by name: `setx DB_PASSWORD pw /M`, fish's `set -gx DB_PASSWORD pw`, csh's `setenv`.
_RX_SET_VARIABLE = _Lazy(
    r"(?<![\w.-])(?i:setx|setenv|set(?:[ \t]+-[a-zA-Z]{1,8})+)[ \t]+(?:/\w{1,8}[ \t]+)*"
    r"(?P<k>[A-Za-z_]\w{0,80})[ \t]+(?=[^\s-])"
)
# A parameter stored by name: `aws ssm put-parameter --name /prod/db/password --value pw`
_RX_NAME_OPTION = _Lazy(r"(?<!\S)--(?:name|key|parameter-name)(?:[ \t]+|=)[\"']?(?P<k>[\w./:-]{1,200})")
_SET_NEEDLES = ("set",)
_VALUE_OPTION = "--value"
_RX_VALUE_OPTION = _Lazy(r"(?<!\S)--value(?:[ \t]+|=)(?=[^\s-])")


def _named_value_spans(text: str, probe: _Probe) -> Iterator[_Span]:
    """A secret-named variable or parameter, and the value given to it: a secret whatever its shape."""
    if probe.has_ci(_SET_NEEDLES):
        for m in _RX_SET_VARIABLE.get().finditer(text):
            if _has_keyword(m.group("k")) and _key_strength(m.group("k")) == 2:
                span = _value_at(text, m.end(), _any)
                if span:
                    yield span[0], span[1], "password" if "pass" in m.group("k").lower() else "secret"
    if _VALUE_OPTION in text:
        for m in _RX_NAME_OPTION.get().finditer(text):
            name = m.group("k").replace(":", "/").replace(".", "/").rstrip("/").rsplit("/", 1)[-1]
            if not (_has_keyword(name) and _key_strength(name) == 2):
                continue
            value = _RX_VALUE_OPTION.get().search(text, m.end(), _command_end(text, m.end()))
            span = _value_at(text, value.end(), _any) if value else None
            if span:
                yield span[0], span[1], "password" if "pass" in name.lower() else "secret"


def _command_secrets(text: str, probe: _Probe) -> str:
    found = (_option_spans(text, probe), _setter_spans(text, probe), _named_value_spans(text, probe))
    spans = sorted({span for spans in found for span in spans})
    return _splice(text, iter(spans)) if spans else text


_COMMAND_RULES = (*_OPTIONS, *_RULES)
