"""Pure data: the words a prompt must hold for a cue to make it a correction or a rule, and the hook's
cheap first looks: with them (may_hold_cue), and for a reply's shape (may_be_reply): no cue table, no regex
engine, no transcript read for most prompts.

ANCHORS is derived from the cue tables (correct_lang.POSITIVE: their anchor words, and the words the
"X, not Y" contrast needs; the ASCII ones, as only an ASCII prompt is ever told no by them): loading
those tables cost a prompt's hook ~3.8 M instructions, a tenth of a bare Python start. tests/
test_correct.py checks it is current; `python -m reflexion.cue_words` prints it anew."""

from __future__ import annotations

_WORDS = (  # sorted, one space after each
    "CJK KO abandoned actual actually adelante adesso admin again agora ahora aktuelle all allowed almost"
    " als alte alter altes altijd always am ancienne anstatt anstelle answer answers antiga antigua "
    "antwoord antworte antwortet any anymore anything apagou aqui archived are ask asked aspetta attends "
    "authenticate avanti avoid befindet bei belong belongs bevorzuge bij borraste box broke broken but "
    "c'est cada called can't cancellato cannot cant chama chaque check chez chiama chiedere chiedi "
    "chiedici chiedimi close cluster commit complex complicated computer consult contesta convention "
    "corre correct correcto corretto cuando current darfst dead default deja deleted demande demande-moi "
    "demander demandez-moi denk denke deprecated detto diante dich different dije dimenticare disse "
    "distinct dit do document doe doesn't don't dont draai draait droits dropped each echte eigenlijk "
    "eigentlich elke entire equivocada equivocadas equivocado equivocados errada erradas errado errados "
    "errato es escreve eso espera esquece est every everything explain explanation explanations failed "
    "fait fala falei falsch falsche falschen falsches faux fica ficam fois follows forget forgetting "
    "forgot format forward fourth fout frag frage fragen fragst fragt frente future futuro gebruik "
    "gebruiken geen gente gesagt gezegd gibt gira giusto go goes ha habla hai handle has hast hat have "
    "hay hebt heeft heet heissen henceforth here hold host how i'll i'm ignoraste ignorato ignored "
    "ignoriert ignorou ill im immer in incorrect incorrecto incorreto indent installed installeer instead"
    " invece io ipv is ist jamais jede jeden jeder jedes jetzt jou kannst kapot kapotgemaakt kaputt "
    "kaputtgemacht keep keer kein keine keinen kept klopt korrekte kunt l'avenir laptop laufen leave "
    "lectura lecture legacy leitura lembra lembre lembre-se let lieber liegen liegt lieu liever ligt like"
    " limits listens live lives llama located log login longer lost lugar maak machine mag mai maintenant"
    " mais make mal mauvais mauvaise mauvaises meant meer mehr mentioned mesma mesmo messages messed "
    "misma mismo misread mistake misunderstood mock moment more must mustn't my myself n'a n'as n'avez "
    "n'oublie n'oubliez n'utilise n'utilisons n'y nah name named nan nao nearly nee need needs neen "
    "neglected nein never next nicht nie niemals niet no noi non noo nooit nooo nope nossa nosso nostra "
    "nostre nostri nostro not notre now nuestra nuestro nuestros nun nunca obsoleta obsolete obsoleto "
    "off-limits ogni old olvides one onjuist ons onze oops ora oude our outdated output over "
    "overcomplicate overcomplicated overcomplicates overcomplicating overengineer overengineered "
    "overengineering overengineers overgeslagen overkill overschreven overwritten overwrote para pare "
    "parla parlami parle parlez pas pedi pense pensez pera pergunta perguntar pergunte peux ping plaats "
    "plus pode podes poi policy posto pouvez praat prefer preferably preferisco prefers prefiero prefiro "
    "prefix preguntar progetto projet prompt proper puedes puoi push put quand quando quebrou quit quite "
    "raak raise rather read read-only readonly real realidad recuerda rede remember removed replies reply"
    " requires respond responda responde response responses restore return revert richtige ricorda "
    "ricordati right rispondi rispondimi roda roll rompiste root rotto rule run runner runs s'appelle "
    "sagte said sbagliata sbagliate sbagliati sbagliato schreib schrijf screwed scrivimi second selbst "
    "sempre separate server serves should shouldn't shouldn't've siempre sign sind sit sits skipped "
    "smetti smettila sobrescreveu sobrescribiste sofort son sondern sono sont sort sovrascritto speak "
    "spreek sprich sta staan staat stale stanno statt stessa stesso stets stimmt stop store stored "
    "structure sudo suffix summaries sure talk te telkens tem tenemos test that that's thats there "
    "there's third this ti tiene tienes time times told toujours tourne trouve type undo unser unsere "
    "unseren unserer unused updates usamos use uses usiamo using utilise utilisons va validate vanaf "
    "vecchia velha veraltet veraltete veramente verander verdade vergeet vergiss verkeerd verkeerde "
    "verouderd verwijder verwijderd vez vieille vieja voeg volta voortaan vpn vraag vragen wacht wait "
    "wanneer we we're what when whenever whoa whole why wijzig will wir without woah wrap write wrong ya "
    "yo you you're yourself zelf zerschossen zet zijn zit zitten zukunft "
)
ANCHORS = frozenset(_WORDS.split())

_KEEP = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_'-")
_SPACE_OUT = {c: " " for c in range(128) if chr(c).lower() not in _KEEP}


def may_hold_cue(prompt: str) -> bool:
    """False only when no cue that can make a correction or a rule can fire: for a plain ASCII prompt,
    none of their anchor words occurs and it opens no quoted block. True whenever unsure (non-ASCII text,
    a quote). Lets a hook skip importing the cue tables and the regex engine for most prompts."""
    head = prompt[:4000].lower()
    if not head.isascii() or head.lstrip().startswith((">", "```")):
        return True
    tokens = set(head.translate(_SPACE_OUT).split())
    tokens.update(part for token in list(tokens) if "-" in token for part in token.split("-"))
    tokens.update(token.strip("'-") for token in list(tokens))
    return not tokens.isdisjoint(ANCHORS) or "*" in ANCHORS


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


def render() -> str:
    """ANCHORS as the cue tables have it (run it after changing a cue's anchor words)."""
    import textwrap

    from reflexion.correct_lang import CONTRAST_WORDS, POSITIVE

    found = {w for table in POSITIVE for anchors, _ in table for w in anchors.split()} | CONTRAST_WORDS
    text = " ".join(sorted(w for w in found if w.isascii())) + " "
    lines = textwrap.wrap(text, 100, drop_whitespace=False, break_long_words=False, break_on_hyphens=False)
    body = "\n".join(f'    "{line}"' if '"' not in line else f"    {line!r}" for line in lines)
    return f"_WORDS = (  # sorted, one space after each\n{body}\n)\nANCHORS = frozenset(_WORDS.split())\n"


if __name__ == "__main__":
    print(render(), end="")
