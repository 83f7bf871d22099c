"""Pure: whether a prompt is answered in words — an explanation, a review, a summary, a message or a
document for people — and so runs no command a past failure bears on."""

from __future__ import annotations

from reflexion.problem import names_a_problem
from reflexion.running import declines_to_run, says_to_run

# A request answered in words ("explain how zero trust can use ssh keys", "what does the Transaction struct
# represent?", "which sizes does thumbs.py produce?") or whose product is words for people (a docstring, a
# diagram, a README section, a commit message) runs no command: a past command's failure and its fix do not
# bear on it (the user's own rules still do). Unless it reports a failure, in any language ("explain why the
# build fails", "why won't the server start?", "erkläre, warum es nicht startet"), or says to run something
# too: "document the flags and run the tests".
_PROSE = ("explain", "describe", "summarize", "summarise", "analyze", "analyse", "compare")
# ...and these, unless they say to run something ("review the PR and merge it"): the words above are seldom
# followed by work, and their objects often hold a verb's word ("explain merge and rebase")
_PROSE_UNLESS_RUN = ("review", "draft", "sketch", "document", "estimate", "outline", "suggest")
# a question of what the code is or does (not "how do I deploy?", "why does it exit at once?": what to run,
# or a symptom)
_QUESTION = ("what does ", "how does ", "how do the ", "what is the purpose", "what's the purpose")
# ...in the other languages, a thing the doer ("was macht `npm audit fix`?", "¿qué hace exactamente …?",
# "à quoi sert …", "что делает …", "…是做什么的"): a person never does, in these words
_QUESTION_ELSEWHERE = (
    "was macht ", "was tut ", "wozu dient ", "wie funktioniert ", "que fait ", "qu'est-ce que fait ",
    "à quoi sert ", "a quoi sert ", "comment fonctionne ", "qué hace ", "que hace ", "para qué sirve ",
    "para que sirve ", "cómo funciona ", "o que faz ", "para que serve ", "como funciona ", "wat doet ",
    "hoe werkt ", "cosa fa ", "che cosa fa ", "a cosa serve ", "come funziona ", "что делает ",
    "для чего нужен ", "для чего нужна ", "для чего нужно ", "как работает ",
)  # fmt: skip
_QUESTION_CJK = (
    "是做什么的", "是干什么的", "是干嘛的", "有什么用", "は何をする", "って何をする", "は何のため",
    "무슨 역할", "뭐 하는",
)  # fmt: skip
_WHAT_FOR = ("what is ", "what's ", "what are ")  # ...for?
# ...or what a tool's feature is: "what is maven's offline mode?", "what's the --frozen-lockfile flag?"
# (not "what's the flag to skip slow tests?": what to run)
_FEATURES = frozenset(
    ("mode", "modes", "flag", "flags", "option", "options", "setting", "settings", "switch", "feature",
     "features", "subcommand", "plugin", "plugins", "profile", "profiles")
)  # fmt: skip
# the doer of "what does X do" is the code, not a person: "what do I run", "which command do we use"
_PEOPLE = frozenset(("i", "we", "you", "one", "it", "they", "people", "someone", "he", "she"))
# words for people as the product, named among the prompt's first words (in a checklist, one item of many)
_WRITTEN = (
    "docstring", "docstrings", "jsdoc", "javadoc", "doc comment", "comment explaining", "comments explaining",
    "comment that explains", "haiku", "poem", "limerick", "mermaid", "diagram", "pr description",
    "release notes", "changelog", "markdown table", "design doc", "test plan", "email template",
    "commit message", "adr", "write up", "write-up", "writeup", "explainer", "primer", "tutorial",
    "walkthrough", "cheat sheet", "cheatsheet",
)  # fmt: skip
_WRITTEN_WORDS = 6
# a document people read as the object of a verb of writing: "add a CONTRIBUTING.md", "update the README"
# (not "update the stack as described in docs/upgrade.md")
_DOCUMENTS = ("readme", "contributing", "docs/", ".md")
_COMMENTS = frozenset(("comment", "comments"))
_WRITING = frozenset(("write", "add", "update", "document", "reword", "rewrite", "edit", "extend", "expand"))
# said outright: "review only", "no need to run anything"
_NOTHING_TO_RUN = (
    "no need to run", "no need to build", "without running", "without building", "don't run anything",
    "dont run anything", "do not run anything", "don't build anything", "review only", "comments only",
    "just explain", "answer from the code", "just read it", "just read the", "only read", "read only",
    "read-only", "nur lesen", "lies nur", "lis seulement", "lis juste", "solo lee", "solo leer", "só leia",
    "apenas leia", "alleen lezen", "lees alleen", "leggi solo", "solo leggi", "только прочитай", "只读",
    "只看代码", "読むだけ", "읽기만",
)  # fmt: skip
# ...or asks for a view, an estimate or an explanation anywhere in it ("cart API: 409 or 422? give me your
# opinion", "rough estimate: how long to switch …", "why does the regex need a comma? explain it to me"):
# answered in words from what the code is, however the prompt opens
_VIEWS = frozenset(
    ("opinion", "opinions", "estimate", "estimation", "ballpark", "meinung", "einschätzung", "schätzung",
     "avis", "estimación", "estimativa", "opinión", "opinião", "mening", "schatting", "parere",
     "stima", "мнение", "оценка", "оцени")
)  # fmt: skip
_VIEW_PHRASES = (
    "walk me through", "walk us through", "help me understand", "want to understand", "like to understand",
    "what do you think", "what would you name", "what would you call", "what would you recommend",
    "what would you suggest", "what would you choose", "what would you pick", "your thoughts", "your take",
    "how long would it take", "how long will it take", "how long to ", "how much work", "how much effort",
    "t-shirt size", "name suggestions", "suggest a name", "suggest names", "come up with a name",
    "was meinst du", "was hältst du", "deine meinung", "qu'en penses-tu", "tu en penses quoi", "ton avis",
    "votre avis", "qué opinas", "qué piensas", "tu opinión", "o que você acha", "o que acha", "wat vind je",
    "wat denk je", "cosa ne pensi", "che ne pensi", "что думаешь", "как думаешь", "你觉得", "你怎么看",
    "意见", "看法", "意見", "どう思", "의견", "어떻게 생각",
)  # fmt: skip
# a message for people as the product: "draft a polite reply to …", "write an email to the team about …"
_DRAFTING = frozenset(
    ("draft", "write", "compose", "prepare", "schreib", "schreibe", "verfasse", "entwirf", "rédige", "écris",
     "redacta", "escribe", "escreva", "redija", "schrijf", "scrivi", "redigi", "напиши", "составь")
)  # fmt: skip
_MESSAGES = frozenset(
    ("reply", "email", "e-mail", "message", "announcement", "response", "letter", "note", "memo", "tweet",
     "antwort", "mail", "nachricht", "ankündigung", "réponse", "courriel", "annonce", "respuesta", "correo",
     "mensaje", "anuncio", "resposta", "mensagem", "antwoord", "bericht", "risposta", "messaggio", "ответ",
     "письмо", "сообщение", "summary", "overview", "zusammenfassung", "résumé", "resumen", "resumo",
     "samenvatting", "riassunto", "обзор")
)  # fmt: skip
_MESSAGE_WORDS = 5
# ...as the object, not as a word of code: "a reply to", "an email about", not "a message queue consumer"
_MESSAGE_AFTER = frozenset(
    ("", "to", "for", "about", "telling", "saying", "announcing", "asking", "thanking", "that", "which", "on",
     "an", "für", "über", "à", "au", "aux", "pour", "sur", "a", "al", "para", "sobre", "aan", "voor", "over",
     "per", "su", "на", "для", "о", "про", "of", "von", "de", "du", "des", "del", "do", "da", "van", "di")
)  # fmt: skip
# a kind of problem asked about as such, not this project's: "explain what a borrow checker error means in
# general"
_IN_GENERAL = ("in general", "generally speaking", "conceptually")
_QUESTION_SCAN = 300  # where a question of the code is looked for: its opening sentence
EXPLAIN = (
    "explain", "erklär", "explique", "explica", "explíca", "leg uit", "spiega", "объясни", "解释", "说明",
    "説明", "설명",
)  # fmt: skip


def asks_for_prose(prompt: str) -> bool:
    """Whether the prompt asks for an explanation, a description, a review, a summary, what some code does,
    or for words people read (a docstring, a README section), and reports no failure nor says to run
    anything."""
    head = prompt.lower()
    words = [word.strip(":,.!?;()`'\"") for word in head.split()]
    if not words:
        return False
    opener = words[0] in _PROSE or words[0].startswith(EXPLAIN)
    if words[0] in _DRAFTING and _names_a_message(words):
        # a message to people: the problem it names is what it tells them ("draft a reply to the customer
        # who says the tax looks wrong"), and nothing of it runs
        return not _says_to_work(head.split()[1:])
    asked = opener or (
        words[0] in _PROSE_UNLESS_RUN
        or any(_said_alone(head, said) for said in _NOTHING_TO_RUN)
        or declines_to_run(head.split())
        or (("?" in head or "？" in head) and _asks_what_code_does(head, prompt))
        or _names_writing(words, head)
        or (not _VIEWS.isdisjoint(words) and words[0] not in _CHANGING)
        or _explain_said(words)
        or any(said in head for said in _VIEW_PHRASES)
    )
    if not asked or (names_a_problem(head, words) and not any(said in head for said in _IN_GENERAL)):
        return False
    from reflexion.correct import reports_a_failure

    return not reports_a_failure(prompt) and (opener or not _says_to_work(head.split()))


def _names_a_message(words: list[str]) -> bool:
    """A message for people among the first words after a verb of writing, followed by whom or what it
    is for (or nothing): "a polite reply to the customer", "a Slack message telling the team"."""
    for i in range(1, min(len(words), _MESSAGE_WORDS)):
        if words[i] in _MESSAGES and (words[i + 1] if i + 1 < len(words) else "") in _MESSAGE_AFTER:
            return True
    return False


def _asks_what_code_does(head: str, asked: str) -> bool:
    """A question of what the code does or of a thing's purpose — "what exactly does cleanup.py delete?",
    "which env vars does the notifier read?", "what is scripts/wait_for_db.py for?" — at the start of the
    prompt or after a comma or colon of its first sentence ("in billing-svc, which … does …"); what an
    option means too, not what an error means. `asked`: the prompt as typed."""
    sentence = head[:_QUESTION_SCAN].partition("?")[0].partition("？")[0]
    if any(said in sentence for said in _QUESTION_CJK):
        return True
    starts = [0] + [i + 1 for i, c in enumerate(sentence) if c in ",:"]
    for start in starts:
        clause = sentence[start:].lstrip().lstrip("¿¡")
        if clause.startswith(_QUESTION_ELSEWHERE):
            # not "¿qué hace que npm run build falle?", "o que faz com que …": what makes it fail
            asked_of = next(q for q in _QUESTION_ELSEWHERE if clause.startswith(q))
            return not clause[len(asked_of) :].startswith(("que ", "com que "))
        if clause.startswith(_WHAT_FOR) and (clause.endswith(" for") or clause.split()[-1] in _FEATURES):
            return True
        if clause.startswith(_QUESTION) or clause.startswith(("which ", "what ")):
            doer = _doer(clause)
            if doer and doer not in _PEOPLE and not (" mean" in clause and _an_error_said(clause, asked)):
                return True
    return False


def _an_error_said(clause: str, asked: str) -> bool:
    """Whether a "what does … mean?" asks the meaning of an error — quoted, or after "fatal:" or "error:",
    or its code (EADDRINUSE, E0599, TS2322, as `asked`, the prompt, spells it) — which the failure that
    printed it answers; the meaning of an option or a mode ("pip's editable install mode",
    "--strict-markers") is answered in words."""
    if any(mark in clause for mark in ('"', "`", "“", "‘", ":")) or clause.replace("'s ", "").count("'"):
        return True
    from reflexion.text import error_code

    return any(error_code(word.strip(_EDGES)) for word in asked[:_QUESTION_SCAN].split())


_EDGES = ",.;:!?()[]{}"


def _doer(clause: str) -> str:
    """The word after the first "does"/"do" of a question ("what does the cache …" -> "the"), "" if none."""
    tokens = clause.split()
    for i, token in enumerate(tokens[:-1]):
        if token in ("does", "do"):
            return tokens[i + 1]
    return ""


# what opens a change to the code: its view words name a thing of it ("add the estimate endpoint")
_CHANGING = frozenset(("add", "implement", "create", "build", "write", "refactor", "rename", "extend"))
# what follows SQL's EXPLAIN: a query plan asked of the database, not an explanation asked of the agent
_SQLEXPLAIN = frozenset(("analyze", "analyse", "select", "(analyze", "plan", "query"))


def _explain_said(words: list[str]) -> bool:
    """An explanation asked for anywhere in the prompt: "explain" or its forms in the other languages as a
    word of its own (not explainer.py, not SQL's EXPLAIN ANALYZE)."""
    for i, word in enumerate(words):
        if word in ("explain", "explaining", "explanation") or (
            word.startswith(EXPLAIN) and not word.startswith("explain")
        ):
            if word == "explain" and i + 1 < len(words) and words[i + 1] in _SQLEXPLAIN:
                continue
            return True
    return False


def _names_writing(words: list[str], head: str) -> bool:
    """Words for people named as the product among the prompt's first words, or a document as the object
    of a verb of writing — not in a checklist, whose items each ask their own thing."""
    if "\n" in head.strip() or words[0] in ("-", "*", "1", "1.", "1)"):
        return False
    first = f" {' '.join(words[:_WRITTEN_WORDS])} "
    if any(f" {form} " in first for form in _WRITTEN) or (" comment " in first and "explain" in head):
        return True
    # a comment for people to read, asked for anywhere: "what does EADDRINUSE mean? add an explanatory
    # comment next to server.listen"
    if any(w in _WRITING and _comment_written(words[i + 1 : i + 5]) for i, w in enumerate(words)):
        return True
    return words[0] in _WRITING and any(document in word for word in words[1:5] for document in _DOCUMENTS)


# a comment that is a thing of the code, not words for people: "add a comment field to the tickets table"
_COMMENT_THINGS = frozenset(
    ("field", "fields", "column", "columns", "table", "model", "models", "box", "input", "thread", "threads",
     "count", "section", "system", "api", "endpoint", "feature", "form", "id", "ids", "type", "types")
)  # fmt: skip


def _comment_written(after: list[str]) -> bool:
    """Whether the words after a verb of writing name a comment for people (within three words of it)."""
    for at, word in enumerate(after[:3]):
        if word in _COMMENTS:
            return at + 1 >= len(after) or after[at + 1] not in _COMMENT_THINGS
    return False


# the work that may follow a review or an explanation, as a verb opening a clause: "review the PR, then
# fix it", "explain the retry logic and bump the timeout" (not words of running: "fix the typo in the
# button", "the release notes")
_WORK = frozenset(("fix", "debug", "bump", "release", "pull", "upgrade"))


def _said_alone(head: str, phrase: str) -> bool:
    """The phrase is said, and "read-only" or "read only" as what to do, not as a thing's kind: "read-only,
    just tell me", not "extract it into the read-only deploy dir"."""
    at = head.find(phrase)
    if at < 0:
        return False
    if not phrase.startswith("read"):
        return True
    after = head[at + len(phrase) :].lstrip(" ")
    return not after[:1].isalnum()


def _says_to_work(tokens: list[str]) -> bool:
    return says_to_run(tokens, _WORK)
