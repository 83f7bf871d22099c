"""Pure: whether a prompt asks only to change what people see — an element of a page or a screen, the
words on it, a translation, a file's header text — and so runs nothing a past command's failure bears on.
Read by recall only once a candidate entry exists."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable

# The things on a page or a screen, and the text people read on them. Not words with a second sense in
# code or data ("table", "list", "page", "form", "field", "header", "frontend"): "add a field to the orders
# table" may be a migration.
_ELEMENT_WORDS = """button buttons label labels tooltip tooltips badge badges spinner spinners heading
    headings headline title subtitle banner banners toast toasts snackbar icon icons logo logos favicon
    colour colours color colors font fonts alt-text hero footer navbar sidebar menu dropdown
    dialog modal popup tagline caption ribbon illustration avatar breadcrumb checkbox css stylesheet
    drawer stepper carousel accordion slider popover toolbar paginator skeleton
    theme themes styling padding spacing animation animations gradient shadow shadows opacity hover
    wording copyright typo typos translation translations
    schaltfläche knopf beschriftung überschrift titel schriftart farbe bouton libellé titre couleur
    police bannière botón etiqueta título encabezado fuente botão rótulo cor knop koptekst kleur
    pulsante etichetta titolo colore кнопка надпись заголовок цвет шрифт"""
_ELEMENTS = frozenset(_ELEMENT_WORDS.split())
# ...and how a page looks, said in more words: "add dark mode to the admin page", "make the invoices look
# nicer in print"
_LOOK_PHRASES = ("alt text", "dark mode", "light mode", "look nicer", "look better", "look cleaner")
# Verbs that put other words in place of quoted words people read: "rename "Build" to "Deploy"", "die
# Überschrift "Sales report" in "Revenue report" umbenennen" — the old words and the new, or the new after
# "to": "curl says "Not Found", change the URL to /api/v2" is a fix.
_REWORD_WORDS = """rename reword rephrase retitle change replace swap
    umbenennen umbenennst ändern änderst ersetzen renommer renomme changer remplacer renombrar
    renombra cambiar cambia renomear renomeia mudar muda hernoemen hernoem wijzigen wijzig rinominare
    rinomina cambiare переименуй переименовать измени изменить замени"""
_REWORDS = frozenset(_REWORD_WORDS.split())
# Verbs of a change asked for, in the languages developers write in: a task, not a report of what a page
# does ("the login button spins forever").
_EDIT_WORDS = """add change update make move remove delete hide show put use set insert replace swap rename
    reword translate fix tweak adjust align center centre cap resize enlarge shrink bump increase decrease
    restyle redesign style capitalize capitalise shorten lengthen drop
    füge hinzufügen ändere ändern entferne verschiebe ersetze mach setze ajoute ajouter modifie modifier
    supprime déplace remplace mets añade añadir agrega cambia modifica quita elimina mueve pon adiciona
    altera mova coloque voeg verander wijzig verwijder verplaats aggiungi rimuovi sposta
    metti добавь измени убери удали перемести поставь"""
_EDITS = frozenset(_EDIT_WORDS.split())
# a translation of the words people read: "translate the checkout labels into German"
_TRANSLATE = (
    "translat", "übersetz", "tradu", "vertaal", "vertalen", "переведи", "перевести", "翻译", "翻訳", "번역",
)  # fmt: skip
# A place on the disk: "give the shortcut this icon and add it to my applications folder" is work on files.
_PLACE_WORDS = """folder folders directory directories dir desktop ordner verzeichnis dossier répertoire
    carpeta directorio pasta diretório cartella папка"""
_PLACES = frozenset(_PLACE_WORDS.split())
_INTO = frozenset(("to", "into", "in", "as", "zu", "en", "para", "naar", "на", "в"))
_PAIRS = {'"': '"', "“": "”", "„": "“", "«": "»", "「": "」", "『": "』"}
_STRIP = ".,;:!?()[]{}<>`'\"“”„«»「」『』*"


def changes_only_looks(prompt: str, problem: Callable[[str], bool]) -> bool:
    """Whether the prompt asks only to change what people see: it names an element of a page or a screen
    (a button, a tooltip, a heading, the copyright line), a translation, or puts words in place of quoted
    words people read ("rename "Build" to "Deploy""), and says to run, build or test nothing. The quoted
    words are copy, not the prompt's own: "change the hero's "Run anywhere" to "Runs anywhere"" says to run
    nothing, and "the button shows "Permission denied", change the copy" reports no failure. `problem`:
    whether a text names a problem (recall's own test), asked last of the prompt without its copy."""
    from reflexion.running import names_a_run

    rest, copy, new = without_copy(prompt)
    words = [w.strip(_STRIP) for w in rest.lower().split()]
    asked = any(w in _EDITS or w in _REWORDS or w.startswith(_TRANSLATE) for w in words)
    if not asked or names_a_run(words) or not _PLACES.isdisjoint(words):
        return False  # "the login button spins forever" reports a bug: what fails there may be known
    looks = (
        any(w in _ELEMENTS for w in words)
        or any(said in rest.lower() for said in _LOOK_PHRASES)
        or any(w.startswith(_TRANSLATE) for w in words)
        or ((len(copy) >= 2 or new) and any(w in _REWORDS for w in words))
    )
    return looks and not problem(rest)


def without_copy(prompt: str) -> tuple[str, list[str], bool]:
    """The prompt with its quoted copy left out, the copy, and whether a span of it follows "to" (the new
    words): each quoted span of words people read — two words or more, or one capitalised ("Build") — not
    a command ("npm test"), a path or a name in code."""
    from reflexion.keywords import SYNONYMS, TOOLS

    rest: list[str] = []
    copy: list[str] = []
    new = False
    at = 0
    while True:
        start, close = _next_quote(prompt, at)
        if start < 0:
            rest.append(prompt[at:])
            return " ".join(rest), copy, new
        end = prompt.find(close, start + 1)
        if end < 0:
            rest.append(prompt[at:])
            return " ".join(rest), copy, new
        span = prompt[start + 1 : end]
        first = span.split()[0].lower() if span.split() else ""
        words = " " in span.strip() or (span[:1].isupper() and span[1:].isalpha() and span[1:].islower())
        code = any(c in span for c in "/=_\\$`{}<>") or SYNONYMS.get(first, first) in TOOLS
        if words and not code and len(span) <= 200:
            before = prompt[at:start].split()
            new = new or (bool(before) and before[-1].lower() in _INTO)
            rest.append(prompt[at:start])
            copy.append(span)
        else:
            rest.append(prompt[at : end + 1])
        at = end + 1


def _next_quote(text: str, at: int) -> tuple[int, str]:
    """Where the next opening quote is from `at`, and the quote that closes it; (-1, "") when none."""
    best, close = -1, ""
    for opening, closing in _PAIRS.items():
        found = text.find(opening, at)
        if found >= 0 and (best < 0 or found < best):
            best, close = found, closing
    return best, close
