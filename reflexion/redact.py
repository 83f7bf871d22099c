"""Secret redaction for everything reflexion writes (entries, log, state, CLAUDE.md); pure: no I/O."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from reflexion.text import strip_ansi

# If a bug ever makes a rule raise, losing the text is better than writing a secret into git.
_FALLBACK = "[REDACTED:unredactable]"
_MARK_PREFIX = "[REDACTED:"

_Span = tuple[int, int, str]


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


def _mark(kind: str) -> str:
    return f"{_MARK_PREFIX}{kind}]"


class _Lazy:
    """A regex compiled on first use: a hook process must not pay for rules its text never triggers."""

    __slots__ = ("_flags", "_rx", "_src")

    def __init__(self, src: str, flags: int = 0) -> None:
        self._src = src
        self._flags = flags
        self._rx: re.Pattern[str] | None = None

    def get(self) -> re.Pattern[str]:
        if self._rx is None:
            self._rx = re.compile(self._src, self._flags)
        return self._rx


class _Probe:
    """Substring checks on the input, used to skip (and never compile) rules that cannot match."""

    __slots__ = ("_low", "text")

    def __init__(self, text: str) -> None:
        self.text = text
        self._low: str | None = None

    @property
    def low(self) -> str:
        if self._low is None:
            self._low = self.text.lower()
        return self._low

    def has(self, needles: tuple[str, ...]) -> bool:
        return any(n in self.text for n in needles)

    def has_ci(self, needles: tuple[str, ...]) -> bool:
        low = self.low
        return any(n in low for n in needles)


class _Rule:
    """A pattern, the substrings without which it cannot match, and an optional test of the secret."""

    __slots__ = ("ci", "gate", "kind", "needles", "rx")

    def __init__(
        self,
        kind: str,
        needles: tuple[str, ...],
        rx: _Lazy,
        gate: Callable[[str], bool] | None = None,
        ci: bool = False,
    ) -> None:
        self.kind = kind
        self.needles = needles
        self.rx = rx
        self.gate = gate
        self.ci = ci

    def applies(self, probe: _Probe) -> bool:
        return probe.has_ci(self.needles) if self.ci else probe.has(self.needles)


def _secret_span(m: re.Match[str]) -> tuple[int, int]:
    """A rule's secret is its `s` group when it has one (the rest is context to keep), else the match."""
    if "s" in m.re.groupindex and m.group("s") is not None:
        return m.span("s")
    return m.span()


def _replace_in_match(m: re.Match[str], kind: str) -> str:
    start, end = _secret_span(m)
    whole = m.group(0)
    return whole[: start - m.start()] + _mark(kind) + whole[end - m.start() :]


def _sub_rule(rule: _Rule, text: str) -> str:
    def repl(m: re.Match[str]) -> str:
        start, end = _secret_span(m)
        if rule.gate is not None and not rule.gate(m.string[start:end]):
            return m.group(0)
        return _replace_in_match(m, rule.kind)

    return rule.rx.get().sub(repl, text)


def _apply_rules(rules: tuple[_Rule, ...], text: str, probe: _Probe) -> str:
    for rule in rules:
        if rule.applies(probe):
            text = _sub_rule(rule, text)
    return text


def _splice(text: str, spans: Iterator[_Span]) -> str:
    """Replace non-overlapping (start, end, kind) spans, given in increasing order, by placeholders."""
    out: list[str] = []
    pos = 0
    for start, end, kind in spans:
        if start < pos:
            continue
        out += [text[pos:start], _mark(kind)]
        pos = end
    if not out:
        return text
    out.append(text[pos:])
    return "".join(out)


# ---------------------------------------------------------------------------------------------------------
# Value shapes. Plain string tests: they run on almost every input, so they must not cost a compile.

_HEX_CHARS = frozenset("0123456789abcdefABCDEF")
_MASK_CHARS = frozenset("*xX•.#?_-")
_PLACEHOLDER_PARTS = ("***", "...", "…", "example", "placeholder", "changeme", "change-me", "redacted")
_STOPWORDS = _words(
    """none null nil true false yes no on off undefined empty unset required optional include omit
    same-origin expired invalid missing revoked denied hidden masked redacted str string bytes int bool any
    object secretstr secretbytes number changeme changeit password passwd secret token xxx example
    placeholder default auto env file prompt stdin bearer basic ok not n/a na tbd todo value set provided
    present supplied unknown dummy"""
)
_CODE_ROOTS = _words(
    "os process env self this settings config cfg conf ENV secrets vars params props request req args options"
    " opts app ctx context import"
)
# Shapes of harmless high-entropy text: versions, dates, file names, digests.
_RX_HARMLESS = _Lazy(
    r"v?\d+(?:\.\d+)+(?:[-+.][\w.-]*)?|\d{4}-\d{2}-\d{2}.*|[\w-]+(?:\.[\w-]+)*\.[a-z]{1,5}"
    r"|(?i:sha\d*|md5|h1|zh|blake2[bs]?)[:=-].*"
)


def _is_hex(v: str) -> bool:
    return bool(v) and all(c in _HEX_CHARS for c in v)


def _is_uuid(v: str) -> bool:
    return len(v) == 36 and all(v[i] == "-" for i in (8, 13, 18, 23)) and _is_hex(v.replace("-", ""))


def _is_template(v: str) -> bool:
    """`<token>`, `${TOKEN}`, `{{ secrets.X }}`, `$(cmd)`, `$VAR`, `%VAR%`, `%(name)s`, `{name}`."""
    if (v[0], v[-1]) in (("<", ">"), ("{", "}")) or v.startswith(("${", "$(", "{{", "%(")):
        return True
    if v[0] == "$":
        return v[1:].isidentifier()
    return len(v) > 2 and v[0] == v[-1] == "%" and v[1:-1].isidentifier()


def _is_placeholder(v: str) -> bool:
    """Values that stand for a secret without being one; leaving them keeps the text's meaning."""
    if not v or _MARK_PREFIX in v:
        return True
    low = v.lower()
    if low in _STOPWORDS or set(v) <= _MASK_CHARS or low.startswith(("your-", "your_", "your ")):
        return True
    return any(p in low for p in _PLACEHOLDER_PARTS) or _is_template(v)


def _is_env_name(v: str) -> bool:
    return "_" in v and v[0].isalpha() and v.isupper() and v.replace("_", "").isalnum()


def _is_code(v: str) -> bool:
    """`api_key = os.environ["X"]` says where a secret comes from; it holds none."""
    if v[0] in "{[(" or v.startswith(("function", "lambda ", "new ", "await ")):
        return True
    cuts = [i for i in (v.find("("), v.find("[")) if i > 0]
    if cuts and all(p.isidentifier() for p in v[: min(cuts)].rstrip().split(".")):
        return True
    root, dot, _ = v.partition(".")
    return (bool(dot) and root in _CODE_ROOTS) or _is_env_name(v)


def _classes(v: str) -> tuple[bool, bool, bool, bool]:
    upper = lower = digit = other = False
    for c in v:
        if c.isdigit():
            digit = True
        elif c.isupper():
            upper = True
        elif c.islower():
            lower = True
        else:
            other = True
    return upper, lower, digit, other


def _is_pathlike(v: str) -> bool:
    """An absolute or relative path made of ordinary names (a base64 secret may also start with `/`)."""
    drive = len(v) > 2 and v[0].isalpha() and v[1:3] == ":\\"
    if not drive and not v.startswith(("/", "~/", "./", "../")):
        return False
    for part in v.replace("\\", "/").split("/"):
        upper, lower, digit, _ = _classes(part)
        if len(part) >= 12 and upper and lower and digit:
            return False
    return True


def _looks_random(v: str) -> bool:
    """Entropy test for values of weakly secret-named keys (`STRIPE_KEY`, `sig`, `session`)."""
    if len(v) < 12 or any(c.isspace() for c in v) or "://" in v or _is_pathlike(v):
        return False
    if _is_hex(v) or _is_uuid(v):
        return len(v) >= 16
    upper, lower, digit, _ = _classes(v)
    return digit and (upper or lower) and not _RX_HARMLESS.get().fullmatch(v)


def _wordy(seg: str) -> bool:
    """Pieces of identifiers (`node`, `Linux`, `x64`, hex hashes) as opposed to random material."""
    if (len(seg) <= 5 and seg.isalnum()) or seg.isdigit() or (seg.islower() and seg.isalpha()):
        return True
    if seg.isalpha() and (seg.isupper() or (seg[0].isupper() and seg[1:].islower())):
        return True
    return _is_hex(seg)


def _looks_secret_word(v: str) -> bool:
    """Strict test for free-form prose ("the password is X"): only clearly random words pass."""
    if len(v) < 8:
        return False
    upper, lower, digit, _ = _classes(v)
    special = any(c in "!@#$%^&*+=~?" for c in v)
    if not (digit and upper and lower) and not (digit and (upper or lower) and special):
        return False
    if _is_placeholder(v) or "://" in v or _is_pathlike(v) or _is_uuid(v) or _RX_HARMLESS.get().fullmatch(v):
        return False
    random_len = sum(len(s) for s in re.split(r"[-_./:]", v) if not _wordy(s))
    return random_len >= 8 and random_len * 5 >= len(v) * 2


def _has_digit(v: str) -> bool:
    return any(c.isdigit() for c in v)


def _not_wordlike(v: str) -> bool:
    """Generic prefixes (`sk-`, `EAA`, `Bearer `) also start ordinary words; require some randomness."""
    upper, lower, digit, _ = _classes(v)
    return digit and (upper or lower)


def _any(_: str) -> bool:
    return True


# ---------------------------------------------------------------------------------------------------------
# Layer 1: vendor-prefixed tokens. Prefixes are documented formats, so matching them needs no context.

_ALNUM = "[A-Za-z0-9]"
_WORD_DASH = r"[\w-]"


def _vendor(
    kind: str,
    prefixes: tuple[str, ...],
    body: str,
    guard: str = _ALNUM,
    gate: Callable[[str], bool] | None = None,
) -> _Rule:
    """Pattern `prefix body`, with the word-boundary test placed after the literal prefix.

    A pattern that starts with a literal lets the regex engine skip ahead with a fast substring search;
    one that starts with a lookbehind is tried at every position, about 20 times slower on long text.
    """
    # Prefixes are letters, digits and `_-./:`; only `.` needs escaping (re.escape would cost the import).
    escaped = [p.replace(".", r"\.") for p in prefixes]
    heads = [p + (f"(?<!{guard}{p})" if guard else "") for p in escaped]
    return _Rule(kind, prefixes, _Lazy("(?:" + "|".join(heads) + ")" + body), gate)


_PUTTY_BODY = r"[ \t]*\d+\r?\n(?P<s>[A-Za-z0-9+/=]{1,200}(?:\r?\n[A-Za-z0-9+/=]{1,200}(?=\r?\n|$))*)"
_OPENSSH_BODY = r"[A-Za-z0-9+/=]{0,200}(?:(?:\r?\n|\\n)[A-Za-z0-9+/=]{16,200})*"

_VENDOR: tuple[_Rule, ...] = (
    _vendor("github-token", ("ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"), r"\w{20,1024}"),
    _vendor(
        "gitlab-token",
        (
            "glpat-",
            "glrt-",
            "gldt-",
            "glcbt-",
            "glptt-",
            "glft-",
            "glimt-",
            "gloas-",
            "glagent-",
            "glsoat-",
            "glffct-",
            "GR1348941",
        ),
        r"[\w.-]{16,1024}",
        _WORD_DASH,
    ),
    _vendor("grafana-token", ("glsa_",), r"\w{24,256}"),
    _vendor("grafana-token", ("glc_",), r"[A-Za-z0-9+/]{24,1024}={0,2}"),
    _vendor(
        "slack-token",
        ("xoxa-", "xoxb-", "xoxe-", "xoxo-", "xoxp-", "xoxr-", "xoxs-", "xoxe.", "xapp-"),
        r"[A-Za-z0-9-]{10,1024}",
    ),
    _vendor(
        "slack-webhook", ("hooks.slack.com/",), r"(?:services|workflows|triggers)/(?P<s>[\w/+-]{8,1024})", ""
    ),
    _vendor("webhook-secret", ("/api/webhooks/",), r"(?P<s>\d{5,30}/[\w-]{20,1024})", ""),
    _vendor("webhook-secret", ("webhook.office.com/webhookb2/",), r"(?P<s>[\w@/-]{20,2048})", ""),
    _vendor("stripe-key", ("sk_live_", "sk_test_", "rk_live_", "rk_test_"), r"[A-Za-z0-9]{8,1024}"),
    _vendor("stripe-webhook-secret", ("whsec_",), r"[A-Za-z0-9+/=]{16,1024}"),
    _vendor("api-key", ("sk_",), r"[A-Za-z0-9]{32,1024}", gate=_not_wordlike),
    _vendor("anthropic-key", ("sk-ant-",), r"[a-z]{2,10}\d{0,3}-[\w-]{16,1024}", _WORD_DASH),
    _vendor(
        "openai-key",
        ("sk-proj-", "sk-svcacct-", "sk-admin-", "sk-None-", "sk-or-v1-"),
        r"[\w-]{16,1024}",
        _WORD_DASH,
    ),
    _vendor("api-key", ("sk-",), r"[A-Za-z0-9][\w-]{19,1024}", _WORD_DASH, _not_wordlike),
    _vendor("google-api-key", ("AIza",), r"[\w-]{30,1024}"),
    _vendor("google-oauth-token", ("ya29.",), r"[\w.-]{20,4096}"),
    _vendor("google-refresh-token", ("1//0",), r"[\w-]{30,1024}", r"[\w/]"),
    _vendor("google-client-secret", ("GOCSPX-",), r"[\w-]{20,1024}"),
    _vendor("aws-access-key-id", ("AKIA",), r"[A-Z0-9]{16,32}", "[A-Z0-9]"),
    _vendor("aws-access-key-id", ("ASIA", "ABIA", "ACCA"), r"[A-Z0-9]{16,32}", "[A-Z0-9]", _has_digit),
    _vendor("aws-access-key-id", ("A3T",), r"[A-Z0-9]{17,33}", "[A-Z0-9]"),
    _vendor(
        "aws-session-token",
        ("IQoJb3JpZ2luX2Vj", "FwoGZXIvYXdz", "FQoGZXIvYXdz"),
        r"[A-Za-z0-9/+=]{20,16384}",
        "",
    ),
    _vendor("npm-token", ("npm_",), r"[A-Za-z0-9]{30,1024}"),
    _vendor("pypi-token", ("pypi-Ag",), r"[\w-]{40,8192}"),
    _vendor("huggingface-token", ("hf_", "api_org_"), r"[A-Za-z0-9]{30,1024}"),
    _vendor("sendgrid-key", ("SG.",), r"[\w-]{16,64}\.[\w-]{16,128}"),
    _vendor("twilio-key", ("SK",), r"[0-9a-fA-F]{32}(?![0-9a-fA-F])"),
    _vendor("digitalocean-token", ("dop_v1_", "doo_v1_", "dor_v1_"), r"[a-f0-9]{40,128}"),
    _vendor("docker-token", ("dckr_pat_", "dckr_oat_"), r"[\w-]{16,1024}"),
    _vendor("vault-token", ("hvs.", "hvb.", "hvr."), r"[\w-]{20,4096}"),
    _vendor("databricks-token", ("dapi", "dose"), r"[a-f0-9]{32}(?:-\d)?"),
    _vendor("shopify-token", ("shpat_", "shpca_", "shppa_", "shpss_"), r"[a-fA-F0-9]{32,64}"),
    _vendor("postman-key", ("PMAK-",), r"[A-Za-z0-9-]{20,256}"),
    _vendor(
        "doppler-token",
        ("dp.pt.", "dp.st.", "dp.sa.", "dp.ct.", "dp.scim.", "dp.audit."),
        r"(?:[\w-]{1,40}\.)?[A-Za-z0-9]{20,256}",
    ),
    _vendor("supabase-token", ("sbp_", "sb_secret_"), r"[\w-]{20,256}"),
    _vendor("heroku-token", ("HRKU-",), r"[\w-]{20,256}"),
    _vendor("replicate-token", ("r8_",), r"[A-Za-z0-9]{30,256}"),
    _vendor("groq-key", ("gsk_",), r"[A-Za-z0-9]{30,256}"),
    _vendor("xai-key", ("xai-",), r"[A-Za-z0-9]{30,256}", _WORD_DASH),
    _vendor("perplexity-key", ("pplx-",), r"[A-Za-z0-9]{30,256}", _WORD_DASH),
    _vendor("linear-key", ("lin_api_", "lin_oauth_"), r"[A-Za-z0-9]{30,256}"),
    _vendor("notion-token", ("ntn_",), r"[A-Za-z0-9]{30,256}"),
    _vendor("notion-token", ("secret_",), r"[A-Za-z0-9]{43}\b"),
    _vendor("sentry-token", ("sntryu_", "sntrys_"), r"[\w=+/.-]{30,1024}"),
    _vendor("planetscale-token", ("pscale_pw_", "pscale_tkn_", "pscale_oauth_"), r"[\w.-]{30,256}"),
    _vendor("mapbox-token", ("sk.eyJ", "tk.eyJ"), r"[\w.-]{20,1024}"),
    _vendor("newrelic-key", ("NRAK-", "NRII-", "NRJS-", "NRRA-", "NRSP-", "NRAA-"), r"[A-Za-z0-9]{20,64}"),
    _vendor("atlassian-token", ("ATATT3", "ATCTT3", "ATBB"), r"[\w=-]{24,1024}"),
    _vendor("age-secret-key", ("AGE-SECRET-KEY-1",), r"[0-9A-Z]{40,1024}", ""),
    _Rule(
        "azure-storage-key",
        ("accountkey=", "sharedaccesskey="),
        _Lazy(r"(?i:AccountKey|SharedAccessKey)=(?P<s>[A-Za-z0-9+/=]{20,1024})"),
        ci=True,
    ),
    _Rule("azure-client-secret", ("Q~",), _Lazy(r"(?<![\w~.-])[\w~.-]{3}\dQ~[\w~.-]{31,40}")),
    _vendor("django-secret-key", ("django-insecure-",), r"[^\s'\"]{20,256}", ""),
    _vendor("mailgun-key", ("key-",), r"[0-9a-f]{32}(?![0-9a-f])", _WORD_DASH),
    _vendor("pulumi-token", ("pul-",), r"[a-f0-9]{40}", _WORD_DASH),
    _vendor("access-token", ("EAA",), r"[\w-]{40,1024}", gate=_not_wordlike),
    _vendor("square-token", ("sq0atp-", "sq0csp-"), r"[\w-]{20,256}"),
    _Rule("telegram-bot-token", (":AA",), _Lazy(r"(?<!\d)\d{8,10}:AA[\w-]{30,40}")),
    _Rule("firebase-key", ("APA91b",), _Lazy(r"AAAA[\w-]{7}:APA91b[\w-]{100,1024}")),
    _vendor("tailscale-key", ("tskey-",), r"[\w-]{20,256}"),
    _vendor("flyio-token", ("fo1_", "fm1a_", "fm1r_", "fm2_"), r"[\w+/=-]{20,4096}"),
    _vendor("netlify-token", ("nfp_",), r"[A-Za-z0-9]{30,256}"),
    _vendor("buildkite-token", ("bkua_",), r"[a-f0-9]{30,256}"),
    _vendor("circleci-token", ("CCIPAT_",), r"\w{20,256}"),
    _vendor("render-key", ("rnd_",), r"[A-Za-z0-9]{20,256}"),
    _Rule("terraform-token", (".atlasv1.",), _Lazy(r"[A-Za-z0-9]{14}\.atlasv1\.[\w=-]{60,256}")),
    _vendor("1password-token", ("ops_eyJ",), r"[\w.+/=-]{20,4096}"),
    _vendor("pinecone-key", ("pcsk_",), r"\w{30,256}"),
    _vendor("langsmith-key", ("lsv2_pt_", "lsv2_sk_"), r"\w{30,256}"),
    _vendor("tavily-key", ("tvly-",), r"[\w-]{20,256}"),
    _vendor("contentful-token", ("CFPAT-",), r"[\w-]{30,256}"),
    _vendor("figma-token", ("figd_",), r"[\w-]{30,256}"),
    _vendor("dynatrace-token", ("dt0c01.",), r"[A-Z0-9]{24}\.[A-Z0-9]{64}"),
    _vendor("private-key", ("Private-Lines:",), _PUTTY_BODY, ""),
    _vendor("private-key", ("b3BlbnNzaC1rZXktdjE",), _OPENSSH_BODY, ""),
)


def _vendor_tokens(text: str, probe: _Probe) -> str:
    return _apply_rules(_VENDOR, text, probe)


# ---------------------------------------------------------------------------------------------------------
# Layer 2: structures (PEM blocks, JWTs, auth headers, URL credentials, cookies).

_RX_PEM_BEGIN = _Lazy(r"-----BEGIN[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----")
_RX_PEM_END = _Lazy(r"-----END[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----")
# A block whose END line was cut: swallow the following base64 lines (real or JSON-escaped newlines).
_RX_PEM_BODY = _Lazy(
    r"(?:(?:\r?\n|\\[rn]|[ \t])*(?:[A-Za-z][\w-]{1,30}: [^\n\\]{0,200}|[A-Za-z0-9+/=]{1,200})"
    r"(?=\r?\n|\\[rn]|[\"',]|$|[ \t]+[A-Za-z0-9+/=]{16}))*"
)
_PEM_SEARCH = 1 << 16


def _private_keys(text: str, probe: _Probe) -> str:
    if "PRIVATE KEY" not in probe.text:
        return text
    out: list[str] = []
    pos = 0
    end: re.Match[str] | None = None
    searched = False
    for m in _RX_PEM_BEGIN.get().finditer(text):
        if m.start() < pos:
            continue
        if not searched or (end is not None and end.start() < m.end()):
            # One forward search serves every BEGIN before its result (or all of them when there is no
            # END at all), so text with many BEGIN lines stays linear.
            end, searched = _RX_PEM_END.get().search(text, m.end()), True
        out += [text[pos : m.start()], _mark("private-key")]
        pos = end.end() if end and end.start() - m.end() <= _PEM_SEARCH else _pem_body_end(text, m.end())
    out.append(text[pos:])
    return "".join(out)


def _pem_body_end(text: str, start: int) -> int:
    body = _RX_PEM_BODY.get().match(text, start)
    return body.end() if body else start


# Three parts (JWS) or five (JWE); the signature may be empty for `alg: none`.
_RX_JWT = _Lazy(
    r"eyJ(?<![\w-]eyJ)[\w-]{5,4096}\.[\w-]{8,16384}\.[\w-]{0,4096}(?:\.[\w-]{0,16384}\.[\w-]{0,4096})?=*"
)


def _jwts(text: str, probe: _Probe) -> str:
    if "eyJ" not in probe.text:
        return text
    return _RX_JWT.get().sub(_mark("jwt"), text)


_RX_AUTH_HEADER = _Lazy(
    r"(?i)(?:proxy-)?authorization\\?[\"']?[ \t]*[:=][ \t]*\\?[\"']?[ \t]*"
    r"(?:(?P<scheme>[A-Za-z][\w.-]{0,30})[ \t]+)?(?P<s>[^\s\"',;\\]{4,8192})"
)
_RX_BEARER = _Lazy(r"(?<![\w-])(?i:bearer|basic)[ \t]+(?P<s>[A-Za-z0-9._~+/=-]{12,8192})")


def _auth_header_repl(m: re.Match[str]) -> str:
    scheme = (m.group("scheme") or "").lower()
    if scheme == "digest" or _is_placeholder(m.group("s")):
        return m.group(0)
    kind = "basic-auth" if scheme == "basic" else "bearer-token" if scheme == "bearer" else "auth-token"
    return _replace_in_match(m, kind)


def _bearer_gate(value: str) -> bool:
    return not _is_placeholder(value) and _not_wordlike(value)


def _auth_headers(text: str, probe: _Probe) -> str:
    if probe.has_ci(("authorization",)):
        text = _RX_AUTH_HEADER.get().sub(_auth_header_repl, text)
    if probe.has_ci(("bearer", "basic")):
        text = _RX_BEARER.get().sub(_password_repl("bearer-token", _bearer_gate), text)
    return text


# Anchored on the literal `://` (a fast substring search) rather than on the scheme before it.
_SCHEME = r"(?<=[A-Za-z0-9])://"
_RX_URL_PASSWORD = _Lazy(
    _SCHEME + r"(?P<user>[^\s:/?#@'\"<>\[\]]{0,256}):(?P<s>[^\s/'\"<>]{1,512})@(?=[^\s@])"
)
_RX_URL_TOKEN_USER = _Lazy(_SCHEME + r"(?P<s>[\w.~%+-]{16,512})@(?=[^\s@])")
_RX_GO_DSN = _Lazy(r"(?<![\w/:.\[-])[\w.-]{1,64}:(?P<s>[^\s@/:'\"]{1,256})@(?:tcp|unix|udp)\(")
_RX_CURL_USER = _Lazy(
    r"curl(?<!\wcurl)\b[^\n]{0,2000}?\s(?:-u|--user|--proxy-user|-U)[ \t]*=?[\"']?[^\s:'\"]*:"
    r"(?P<s>[^\s'\"]{1,512})"
)


def _password_repl(kind: str, gate: Callable[[str], bool]) -> Callable[[re.Match[str]], str]:
    def repl(m: re.Match[str]) -> str:
        start, end = _secret_span(m)
        value = m.string[start:end]
        if _is_placeholder(value) or not gate(value):
            return m.group(0)
        return _replace_in_match(m, kind)

    return repl


def _url_password_repl(m: re.Match[str]) -> str:
    """`postgres:postgres@`, `guest:guest@` are well-known defaults, not secrets."""
    if m.group("s").lower() == m.group("user").lower():
        return m.group(0)
    return _password_repl("password", _any)(m)


def _url_credentials(text: str, probe: _Probe) -> str:
    if "://" in probe.text and "@" in probe.text:
        text = _RX_URL_PASSWORD.get().sub(_url_password_repl, text)
        text = _RX_URL_TOKEN_USER.get().sub(_password_repl("token", _looks_random), text)
    if probe.has(("@tcp(", "@unix(", "@udp(")):
        text = _RX_GO_DSN.get().sub(_password_repl("password", _any), text)
    if probe.has_ci(("curl",)):
        text = _RX_CURL_USER.get().sub(_password_repl("password", lambda v: not v.isdigit()), text)
    return text


_RX_COOKIE = _Lazy(
    r"(?i)(?:(?<![\w-])(?:set-)?cookie\\?[\"']?[ \t]*[:=]|(?<!\S)(?:--cookie|-b))[ \t]*\\?[\"']?"
    r"(?P<s>[^\n\r\"']{1,8192})"
)
_RX_COOKIE_PAIR = _Lazy(r"(?P<name>[^\s=;,]{1,256})=(?P<s>[^;\s,]{1,4096})")
_COOKIE_ATTRS = _words("path domain expires max-age samesite secure httponly priority partitioned version")


def _cookie_pair_repl(m: re.Match[str]) -> str:
    value = m.group("s")
    if m.group("name").lower() in _COOKIE_ATTRS or len(value) < 8 or _is_placeholder(value):
        return m.group(0)
    return _replace_in_match(m, "cookie")


def _cookie_repl(m: re.Match[str]) -> str:
    body = _RX_COOKIE_PAIR.get().sub(_cookie_pair_repl, m.group("s"))
    return m.group(0)[: m.start("s") - m.start()] + body


def _cookies(text: str, probe: _Probe) -> str:
    if not probe.has_ci(("cookie", "-b ")):
        return text
    return _RX_COOKIE.get().sub(_cookie_repl, text)


# ---------------------------------------------------------------------------------------------------------
# Layer 3: assignments whose key names a secret. Only the value goes; the key keeps the line meaningful.

_STRONG_ENDINGS = (
    "password",
    "passwd",
    "passphrase",
    "secret",
    "token",
    "credential",
    "credentials",
    "apikey",
    "accesskey",
    "privatekey",
    "secretkey",
    "signingkey",
    "authkey",
    "masterkey",
    "accountkey",
    "encryptionkey",
    "sessionkey",
    "clientkey",
    "licensekey",
    "passwords",
    "secrets",
    "tokens",
    "apikeys",
)
_STRONG_SEGMENTS = _words("pass pwd pw auth creds pat pword authorization")
_WEAK_LAST = _words("key keys sig signature salt hmac session sid seed mnemonic otp pin")
_NON_SECRET_LAST = _words(
    """id ids type types name names uri url urls endpoint host hostname path paths file files filename dir
    method methods version length len size ttl expiry expires expiration expired duration policies policy
    renewable accessor format kind mode field label env var header prefix hint count scope scopes required
    enabled provider algorithm alg location region arn ref store manager lifetime timeout age rotation status
    class source stdin helper command cmd fingerprint issuer audience usage limit error errors message msg
    description reset sent changed updated created at by min max strength regex pattern rules validator
    validation placeholder prompt template example spec specs tokenizer arg args option options flag flags
    param params index list mapping map disabled level provided valid invalid rotated lookup cache"""
)
_NON_SECRET_KEY_FIRST = _words(
    """cache sort partition primary foreign public pub publishable idempotency lookup map hash group routing
    object row composite unique index site message i18n translation dedup dedupe ssh gpg pgp kms s3 bucket
    registry from"""
)
_RX_SEGMENT = _Lazy(r"[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])")


def _key_strength(key: str) -> int:
    """0: not a secret name, 1: weak (value must look random), 2: strong (any real value goes)."""
    segs = [s.lower() for s in _RX_SEGMENT.get().findall(key)]
    if not segs or segs[-1] in _NON_SECRET_LAST:
        return 0
    if "".join(segs).endswith(_STRONG_ENDINGS):
        return 2
    if any(s.endswith(_STRONG_ENDINGS) or s in _STRONG_SEGMENTS for s in segs):
        return 2
    # A bare `key` is too generic (`Cache restored from key: …`); `STRIPE_KEY` is not.
    weak = segs[-1] in _WEAK_LAST and (len(segs) > 1 or segs[-1] != "key")
    return 1 if weak and segs[0] not in _NON_SECRET_KEY_FIRST else 0


def _kind_for(key: str) -> str:
    low = key.lower()
    if "pass" in low or "pwd" in low:
        return "password"
    if "token" in low:
        return "token"
    if "api" in low and "key" in low:
        return "api-key"
    return "secret"


# Values are scanned at most this far: a rejected candidate must not rescan the rest of a huge line.
_VALUE_MAX = 4096
_RX_UNQUOTED = _Lazy(r"(?:[^\s\"'`;,\\]|,(?!\s)|\\(?![nrt\"\\])){1,4096}")
_RX_UNQUOTED_QUERY = _Lazy(r"[^\s\"'`&#;,\\]{1,4096}")
_RX_QUERY_PIECE = _Lazy(r"[^\s\"'`&#;,\\=]{1,4096}")
_RX_REST_OF_TOKEN = _Lazy(r"[^\s\"'`]*")
_TRAILING = ".,;:)]}>"
_OPENERS = {")": "(", "]": "[", "}": "{", ">": "<"}


def _trim_trailing(text: str, start: int, end: int) -> int:
    """Drop sentence punctuation and unbalanced closers (`f(password=x)`), but keep `${VAR}` whole."""
    for _ in range(8):
        closer = text[end - 1] if end > start else ""
        if not closer or closer not in _TRAILING:
            break
        if closer in _OPENERS and text.count(_OPENERS[closer], start, end) >= text.count(closer, start, end):
            break
        end -= 1
    return end


def _query_value_end(text: str, end: int) -> int:
    """A raw `&` inside a query-string password: `password=ab&cd&useSSL=false` ends before `&useSSL`."""
    for _ in range(8):
        if not text.startswith("&", end):
            break
        piece = _RX_QUERY_PIECE.get().match(text, end + 1)
        if piece is None or text.startswith("=", piece.end()):
            break
        end = piece.end()
    return end


def _quoted_span(text: str, start: int) -> tuple[int, int] | None:
    quote = '\\"' if text.startswith('\\"', start) else text[start]
    inner = start + len(quote)
    i = inner
    limit = min(len(text), inner + 4096)
    while i < limit and text[i] != "\n":
        if text.startswith(quote, i) and (quote != '"' or text[i - 1] != "\\" or text[i - 2 : i] == "\\\\"):
            return (inner, i)
        i += 1
    return None


def _value_span(text: str, start: int, in_query: bool) -> tuple[int, int] | None:
    """Where the value of an assignment starting at `start` lies; quoting and URL context decide its end."""
    if start >= len(text) or text[start] in "\r\n":
        return None
    if text[start] in "\"'`" or text.startswith('\\"', start):
        return _quoted_span(text, start)
    m = (_RX_UNQUOTED_QUERY if in_query else _RX_UNQUOTED).get().match(text, start)
    if not m:
        return None
    end = _query_value_end(text, m.end()) if in_query else m.end()
    end = _trim_trailing(text, start, end)
    return (start, end) if end > start else None


def _full_value_end(text: str, span: tuple[int, int]) -> int:
    """A value cut at `_VALUE_MAX` is redacted to the end of its token, so no tail of it survives."""
    if span[1] - span[0] < _VALUE_MAX:
        return span[1]
    rest = _RX_REST_OF_TOKEN.get().match(text, span[1])
    return rest.end() if rest else span[1]


def _prose_follows(text: str, end: int) -> bool:
    """`token: expired, please log in` is an error message, not a credential listing."""
    rest = text[end : end + 3]
    return len(rest) == 3 and rest[0] in " \t" and rest[1:].isalpha()


def _redactable(value: str, strength: int, loose: bool) -> bool:
    """`loose`: an unquoted value with more prose after it, where only random-looking values count."""
    if _is_placeholder(value) or _is_code(value) or _is_pathlike(value):
        return False
    return _looks_random(value) if strength == 1 or loose else True


_KW = r"(?:pass|pwd|pw|secret|token|key|auth|cred|session|sig|salt|hmac|seed|mnemonic|otp|pin|pat)"
_ASSIGN_NEEDLES = (
    "pass",
    "pwd",
    "pw",
    "secret",
    "token",
    "key",
    "auth",
    "cred",
    "session",
    "sig",
    "salt",
    "hmac",
    "seed",
    "mnemonic",
    "otp",
    "pin",
    "pat",
)
# Any `word<sep>`; keys are filtered in Python. Asking the regex for a keyword inside the key makes it
# retry every keyword at every offset of every word, three times slower on long logs.
_RX_ASSIGN = _Lazy(
    r"(?<![\w.])(?P<q>\\?[\"'`])?(?P<k>[\w.-]{1,120})(?(q)(?P=q)\]?)"
    r"[ \t]{0,40}(?P<sep>:=|=>|=(?!=)|:(?![:/=]))[ \t]{0,40}"
)


def _has_keyword(key: str) -> bool:
    low = key.lower()
    return any(w in low for w in _ASSIGN_NEEDLES)


def _assignment_span(text: str, m: re.Match[str]) -> _Span | None:
    key, sep = m.group("k"), m.group("sep")
    prev = text[m.start() - 1] if m.start() else ""
    strength = _key_strength(key) if _has_keyword(key) else 0
    if not strength or (sep == ":" and prev == ":"):
        return None  # `arn:aws:…:secret:prod/db` is a path of names
    span = _value_span(text, m.end(), prev in "?&")
    if span is None:
        return None
    value = text[span[0] : span[1]]
    quoted = span[0] != m.end()
    if not quoted and sep == ":" and text[span[1] : span[1] + 1] == ":":
        return None  # `env SIGNING_KEY: asn1: structure error` is a chain of error prefixes
    loose = not quoted and _prose_follows(text, span[1]) and (sep == ":" or value.isalpha())
    if not _redactable(value, strength, loose):
        return None
    return span[0], _full_value_end(text, span), _kind_for(key)


def _assignment_spans(text: str) -> Iterator[_Span]:
    last = 0
    for m in _RX_ASSIGN.get().finditer(text):
        span = _assignment_span(text, m) if m.start() >= last else None
        if span:
            last = span[1]
            yield span


def _assignments(text: str, probe: _Probe) -> str:
    if not probe.has_ci(_ASSIGN_NEEDLES):
        return text
    return _splice(text, _assignment_spans(text))


_RX_FLAG = _Lazy(r"-(?<![\w-]-)-?(?P<k>[A-Za-z0-9][\w-]{0,80})[ \t]+(?=[^\s-])")


def _flag_value_ok(value: str) -> bool:
    """`--password via the CLI` is a warning; `--password Xy7$…` is a credential."""
    if "=" in value or _is_placeholder(value) or _is_code(value) or _is_pathlike(value):
        return False
    upper, _, digit, other = _classes(value)
    return digit or upper or other or len(value) >= 16


def _flag_spans(text: str) -> Iterator[_Span]:
    for m in _RX_FLAG.get().finditer(text):
        if not _has_keyword(m.group("k")) or _key_strength(m.group("k")) != 2:
            continue
        start = m.end() + 4 if text.startswith("<<< ", m.end()) else m.end()
        span = _value_span(text, start, False)
        if span and _flag_value_ok(text[span[0] : span[1]]):
            yield span[0], _full_value_end(text, span), _kind_for(m.group("k"))


def _flags(text: str, probe: _Probe) -> str:
    if not probe.has_ci(("-pass", "-pwd", "-secret", "-token", "-key", "-auth", "-cred", "-api", "-client")):
        return text
    return _splice(text, _flag_spans(text))


_RX_PAIR_KEY_VALUE = _Lazy(
    r"(?i)\b(?:name|key|parameter_?key)[\"']?[ \t]*[:=][ \t]*[\"']?(?P<k>[\w./-]{1,120})[\"']?[ \t]*,?[ \t]*"
    r"(?:\r?\n[ \t-]*)?[\"']?(?:value|parameter_?value)[\"']?[ \t]*[:=][ \t]*"
)
_RX_QUOTED_ARGS = _Lazy(
    r"\([ \t]*(?P<q>[\"'])(?P<k>[\w./-]{0,80}?" + _KW + r"[\w./-]{0,80})(?P=q)[ \t]*,[ \t]*(?=[\"'])",
    re.IGNORECASE,
)
_RX_XML_ELEMENT = _Lazy(
    r"<(?P<k>[\w.:-]{0,60}?" + _KW + r"[\w.:-]{0,60})(?:[ \t][^<>]{0,200})?>"
    r"[ \t]*(?P<s>[^<\n]{1,1024}?)[ \t]*</(?P=k)>",
    re.IGNORECASE,
)
_RX_DOCKER_ENV = _Lazy(r"(?m)^[ \t]*ENV[ \t]+(?P<k>[A-Za-z_]\w{0,80})[ \t]+(?=[^\s=])")


def _keyed_spans(rx: _Lazy, text: str) -> Iterator[_Span]:
    """Pairs whose key and value are separate syntax nodes: `{name: X, value: Y}`, `f("X", "Y")`, `<X>Y`."""
    for m in rx.get().finditer(text):
        strength = _key_strength(m.group("k"))
        if "s" in m.re.groupindex:
            span: tuple[int, int] | None = m.span("s") if strength else None
        else:
            span = _value_span(text, m.end(), False) if strength else None
        if span is None:
            continue
        value = text[span[0] : span[1]]
        if _redactable(value, strength, value.isalpha() and value.islower()):
            yield span[0], _full_value_end(text, span), _kind_for(m.group("k"))


_RX_AUTH_TUPLE = _Lazy(
    r"(?i)(?:\bauth[ \t]*=[ \t]*[(\[]|BasicAuth\(|\bbasic_auth[ \t]*[:=][ \t]*[(\[])[ \t]*"
    r"(?P<q>[\"'])[^\"'\n]{0,256}(?P=q)[ \t]*,[ \t]*(?P<q2>[\"'])(?P<s>[^\"'\n]{1,1024})(?P=q2)"
)
_RX_USER_PASS_PROSE = _Lazy(
    r"(?i)\b(?:login|log[ \t]in|credentials?|creds|user(?:name)?|account)\b[ \t]*[:=]?[ \t]*(?:as[ \t]+)?"
    r"[\w.@+-]{1,64}[ \t]*(?:/|:|,[ \t]*(?:pass(?:word)?|pw)?[ \t:=]*)[ \t]*(?P<s>[^\s'\"`]{6,256})"
)


def _structured_pairs(text: str, probe: _Probe) -> str:
    """Secrets whose key is a separate syntax node, and `user/password` pairs in prose."""
    if probe.has_ci(("value",)):
        text = _splice(text, _keyed_spans(_RX_PAIR_KEY_VALUE, text))
    if probe.has(("('", '("', "( '", '( "')):
        text = _splice(text, _keyed_spans(_RX_QUOTED_ARGS, text))
    if "</" in probe.text:
        text = _splice(text, _keyed_spans(_RX_XML_ELEMENT, text))
    if "ENV " in probe.text:
        text = _splice(text, _keyed_spans(_RX_DOCKER_ENV, text))
    if probe.has_ci(("auth=", "auth =", "basicauth(", "basic_auth")):
        text = _RX_AUTH_TUPLE.get().sub(_password_repl("password", _any), text)
    if probe.has_ci(("login", "log in", "cred", "user", "account")):
        text = _RX_USER_PASS_PROSE.get().sub(_password_repl("password", _looks_secret_word), text)
    return text


_ARG = r"[\"']?(?P<s>[^\s'\"]{1,1024})"
_GLUED_ARG = r"(?P<s>[^\s'\"-]\S{0,1023})"
# CLIs whose password or token position is only known from the command itself.
_COMMAND_RULES: tuple[_Rule, ...] = (
    _Rule("password", ("login",), _Lazy(r"login(?<!\wlogin)\b[^\n]{0,200}?(?<!\S)-p[ \t]+" + _ARG)),
    _Rule("password", ("sshpass",), _Lazy(r"sshpass\b[^\n]{0,100}?(?<!\S)-p[ \t]*" + _ARG)),
    # mysql takes its password glued to -p; `-p dbname` (with a space) only prompts.
    _Rule("password", ("mysql",), _Lazy(r"mysql(?<!\wmysql)\w*\b[^\n]{0,300}?(?<!\S)-p" + _GLUED_ARG)),
    _Rule("password", ("redis-cli",), _Lazy(r"redis-cli\b[^\n]{0,300}?(?<!\S)-a[ \t]+" + _ARG)),
    _Rule(
        "password",
        ("sqlplus", "sqlldr", "expdp", "impdp", "rman"),
        _Lazy(
            r"(?:sqlplus|sqlldr|expdp|impdp|rman)\b[ \t]+(?:-\w+[ \t]+)*[\"']?[\w$#.]+/"
            r"(?P<s>[^\s@/'\"]{1,256})@"
        ),
    ),
    _Rule(
        "token",
        ("login", "authtoken"),
        _Lazy(r"(?:login|authtoken)[ \t]+(?P<s>[^\s<>|&;$'\"-][^\s'\"]{11,1024})"),
        _looks_random,
    ),
    _Rule(
        "secret",
        ("echo",),
        _Lazy(
            r"echo(?<!\wecho)[ \t]+[\"']?(?P<s>[^\s'\"$|]{8,4096})[\"']?[ \t]*\|[^\n|]{0,200}"
            r"(?:--password-stdin|--with-token|--token-stdin|\blogin\b|\bsecret\b)"
        ),
        _bearer_gate,
    ),
    _Rule(
        "password",
        ("pgpass",),
        _Lazy(r"(?m)^[^:\s#]{1,256}:(?:\d{1,5}|\*):[^:\s]{1,256}:[^:\s]{1,256}:(?P<s>\S{1,1024})$"),
        ci=True,
    ),
)

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
    for rule in _COMMAND_RULES:
        if rule.applies(probe):
            text = rule.rx.get().sub(_password_repl(rule.kind, rule.gate or _any), text)
    if probe.has_ci(("machine",)) and probe.has_ci(("password",)):
        text = _RX_NETRC.get().sub(_password_repl("password", _any), text)
    if probe.has_ci(("kind: secret", '"kind": "secret"', '"kind":"secret"', "get secret")):
        text = _RX_K8S_DATA_YAML.get().sub(_k8s_body_repl, text)
        text = _RX_K8S_DATA_JSON.get().sub(_k8s_body_repl, text)
    return text


# ---------------------------------------------------------------------------------------------------------
# Layer 4: entropy, but only where the context says a secret is near.

_RX_AWS_SECRET = _Lazy(r"(?<![A-Za-z0-9/+=])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])")
_RX_HEX32 = _Lazy(r"(?<![0-9a-zA-Z])(?:AC)?[0-9a-f]{32}(?![0-9a-zA-Z])")


def _aws_secret_gate(v: str) -> bool:
    """40 base64 chars beside an AWS key id; hex (git SHAs) and paths are excluded."""
    upper, lower, digit, _ = _classes(v)
    return upper and lower and digit and v.count("/") <= 4 and "//" not in v and not _is_pathlike(v)


_RX_SECRET_COMMAND = _Lazy(
    r"(?m)^[ \t]*(?:\$|\+|#|%|❯|PS[^>\n]{0,80}>)[ \t]+(?P<cmd>[^\n]{1,2000})\r?\n"
    r"(?P<s>[^\s]{8,8192})[ \t]*\r?$"
)
_SECRET_COMMAND_WORDS = (
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
_PROMPTS = ("$ ", "+ ", "# ", "% ", "❯", "PS")


def _is_assignment_line(v: str) -> bool:
    for sep in "=:":
        head, found, rest = v.partition(sep)
        if found and rest and rest[0] not in "=:" and head.replace("-", "_").replace(".", "_").isidentifier():
            return True
    return False


def _command_output_repl(m: re.Match[str]) -> str:
    """The single-token output of `echo $HF_TOKEN` or `… get secret … | base64 -d` is the secret itself."""
    cmd, value = m.group("cmd").lower(), m.group("s")
    if not any(w in cmd for w in _SECRET_COMMAND_WORDS) or not _not_wordlike(value):
        return m.group(0)
    if _is_placeholder(value) or "://" in value or _is_pathlike(value) or value[0] == "[":
        return m.group(0)
    if _is_assignment_line(value):
        return m.group(0)  # `KEY=value` lines are left to the assignment rules
    return _replace_in_match(m, "secret")


_RX_PROSE = _Lazy(
    r"(?i)(?<!REDACTED:)\b(?:password|passwd|passphrase|pwd|secret|token|api[ _-]?key|access[ _-]?key|key"
    r"|credentials?|pat)(?=[ \t:=,])(?P<rest>[^\n]{1,200})"
)
_RX_WORD = _Lazy(r"\S+")


def _prose_spans(text: str) -> Iterator[_Span]:
    """`I changed the redis password to Xy7…, update compose`: the first random word after the keyword."""
    for m in _RX_PROSE.get().finditer(text):
        for n, w in enumerate(_RX_WORD.get().finditer(text, m.start("rest"), m.end("rest"))):
            word = w.group(0)
            lead = len(word) - len(word.lstrip("(\"'`"))
            core = word[lead:].rstrip(".,;:!?)\"'`")
            if _looks_secret_word(core):
                yield w.start() + lead, w.start() + lead + len(core), "secret"
                break
            if n >= 6 or word[-1:] in ".;!?" or not (core.isalpha() or core in ":=-" or not core):
                break


def _context_entropy(text: str, probe: _Probe) -> str:
    if probe.has_ci(("aws", "akia", "asia")):
        text = _RX_AWS_SECRET.get().sub(_password_repl("aws-secret", _aws_secret_gate), text)
    if probe.has_ci(("twilio",)):
        text = _RX_HEX32.get().sub(_mark("twilio-secret"), text)
    if "\n" in probe.text and probe.has(_PROMPTS) and probe.has_ci(_SECRET_COMMAND_WORDS):
        text = _RX_SECRET_COMMAND.get().sub(_command_output_repl, text)
    if probe.has_ci(("pass", "pwd", "secret", "token", "key", "credential", "pat")):
        text = _splice(text, _prose_spans(text))
    return text


# ---------------------------------------------------------------------------------------------------------
# Order matters: whole structures (PEM blocks, vendor tokens, JWTs) go first, so the key-driven layers see a
# placeholder instead of half a token, and the entropy layer only looks at what is left.

_STAGES: tuple[Callable[[str, _Probe], str], ...] = (
    _private_keys,
    _vendor_tokens,
    _jwts,
    _auth_headers,
    _url_credentials,
    _cookies,
    _config_files,
    _structured_pairs,
    _assignments,
    _flags,
    _context_entropy,
)


def _one_pass(text: str) -> str:
    probe = _Probe(text)
    for stage in _STAGES:
        text = stage(text, probe)
    return text


def _redact(text: str) -> str:
    # A stray ESC left by strip_ansi would turn a later `[REDACTED:…]` into an escape sequence.
    text = strip_ansi(text).replace("\x1b", "")
    # A replacement can expose a neighbour: a secret glued to another (`AKIA…ghp_…`) sits inside a word
    # until the first becomes a placeholder. Passes repeat until nothing changes (text without secrets
    # costs one), which also makes redact(redact(x)) == redact(x).
    for _ in range(3):
        redacted = _one_pass(text)
        if redacted == text:
            break
        text = redacted
    return text


def redact(text: str) -> str:
    """Return text with every secret replaced by a placeholder like `[REDACTED:github-token]`.

    Harmless text (SHAs, UUIDs, digests, versions, IDs, placeholders) is left untouched. Never raises.
    """
    try:
        return _redact(text)
    except Exception:
        return _FALLBACK
