"""Pure data: what a prompt must hold for a cue to make it a correction or a rule, and the hook's cheap first
looks: for a cue that can (may_hold_cue), and for a reply's shape (may_be_reply): no cue table, no regex
engine, no transcript read for most prompts.

The data below is derived from the cue tables and from what correct._classify needs to find anything
(correct.CAN_FIND) by cue_needs.py: each cue's anchor words (the detector tries a cue only when one occurs)
and the text its regex cannot match without. Loading the tables cost a prompt's hook ~3.8 M instructions,
a tenth of a bare Python start, and detecting with them ~5 M more. tests/test_correct.py checks the data
is current; `python -m reflexion.cue_needs` prints it anew."""

from __future__ import annotations

_KEEP = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_'-")
_SPACE_OUT = {c: " " for c in range(128) if chr(c).lower() not in _KEEP}
_READ, _HEAD = 4000, 300  # correct._READ_LIMIT, _HEAD_LIMIT: what the detector reads of a prompt
_AFTER_INTERJECTION = " \t\n\r,.!-"
# the words of correct_lang.INTERJECTION, a repeated last letter once ("hmmm" is "hm")
_INTERJECTIONS = frozenset(
    ("hm", "uh", "um", "ugh", "oh", "ah", "whoa", "woah", "wait", "oops", "sorry", "erm", "nope", "no",
     "actually")
)  # fmt: skip


def may_hold_cue(prompt: str) -> bool:
    """False only when no cue that can make a correction or a rule can match: for a plain ASCII prompt, no
    cue whose anchor words occur has the text its regex needs, in the combinations correct._classify needs.
    True whenever unsure (non-ASCII text, control characters, a quoted block first). Lets a hook skip
    importing the cue tables and the regex engine for most prompts."""
    head = prompt[:_READ].lower()
    if not head.isascii() or head.lstrip().startswith((">", "```")):
        return True
    if not head.replace("\n", " ").replace("\t", " ").replace("\r", " ").isprintable():
        return True  # the detector drops control characters: words the prompt holds apart can meet
    text = _own_text(head)[:_HEAD]  # as the detector cuts it (a word at the cut too), before it masks quotes
    tokens = set(text.translate(_SPACE_OUT).split())
    tokens.update(part for token in list(tokens) if "-" in token for part in token.split("-"))
    tokens.update(token.strip("'-") for token in list(tokens))
    matched = set()
    for token in tokens:
        anchored = _ANCHORED.get(token[:1], "")
        at = anchored.find(f" {token}:")
        if at < 0:
            continue
        for cue in anchored[at + len(token) + 2 : anchored.index(" ", at + 1)].split(","):
            table, *clauses = _NEEDS[int(cue)].split("\x1f")  # the table's letter opens the first clause
            clauses.insert(0, table[1:])
            if table[0] not in matched and all(_holds(clause, text) for clause in clauses):
                matched.add(table[0])
    return any(all(table in matched for table in tables) for tables in _CAN_FIND)


def _own_text(head: str) -> str:
    """The prompt's opening message as the detector joins it (correct._read): its lines, stripped, up to the
    first blank one (the detector may stop sooner: at a pasted log; it masks quoted spans as `N` after)."""
    own: list[str] = []
    for line in head.splitlines():
        line = line.strip()
        if line:
            own.append(line)
        elif own:
            break
    return "\n".join(own)


def _holds(clause: str, text: str) -> bool:
    """Whether one string of the clause occurs in the text, each part after a clause-start mark at one."""
    for needed in clause.split("\x1e"):
        first, mark, rest = needed.partition("\x02")
        if first not in text:
            continue
        if not mark:
            return True
        if all(_at_clause_start(part, text) for part in rest.split("\x02")):
            return True
    return False


def _at_clause_start(part: str, text: str) -> bool:
    """Whether `part` occurs where correct._mark may put a clause start: at a line's start, after a
    sentence's or a clause's punctuation and a space, or after an interjection ("hmm, ", "wait ")."""
    at = text.find(part)
    while at >= 0:
        start = at
        while start and text[start - 1] in " \t":
            start -= 1
        if not start or text[start - 1] in "\n\r" or (start < at and text[start - 1] in ".!?;:,-"):
            return True
        end = start
        while end and text[end - 1] in _AFTER_INTERJECTION:
            end -= 1
        if end < at and end:
            begin = end
            while begin and "a" <= text[begin - 1] <= "z":
                begin -= 1
            word = text[begin:end].rstrip(text[end - 1]) + text[end - 1]  # "hmmm" is "hm", "nooo" "no"
            if word in _INTERJECTIONS or (word == "on" and text[:end].endswith("hold on")):
                return True
        at = text.find(part, at + 1)
    return False


# A reply that hands the agent one concrete thing (correct_reply.detect_reply) is an opener, then that thing:
# the openers' words, and the marks of a thing (a path, an address, a quoted span, an option, a name with a
# hyphen or an underscore), cheaply.
_OPENERS = """no nope nee nein non não нет try use maybe perhaps it's its it is in under at with what how
    about the a folder directory dir port probier probiere probiers versuch versuche versuchs mal nimm essaie
    utilise prueba usa tenta tente probeer gebruik prova попробуй используй"""
_OPENER_WORDS = frozenset(_OPENERS.split())
_CONCRETE_MARKS = '/\\`":.-_~['


def may_be_reply(prompt: str) -> bool:
    """False only when the prompt cannot be a reply that answers the agent's question with a concrete thing
    (correct_reply.answers_to): a numbered list of answers, or an opener and one thing — a path, an address,
    a quoted span, a name with a hyphen or a digit, a folder ("try 192.168.8.1", "'/Applications/X.app'",
    "the Documents folder"). "yes", "2", "open M-Claude repo" are not. A few string operations: most
    prompts read no transcript for it."""
    text = prompt.strip()
    if text[:2] in ("1.", "1)"):
        return len(text) <= 1200
    text = text.rstrip(".!")
    if not text or len(text) > 300 or "?" in text:
        return False
    words = text.replace(",", " ").split()
    if len(words) > 6:
        return False
    rest = [w for w in words if w.lower() not in _OPENER_WORDS]
    quoted = len(rest) > 1 and rest[0][:1] in "'\"`" and rest[-1][-1:] == rest[0][:1]
    if len(rest) > 1 and not quoted:
        return False
    thing = " ".join(rest)
    named = {w.lower() for w in words} - {w.lower() for w in rest}
    if not named.isdisjoint(("folder", "directory", "dir")) or ("port" in named and thing.isdigit()):
        return True
    from itertools import pairwise

    return any(mark in thing for mark in _CONCRETE_MARKS) or any(
        a.isalpha() and b.isdigit() for a, b in pairwise(thing)
    )


# fmt: off
# Derived by cue_needs.py (`python -m reflexion.cue_needs` writes it anew). Cues by number, of the
# tables: a STRONG, b CONTRAST, c NOT_Y, d NO_LONGER, e WEAK, f CONTENT, g ACK, h TURN, i RULE, j
# REMINDER, k PREFERENCE, l CONVENTION, m FACT, n FACT_GRAMMAR, o NAMED, p FACT_MARKER, q FACT_VERB, r
# RULE_GENERIC
_CAN_FIND = ('a', 'b', 'c', 'd', 'ef', 'ghf', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'pq', 'r',)
_NEEDS = ('a\x02incorrect\x1e\x02wrong',
    'a\x02no\x1ft correct\x1et like that\x1et quite\x1et right\x1et that one\x1ewrong',
    'aa mistake\x1eincorrect\x1enot correct\x1enot right\x1enot the correct\x1enot the right'
    '\x1enot what i asked\x1enot what i meant\x1enot what i said\x1enot what i wanted\x1ewron'
    "g\x1fit is \x1eit was \x1eit's \x1eits \x1ethat is \x1ethat was \x1ethat's \x1ethats "
    "\x1ethis is \x1ethis was \x1ethis's ", 'a\x02almost\x1e\x02close\x1e\x02nearly\x1fbut', 'a wrong',
    "a\x02and i \x1e\x02and i've \x1e\x02and ive \x1e\x02but i \x1e\x02but i've \x1e\x02but i"
    "ve \x1e\x02i \x1e\x02i've \x1e\x02ive \x1fasked for \x1easked u \x1easked you \x1ementio"
    'ned\x1esaid\x1etold u\x1etold you', "a\x02no need for\x1e\x02no need to\x1fit's\x1euse\x1ewe",
    'au failed to \x1eu forgot to \x1eu keep forgetting to \x1eu neglected to ',
    'aover-complicat\x1eover-engineer\x1eovercomplicat\x1eoverengineer\x1eoverkill\x1ethat is'
    ' not how it\x1ethat is not how this\x1ethat is not how we\x1ethat is not how you\x1ethat'
    "'s not how it\x1ethat's not how this\x1ethat's not how we\x1ethat's not how you\x1etoo c"
    'omplex\x1etoo complicated',
    'a\x02i meant\x1eas i mentioned\x1eas i said\x1ehow many times\x1elike i mentioned\x1elik' 'e i said',
    'a\x02again', 'aignored\x1ekeep \x1ekept \x1emisread\x1emisunderstood\x1eshould have\x1eshould not have'
    "\x1eshouldn't have\x1eshouldn't've\x1fyou ",
    'ai should have been clearer\x1ei should have mentioned\x1ei should have said\x1ei should'
    ' have specified\x1ei should have told you\x1ewe should have been clearer\x1ewe should ha'
    've mentioned\x1ewe should have said\x1ewe should have specified\x1ewe should have told y' 'ou',
    'a\x02please quit \x1e\x02please stop \x1e\x02pls quit \x1e\x02pls stop \x1e\x02quit \x1e'
    '\x02stop \x1fing',
    "a\x02and do not\x1e\x02and don't\x1e\x02and dont\x1e\x02and must not\x1e\x02and mustn't"
    "\x1e\x02but do not\x1e\x02but don't\x1e\x02but dont\x1e\x02but must not\x1e\x02but mustn"
    "'t\x1e\x02do not\x1e\x02don't\x1e\x02dont\x1e\x02must not\x1e\x02mustn't\x1e\x02please d"
    "o not\x1e\x02please don't\x1e\x02please dont\x1e\x02please must not\x1e\x02please mustn'"
    "t\x1e\x02pls do not\x1e\x02pls don't\x1e\x02pls dont\x1e\x02pls must not\x1e\x02pls must"
    "n't\x1e\x02so do not\x1e\x02so don't\x1e\x02so dont\x1e\x02so must not\x1e\x02so mustn't",
    'a\x02no more ', 'a\x02please put back\x1e\x02please restore\x1e\x02please revert\x1e\x02please roll back'
    '\x1e\x02please undo\x1e\x02put back\x1e\x02restore\x1e\x02revert\x1e\x02roll back\x1e'
    '\x02undo\x1fit\x1ethat\x1ethese\x1ethis\x1ethose\x1ewhat you\x1eyour',
    'a\x02falsch\x1e\x02nicht richtig\x1e\x02nicht so\x1e\x02so nicht\x1e\x02stimmt nicht',
    'adas ist das falsche \x1edas ist das falschen \x1edas ist das falscher \x1edas ist das f'
    'alsches \x1edas ist den falsche \x1edas ist den falschen \x1edas ist den falscher \x1eda'
    's ist den falsches \x1edas ist der falsche \x1edas ist der falschen \x1edas ist der fals'
    'cher \x1edas ist der falsches \x1edas ist die falsche \x1edas ist die falschen \x1edas i'
    'st die falscher \x1edas ist die falsches \x1edas war das falsche \x1edas war das falsche'
    'n \x1edas war das falscher \x1edas war das falsches \x1edas war den falsche \x1edas war '
    'den falschen \x1edas war den falscher \x1edas war den falsches \x1edas war der falsche '
    '\x1edas war der falschen \x1edas war der falscher \x1edas war der falsches \x1edas war d'
    'ie falsche \x1edas war die falschen \x1edas war die falscher \x1edas war die falsches '
    '\x1ees ist das falsche \x1ees ist das falschen \x1ees ist das falscher \x1ees ist das fa'
    'lsches \x1ees ist den falsche \x1ees ist den falschen \x1ees ist den falscher \x1ees ist'
    ' den falsches \x1ees ist der falsche \x1ees ist der falschen \x1ees ist der falscher '
    '\x1ees ist der falsches \x1ees ist die falsche \x1ees ist die falschen \x1ees ist die fa'
    'lscher \x1ees ist die falsches \x1ees war das falsche \x1ees war das falschen \x1ees war'
    ' das falscher \x1ees war das falsches \x1ees war den falsche \x1ees war den falschen '
    '\x1ees war den falscher \x1ees war den falsches \x1ees war der falsche \x1ees war der fa'
    'lschen \x1ees war der falscher \x1ees war der falsches \x1ees war die falsche \x1ees war'
    ' die falschen \x1ees war die falscher \x1ees war die falsches ',
    'adas ist doch falsch\x1edas ist doch nicht korrekt\x1edas ist doch nicht richtig\x1edas '
    'ist falsch\x1edas ist leider falsch\x1edas ist leider nicht korrekt\x1edas ist leider ni'
    'cht richtig\x1edas ist nicht korrekt\x1edas ist nicht richtig\x1edas ist so falsch\x1eda'
    's ist so nicht korrekt\x1edas ist so nicht richtig\x1edas war doch falsch\x1edas war doc'
    'h nicht korrekt\x1edas war doch nicht richtig\x1edas war falsch\x1edas war leider falsch'
    '\x1edas war leider nicht korrekt\x1edas war leider nicht richtig\x1edas war nicht korrek'
    't\x1edas war nicht richtig\x1edas war so falsch\x1edas war so nicht korrekt\x1edas war s'
    'o nicht richtig\x1ees ist doch falsch\x1ees ist doch nicht korrekt\x1ees ist doch nicht '
    'richtig\x1ees ist falsch\x1ees ist leider falsch\x1ees ist leider nicht korrekt\x1ees is'
    't leider nicht richtig\x1ees ist nicht korrekt\x1ees ist nicht richtig\x1ees ist so fals'
    'ch\x1ees ist so nicht korrekt\x1ees ist so nicht richtig\x1ees war doch falsch\x1ees war'
    ' doch nicht korrekt\x1ees war doch nicht richtig\x1ees war falsch\x1ees war leider falsc'
    'h\x1ees war leider nicht korrekt\x1ees war leider nicht richtig\x1ees war nicht korrekt'
    '\x1ees war nicht richtig\x1ees war so falsch\x1ees war so nicht korrekt\x1ees war so nic' 'ht richtig',
    'aich bereits dir gesagt\x1eich bereits gesagt\x1eich dir bereits dir gesagt\x1eich dir b'
    'ereits gesagt\x1eich dir dir gesagt\x1eich dir doch dir gesagt\x1eich dir doch gesagt'
    '\x1eich dir gesagt\x1eich dir schon dir gesagt\x1eich dir schon gesagt\x1eich doch dir g'
    'esagt\x1eich doch gesagt\x1eich gesagt\x1eich hab bereits dir gesagt\x1eich hab bereits '
    'gesagt\x1eich hab dir bereits dir gesagt\x1eich hab dir bereits gesagt\x1eich hab dir di'
    'r gesagt\x1eich hab dir doch dir gesagt\x1eich hab dir doch gesagt\x1eich hab dir gesagt'
    '\x1eich hab dir schon dir gesagt\x1eich hab dir schon gesagt\x1eich hab doch dir gesagt'
    '\x1eich hab doch gesagt\x1eich hab gesagt\x1eich hab schon dir gesagt\x1eich hab schon g'
    'esagt\x1eich habe bereits dir gesagt\x1eich habe bereits gesagt\x1eich habe dir bereits '
    'dir gesagt\x1eich habe dir bereits gesagt\x1eich habe dir dir gesagt\x1eich habe dir doc'
    'h dir gesagt\x1eich habe dir doch gesagt\x1eich habe dir gesagt\x1eich habe dir schon di'
    'r gesagt\x1eich habe dir schon gesagt\x1eich habe doch dir gesagt\x1eich habe doch gesag'
    't\x1eich habe gesagt\x1eich habe schon dir gesagt\x1eich habe schon gesagt\x1eich sagte'
    '\x1eich schon dir gesagt\x1eich schon gesagt', 'adu hast',
    'abitte nicht\x1ekein\x1elass bitte nie\x1elass nie\x1elasst bitte nie\x1elasst nie\x1eni' 'e wieder',
    'a\x02incorrecto\x1edeja de \x1eesta mal', 'ano es correcto\x1eno es eso\x1ete dije\x1ete lo dije',
    'a\x02no\x1fagregues\x1eborres\x1ecambies\x1ecorras\x1ecrees\x1edespliegues\x1eedites\x1e'
    'ejecutes\x1eelimines\x1eescribas\x1ehagas\x1ehardcodees\x1einstales\x1ellames\x1emetas'
    '\x1emodifiques\x1emuevas\x1epongas\x1esubas\x1etoques\x1euses',
    "a\x02faux\x1e\x02incorrect\x1ec'est faux\x1ec'est pas bon\x1ec'est pas ce que\x1ec'est p"
    "as correct\x1ec'est pas la bonne\x1ec'est pas le bon\x1ec'est pas les bons",
    "aje ai dit\x1eje dit\x1eje l'ai dit\x1eje l'dit\x1eje l'l'ai dit\x1eje l't'ai dit\x1eje "
    "l'vous ai dit\x1eje t'ai dit\x1eje te ai dit\x1eje te dit\x1eje te l'ai dit\x1eje te t'a"
    "i dit\x1eje te vous ai dit\x1eje vous ai dit\x1eje vous dit\x1eje vous l'ai dit\x1eje vo"
    "us t'ai dit\x1eje vous vous ai dit", 'a\x02n\x1fjamais\x1epas\x1eplus', 'a\x02errado\x1e\x02incorreto',
    'aeu disse\x1eeu falei\x1eeu pedi\x1eeu te disse\x1eeu te falei\x1eeu te pedi\x1epara de ' '\x1epare de ',
    'a\x02nao\x1fadicione\x1ealtere\x1eapaga\x1eapague\x1echame\x1ecoloque\x1ecommite\x1ecrie'
    '\x1edelete\x1eedite\x1eexecuta\x1eexecute\x1efaz\x1einstala\x1einstale\x1emexa\x1emexe'
    '\x1emude\x1eremova\x1eroda\x1erode\x1etoque\x1eusa\x1euse',
    "ayou \x1eyou've \x1fbroke\x1edeleted\x1edropped\x1eignored\x1elost\x1emessed up\x1eoverw"
    'ritten\x1eoverwrote\x1eremoved\x1escrewed up\x1eskipped', "aagain\x1fyou \x1eyou've ",
    'a\x02for the fourth time\x1e\x02for the second time\x1e\x02for the third time\x1e\x02fou'
    'rth time\x1e\x02second time\x1e\x02third time',
    'adas stimmt doch nicht\x1edas stimmt leider nicht\x1edas stimmt nicht\x1edas stimmt so n'
    'icht\x1ees stimmt doch nicht\x1ees stimmt leider nicht\x1ees stimmt nicht\x1ees stimmt s' 'o nicht',
    'a\x02dat is fout\x1e\x02dat is onjuist\x1e\x02dat is verkeerd\x1e\x02fout\x1e\x02het is '
    'fout\x1e\x02het is onjuist\x1e\x02het is verkeerd\x1e\x02is fout\x1e\x02is onjuist\x1e'
    '\x02is verkeerd\x1e\x02klopt niet\x1e\x02nee is fout\x1e\x02nee is onjuist\x1e\x02nee is'
    ' verkeerd\x1e\x02nee klopt niet\x1e\x02nee, is fout\x1e\x02nee, is onjuist\x1e\x02nee, i'
    's verkeerd\x1e\x02nee, klopt niet\x1e\x02onjuist\x1e\x02verkeerd\x1edat klopt niet\x1ehe' 't klopt niet',
    'aik had \x1eik heb \x1fgezegd', 'a\x02stop eens met\x1e\x02stop met',
    'a\x02dus niet \x1e\x02dus nooit \x1e\x02en niet \x1e\x02en nooit \x1e\x02maar niet \x1e'
    '\x02maar nooit \x1e\x02niet \x1e\x02nooit \x1faanpassen\x1eaanraken\x1ecommitten\x1edoen'
    '\x1edraaien\x1egebruiken\x1einstalleren\x1epushen\x1erunnen\x1eschrijven\x1euitvoeren'
    '\x1everwijderen\x1ewijzigen\x1ezetten',
    'a\x02commit\x1e\x02doe\x1e\x02draai\x1e\x02gebruik\x1e\x02installeer\x1e\x02maak\x1e\x02'
    'pas\x1e\x02push\x1e\x02raak\x1e\x02schrijf\x1e\x02verander\x1e\x02verwijder\x1e\x02voeg'
    '\x1e\x02wijzig\x1e\x02zet\x1fgeen\x1eniet\x1enooit',
    "a\x02errato\x1e\x02no errato\x1e\x02no non e' corretto\x1e\x02no non e' giusto\x1e\x02no"
    " non e' questo\x1e\x02no sbagliato\x1e\x02no, errato\x1e\x02no, non e' corretto\x1e\x02n"
    "o, non e' giusto\x1e\x02no, non e' questo\x1e\x02no, sbagliato\x1e\x02non e' corretto"
    "\x1e\x02non e' giusto\x1e\x02non e' questo\x1e\x02sbagliato\x1ehai sbagliato\x1enon va b" 'ene',
    'ate equivocaste con\x1ete equivocaste de\x1ete has equivocado con\x1ete has equivocado d' 'e',
    'a\x02zo bouw\x1e\x02zo doe\x1e\x02zo draai\x1e\x02zo gebruik\x1e\x02zo run\x1e\x02zo sta'
    'rt\x1e\x02zo test\x1fniet', 'ati avevo detto\x1eti detto\x1eti ho detto', 'asmetti di\x1esmettila di',
    'a\x02e mai \x1e\x02e non \x1e\x02ma mai \x1e\x02ma non \x1e\x02mai \x1e\x02non \x1faggiu'
    'ngere\x1ecambiare\x1ecancellare\x1ecommittare\x1ecreare\x1eeliminare\x1eeseguire\x1efare'
    '\x1einstallare\x1elanciare\x1emettere\x1emodificare\x1epushare\x1erimuovere\x1escrivere'
    '\x1etoccare\x1eusa', 'a nichts anfassen\x1f\x02an \x1e\x02im \x1e\x02in \x1e\x02unter ',
    'a\x02niet aankomen aan\x1e\x02niet aankomen bij\x1e\x02niet aankomen in\x1e\x02niet aanz'
    'itten aan\x1e\x02niet aanzitten bij\x1e\x02niet aanzitten in\x1e\x02nooit aankomen aan'
    '\x1e\x02nooit aankomen bij\x1e\x02nooit aankomen in\x1e\x02nooit aanzitten aan\x1e\x02no'
    'oit aanzitten bij\x1e\x02nooit aanzitten in', 'ate equivocas de\x1ete equivocaste de',
    'adas falsche \x1edas falschem \x1edas falschen \x1edas falscher \x1edas falsches \x1edem'
    ' falsche \x1edem falschem \x1edem falschen \x1edem falscher \x1edem falsches \x1eden fal'
    'sche \x1eden falschem \x1eden falschen \x1eden falscher \x1eden falsches \x1eder falsche'
    ' \x1eder falschem \x1eder falschen \x1eder falscher \x1eder falsches \x1edie falsche '
    '\x1edie falschem \x1edie falschen \x1edie falscher \x1edie falsches \x1eignoriert\x1ekap'
    'utt gemacht\x1ekaputtgemacht\x1ezerschossen\x1fdu hast ',
    'ala mauvais \x1ela mauvaise \x1ela mauvaises \x1ela mauvaiss \x1ele mauvais \x1ele mauva'
    'ise \x1ele mauvaises \x1ele mauvaiss \x1eles mauvais \x1eles mauvaise \x1eles mauvaises '
    '\x1eles mauvaiss ', 'a equivocada\x1e equivocado\x1eborraste\x1eignoraste\x1erompiste\x1esobrescribiste',
    'a errada\x1e errado\x1eapagou\x1eignorou\x1equebrou\x1esobrescreveu',
    'ade verkeerde \x1ehet verkeerde \x1ekapot gemaakt\x1ekapotgemaakt\x1eovergeslagen\x1eove'
    'rschreven\x1everwijderd\x1fje hebt ',
    'a sbagliata\x1e sbagliate\x1e sbagliati\x1e sbagliato\x1ecancellato\x1eignorato\x1erotto'
    '\x1esovrascritto\x1fhai ',
    'adimenticata\x1edimenticato\x1eesqueceste\x1eesqueceu\x1eje vergat\x1eolvidaste\x1ese te'
    ' olvidaron\x1evergessen\x1evergeten', 'binstead\x1erather than', 'bnot \x1fbut', 'b\x02not ',
    'banstelle\x1esondern\x1estatt', 'ben lugar de\x1een vez de', 'b mais\x1eau lieu de',
    'bem vez de\x1eno lugar de',
    'bnot the copy at\x1enot the copy from\x1enot the copy in\x1enot the copy on\x1enot the c'
    'opy under\x1enot the one at\x1enot the one from\x1enot the one in\x1enot the one on\x1en'
    'ot the one under\x1enot the ones at\x1enot the ones from\x1enot the ones in\x1enot the o'
    'nes on\x1enot the ones under\x1enot the other one at\x1enot the other one from\x1enot th'
    'e other one in\x1enot the other one on\x1enot the other one under', 'bin plaats van\x1eipv',
    'bal posto di\x1einvece di', 'cgeen\x1ekein\x1enicht\x1eniet\x1eno\x1epas', 'danymore\x1eno longer',
    'd mehr', 'd plus', 'dya no', 'dgeen \x1eniet meer', 'e\x02n',
    'e\x02actually\x1e\x02attends\x1e\x02eigentlich\x1e\x02en fait\x1e\x02en realidad\x1e\x02'
    'espera\x1e\x02hold on\x1e\x02moment\x1e\x02na verdade\x1e\x02oops\x1e\x02pera\x1e\x02wai'
    't\x1e\x02whoa\x1e\x02woah',
    'estop\x1ethat is a \x1ethat is an \x1ethat is just \x1ethat is only \x1ethat is our \x1e'
    "that is the \x1ethat is your \x1ethat's a \x1ethat's an \x1ethat's just \x1ethat's only "
    "\x1ethat's our \x1ethat's the \x1ethat's your \x1ethats a \x1ethats an \x1ethats just "
    '\x1ethats only \x1ethats our \x1ethats the \x1ethats your ',
    "eyou \x1eyou've \x1fbroke\x1ebrought\x1ebuilt\x1echose\x1edid\x1eed\x1egot\x1ehit\x1ekep"
    't\x1eleft\x1emade\x1eput\x1eran\x1eset\x1ethrew\x1etook\x1ewent\x1ewrote',
    'eagain\x1ewhy are you\x1ewhy did you\x1ewhy do you\x1ewhy is you\x1ewhy were you\x1ewhy ' 'would you',
    'eare incorrect\x1eare wrong\x1eis incorrect\x1eis wrong\x1ewas incorrect\x1ewas wrong'
    '\x1ewere incorrect\x1ewere wrong', 'e\x02nee', 'e\x02verkeerd \x1e\x02verkeerde ',
    'e\x02falsche \x1e\x02falschen \x1e\x02falscher \x1e\x02falsches ', 'e equivocada\x1e equivocado',
    'e errada\x1e errado', 'e sbagliata\x1e sbagliato',
    "e\x02no non e' quella\x1e\x02no non e' quello\x1e\x02no non e' questa\x1e\x02no non e' q"
    "uesto\x1e\x02no, non e' quella\x1e\x02no, non e' quello\x1e\x02no, non e' questa\x1e\x02"
    "no, non e' questo\x1e\x02non e' quella\x1e\x02non e' quello\x1e\x02non e' questa\x1e\x02"
    "non e' questo", 'e\x02aspetta\x1e\x02eigenlijk\x1e\x02veramente\x1e\x02wacht',
    'favoid\x1ecall\x1eedit\x1efollow\x1eformat\x1ego with\x1egofmt\x1eimport\x1eindent\x1eke'
    'ep\x1emock\x1ename\x1epass\x1epin\x1eplace\x1epoint\x1eprefer\x1eput\x1ereturn\x1erun'
    '\x1eset\x1estay with\x1estick\x1estore\x1eswitch\x1etarget\x1euse\x1ewrite',
    "f's \x1eare \x1eis \x1ewas \x1ewere \x1fat\x1ebuilt\x1ecalled\x1edeployed\x1eexpressed"
    '\x1ehandled\x1ehosted\x1ein\x1ekept\x1emanaged\x1emeasured\x1enamed\x1eon\x1eserved\x1es'
    'et\x1estored\x1eunder\x1ewritten',
    'fbelong \x1ebelongs \x1ecome \x1ecomes \x1ego \x1egoes \x1elive \x1elives \x1ereside '
    '\x1eresides \x1erun \x1eruns \x1esit \x1esits \x1ffrom\x1ein\x1eon\x1ethrough\x1eto\x1eu'
    'nder\x1evia\x1ewith', 'fhas to \x1ehave to \x1emust \x1eneed to \x1eneeds to \x1eought to \x1eshould ',
    "fit is \x1eit's ",
    'fthis codebase is\x1ethis project is\x1ethis repo is\x1ewe\x1favoid\x1ebuild\x1edeploy'
    '\x1edo not\x1eformat\x1eindent\x1ekeep\x1ename\x1eon\x1eprefer\x1eput\x1erun\x1estick'
    '\x1etarget\x1euse\x1eusing\x1ewrite', 'f is ', 'f\x02the \x1fare \x1eis ', 'f\x02not',
    'fi asked for\x1ei meant\x1ei wanted', 'fwe already got\x1ewe already have\x1ewe got\x1ewe have',
    'f\x02benutz\x1e\x02bitte benutz\x1e\x02bitte lass\x1e\x02bitte mach\x1e\x02bitte nehmt'
    '\x1e\x02bitte nimm\x1e\x02bitte nutz\x1e\x02bitte schreib\x1e\x02bitte setze\x1e\x02bitt'
    'e verwende\x1e\x02lass\x1e\x02mach\x1e\x02nehmt\x1e\x02nimm\x1e\x02nutz\x1e\x02schreib'
    '\x1e\x02setze\x1e\x02verwende\x1eist auf\x1eist im\x1eist in\x1eist unter\x1elaufen auf'
    '\x1elaufen im\x1elaufen in\x1elaufen unter\x1eliegen auf\x1eliegen im\x1eliegen in\x1eli'
    'egen unter\x1eliegt auf\x1eliegt im\x1eliegt in\x1eliegt unter\x1enutzen\x1esind auf\x1e'
    'sind im\x1esind in\x1esind unter\x1everwenden\x1ewir arbeiten auf\x1ewir arbeiten im\x1e'
    'wir arbeiten in\x1ewir arbeiten mit',
    'f\x02borra\x1e\x02cambia\x1e\x02corre\x1e\x02deja\x1e\x02ejecuta\x1e\x02escribe\x1e\x02h'
    'az\x1e\x02mueve\x1e\x02pon\x1e\x02por favor borra\x1e\x02por favor cambia\x1e\x02por fav'
    'or corre\x1e\x02por favor deja\x1e\x02por favor ejecuta\x1e\x02por favor escribe\x1e\x02'
    'por favor haz\x1e\x02por favor mueve\x1e\x02por favor pon\x1e\x02por favor usa\x1e\x02po'
    'r favor utiliza\x1e\x02usa\x1e\x02utiliza\x1eusamos\x1eva dentro\x1eva en\x1evan dentro'
    '\x1evan en\x1evive dentro\x1evive en\x1eviven dentro\x1eviven en',
    'f\x02change\x1e\x02fais\x1e\x02garde\x1e\x02lance\x1e\x02mets\x1e\x02remets\x1e\x02utili'
    'se\x1eest dans\x1eest en\x1eest sous\x1eest sur\x1enous utilisons\x1eon utilise\x1ese tr'
    'ouven dans\x1ese trouven en\x1ese trouven sous\x1ese trouven sur\x1ese trouvent dans\x1e'
    'se trouvent en\x1ese trouvent sous\x1ese trouvent sur\x1esont dans\x1esont en\x1esont so'
    'us\x1esont sur\x1eva dans\x1eva en\x1eva sous\x1eva sur\x1evont dans\x1evont en\x1evont '
    'sous\x1evont sur',
    'f\x02coloque\x1e\x02escreva\x1e\x02execute\x1e\x02mantenha\x1e\x02mude\x1e\x02roda\x1e'
    '\x02rode\x1e\x02troque\x1e\x02usa\x1e\x02use\x1e\x02utilize\x1efica dentro\x1efica em'
    '\x1efica na\x1efica no\x1eficam dentro\x1eficam em\x1eficam na\x1eficam no\x1eusamos\x1e'
    'vai dentro\x1evai em\x1evai na\x1evai no',
    'fits at\x1eits called\x1eits in\x1eits named\x1eits on\x1eits under',
    'f\x02doe\x1e\x02draai\x1e\x02gebruik\x1e\x02hou\x1e\x02laat\x1e\x02neem\x1e\x02schrijf'
    '\x1e\x02voeg\x1e\x02zet\x1edraaien in\x1edraaien onder\x1edraaien op\x1edraait in\x1edra'
    'ait onder\x1edraait op\x1eheet\x1estaan in\x1estaan onder\x1estaan op\x1estaat in\x1esta'
    'at onder\x1estaat op\x1ewe gebruiken\x1ewij gebruiken\x1ezit in\x1ezit onder\x1ezit op'
    '\x1ezitten in\x1ezitten onder\x1ezitten op',
    'f\x02esegui\x1e\x02fai\x1e\x02lancia\x1e\x02metti\x1e\x02scrivi\x1e\x02tieni\x1e\x02usa'
    '\x1e\x02utilizza\x1esi chiama\x1esi trova in\x1esi trova nel\x1esi trova sotto\x1esi tro'
    'vano in\x1esi trovano nel\x1esi trovano sotto\x1esta in\x1esta nel\x1esta sotto\x1estann'
    'o in\x1estanno nel\x1estanno sotto\x1eusiamo', 'f\x02no \x1fas\x1ees', 'f\x02nao ',
    'f\x02non \x1fare\x1eere\x1eire',
    'fnicht\x1eniet\x1f das\x1e dat\x1e de\x1e die\x1e es\x1e het\x1e ihn\x1e sie\x1e ze',
    'gall good\x1eawesome\x1ebrilliant\x1ecool\x1eexactly\x1eexcellent\x1efine\x1egood catch'
    '\x1egood job\x1egreat\x1eit works\x1elgtm\x1elooks good\x1elove it\x1enever mind\x1eneve'
    'rmind\x1enice\x1eno problem\x1eno worries\x1enothing else\x1eperfect\x1esounds good\x1et'
    "hank you\x1ethanks\x1ethat is all\x1ethat works\x1ethat's all\x1ethat's it\x1ethx\x1ewel"
    "l done\x1eworks now\x1eyou're right",
    'galles klar\x1ebeleza\x1edanke\x1eexcelente\x1egenau\x1egenial\x1egracias\x1egut so\x1ei'
    'mpeccable\x1emerci\x1enickel\x1eobrigada\x1eobrigado\x1eparfait\x1epasst\x1eperfecto\x1e'
    'perfeito\x1eperfekt\x1eprima\x1esuper\x1etoll\x1evale',
    'gur absolutely right\x1eur right\x1eur totally right\x1eyou are absolutely right\x1eyou '
    'are right\x1eyou are totally right\x1eyoure absolutely right\x1eyoure right\x1eyoure tot' 'ally right',
    'gbedankt\x1edank je\x1edankje\x1egoed zo\x1ehet is goed\x1elaat maar\x1eprima\x1etop',
    'ggrazie\x1eottimo\x1eperfetto\x1eva bene', 'gno hace falta',
    'hbut\x1ehowever\x1eone thing\x1ethat said\x1ethough', 'haber\x1eallerdings',
    'hcependant\x1emais\x1epar contre', 'hpero\x1esin embargo', 'hmas', 'hmaar\x1ewel', 'hma\x1etuttavia',
    'i\x02also always\x1e\x02also never\x1e\x02also prefer\x1e\x02always\x1e\x02and always'
    '\x1e\x02and never\x1e\x02and prefer\x1e\x02but always\x1e\x02but never\x1e\x02but prefer'
    '\x1e\x02never\x1e\x02please always\x1e\x02please never\x1e\x02please prefer\x1e\x02pls a'
    'lways\x1e\x02pls never\x1e\x02pls prefer\x1e\x02plz always\x1e\x02plz never\x1e\x02plz p'
    'refer\x1e\x02prefer\x1e\x02so always\x1e\x02so never\x1e\x02so prefer',
    'imust always\x1emust never\x1eshould always\x1eshould never\x1ewe always\x1ewe never\x1e'
    'we to always\x1ewe to never\x1eyou always\x1eyou never\x1eyou to always\x1eyou to never',
    'ias a rule\x1eat all times\x1eby default\x1eeach time\x1eevery time\x1efrom here on\x1ef'
    'rom now on\x1egoing forward\x1ehenceforth\x1ein future\x1ein the future\x1emake it a hab'
    'it\x1emoving forward\x1enext time\x1ewhenever',
    'i\x02when we \x1e\x02when you \x1e\x02whenever we \x1e\x02whenever you \x1fadd\x1ealso'
    "\x1ealways\x1edo not\x1edon't\x1emake sure\x1enever\x1eremember\x1erun\x1eupdate\x1euse",
    'iab jetzt\x1eab sofort\x1eimmer\x1ein zukunft\x1ejedes mal\x1enie\x1estets\x1evon nun an',
    'ia partir de ahora\x1ecada vez que\x1een adelante\x1een el futuro\x1enunca\x1esiempre',
    'ichaque fois que\x1ejamais\x1etoujours',
    'ia partir de agora\x1edaqui para frente\x1edaqui pra frente\x1ede agora em diante\x1enun'
    'ca\x1esempre\x1etoda vez que', 'ialtijd\x1eelke keer\x1enooit\x1etelkens\x1evanaf nu\x1evoortaan',
    "id'ora in avanti\x1ed'ora in poi\x1eda adesso in poi\x1eda ora in poi\x1emai\x1eogni vol" 'ta\x1esempre',
    'i\x02convention\x1e\x02house rule\x1e\x02my convention\x1e\x02my house rule\x1e\x02my po'
    'licy\x1e\x02my project rule\x1e\x02my rule\x1e\x02my team rule\x1e\x02our convention\x1e'
    '\x02our house rule\x1e\x02our policy\x1e\x02our project rule\x1e\x02our rule\x1e\x02our '
    'team rule\x1e\x02policy\x1e\x02project rule\x1e\x02rule\x1e\x02team rule\x1e\x02the conv'
    'ention\x1e\x02the house rule\x1e\x02the policy\x1e\x02the project rule\x1e\x02the rule'
    '\x1e\x02the team rule',
    'i\x02als je\x1e\x02als tu\x1e\x02als vous\x1e\x02cuando je\x1e\x02cuando tu\x1e\x02cuand'
    'o vous\x1e\x02quand je\x1e\x02quand tu\x1e\x02quand vous\x1e\x02quando je\x1e\x02quando '
    'tu\x1e\x02quando vous\x1e\x02wanneer je\x1e\x02wanneer tu\x1e\x02wanneer vous',
    "j\x02be sure \x1e\x02do not forget \x1e\x02don't forget \x1e\x02dont forget \x1e\x02make"
    " sure \x1e\x02please be sure \x1e\x02please do not forget \x1e\x02please don't forget "
    '\x1e\x02please dont forget \x1e\x02please make sure \x1e\x02please remember \x1e\x02reme'
    'mber \x1fall\x1ealways\x1eany\x1eeach\x1eevery\x1enew\x1eno\x1ethat\x1eto\x1ewe\x1eyou',
    'jdenk daran\x1edenk dran\x1edenke daran\x1edenke dran\x1evergiss nicht',
    'jno olvides\x1eno te olvides\x1erecuerda', "jn'oublie pas\x1en'oubliez pas", 'jlembra\x1elembre',
    'jdenk eraan\x1evergeet niet', 'jnon dimenticare\x1ericorda',
    'kalert me\x1eask me\x1ebother me\x1ecall me\x1eemail me\x1eescalate to me\x1eget me\x1ei'
    'nterrupt me\x1einvolve me\x1eloop me\x1emessage me\x1enotify me\x1epage me\x1eping me'
    '\x1etell me\x1etext me\x1ewake me\x1f if\x1e in case\x1e when',
    "kappelle moi seulement quand\x1eappelle moi seulement s'\x1eappelle moi seulement si\x1e"
    "appelle moi uniquement quand\x1eappelle moi uniquement s'\x1eappelle moi uniquement si"
    "\x1eappelle-moi seulement quand\x1eappelle-moi seulement s'\x1eappelle-moi seulement si"
    "\x1eappelle-moi uniquement quand\x1eappelle-moi uniquement s'\x1eappelle-moi uniquement "
    "si\x1econtacte moi seulement quand\x1econtacte moi seulement s'\x1econtacte moi seulemen"
    "t si\x1econtacte moi uniquement quand\x1econtacte moi uniquement s'\x1econtacte moi uniq"
    "uement si\x1econtacte-moi seulement quand\x1econtacte-moi seulement s'\x1econtacte-moi s"
    "eulement si\x1econtacte-moi uniquement quand\x1econtacte-moi uniquement s'\x1econtacte-m"
    "oi uniquement si\x1edemande moi seulement quand\x1edemande moi seulement s'\x1edemande m"
    "oi seulement si\x1edemande moi uniquement quand\x1edemande moi uniquement s'\x1edemande "
    "moi uniquement si\x1edemande-moi seulement quand\x1edemande-moi seulement s'\x1edemande-"
    "moi seulement si\x1edemande-moi uniquement quand\x1edemande-moi uniquement s'\x1edemande"
    "-moi uniquement si\x1einterromps moi seulement quand\x1einterromps moi seulement s'\x1ei"
    'nterromps moi seulement si\x1einterromps moi uniquement quand\x1einterromps moi uniqueme'
    "nt s'\x1einterromps moi uniquement si\x1einterromps-moi seulement quand\x1einterromps-mo"
    "i seulement s'\x1einterromps-moi seulement si\x1einterromps-moi uniquement quand\x1einte"
    "rromps-moi uniquement s'\x1einterromps-moi uniquement si\x1ene me appelle que quand\x1en"
    "e me appelle que s'\x1ene me appelle que si\x1ene me contacte que quand\x1ene me contact"
    "e que s'\x1ene me contacte que si\x1ene me demande que quand\x1ene me demande que s'\x1e"
    "ne me demande que si\x1ene me sollicite que quand\x1ene me sollicite que s'\x1ene me sol"
    "licite que si\x1esollicite moi seulement quand\x1esollicite moi seulement s'\x1esollicit"
    "e moi seulement si\x1esollicite moi uniquement quand\x1esollicite moi uniquement s'\x1es"
    'ollicite moi uniquement si\x1esollicite-moi seulement quand\x1esollicite-moi seulement s'
    "'\x1esollicite-moi seulement si\x1esollicite-moi uniquement quand\x1esollicite-moi uniqu"
    "ement s'\x1esollicite-moi uniquement si", 'kmolestame solo cuando\x1emolestame solo si',
    'kacorde-me apenas quando\x1eacorde-me apenas se\x1eacorde-me somente quando\x1eacorde-me'
    ' somente se\x1eapenas me acorda\x1eapenas me avisa\x1eapenas me chama\x1eapenas me consu'
    'lta\x1eapenas me escreve\x1eapenas me incomoda\x1eapenas me pergunta\x1eavise-me apenas '
    'quando\x1eavise-me apenas se\x1eavise-me somente quando\x1eavise-me somente se\x1echama-'
    'me apenas quando\x1echama-me apenas se\x1echama-me somente quando\x1echama-me somente se'
    '\x1econsulte-me apenas quando\x1econsulte-me apenas se\x1econsulte-me somente quando\x1e'
    'consulte-me somente se\x1eme acorda apenas quando\x1eme acorda apenas se\x1eme acorda so'
    'mente quando\x1eme acorda somente se\x1eme avisa apenas quando\x1eme avisa apenas se\x1e'
    'me avisa somente quando\x1eme avisa somente se\x1eme chama apenas quando\x1eme chama ape'
    'nas se\x1eme chama somente quando\x1eme chama somente se\x1eme consulta apenas quando'
    '\x1eme consulta apenas se\x1eme consulta somente quando\x1eme consulta somente se\x1eme '
    'escreve apenas quando\x1eme escreve apenas se\x1eme escreve somente quando\x1eme escreve'
    ' somente se\x1eme incomoda apenas quando\x1eme incomoda apenas se\x1eme incomoda somente'
    ' quando\x1eme incomoda somente se\x1eme pergunta apenas quando\x1eme pergunta apenas se'
    '\x1eme pergunta somente quando\x1eme pergunta somente se\x1esomente me acorda\x1esomente'
    ' me avisa\x1esomente me chama\x1esomente me consulta\x1esomente me escreve\x1esomente me'
    ' incomoda\x1esomente me pergunta',
    'kbel me alleen \x1ebel me pas \x1ebel mij alleen \x1ebel mij pas \x1einformeer me alleen'
    ' \x1einformeer me pas \x1einformeer mij alleen \x1einformeer mij pas \x1emaak me alleen '
    '\x1emaak me pas \x1emaak mij alleen \x1emaak mij pas \x1eping me alleen \x1eping me pas '
    '\x1eping mij alleen \x1eping mij pas \x1eroep me alleen \x1eroep me pas \x1eroep mij all'
    'een \x1eroep mij pas \x1estoor me alleen \x1estoor me pas \x1estoor mij alleen \x1estoor'
    ' mij pas \x1evraag me alleen \x1evraag me pas \x1evraag mij alleen \x1evraag mij pas '
    '\x1ewaarschuw me alleen \x1ewaarschuw me pas \x1ewaarschuw mij alleen \x1ewaarschuw mij '
    'pas \x1fals\x1ebij\x1ewanneer',
    'kavvisami solamente quando\x1eavvisami solamente se\x1eavvisami solo quando\x1eavvisami '
    'solo se\x1eavvisami soltanto quando\x1eavvisami soltanto se\x1echiamami solamente quando'
    '\x1echiamami solamente se\x1echiamami solo quando\x1echiamami solo se\x1echiamami soltan'
    'to quando\x1echiamami soltanto se\x1echiedimi solamente quando\x1echiedimi solamente se'
    '\x1echiedimi solo quando\x1echiedimi solo se\x1echiedimi soltanto quando\x1echiedimi sol'
    'tanto se\x1econsultami solamente quando\x1econsultami solamente se\x1econsultami solo qu'
    'ando\x1econsultami solo se\x1econsultami soltanto quando\x1econsultami soltanto se\x1edi'
    'sturbami solamente quando\x1edisturbami solamente se\x1edisturbami solo quando\x1edistur'
    'bami solo se\x1edisturbami soltanto quando\x1edisturbami soltanto se\x1einterrompimi sol'
    'amente quando\x1einterrompimi solamente se\x1einterrompimi solo quando\x1einterrompimi s'
    'olo se\x1einterrompimi soltanto quando\x1einterrompimi soltanto se\x1escrivimi solamente'
    ' quando\x1escrivimi solamente se\x1escrivimi solo quando\x1escrivimi solo se\x1escrivimi'
    ' soltanto quando\x1escrivimi soltanto se\x1esvegliami solamente quando\x1esvegliami sola'
    'mente se\x1esvegliami solo quando\x1esvegliami solo se\x1esvegliami soltanto quando\x1es'
    'vegliami soltanto se', 'k nur\x1f mich\x1e mir', 'kquando precisar \x1equando precisares ',
    'kask me\x1eask us\x1echeck with me\x1echeck with us\x1econsult me\x1econsult us\x1eping '
    'me\x1eping us\x1eprompt me\x1eprompt us',
    'kask before \x1eask first before \x1eask instead\x1eask rather',
    'kin all all your answers\x1ein all all your explanations\x1ein all all your replies\x1ei'
    'n all all your responses\x1ein all all your summaries\x1ein all any of your answers\x1ei'
    'n all any of your explanations\x1ein all any of your replies\x1ein all any of your respo'
    'nses\x1ein all any of your summaries\x1ein all your answers\x1ein all your explanations'
    '\x1ein all your replies\x1ein all your responses\x1ein all your summaries\x1ein any of y'
    'our answers\x1ein any of your explanations\x1ein any of your replies\x1ein any of your r'
    'esponses\x1ein any of your summaries\x1ein your answers\x1ein your explanations\x1ein yo'
    'ur replies\x1ein your responses\x1ein your summaries\x1f\x02add\x1e\x02always\x1e\x02avo'
    "id\x1e\x02don't\x1e\x02dont\x1e\x02include\x1e\x02keep\x1e\x02never\x1e\x02no\x1e\x02ple"
    "ase add\x1e\x02please always\x1e\x02please avoid\x1e\x02please don't\x1e\x02please dont"
    '\x1e\x02please include\x1e\x02please keep\x1e\x02please never\x1e\x02please no\x1e\x02pl'
    'ease put\x1e\x02please skip\x1e\x02please stop\x1e\x02please use\x1e\x02pls add\x1e\x02p'
    "ls always\x1e\x02pls avoid\x1e\x02pls don't\x1e\x02pls dont\x1e\x02pls include\x1e\x02pl"
    's keep\x1e\x02pls never\x1e\x02pls no\x1e\x02pls put\x1e\x02pls skip\x1e\x02pls stop\x1e'
    '\x02pls use\x1e\x02put\x1e\x02skip\x1e\x02stop\x1e\x02use',
    "kdo not ask me\x1edo not ask us\x1edo not check with me\x1edo not check with us\x1edon't"
    " ask me\x1edon't ask us\x1edon't check with me\x1edon't check with us\x1edont ask me\x1e"
    'dont ask us\x1edont check with me\x1edont check with us\x1enever ask me\x1enever ask us'
    '\x1enever check with me\x1enever check with us\x1eno need to ask me\x1eno need to ask us'
    '\x1eno need to check with me\x1eno need to check with us\x1ewithout asking',
    'kanswer \x1eanswers \x1eexplanation \x1eexplanations \x1emessage \x1emessages \x1eoutput'
    ' \x1ereplies \x1ereply \x1eresponse \x1eresponses \x1esummaries \x1esummary \x1eupdate '
    '\x1eupdates \x1fkeep \x1emake ',
    'kanswer in \x1eanswer to me in \x1eanswer with me in \x1eexplain everything in \x1eexpla'
    'in everything to me in \x1eexplain everything with me in \x1eexplain things in \x1eexpla'
    'in things to me in \x1eexplain things with me in \x1ereply in \x1ereply to me in \x1erep'
    'ly with me in \x1erespond in \x1erespond to me in \x1erespond with me in \x1espeak chine'
    'se to \x1espeak chinese with \x1espeak dutch to \x1espeak dutch with \x1espeak english t'
    'o \x1espeak english with \x1espeak french to \x1espeak french with \x1espeak german to '
    '\x1espeak german with \x1espeak in \x1espeak italian to \x1espeak italian with \x1espeak'
    ' japanese to \x1espeak japanese with \x1espeak korean to \x1espeak korean with \x1espeak'
    ' portuguese to \x1espeak portuguese with \x1espeak russian to \x1espeak russian with '
    '\x1espeak spanish to \x1espeak spanish with \x1espeak to me in \x1espeak with me in \x1e'
    'talk chinese to \x1etalk chinese with \x1etalk dutch to \x1etalk dutch with \x1etalk eng'
    'lish to \x1etalk english with \x1etalk french to \x1etalk french with \x1etalk german to'
    ' \x1etalk german with \x1etalk in \x1etalk italian to \x1etalk italian with \x1etalk jap'
    'anese to \x1etalk japanese with \x1etalk korean to \x1etalk korean with \x1etalk portugu'
    'ese to \x1etalk portuguese with \x1etalk russian to \x1etalk russian with \x1etalk spani'
    'sh to \x1etalk spanish with \x1etalk to me in \x1etalk with me in \x1ewrite to me in '
    '\x1ewrite to me to me in \x1ewrite to me with me in ',
    'kescreva comigo em\x1eescreve comigo em\x1efala comigo em\x1efale comigo em\x1ehabla con'
    'migo en\x1emir auf \x1emir bitte auf \x1emir bitte in \x1emir in \x1eparla con me in\x1e'
    'parlami in\x1eparle moi en\x1eparle nous en\x1eparle-moi en\x1eparle-nous en\x1eparlez m'
    'oi en\x1eparlez nous en\x1eparlez-moi en\x1eparlez-nous en\x1epraat \x1escrivimi in\x1es'
    'preek \x1euns auf \x1euns bitte auf \x1euns bitte in \x1euns in ',
    "k\x02i like \x1e\x02i prefer\x1e\x02i would prefer\x1e\x02i would rather\x1e\x02i'd pref"
    "er\x1e\x02i'd rather\x1epreferably",
    'k\x02just you do \x1e\x02just you execute \x1e\x02just you handle \x1e\x02just you run '
    '\x1e\x02just, you do \x1e\x02just, you execute \x1e\x02just, you handle \x1e\x02just, yo'
    'u run \x1e\x02ok you do \x1e\x02ok you execute \x1e\x02ok you handle \x1e\x02ok you run '
    '\x1e\x02ok, you do \x1e\x02ok, you execute \x1e\x02ok, you handle \x1e\x02ok, you run '
    '\x1e\x02okay you do \x1e\x02okay you execute \x1e\x02okay you handle \x1e\x02okay you ru'
    'n \x1e\x02okay, you do \x1e\x02okay, you execute \x1e\x02okay, you handle \x1e\x02okay, '
    'you run \x1e\x02please you do \x1e\x02please you execute \x1e\x02please you handle \x1e'
    '\x02please you run \x1e\x02please, you do \x1e\x02please, you execute \x1e\x02please, yo'
    'u handle \x1e\x02please, you run \x1e\x02you do \x1e\x02you execute \x1e\x02you handle '
    '\x1e\x02you run \x1eit yourself\x1ethat yourself\x1ethe command yourself\x1ethe commands'
    ' yourself\x1ethe script yourself\x1ethe scripts yourself\x1ethe tests yourself\x1ethem y'
    'ourself\x1ethese yourself\x1ethis yourself\x1ethose yourself',
    'kcorre los comandos misma\x1ecorre los comandos mismo\x1ecorre los scripts misma\x1ecorr'
    "e los scripts mismo\x1edraai de commando's zelf\x1edraai de commandos zelf\x1edraai de s"
    "cripts zelf\x1edraai die commando's zelf\x1edraai die commandos zelf\x1edraai die script"
    's zelf\x1eejecuta los comandos misma\x1eejecuta los comandos mismo\x1eejecuta los script'
    's misma\x1eejecuta los scripts mismo\x1eesegui i comandi stessa\x1eesegui i comandi stes'
    'so\x1eesegui i comandi tu stessa\x1eesegui i comandi tu stesso\x1eesegui i script stessa'
    '\x1eesegui i script stesso\x1eesegui i script tu stessa\x1eesegui i script tu stesso\x1e'
    'esegui tu i comandi stessa\x1eesegui tu i comandi stesso\x1eesegui tu i comandi tu stess'
    'a\x1eesegui tu i comandi tu stesso\x1eesegui tu i script stessa\x1eesegui tu i script st'
    'esso\x1eesegui tu i script tu stessa\x1eesegui tu i script tu stesso\x1eexecuta os coman'
    'dos mesma\x1eexecuta os comandos mesmo\x1eexecuta os comandos tu mesma\x1eexecuta os com'
    'andos tu mesmo\x1eexecuta os scripts mesma\x1eexecuta os scripts mesmo\x1eexecuta os scr'
    'ipts tu mesma\x1eexecuta os scripts tu mesmo\x1eexecute os comandos mesma\x1eexecute os '
    'comandos mesmo\x1eexecute os comandos tu mesma\x1eexecute os comandos tu mesmo\x1eexecut'
    'e os scripts mesma\x1eexecute os scripts mesmo\x1eexecute os scripts tu mesma\x1eexecute'
    ' os scripts tu mesmo\x1elancia i comandi stessa\x1elancia i comandi stesso\x1elancia i c'
    'omandi tu stessa\x1elancia i comandi tu stesso\x1elancia i script stessa\x1elancia i scr'
    'ipt stesso\x1elancia i script tu stessa\x1elancia i script tu stesso\x1elancia tu i coma'
    'ndi stessa\x1elancia tu i comandi stesso\x1elancia tu i comandi tu stessa\x1elancia tu i'
    ' comandi tu stesso\x1elancia tu i script stessa\x1elancia tu i script stesso\x1elancia t'
    'u i script tu stessa\x1elancia tu i script tu stesso\x1elanza los comandos misma\x1elanz'
    'a los comandos mismo\x1elanza los scripts misma\x1elanza los scripts mismo\x1eroda os co'
    'mandos mesma\x1eroda os comandos mesmo\x1eroda os comandos tu mesma\x1eroda os comandos '
    'tu mesmo\x1eroda os scripts mesma\x1eroda os scripts mesmo\x1eroda os scripts tu mesma'
    '\x1eroda os scripts tu mesmo\x1erode os comandos mesma\x1erode os comandos mesmo\x1erode'
    ' os comandos tu mesma\x1erode os comandos tu mesmo\x1erode os scripts mesma\x1erode os s'
    'cripts mesmo\x1erode os scripts tu mesma\x1erode os scripts tu mesmo\x1evoer de commando'
    "'s zelf\x1evoer de commandos zelf\x1evoer de scripts zelf\x1evoer die commando's zelf"
    '\x1evoer die commandos zelf\x1evoer die scripts zelf', 'k for me\x1emyself',
    "ki'll execute it\x1ei'll execute them\x1ei'll execute these\x1ei'll execute those\x1ei'l"
    "l run it\x1ei'll run them\x1ei'll run these\x1ei'll run those\x1eill execute it\x1eill e"
    'xecute them\x1eill execute these\x1eill execute those\x1eill run it\x1eill run them\x1ei'
    'll run these\x1eill run those',
    'keu mesmo executo\x1eeu mesmo rodo\x1eexecuto eu mesmo\x1eich mache das \x1eich mache de'
    'n \x1eich mache die \x1eich mache es \x1eich starte das \x1eich starte den \x1eich start'
    'e die \x1eich starte es \x1eik doe dat zelf\x1eik doe het zelf\x1eik doe ze zelf\x1eik d'
    'raai dat zelf\x1eik draai het zelf\x1eik draai ze zelf\x1eik voer dat zelf\x1eik voer he'
    't zelf\x1eik voer ze zelf\x1elo corro yo\x1elo ejecuto yo\x1elo eseguo io\x1elo faccio i'
    'o\x1elo hago yo\x1elo lancio io\x1elo lanzo yo\x1erodo eu mesmo',
    'kdu kannst \x1eje kunt \x1eje mag \x1epode \x1epuedes \x1epuoi \x1etu peux ',
    'kyou are allowed to \x1eyou can \x1eyou have admin\x1eyou have root\x1eyou have sudo\x1e' 'you may ',
    'kare off limits\x1eare off-limits\x1eis off limits\x1eis off-limits\x1eoff limits for yo'
    'u\x1eoff limits to you\x1eoff-limits for you\x1eoff-limits to you\x1eread only for you'
    '\x1eread only to you\x1eread-only for you\x1eread-only to you\x1ereadonly for you\x1erea'
    "donly to you\x1eu do not have \x1eu don't have \x1eu dont have \x1eu will not have \x1eu"
    " won't have \x1eyou are not allowed to \x1eyou aren't allowed to \x1eyou can not \x1eyou"
    " can't \x1eyou cannot \x1eyou cant \x1eyou have admin \x1eyou have admin-\x1eyou have pu"
    'sh \x1eyou have push-\x1eyou have read \x1eyou have read-\x1eyou have readonly \x1eyou h'
    'ave readonly-\x1eyou have ssh \x1eyou have ssh-\x1eyou have write \x1eyou have write-'
    '\x1eyou may not \x1eyou only have admin \x1eyou only have admin-\x1eyou only have push '
    '\x1eyou only have push-\x1eyou only have read \x1eyou only have read-\x1eyou only have r'
    'eadonly \x1eyou only have readonly-\x1eyou only have ssh \x1eyou only have ssh-\x1eyou o'
    'nly have write \x1eyou only have write-',
    'kdu darfst kein an\x1edu darfst kein auf\x1edu darfst kein in\x1edu darfst kein nach\x1e'
    'du darfst keine an\x1edu darfst keine auf\x1edu darfst keine in\x1edu darfst keine nach'
    '\x1edu darfst keinen an\x1edu darfst keinen auf\x1edu darfst keinen in\x1edu darfst kein'
    'en nach\x1edu darfst keinn an\x1edu darfst keinn auf\x1edu darfst keinn in\x1edu darfst '
    'keinn nach\x1edu darfst nicht an\x1edu darfst nicht auf\x1edu darfst nicht in\x1edu darf'
    'st nicht nach\x1edu darfst nie an\x1edu darfst nie auf\x1edu darfst nie in\x1edu darfst '
    'nie nach\x1edu hast kein \x1edu hast keine \x1edu hast keinen ',
    "ken lecture seule pour toi\x1een lecture seule pour vous\x1etu n'as pas d'droit\x1etu n'"
    "as pas d'permission\x1etu n'as pas de droit\x1etu n'as pas de permission\x1etu n'as pas "
    "droit\x1etu n'as pas le droit\x1etu n'as pas le permission\x1etu n'as pas les droit\x1et"
    "u n'as pas les permission\x1etu n'as pas permission\x1etu ne peux pas connecter\x1etu ne"
    ' peux pas pousser\x1etu ne peux pas push\x1etu ne peux pas te connecter\x1etu ne peux pa'
    's te pousser\x1etu ne peux pas te push\x1etu ne peux pas vous connecter\x1etu ne peux pa'
    "s vous pousser\x1etu ne peux pas vous push\x1evous n'avez pas d'droit\x1evous n'avez pas"
    " d'permission\x1evous n'avez pas de droit\x1evous n'avez pas de permission\x1evous n'ave"
    "z pas droit\x1evous n'avez pas le droit\x1evous n'avez pas le permission\x1evous n'avez "
    "pas les droit\x1evous n'avez pas les permission\x1evous n'avez pas permission\x1evous ne"
    ' pouvez pas connecter\x1evous ne pouvez pas pousser\x1evous ne pouvez pas push\x1evous n'
    'e pouvez pas te connecter\x1evous ne pouvez pas te pousser\x1evous ne pouvez pas te push'
    '\x1evous ne pouvez pas vous connecter\x1evous ne pouvez pas vous pousser\x1evous ne pouv'
    'ez pas vous push',
    'kno puedes acceder\x1eno puedes conectarte\x1eno puedes desplegar\x1eno puedes escribir'
    '\x1eno puedes hacer push\x1eno puedes pushear\x1eno tienes acceso\x1eno tienes derecho'
    '\x1eno tienes permiso\x1esolo de lectura para ti\x1esolo lectura para ti', 'ksomente leitura para ti',
    'kalleen lezen voor jou\x1ealleen-lezen voor jou\x1eje hebt geen \x1eje mag niet in\x1eje'
    ' mag niet naar\x1eje mag niet op\x1eje mag nooit in\x1eje mag nooit naar\x1eje mag nooit' ' op',
    'knon hai accesso\x1enon hai diritti\x1enon hai i permessi\x1enon hai permessi\x1enon puo'
    'i accedere\x1enon puoi collegarti\x1enon puoi fare push\x1enon puoi pushare\x1enon puoi '
    'scrivere\x1esola lettura per te',
    'k to me\x1et me do \x1et me handle \x1et me run \x1et me take care of \x1fle',
    'kfragst mich\x1efragst uns',
    'kme pergunta quando\x1eme pergunta se\x1eme perguntas quando\x1eme perguntas se\x1eme pe'
    'rgunte quando\x1eme pergunte se',
    'kvraag het me als\x1evraag het me om\x1evraag het mij als\x1evraag het mij om\x1evraag h'
    'et ons als\x1evraag het ons om\x1evraag me als\x1evraag me om\x1evraag mij als\x1evraag '
    'mij om\x1evraag ons als\x1evraag ons om',
    'kcuando haga falta\x1ecuando lo haga falta\x1ecuando lo necesites\x1ecuando necesites'
    '\x1epideme el sudo\x1epideme la sudo\x1epideme sudo\x1esi hace falta\x1esi necesitas',
    'kexecuta tu mesmo\x1eexecuta vc mesmo\x1eexecuta-o tu mesmo\x1eexecuta-o vc mesmo\x1efaz'
    ' tu mesmo\x1efaz vc mesmo\x1efaz-o tu mesmo\x1efaz-o vc mesmo\x1eme pede a sudo\x1eme pe'
    'de o sudo\x1eme pede sudo\x1equando for preciso\x1equando precisar\x1eroda tu mesmo\x1er'
    'oda vc mesmo\x1eroda-o tu mesmo\x1eroda-o vc mesmo\x1ese for preciso\x1ese precisar',
    'kdu darfst \x1efrag bevor\x1efrag bitte bevor\x1efrag bitte vor\x1efrag immer bevor\x1ef'
    'rag immer vor\x1efrag mich bevor\x1efrag mich bitte bevor\x1efrag mich bitte vor\x1efrag'
    ' mich immer bevor\x1efrag mich immer vor\x1efrag mich nur bevor\x1efrag mich nur vor\x1e'
    'frag mich vor\x1efrag nur bevor\x1efrag nur vor\x1efrag vor',
    'kchiedimela\x1echiedimelo\x1efermati e chiedimi\x1epara e me pergunta\x1epara e me pergu'
    'nte\x1epare e me pergunta\x1epare e me pergunte\x1estop en vraag het aan me\x1estop en v'
    'raag het aan mij\x1estop en vraag het me\x1estop en vraag het mij',
    'kme mostra antes o diff\x1eme mostra antes o plano\x1eme mostra primeiro o diff\x1eme mo'
    'stra primeiro o plano\x1emontre-moi avant le diff\x1emontre-moi avant le plan\x1emontre-'
    "moi avant ton diff\x1emontre-moi avant ton plan\x1emontre-moi d'abord le diff\x1emontre-"
    "moi d'abord le plan\x1emontre-moi d'abord ton diff\x1emontre-moi d'abord ton plan\x1emos"
    'trami prima il diff\x1emostrami prima il piano\x1emostrami prima le modifiche\x1eshow me'
    ' changes before \x1eshow me changes first before \x1eshow me diff before \x1eshow me dif'
    'f first before \x1eshow me patch before \x1eshow me patch first before \x1eshow me plan '
    'before \x1eshow me plan first before \x1eshow me the changes before \x1eshow me the chan'
    'ges first before \x1eshow me the diff before \x1eshow me the diff first before \x1eshow '
    'me the patch before \x1eshow me the patch first before \x1eshow me the plan before \x1es'
    'how me the plan first before \x1eshow me your changes before \x1eshow me your changes fi'
    'rst before \x1eshow me your diff before \x1eshow me your diff first before \x1eshow me y'
    'our patch before \x1eshow me your patch first before \x1eshow me your plan before \x1esh'
    'ow me your plan first before \x1ezeig mir erst das diff\x1ezeig mir erst das plan\x1ezei'
    'g mir erst den diff\x1ezeig mir erst den plan\x1ezeig mir erst die diff\x1ezeig mir erst'
    ' die plan\x1ezeig mir vorher das diff\x1ezeig mir vorher das plan\x1ezeig mir vorher den'
    ' diff\x1ezeig mir vorher den plan\x1ezeig mir vorher die diff\x1ezeig mir vorher die pla'
    'n\x1ezeig mir zuerst das diff\x1ezeig mir zuerst das plan\x1ezeig mir zuerst den diff'
    '\x1ezeig mir zuerst den plan\x1ezeig mir zuerst die diff\x1ezeig mir zuerst die plan',
    'kik wil dat je altijd eerst\x1eik wil dat je eerst\x1eik wil graag dat je altijd eerst'
    '\x1eik wil graag dat je eerst',
    'kdo not need my \x1edo not need to ask for my \x1edo not need to ask me for \x1edo not n'
    "eed to ask my \x1edon't need my \x1edon't need to ask for my \x1edon't need to ask me fo"
    "r \x1edon't need to ask my \x1edont need my \x1edont need to ask for my \x1edont need to"
    ' ask me for \x1edont need to ask my \x1edu musst mich nicht erst fragen\x1edu musst mich'
    ' nicht extra fragen\x1edu musst mich nicht fragen\x1edu musst mich nicht immer fragen'
    '\x1edu musst mich nicht jedes mal fragen\x1edu musst nicht erst fragen\x1edu musst nicht'
    ' extra fragen\x1edu musst nicht fragen\x1edu musst nicht immer fragen\x1edu musst nicht '
    'jedes mal fragen\x1efrag mich nicht erst\x1efrag mich nicht extra\x1efrag mich nicht imm'
    'er\x1efrag mich nicht jedes mal\x1efrag nicht erst\x1efrag nicht extra\x1efrag nicht imm'
    'er\x1efrag nicht jedes mal\x1eje hoeft het me niet eerst te vragen\x1eje hoeft het me ni'
    'et elke keer te vragen\x1eje hoeft het me niet steeds te vragen\x1eje hoeft het me niet '
    'te vragen\x1eje hoeft het me niet telkens te vragen\x1eje hoeft het mij niet eerst te vr'
    'agen\x1eje hoeft het mij niet elke keer te vragen\x1eje hoeft het mij niet steeds te vra'
    'gen\x1eje hoeft het mij niet te vragen\x1eje hoeft het mij niet telkens te vragen\x1eje '
    'hoeft het niet eerst te vragen\x1eje hoeft het niet elke keer te vragen\x1eje hoeft het '
    'niet steeds te vragen\x1eje hoeft het niet te vragen\x1eje hoeft het niet telkens te vra'
    'gen\x1eje hoeft me niet eerst te vragen\x1eje hoeft me niet elke keer te vragen\x1eje ho'
    'eft me niet steeds te vragen\x1eje hoeft me niet te vragen\x1eje hoeft me niet telkens t'
    'e vragen\x1eje hoeft mij niet eerst te vragen\x1eje hoeft mij niet elke keer te vragen'
    '\x1eje hoeft mij niet steeds te vragen\x1eje hoeft mij niet te vragen\x1eje hoeft mij ni'
    'et telkens te vragen\x1eje hoeft niet eerst te vragen\x1eje hoeft niet elke keer te vrag'
    'en\x1eje hoeft niet steeds te vragen\x1eje hoeft niet te vragen\x1eje hoeft niet telkens'
    ' te vragen\x1ene me demande pas\x1eno hace falta preguntarme\x1eno hace falta que me pid'
    'as permiso\x1eno hace falta que me preguntes\x1eno me pidas permiso\x1eno me preguntes'
    '\x1eno necesitas pedirme permiso\x1eno need to ask for my permission\x1eno need to ask f'
    'or permission\x1eno need to ask me\x1eno tienes que pedirme permiso\x1enon chiedermelo'
    '\x1enon chiedermi\x1enon serve chiedere\x1enon serve chiedermelo\x1enon serve chiedermi'
    '\x1epas besoin de demander\x1epas besoin de me demander',
    "ki do not need \x1ei don't need \x1ei generally do not need \x1ei generally don't need "
    "\x1ei really do not need \x1ei really don't need \x1ei usually do not need \x1ei usually"
    " don't need \x1eik heb geen uitleg nodig\x1eno necesito explicaciones\x1eno necesito las"
    ' explicaciones\x1enon mi serve la spiegazione\x1enon mi serve la spiegazioni\x1enon mi s'
    'erve le spiegazione\x1enon mi serve le spiegazioni\x1enon mi serve spiegazione\x1enon mi'
    ' serve spiegazioni\x1enon mi servono la spiegazione\x1enon mi servono la spiegazioni\x1e'
    'non mi servono le spiegazione\x1enon mi servono le spiegazioni\x1enon mi servono spiegaz'
    "ione\x1enon mi servono spiegazioni\x1epas besoin d'explication",
    'kohne nachfrage\x1eohne nachzufragen\x1eohne zu fragen\x1ezonder te vragen\x1ezonder vra' 'gen',
    'k\x02be brief\x1e\x02be concise\x1e\x02be terse\x1e\x02keep answers brief\x1e\x02keep an'
    'swers short\x1e\x02keep replies brief\x1e\x02keep replies short\x1e\x02keep your answers'
    ' brief\x1e\x02keep your answers short\x1e\x02please be brief\x1e\x02please be concise'
    '\x1e\x02please be terse\x1e\x02please keep answers brief\x1e\x02please keep answers shor'
    't\x1e\x02please keep replies brief\x1e\x02please keep replies short\x1e\x02please keep y'
    'our answers brief\x1e\x02please keep your answers short\x1efass dich kurz\x1efasse dich '
    'kurz\x1ehou het kort\x1ehoud het kort\x1eje hoeft niet elke stap\x1eje hoeft niet iedere'
    ' stap\x1eno hace falta explicar\x1eno need to explain each step\x1eno need to explain ev' 'ery step',
    "ki'd like you to\x1falways\x1ebefore\x1eevery time\x1efirst\x1ewhenever\x1eyourself",
    'k\x02i always like \x1e\x02i always need \x1e\x02i always want \x1e\x02i like \x1e\x02i '
    'need \x1e\x02i want \x1fdiff before\x1ediff first\x1eheads up before\x1eheads up first'
    '\x1eheads-up before\x1eheads-up first\x1eoverview before\x1eoverview first\x1eplan befor'
    'e\x1eplan first\x1ereview before\x1ereview first\x1esummary before\x1esummary first',
    'kmir ist es lieber\x1emir ist lieber',
    "ki'll handle \x1ei'll take care of \x1eill handle \x1eill take care of ",
    'kantworte auf\x1eantworte bitte auf\x1eantworte bitte in\x1eantworte in\x1eantworte mir '
    'auf\x1eantworte mir bitte auf\x1eantworte mir bitte in\x1eantworte mir in\x1eantworte un'
    's auf\x1eantworte uns bitte auf\x1eantworte uns bitte in\x1eantworte uns in\x1eantwortet'
    ' auf\x1eantwortet bitte auf\x1eantwortet bitte in\x1eantwortet in\x1eantwortet mir auf'
    '\x1eantwortet mir bitte auf\x1eantwortet mir bitte in\x1eantwortet mir in\x1eantwortet u'
    'ns auf\x1eantwortet uns bitte auf\x1eantwortet uns bitte in\x1eantwortet uns in\x1efrag '
    'mich\x1efrag uns\x1efrage mich\x1efrage uns\x1efragt mich\x1efragt uns\x1eich arbeite li'
    'eber\x1eich bevorzuge\x1eich will lieber\x1eohne mich zu fragen\x1eohne zu fragen',
    'kdemande moi\x1edemande nous\x1edemande-moi\x1edemande-nous\x1edemandez moi\x1edemandez '
    'nous\x1edemandez-moi\x1edemandez-nous\x1esans demander\x1esans me demander',
    'kcontesta en\x1eprefiero\x1eresponde en\x1esin preguntar',
    'ksenza chiedercelo\x1esenza chiederlo\x1esenza chiedermelo\x1esenza chiedermi\x1ezonder '
    'eerst te vragen\x1ezonder het eerst te vragen\x1ezonder het me eerst te vragen\x1ezonder'
    ' het me te vragen\x1ezonder het mij eerst te vragen\x1ezonder het mij te vragen\x1ezonde'
    'r het te vragen\x1ezonder me eerst te vragen\x1ezonder me te vragen\x1ezonder mij eerst '
    'te vragen\x1ezonder mij te vragen\x1ezonder te vragen',
    'kpergunta antes\x1epergunta-me antes\x1epergunte antes\x1epergunte-me antes\x1eprefiro'
    '\x1eresponda em\x1eresponde em\x1esem me perguntar\x1esem perguntar',
    'kaltijd aan me vragen\x1ealtijd aan mij vragen\x1ealtijd even aan me vragen\x1ealtijd ev'
    'en aan mij vragen\x1ealtijd even me vragen\x1ealtijd even mij vragen\x1ealtijd me vragen'
    '\x1ealtijd mij vragen\x1eantwoord in het\x1eantwoord me in het\x1eantwoord mij in het'
    '\x1eeerst aan me vragen\x1eeerst aan mij vragen\x1eeerst even aan me vragen\x1eeerst eve'
    'n aan mij vragen\x1eeerst even me vragen\x1eeerst even mij vragen\x1eeerst me vragen\x1e'
    'eerst mij vragen\x1eik heb liever\x1eik werk liever\x1eik wil liever\x1evraag het me alt'
    'ijd\x1evraag het me eerst\x1evraag het me voor\x1evraag het mij altijd\x1evraag het mij '
    'eerst\x1evraag het mij voor\x1evraag het ons altijd\x1evraag het ons eerst\x1evraag het '
    'ons voor\x1evraag me altijd\x1evraag me eerst\x1evraag me voor\x1evraag mij altijd\x1evr'
    'aag mij eerst\x1evraag mij voor\x1evraag ons altijd\x1evraag ons eerst\x1evraag ons voor',
    'kchiedi prima\x1echiedi sempre\x1echiedici\x1echiedimi\x1epreferisco\x1erispondi in\x1er'
    'ispondimi in\x1esenza chiedere', 'l\x02no \x1f in \x1e inside ',
    'l\x02across our \x1e\x02across the entire \x1e\x02across the whole \x1e\x02across this '
    '\x1e\x02for our \x1e\x02for the entire \x1e\x02for the whole \x1e\x02for this \x1e\x02in'
    ' our \x1e\x02in the entire \x1e\x02in the whole \x1e\x02in this \x1e\x02throughout our '
    '\x1e\x02throughout the entire \x1e\x02throughout the whole \x1e\x02throughout this \x1fa'
    'pp\x1ecode base\x1ecodebase\x1eorg\x1eproject\x1erepo\x1eservice\x1eteam',
    "lwe always\x1ewe are not using\x1ewe are using\x1ewe avoid\x1ewe do not\x1ewe don't\x1ew"
    'e dont\x1ewe follow\x1ewe format\x1ewe indent\x1ewe keep\x1ewe name\x1ewe never\x1ewe pr'
    "efer\x1ewe require\x1ewe stick to\x1ewe use\x1ewe're not using\x1ewe're using",
    'lwe build\x1ewe deploy\x1ewe host\x1ewe lint\x1ewe merge\x1ewe pin\x1ewe publish\x1ewe r'
    'ebase\x1ewe release\x1ewe ship\x1ewe squash\x1ewe store\x1ewe tag\x1ewe vendor\x1ewe ver' 'sion',
    'lour app \x1eour codebase \x1eour project \x1eour repo \x1eour service \x1eour team \x1e'
    'the app \x1ethe codebase \x1ethe project \x1ethe repo \x1ethe service \x1ethe team \x1et'
    'his app \x1ethis codebase \x1ethis project \x1ethis repo \x1ethis service \x1ethis team '
    '\x1ffollows\x1eprefers\x1erequires\x1euses',
    'lwir bauen \x1ewir deployen \x1ewir formatieren \x1ewir hosten \x1ewir linten \x1ewir re'
    'leasen \x1ewir testen \x1fauf\x1emit\x1evia',
    'lnous formate \x1enous formatons \x1enous publie \x1enous publions \x1enous teste \x1eno'
    'us testons \x1eon formate \x1eon formatons \x1eon publie \x1eon publions \x1eon teste '
    '\x1eon testons \x1favec\x1epar\x1esur\x1evia',
    'lalojamos \x1edesplegamos \x1eformateamos \x1eprobamos \x1epublicamos \x1fcon\x1een\x1ep' 'or',
    'lfaz deploy com\x1efaz deploy na\x1efaz deploy no\x1efaz deploy pela\x1efaz deploy pelo'
    '\x1efaz deploy via\x1efaz o deploy com\x1efaz o deploy na\x1efaz o deploy no\x1efaz o de'
    'ploy pela\x1efaz o deploy pelo\x1efaz o deploy via\x1efazemos deploy com\x1efazemos depl'
    'oy na\x1efazemos deploy no\x1efazemos deploy pela\x1efazemos deploy pelo\x1efazemos depl'
    'oy via\x1efazemos o deploy com\x1efazemos o deploy na\x1efazemos o deploy no\x1efazemos '
    'o deploy pela\x1efazemos o deploy pelo\x1efazemos o deploy via\x1eformatamos \x1ehospeda'
    'mos \x1epublicamos \x1etestamos ',
    'lwe bouwen \x1ewe deployen \x1ewe formatteren \x1ewe hosten \x1ewe releasen \x1ewe teste'
    'n \x1ewij bouwen \x1ewij deployen \x1ewij formatteren \x1ewij hosten \x1ewij releasen '
    '\x1ewij testen \x1fmet\x1eop\x1evia',
    'ldeployamo \x1efacciamo deploy \x1efacciamo il deploy \x1eformattiamo \x1eospitiamo \x1e'
    'pubblichiamo \x1etestiamo \x1fcon\x1esu\x1etramite\x1evia',
    'mmy \x1eour \x1fare\x1eexpect\x1ehas\x1ehave\x1eis\x1elive\x1eneed\x1eonly support\x1eon'
    'ly work\x1erun\x1esit\x1euse',
    'mare different\x1eare distinct\x1eare separate\x1eare two different\x1eare two distinct'
    '\x1eare two separate\x1eis different\x1eis distinct\x1eis separate\x1eis two different'
    '\x1eis two distinct\x1eis two separate',
    'maccount distinte\x1eaccount distinti\x1eaccount diverse\x1eaccount diversi\x1eaccount s'
    'eparate\x1eaccount separati\x1eaparte accounts\x1eaparte clients\x1eaparte computers\x1e'
    'aparte databases\x1eaparte hosts\x1eaparte machines\x1eaparte projecten\x1eaparte repos'
    '\x1eaparte servers\x1eaparte systemen\x1eappareils distinctes\x1eappareils distincts\x1e'
    'bases diferentes\x1ebases distinctes\x1ebases distincts\x1ebases distintas\x1ebases dist'
    'intos\x1ebases separadas\x1ebases separados\x1eclient distinte\x1eclient distinti\x1ecli'
    'ent diverse\x1eclient diversi\x1eclient separate\x1eclient separati\x1eclientes diferent'
    'es\x1eclientes distintas\x1eclientes distintos\x1eclientes separadas\x1eclientes separad'
    'os\x1eclients distinctes\x1eclients distincts\x1ecomptes distinctes\x1ecomptes distincts'
    '\x1ecomputadoras diferentes\x1ecomputadoras distintas\x1ecomputadoras distintos\x1ecompu'
    'tadoras separadas\x1ecomputadoras separados\x1ecomputer distinte\x1ecomputer distinti'
    '\x1ecomputer diverse\x1ecomputer diversi\x1ecomputer separate\x1ecomputer separati\x1ecu'
    'entas diferentes\x1ecuentas distintas\x1ecuentas distintos\x1ecuentas separadas\x1ecuent'
    'as separados\x1edatabase distinte\x1edatabase distinti\x1edatabase diverse\x1edatabase d'
    'iversi\x1edatabase separate\x1edatabase separati\x1eequipos diferentes\x1eequipos distin'
    'tas\x1eequipos distintos\x1eequipos separadas\x1eequipos separados\x1egescheiden account'
    's\x1egescheiden clients\x1egescheiden computers\x1egescheiden databases\x1egescheiden ho'
    'sts\x1egescheiden machines\x1egescheiden projecten\x1egescheiden repos\x1egescheiden ser'
    'vers\x1egescheiden systemen\x1egetrennte clients\x1egetrennte computer\x1egetrennte date'
    'nbanken\x1egetrennte hosts\x1egetrennte konten\x1egetrennte maschinen\x1egetrennte proje'
    'kte\x1egetrennte rechner\x1egetrennte repos\x1egetrennte server\x1egetrennte systeme\x1e'
    'host distinte\x1ehost distinti\x1ehost diverse\x1ehost diversi\x1ehost separate\x1ehost '
    'separati\x1ehosts diferentes\x1ehosts distintas\x1ehosts distintos\x1ehosts separadas'
    '\x1ehosts separados\x1emacchine distinte\x1emacchine distinti\x1emacchine diverse\x1emac'
    'chine diversi\x1emacchine separate\x1emacchine separati\x1emachines distinctes\x1emachin'
    'es distincts\x1eordinateurs distinctes\x1eordinateurs distincts\x1eprogetti distinte\x1e'
    'progetti distinti\x1eprogetti diverse\x1eprogetti diversi\x1eprogetti separate\x1eproget'
    'ti separati\x1eprojets distinctes\x1eprojets distincts\x1eproyectos diferentes\x1eproyec'
    'tos distintas\x1eproyectos distintos\x1eproyectos separadas\x1eproyectos separados\x1ere'
    'po distinte\x1erepo distinti\x1erepo diverse\x1erepo diversi\x1erepo separate\x1erepo se'
    'parati\x1erepos diferentes\x1erepos distintas\x1erepos distintos\x1erepos separadas\x1er'
    'epos separados\x1erepositorios diferentes\x1erepositorios distintas\x1erepositorios dist'
    'intos\x1erepositorios separadas\x1erepositorios separados\x1eseparate clients\x1eseparat'
    'e computer\x1eseparate datenbanken\x1eseparate hosts\x1eseparate konten\x1eseparate masc'
    'hinen\x1eseparate projekte\x1eseparate rechner\x1eseparate repos\x1eseparate server\x1es'
    'eparate systeme\x1eserver distinte\x1eserver distinti\x1eserver diverse\x1eserver divers'
    'i\x1eserver separate\x1eserver separati\x1eserveurs distinctes\x1eserveurs distincts\x1e'
    'servidores diferentes\x1eservidores distintas\x1eservidores distintos\x1eservidores sepa'
    'radas\x1eservidores separados\x1esistemas diferentes\x1esistemas distintas\x1esistemas d'
    'istintos\x1esistemas separadas\x1esistemas separados\x1esistemi distinte\x1esistemi dist'
    'inti\x1esistemi diverse\x1esistemi diversi\x1esistemi separate\x1esistemi separati\x1eun'
    'terschiedliche clients\x1eunterschiedliche computer\x1eunterschiedliche datenbanken\x1eu'
    'nterschiedliche hosts\x1eunterschiedliche konten\x1eunterschiedliche maschinen\x1eunters'
    'chiedliche projekte\x1eunterschiedliche rechner\x1eunterschiedliche repos\x1eunterschied'
    'liche server\x1eunterschiedliche systeme\x1everschiedene clients\x1everschiedene compute'
    'r\x1everschiedene datenbanken\x1everschiedene hosts\x1everschiedene konten\x1everschiede'
    'ne maschinen\x1everschiedene projekte\x1everschiedene rechner\x1everschiedene repos\x1ev'
    'erschiedene server\x1everschiedene systeme\x1everschillende accounts\x1everschillende cl'
    'ients\x1everschillende computers\x1everschillende databases\x1everschillende hosts\x1eve'
    'rschillende machines\x1everschillende projecten\x1everschillende repos\x1everschillende '
    'servers\x1everschillende systemen',
    'mon my box\x1eon my cluster\x1eon my computer\x1eon my host\x1eon my laptop\x1eon my mac'
    'hine\x1eon my runner\x1eon my server\x1eon our box\x1eon our cluster\x1eon our computer'
    '\x1eon our host\x1eon our laptop\x1eon our machine\x1eon our runner\x1eon our server\x1e'
    'on the box\x1eon the cluster\x1eon the computer\x1eon the host\x1eon the laptop\x1eon th'
    'e machine\x1eon the runner\x1eon the server\x1eon this box\x1eon this cluster\x1eon this'
    ' computer\x1eon this host\x1eon this laptop\x1eon this machine\x1eon this runner\x1eon t' 'his server',
    "m does not have\x1e doesn't have\x1e has no\x1fmy box\x1emy computer\x1emy container\x1e"
    'my host\x1emy laptop\x1emy mac\x1emy pc\x1emy runner\x1emy server\x1emy vm\x1eour box'
    '\x1eour computer\x1eour container\x1eour host\x1eour laptop\x1eour mac\x1eour pc\x1eour '
    'runner\x1eour server\x1eour vm\x1ethe box\x1ethe computer\x1ethe container\x1ethe host'
    '\x1ethe laptop\x1ethe mac\x1ethe pc\x1ethe runner\x1ethe server\x1ethe vm\x1ethis box'
    '\x1ethis computer\x1ethis container\x1ethis host\x1ethis laptop\x1ethis mac\x1ethis pc'
    '\x1ethis runner\x1ethis server\x1ethis vm',
    "mce serveur n'a pas\x1ecette box ici n'a aucun\x1ecette box ici n'a pas\x1ecette box n'a"
    " aucun\x1ecette box n'a pas\x1ecette machine ici n'a aucun\x1ecette machine ici n'a pas"
    "\x1ecette machine n'a aucun\x1ecette machine n'a pas\x1ecette vm ici n'a aucun\x1ecette "
    "vm ici n'a pas\x1ecette vm n'a aucun\x1ecette vm n'a pas\x1ela box ici n'a aucun\x1ela b"
    "ox ici n'a pas\x1ela box n'a aucun\x1ela box n'a pas\x1ela machine ici n'a aucun\x1ela m"
    "achine ici n'a pas\x1ela machine n'a aucun\x1ela machine n'a pas\x1ela vm ici n'a aucun"
    "\x1ela vm ici n'a pas\x1ela vm n'a aucun\x1ela vm n'a pas\x1ele serveur n'a pas\x1ema bo"
    "x ici n'a aucun\x1ema box ici n'a pas\x1ema box n'a aucun\x1ema box n'a pas\x1ema machin"
    "e ici n'a aucun\x1ema machine ici n'a pas\x1ema machine n'a aucun\x1ema machine n'a pas"
    "\x1ema vm ici n'a aucun\x1ema vm ici n'a pas\x1ema vm n'a aucun\x1ema vm n'a pas\x1emon "
    "serveur n'a pas",
    'mel servidor no tiene\x1eesta computadora no tiene\x1eesta vm no tiene\x1eeste servidor '
    'no tiene\x1ela computadora no tiene\x1ela vm no tiene\x1emi computadora no tiene\x1emi s'
    'ervidor no tiene\x1emi vm no tiene',
    'mder computer hat kein\x1eder laptop hat kein\x1eder rechner hat kein\x1eder server hat '
    'kein\x1edieser computer hat kein\x1edieser laptop hat kein\x1edieser rechner hat kein'
    '\x1edieser server hat kein\x1emein computer hat kein\x1emein laptop hat kein\x1emein rec'
    'hner hat kein\x1emein server hat kein',
    'mde computer heeft geen\x1ede laptop heeft geen\x1ede machine heeft geen\x1ede server he'
    'eft geen\x1edeze computer heeft geen\x1edeze laptop heeft geen\x1edeze machine heeft gee'
    'n\x1edeze server heeft geen\x1emijn computer heeft geen\x1emijn laptop heeft geen\x1emij'
    'n machine heeft geen\x1emijn server heeft geen',
    'mil mio portatile non ha\x1eil mio server non ha\x1eil portatile non ha\x1eil server non'
    ' ha\x1ela macchina non ha\x1ela mia macchina non ha\x1equesta macchina non ha\x1equesto '
    'portatile non ha\x1equesto server non ha',
    'm here is \x1e on this box is \x1e on this laptop is \x1e on this machine is \x1e on thi'
    "s server is \x1ethere are no \x1ethere is no \x1ethere's no ",
    "m\x02i am on \x1e\x02i'm on \x1e\x02im on \x1e\x02we are on \x1e\x02we're on \x1e\x02you"
    " are on \x1e\x02you're on ",
    'm\x02the actual \x1e\x02the correct \x1e\x02the current \x1e\x02the live \x1e\x02the pro'
    'per \x1e\x02the real \x1e\x02the right \x1edas aktuelle\x1edas echte\x1edas korrekte\x1e'
    'das richtige\x1eder aktuelle\x1eder echte\x1eder korrekte\x1eder richtige\x1edie aktuell'
    'e\x1edie echte\x1edie korrekte\x1edie richtige',
    "m c'est \x1e es \x1e est \x1e is \x1e ist \x1e sind \x1e son \x1e sono \x1e sont \x1e zi"
    "jn \x1fdas \x1ede \x1eder \x1edie \x1eel \x1egli \x1ehet \x1eil \x1el'\x1ela \x1elas "
    '\x1ele \x1eles \x1elo \x1elos \x1enossa \x1enosso \x1enotre \x1enuestra \x1enuestro \x1e'
    'ons \x1eonze \x1esono\x1eunser \x1eunsere ', "m are no \x1e is no \x1e's no \x1fthere",
    'm\x02no \x1f here\x1e in this project\x1e in this repo\x1e on this box\x1e on this machi' 'ne',
    "mil n'y a pas de \x1eil n'y a plus de \x1f dans ce box\x1e dans ce container\x1e dans ce"
    ' conteneur\x1e dans ce image\x1e dans ce machine\x1e dans ce projet\x1e dans ce repo\x1e'
    ' dans ce serveur\x1e dans ce vm\x1e dans cette box\x1e dans cette container\x1e dans cet'
    'te conteneur\x1e dans cette image\x1e dans cette machine\x1e dans cette serveur\x1e dans'
    ' cette vm\x1e dans la box\x1e dans la container\x1e dans la conteneur\x1e dans la image'
    '\x1e dans la machine\x1e dans la serveur\x1e dans la vm\x1e dans le box\x1e dans le cont'
    'ainer\x1e dans le conteneur\x1e dans le image\x1e dans le machine\x1e dans le serveur'
    '\x1e dans le vm\x1e ici\x1e sur ce box\x1e sur ce container\x1e sur ce conteneur\x1e sur'
    ' ce image\x1e sur ce machine\x1e sur ce serveur\x1e sur ce vm\x1e sur cette box\x1e sur '
    'cette container\x1e sur cette conteneur\x1e sur cette image\x1e sur cette machine\x1e su'
    'r cette serveur\x1e sur cette vm\x1e sur la box\x1e sur la container\x1e sur la conteneu'
    'r\x1e sur la image\x1e sur la machine\x1e sur la serveur\x1e sur la vm\x1e sur le box'
    '\x1e sur le container\x1e sur le conteneur\x1e sur le image\x1e sur le machine\x1e sur l'
    'e serveur\x1e sur le vm',
    'mhier hebben we er geen \x1ehier hebben we geen \x1ehier is er geen \x1ehier is geen '
    '\x1ehier zijn er geen \x1ehier zijn geen ',
    'm en el container\x1e en el contenedor\x1e en el imagen\x1e en el servidor\x1e en el vm'
    '\x1e en esta container\x1e en esta contenedor\x1e en esta imagen\x1e en esta servidor'
    '\x1e en esta vm\x1e en este container\x1e en este contenedor\x1e en este imagen\x1e en e'
    'ste servidor\x1e en este vm\x1e en la container\x1e en la contenedor\x1e en la imagen'
    '\x1e en la servidor\x1e en la vm\x1een el container no hay \x1een el container no tenemo'
    's \x1een el contenedor no hay \x1een el contenedor no tenemos \x1een el imagen no hay '
    '\x1een el imagen no tenemos \x1een el servidor no hay \x1een el servidor no tenemos \x1e'
    'en el vm no hay \x1een el vm no tenemos \x1een esta container no hay \x1een esta contain'
    'er no tenemos \x1een esta contenedor no hay \x1een esta contenedor no tenemos \x1een est'
    'a imagen no hay \x1een esta imagen no tenemos \x1een esta servidor no hay \x1een esta se'
    'rvidor no tenemos \x1een esta vm no hay \x1een esta vm no tenemos \x1een este container '
    'no hay \x1een este container no tenemos \x1een este contenedor no hay \x1een este conten'
    'edor no tenemos \x1een este imagen no hay \x1een este imagen no tenemos \x1een este serv'
    'idor no hay \x1een este servidor no tenemos \x1een este vm no hay \x1een este vm no tene'
    'mos \x1een la container no hay \x1een la container no tenemos \x1een la contenedor no ha'
    'y \x1een la contenedor no tenemos \x1een la imagen no hay \x1een la imagen no tenemos '
    '\x1een la servidor no hay \x1een la servidor no tenemos \x1een la vm no hay \x1een la vm' ' no tenemos ',
    'mbox gibt es kein \x1ebox gibt es keine \x1ebox gibt es keinen \x1ecomputer gibt es kein'
    ' \x1ecomputer gibt es keine \x1ecomputer gibt es keinen \x1econtainer gibt es kein \x1ec'
    'ontainer gibt es keine \x1econtainer gibt es keinen \x1ees gibt kein \x1ees gibt keine '
    '\x1ees gibt keinen \x1ehost gibt es kein \x1ehost gibt es keine \x1ehost gibt es keinen '
    '\x1eimage gibt es kein \x1eimage gibt es keine \x1eimage gibt es keinen \x1elaptop gibt '
    'es kein \x1elaptop gibt es keine \x1elaptop gibt es keinen \x1emac gibt es kein \x1emac '
    'gibt es keine \x1emac gibt es keinen \x1emaschine gibt es kein \x1emaschine gibt es kein'
    'e \x1emaschine gibt es keinen \x1epc gibt es kein \x1epc gibt es keine \x1epc gibt es ke'
    'inen \x1erechner gibt es kein \x1erechner gibt es keine \x1erechner gibt es keinen \x1er'
    'unner gibt es kein \x1erunner gibt es keine \x1erunner gibt es keinen \x1eserver gibt es'
    ' kein \x1eserver gibt es keine \x1eserver gibt es keinen \x1evm gibt es kein \x1evm gibt'
    ' es keine \x1evm gibt es keinen ',
    'mer draait geen \x1eer is geen \x1eer staan geen \x1eer staat geen \x1eer zijn geen \x1f'
    ' in de \x1e in deze \x1e in dit \x1e in het \x1e in mijn \x1e in onze \x1e op de \x1e op'
    ' deze \x1e op dit \x1e op het \x1e op mijn \x1e op onze ',
    'm are \x1e is \x1fabandoned\x1earchived\x1edead\x1edeprecated\x1elegacy\x1eobsolete\x1eo'
    'ld backup\x1eold checkout\x1eold clone\x1eold copy\x1eold folder\x1eold fork\x1eold repo'
    '\x1eold snapshot\x1eold version\x1eoutdated backup\x1eoutdated checkout\x1eoutdated clon'
    'e\x1eoutdated copy\x1eoutdated folder\x1eoutdated fork\x1eoutdated repo\x1eoutdated snap'
    'shot\x1eoutdated version\x1estale backup\x1estale checkout\x1estale clone\x1estale copy'
    '\x1estale folder\x1estale fork\x1estale repo\x1estale snapshot\x1estale version\x1eunuse' 'd',
    'malte\x1eancienne\x1ecopia antigua\x1ecopia vieja\x1eobsolet\x1eoude\x1evecchia\x1evieil'
    'le\x1f - \x1e es \x1e est \x1e is \x1e ist \x1e sind ',
    'machter de vpn\x1ealleen met de vpn\x1ealleen met vpn\x1ealleen op de vpn\x1ealleen op v'
    'pn\x1ealleen over de vpn\x1ealleen over vpn\x1ealleen via de vpn\x1ealleen via vpn\x1ebe'
    'hind\x1ebraucht das vpn\x1ebraucht den vpn\x1ebraucht vpn\x1edietro la vpn\x1ehace falta'
    ' el vpn\x1ehace falta la vpn\x1ehace falta un vpn\x1ehace falta una vpn\x1ehace falta vp'
    'n\x1ehave to be on \x1ehinter dem vpn\x1ehinter unserem vpn\x1eil faut le vpn\x1eil faut'
    ' un vpn\x1enecesita el vpn\x1enecesita la vpn\x1enecesita un vpn\x1enecesita una vpn\x1e'
    'necesita vpn\x1enecesitas el vpn\x1enecesitas la vpn\x1enecesitas un vpn\x1enecesitas un'
    'a vpn\x1enecesitas vpn\x1eneed \x1eneeds \x1enur im das vpn\x1enur im dem vpn\x1enur im '
    'den vpn\x1enur im vpn\x1enur mit das vpn\x1enur mit dem vpn\x1enur mit den vpn\x1enur mi'
    't vpn\x1enur via das vpn\x1enur via dem vpn\x1enur via den vpn\x1enur via vpn\x1eonly '
    '\x1eprecisa da vpn\x1eprecisa de vpn\x1eprecisa do vpn\x1eprecisa vpn\x1eprecisas da vpn'
    '\x1eprecisas de vpn\x1eprecisas do vpn\x1eprecisas vpn\x1erequiere el vpn\x1erequiere la'
    ' vpn\x1erequiere un vpn\x1erequiere una vpn\x1erequiere vpn\x1erequire \x1erequires \x1e'
    'richiede il vpn\x1erichiede la vpn\x1erichiede vpn\x1eserve il vpn\x1eserve la vpn\x1ese'
    'rve vpn\x1eseulement par le vpn\x1eseulement par vpn\x1eseulement sur le vpn\x1eseulemen'
    't sur vpn\x1eseulement via le vpn\x1eseulement via vpn\x1esolo con el vpn\x1esolo con la'
    ' vpn\x1esolo con vpn\x1esolo desde el vpn\x1esolo desde la vpn\x1esolo desde vpn\x1esolo'
    ' por el vpn\x1esolo por la vpn\x1esolo por vpn\x1esolo tramite la vpn\x1esolo tramite vp'
    'n\x1esolo via la vpn\x1esolo via vpn\x1euniquement par le vpn\x1euniquement par vpn\x1eu'
    'niquement sur le vpn\x1euniquement sur vpn\x1euniquement via le vpn\x1euniquement via vp'
    'n\x1evpn erforderlich\x1evpn needed\x1evpn nodig\x1evpn notwendig\x1evpn only\x1evpn req' 'uired',
    "mare not even installed\x1eare not installed\x1earen't even installed\x1earen't installe"
    "d\x1eis not even installed\x1eis not installed\x1eisn't even installed\x1eisn't installe" 'd',
    'm are at \x1e are in \x1e are inside \x1e are on \x1e are under \x1e is at \x1e is in '
    '\x1e is inside \x1e is on \x1e is under ',
    'm are \x1e is \x1e live \x1e lives \x1e sit \x1e sits \x1fat \x1ein \x1einside \x1eon ' '\x1eunder ',
    "m\x02it is \x1e\x02it's \x1e\x02its \x1f here\x1e in this codebase\x1e in this project"
    '\x1e in this repo',
    'm are in \x1e are inside \x1e are kept in \x1e are kept inside \x1e are kept on \x1e are'
    ' kept under \x1e are located in \x1e are located inside \x1e are located on \x1e are loc'
    'ated under \x1e are on \x1e are stored in \x1e are stored inside \x1e are stored on \x1e'
    ' are stored under \x1e are under \x1e is in \x1e is inside \x1e is kept in \x1e is kept '
    'inside \x1e is kept on \x1e is kept under \x1e is located in \x1e is located inside \x1e'
    ' is located on \x1e is located under \x1e is on \x1e is stored in \x1e is stored inside '
    '\x1e is stored on \x1e is stored under \x1e is under \x1e live in \x1e live inside \x1e '
    'live on \x1e live under \x1e lives in \x1e lives inside \x1e lives on \x1e lives under '
    '\x1e sit in \x1e sit inside \x1e sit on \x1e sit under \x1e sits in \x1e sits inside '
    '\x1e sits on \x1e sits under \x1f dir\x1e drive\x1e folder\x1e partition\x1e share\x1e v'
    'olume\x1eappdata\x1eapplications\x1edesktop\x1edocuments\x1edownloads\x1ehome\x1elibrary',
    "m are \x1e is \x1f's ",
    'm listens at \x1e listens on \x1e runs at \x1e runs on \x1e serves at \x1e serves on ',
    "m\x02i am \x1e\x02i'm \x1e\x02im \x1e\x02this box is \x1e\x02this computer is \x1e\x02th"
    'is host is \x1e\x02this is \x1e\x02this laptop is \x1e\x02this machine is \x1e\x02this s'
    "erver is \x1e\x02we are \x1e\x02we're \x1e\x02you are \x1e\x02you're ",
    "m\x02i am using \x1e\x02i use \x1e\x02i'm using \x1e\x02im using ",
    'm\x02i authenticate using \x1e\x02i authenticate via \x1e\x02i authenticate with \x1e'
    '\x02i log in using \x1e\x02i log in via \x1e\x02i log in with \x1e\x02i login using \x1e'
    '\x02i login via \x1e\x02i login with \x1e\x02i sign in using \x1e\x02i sign in via \x1e'
    '\x02i sign in with \x1e\x02i signin using \x1e\x02i signin via \x1e\x02i signin with ',
    'm are a \x1e are an \x1e are my \x1e are our \x1e are the \x1e are this \x1e is a \x1e i'
    's an \x1e is my \x1e is our \x1e is the \x1e is this \x1fapp\x1ebox\x1ebranch\x1eclient'
    '\x1edatabase\x1edesktop\x1edevice\x1edirectory\x1efirewall\x1efolder\x1egateway\x1ehost'
    '\x1elaptop\x1emachine\x1enas\x1ephone\x1eproject\x1erepo\x1erouter\x1eserver\x1evm\x1ewo' 'rkstation',
    'm\x02my \x1e\x02our \x1e\x02the \x1f are \x1e is ',
    'm befinden sich \x1e befindet sich \x1e est \x1e fica \x1e ficam \x1e ist \x1e liegen '
    '\x1e liegt \x1e ligt \x1e se trouve \x1e se trouvent \x1e si trova \x1e sind \x1e sono '
    '\x1e sont \x1e sta \x1e staan \x1e staat \x1e stanno \x1e zit \x1e zitten \x1fdans \x1ee'
    'm \x1een \x1eim \x1ein \x1ena \x1enel \x1enella \x1eno \x1eonder \x1eop \x1esotto \x1eso'
    'us \x1eunter ', 'm befinden sich \x1e befindet sich \x1e est \x1e fica \x1e ficam \x1e ist \x1e liegen '
    '\x1e liegt \x1e ligt \x1e se trouve \x1e se trouvent \x1e si trova \x1e sind \x1e sono '
    '\x1e sont \x1e sta \x1e staan \x1e staat \x1e stanno \x1e zit \x1e zitten \x1fcarpeta'
    '\x1ecartella\x1edirectorio\x1edossier\x1emap\x1eordner\x1epasta\x1erepo\x1everzeichnis',
    'mcorre auf \x1ecorre en \x1ecorre na \x1ecorre no \x1ecorre op \x1ecorre sul \x1ecorre s'
    'ulla \x1ecorre sur \x1edraait auf \x1edraait en \x1edraait na \x1edraait no \x1edraait o'
    'p \x1edraait sul \x1edraait sulla \x1edraait sur \x1egira auf \x1egira en \x1egira na '
    '\x1egira no \x1egira op \x1egira sul \x1egira sulla \x1egira sur \x1elaufen auf \x1elauf'
    'en en \x1elaufen na \x1elaufen no \x1elaufen op \x1elaufen sul \x1elaufen sulla \x1elauf'
    'en sur \x1eroda auf \x1eroda en \x1eroda na \x1eroda no \x1eroda op \x1eroda sul \x1erod'
    'a sulla \x1eroda sur \x1etourne auf \x1etourne en \x1etourne na \x1etourne no \x1etourne'
    ' op \x1etourne sul \x1etourne sulla \x1etourne sur \x1fpoort \x1eport \x1eporta \x1epuer' 'to ',
    'mbacked up\x1ecleared\x1edeleted\x1edropped\x1epurged\x1erebuilds\x1erebuilt\x1erecreate'
    'd\x1eredeployed\x1erefreshed\x1ereset\x1erestarted\x1erestarts\x1erestored\x1erotated'
    '\x1etruncated\x1ewiped\x1ewipes',
    'mjede abend\x1ejede freitag\x1ejede monat\x1ejede montag\x1ejede morgen\x1ejede nacht'
    '\x1ejede samstag\x1ejede sonntag\x1ejede stunde\x1ejede tag\x1ejede woche\x1ejeden abend'
    '\x1ejeden freitag\x1ejeden monat\x1ejeden montag\x1ejeden morgen\x1ejeden nacht\x1ejeden'
    ' samstag\x1ejeden sonntag\x1ejeden stunde\x1ejeden tag\x1ejeden woche\x1ejeder abend\x1e'
    'jeder freitag\x1ejeder monat\x1ejeder montag\x1ejeder morgen\x1ejeder nacht\x1ejeder sam'
    'stag\x1ejeder sonntag\x1ejeder stunde\x1ejeder tag\x1ejeder woche\x1ejedes abend\x1ejede'
    's freitag\x1ejedes monat\x1ejedes montag\x1ejedes morgen\x1ejedes nacht\x1ejedes samstag'
    '\x1ejedes sonntag\x1ejedes stunde\x1ejedes tag\x1ejedes woche', 'mreconstruit',
    'mcada domingo\x1ecada hora\x1ecada lunes\x1ecada mes\x1ecada noche\x1ecada semana\x1ecad'
    'a viernes\x1etodas las domingo\x1etodas las hora\x1etodas las lunes\x1etodas las mes\x1e'
    'todas las noche\x1etodas las semana\x1etodas las viernes\x1etodos los domingo\x1etodos l'
    'os hora\x1etodos los lunes\x1etodos los mes\x1etodos los noche\x1etodos los semana\x1eto'
    'dos los viernes', 'mcada \x1etoda \x1etodas as \x1etodo \x1etodos os ',
    'melk avond\x1eelk dag\x1eelk maand\x1eelk nacht\x1eelk ochtend\x1eelk uur\x1eelk vrijdag'
    '\x1eelk week\x1eelk zaterdag\x1eelk zondag\x1eelke avond\x1eelke dag\x1eelke maand\x1eel'
    'ke nacht\x1eelke ochtend\x1eelke uur\x1eelke vrijdag\x1eelke week\x1eelke zaterdag\x1eel'
    'ke zondag\x1eiedere avond\x1eiedere dag\x1eiedere maand\x1eiedere nacht\x1eiedere ochten'
    'd\x1eiedere uur\x1eiedere vrijdag\x1eiedere week\x1eiedere zaterdag\x1eiedere zondag',
    'mazzerata\x1eazzerate\x1eazzerati\x1eazzerato\x1ecancellata\x1ecancellate\x1ecancellati'
    '\x1ecancellato\x1eresettata\x1eresettate\x1eresettati\x1eresettato\x1eriavviata\x1eriavv'
    'iate\x1eriavviati\x1eriavviato\x1ericreata\x1ericreate\x1ericreati\x1ericreato\x1eripuli'
    'ta\x1eripulite\x1eripuliti\x1eripulito\x1esi azzera\x1esi cancella\x1esi resetta\x1esi s'
    'vuota\x1esvuotata\x1esvuotate\x1esvuotati\x1esvuotato',
    'm\x02our \x1e\x02the \x1e\x02this \x1fbox is \x1ehost is \x1elaptop is \x1emachine is '
    '\x1erunner is \x1eserver is ', 'mneed \x1eneeds \x1erequire \x1erequires ',
    'mbrauchen \x1ebraucht \x1eerfordert ', 'ma besoin \x1eont besoin \x1erequiert ',
    'mnecesita \x1enecesitan \x1erequiere ', 'mexige \x1eprecisa \x1eprecisam \x1erequer ',
    'mhebben \x1eheeft \x1evereist ', 'mha bisogno \x1ehanno bisogno \x1erichiede \x1erichiedono ',
    'mdraait alleen met \x1edraait alleen onder \x1edraait alleen op \x1efunktioniert nur auf'
    ' \x1efunktioniert nur mit \x1efunktioniert nur unter \x1efunziona solo con \x1efunziona '
    'solo sotto \x1efunziona solo su \x1ene fonctionne que avec \x1ene fonctionne que sous '
    '\x1ene fonctionne que sur \x1ene marche que avec \x1ene marche que sous \x1ene marche qu'
    'e sur \x1ene tourne que avec \x1ene tourne que sous \x1ene tourne que sur \x1eonly runs '
    'in \x1eonly runs on \x1eonly runs under \x1eonly runs with \x1eonly works in \x1eonly wo'
    'rks on \x1eonly works under \x1eonly works with \x1esolo anda con \x1esolo anda en \x1es'
    'olo corre con \x1esolo corre en \x1esolo funciona con \x1esolo funciona en \x1ewerkt all'
    'een met \x1ewerkt alleen onder \x1ewerkt alleen op ',
    'm are in \x1e are kept in \x1e are stored in \x1e is in \x1e is kept in \x1e is stored i'
    'n \x1e live in \x1e live kept in \x1e live stored in \x1e lives in \x1e lives kept in '
    '\x1e lives stored in \x1fcredentials\x1ecreds\x1ekeys\x1epasswords\x1esecrets\x1etokens',
    'm\x02eu uso \x1e\x02ich benutze \x1e\x02ich nutze \x1e\x02ich verwende \x1e\x02ik gebrui'
    "k \x1e\x02io uso \x1e\x02j'utilise \x1e\x02uso \x1e\x02yo uso ",
    'm\x02a minha \x1e\x02il mio \x1e\x02la mia \x1e\x02ma \x1e\x02mein \x1e\x02meine \x1e'
    '\x02meu \x1e\x02mi \x1e\x02mijn \x1e\x02minha \x1e\x02mon \x1e\x02o meu \x1fbetriebssyst'
    'em \x1ebrowser \x1ecomputador \x1edistro \x1eeditor \x1eide \x1elaptop \x1enavegador '
    '\x1enavigateur \x1eordinateur \x1eos \x1erechner \x1eshell \x1eterminal ',
    'mestou no linux\x1eestou no mac\x1eestou no ubuntu\x1eestou no windows\x1eestoy en linux'
    '\x1eestoy en mac\x1eestoy en ubuntu\x1eestoy en un linux\x1eestoy en un mac\x1eestoy en '
    'un ubuntu\x1eestoy en un windows\x1eestoy en windows\x1eich bin auf einem linux\x1eich b'
    'in auf einem mac\x1eich bin auf einem ubuntu\x1eich bin auf einem windows\x1eich bin auf'
    ' linux\x1eich bin auf mac\x1eich bin auf ubuntu\x1eich bin auf windows\x1eik zit op een '
    'linux\x1eik zit op een mac\x1eik zit op een ubuntu\x1eik zit op een windows\x1eik zit op'
    ' linux\x1eik zit op mac\x1eik zit op ubuntu\x1eik zit op windows\x1eje suis sur linux'
    '\x1eje suis sur mac\x1eje suis sur ubuntu\x1eje suis sur un linux\x1eje suis sur un mac'
    '\x1eje suis sur un ubuntu\x1eje suis sur un windows\x1eje suis sur windows\x1esono su li'
    'nux\x1esono su mac\x1esono su ubuntu\x1esono su un linux\x1esono su un mac\x1esono su un'
    ' ubuntu\x1esono su un windows\x1esono su windows',
    'ma branch principal se chama\x1ede default branch heet\x1ede default branch is\x1ede def'
    'aultbranch heet\x1ede defaultbranch is\x1ede hoofd branch heet\x1ede hoofd branch is\x1e'
    'de hoofdbranch heet\x1ede hoofdbranch is\x1ede standaard branch heet\x1ede standaard bra'
    'nch is\x1ede standaardbranch heet\x1ede standaardbranch is\x1eder default-branch ist\x1e'
    'der defaultbranch ist\x1eder haupt-branch ist\x1eder hauptbranch ist\x1eder standard-bra'
    'nch ist\x1eder standardbranch ist\x1eil branch di default si chiama\x1eil branch predefi'
    "nito si chiama\x1eil branch principale si chiama\x1ela branche principale c'est\x1ela br"
    "anche principale est\x1ela branche principale s'appelle\x1ela rama por defecto es\x1ela "
    'rama por defecto se llama\x1ela rama principal es\x1ela rama principal se llama',
    'm\x02everything goes in \x1e\x02everything goes on \x1e\x02everything goes through \x1e'
    '\x02everything goes via \x1e\x02everything is deployed in \x1e\x02everything is deployed'
    ' on \x1e\x02everything is deployed through \x1e\x02everything is deployed via \x1e\x02ev'
    'erything lives in \x1e\x02everything lives on \x1e\x02everything lives through \x1e\x02e'
    'verything lives via \x1e\x02everything runs in \x1e\x02everything runs on \x1e\x02everyt'
    'hing runs through \x1e\x02everything runs via \x1edocker-compose\x1edockerfile\x1ejustfi'
    "le\x1emakefile\x1eprocfile\x1etaskfile\x1ewe are a \x1ewe are an \x1ewe're a \x1ewe're a" 'n ',
    'mfestgelegt \x1efijada \x1efijado \x1efissata \x1efissato \x1efixada \x1efixado \x1elock'
    'ed \x1epinned \x1evastgezet \x1fa \x1eal \x1eat \x1eauf \x1eem \x1een \x1eno \x1eon \x1e' 'op \x1eto ',
    'malojada \x1ealojadas \x1ealojado \x1ealojados \x1edeployata \x1edeployate \x1edeployati'
    ' \x1edeployato \x1edeployed \x1edeployt \x1edesplegada \x1edesplegadas \x1edesplegado '
    '\x1edesplegados \x1egehost \x1egehostet \x1ehospedada \x1ehospedadas \x1ehospedado \x1eh'
    'ospedados \x1ehosted \x1eospitata \x1eospitate \x1eospitati \x1eospitato \x1fat \x1eauf '
    '\x1ebei \x1ebij \x1eby \x1echez \x1eda \x1edoor \x1eem \x1een \x1efrom \x1ein \x1ena '
    '\x1eno \x1eon \x1eop \x1epar \x1epela \x1epelo \x1epor \x1esu \x1esul \x1esur \x1eto '
    '\x1evia \x1ewith ',
    'm deployt\x1e gehost\x1f is auf \x1e is bei \x1e is bij \x1e is in \x1e is op \x1e ist a'
    'uf \x1e ist bei \x1e ist bij \x1e ist in \x1e ist op \x1e sind auf \x1e sind bei \x1e si'
    'nd bij \x1e sind in \x1e sind op \x1e werden auf \x1e werden bei \x1e werden bij \x1e we'
    'rden in \x1e werden op \x1e wird auf \x1e wird bei \x1e wird bij \x1e wird in \x1e wird '
    'op \x1e worden auf \x1e worden bei \x1e worden bij \x1e worden in \x1e worden op \x1e wo'
    'rdt auf \x1e wordt bei \x1e wordt bij \x1e wordt in \x1e wordt op \x1e zijn auf \x1e zij'
    'n bei \x1e zijn bij \x1e zijn in \x1e zijn op ',
    'm est auf \x1e est em \x1e est en \x1e est op \x1e est su \x1e est sur \x1e est unter '
    '\x1e fica auf \x1e fica em \x1e fica en \x1e fica op \x1e fica su \x1e fica sur \x1e fic'
    'a unter \x1e is auf \x1e is em \x1e is en \x1e is op \x1e is su \x1e is sur \x1e is unte'
    'r \x1e ist auf \x1e ist em \x1e ist en \x1e ist op \x1e ist su \x1e ist sur \x1e ist unt'
    'er \x1e liegt auf \x1e liegt em \x1e liegt en \x1e liegt op \x1e liegt su \x1e liegt sur'
    ' \x1e liegt unter ',
    "m 's called \x1e 's named \x1e is called \x1e is named \x1fbucket\x1ecluster\x1edatabase"
    '\x1edb\x1edefault branch\x1edev branch\x1eenv\x1emain branch\x1enamespace\x1eorg\x1eprod'
    ' branch\x1eproduction branch\x1eproject\x1equeue\x1erelease branch\x1erepo\x1eschema\x1e'
    'service\x1estaging branch\x1etopic\x1evault\x1eworkspace',
    "m s'appelle\x1e se chama\x1e se llama\x1e si chiama\x1ebranch heissen\x1ebucket heet\x1e"
    'bucket heissen\x1ecluster heet\x1ecluster heissen\x1edatabase heet\x1edatenbank heissen'
    '\x1ehoofdbranch heet\x1enamespace heet\x1enamespace heissen\x1eomgeving heet\x1eproject '
    'heet\x1eprojekt heissen\x1erepo heet\x1erepo heissen\x1eschema heet\x1eschema heissen'
    '\x1eservice heet\x1eservice heissen\x1eumgebung heissen\x1evault heissen\x1eworkspace he' 'issen',
    'm are\x1e corre\x1e draait\x1e est\x1e fica\x1e gira\x1e is\x1e roda\x1e tourne',
    'm ascolta \x1e corre \x1e corren \x1e draaien \x1e draait \x1e escucha \x1e gira \x1e gi'
    'rano \x1e laufen \x1e lauscht \x1e luistert \x1e roda \x1e rodam \x1e tourne \x1e tourne' 'nt ',
    'm are at \x1e are on \x1e is at \x1e is on \x1e lives at \x1e lives on \x1e runs at \x1e' ' runs on ',
    'mbei uns\x1eunser \x1eunsere \x1eunseren \x1eunserer \x1ewir benutzen \x1ewir haben \x1e'
    'wir nutzen \x1ewir verwenden ',
    'mchez nous\x1ele projet est\x1ele projet tourne\x1ele projet utilise\x1enotre \x1enous n'
    "'utilisons\x1enous utilisons\x1eon n'utilise\x1eon utilise",
    'mno hay \x1enuestra \x1enuestras \x1enuestro \x1enuestros \x1eusamos',
    'ma gente usa\x1enossa \x1enossas \x1enosso \x1enossos \x1eusamos',
    'mbij ons\x1eons \x1eonze \x1ewe gebruiken\x1ewij gebruiken',
    'mda noi\x1ei nostra \x1ei nostre \x1ei nostri \x1ei nostro \x1eil nostra \x1eil nostre '
    "\x1eil nostri \x1eil nostro \x1eil progetto e' \x1ela nostra \x1ela nostre \x1ela nostri"
    ' \x1ela nostro \x1ele nostra \x1ele nostre \x1ele nostri \x1ele nostro \x1eusiamo',
    'n are \x1e get \x1e gets \x1e is \x1fbuilt \x1ebundled \x1ecached \x1echecked in \x1ecol'
    'lected \x1ecommitted \x1ecompiled \x1econfigured \x1ecopied \x1ecreated \x1edeclared '
    '\x1edefined \x1edeployed \x1edocumented \x1eemitted \x1egenerated \x1einstalled \x1ekept'
    ' \x1elinked \x1elisted \x1eloaded \x1emanaged \x1emounted \x1epersisted \x1eplaced \x1ep'
    'rovisioned \x1epublished \x1epulled \x1eput \x1eread \x1eregistered \x1erendered \x1esav'
    'ed \x1eserved \x1eset \x1esourced \x1especified \x1estored \x1esynced \x1etracked \x1eve'
    'ndored \x1eversioned \x1ewritten ',
    'n abgelegt\x1e definiert\x1e deklariert\x1e dokumentiert\x1e eingebunden\x1e eingerichte'
    't\x1e eingetragen\x1e erzeugt\x1e festgelegt\x1e gebaut\x1e gemountet\x1e generiert\x1e '
    'gepflegt\x1e geschrieben\x1e gesetzt\x1e gespeichert\x1e hinterlegt\x1e installiert\x1e '
    'konfiguriert\x1e verwaltet\x1eabgelegt \x1edefiniert \x1edeklariert \x1edokumentiert '
    '\x1eeingebunden \x1eeingerichtet \x1eeingetragen \x1eerzeugt \x1efestgelegt \x1egebaut '
    '\x1egemountet \x1egeneriert \x1egepflegt \x1egeschrieben \x1egesetzt \x1egespeichert '
    '\x1ehinterlegt \x1einstalliert \x1ekonfiguriert \x1everwaltet \x1f ist \x1e sind \x1e we'
    'rden \x1e wird ',
    'n est \x1e se configure \x1e se configurent \x1e se range \x1e se rangent \x1e se stocke'
    ' \x1e se stockent \x1e se trouve \x1e se trouvent \x1e sont \x1fdans \x1een \x1epar \x1e'
    'sous \x1esur \x1evers ',
    'nes almacenada\x1ees almacenado\x1ees configurada\x1ees configurado\x1ees creada\x1ees c'
    'reado\x1ees declarada\x1ees declarado\x1ees definida\x1ees definido\x1ees descrita\x1ees'
    ' descrito\x1ees documentada\x1ees documentado\x1ees escrita\x1ees escrito\x1ees generada'
    '\x1ees generado\x1ees gestionada\x1ees gestionado\x1ees guardada\x1ees guardado\x1ees in'
    'stalada\x1ees instalado\x1ees montada\x1ees montado\x1ees puesa\x1ees pueso\x1ees versio'
    'nada\x1ees versionado\x1ese almacena\x1ese configura\x1ese declara\x1ese define\x1ese do'
    'cumenta\x1ese encuentra\x1ese escribe\x1ese genera\x1ese guarda\x1ese monta\x1eson almac'
    'enada\x1eson almacenado\x1eson configurada\x1eson configurado\x1eson creada\x1eson cread'
    'o\x1eson declarada\x1eson declarado\x1eson definida\x1eson definido\x1eson descrita\x1es'
    'on descrito\x1eson documentada\x1eson documentado\x1eson escrita\x1eson escrito\x1eson g'
    'enerada\x1eson generado\x1eson gestionada\x1eson gestionado\x1eson guardada\x1eson guard'
    'ado\x1eson instalada\x1eson instalado\x1eson montada\x1eson montado\x1eson puesa\x1eson '
    'pueso\x1eson versionada\x1eson versionado\x1f bajo \x1e dentro de \x1e desde \x1e en ',
    'nfica armazenada\x1efica armazenado\x1efica colocada\x1efica colocado\x1efica configurad'
    'a\x1efica configurado\x1efica criada\x1efica criado\x1efica declarada\x1efica declarado'
    '\x1efica definida\x1efica definido\x1efica descrita\x1efica descrito\x1efica documentada'
    '\x1efica documentado\x1efica escrita\x1efica escrito\x1efica gerada\x1efica gerado\x1efi'
    'ca gerenciada\x1efica gerenciado\x1efica guardada\x1efica guardado\x1efica instalada\x1e'
    'fica instalado\x1efica montada\x1efica montado\x1efica salva\x1efica salvo\x1efica versi'
    'onada\x1efica versionado\x1eficam armazenada\x1eficam armazenado\x1eficam colocada\x1efi'
    'cam colocado\x1eficam configurada\x1eficam configurado\x1eficam criada\x1eficam criado'
    '\x1eficam declarada\x1eficam declarado\x1eficam definida\x1eficam definido\x1eficam desc'
    'rita\x1eficam descrito\x1eficam documentada\x1eficam documentado\x1eficam escrita\x1efic'
    'am escrito\x1eficam gerada\x1eficam gerado\x1eficam gerenciada\x1eficam gerenciado\x1efi'
    'cam guardada\x1eficam guardado\x1eficam instalada\x1eficam instalado\x1eficam montada'
    '\x1eficam montado\x1eficam salva\x1eficam salvo\x1eficam versionada\x1eficam versionado'
    '\x1ese configura\x1ese define\x1ese encontra\x1ese escreve\x1ese gera\x1ese guarda\x1f a'
    ' partir de \x1e dentro de \x1e em \x1e na \x1e nas \x1e no \x1e nos \x1e sob ',
    'n aangemaakt\x1e beheerd\x1e beschreven\x1e bewaard\x1e geconfigureerd\x1e gedeclareerd'
    '\x1e gedefinieerd\x1e gedocumenteerd\x1e gegenereerd\x1e gemount\x1e geplaatst\x1e gesch'
    'reven\x1e gezet\x1e opgeslagen\x1e vastgelegd\x1eaangemaakt \x1ebeheerd \x1ebeschreven '
    '\x1ebewaard \x1egeconfigureerd \x1egedeclareerd \x1egedefinieerd \x1egedocumenteerd \x1e'
    'gegenereerd \x1egemount \x1egeplaatst \x1egeschreven \x1egezet \x1eopgeslagen \x1evastge'
    'legd \x1f is \x1e staan \x1e staat \x1e worden \x1e wordt \x1e zijn ',
    'nconfigurata\x1econfigurate\x1econfigurati\x1econfigurato\x1econservata\x1econservate'
    '\x1econservati\x1econservato\x1ecreata\x1ecreate\x1ecreati\x1ecreato\x1edefinita\x1edefi'
    'nite\x1edefiniti\x1edefinito\x1edichiarata\x1edichiarate\x1edichiarati\x1edichiarato\x1e'
    'documentata\x1edocumentate\x1edocumentati\x1edocumentato\x1egenerata\x1egenerate\x1egene'
    'rati\x1egenerato\x1egestita\x1egestite\x1egestiti\x1egestito\x1einstallata\x1einstallate'
    '\x1einstallati\x1einstallato\x1ememorizzata\x1ememorizzate\x1ememorizzati\x1ememorizzato'
    '\x1emessa\x1emesse\x1emessi\x1emesso\x1emontata\x1emontate\x1emontati\x1emontato\x1esalv'
    'ata\x1esalvate\x1esalvati\x1esalvato\x1escritta\x1escritte\x1escritti\x1escritto\x1esi t'
    'rova\x1eversionata\x1eversionate\x1eversionati\x1eversionato\x1f da \x1e dentro \x1e in '
    '\x1e nei \x1e nel \x1e nella \x1e nelle \x1e sotto \x1e su ',
    'n behind \x1falb\x1eapache\x1ebastion\x1ecaddy\x1ecdn\x1ecloudflare\x1ecloudfront\x1eelb'
    '\x1eenvoy\x1efirewall\x1egateway\x1eingress\x1eistio\x1ekong\x1eload balancer\x1eload-ba'
    'lancer\x1eloadbalancer\x1enginx\x1eproxy\x1etailscale\x1etraefik\x1evarnish\x1evpn\x1ewi' 'reguard',
    'nist hinter \x1elaufen hinter \x1eliegen hinter \x1eliegt hinter \x1esind hinter \x1esit'
    'zen hinter \x1esitzt hinter \x1estehen hinter \x1esteht hinter \x1falb\x1eapache\x1ebast'
    'ion\x1ecaddy\x1ecdn\x1ecloudflare\x1ecloudfront\x1eelb\x1eenvoy\x1efirewall\x1egateway'
    '\x1eingress\x1eistio\x1ekong\x1eload balancer\x1eload-balancer\x1eloadbalancer\x1enginx'
    '\x1eproxy\x1etailscale\x1etraefik\x1evarnish\x1evpn\x1ewireguard',
    'ndraaien achter \x1edraait achter \x1ehangen achter \x1ehangt achter \x1eis achter \x1el'
    'iggen achter \x1eligt achter \x1estaan achter \x1estaat achter \x1ezijn achter \x1ezit a'
    'chter \x1ezitten achter \x1falb\x1eapache\x1ebastion\x1ecaddy\x1ecdn\x1ecloudflare\x1ecl'
    'oudfront\x1eelb\x1eenvoy\x1efirewall\x1egateway\x1eingress\x1eistio\x1ekong\x1eload bala'
    'ncer\x1eload-balancer\x1eloadbalancer\x1enginx\x1eproxy\x1etailscale\x1etraefik\x1evarni'
    'sh\x1evpn\x1ewireguard',
    'ngira dietro \x1egirano dietro \x1esi trova dietro \x1esi trovano dietro \x1esono dietro'
    ' \x1esta dietro \x1estanno dietro \x1falb\x1eapache\x1ebastion\x1ecaddy\x1ecdn\x1ecloudf'
    'lare\x1ecloudfront\x1eelb\x1eenvoy\x1efirewall\x1egateway\x1eingress\x1eistio\x1ekong'
    '\x1eload balancer\x1eload-balancer\x1eloadbalancer\x1enginx\x1eproxy\x1etailscale\x1etra'
    'efik\x1evarnish\x1evpn\x1ewireguard',
    'n through \x1e via \x1f are proxied\x1e are routed\x1e call\x1e connect\x1e go\x1e is pr'
    'oxied\x1e is routed\x1e pass\x1e reach\x1e talk',
    'n communique par \x1e communiquent par \x1e passe par \x1e passent par \x1e transite par'
    ' \x1e transitent par \x1falb\x1eapache\x1ebastion\x1ecaddy\x1ecdn\x1ecloudflare\x1ecloud'
    'front\x1eelb\x1eenvoy\x1efirewall\x1egateway\x1eingress\x1eistio\x1ekong\x1eload balance'
    'r\x1eload-balancer\x1eloadbalancer\x1enginx\x1eproxy\x1etailscale\x1etraefik\x1evarnish'
    '\x1evpn\x1ewireguard',
    'n pasa por \x1e pasan por \x1e se conecta por \x1e se conectan por \x1e va por \x1e van '
    'por \x1falb\x1eapache\x1ebastion\x1ecaddy\x1ecdn\x1ecloudflare\x1ecloudfront\x1eelb\x1ee'
    'nvoy\x1efirewall\x1egateway\x1eingress\x1eistio\x1ekong\x1eload balancer\x1eload-balance'
    'r\x1eloadbalancer\x1enginx\x1eproxy\x1etailscale\x1etraefik\x1evarnish\x1evpn\x1ewiregua' 'rd',
    'n passa pela \x1e passa pelo \x1e passa por \x1e passam pela \x1e passam pelo \x1e passa'
    'm por \x1e vai pela \x1e vai pelo \x1e vai por \x1falb\x1eapache\x1ebastion\x1ecaddy\x1e'
    'cdn\x1ecloudflare\x1ecloudfront\x1eelb\x1eenvoy\x1efirewall\x1egateway\x1eingress\x1eist'
    'io\x1ekong\x1eload balancer\x1eload-balancer\x1eloadbalancer\x1enginx\x1eproxy\x1etailsc'
    'ale\x1etraefik\x1evarnish\x1evpn\x1ewireguard',
    'n gaan langs \x1e gaan via \x1e gaat langs \x1e gaat via \x1e loopt langs \x1e loopt via'
    ' \x1e lopen langs \x1e lopen via \x1e praat langs \x1e praat via \x1e praten langs \x1e '
    'praten via \x1falb\x1eapache\x1ebastion\x1ecaddy\x1ecdn\x1ecloudflare\x1ecloudfront\x1ee'
    'lb\x1eenvoy\x1efirewall\x1egateway\x1eingress\x1eistio\x1ekong\x1eload balancer\x1eload-'
    'balancer\x1eloadbalancer\x1enginx\x1eproxy\x1etailscale\x1etraefik\x1evarnish\x1evpn\x1e' 'wireguard',
    'n passa attraverso \x1e passa per \x1e passa tramite \x1e passano attraverso \x1e passan'
    'o per \x1e passano tramite \x1e va attraverso \x1e va per \x1e va tramite \x1e vanno att'
    'raverso \x1e vanno per \x1e vanno tramite \x1falb\x1eapache\x1ebastion\x1ecaddy\x1ecdn'
    '\x1ecloudflare\x1ecloudfront\x1eelb\x1eenvoy\x1efirewall\x1egateway\x1eingress\x1eistio'
    '\x1ekong\x1eload balancer\x1eload-balancer\x1eloadbalancer\x1enginx\x1eproxy\x1etailscal'
    'e\x1etraefik\x1evarnish\x1evpn\x1ewireguard',
    'n are built on \x1e are on \x1e are running \x1e are still on \x1e is built on \x1e is o'
    'n \x1e is running \x1e is still on \x1e runs \x1e uses ',
    'n\x02estamos\x1e\x02nous sommes\x1e\x02on est\x1e\x02siamo\x1e\x02we draaien\x1e\x02we z'
    'itten\x1e\x02wij zitten\x1e\x02wir sind\x1fauf \x1eem \x1een \x1ena \x1eno \x1eop \x1esu'
    ' \x1esul \x1esulla \x1esur ',
    'n are behind the same \x1e are in the same \x1e are on the same \x1e live behind the sam'
    'e \x1e live in the same \x1e live on the same \x1e run behind the same \x1e run in the s'
    'ame \x1e run on the same \x1e share \x1e sit behind the same \x1e sit in the same \x1e s'
    'it on the same \x1e use the same ',
    'n laufen am gleichen \x1e laufen am selben \x1e laufen auf dem gleichen \x1e laufen auf '
    'dem selben \x1e laufen im gleichen \x1e laufen im selben \x1e laufen in dem gleichen '
    '\x1e laufen in dem selben \x1e liegen am gleichen \x1e liegen am selben \x1e liegen auf '
    'dem gleichen \x1e liegen auf dem selben \x1e liegen im gleichen \x1e liegen im selben '
    '\x1e liegen in dem gleichen \x1e liegen in dem selben \x1e nutzen das gleiche \x1e nutze'
    'n das gleichen \x1e nutzen das selbe \x1e nutzen das selben \x1e nutzen den gleiche \x1e'
    ' nutzen den gleichen \x1e nutzen den selbe \x1e nutzen den selben \x1e nutzen die gleich'
    'e \x1e nutzen die gleichen \x1e nutzen die selbe \x1e nutzen die selben \x1e sind am gle'
    'ichen \x1e sind am selben \x1e sind auf dem gleichen \x1e sind auf dem selben \x1e sind '
    'im gleichen \x1e sind im selben \x1e sind in dem gleichen \x1e sind in dem selben \x1e t' 'eilen sich ',
    'n comparten el mismo \x1e comparten la misma \x1e comparten las mismas \x1e comparten lo'
    's mismos \x1e usan el mismo \x1e usan la misma \x1e usan las mismas \x1e usan los mismos' ' ',
    'n compartilham a mesma \x1e compartilham as mesmas \x1e compartilham o mesmo \x1e compar'
    'tilham os mesmos \x1e partilham a mesma \x1e partilham as mesmas \x1e partilham o mesmo '
    '\x1e partilham os mesmos \x1e usam a mesma \x1e usam as mesmas \x1e usam o mesmo \x1e us'
    'am os mesmos ',
    'n delen dezelfde \x1e delen hetzelfde \x1e gebruiken dezelfde \x1e gebruiken hetzelfde ',
    'n condividono gli stessi \x1e condividono il stesso \x1e condividono la stessa \x1e cond'
    'ividono le stesse \x1e condividono lo stesso \x1e usano gli stessi \x1e usano il stesso '
    '\x1e usano la stessa \x1e usano le stesse \x1e usano lo stesso ',
    'n are aliased at \x1e are aliased to \x1e are mapped at \x1e are mapped to \x1e are prox'
    'ied at \x1e are proxied to \x1e are routed at \x1e are routed to \x1e are symlinked at '
    '\x1e are symlinked to \x1e forwards at \x1e forwards to \x1e is aliased at \x1e is alias'
    'ed to \x1e is mapped at \x1e is mapped to \x1e is proxied at \x1e is proxied to \x1e is '
    'routed at \x1e is routed to \x1e is symlinked at \x1e is symlinked to \x1e maps at \x1e '
    'maps to \x1e points at \x1e points to \x1e proxies at \x1e proxies to \x1e redirects at '
    '\x1e redirects to \x1e resolves at \x1e resolves to \x1e routes at \x1e routes to \x1e s'
    'ymlinks at \x1e symlinks to ',
    'n leiten an \x1e leiten auf \x1e leiten nach \x1e leiten weiter an \x1e leiten weiter au'
    'f \x1e leiten weiter nach \x1e leitet an \x1e leitet auf \x1e leitet nach \x1e leitet we'
    'iter an \x1e leitet weiter auf \x1e leitet weiter nach \x1e verweisen an \x1e verweisen '
    'auf \x1e verweisen nach \x1e verweisen weiter an \x1e verweisen weiter auf \x1e verweise'
    'n weiter nach \x1e verweist an \x1e verweist auf \x1e verweist nach \x1e verweist weiter'
    ' an \x1e verweist weiter auf \x1e verweist weiter nach \x1e zeigen an \x1e zeigen auf '
    '\x1e zeigen nach \x1e zeigen weiter an \x1e zeigen weiter auf \x1e zeigen weiter nach '
    '\x1e zeigt an \x1e zeigt auf \x1e zeigt nach \x1e zeigt weiter an \x1e zeigt weiter auf '
    '\x1e zeigt weiter nach ',
    'n pointe sur \x1e pointe vers \x1e pointent sur \x1e pointent vers \x1e redirige sur '
    '\x1e redirige vers \x1e redirigent sur \x1e redirigent vers \x1e renvoie sur \x1e renvoi'
    'e vers \x1e renvoient sur \x1e renvoient vers ',
    'n apunta a \x1e apunta al \x1e apunta hacia \x1e apuntan a \x1e apuntan al \x1e apuntan '
    'hacia \x1e redirige a \x1e redirige al \x1e redirige hacia \x1e redirigen a \x1e redirig'
    'en al \x1e redirigen hacia ',
    'n aponta para \x1e aponta pra \x1e aponta pro \x1e apontam para \x1e apontam pra \x1e ap'
    'ontam pro \x1e redireciona para \x1e redireciona pra \x1e redireciona pro \x1e redirecio'
    'nam para \x1e redirecionam pra \x1e redirecionam pro ',
    'n verwijst naar \x1e verwijzen naar \x1e wijst naar \x1e wijzen naar ',
    'n punta a \x1e punta al \x1e punta alla \x1e punta allo \x1e punta su \x1e punta verso '
    '\x1e puntano a \x1e puntano al \x1e puntano alla \x1e puntano allo \x1e puntano su \x1e '
    'puntano verso \x1e reindirizza a \x1e reindirizza al \x1e reindirizza alla \x1e reindiri'
    'zza allo \x1e reindirizza su \x1e reindirizza verso \x1e reindirizzano a \x1e reindirizz'
    'ano al \x1e reindirizzano alla \x1e reindirizzano allo \x1e reindirizzano su \x1e reindi'
    'rizzano verso ',
    'n are \x1e get \x1e gets \x1e is \x1fauthenticated \x1ebacked \x1ebuilt \x1ebundled \x1e'
    'cached \x1ecompiled \x1edelivered \x1ederived \x1edriven \x1eexported \x1eformatted \x1e'
    'forwarded \x1egenerated \x1ehandled \x1ehosted \x1eimported \x1eindexed \x1elinted \x1el'
    'oad-balanced \x1emaintained \x1emanaged \x1emigrated \x1emirrored \x1emonitored \x1eorch'
    'estrated \x1eowned \x1epackaged \x1epowered \x1eprocessed \x1eprovisioned \x1eproxied '
    '\x1epublished \x1epushed \x1equeued \x1erelayed \x1ereleased \x1erendered \x1ereplicated'
    ' \x1eresized \x1erotated \x1erouted \x1erun \x1escaled \x1escheduled \x1eseeded \x1esent'
    ' \x1eserved \x1esigned \x1esynced \x1eterminated \x1etested \x1etracked \x1etranscoded '
    '\x1etriggered \x1evalidated ',
    'n est compil\x1e est construit\x1e est envoy\x1e est expos\x1e est fourni\x1e est mainte'
    'nu\x1e est orchestr\x1e est packag\x1e est planifi\x1e est propuls\x1e est rout\x1e est '
    'scal\x1e est servi\x1e est sign\x1e est surveill\x1e est test\x1e sont compil\x1e sont c'
    'onstruit\x1e sont envoy\x1e sont expos\x1e sont fourni\x1e sont maintenu\x1e sont orches'
    'tr\x1e sont packag\x1e sont planifi\x1e sont propuls\x1e sont rout\x1e sont scal\x1e son'
    't servi\x1e sont sign\x1e sont surveill\x1e sont test\x1f avec \x1e chez \x1e en \x1e pa'
    'r \x1e sur \x1e via ',
    'n es administrad\x1e es alojad\x1e es compilad\x1e es construid\x1e es desplegad\x1e es '
    'empaquetad\x1e es enrutad\x1e es enviad\x1e es escalad\x1e es escrit\x1e es expuest\x1e '
    'es firmad\x1e es generad\x1e es gestionad\x1e es manejad\x1e es mantenid\x1e es monitori'
    'zad\x1e es orquestad\x1e es probad\x1e es programad\x1e es servid\x1e son administrad'
    '\x1e son alojad\x1e son compilad\x1e son construid\x1e son desplegad\x1e son empaquetad'
    '\x1e son enrutad\x1e son enviad\x1e son escalad\x1e son escrit\x1e son expuest\x1e son f'
    'irmad\x1e son generad\x1e son gestionad\x1e son manejad\x1e son mantenid\x1e son monitor'
    'izad\x1e son orquestad\x1e son probad\x1e son programad\x1e son servid\x1fa con \x1ea en'
    ' \x1ea mediante \x1ea por \x1ea sobre \x1ea via \x1eas con \x1eas en \x1eas mediante '
    '\x1eas por \x1eas sobre \x1eas via \x1eo con \x1eo en \x1eo mediante \x1eo por \x1eo sob'
    're \x1eo via \x1eos con \x1eos en \x1eos mediante \x1eos por \x1eos sobre \x1eos via ',
    'n sono amministrat\x1e sono compilat\x1e sono costruit\x1e sono deployat\x1e sono espost'
    '\x1e sono firmat\x1e sono generat\x1e sono gestit\x1e sono instradat\x1e sono inviat\x1e'
    ' sono mantenut\x1e sono monitorat\x1e sono orchestrat\x1e sono ospitat\x1e sono pacchett'
    'izzat\x1e sono pianificat\x1e sono scalat\x1e sono scritt\x1e sono servit\x1e sono testa'
    't\x1e vengono amministrat\x1e vengono compilat\x1e vengono costruit\x1e vengono deployat'
    '\x1e vengono espost\x1e vengono firmat\x1e vengono generat\x1e vengono gestit\x1e vengon'
    'o instradat\x1e vengono inviat\x1e vengono mantenut\x1e vengono monitorat\x1e vengono or'
    'chestrat\x1e vengono ospitat\x1e vengono pacchettizzat\x1e vengono pianificat\x1e vengon'
    'o scalat\x1e vengono scritt\x1e vengono servit\x1e vengono testat\x1e viene amministrat'
    '\x1e viene compilat\x1e viene costruit\x1e viene deployat\x1e viene espost\x1e viene fir'
    'mat\x1e viene generat\x1e viene gestit\x1e viene instradat\x1e viene inviat\x1e viene ma'
    'ntenut\x1e viene monitorat\x1e viene orchestrat\x1e viene ospitat\x1e viene pacchettizza'
    't\x1e viene pianificat\x1e viene scalat\x1e viene scritt\x1e viene servit\x1e viene test'
    'at\x1fa con \x1ea da \x1ea dal \x1ea dalla \x1ea dietro \x1ea in \x1ea su \x1ea sul \x1e'
    'a tramite \x1ea via \x1ee con \x1ee da \x1ee dal \x1ee dalla \x1ee dietro \x1ee in \x1ee'
    ' su \x1ee sul \x1ee tramite \x1ee via \x1ei con \x1ei da \x1ei dal \x1ei dalla \x1ei die'
    'tro \x1ei in \x1ei su \x1ei sul \x1ei tramite \x1ei via \x1eo con \x1eo da \x1eo dal '
    '\x1eo dalla \x1eo dietro \x1eo in \x1eo su \x1eo sul \x1eo tramite \x1eo via ',
    'nangelegt\x1eaufgesetzt\x1eausgeliefert\x1ebereitgestellt\x1ebetrieben\x1edeployt\x1eers'
    'tellt\x1eerzeugt\x1egebaut\x1egehostet\x1egeneriert\x1egepackt\x1egeplant\x1egeroutet'
    '\x1egeschrieben\x1egetestet\x1egewartet\x1ekompiliert\x1eorchestriert\x1eprovisioniert'
    '\x1esigniert\x1eskaliert\x1everschickt\x1everwaltet\x1f ist \x1e sind \x1e werden \x1e w' 'ird ',
    'nbeheerd\x1egebouwd\x1egecompileerd\x1egedeployd\x1egedeployed\x1egedraaid\x1egegenereer'
    'd\x1egehost\x1egemonitord\x1egeorkestreerd\x1egepland\x1egerouteerd\x1egeschaald\x1egesc'
    'hreven\x1egeserveerd\x1egesigneerd\x1egetest\x1eonderhouden\x1euitgerold\x1everpakt\x1ev'
    'erstuurd\x1f is \x1e worden \x1e wordt \x1e zijn ',
    'n are archived \x1e are backed up \x1e are copied \x1e are exported \x1e are forwarded '
    '\x1e are mirrored \x1e are published \x1e are pushed \x1e are released \x1e are replicat'
    'ed \x1e are sent \x1e are shipped \x1e are streamed \x1e are synced \x1e are uploaded '
    '\x1e end up \x1e ends up \x1e get archived \x1e get backed up \x1e get copied \x1e get e'
    'xported \x1e get forwarded \x1e get mirrored \x1e get published \x1e get pushed \x1e get'
    ' released \x1e get replicated \x1e get sent \x1e get shipped \x1e get streamed \x1e get '
    'synced \x1e get uploaded \x1e gets archived \x1e gets backed up \x1e gets copied \x1e ge'
    'ts exported \x1e gets forwarded \x1e gets mirrored \x1e gets published \x1e gets pushed '
    '\x1e gets released \x1e gets replicated \x1e gets sent \x1e gets shipped \x1e gets strea'
    'med \x1e gets synced \x1e gets uploaded \x1e is archived \x1e is backed up \x1e is copie'
    'd \x1e is exported \x1e is forwarded \x1e is mirrored \x1e is published \x1e is pushed '
    '\x1e is released \x1e is replicated \x1e is sent \x1e is shipped \x1e is streamed \x1e i'
    's synced \x1e is uploaded \x1e land \x1e lands \x1fin \x1eon \x1eto \x1eunder ',
    'ngehen auf \x1egehen in \x1egehen nach \x1egehen zu \x1egeht auf \x1egeht in \x1egeht na'
    'ch \x1egeht zu \x1elanden auf \x1elanden in \x1elanden nach \x1elanden zu \x1elandet auf'
    ' \x1elandet in \x1elandet nach \x1elandet zu \x1ewerden auf \x1ewerden in \x1ewerden nac'
    'h \x1ewerden zu \x1ewird auf \x1ewird in \x1ewird nach \x1ewird zu ',
    'n part dans \x1e part en \x1e part sur \x1e part vers \x1e partent dans \x1e partent en '
    '\x1e partent sur \x1e partent vers \x1e va dans \x1e va en \x1e va sur \x1e va vers \x1e'
    ' vont dans \x1e vont en \x1e vont sur \x1e vont vers ',
    'n a \x1e al \x1e en \x1e hacia \x1e para \x1fes copiada\x1ees copiado\x1ees enviada\x1ee'
    's enviado\x1ees exportada\x1ees exportado\x1ees publicada\x1ees publicado\x1ees replicad'
    'a\x1ees replicado\x1ees sincronizada\x1ees sincronizado\x1ees subida\x1ees subido\x1ese '
    'copia\x1ese exporta\x1ese publica\x1ese replica\x1ese sincroniza\x1ese sube\x1eson copia'
    'da\x1eson copiado\x1eson enviada\x1eson enviado\x1eson exportada\x1eson exportado\x1eson'
    ' publicada\x1eson publicado\x1eson replicada\x1eson replicado\x1eson sincronizada\x1eson'
    ' sincronizado\x1eson subida\x1eson subido\x1eva',
    'n vai ao \x1e vai na \x1e vai no \x1e vai para \x1e vai pra \x1e vai pro ',
    'ngaan naar \x1egaat naar \x1eworden in \x1eworden naar \x1eworden op \x1ewordt in \x1ewo'
    'rdt naar \x1ewordt op ',
    'n a \x1e in \x1e nel \x1e nella \x1e su \x1e sul \x1e sulla \x1ffinisce\x1efiniscono\x1e'
    'sono caricat\x1esono copiat\x1esono esportat\x1esono inviat\x1esono mandat\x1esono pubbl'
    'icat\x1esono pushat\x1esono replicat\x1esono sincronizzat\x1eva\x1evengono caricat\x1eve'
    'ngono copiat\x1evengono esportat\x1evengono inviat\x1evengono mandat\x1evengono pubblica'
    't\x1evengono pushat\x1evengono replicat\x1evengono sincronizzat\x1eviene caricat\x1evien'
    'e copiat\x1eviene esportat\x1eviene inviat\x1eviene mandat\x1eviene pubblicat\x1eviene p'
    'ushat\x1eviene replicat\x1eviene sincronizzat',
    'n are fetched \x1e are injected \x1e are loaded \x1e are mounted \x1e are pulled \x1e ar'
    'e read \x1e are sourced \x1e are synced \x1e come \x1e comes \x1e get fetched \x1e get i'
    'njected \x1e get loaded \x1e get mounted \x1e get pulled \x1e get read \x1e get sourced '
    '\x1e get synced \x1e gets fetched \x1e gets injected \x1e gets loaded \x1e gets mounted '
    '\x1e gets pulled \x1e gets read \x1e gets sourced \x1e gets synced \x1e is fetched \x1e '
    'is injected \x1e is loaded \x1e is mounted \x1e is pulled \x1e is read \x1e is sourced '
    '\x1e is synced \x1ffrom ',
    'n kommen aus \x1e kommen von \x1e kommt aus \x1e kommt von \x1e stammen aus \x1e stammen'
    ' von \x1e stammt aus \x1e stammt von ',
    "n proviennent d'\x1e proviennent de\x1e proviennent du\x1e provient d'\x1e provient de"
    "\x1e provient du\x1e viennent d'\x1e viennent de\x1e viennent du\x1e vient d'\x1e vient "
    'de\x1e vient du',
    'n proviene de \x1e proviene del \x1e provienen de \x1e provienen del \x1e viene de \x1e '
    'viene del \x1e vienen de \x1e vienen del ',
    'n vem da \x1e vem das \x1e vem de \x1e vem do \x1e vem dos ',
    'n komen uit \x1e komen van \x1e komt uit \x1e komt van ',
    'n arriva da \x1e arriva dagli \x1e arriva dai \x1e arriva dal \x1e arriva dalla \x1e arr'
    'ivano da \x1e arrivano dagli \x1e arrivano dai \x1e arrivano dal \x1e arrivano dalla '
    '\x1e provengono da \x1e provengono dagli \x1e provengono dai \x1e provengono dal \x1e pr'
    'ovengono dalla \x1e proviene da \x1e proviene dagli \x1e proviene dai \x1e proviene dal '
    '\x1e proviene dalla \x1e vengono da \x1e vengono dagli \x1e vengono dai \x1e vengono dal'
    ' \x1e vengono dalla \x1e viene da \x1e viene dagli \x1e viene dai \x1e viene dal \x1e vi' 'ene dalla ',
    'n are bound at \x1e are bound on \x1e are bound to \x1e are exposed at \x1e are exposed '
    'on \x1e are exposed to \x1e bind at \x1e bind on \x1e bind to \x1e binds at \x1e binds o'
    'n \x1e binds to \x1e is bound at \x1e is bound on \x1e is bound to \x1e is exposed at '
    '\x1e is exposed on \x1e is exposed to \x1e listen at \x1e listen on \x1e listen to \x1e '
    'listens at \x1e listens on \x1e listens to ',
    'n ascolta\x1e escucha\x1e escuta\x1e lauschen\x1e lauscht\x1e luisteren\x1e luistert',
    'oare \x1ego through \x1egoes through \x1eis \x1elives on \x1erun on \x1eruns on \x1esits'
    ' behind \x1euse \x1euses ', 'o over \x1e through \x1e via ',
    'o attraverso \x1e mediante \x1e par \x1e pela \x1e pelo \x1e por \x1e tramite \x1e via '
    '\x1f\x02a \x1e\x02as \x1e\x02das \x1e\x02de \x1e\x02der \x1e\x02die \x1e\x02el \x1e\x02g'
    "li \x1e\x02het \x1e\x02il \x1e\x02l'\x1e\x02la \x1e\x02las \x1e\x02le \x1e\x02les \x1e"
    '\x02los \x1e\x02nos \x1e\x02nossas \x1e\x02nossos \x1e\x02notre \x1e\x02nuestra \x1e\x02'
    'nuestras \x1e\x02nuestro \x1e\x02nuestros \x1e\x02o \x1e\x02os \x1e\x02unser \x1e\x02uns' 'ere ',
    'o basiert auf \x1e ist \x1e laufen auf \x1e laufen mit \x1e nutzt \x1e sind \x1e verwend' 'et ',
    'o benutzen wir \x1e haben wir \x1e nutzen wir \x1e verwenden wir \x1f\x02als ',
    'oist \x1elaufen auf \x1elaufen mit \x1esind \x1falerting \x1eauth \x1eauthentifizierung '
    '\x1ebackend \x1ebroker \x1ebucket \x1ebundler \x1ecache \x1ecd \x1ecdn \x1echat \x1eci '
    '\x1ecron \x1edatenbank \x1edb \x1edns \x1eformatter \x1eframework \x1efrontend \x1ehosti'
    'ng \x1ekv-store \x1elinter \x1eload balancer \x1eloadbalancer \x1elogging \x1email \x1em'
    'ails \x1emonitoring \x1eorchestrierung \x1eorm \x1epaketmanager \x1epayment \x1epayments'
    ' \x1epipeline \x1eproxy \x1equeue \x1eregistry \x1escheduler \x1esecret-store \x1estorag'
    'e \x1esuche \x1esuchmaschine \x1etestrunner \x1eticketsystem \x1etracing \x1ewarteschlan'
    'ge \x1ewebserver \x1ewiki \x1eworker \x1ezahlungen ',
    "o\x02l'\x1e\x02la \x1e\x02le \x1e\x02les \x1e\x02nos \x1e\x02notre \x1fest \x1epasse par"
    ' \x1epassent par \x1esont \x1etourne sur \x1etournent sur \x1eutilise ',
    'o\x02el \x1e\x02la \x1e\x02las \x1e\x02los \x1e\x02nuestra \x1e\x02nuestras \x1e\x02nues'
    'tro \x1e\x02nuestros \x1f corre en \x1e es \x1e pasa por \x1e son \x1e usa \x1e va por ',
    'o\x02a \x1e\x02as \x1e\x02nossa \x1e\x02nossas \x1e\x02nosso \x1e\x02nossos \x1e\x02o '
    '\x1e\x02os \x1f fica na \x1e fica no \x1e ficam na \x1e ficam no \x1e passa pela \x1e pa'
    'ssa pelo \x1e roda em \x1e roda na \x1e roda no \x1e usa ',
    'o\x02de \x1e\x02het \x1e\x02ons \x1e\x02onze \x1f draaien op \x1e draait op \x1e gaan vi'
    'a \x1e gaat via \x1e gebruikt \x1e is \x1e loopt via \x1e zijn ',
    'o draait op \x1e gaat via \x1e loopt via ',
    "o\x02gli \x1e\x02i \x1e\x02il \x1e\x02l'\x1e\x02la \x1e\x02le \x1e\x02lo \x1fgira su\x1e"
    'passa per\x1esono\x1eusa',
    'pbtw\x1eby the way\x1efor future info\x1efor future record\x1efor future reference\x1efo'
    'r info\x1efor record\x1efor reference\x1efor the info\x1efor the record\x1efor the refer'
    'ence\x1efor your info\x1efor your record\x1efor your reference\x1efyi\x1eheads up\x1ehea'
    'ds-up\x1ei forgot to mention\x1ei forgot to tell\x1enote\x1eso you know\x1eupdate',
    'p\x02hinweis\x1e\x02kleiner hinweis\x1e\x02kurzer hinweis\x1e\x02nur zur info\x1e\x02zur' ' info',
    'p\x02au fait\x1e\x02pour info\x1e\x02pour que tu le saches\x1e\x02pour que tu saches\x1e'
    '\x02pour ton info\x1e\x02pour votre info\x1e\x02sache que',
    'p\x02ojo\x1e\x02para que lo sepas\x1e\x02para tu info\x1e\x02por cierto', 'p\x02pra tua info',
    'p\x02even let op\x1e\x02even ter info\x1e\x02even trouwens\x1e\x02even zodat je het weet'
    '\x1e\x02let op\x1e\x02ter info\x1e\x02trouwens\x1e\x02zodat je het weet',
    'p\x02giusto per info\x1e\x02giusto per sapere\x1e\x02per info\x1e\x02per tua info\x1e'
    "\x02per vostra info\x1e\x02tieni presente\x1e\x02tra l'altro",
    "q's\x1eaccepts\x1eallows\x1eare\x1ecaps\x1ecome from\x1ecomes from\x1eexpects\x1ego into"
    '\x1ego through\x1ego to\x1ego via\x1egoes into\x1egoes through\x1egoes to\x1egoes via'
    '\x1ehas\x1ehave\x1eis\x1eland in\x1eland on\x1elands in\x1elands on\x1elimits\x1elives'
    '\x1emust\x1eneeds\x1epoints\x1erun\x1eshould\x1esits\x1esupports\x1etalks\x1euse\x1ewas' '\x1ewere',
    'qakzeptiert\x1ebegrenzt\x1eerlaubt\x1egibt\x1ehaben\x1ehat\x1eist\x1eliegt\x1elimitiert' '\x1esind',
    "qaccepte\x1eautorise\x1eest\x1eil y a\x1elimite\x1en'a\x1eont\x1es'appelle\x1esupporte" '\x1etourne',
    'qacepta\x1ees\x1ehay\x1elimita\x1epermite\x1eson\x1esoporta\x1etiene\x1eusa',
    'qaceita\x1efica\x1elimita\x1epermite\x1eroda\x1esuporta\x1etem\x1eusa',
    'qdraaien\x1edraait\x1egebruiken\x1egebruikt\x1ehebben\x1eheeft\x1eheet\x1eis\x1eliggen'
    '\x1eligt\x1eloopt\x1elopen\x1estaan\x1estaat\x1ezijn\x1ezit', 'qgira\x1eha\x1esi chiama\x1esono',
    'racross all\x1eacross any\x1eacross each\x1eacross every\x1efor all\x1efor any\x1efor ea'
    'ch\x1efor every\x1ein all\x1ein any\x1ein each\x1ein every\x1eon all\x1eon any\x1eon eac'
    'h\x1eon every\x1eto all\x1eto any\x1eto each\x1eto every\x1ewith all\x1ewith any\x1ewith'
    ' each\x1ewith every\x1f\x02avoid\x1e\x02document\x1e\x02format\x1e\x02keep\x1e\x02log'
    '\x1e\x02name\x1e\x02pin\x1e\x02please avoid\x1e\x02please document\x1e\x02please format'
    '\x1e\x02please keep\x1e\x02please log\x1e\x02please name\x1e\x02please pin\x1e\x02please'
    ' prefer\x1e\x02please prefix\x1e\x02please put\x1e\x02please target\x1e\x02please type'
    '\x1e\x02please use\x1e\x02please wrap\x1e\x02please write\x1e\x02prefer\x1e\x02prefix'
    '\x1e\x02put\x1e\x02target\x1e\x02type\x1e\x02use\x1e\x02wrap\x1e\x02write',
    'r\x02avoid\x1e\x02document\x1e\x02format\x1e\x02handle\x1e\x02indent\x1e\x02keep\x1e\x02'
    'log\x1e\x02mock\x1e\x02name\x1e\x02please avoid\x1e\x02please document\x1e\x02please for'
    'mat\x1e\x02please handle\x1e\x02please indent\x1e\x02please keep\x1e\x02please log\x1e'
    '\x02please mock\x1e\x02please name\x1e\x02please prefix\x1e\x02please put\x1e\x02please '
    'raise\x1e\x02please return\x1e\x02please sort\x1e\x02please store\x1e\x02please structur'
    'e\x1e\x02please suffix\x1e\x02please test\x1e\x02please type\x1e\x02please validate\x1e'
    '\x02please wrap\x1e\x02please write\x1e\x02prefix\x1e\x02put\x1e\x02raise\x1e\x02return'
    '\x1e\x02sort\x1e\x02store\x1e\x02structure\x1e\x02suffix\x1e\x02test\x1e\x02type\x1e\x02'
    'validate\x1e\x02wrap\x1e\x02write\x1fafter\x1eas\x1ebefore\x1eby\x1ein\x1ethrough\x1eund'
    'er\x1evia\x1ewith',
    'r nova deve\x1e nova precisa\x1e nova tem que\x1e novo deve\x1e novo precisa\x1e novo te'
    'm que\x1e nueva debe\x1e nueva lleva\x1e nueva necesita\x1e nueva tiene que\x1e nuevo de'
    'be\x1e nuevo lleva\x1e nuevo necesita\x1e nuevo tiene que\x1eall new api\x1eall new arch'
    'ivo\x1eall new arquivo\x1eall new bestand\x1eall new class\x1eall new compon\x1eall new '
    'datei\x1eall new dienst\x1eall new endpoint\x1eall new endpunkt\x1eall new fichier\x1eal'
    'l new file\x1eall new func\x1eall new funk\x1eall new klass\x1eall new komponente\x1eall'
    ' new migra\x1eall new model\x1eall new modul\x1eall new pacchetto\x1eall new pacote\x1ea'
    'll new paket\x1eall new pakket\x1eall new paquet\x1eall new prueba\x1eall new rout\x1eal'
    'l new script\x1eall new servi\x1eall new skript\x1eall new tabel\x1eall new tabl\x1eall '
    'new test\x1eany new \x1echaque nouveau \x1echaque nouvel \x1echaque nouvelle \x1eeach ne'
    'w \x1eelk nieuw \x1eelk nieuwe \x1eelke nieuw \x1eelke nieuwe \x1eevery new \x1ejede neu'
    'e \x1ejede neuen \x1ejede neuer \x1ejede neues \x1ejeden neue \x1ejeden neuen \x1ejeden '
    'neuer \x1ejeden neues \x1ejeder neue \x1ejeder neuen \x1ejeder neuer \x1ejeder neues '
    '\x1ejedes neue \x1ejedes neuen \x1ejedes neuer \x1ejedes neues \x1eogni nuova \x1eogni n' 'uovo ',
    'rs have to \x1es must \x1es need to \x1fbe\x1efollow\x1ego\x1elive\x1epass\x1eremain\x1e'
    'run\x1estay\x1esupport\x1etarget\x1ework',
    'rdeben \x1edevem \x1edevono \x1edoivent \x1emoeten \x1eprecisam \x1esollen \x1etienen qu'
    'e \x1fbleiben\x1eblijven\x1eestar\x1eficar\x1elaufen\x1erester\x1erimanere\x1eseguir\x1e'
    'sein\x1eser\x1ezijn',
    'r ficam armazenadas \x1e ficam armazenados \x1e ficam escritas \x1e ficam escritos \x1e '
    'ficam gravadas \x1e ficam gravados \x1e ficam guardadas \x1e ficam guardados \x1e ficam '
    'salvas \x1e ficam salvos \x1e se almacenan \x1e se escriben \x1e se guardan \x1e se nomb'
    'ran \x1e se registran \x1e son almacenadas \x1e son almacenados \x1e son escritas \x1e s'
    'on escritos \x1e son guardadas \x1e son guardados \x1e sono memorizzate \x1e sono memori'
    'zzati \x1e sono registrate \x1e sono registrati \x1e sono salvate \x1e sono salvati \x1e'
    ' sono scritte \x1e sono scritti \x1e sono sempre memorizzate \x1e sono sempre memorizzat'
    'i \x1e sono sempre registrate \x1e sono sempre registrati \x1e sono sempre salvate \x1e '
    'sono sempre salvati \x1e sono sempre scritte \x1e sono sempre scritti \x1e vengono memor'
    'izzate \x1e vengono memorizzati \x1e vengono registrate \x1e vengono registrati \x1e ven'
    'gono salvate \x1e vengono salvati \x1e vengono scritte \x1e vengono scritti \x1e vengono'
    ' sempre memorizzate \x1e vengono sempre memorizzati \x1e vengono sempre registrate \x1e '
    'vengono sempre registrati \x1e vengono sempre salvate \x1e vengono sempre salvati \x1e v'
    'engono sempre scritte \x1e vengono sempre scritti \x1e werden als \x1e werden immer als '
    '\x1e werden immer in \x1e werden immer mit \x1e werden immer unter \x1e werden in \x1e w'
    'erden mit \x1e werden unter \x1e worden als \x1e worden altijd als \x1e worden altijd in'
    ' \x1e worden altijd met \x1e worden altijd onder \x1e worden in \x1e worden met \x1e wor'
    'den onder \x1eencoded \x1eexpressed \x1eformatted \x1ekept \x1elogged \x1enamed \x1epref'
    'ixed \x1esaved \x1eserialized \x1estored \x1eversioned \x1ewritten ',
    'r\x02for \x1fs format\x1es keep\x1es name\x1es please format\x1es please keep\x1es pleas'
    'e name\x1es please prefer\x1es please put\x1es please use\x1es please write\x1es prefer'
    '\x1es put\x1es use\x1es write\x1es, format\x1es, keep\x1es, name\x1es, please format\x1e'
    's, please keep\x1es, please name\x1es, please prefer\x1es, please put\x1es, please use'
    '\x1es, please write\x1es, prefer\x1es, put\x1es, use\x1es, write',
    'r\x02no \x1f in any branch names\x1e in any changelog entries\x1e in any comments\x1e in'
    ' any commit message\x1e in any commit msg\x1e in any commits\x1e in any committed code'
    '\x1e in any docs\x1e in any documentation\x1e in any file names\x1e in any filenames\x1e'
    ' in any identifiers\x1e in any pr\x1e in any pull requests\x1e in any variable names\x1e'
    ' in branch names\x1e in changelog entries\x1e in comments\x1e in commit message\x1e in c'
    'ommit msg\x1e in commits\x1e in committed code\x1e in docs\x1e in documentation\x1e in f'
    'ile names\x1e in filenames\x1e in identifiers\x1e in pr\x1e in pull requests\x1e in vari' 'able names',
    'r\x02branch names \x1e\x02branches \x1e\x02changelog entries \x1e\x02code \x1e\x02commen'
    'ts \x1e\x02commit message \x1e\x02commit messages \x1e\x02commit msg \x1e\x02commit msgs'
    ' \x1e\x02commits \x1e\x02committed code \x1e\x02components \x1e\x02docs \x1e\x02document'
    'ation \x1e\x02endpoints \x1e\x02file names \x1e\x02filenames \x1e\x02identifiers \x1e'
    '\x02migrations \x1e\x02modules \x1e\x02pr \x1e\x02prod code \x1e\x02production code \x1e'
    '\x02prs \x1e\x02pull requests \x1e\x02scripts \x1e\x02test files \x1e\x02tests \x1e\x02v'
    'ariable names \x1fchinese\x1edutch\x1eenglish\x1efrench\x1egerman\x1eimperative\x1eitali'
    'an\x1ejapanese\x1ekorean\x1elower case\x1elowercase\x1eportuguese\x1epresent tense\x1eru'
    'ssian\x1esentence case\x1espanish\x1etitle case',
    'r\x02always keep \x1e\x02keep \x1e\x02please keep \x1e\x02pls keep \x1fatomic\x1ebelow '
    '\x1econcise\x1efocused\x1eminimal\x1eself-contained\x1eshort\x1esmall\x1etiny\x1eunder ',
    'rin \x1einside \x1einto \x1eunder \x1fbelong \x1ebelongs \x1ego \x1egoes \x1ehas to be '
    '\x1ehave to be \x1elive \x1emust be \x1eneed to be \x1eneeds to be \x1eshould be ',
    'rmust have a \x1emust have an \x1eneed a \x1eneed an \x1eneeds a \x1eneeds an \x1eshould'
    ' have a \x1eshould have an \x1fbranch names \x1ebranches \x1echangelog entries \x1ecode '
    '\x1ecomments \x1ecommit message \x1ecommit messages \x1ecommit msg \x1ecommit msgs \x1ec'
    'ommits \x1ecomponents \x1edocs \x1edocumentation \x1eendpoints \x1efile names \x1efilena'
    'mes \x1eidentifiers \x1emigrations \x1emodules \x1epr \x1eprs \x1epull requests \x1escri'
    'pts \x1etest files \x1etests \x1evariable names ',
    'rhas to be \x1ehave to be \x1emust be \x1eneed to be \x1eneeds to be \x1eshould be \x1f'
    '\x02all \x1e\x02any \x1e\x02each \x1e\x02every ',
    'r\x02cada commit\x1e\x02cada migratie\x1e\x02cada migration\x1e\x02cada migrazione\x1e'
    '\x02cada mr\x1e\x02cada pr\x1e\x02cada pull request\x1e\x02cada release\x1e\x02chaque co'
    'mmit\x1e\x02chaque migratie\x1e\x02chaque migration\x1e\x02chaque migrazione\x1e\x02chaq'
    'ue mr\x1e\x02chaque pr\x1e\x02chaque pull request\x1e\x02chaque release\x1e\x02elke comm'
    'it\x1e\x02elke migratie\x1e\x02elke migration\x1e\x02elke migrazione\x1e\x02elke mr\x1e'
    '\x02elke pr\x1e\x02elke pull request\x1e\x02elke release\x1e\x02jede commit\x1e\x02jede '
    'migratie\x1e\x02jede migration\x1e\x02jede migrazione\x1e\x02jede mr\x1e\x02jede pr\x1e'
    '\x02jede pull request\x1e\x02jede release\x1e\x02jeden commit\x1e\x02jeden migratie\x1e'
    '\x02jeden migration\x1e\x02jeden migrazione\x1e\x02jeden mr\x1e\x02jeden pr\x1e\x02jeden'
    ' pull request\x1e\x02jeden release\x1e\x02jeder commit\x1e\x02jeder migratie\x1e\x02jede'
    'r migration\x1e\x02jeder migrazione\x1e\x02jeder mr\x1e\x02jeder pr\x1e\x02jeder pull re'
    'quest\x1e\x02jeder release\x1e\x02jedes commit\x1e\x02jedes migratie\x1e\x02jedes migrat'
    'ion\x1e\x02jedes migrazione\x1e\x02jedes mr\x1e\x02jedes pr\x1e\x02jedes pull request'
    '\x1e\x02jedes release\x1e\x02ogni commit\x1e\x02ogni migratie\x1e\x02ogni migration\x1e'
    '\x02ogni migrazione\x1e\x02ogni mr\x1e\x02ogni pr\x1e\x02ogni pull request\x1e\x02ogni r'
    'elease\x1fa besoin\x1ebraucht\x1edebe\x1edeve\x1edoit\x1eha bisogno\x1eheeft\x1emoet\x1e'
    'muss\x1enecesita\x1eprecisa\x1esollte\x1etem que\x1etiene que',
    "r\x02all \x1e\x02any \x1e\x02each \x1e\x02every \x1e\x02i 'd like all \x1e\x02i 'd like "
    "any \x1e\x02i 'd like each \x1e\x02i 'd like every \x1e\x02i expect all \x1e\x02i expect"
    ' any \x1e\x02i expect each \x1e\x02i expect every \x1e\x02i need all \x1e\x02i need any '
    '\x1e\x02i need each \x1e\x02i need every \x1e\x02i want all \x1e\x02i want any \x1e\x02i'
    ' want each \x1e\x02i want every \x1fin \x1emust carry \x1emust get \x1emust go through '
    '\x1emust have \x1emust include \x1emust use \x1eneed \x1eneeds \x1erequire \x1erequires '
    '\x1eshould carry \x1eshould get \x1eshould have \x1eshould include \x1eshould use ',
    'r only\x1eeverywhere\x1eonly use',
    'rem todo lugar\x1eem todos os lugares\x1een todas partes\x1een todos lados\x1eoveral\x1e'
    'ovunque\x1epartout',
    'rauf anglais\x1eauf deutsch\x1eauf engels\x1eauf englisch\x1eauf inglese\x1eauf italiano'
    '\x1eauf nederlands\x1eem anglais\x1eem deutsch\x1eem engels\x1eem englisch\x1eem inglese'
    '\x1eem italiano\x1eem nederlands\x1een anglais\x1een deutsch\x1een engels\x1een englisch'
    '\x1een inglese\x1een italiano\x1een nederlands\x1ein anglais\x1ein deutsch\x1ein engels'
    '\x1ein englisch\x1ein het anglais\x1ein het deutsch\x1ein het engels\x1ein het englisch'
    '\x1ein het inglese\x1ein het italiano\x1ein het nederlands\x1ein inglese\x1ein italiano'
    '\x1ein nederlands\x1fcomentarios \x1ecommentaar \x1ecommentaires \x1ecommenti \x1ecommit'
    '-berichten \x1ecommit-messages \x1ecommit-nachrichten \x1ecommitberichten \x1edocumentat'
    'ie \x1edoku \x1edokumentation \x1ekommentare \x1emensagens de commit \x1emensajes de com'
    'mit \x1emessages de commit \x1emessaggi di commit \x1evariablennamen ',
    'r\x02geen \x1e\x02nada de \x1e\x02nessun \x1e\x02nessuna \x1e\x02nessuno \x1e\x02niente '
    "\x1e\x02pas d'\x1e\x02pas de \x1e\x02sem \x1e\x02sin \x1f dans \x1e em \x1e en \x1e in "
    '\x1e na \x1e nas \x1e negli \x1e nei \x1e nel \x1e nelle \x1e no \x1e nos ',
    'r are always to be \x1e are never to be \x1e are only to be \x1e are to be \x1e has to a'
    'lways be \x1e has to be \x1e has to never be \x1e has to only be \x1e have to always be '
    '\x1e have to be \x1e have to never be \x1e have to only be \x1e is always to be \x1e is '
    'never to be \x1e is only to be \x1e is to be \x1e must always be \x1e must be \x1e must '
    'never be \x1e must only be \x1e need to always be \x1e need to be \x1e need to never be '
    '\x1e need to only be \x1e needs to always be \x1e needs to be \x1e needs to never be '
    '\x1e needs to only be \x1e shall always be \x1e shall be \x1e shall never be \x1e shall '
    'only be \x1e should always be \x1e should be \x1e should never be \x1e should only be '
    '\x1fbuilt\x1eed\x1een\x1ekept\x1emade\x1ene\x1eput\x1eset\x1esplit\x1eun\x1ewn',
    'ren werden\x1eist \x1esind \x1et werden\x1factualizaciones\x1eafhankelijkheden\x1eaggior'
    'namenti\x1eaktualisierungen\x1ebackports\x1ebranch\x1ebuild\x1ebumps\x1ecambios\x1echang'
    'ements\x1echanges\x1ecommit\x1ecredentials\x1edependencias\x1edependencies\x1edeploy\x1e'
    'deps\x1edespliegues\x1edipendenze\x1ehotfix\x1eimagens\x1eimages\x1eimmagini\x1elock fil'
    'es\x1elockfiles\x1emerge\x1emigraciones\x1emigraties\x1emigrationen\x1emigrations\x1emig'
    'razioni\x1emodifiche\x1emrs\x1epacchetti\x1epackages\x1epacotes\x1epakete\x1epakketten'
    '\x1epaquetes\x1epaquets\x1epr\x1epull requests\x1eramas\x1erefactors\x1ereleases\x1erena'
    'mes\x1ereverts\x1erollbacks\x1esecretos\x1esecrets\x1esegredos\x1esegreti\x1especs\x1eta'
    'gs\x1etest\x1eupdates\x1eupgrades\x1ewijzigingen',
    'rdeben estar \x1edeben ir \x1edeben quedar \x1edeben ser \x1edeben siempre estar \x1edeb'
    'en siempre ir \x1edeben siempre quedar \x1edeben siempre ser \x1ehan de estar \x1ehan de'
    ' ir \x1ehan de quedar \x1ehan de ser \x1ehan de siempre estar \x1ehan de siempre ir \x1e'
    'han de siempre quedar \x1ehan de siempre ser \x1ese deben \x1ese han de \x1ese tienen qu'
    'e \x1etienen que estar \x1etienen que ir \x1etienen que quedar \x1etienen que ser \x1eti'
    'enen que siempre estar \x1etienen que siempre ir \x1etienen que siempre quedar \x1etiene'
    'n que siempre ser \x1factualizaciones\x1eafhankelijkheden\x1eaggiornamenti\x1eaktualisie'
    'rungen\x1ebackports\x1ebranch\x1ebuild\x1ebumps\x1ecambios\x1echangements\x1echanges\x1e'
    'commit\x1ecredentials\x1edependencias\x1edependencies\x1edeploy\x1edeps\x1edespliegues'
    '\x1edipendenze\x1ehotfix\x1eimagens\x1eimages\x1eimmagini\x1elock files\x1elockfiles\x1e'
    'merge\x1emigraciones\x1emigraties\x1emigrationen\x1emigrations\x1emigrazioni\x1emodifich'
    'e\x1emrs\x1epacchetti\x1epackages\x1epacotes\x1epakete\x1epakketten\x1epaquetes\x1epaque'
    'ts\x1epr\x1epull requests\x1eramas\x1erefactors\x1ereleases\x1erenames\x1ereverts\x1erol'
    'lbacks\x1esecretos\x1esecrets\x1esegredos\x1esegreti\x1especs\x1etags\x1etest\x1eupdates'
    '\x1eupgrades\x1ewijzigingen',
    'rdevem de sempre ser \x1edevem de ser \x1edevem que sempre ser \x1edevem que ser \x1edev'
    'em sempre ser \x1edevem ser \x1eprecisam de sempre ser \x1eprecisam de ser \x1eprecisam '
    'que sempre ser \x1eprecisam que ser \x1eprecisam sempre ser \x1eprecisam ser \x1etem de '
    'sempre ser \x1etem de ser \x1etem que sempre ser \x1etem que ser \x1etem sempre ser \x1e'
    'tem ser \x1factualizaciones\x1eafhankelijkheden\x1eaggiornamenti\x1eaktualisierungen\x1e'
    'backports\x1ebranch\x1ebuild\x1ebumps\x1ecambios\x1echangements\x1echanges\x1ecommit\x1e'
    'credentials\x1edependencias\x1edependencies\x1edeploy\x1edeps\x1edespliegues\x1edipenden'
    'ze\x1ehotfix\x1eimagens\x1eimages\x1eimmagini\x1elock files\x1elockfiles\x1emerge\x1emig'
    'raciones\x1emigraties\x1emigrationen\x1emigrations\x1emigrazioni\x1emodifiche\x1emrs\x1e'
    'pacchetti\x1epackages\x1epacotes\x1epakete\x1epakketten\x1epaquetes\x1epaquets\x1epr\x1e'
    'pull requests\x1eramas\x1erefactors\x1ereleases\x1erenames\x1ereverts\x1erollbacks\x1ese'
    'cretos\x1esecrets\x1esegredos\x1esegreti\x1especs\x1etags\x1etest\x1eupdates\x1eupgrades'
    '\x1ewijzigingen', 'r worden\x1f dienen \x1e horen \x1e moeten ',
    'r devono essere \x1e devono sempre essere \x1e vanno \x1esono da ',
    'r\x02always use \x1e\x02please use \x1e\x02use \x1f for \x1e to ',)
_ANCHORED = {  # each anchor word and its cues: ' word:cue,cue word:cue '
    '1': (' 1password:262 '),
    'a': (' aankomen:48 aanzitten:48 abandoned:228 aber:116 accepte:358 accepts:356 aceita:360 acep'
    'ta:359 achter:292 actual:219 actually:74 adelante:127 adesso:131 admin:163 again:10,33,7'
    '7 agora:129 ahora:127 aktuelle:219 akzeptiert:357 aliased:308 all:109,363,365,368,375,37'
    '7 alle:368 alleen:145,261 allerdings:116 allowed:164 allows:356 almost:3 alojada:269 alo'
    'jadas:269 alojado:269 alojados:269 alojamos:203 als:133,341 alte:229 alter:229 altes:229'
    ' altijd:130 always:122,123 am:218,238 ancienne:229 anstatt:60 anstelle:60 answer:153,154'
    ' answers:151,153 antiga:229 antigua:229 antwoord:194 antworte:189 antwortet:189 any:363,'
    '375,377 anymore:68 anything:363 apagou:53 apenas:144 aponta:312 apontam:312 apunta:311 a'
    'puntan:311 aqui:280 arbeiten:98 archived:228 are:78,88,94,232,233,235,236,238,241,242,27'
    '4,276,283,321,337,356 arriva:334 arrivano:334 ascolta:275,336 ascoltano:336 ask:149,150,'
    '152,181 asked:5,96 aspetta:86 attends:74 attraverso:299,339 authenticate:239,240 authent'
    'icated:315 autorise:358 avanti:131 avisa:176 avisame:175 avisando:353 avoid:87,364 aweso' 'me:109 '),
    'b': (' backed:315,337 basata:348 basato:348 basiert:340 be:382 bedankt:112 befindet:243,244 be'
    'grenzt:357 behind:290 bei:277 beleza:110 belong:89,373 belongs:89,373 bene:113 benutz:98'
    ' benutze:98,263,379 benutzen:98 besoin:256 bevorzuge:189 bien:110,114 bij:281 bin:265 bi'
    'nds:335 bisogno:260 bitwarden:262 borra:99 borraste:52 bound:335 bouwen:205 box:210,253 '
    'branch:266 branche:266 brauchen:255 braucht:255 breve:184 brief:184 brilliant:109 broke:'
    '32 broken:32 btw:349 built:315,337 bundled:315 but:58,115 '),
    'c': (" c'est:26,220,343 cached:315 cada:249,250,365,376 call:87 called:272 cambia:99 can't:164"
    ' cancellato:55 cannot:164 cant:164 caps:356 care:188 cependant:117 chama:176,273 change:'
    '100 chaque:248,365,376 check:149 chez:278 chiama:104,273,362 chiedere:181,195 chiederlo:'
    '192 chiedermelo:181,192 chiedermi:181,192 chiedi:195 chiedici:195 chiedimela:178 chiedim'
    'elo:178 chiedimi:178,195 cierto:352 cloned:233 close:3 cluster:210 coloque:101 come:89,3'
    '28,356 comentarios:380 comes:89,328,356 commentaar:380 commentaires:380 commenti:380 com'
    'mit:40 commit-berichten:380 commit-messages:380 commit-nachrichten:380 commitberichten:3'
    '80 comparten:304 compartilham:305 compiled:315 complex:8 complicated:8 computer:210 conc'
    'ise:184 conciso:184 condividono:307 consult:149 contesta:191 contre:117 convention:132 c'
    'ool:109 corre:99,245,274,275,344 correct:1,2,219 correcto:24 corren:275 corretto:41 cuan'
    'do:133 current:219 '),
    'd': (" d'explication:182 d'explications:182 daily:246 damit:350 dank:112 danke:110 dankje:112 "
    'dankjewel:112 darfst:165,177,183 dead:228 deben:367,384 default:124 default-branch:266 d'
    'eja:23,99 delen:306 deleted:32 delivered:315 demande:181,190 demande-moi:190 demander:18'
    '1,190 demandez-moi:190 demselben:303 denk:126,135,139 denke:126,135 deployamo:206 deploy'
    'ati:269 deployato:269 deployed:269,337 deployen:201,205 deployt:270 deprecated:228 deriv'
    'ed:315 desplegada:269 desplegadas:269 desplegado:269 desplegados:269 desplegamos:203 des'
    'pliega:359 detto:44 devem:367,385 devono:367,387 dezelfde:306 diante:129 dich:165 dienen'
    ':386 dietro:293 different:208 dije:24 dimenticare:140 dimenticata:56 dimenticato:56 diss'
    "e:30 distinct:208 dit:27 do:159 document:364 documentatie:380 doe:40,103 doesn't:211 doi"
    "vent:367 doku:380 dokumentation:380 don't:14,159 done:337 dont:14,159 draai:40,103 draai"
    'en:103,275,301,346,361 draait:103,245,274,275,346,347,361 driven:315,337 droits:166 drop' 'ped:32 '),
    'e': (' each:124,246,363,365,375,377 echte:219 edit:87 eigenlijk:86 eigentlich:74 ejecuta:99 el'
    'k:251,365 elke:251,365,376 else:109 embargo:118 end:321 ends:321 entire:197 equivocada:5'
    '2,82 equivocadas:52 equivocado:42,52,82 equivocados:52 equivocas:49 equivocaste:42,49 er'
    'fordert:255 erlaubt:357 errada:53,83 erradas:53 errado:29,53,83 errados:53 errato:41 es:'
    '220,286,317,324,344,359 escreva:101 escreve:155 escribe:99 escrita:344 escrito:344 escuc'
    'ha:275,336 escuchan:336 escuta:336 escutam:336 esegui:104 eso:24 espera:74 esquece:138 e'
    'squeceste:56 esqueceu:56 est:100,220,243,244,271,274,285,301,316,323,343,358 estamos:301'
    ' estou:265 estoy:265 every:124,246,363,365,368,375,377 everything:267,363 everywhere:378'
    ' exactly:109 excelente:110 excellent:109 executa:176 execute:101 exige:258 expect:377 ex'
    'pects:356 explain:154,184 explanation:153,182 explanations:151,153,182 explicaciones:182'
    ' explication:182 explications:182 exported:315 exposed:335 '),
    'f': (' facciamo:206 fai:104 failed:7 fais:100 fait:74,343,351 faite:343 fala:155 falei:30 fals'
    'ch:17,19,21 falsche:18,50,81 falschen:18,50,81 falscher:18,81 falsches:18,50,81 falta:11'
    '4 fass:184 fasse:184 fatta:348 fatto:348 faux:26 faz:176,204 fazemos:204 feita:345 feito'
    ':345 festgelegt:268 fetched:328 fica:101,243,244,271,274,287,345,360 ficam:101,243,244,2'
    '87,345,360 fijada:268 fijado:268 fine:109 fissata:268 fissato:268 fixada:268 fixado:268 '
    'fois:128 follow:87 follows:200 forget:134 forgetting:7 forgot:7,349 format:87,364,369 fo'
    'rmatamos:204 formate:202 formateamos:203 formatieren:201 formatons:202 formatted:315 for'
    'matteren:205 formattiamo:206 forward:124 forwarded:315 forwards:308 fourth:34 fout:36 fr'
    'ag:177,181,189 frage:189 fragen:181,189 fragst:172 fragt:189 frente:129 funziona:113 fut'
    'ure:124,349 futuro:127 fyi:349 '),
    'g': (' gaan:326,346 gaat:326,346,347 garde:100 gebouwd:346 gebruik:40,103,263,379 gebruiken:10'
    '3,281,361 gebruikt:346,361 geen:39,67,169,224,227,381 gehen:322,340,342 gehost:269,270 g'
    'ehostet:269,270 geht:322,340,342 genau:110 generated:315 genial:110 gente:280 gesagt:20 '
    'geschreven:346 get:283,321 gets:283,321 gezegd:37 gibt:226,357 gira:245,274,275,348,362 '
    'girano:275 giusto:41 gleichen:303 go:87,89,337,356,373 goed:112 goes:89,337,356,373 gofm'
    't:87 good:109 got:97 gracias:110 grazie:113 great:109 gut:110 '),
    'h': (' ha:216,362 haben:357 habit:124 habla:155 hai:170 han:384 handle:188,364 handled:315,337'
    ' hanno:362 has:90,211,267,356,373,374 hast:50,165 hat:214,357 hauptbranch:266 have:90,97'
    ',164,211,356,373,374 hay:225,279,359 haz:99 hazlo:175 heads:349 hebben:259,361 hebt:169 '
    'hecha:344 hecho:344 heeft:215,259,361 heet:103,273,361 heissen:273 henceforth:124 here:1'
    '24,217 hetzelfde:306 hinter:291 hinweis:350 hold:74 hoofdbranch:266 horen:386 hospedada:'
    '269 hospedadas:269 hospedado:269 hospedados:269 hospedamos:204 host:210,253 hosted:269,3'
    '15,337 hosten:201,205 hou:103,184 houd:103,184 how:8 however:115 '),
    'i': (" i'll:160 i'm:218,238 iedere:251 ignoraste:52 ignorato:55 ignored:11,32 ignoriert:50 ign"
    'orou:53 ill:160 im:218,238 immer:126 impeccable:110 import:87 imported:315 in:371 incorr'
    'ect:0,2,26 incorrecto:23 incorreto:29 indent:87,364 indexed:315 info:349,350,351,352,353'
    ',354,355 injected:328 installed:231,233 installeer:40 instead:57 invece:66 io:161 ipv:65'
    ' is:78,88,93,94,217,220,232,233,235,236,238,241,242,271,274,276,283,288,320,321,337,346,'
    "356,361 ist:98,220,243,244,271,274,284,319,340,342,357,383 it:91,109,234 it's:88,91,234,"
    '356 its:102,234 '),
    'j': (" j'utilise:263 jamais:28,128 jede:247,365,376 jeden:247,365,376 jeder:247,365,376 jedes:"
    '126,247,365,376 jetzt:126 jou:169 '),
    'k': (' kannst:162,183 kapot:54 kapotgemaakt:54 kaputt:50 kaputtgemacht:50 keep:11,87,153,364,3'
    '69,372 keer:130 kein:22,67,165,226 keine:22,67,165,226 keinen:22,67,165,226 kept:11,233,'
    '235 keychain:262 klar:110 klopt:36 know:349 komen:333 kommen:329 kommentare:380 kommt:32'
    '9 komt:333 korrekte:219 kort:184 kunt:162,183 '),
    'l': (" l'altro:355 l'avenir:128 laat:103,112 lance:100 lancia:104 land:321,356 landen:322 land"
    'et:322 lands:321,356 langs:298 laptop:210,253 lass:98 lastpass:262 laufen:98,245,275,340'
    ',342 lauschen:336 lauscht:275,336 leave:171 lectura:167 lecture:166 legacy:228 leiten:30'
    '9 leitet:309 leitura:168 lembra:138 lembre:129,138 lembre-se:129,138 let:171,354 lgtm:10'
    '9 lieber:187,189 liegen:98,243,244 liegt:98,243,244,271,357 lieu:62 liever:194 liggen:36'
    '1 ligt:243,244,361 like:1,156,185,186 limita:359,360 limite:358 limitiert:357 limits:164'
    ',356 linted:315 linten:201 listen:335 listens:237,335,356 live:89,219,233,235 lives:89,2'
    '33,235,276,337,356 llama:273 load-balanced:315 loaded:328 located:233,235 locked:268 log'
    ':239,240,364 login:239,240 longer:68 loopt:346,347,361 lopen:361 lost:32 love:109 lugar:'
    '61,63,379 luisteren:336 luistert:275,336 '),
    'm': (' ma:121,264 maak:40 maar:120 mach:98 mache:98 machine:210,253 mag:162,169,183 mai:46,131'
    ' maintained:315 maintenant:128 mais:62,117 make:153 mal:23 managed:315,337 mantenha:101 '
    'mapped:308 maps:308 mas:119 mauvais:51 mauvaise:51 mauvaises:51 meant:9,96 mediante:339 '
    'meer:72 mehr:69 mein:264 meine:264 mensagens:380 mensajes:380 mentioned:5,9 merci:110 me'
    'sma:158,305 mesmo:158,161,305 messages:153,380 messaggi:380 messed:32 mets:100 metti:104'
    ' meu:264 mi:264 mia:264 migrated:315 mijn:264 mind:109 minha:264 mio:264 mirrored:315 mi'
    'sma:158,304 mismo:158,304 misread:11 mistake:2 misunderstood:11 mock:87,364 moeten:367,3'
    '86 moment:74 mon:264 monitored:315 montre-moi:179 more:15 mostra:179 mostrami:179 mounte'
    "d:233,328 mude:101 mueve:99 must:90,356,366,373,374 mustn't:14 my:207 myself:159 "),
    'n': (" n'a:212,358 n'as:166 n'avez:166 n'ont:358 n'oublie:128,137 n'oubliez:137 n'utilise:278 "
    "n'utilisons:278 n'y:223 nada:381 nah:73 name:87,364,369 named:272 nan:73 nao:31,73,106 n"
    'early:3 necesita:257 necesitan:257 necesites:148 nee:79 need:6,90,152,181,182,186,254,37'
    '3,374,377 needs:90,254,356,373,374 neem:103 neen:79 neglected:7 nehmt:98 nein:73 nessun:'
    '381 nessuna:381 never:122,123 nevermind:109 next:124 nice:109 nicht:17,19,22,67,108 nich'
    'ts:47 nickel:110 nie:22,126 niemals:126 niente:381 niet:39,67,108 nightly:246 nimm:98,37'
    '9 no:25,67,73,105,196,222,370 noi:282 non:46,67,73,85,107 noo:73 nooit:39,130 nooo:73 no'
    'pe:73 nossa:280 nosso:280 nostra:282 nostre:282 nostri:282 nostro:282 not:14,59,64,67,95'
    ' note:349 notre:278 nous:202 now:124 nuestra:279 nuestro:279 nuestros:279 nun:126 nunca:'
    '127,129 nur:147,261 nutz:98 nutze:98,263,379 nutzen:98 nutzt:340 '),
    'o': (' obrigada:110 obrigado:110 obsoleta:229 obsolete:228 obsoleto:229 off-limits:164 ogni:25'
    '2,365,376 ojo:352 old:228 olvidaron:56 olvidaste:56 olvides:127,136 on:202,300 one:1 onj'
    'uist:36 only:141,261,378 ons:281 ont:358 onze:281 oops:74 ora:131 orchestrated:315 ospit'
    'ata:269 ospitate:269 ospitati:269 ospitato:269 ospitiamo:206 ottimo:113 oude:229 ought:9'
    '0 our:197,207 outdated:228 output:153 over:8,338 overal:379 overcomplicate:8 overcomplic'
    'ated:8 overcomplicates:8 overcomplicating:8 overengineer:8 overengineered:8 overengineer'
    'ing:8 overengineers:8 overgeslagen:54 overkill:8 overschreven:54 overwritten:32 overwrot'
    'e:32 ovunque:379 owned:315 '),
    'p': (' packaged:315 par:295,339 para:30 pare:30 parfait:110 parla:155 parlami:155 parle:155 pa'
    'rlez:155 partilham:305 partout:379 pas:26,28,40,67,145,381 pasa:344 pass:87 passa:345,34'
    '8 passe:343 passent:343 passt:110 pede:176 pedi:30 pedir:181 pedirme:181 pela:297,339 pe'
    'lo:297,339 pense:128,137 pensez:137 per:299 pera:74 perfect:109 perfecto:110 perfeito:11'
    '0 perfekt:110 perfetto:113 pergunta:173,178,181,193 perguntar:181,193 pergunte:173,178,1'
    '81,193 permiso:181 permite:359,360 pero:118 peux:162,166 pidas:181 pideme:175 pin:87 pin'
    'g:149 pinned:268 plaats:65 place:87 plus:28,70 pode:162,168 podes:162,168 poi:131 point:'
    '87 pointe:310 pointent:310 points:308,356 policy:132 pon:99 por:296,297,339 posto:66 pou'
    'vez:166 powered:315,337 praat:155 precisa:258 precisam:258,367,385 precisar:148 precisar'
    'es:148 prefer:87,122,156,369,378 preferably:156 preferisco:195 prefers:200 prefiero:191 '
    'prefiro:193 prefix:364 preguntar:191 preguntarme:191 preguntes:181 presente:355 prima:11'
    '0,112 probamos:203 problem:109 processed:315,337 progetto:282 projet:278 prompt:149 prop'
    'er:219 provengono:334 proviene:331,334 provienen:331 proviennent:330 provient:330 provis'
    'ioned:315 proxied:308,315,337 proxies:308 pubblichiamo:206 publicamos:203,204 publie:202'
    ' publions:202 published:315 puedes:162,167 pulled:328 punta:314 puntano:314 puoi:162,170'
    ' push:40 pushed:315 put:16,87,364,369 '),
    'q': (' quand:133 quando:133 que:142,261 quebrou:53 queued:315 quit:13 quite:1 '),
    'r': (' raak:40 raise:364 rama:266 rather:57,156 read:164,328 read-only:164 readonly:164 real:2'
    '19 realidad:74 record:349 recuerda:127,136 rede:155 redireciona:312 redirecionam:312 red'
    'irects:308 redirige:310,311 redirigen:311 redirigent:310 reference:349 reindirizza:314 r'
    'eindirizzano:314 relayed:315 released:315 releasen:201,205 remember:134 remets:100 remov'
    'ed:32 rendered:315 renvoie:310 renvoient:310 replicated:315 replies:151,153 reply:153,15'
    '4 requer:258 requiere:257 requiert:256 require:254 requires:200,254 reside:89 resides:89'
    ' resized:315 resolves:308 respond:154 responda:193 responde:191,193 response:153 respons'
    'es:151,153 restore:16 return:87,364 revert:16 richiede:260 richiedono:260 richtige:219 r'
    'icorda:140 ricordati:140 right:1,2,109,111,219 rispondi:195 rispondimi:195 roda:101,176,'
    '245,274,275,345,360 rodam:275 rode:101 roll:16 rompiste:52 root:163 rotated:315 rotto:55'
    ' routed:308,315 routes:308 rule:124,132 run:87,89,157,315,337,356 runner:210,253 running'
    ':300 runs:89,237,276,300,337,356 '),
    's': (" s'appelle:273,358 saber:353 sache:351 saches:351 sagte:20 said:5,9,115 same:302 sapere:"
    '355 savoir:351 sbagliata:55,84 sbagliate:55 sbagliati:55 sbagliato:41,55,84 scaled:315 s'
    'cheduled:315 schreib:98,155 schreibe:98 schrijf:40,103 screwed:32 scritta:348 scritto:34'
    '8 scrivi:104 scrivimi:155 se:285,286,287,324,384 second:34 seeded:315 selben:303 selbst:'
    '158,161 sem:381 sempre:129,131 sent:315 separate:208 sepas:352 served:315,337 server:210'
    ',253 serves:237 set:87 setze:98 seulement:142 share:302 shop:267 short:184 should:11,12,'
    "90,356,373,374 shouldn't:11 shouldn't've:11 show:179 si:289 siamo:301 siempre:127 sign:2"
    '39,240 signed:315 sigue:110 sin:381 sind:98,209,220,243,244,284,301,319,340,342,357,383 '
    'sit:89,233,235 sits:89,233,235,337,356 skipped:32 smetti:45 smettila:45 sobrescreveu:53 '
    'sobrescribiste:52 sofort:126 solamente:146 sollen:367,383 solo:143,146,261 soltanto:146 '
    'somente:144 sommes:301 son:209,220,286,317,324,344,359 sondern:60 sono:209,220,243,244,2'
    '65,289,318,327,348,362,387 sont:100,209,220,243,244,285,316,323,343,358 soporta:359 sort'
    ':364 sourced:328 sovrascritto:55 speak:154 spiegazione:182 spiegazioni:182 spreek:155 sp'
    'rich:155 ssm:262 sta:104,243,244,289 staan:103,243,244,288,361 staat:103,243,244,288,361'
    ' stale:228 stammen:329 stammt:329 standard-branch:266 stanno:104,243,244,289 statt:60 st'
    'ay:87 stessa:158,307 stessi:307 stesso:158,307 stets:126 stick:87 stimmt:35 stop:13,38,7'
    '5 store:87,364 stored:233,235 structure:364 sudo:163 suffix:364 suis:265 summaries:151,1'
    '53 super:110 suporta:360 supporte:358 supports:356 sure:134 switch:87 symlinked:308 syml'
    'inks:308 synced:315,328 '),
    't': (' talk:154 talks:356 target:87 te:170 teilen:303 telkens:130 tem:168,360,385 tenemos:225 '
    'terminated:315 test:364 testamos:204 teste:202 tested:315 testen:201,205 testiamo:206 te'
    "stons:202 thank:109 thanks:109 that:75 that's:75,88,356 thats:75 there:217,221 there's:2"
    '17,221 thing:115 third:34 this:92,197,217 though:115 through:294,338 thx:109 ti:167 tien'
    'e:213,359 tienen:359,367,384 tienes:167 tieni:104 time:34 times:9,124 toda:250,365 todas'
    ':249,250,368,379 todo:250,365 todos:249,250,368,379 told:5 toll:110 top:112 toujours:128'
    ' tourne:245,274,275,343,358 tournent:275,343 tous:248,368 toutes:248,368 tracked:315,337'
    ' tramite:299,339 transcoded:315 travers:339 triggered:315 troque:101 trouve:100,243,244 '
    'trouvent:100 trouwens:354 trova:104 trovano:104 tuttavia:121 tutte:252,368 tutti:252,368' ' type:364 '),
    'u': (' uitleg:182 undo:16 uniquement:142 unser:277 unsere:277 unseren:277 unserer:277 unused:2'
    '28 update:349 updates:153 ur:111 usa:99,101,104,344,345,348,359,360,379 usamos:99,101,27'
    '9,280 use:87,101,239,337,356,369,378,388 uses:200,300,337,356 usiamo:104,282 using:239 u'
    'so:263 utilise:100,278,343,379 utilisez:100 utilisons:100,278 utiliza:99 utilize:101 uti' 'lizza:104 '),
    'v': (' va:41,99,100,323,324,327,344 vai:101,325 vale:110 valeu:110 validate:364 validated:315 '
    'van:99,324 vanaf:130 vanno:327,387 variablennamen:380 vastgezet:268 vault:262 vecchia:22'
    '9 velha:229 vem:332 vengono:289,318,327,334 veraltet:229 veraltete:229 veramente:86 vera'
    'nder:40 verdade:74 vereist:259 vergat:56 vergeet:139 vergessen:56 vergeten:56 vergiss:12'
    '6,135 verkeerd:36,80 verkeerde:54,80 verouderd:229 verweisen:309 verweist:309 verwende:9'
    '8,263,379 verwenden:98 verwendet:98,340 verwijder:40 verwijderd:54 verwijst:313 verwijze'
    'n:313 vez:61,63,127,129 via:294,298,338,339 vieille:229 vieja:229 viene:289,318,327,331,'
    '334 vienen:331 viennent:330 vient:330 vive:99 viven:99 voeg:40,103 volta:131 vont:100,32'
    '3 voortaan:130 vpn:230 vraag:174,178,181,194 vragen:181,194 '),
    'w': (' wacht:86 wait:74 wanneer:133 want:186,377 wanted:96 was:78,88,356 way:349 we:92,198,199'
    ",218 we're:92,198,218,238 weekly:246 weet:354 wel:120 werden:284,319,322 were:78,88,356 "
    'what:2 when:125,133 whenever:124,125 whoa:74 whole:197 why:77 wijst:313 wijzen:313 wijzi'
    'g:40 wil:180 will:160 wir:98,201,277 wird:284,319,322 without:152 woah:74 worden:288,320'
    ',326 wordt:288,320,326 work:109 works:109 worries:109 wrap:364 write:87,154,364,369,378 '
    'written:337 wrong:0,1,2,4 '),
    'y': (" ya:71 yo:161 you:76,157,218 you're:218,238 youre:111 yourself:157 "),
    'z': (' zeig:179 zeigen:309 zeigt:309 zelf:158,161 zerschossen:50 zet:40,103 zijn:209,220,288,3'
    '20,346,361 zit:103,243,244,265,361 zitten:103,243,244,301,361 zo:43 zonder:192 zukunft:1' '26 '),
}
