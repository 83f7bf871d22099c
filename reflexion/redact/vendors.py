"""Layer 1: the table of vendor-prefixed tokens (GitHub, Slack, AWS, OpenAI, …); pure."""

from __future__ import annotations

from reflexion.redact.engine import _apply_rules, _Lazy, _Probe, _Rule
from reflexion.redact.values import _has_digit, _not_wordlike

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable

# Prefixes are documented formats, so matching them needs no context.

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
