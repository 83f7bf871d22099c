"""Pure: a short reply that hands the agent the piece a failed command lacked or that it asked for ("try
192.168.8.1", "~/Documents/M-Claude", "use `make test`"): a correction only in that context — right after a
failure it is that failure's fix (the episode learner's), right after a question a fact (the learner's, and
the live prompt hook's when the agent's last words are a question: commands/capture.py)."""

from __future__ import annotations

from reflexion import regex
from reflexion.correct import Correction
from reflexion.questions import named_questions, names_something, question_in
from reflexion.secret_words import SECRET_WORDS
from reflexion.text import one_line

MAX_WORDS = 6  # a reply that hands over one thing is a few words; longer words are a message of their own
MAX_CHARS = 300  # ...and short: one token of 30,000 characters is pasted output, not a reply
# Words that open such a reply, in the languages the detector reads (the rest must be the concrete thing).
_OPENERS = (
    r"(?i)^(?:(?:no|nope|nee|nein|non|não|нет)[,.!]?\s+)?(?:try|use|maybe|perhaps"
    r"|(?:it'?s|it is|its)(?: in| under| at)?|in|under"
    r"|at|with|what about|how about|probier(?:e|s)?(?: mal)?|versuch(?:e|s)?(?: mal)?|nimm|essaie|utilise"
    r"|prueba|usa|tenta|tente|probeer|gebruik|prova|попробуй|используй|试试|试一下|用|試して|使って"
    r"|해\s*봐|써\s*봐)\b[:,]?\s*"
)
# A concrete thing: a path, an address or host, a command in backticks, a file, an option, a code name.
_CONCRETE = (
    r"`[^`]+`|(?:^|\s)['\"]?(?:~|\.{1,2})?[/\\]\S+|\[REDACTED_IP\]|\b\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?\b"
    r"|\b[\w-]+\.[a-z]{2,6}\b|(?:^|\s)--?[a-z][\w-]*|\b[a-z]+_[a-z_]+\b|\b[a-z]+[A-Z]\w*\b|:\d{2,5}\b"
    r"|\b[\w.-]+/[\w./-]+|(?i:\bport\s+\d{2,5}\b)"
)

# ...and it is all the reply holds after its opener: one token, one quoted or backticked span, or a port.
_ONE_THING = r"`[^`]+`|'[^']+'|\"[^\"]+\"|\S+|(?i:port\s+\d{2,5})"
# What else answers the agent's question for a name ("which host?": "legion-cachy", "node20") or a place
# ("where is it?": "the Documents folder"): only then, never as a failed call's fix ("re-run" is no fix).
_NAME = r"[A-Za-z][\w.]*(?:-[\w.]+)+|[A-Za-z]+\d[\w.-]*"
# (Not "which branch / environment / account?": the answer is the choice of the moment, not a fact.)
_ASKS_NAME = (
    r"(?i)\b(?:name|named|called|hostname|username|which (?:\w+ )?(?:machine|device|host|server|client|repo"
    r"|repository|project|database|namespace|cluster|bucket))\b"
)
# A question whose answer is a secret: never kept, whatever the redactor would make of the bare answer. Any
# question that names one may be answered with it ("Could you let me know the DB password?", "Have you got
# the deploy token handy?"), but a choice of where a secret is kept ("Should I read the API key from an env
# var or config/stripe.yml?", "Where should the secrets live?"): its answer is a rule to keep.
_ASKS_SECRET = "(?i)" + SECRET_WORDS
_KEPT_WHERE = (  # a question of where or how it is kept: "where …", or a choice ("… or …") of places
    r"(?is)^(?=.*(?:^\W*where\b|\bor\b))"
    r".*\b(?:env(?:ironment)? var(?:iable)?s?|\.env|files?|config|vault|keychain|keyring|cookies?"
    r"|localstorage|sessionstorage|secrets? manager|kept|stored?|live)\b"
)
_FOLDER = r"(?i:(?:the )?[\w.-]+ (?:folder|directory|dir))"
_ASKS_PLACE = r"(?i)\b(?:where|which (?:folder|directory|path)|location|located)\b"


def detect_reply(prompt: str, answering: str = "") -> Correction | None:
    """The reply's correction (kind "correction", the reply as its directive), or None when the prompt is
    not a short reply naming one concrete thing (or, `answering` a question for a name or a place, a name
    or a folder)."""
    text = one_line(prompt[:MAX_CHARS]).strip()
    if not text or len(prompt) > MAX_CHARS or len(text.split()) > MAX_WORDS or "?" in text:
        return None
    rest = regex.compile(_OPENERS).sub("", text, count=1).strip().rstrip(".!")
    named = bool(answering) and (
        (regex.fullmatch(_NAME, rest) is not None and regex.search(_ASKS_NAME, answering) is not None)
        or (regex.fullmatch(_FOLDER, rest) is not None and regex.search(_ASKS_PLACE, answering) is not None)
    )
    if not named and (not regex.fullmatch(_ONE_THING, rest) or not regex.search(_CONCRETE, rest)):
        return None  # "traceroute slate.example.com" is a task naming a host, not the host handed over
    from reflexion.correct import states_a_secret

    if states_a_secret(text):
        return None  # "use admin/admin123": the piece a failed login lacked is a secret, never kept
    from reflexion.keywords import terms

    # "Try 192.168.8.1." — but a path, a branch or a command handed over bare is kept as typed
    bare = text.rstrip(".!") == rest
    directive = text if bare else text[0].upper() + text[1:]
    if not bare and not directive.endswith((".", "!")):
        directive += "."
    return Correction("correction", text, directive, tuple(sorted(set(terms(rest)))))


# A question about what already happened ("Did it prompt for your PIN?") asks for no secret: its answer is
# yes or no. ("Is there a password I should use?", "Have you got the token?" may be answered with it.)
_WHAT_HAPPENED = r"(?i)^\W*(?:\d{1,2}[.)]\s+)?\W*(?:did|was|were)\b"


def asks_for_secret(question: str) -> bool:
    """May the answer to the agent's question hold a password, a token, a key or a PIN? Whenever it names
    one, but where it asks only where one is kept or what already happened."""
    if regex.search(_ASKS_SECRET, question) is None:
        return False
    return regex.match(_WHAT_HAPPENED, question) is None and regex.match(_KEPT_WHERE, question) is None


class Unsaid:
    """A prompt whose live reading the episode learner takes back: an answer to a question for a secret
    (what the live hook kept of it as the user's word, "always use Tr0ub4dor&3x for it", goes), or a reply
    the learner hears as a failure's fix, which the live hook, seeing no failure in the turn before, kept
    as a fact of its own."""

    __slots__ = ("session", "text", "why")

    def __init__(self, session: str, text: str, why: str = "it answered a question for a secret") -> None:
        self.session, self.text, self.why = session, text, why  # `why`: said in the log when an entry goes


def answer(question: str, reply: Correction) -> Correction:
    """The fact a reply gives when the agent asked for it: the question and its answer, as one statement
    ("Q: What is the router's IP address? A: 192.168.8.1"), with no word of its own to be recalled by."""
    from reflexion.keywords import terms

    statement = f"Q: {question} A: {reply.trigger}"
    return Correction("fact", reply.trigger, statement, tuple(sorted({*terms(question), *reply.terms})))


# A numbered item of the agent's closing words ("2. **Where is M-Claude?** (a path)") or of the user's reply
# ("1. ~/Documents/M-Claude 2. sync both ways"): the number, then the item up to the next one.
_ITEM = r"(?:^|(?<=\s))(\d{1,2})[.)]\s+"


def detect_answers(prompt: str, questions: dict[str, str]) -> Correction | None:
    """The facts a numbered reply gives to the agent's numbered questions: each item that hands over one
    concrete thing (detect_reply) for a question of the same number, as one statement ("Q: … A: …" per
    answer). None when no item does ("1. yes 2. sync both ways" states no fact)."""
    if not questions or len(prompt) > MAX_CHARS * 4:
        return None
    parts = regex.split(_ITEM, prompt.strip())
    # split gives [before, n1, item1, n2, item2, …]: the reply must open with its first number
    if len(parts) < 3 or parts[0].strip():
        return None
    pairs: list[tuple[str, str, Correction]] = []
    for number, item in zip(parts[1::2], parts[2::2], strict=True):
        asked = questions.get(number, "")
        reply = detect_reply(item, answering=asked) if asked and not asks_for_secret(asked) else None
        if reply is not None:
            pairs.append((number, questions[number], reply))
    if not pairs:
        return None
    statement = " ".join(f"Q: {q} A: {r.trigger}" for _, q, r in pairs)
    from reflexion.keywords import terms

    found = sorted({t for _, q, r in pairs for t in (*terms(q), *r.terms)})
    # the trigger holds the answers kept, not the whole reply: an item left out may be what no entry keeps
    said = one_line(" ".join(f"{n}. {r.trigger}" for n, _, r in pairs))
    return Correction("fact", said[: MAX_CHARS * 2], statement, tuple(found))


def secret_asked(words: str) -> bool:
    """Does any question of the agent's closing words (any sentence of them that asks, any numbered one,
    whether it names a thing or not) ask for what may be a secret? Then nothing of the user's reply is
    kept."""
    if "?" not in words:
        return False
    from reflexion.questions import numbered_questions
    from reflexion.text import sentences

    asked = [s for s in sentences(words[-2000:], colon=False) if "?" in s]
    return any(asks_for_secret(q) for q in (*asked, *numbered_questions(words).values()) if q)


def answers_to(prompt: str, words: str) -> Correction | None:
    """The fact a reply gives when the agent's last words (`words`) ask for it and no failure came before:
    its numbered answers to numbered questions (detect_answers), or the answer to a last question that names
    something ("Q: Where is M-Claude? A: ~/Documents/M-Claude"). None when the question asks for a secret
    (nothing of the answer is kept) or the reply hands over nothing. As the episode learner hears it."""
    if secret_asked(words):
        return None
    asked, listed = question_in(words), named_questions(words)
    found = detect_answers(prompt, listed) if listed else None
    if found is None and asked and names_something(asked):
        reply = detect_reply(prompt) or detect_reply(prompt, answering=asked)
        found = answer(asked, reply) if reply is not None else None
    return found
