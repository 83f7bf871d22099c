"""Pure data: the cue tables correct_lang.py lacks — Dutch, Italian, Russian and Korean for its categories,
and, in all eleven languages, how the user wants the agent to work (preferences), what is true of the
project or the machine (facts), reminders, one-off instructions and specs of code behaviour.

Same conventions as correct_lang.py; "KO" stands for any Korean character, as "CJK" does for Chinese and
Japanese ones.
"""

from __future__ import annotations

from reflexion.secret_words import SECRET_WORDS, password_anchors, password_said

Cue = tuple[str, str]

# Explicit wrongness, reminders that it was said, prohibitions, undoing, blame for a broken thing.
STRONG: tuple[Cue, ...] = (
    (
        "broke broken deleted removed overwrote overwritten skipped ignored messed screwed dropped lost",
        r"\byou(?:'ve| have)? (?:just |again |already |also )?(?:broke|broken|deleted|removed|overwrote"
        r"|overwritten|skipped|ignored|messed up|screwed up|dropped|lost)\b",
    ),
    # what the agent did, done again: "you used print again", "you did it again"
    (
        "again",
        r"\byou(?:'ve| have)? (?:just )?(?:\w+ed|ran|put|wrote|made|did|took|broke|forgot|left|chose"
        r"|set|got"
        r"|kept|built) [^\n]{1,60}?\bagain\b",
    ),
    (
        "time second third fourth",
        r"{CS}(?:(?:second|third|fourth) time|for the (?:second|third|fourth) time)\b",
    ),
    ("stimmt", r"\b(?:das|es|dies) stimmt (?:so |leider |doch )?nicht\b"),
    # nl
    (
        "klopt fout verkeerd onjuist",
        r"{CS}(?:dat |het |nee,? )?(?:klopt niet|is fout|is verkeerd|is onjuist)\b|{CS}(?:fout|verkeerd"
        r"|onjuist)\b|\b(?:dat|het) klopt niet\b",
    ),
    ("gezegd", r"\bik (?:heb|had) (?:je |het )?(?:toch |al |net |nog )*gezegd\b"),
    ("stop", r"{CS}stop (?:eens )?met\b"),
    (
        "niet geen nooit",
        r"{CS}(?:en |maar |dus )?(?:niet|nooit) (?:zomaar |meer |zelf |gewoon |de |het |in |via |met "
        r"|op )?[\w`./-]+\s+(?:\S+\s+){0,3}?(?:draaien|gebruiken|doen|committen|pushen|verwijderen"
        r"|aanpassen|wijzigen|installeren|aanraken|uitvoeren|runnen|zetten|schrijven)\b",
    ),
    (
        "gebruik draai doe commit push verwijder schrijf zet maak voeg installeer raak pas wijzig verander",
        r"{CS}(?:gebruik|draai|doe|commit|push|verwijder|schrijf|zet|maak|voeg|installeer|raak|pas|wijzig"
        r"|verander)\w* (?:\S+ ){0,2}?(?:niet|geen|nooit)\b",
    ),
    # it
    (
        "sbagliato errato giusto corretto va così",
        r"{CS}(?:no,? )?(?:sbagliato|errato|non (?:è|e') (?:giusto|corretto|così|questo))\b"
        r"|\b(?:è|hai) sbagliato\b|\bnon va bene\b|\bnon si \w+ così\b|{CS}non così\b",
    ),
    # "te equivocaste de archivo", "zo draai je de tests niet"
    ("equivocaste equivocado", r"\bte (?:equivocaste|has equivocado) (?:de|con)\b"),
    (
        "zo",
        r"{CS}zo (?:draai|doe|start|run|gebruik|bouw|test)\w* (?:je|we|jij) [^\n]{0,30}\bniet\b",
    ),
    ("detto", r"\bti (?:avevo |ho )?(?:già )?detto\b"),
    ("smettila smetti", r"\bsmetti(?:la)? di\b"),
    (
        "non mai",
        r"{CS}(?:e |ma )?(?:non|mai) (?:usare|usa|eseguire|lanciare|fare|toccare|cancellare|modificare"
        r"|committare|pushare|installare|mettere|scrivere|cambiare|aggiungere|eliminare|rimuovere"
        r"|creare)\b",
    ),
    # a place of the project not to touch: "Im Ordner vendor/ bitte nichts ändern" (not "im Test bitte nichts
    # ändern, nur den Code": a limit of the task)
    (
        "nichts",
        r"{CS}(?:im|in|an|unter) (?:(?:dem |der |den )?(?:ordner|verzeichnis) )?[\w.~-]*/[\w./-]*"
        r" (?:bitte )?nichts (?:ändern|anfassen|anrühren|löschen)\b",
    ),
    ("aankomen aanzitten", r"{CS}(?:niet|nooit) (?:aankomen|aanzitten) (?:in|aan|bij)\b"),
    # ru
    (
        "неправильно неверно так то ошибаешься",
        r"{CS}(?:нет,? )?(?:неправильно|неверно|не так|не то|ошибаешься)\b"
        r"|\bэто (?:неправильно|неверно|не так|не то)\b",
    ),
    # "ты поменял не тот файл": the wrong one of two
    ("не", r"(?<!\bя )\b\w+л[аи]? (?:\w+ ){0,3}?не (?:в |на )?(?:тот|ту|то|те|та|того|той)\b"),
    # not that one: "Pas ce dossier-là : …", "Te equivocas de puerto" ("Не тот порт", "Não é essa a porta":
    # WEAK, a bug report says them too)
    ("pas", r"{CS}pas (?:ce|cette|ces) [\w-]+-là\b"),
    ("equivocas equivocaste", r"\bte (?:equivocas|equivocaste) de\b"),
    ("говорил сказал просил", r"\bя (?:же |тебе |уже |ведь |вроде )*(?:говорил|сказал|просил)\b"),
    ("хватит перестань прекрати", r"\b(?:хватит|перестань|прекрати)\b"),
    (
        "не никогда",
        r"{CS}(?:и |но )?(?:не|никогда не) (?:используй|запускай|трогай|удаляй|меняй|делай|коммить"
        r"|пушь|ставь|пиши|добавляй|устанавливай|лезь|редактируй|правь|через|надо)\b",
    ),
    # "you broke it", "you changed the wrong one" in the other languages (English: correct_lang.STRONG)
    (
        "hast kaputt kaputtgemacht zerschossen gelöscht überschrieben ignoriert falsche falschen falsches",
        r"\bdu hast (?:\w+ ){0,4}(?:kaputt ?gemacht|zerschossen|gelöscht|überschrieben|ignoriert)\b"
        r"|\bdu hast (?:\w+ ){0,4}(?:die|den|das|dem|der) falsche[nrms]? \w+",
    ),
    (
        "cassé supprimé écrasé ignoré mauvais mauvaise mauvaises",
        r"\b(?:t'as|tu as|vous avez) (?:encore |déjà |aussi )?(?:cassé|supprimé|écrasé|ignoré)\b"
        r"|\b(?:t'as|tu as|vous avez) (?:[\w']+ ){0,4}(?:le|la|les) mauvaise?s? \w+",
    ),
    (
        "rompiste borraste sobrescribiste ignoraste equivocado equivocada equivocados equivocadas",
        r"\b(?:rompiste|borraste|sobrescribiste|ignoraste)\b"
        r"|\b\w+(?:aste|iste) (?:\w+ ){0,4}?(?:el|la|los|las) \w+ equivocad[oa]s?\b",
    ),
    (
        "quebrou apagou sobrescreveu ignorou errado errada errados erradas",
        r"\b(?:você|vc|tu) (?:\w+ )?(?:quebrou|apagou|sobrescreveu|ignorou)\b"
        r"|\b(?:você|vc|tu) (?:editou|mudou|alterou|usou|mexeu n)\w* (?:o|a|os|as) \w+ errad[oa]s?\b",
    ),
    (
        "kapot kapotgemaakt verwijderd overschreven overgeslagen verkeerde",
        r"\bje hebt (?:\w+ ){0,4}(?:kapot ?gemaakt|verwijderd|overschreven|overgeslagen)\b"
        r"|\bje hebt (?:\w+ ){0,4}(?:de|het) verkeerde \w+",
    ),
    (
        "rotto cancellato sovrascritto ignorato sbagliato sbagliata sbagliati sbagliate",
        r"\bhai (?:\w+ )?(?:rotto|cancellato|sovrascritto|ignorato)\b"
        r"|\bhai \w+(?:ato|uto|ito|esso|itto) (?:[\w']+ ){0,4}?(?:il |la |lo |i |le |gli |l'|nella |nel "
        r"|sulla |sul )\w+ sbagliat[oaie]\b",
    ),
    # "you forgot to …", in the other languages (English: correct_lang.STRONG)
    (
        "vergessen oublié olvidó olvidaron olvidaste esqueceu esqueceste vergeten vergat dimenticato "
        "dimenticata забыл забыла",
        r"\bdu hast (?:\w+ ){0,3}vergessen\b"
        r"|\b(?:tu as|t'as|vous avez) (?:encore |déjà |de nouveau )?oublié\b"
        r"|\bse te (?:olvidó|olvidaron)\b|\bolvidaste\b|\b(?:você|vc|tu) (?:\w+ )?esqueceu\b|\besqueceste\b"
        r"|\bje (?:bent|was) (?:\w+ )?vergeten\b|\bje vergat\b|\bhai (?:\w+ ){0,2}dimenticat[oa]\b"
        r"|\bti sei (?:\w+ )?dimenticat[oa]\b|\bты (?:\w+ )?забыл[аи]?\b",
    ),
    ("CJK KO", r"你(?:又|还是)?忘(?:了|记)|し忘れ|忘れて(?:い)?ます|忘れてる|잊었어요|잊으셨|까먹었"),
    (
        "сломал сломала удалил удалила перезаписал перезаписала",
        r"\bты (?:опять |снова |же )?(?:сломал|удалил|перезаписал)а?\b",
    ),
    # ko
    (
        "KO",
        r"틀렸|틀려요|틀립니다|아니야|아니에요|아닙니다|그게 아니|그거 아니|잘못(?:됐|되었|했|된|하셨)"
        r"|(?<!제가 )(?<!내가 )잘못 [가-힣]*(?:셨|했)"
        r"|잘못 [가-힣]*(?:았|었)어요"
        r"|말했잖|말했는데|말씀드렸|하지 ?마(?:세요|라|요|시고)?|(?<!잊)지 ?마(?:세요|라|요|시고)\b"
        r"|건드리지",
    ),
)

# The thing the agent relied on is gone: "make isn't the entry point anymore", "o /orders não existe mais".
NO_LONGER: tuple[Cue, ...] = (
    (
        "anymore longer",
        # (typed in a hurry too: "the base url isnt /api/v1 anymore")
        r"\b(?:isn't|isnt|is not|aren't|arent|are not|not|no) [^.;\n]{0,40}?\banymore\b|\bno longer\b"
        r"|\b(?:doesn't|doesnt|does not|don't|dont|do not) exist anymore\b",
    ),
    # (not what ran out: "keinen Speicherplatz mehr", "kein Akku mehr")
    (
        "mehr",
        r"\bnicht mehr\b|\bkein(?:e|en)? (?!(?:speicher\w*|platz|akku|strom|internet|netz|zeit|ram)\b)[\w-]+"
        r" mehr\b",
    ),
    ("plus", r"\bn'(?:existe|est|y a) plus\b|\bne \w+ plus\b"),
    ("ya", r"\bya no\b"),
    ("mais", r"\bnão [^.;\n]{0,30}?\bmais\b"),
    ("meer", r"\bniet meer\b|\bgeen [\w-]+ meer\b"),
    ("più", r"\bnon [^.;\n]{0,30}?\bpiù\b"),
    ("больше", r"\bбольше не\b|\bуже не\b"),
    ("KO", r"더 이상|이제 (?:[^.,\n]{1,20}? )?(?:안 |않)"),
    ("CJK", r"不再|已经不|もう[^.,\n]{0,20}?(?:ない|ありません|使って(?:い)?ません|使わない)"),
)

# How the team ships, as a habit, in the other languages ("we deploy with kamal": correct_lang.CONVENTION):
# "wir deployen mit kamal", "on déploie avec kamal", "desplegamos con kamal", "デプロイは kamal で" (not
# tomorrow's: "wir deployen morgen mit kamal")
_NOT_TODAY = (
    r"(?![^\n]*\b(?:morgen|heute|jetzt|gleich|demain|aujourd'hui|maintenant|ce soir|mañana|hoy|ahora"
    r"|esta noche|amanhã|hoje|agora|vandaag|nu|straks|domani|oggi|ora|adesso"
    r"|stasera|завтра|сегодня|сейчас)\b)"
)
CONVENTION: tuple[Cue, ...] = (
    (
        "wir deployen releasen hosten testen formatieren linten",
        _NOT_TODAY
        + r"\bwir (?:deployen|releasen|bauen|hosten|testen|formatieren|linten) (?:\w+ )?(?:mit|über|auf"
        r"|via)\b",
    ),
    (
        "on nous déploie déployons publie publions héberge hébergeons teste testons formate formatons",
        _NOT_TODAY
        + r"\b(?:on|nous) (?:déploie|déployons|publie|publions|héberge|hébergeons|teste|testons|formate"
        r"|formatons) (?:\w+ )?(?:avec|via|sur|par)\b",
    ),
    (
        "desplegamos publicamos alojamos probamos formateamos",
        _NOT_TODAY
        + r"\b(?:desplegamos|publicamos|alojamos|probamos|formateamos) (?:\w+ )?(?:con|en|vía|por)\b",
    ),
    (
        "faz fazemos publicamos hospedamos testamos formatamos",
        _NOT_TODAY + r"(?:\b(?:(?:a gente )?faz|fazemos) (?:o )?deploy (?:com|no|na|via|pelo|pela)\b"
        r"|\b(?:publicamos|hospedamos|testamos|formatamos) (?:\w+ )?(?:com|no|na|via)\b)",
    ),
    (
        "deployen releasen bouwen hosten testen formatteren",
        _NOT_TODAY
        + r"\b(?:we|wij) (?:deployen|releasen|bouwen|hosten|testen|formatteren) (?:\w+ )?(?:met|via"
        r"|op)\b",
    ),
    (
        "facciamo deployamo pubblichiamo ospitiamo testiamo formattiamo",
        _NOT_TODAY + r"\b(?:facciamo (?:il )?deploy|deployamo|pubblichiamo|ospitiamo|testiamo|formattiamo)"
        r" (?:\w+ )?(?:con|su|tramite|via)\b",
    ),
    (  # as a habit: "デプロイは kamal でやっています" (not "… でやって", a request)
        "CJK KO",
        r"(?:デプロイ|リリース|ビルド)は\s*[a-z][\w.-]*\s*(?:で|を使って)(?:やって(?:い)?ます"
        r"|します|行(?:って|い)ます"
        r"|います)|(?:배포|릴리스|빌드)는 [a-z][\w.-]*(?:로|으로) 해요",
    ),
)

# ...and what makes it a correction, not a regression seen: a use given up, or what took its place
REPLACED: tuple[Cue, ...] = (
    (
        "use uses used using need needs support supports exist exists called named it's its now instead "
        "switched moved merged replaced renamed they're theyre",
        r"\b(?:use|uses|used|using|need|needs|support|supports|exists?|called|named|it's|its"
        r"|it is|now|instead"
        r"|switched|moved|merged|replaced|renamed|they're|theyre)\b",
    ),
    (
        "nutzen verwenden benutzen nutzt verwendet benutzt gibt existiert heißt jetzt stattdessen sondern",
        r"\b(?:nutzen|verwenden|benutzen|nutzt|verwendet|benutzt|gibt es|existiert|heißt|jetzt|stattdessen"
        r"|sondern)\b",
    ),
    (
        "utilise utilisons utilisez existe s'appelle maintenant désormais plutôt c'est remplacé",
        r"\b(?:utilise|utilisons|utilisez|existe|s'appelle|maintenant|désormais|plutôt|c'est|remplacée?)\b",
    ),
    (
        "usamos usa usan existe llama ahora lugar reemplazado reemplazada agora usam chama vez substituído "
        "substituída",
        r"\b(?:usamos|usa|usan|usam|existe|se llama|se chama|ahora|agora|en su lugar|em vez|reemplazad[oa]"
        r"|substituíd[oa])\b",
    ),
    (
        "gebruiken gebruikt gebruik bestaat heet nu plaats vervangen",
        r"\b(?:gebruiken|gebruikt|gebruik|bestaat|heet|nu|in plaats|vervangen)\b",
    ),
    (
        "usiamo usa usano esiste chiama ora adesso invece sostituito sostituita",
        r"\b(?:usiamo|usa|usano|esiste|si chiama|ora|adesso|invece|sostituit[oa])\b",
    ),
    (
        "используем используется используют существует называется теперь вместо",
        r"\b(?:используем|используется|используют|существует|называется|теперь|вместо)\b",
    ),
    ("CJK", r"用|使用|存在|叫|现在|改成|换成|而是|使って|使わ|使い|存在し|今は|代わりに"),
    ("KO", r"써|쓰|사용|이제는|대신|없어"),
)

# "instead of", in the eleven languages
_INSTEAD = (
    r"(?:instead of|rather than|en vez de|en lugar de|au lieu de|statt|anstatt|anstelle|em vez de"
    r"|ao invés de|in plaats van|invece di|al posto di|вместо)"
)
# The verbs of a change to what the code returns or shows, said after what it replaces: "instead of a modal,
# show a toast", "Statt eines Modals zeig einen Toast an", "Вместо модалки покажи тост" (not "instead of npm,
# use pnpm")
_CHANGE_VERB = (
    r"(?:return|raise|throw|show|display|render|print|emit|send|log|gib|zeig|zeige|liefere?|wirf|logge"
    r"|renvoie|retourne|affiche|montre|lève|logue|devuelve|retorna|muestra|lanza|registra|devolve|mostra"
    r"|exibe|lança|geef|toon|gooi|laat|restituisci|ritorna|visualizza|lancia|logga|возвращай|верни|покажи"
    r"|показывай|выводи|кидай|логируй|выбрасывай|выбрось|бросай|брось|отображай)"
    r"(?:lo|la|li|le|los|las|-o|-a|-la|-le)?\b"
)
# A change to how the code behaves, said with the verb first (English in correct_lang.TRANSFORM): its
# "X, not Y" specifies the task ("Gib eine leere Liste zurück, nicht None", "Affiche un spinner au lieu de la
# page blanche", "None ではなく空のリストを返して"). Not the verbs of using or writing: "usa pnpm, no npm".
TRANSFORM: tuple[Cue, ...] = (
    (
        "instead rather vez lugar lieu statt anstatt anstelle invés plaats invece posto вместо",
        r"^{CS}" + _INSTEAD + r"\b[^,\n]{1,50}?(?:,\s*{M}|\s)"
        r"(?:please |bitte |por favor |per favore |пожалуйста )?" + _CHANGE_VERB,
    ),
    ("laat", r"^{CS}laat\b[^\n]*\bzien\b"),
    (
        "gib zeig zeige liefere liefer wirf render logge ersetze ändere renvoie retourne affiche montre lève "
        "logue remplace devuelve retorna muestra lanza registra reemplaza devolve mostra exibe lança "
        "substitui geef toon gooi log vervang restituisci ritorna visualizza lancia logga sostituisci "
        "возвращай верни "
        "покажи показывай выводи кидай логируй замени",
        r"^{CS}(?:bitte |s'il te plaît |por favor |per favore |пожалуйста )?(?:gib|zeig|zeige|liefere?|wirf"
        r"|render|logge|ersetze|ändere|renvoie|retourne|affiche|montre|lève|logue|remplace|devuelve|retorna"
        r"|muestra|lanza|registra|reemplaza|devolve|mostra|exibe|lança|substitui|geef|toon|gooi|log|vervang"
        r"|restituisci|ritorna|visualizza|lancia|logga|sostituisci|возвращай|верни|покажи|показывай|выводи"
        r"|кидай|логируй|замени)\b",
    ),
    ("CJK", r"(?:を|に)(?:返して|表示して|出して|出力して|投げて)|^{CS}(?:请)?(?:返回|显示|输出|抛出|打印)"),
    ("KO", r"(?:반환|표시|출력)해|보여 ?(?:주세요|줘)|던져"),
)

CONTRAST: tuple[Cue, ...] = (
    # "use the repo in Documents, not the one on the desktop": the other of two, where it is
    ("not", r",\s*{M}not the (?:one|ones|other one|copy) (?:in|on|at|from|under|inside)\b"),
    ("plaats ipv", r"\bin plaats van\b|\bipv\b"),
    ("invece anziché posto", r"\binvece di\b|\banziché\b|\bal posto di\b"),
    ("не вместо", r"(?:,|\s){M}а не\b|\bвместо\b"),  # {M}: ", а не" opens a clause
    ("KO", r"말고|아니라"),
)

WEAK: tuple[Cue, ...] = (
    ("nee neen нет", r"{CS}(?:nee|neen|нет)(?:\s*[,.!:;-]|$)"),
    # the wrong one, named first: "Verkeerde poort, de webserver draait op 8888", "Falscher Port, …", "Puerto
    # equivocado, …", "Porta errada, …", "Porta sbagliata, …" (a directive must follow: "Falscher Wert im
    # Export, bitte fixen" reports a bug)
    ("verkeerde verkeerd", r"{CS}verkeerde? [\w-]+\s*(?:[,.;:!-]|$)"),
    ("falsche falscher falsches falschen", r"{CS}falsche[rsn]? [\w-]+\s*(?:[,.;:!-]|$)"),
    ("equivocado equivocada", r"{CS}[\w-]+ equivocad[oa]\s*(?:[,.;:!-]|$)"),
    ("errado errada", r"{CS}[\w-]+ errad[oa]\s*(?:[,.;:!-]|$)"),
    ("sbagliato sbagliata", r"{CS}[\w-]+ sbagliat[oa]\s*(?:[,.;:!-]|$)"),
    ("не", r"{CS}не (?:тот|та|то|те|туда)\b"),
    ("não é", r"{CS}(?:não,? )?não é (?:essa|esse|esta|este)\b"),
    ("non è", r"{CS}(?:no,? )?non (?:è|e') (?:quell[oa]|quest[oa])\b"),
    (
        "eigenlijk wacht realtà veramente aspetta вообще-то самом подожди",
        r"{CS}(?:eigenlijk|wacht|in realtà|veramente|aspetta|вообще-то|на самом деле|подожди)\b",
    ),
    ("KO", r"(?:^|\x02)\s*(?:아니|아뇨|아니요|사실|잠깐)(?:[,.!\s]|$)"),
)

CONTENT: tuple[Cue, ...] = (
    # where it is, typed without the apostrophe: "no its in Documents"
    ("its", r"\bits (?:in|on|at|under|inside|called|named)\b"),
    (
        "gebruik draai zet doe neem schrijf laat voeg hou houd staat staan zit zitten draait draaien heet "
        "gebruiken",
        r"{CS}(?:gebruik|draai|zet|doe|neem|schrijf|laat|voeg|hou|houd)\b|\b(?:staat|staan|zit|zitten"
        r"|draait|draaien) (?:in|op|onder)\b|\bheet\b|\b(?:we|wij) gebruiken\b",
    ),
    (
        "usa utilizza metti lancia esegui scrivi fai tieni usiamo trova trovano sta stanno chiama",
        r"{CS}(?:usa|utilizza|metti|lancia|esegui|scrivi|fai|tieni)\b|\busiamo\b|\b(?:si trova|si trovano"
        r"|sta|stanno) (?:in|nella|nel|sotto)\b|\bsi chiama\b",
    ),
    (
        "используй запускай ставь пиши делай бери лежит лежат находится находятся называется нас используем",
        r"{CS}(?:используй|запускай|ставь|пиши|делай|бери)\b|\b(?:лежит|лежат|находится|находятся"
        r"|называется)\b|\bу нас\b|\bмы используем\b",
    ),
    ("KO", r"써|쓰세요|사용해|사용하세요|돌려|해 ?줘|해 ?주세요|하세요|해야 ?(?:돼|해|합니다)"),
    # a prohibition in the imperative after "no,": "No, no saltes el test", "Não, não pula o teste", "No,
    # non saltare il test", "Нет, не пропускай тест", "Nein, überspring den Test nicht" (not "no, gracias",
    # "não, não precisa", "нет, не надо": the answer to a question)
    # (nor a reassurance: "no, no te preocupes", "não, não esquenta", "нет, не переживай")
    (
        "no",
        r"{CS}no (?!(?:(?:te|se|me|le|lo) )?(?:gracias|preocupes|preocupe|necesitas|tienes|agobies|molestes"
        r"|importa|pasa)\b)(?:lo |la |los |las |le |les |me |te |se )?[a-záéíóúñ]+(?:es|as)\b",
    ),
    (
        "não nao",
        r"{CS}(?:não|nao) (?!(?:(?:o|a|os|as|me|se|te) )?(?:precisa|tem|é|sei|foi|era|está|esta|preocupe"
        r"|preocupa|preocupes|esquenta|esquente|liga|ligue)\b)(?:o |a |os |as |me |se )?"
        r"[a-zà-ú]+(?:e|a|es|as)\b",
    ),
    ("non", r"{CS}non (?:lo |la |li |le )?(?!preoccupar)[a-z]+(?:are|ere|ire)(?:lo|la|li|le)?\b"),
    (
        "не",
        r"{CS}не (?!(?:надо|нужно|знаю|уверен|стоит|важно|спеши|волнуйся|переживай|беспокойся|парься"
        r"|заморачивайся)\b)[а-яё]+(?:й|йте)\b",
    ),
    (
        "nicht niet",
        r"{CS}(?!(?:ich|du|er|es|wir|ihr|sie|das|der|die|ik|je|jij|we|het|dat|ze)\b)[a-zäöüß]+ (?:den|die|das"
        r"|ihn|sie|es|dem|de|het|dat|ze)\b[^,.\n]{0,30}\b(?:nicht|niet)\b",
    ),
)

# Standing instructions by their words for "always", "never", "from now on", "every time".
PERMANENT: tuple[Cue, ...] = (
    # before a kind of work, first show or ask, as a way of working: "変更する前に、まず方針を説明して"
    # (the comma cuts it in two clauses: a rule's cue reads the whole text)
    ("CJK", r"前に,?\s*{M}まず[^.\n]{0,15}?(?:説明して|見せて|確認して|聞いて|相談して)"),
    ("altijd nooit vanaf voortaan keer telkens", r"\b(?:altijd|nooit|vanaf nu|voortaan|elke keer|telkens)\b"),
    (
        "sempre mai ora poi avanti adesso volta",
        r"\b(?:sempre|mai|d'ora in poi|da ora in poi|d'ora in avanti|da adesso in poi|ogni volta)\b",
    ),
    (
        "всегда никогда впредь отныне момента каждый",
        r"\b(?:всегда|никогда|впредь|отныне|с этого момента|каждый раз)\b",
    ),
    ("KO", r"항상|앞으로|절대|매번|언제나|반드시"),
    (
        "rule convention policy",
        r"{CS}(?:(?:our|the|my) )?(?:(?:house |project |team )?rule|convention|policy)"
        r"(?: for (?:this|the|our) (?:project|repo|codebase|team))?\s*:",
    ),
    (
        "when quand cuando quando als wanneer когда",
        r"{CS}(?:quand|cuando|quando|als|wanneer|когда) (?:tu|je|ты|você|vous)\b[^.?!\n]{3,80}?,\s*{M}\S+",
    ),
)

# A convention over a class of things: "for commit msgs use conventional commits".
# The user's work products, as a class: what a convention is stated over.
_ARTIFACTS = (
    r"(?:code )?(?:commit messages?|commit msgs?|commits|committed code|prs?|pull requests|pr descriptions"
    r"|comments|docs|documentation|changelog entries|branch(?:es| names)|file ?names|variable names"
    r"|identifiers|migrations|tests|test files|scripts|modules|components|endpoints|production code"
    r"|prod code|code)"
)
_NO_DETERMINER = r"(?!(?:the|this|that|these|those|it|them|my|your|our|his|her|their|some|no)\b)"
# what may carry a "no X in …" convention: text the user reads, not tests, scripts or code that pass or fail
_NO_IN = (
    r"(?:commit messages?|commit msgs?|commits|committed code|prs?|pull requests|pr descriptions|comments"
    r"|docs|documentation|changelog entries|branch names|file ?names|variable names|identifiers"
    r"|production code|prod code)"
)
# a folder: "db/migrations", "tests/", "the scripts folder"
_PLACE = r"(?:[\w.~-]*/|(?:the )?[\w.-]+ (?:folder|dir|directory|package)\b)"
# The language of a class of work products and what none of them holds, in the other languages (anchors,
# the rule after its clause's start): RULE_GENERIC's
_CLASS_RULES_ELSEWHERE = (
    (
        "commit-nachrichten commit-messages kommentare doku dokumentation variablennamen "
        "commitberichten commit-berichten commentaar documentatie messages mensajes mensagens messaggi "
        "commentaires comentarios comentários commenti сообщения комментарии",
        r"(?:die |les |los |las |as |os |de |i |gli |le )?(?:commit-nachrichten|commit-messages|kommentare"
        r"|doku|dokumentation|variablennamen|commitberichten|commit-berichten|commentaar|documentatie"
        r"|messages de commit|commentaires|mensajes de commit|comentarios|mensagens de commit"
        r"|comentários|messaggi di commit|commenti|сообщения коммитов|комментарии)"
        r" (?:[\w'-]+ ){0,2}?(?:auf|en|em|in het|in|на) (?:englisch|deutsch|anglais|français|inglés"
        r"|español|inglês|português|engels|nederlands|inglese|italiano|английском|русском)\b",
    ),
    (
        "pas nada sin sem geen niente nessun nessuna никаких без",
        r"(?:pas d'|pas de |nada de |sin |sem |geen |niente |nessun[ao]? |никаких |без )"
        r"(?!(?:pressa|prisa|fretta|haast|urgence|спешки|problema|problème|idea|idée|ideia|idee|cambios?"
        r"|cambio|mudanças?|mudança|alterações|alteração|wijzigingen|veranderingen|modifiche|modifica"
        r"|changements?|modifications?|errores|error|erros|erro|fouten|fout|errori|errore|erreurs?|souci"
        r"|panique|problemas|problèmes|problemen|problemi|bugs?|изменений|ошибок)\b)[\w'-]+"
        r"(?: [\w'-]+)? (?:dans (?:les |le |la )?|en (?:los |las |el |la )?|nas |nos |na |no |em "
        r"|in (?:de |het )?|nei |nelle |nel |negli |в )(?:messages de commit|commentaires|code"
        r"|mensajes de commit|comentarios"
        r"|código|mensagens de commit|comentários|commitberichten|commit-berichten|commentaar|code"
        r"|messaggi di commit|commenti|codice|сообщениях коммитов|комментариях|коде)\b",
    ),
)
# A spec said with the task of meeting it ("prices must be positive, add validation"): no rule of the work
_TASK_AFTER = (
    r"[,;]\s*{M}(?:(?:please|pls|bitte|por favor|per favore|пожалуйста|and|und|et|y|e|en|и) )?"
    r"(?:add|fix|write|make|update|change|implement|validate|check|handle|ensure|enforce|adjust|correct|set"
    r"|remove|pas (?:\w+ ){0,3}aan|pass (?:\w+ ){0,3}an|füg|füge|ergänz|ergänze|prüf|prüfe"
    r"|mach|mache|änder|ändere"
    r"|schreib|korrigier|setz|bau"
    r"|ajoute|vérifie|corrige|change|modifie|mets|fais|écris|adapte|ajuste|añade|agrega|valida|cambia|ajusta"
    r"|pon|haz|escribe|arregla|modifica|adiciona|muda|coloca|faz|escreve|conserta|altera|voeg|maak|zet"
    r"|verander|controleer|schrijf|corrigeer|aggiungi|correggi|sistema|metti|fai|scrivi|controlla|добавь"
    r"|проверь|исправь|поменяй|сделай|напиши|поправь|измени)\b"
)
_NO_TASK_AFTER = r"(?![^\n]*" + _TASK_AFTER + ")"
# "must be" as a guess at a cause ("tests must be broken", "die Tests müssen kaputt sein"): no requirement
_NOT_A_GUESS = (
    r"(?! (?:broken|wrong|failing|flaky|stale|outdated|missing|cached|corrupt\w*|down|the (?:problem|cause"
    r"|culprit|issue)|kaputt|falsch|veraltet|cassée?s|fausse?s|rot[oa]s|quebrad[oa]s|kapot|rott[ie]"
    r"|сломаны|неправильными)\b)"
)
# A thing of the code a project makes many of (a prefix of its word in the eleven languages)
_ARTEFACT = (
    r"(?:table|tabel|tabl|tabell|endpoint|endpunkt|rout|modul|módulo|migra|fichier|file|datei|archivo|arquivo"
    r"|bestand|compon|komponente|servi|dienst|fun[ck]|class|klass|test|prueba|paket|paquet|pacote|pakket"
    r"|pacchetto|script|skript|model|api|таблиц|эндпоинт|модул|миграци|файл|компонент|сервис|функци|класс"
    r"|тест|пакет|скрипт)[\w-]*"
)
# How a class of the agent's work products is to be made, said in the passive: "commits are to be signed",
# "tests must be run with -n auto", "Commits sind zu signieren", "Les tests sont à lancer avec …", "Los
# commits deben ir firmados", "Os testes têm de ser rodados …", "Commits moeten gesigneerd worden", "I commit
# vanno firmati", "Тесты нужно запускать с …", "コミットには署名が必要です", "커밋은 서명되어야 합니다" (not
# what is to be fixed now: "the tests must be fixed", "die Tests müssen repariert werden"; not with "these")
_WORK_PRODUCTS = (
    r"(?:\w+-)?(?:\w+(?:änderungen|aktualisierungen|wijzigingen|migrationen)|updates|upgrades|bumps"
    r"|refactors|renames|reverts|rollbacks|backports|mises à jour"
    r"|montées de version|actualizaciones|atualizações|aggiornamenti|обновления|commits?|commit messages|prs"
    r"|pull requests|mrs|merge requests|tests|test files|specs|migrations|lockfiles|lock files"
    r"|branch(?:es)?|releases|tags|secrets|credentials|dependencies|deps|packages|changes|merges|deploys"
    r"|deployments|builds|images|hotfix(?:es)?|migrationen|abhängigkeiten|pakete|änderungen|dépendances|paquets"
    r"|changements|déploiements|pruebas|migraciones|ramas|secretos|dependencias|paquetes|cambios|despliegues"
    r"|imágenes|testes|migrações|segredos|dependências|pacotes|mudanças|imagens|migraties|afhankelijkheden"
    r"|pakketten|wijzigingen|commit|pr|test|migrazioni|segreti|dipendenze|pacchetti|modifiche|merge|deploy"
    r"|build|immagini|тесты|коммиты|миграции|ветки|релизы|теги|секреты|зависимости|пулл-реквесты|пр)"
)
# (deleting is no fix: "feature branches are to be deleted after merge" is a rule)
_FIX = (
    r"(?:fix|repair|repar|répar|updat|rewrit|refactor|revert|rerun|re-run|restart|gefixt|behoben|aktualis"
    r"|korrigier|corrig|correg|arregl|consert|gerepar|geüpdatet|aangepast|herschr|sistem|corrett|aggiust"
    r"|refai|refaz|rehac|rifa|riscri|reescri|réécri)\w*\b"
)
_NOT_A_FIX = r"(?!(?:[\w-]+ ){0,4}?" + _FIX + ")"
# (not said of this moment, nor again: "the PRs need to be merged today", "tests must be run again")
_NOT_NOW = (
    _NOT_TODAY + r"(?![^\n]*\b(?:again|tonight|asap|today|this (?:run|time|once)|(?<!from )now|noch|encore"
    r"|cette fois|otra vez|esta vez|de novo|desta vez|opnieuw|deze keer|di nuovo|questa volta|stasera|снова"
    r"|ещё раз|hoy)\b)"
)
_CLASS_OPENING = (
    r"^{CS}" + _NO_TASK_AFTER + _NOT_NOW + r"(?:all |every |each |any |alle |die |tous les "
    r"|toutes les |les |todos los |todas las |los |las |todos os |todas as |os |as |de |i |gli |le "
    r"|tutti i |tutte le |все )?(?!(?:the|these|those|this|that|my|your|our|diese\w*|ces|cette|estos|estas"
    r"|esos|esas|estes|esses|essas|deze|dit|questi|queste|quei|quelle|эти|твои|ваши)\b)"
)
_PASSIVE_RULES = (
    (
        "be",
        r"(?:(?:are|is)(?: always| never| only)? to be|(?:must|should|have to|has to|need to|needs to|shall)"
        r"(?: always| never| only)? be)" + _NOT_A_GUESS + " " + _NOT_A_FIX
        + r"(?:always |never |only )?(?:[a-z]+-)?(?:[a-z]+(?:ed|en|wn|un"
        r"|ne)|run|built|kept|made|done|split|set|put)\b" + _NOT_A_GUESS,
    ),
    (
        "sind ist müssen sollen",
        r"(?:(?:sind|ist) (?:immer |nie |stets |grundsätzlich )?(?:[\w-]+ ){0,5}?(?:zu \w+en|\w+zu\w+en)"
        r"|(?:müssen|sollen) "
        + _NOT_A_FIX
        + r"(?:immer |stets |nie )?(?:[\w-]+ ){0,4}?\w+(?:t|en) werden)\b",
    ),
    ("sont est", r"(?:sont|est) (?:toujours |uniquement )?à " + _NOT_A_FIX + r"[\w-]+(?:er|ir|re)\b"),
    (
        "deben tienen han se",
        r"(?:(?:deben|tienen que|han de) (?:siempre )?" + _NOT_A_FIX + r"(?:ir|ser|estar|quedar) \w+(?:ad|id"
        r"|ch|it|st|ert)[oa]s|se (?:deben|tienen que|han de) (?:siempre )?" + _NOT_A_FIX
        + r"[\w-]+(?:ar|er|ir))\b",
    ),
    (
        "têm tem devem precisam são",
        r"(?:(?:têm|tem|devem|precisam) (?:de |que )?(?:sempre )?ser " + _NOT_A_FIX
        + r"\w+(?:ad|id|it|st|ert)[oa]s"
        r"|são (?:sempre )?para (?:ser )?" + _NOT_A_FIX + r"\w+(?:ar|er|ir|ad[oa]s|id[oa]s))\b",
    ),
    (
        "moeten dienen horen",
        r"(?:moeten|dienen|horen) " + _NOT_A_FIX
        + r"(?:altijd |nooit )?(?:[\w-]+ ){0,4}?\w+ (?:te )?worden\b",
    ),
    (
        "vanno devono sono",
        r"(?:vanno|devono (?:sempre )?essere) " + _NOT_A_FIX
        + r"(?:sempre )?(?:[\w-]+ ){0,2}?\w+(?:at|ut|it|tt|ss|rt|us|es)[ie]\b|sono da " + _NOT_A_FIX
        + r"\w+(?:are|ere|ire)\b",
    ),
    (
        "нужно надо следует необходимо",
        r"(?:[а-яё-]+ ){0,2}?(?:нужно|надо|следует|необходимо) (?:всегда )?"
        r"(?!почин|исправ|обнов|переписа|удали|откат)[а-яё]+"
        r"(?:ать|ять|ить|еть|ти)\b",
    ),
)
RULE_GENERIC: tuple[Cue, ...] = (
    # what every new thing of a kind needs: "every new table needs a created_at column", "Jede neue Tabelle
    # braucht created_at", "Chaque nouvelle table doit avoir …", "每张新表都要有 …"
    (
        "every each all jede jeder jedes jeden chaque cada toda todo elke elk ogni каждой каждая каждый "
        "каждое",
        # (a thing of the code, not of the product: "every new user needs a welcome email" is a spec)
        r"{CS}(?:(?:every|each|any) new "
        + _ARTEFACT
        + r"(?: [\w-]+)? (?:needs|must have|should have|requires"
        r"|gets)|all new " + _ARTEFACT + r" (?:need|must have|should have|require|get)"
        r"|jede[rsn]? neue[rsn]? " + _ARTEFACT + r" (?:braucht|muss|soll|bekommt)"
        r"|chaque nouve(?:au|l|lle) " + _ARTEFACT + r" (?:doit|a besoin|nécessite)"
        r"|cada " + _ARTEFACT + r" nuev[oa] (?:necesita|debe|tiene que|lleva)"
        r"|tod[oa] " + _ARTEFACT + r" nov[oa] (?:precisa|deve|tem que)"
        r"|(?:elke|elk) nieuwe? " + _ARTEFACT + r" (?:heeft|moet|krijgt)"
        r"|ogni nuov[oa] " + _ARTEFACT + r" (?:deve|ha bisogno|richiede)"
        r"|(?:в )?кажд(?:ой|ая|ый|ое|ом) нов(?:ой|ая|ый|ое|ом) " + _ARTEFACT + r" (?:должн|нужн|необходим))",
    ),
    (
        "CJK",
        r"每(?:张|个|条|一个)新(?:表|接口|模块|文件|服务|组件|函数|类|测试|脚本|页面|迁移)[\u4e00-\u9fff]{0,3}都(?:要|得|需要)",
    ),
    # what a whole class of things must be or do: "migrations must be backwards compatible", "tests must pass
    # on python 3.9 too", "Migrationen müssen abwärtskompatibel sein", "Les migrations doivent rester
    # rétrocompatibles" (a plural, no "this" or "your": not "the button must be blue", "diese Tests müssen
    # grün werden")
    (
        "must",
        r"{CS}" + _NO_TASK_AFTER + _NOT_NOW + r"(?:all |every )?(?!(?:the|this|that|these|those|your|my|it"
        r"|they|we|you|i)\b)(?:[\w-]+ )?[\w-]+s (?:must|have to|need to) (?:always )?(?:be|stay|remain"
        r"|pass|run|work|support"
        r"|target|follow|go|live)\b(?! able\b)(?! (?:[\w-]+ ){0,4}?" + _FIX + ")" + _NOT_A_GUESS,
    ),
    (
        "müssen sollen doivent deben tienen devem precisam moeten devono должны",
        r"{CS}"
        + _NO_TASK_AFTER
        + _NOT_NOW
        + r"(?!(?:diese|dieser|deine|ces|cette|tes|vos|estas|estos|esas|esos|tus|essas|esses|tuas|teus|deze"
        r"|jouw|je|queste|questi|tuoi|tue|эти|твои|ваши|мы|вы)\b)(?:[\w'-]+ ){1,3}(?:müssen|sollen|doivent"
        r"|deben|tienen que|devem|precisam|moeten|devono|должны) (?:immer |toujours |siempre |sempre |altijd "
        r"|всегда )?(?:[\w'-]+ ){0,2}?(?:sein|bleiben|laufen|être|rester|ser|estar|seguir|ficar|zijn|blijven"
        r"|essere|restare|rimanere|быть|оставаться|проходить)\b(?! (?:[\w-]+ ){0,4}?" + _FIX + ")"
        + _NOT_A_GUESS,
    ),
    (
        "CJK",
        r"^{CS}(?![这那你])(?![^\n]*,\s*{M}请?(?:加|改|修|写|做|补|帮))[\u4e00-\u9fff\w]{2,10}必须(?!先)[^,.\n]{1,15}",
    ),
    # how a whole class of the project's things is kept: "all timestamps are stored in UTC", "Alle
    # Zeitstempel werden in UTC gespeichert", "Tous les horodatages sont stockés en UTC", "Todas las fechas
    # se guardan en UTC", "所有时间戳都用 UTC 存储"
    (
        "all every alle tous toutes todos todas tutti tutte все",
        r"{CS}(?:all|every) (?:[\w-]+ )?[\w-]+ (?:are|is|get|gets) (?:always )?(?:stored|saved|kept|written"
        r"|logged|named|formatted|serialized|encoded|expressed|versioned|prefixed) (?:in|as|with|under|to|via"
        r"|using)\b"
        r"|{CS}alle (?:[\w-]+ )?[\w-]+ werden (?:immer )?(?:in|als|mit|unter) [^\n]{1,20}?(?:gespeichert"
        r"|abgelegt|geschrieben|geloggt|benannt|formatiert|gehalten)\b"
        r"|{CS}tou(?:s|tes) les (?:[\w-]+ )?[\w-]+ sont (?:toujours )?(?:stockée?s|enregistrée?s"
        r"|sauvegardée?s|écrite?s|nommée?s|formatée?s|gardée?s|conservée?s) (?:en|dans|sous|avec|comme)\b"
        r"|{CS}tod[oa]s (?:l[oa]s |[oa]s )?(?:[\w-]+ )?[\w-]+ (?:se (?:guardan|almacenan|escriben|nombran"
        r"|registran)|son (?:guardad|almacenad|escrit)[oa]s|(?:são|ficam) (?:salv|armazenad|guardad|gravad"
        r"|escrit)[oa]s) (?:en|em|como|con|com|no|na)\b"
        r"|{CS}alle (?:[\w-]+ )?[\w-]+ worden (?:altijd )?(?:in|als|met|onder) [^\n]{1,20}?(?:opgeslagen"
        r"|bewaard|geschreven|gelogd)\b"
        r"|{CS}tutt[ie] (?:i |gli |le )?(?:[\w-]+ )?[\w-]+ (?:sono|vengono) (?:sempre )?(?:salvat|memorizzat"
        r"|scritt|registrat)[ie] (?:in|come|con)\b"
        r"|{CS}все (?:[\w-]+ )?[\w-]+ (?:храним|хранятся|сохраняем|сохраняются|пишем|записываем) (?:в|как)\b",
    ),
    (
        "CJK KO",
        r"所有[^,.\n]{1,12}?都(?:用|以|按)|(?:すべて|全て)[^,.\n]{0,10}?(?:で保存|で記録|に保存)"
        r"|모든 [^,.\n]{1,15}?(?:로|으로) (?:저장|기록)",
    ),
    (
        "use write keep put prefer name format",
        r"{CS}for (?:all |every |any |new )?(?:[\w-]+ )?[\w-]+s,? (?:always |please )?(?:use|write|keep|put"
        r"|prefer|name|format)\b",
    ),
    # what the user's work products carry or hold, said of the whole class: "no emojis in commit messages",
    # "commit messages in english", "all commits must be signed", "migrations go in db/migrations"
    # not a result ("no errors in tests", "no luck on tests"): tests are left out, they pass or fail
    (
        "no",
        r"^{CS}no (?!(?:errors?|failures?|luck|changes?|output|issues?|problems?|bugs?|warnings?|results?"
        r"|difference|progress|success|news|idea|clue|matches)\b)[\w.@-]+(?: [\w.@-]+){0,2} in (?:any )?"
        + _NO_IN
        + r"\b",
    ),
    (
        "in",
        r"^{CS}" + _ARTIFACTS + r" (?:always |only |should be |must be )?in (?:english|german|french|spanish"
        r"|portuguese|dutch|italian|chinese|japanese|korean|russian|(?:the )?imperative(?: mood)?"
        r"|present tense"
        r"|lower ?case|sentence case|title case)\b(?! (?:is|are|was|were|look)\b)",
    ),
    # the size or shape each of the class keeps: "keep PRs small", "keep commits atomic" (not "keep the diff
    # small": one piece of work)
    (
        "keep",
        r"^{CS}(?:please |pls |always )?keep (?:your |all |each |every )?" + _ARTIFACTS + r" (?:small|short"
        r"|focused|tiny|minimal|atomic|concise|under \d+|below \d+|self-contained)\b",
    ),
    # where the class goes: "migrations go in db/migrations", not "the code has to be in a working state"
    (
        "must should need needs have has go goes belong belongs",
        r"^{CS}(?:(?:all|every|each|any) )?"
        + _NO_DETERMINER
        + r"(?:[\w.-]+ )?"
        + _ARTIFACTS
        + r" (?:(?:must|should|need to|needs to|have to|has to) (?:be|go|live) |go |goes |belong |belongs"
        r" |live )(?:in|into|under|inside) " + _PLACE,
    ),
    # what each of the class carries: "PRs need a changelog entry", not "the tests need a fix"
    (
        "need needs must should have has",
        r"^{CS}(?:(?:all|every|each|any) )?"
        + _NO_DETERMINER
        + r"(?:[\w.-]+ )?"
        + _ARTIFACTS
        + r" (?:need|needs|must have|should have) (?:a|an) (?!(?:fix|refactor|update|rewrite|cleanup|look"
        r"|rerun|restart|rebase|second)\b)\w",
    ),
    # a state said of every one: "all commits must be signed", not "tests should be passing now"
    (
        "all every each any",
        r"^{CS}(?:all|every|each|any) (?:[\w.-]+ )?" + _ARTIFACTS + r" (?:must|should|need to|needs to"
        r"|have to|has to) be (?!(?:fixing|updating|passing|failing|broken|fixed|updated|green|red|done"
        r"|faster|slower|working|somewhere|here|there|now)\b)\w",
    ),
    # what each of the class carries, in the other languages: "jeder PR braucht einen Changelog-Eintrag",
    # "chaque PR doit avoir…", "cada PR necesita…", "elke PR heeft … nodig", "каждому PR нужна…"
    (
        "jeder jede jedes jeden chaque cada elke ogni каждый каждому каждая каждое каждой",
        r"^{CS}(?:jede[rsn]?|chaque|cada|elke|ogni|кажд(?:ый|ому|ая|ое|ой)) (?:pr|mr|pull request|commit"
        r"|migration|migración|migração|migratie|migrazione|коммит\w*|миграци\w*|релиз\w*|release)\s+"
        r"(?:braucht|muss|sollte|doit|a besoin|necesita|debe|tiene que|precisa|deve|tem que|heeft|moet"
        r"|ha bisogno|нуж\w+|долж\w+)\b",
    ),
    ("CJK", r"每(?:个|一个|次)\s*(?:pr|mr|commit|提交|迁移|发布)\s*都?(?:要|需要|必须|得)"),
    ("KO", r"(?:pr|mr|커밋|마이그레이션|릴리스)마다"),
    # what every one of the class carries or uses: "every PR must include tests", "all new endpoints need
    # auth", "I want all new code in TypeScript" (not "all endpoints need fixing")
    (
        "all every each any want need expect",
        r"^{CS}(?:i (?:want|need|expect|'d like) )?(?:all|every|each|any) (?:new |public |future )?"
        r"(?:[\w.-]+ )?" + _ARTIFACTS + r"(?: (?:need|needs|require|requires|must (?:include|contain|have|use"
        r"|carry|get|go through)|should (?:include|contain|have|use|carry|get))"
        r" (?!(?:fixing|updating|a fix|work|review|to be fixed|a look|another)\b)\w"
        r"| (?:in|to be in|written in) [\w.+-]+\s*[.!]?$)",
    ),
    # one thing used everywhere or only: "use type hints everywhere", "Gebruik overal enkele
    # aanhalingstekens", "代码里统一用单引号", "use absolute imports only" (not "rename it everywhere")
    (
        "use prefer write everywhere only",
        r"{CS}(?:please |pls )?(?:use|prefer|write) (?!(?:it|this|that|them)\b)[^\n]{0,40}?\beverywhere\b"
        r"|{CS}(?:please |pls )?(?:only use|use [\w.+-]+(?: [\w.+-]+){0,2} only)\s*(?:[,.;!]|$)",
    ),
    (
        "verwende benutze nutze nimm überall utilise partout usa todas todos lugar gebruik overal ovunque "
        "используй везде",
        r"\b(?:verwende|benutze|nutze|nimm|utilise|usa|gebruik|используй)\b[^\n]{0,40}?\b(?:überall|partout"
        r"|en todas partes|en todos lados|em todo lugar|em todos os lugares|overal|ovunque|везде)\b"
        r"|\b(?:überall|overal|везде)\b[^\n]{0,20}?\b(?:verwenden|benutzen|nutzen|gebruiken|используй)\b",
    ),
    ("CJK", r"统一(?:用|使用)|一律(?:用|使用)|(?:全部|すべて|全て)[^\n]{0,10}?で統一"),
    ("KO", r"(?:전부|모두) [^\n]{0,10}?(?:로 통일)"),
    # the language of a class of work products, and what none of them holds, in the other languages:
    # "Commit-Nachrichten bitte auf Englisch", "Pas d'emojis dans les messages de commit", "提交信息用英文写"
    # (not "the message of this commit": one piece of work)
    *(
        (
            anchors,
            r"^{CS}(?![^\n]*\b(?:diese[nrsm]?|ce|cet|cette|ces|este|esta|estos|estas|esse|essa|deze|dit"
            r"|questo|questa|этот|эту|этого|этом)\b)" + rule,
        )
        for anchors, rule in _CLASS_RULES_ELSEWHERE
    ),
    (
        "CJK",
        r"^{CS}(?![^\n]*(?:这个|这次|この|今回))(?:(?:提交信息|提交说明|注释|文档|变量名|分支名)(?:里"
        r"|中)?(?:都)?"
        r"(?:用(?:英文|中文|英语)|不要(?:用)?)|(?:コミットメッセージ|コメント|ドキュメント"
        r"|変数名|ブランチ名)(?:は|に)"
        r"[^.\n]{0,8}?(?:英語で|日本語で|使わないで))",
    ),
    (
        "KO",
        r"^{CS}(?![^\n]*(?:이번|이 커밋))(?:커밋 메시지|주석|문서|변수명|브랜치 이름)(?:는|은|에|에는)\s*"
        r"[^.\n]{0,8}?(?:영어로|한국어로|쓰지 마)",
    ),
    *(
        (anchors, _CLASS_OPENING + r"(?:[\w'-]+ ){0,4}?" + _WORK_PRODUCTS + r"(?: [\w'-]+){0,3}? " + rule)
        for anchors, rule in _PASSIVE_RULES
    ),
    (
        "CJK",
        r"^{CS}(?![^\n]*(?:今すぐ|今日|今回|この|すぐに|直す|修正))[^,.\n]{0,8}?(?:コミット|プルリク(?:エスト)?|pr|テスト|マイグレーション|ブランチ|リリース|タグ"
        r"|シークレット|依存(?:関係)?|パッケージ|更新|アップデート)(?:には|は)[^,.\n]{0,25}?(?:が必要です|が必須です|[うくすつぬむるぐぶ]こと|しなければ"
        r"ならない|する必要があります|しないこと)\s*[.!]?\s*{M}$",
    ),
    (
        "CJK",
        r"^{CS}(?![^\n]*(?:一下|现在|今天|马上|这次|再))(?:测试|提交|pr|迁移|分支|发布|依赖|密钥)(?:都|一律)?"
        r"(?:要|得|必须|需要)(?:用|通过|在)[^,.\n]{1,20}?(?:来)?(?:跑|运行|执行|做|提交|签名)",
    ),
    (
        "KO",
        r"^{CS}(?:[가-힣\w-]+ ){0,2}?(?:커밋|pr|테스트|마이그레이션|브랜치|릴리스|태그|시크릿|의존성|패키지"
        r"|업데이트)(?:은|는|에는)\s*"
        r"(?![^\n]*(?:지금|이번|오늘|이거|고쳐|수정))[^,.\n]{0,25}?(?:되어야|돼야|해야|려야|어야|아야)"
        r" (?:합니다|해요|해|한다|됩니다|돼요)",
    ),
    # ...and of any topic, said in the register of a written rule:
    # "ホットフィックスはリリースブランチにもチェリーピックすること", "핫픽스는 릴리스 브랜치에도 체리픽해야
    # 합니다" (not "this", now, a fix or a task to do: "この関数は今すぐ直すこと", "API는 인증을 추가해야
    # 해요")
    (
        "CJK",
        r"^{CS}(?![^\n]*(?:今すぐ|今日|今回|この|その|あの|すぐに|直す|修正|問題|原因|理由|結果|追加|実装|作成"
        r"|変更|削除|リファクタ))(?![\s\S]*(?:実装して|作って|直して))[^,.\n]{1,15}?(?:には|は)"
        r"[^,.\n]{0,25}?(?:[うくすつぬむるぐぶ]こと|しなければならない|しないこと)\s*[.!]?\s*{M}$",
    ),
    (
        "KO",
        r"^{CS}(?![^\n]*(?:지금|이번|오늘|이거|이건|그거|저거|고쳐|수정|재시작|다시|문제|원인|결과|추가|구현|만들"
        r"|작성|변경|바꿔|삭제|제거))(?![\s\S]*(?:해 ?줘|해 ?주세요|만들어 ?줘|고쳐 ?줘))(?!(?:이|그|저) )"
        r"(?:[가-힣\w-]+ ){0,2}?[가-힣\w-]+(?:은|는|에는)\s*"
        r"[^,.\n]{0,25}?(?:되어야|돼야|해야|려야|어야|아야) (?:합니다|해요|해|한다|됩니다|돼요)\s*[.!]?\s*$",
    ),
    # a tool for a kind of work: "use gpg for signing commits" (not "use curl to fetch the pages")
    (
        "use",
        r"^{CS}(?:please |always )?use [\w.@-]+ (?:for|to) "
        + _NO_DETERMINER
        + r"\w+ "
        + _NO_DETERMINER
        + r"(?:[\w-]+ )?[\w-]+s\b",
    ),
)

# "Remember to …", "don't forget …": a rule, unless it is about the work at hand (CURRENT).
REMINDER: tuple[Cue, ...] = (
    (
        "remember forget sure",
        r"{CS}(?:please )?(?:remember|don't forget|do not forget|dont forget|make sure|be sure) "
        r"(?:to|that|every|each|all|any|new|you|we|always|nothing|no)\b",
    ),
    ("vergiss denk denke", r"\bvergiss nicht\b|\bdenke? (?:daran|dran)\b"),
    ("recuerda olvides", r"\brecuerda\b|\bno (?:te )?olvides\b"),
    ("n'oublie n'oubliez pense pensez", r"\bn'oubli(?:e|ez) pas\b|\bpensez? à\b"),
    ("lembre lembre-se esqueça esquece lembra", r"\blembr(?:e|a)(?:-se)?\b|\bnão esque(?:ça|ce)\b"),
    ("vergeet denk", r"\bvergeet niet\b|\bdenk eraan\b"),
    ("dimenticare ricorda ricordati", r"\bnon dimenticare\b|\bricorda(?:ti)?\b"),
    ("забудь забывай помни", r"\bне (?:забудь|забывай)\b|\bпомни\b"),
    ("KO", r"잊지 ?마|잊지 ?말"),
    ("CJK", r"别忘了|不要忘了|记得|忘れずに|忘れないで"),
)
# The work at hand: "… for the new endpoint too", "when you finish". Never "every new …".
CURRENT: tuple[Cue, ...] = (
    (
        "too also well new this these that when before",
        r"\b(?:too|also|as well)\b|(?<!every )(?<!any )(?<!all )(?<!each )\bnew\b"
        r"|\b(?:this|these|that)\b(?! (?:project|repo|repository|codebase|team)\b)"
        r"|\b(?:when|before|once) you(?:'re| are)? (?:done|finish|finished)\b",
    ),
    (
        "auch neuen neue neuer neues diesen diese dieses diesem dieser wenn",
        r"\b(?:auch|neuen?|neuer|neues|diesen|diese|dieses|diesem|dieser)\b|\bwenn du fertig\b",
    ),
    ("también nuevo nueva este esta cuando", r"\b(?:también|nuevo|nueva|este|esta)\b|\bcuando termines\b"),
    ("aussi nouveau nouvelle nouvel ce cet cette quand", r"\b(?:aussi|nouveau|nouvelle|nouvel|cet|cette)\b"),
    (
        "também novo nova esse essa este esta quando",
        r"\b(?:também|novo|nova|esse|essa|este|esta)\b|\bquando terminar\b",
    ),
    ("ook nieuwe nieuw deze dit als", r"\b(?:ook|nieuwe?|deze|dit)\b|\bals je klaar\b"),
    (
        "anche nuovo nuova questo questa quando",
        r"\b(?:anche|nuovo|nuova|questo|questa)\b|\bquando hai finito\b",
    ),
    (
        "тоже также нового новой новый новые новых этот эту этого этой этом когда",
        r"\b(?:тоже|также|нового|новой|новый|новые|новых|этот|эту|этого|этой|этом)\b|\bкогда закончишь\b",
    ),
    ("KO", r"새로|새 |이번"),
    ("CJK", r"新的|新建|这个|新しい|この"),
    # one test to write: "don't forget to add a test for the empty-list case" is a review's item for the
    # change at hand, not a habit — unless its sentence says which ones or when ("… for every endpoint").
    # Only a test or a case: "remember to add the --frozen-lockfile flag", "make sure to include a type hint
    # on public functions" are habits in the same words
    *(
        (anchors, rf"(?m)^(?![^\n]*\b(?:{every})\b)[^\n]*?{made}")
        for anchors, made, every in (
            (
                "add write create include",
                r"\b(?:add|write|create|include) (?:a|an|one|the) (?:[\w-]+ ){0,2}?"
                r"(?:tests?|test ?cases?|specs?) for\b"
                r"|\b(?:add|write|create|include) (?:a|an|one|the) [^\n]{0,60}?\b(?:edge )?case\b",
                "every|each|any|all|always|whenever|never",
            ),
            (
                "ajouter d'ajouter écrire d'écrire créer",
                r"\b(?:d'ajouter|ajouter|d'écrire|écrire|créer) (?:un|une|le|la) (?:test|cas)\b",
                "chaque|tous|toutes|toujours|jamais",
            ),
            (
                "añadir agregar escribir crear",
                r"\b(?:añadir|agregar|escribir|crear) (?:un|una|el|la) (?:test|prueba|caso)\b",
                "cada|todos|todas|siempre|nunca",
            ),
            (
                "adicionar escrever criar incluir",
                r"\b(?:adicionar|escrever|criar|incluir) (?:um|uma|o|a) (?:teste|caso)\b",
                "cada|todos|todas|sempre|nunca",
            ),
            (
                "aggiungere scrivere creare",
                r"\b(?:aggiungere|scrivere|creare) (?:un|una|uno|il|la|lo) (?:test|caso)\b",
                "ogni|tutti|tutte|sempre|mai",
            ),
            (
                "hinzuzufügen schreiben anzulegen",
                r"\b(?:einen|eine|ein|den) (?:test|testfall)\b[^.!?\n]{0,60}"
                r"\b(?:hinzuzufügen|zu schreiben|anzulegen)\b",
                "jede[mnrs]?|alle|immer|nie",
            ),
            (
                "toe schrijven",
                r"\been (?:test|testgeval)\b[^.!?\n]{0,60}\b(?:toe te voegen|te schrijven)\b",
                "elke|iedere|alle|altijd|nooit",
            ),
            (
                "забудь",
                r"\bне забудь (?:добавить|написать|создать) тест\b",
                "каждый|каждую|каждого|все|всегда",
            ),
        )
    ),
)

# A spec of the code's behaviour, not of the agent's: "make the loop never give up", "a flag that never
# writes", "fais en sorte que le worker ne s'arrête jamais". Such an "always"/"never" is no rule.
# The agent's own process, said with a "before" or "after": "… before you commit", "avant de push", "перед
# коммитом", "提交之前", "コミットの前に", "커밋 전에". With it, "that X is always Y" is a habit, not a spec.
_PROCESS = (
    r"(?:\b(?:before|after|avant|après|antes|después|depois|vor|nach|voor|na|prima|dopo|перед|после)\b"
    r"[^\n]{0,30}?(?:commit|push|merg|deploy|releas|pr\b|mr\b|коммит|пуш|мерж|деплой|релиз)"
    r"|(?:提交|推送|合并|部署|コミット|プッシュ|マージ|デプロイ|커밋|푸시|머지|배포)[^\n]{0,6}?"
    r"(?:之前|以前|前に|の前|전에|하기 전|후에|之后|後に))"
)
# What a thing of the code or the app does, always or never, as the user saw it: a bug reported, not a rule
# of the agent's work — "Die App zeigt immer den alten Wert an", "La app siempre muestra el valor viejo",
# "De cache wordt nooit geleegd", "Кэш никогда не очищается", "页面总是显示旧的值", "保存をクリックすると
# いつもクラッシュする", "저장을 누르면 항상 앱이 죽어요" (English says these without a rule's shape already).
# A thing as the subject, a verb of its own before the word; not with a modal ("die Tests müssen immer grün
# sein", "le code doit toujours …"), which makes it a rule of the work again.
_ALWAYS = r"(?:immer|nie|niemals|stets|siempre|nunca|jamás|toujours|jamais|sempre|mai|altijd|nooit)"
_MODAL = (
    r"(?:muss|müssen|musst|soll|sollen|sollte|sollten|darf|dürfen|debe|deben|debería|tiene que|tienen que"
    r"|doit|doivent|devrait|faut|deve|devem|deveria|tem que|têm que|moet|moeten|mag|mogen|devono|dovrebbe"
    r"|bisogna|должен|должна|должно|должны|нужно|надо)"
)
# (the thing may take a few words and a phrase of its own: "Die API gibt bei leerem Body immer 500 zurück";
# not when the user or the agent is named, or asked: "die Commits schreibst du immer auf Englisch", "bitte")
_ADDRESSED = (
    r"(?![^\n,;]*\b(?:bitte|wir|ihr|please|we|you|nous|tu|vous|on|je|nosotros|usted|ustedes|nós|você|vocês"
    r"|gente|wij|jij|noi|voi|per favore|por favor|alsjeblieft)\b)"
    # (German "du", not French "du": "Le cron ne se déclenche jamais le premier du mois")
    r"(?!(?![^\n]*\b(?:le|la|les|ne|des|une|est)\b)[^\n,;]*\bdu\b)"
)
OBSERVED: tuple[Cue, ...] = (
    (
        "die der das den dem la le les el los las o a os as il lo gli de het mein meine ma mon mi mis meu "
        "minha unser unsere notre nos nuestro nuestra nuestros nuestras nosso nossa nossos nossas onze ons",
        # (a thing of "ours" too: "Unsere API setzt nie den Header", "Nossa API nunca manda o header")
        r"^{CS}(?![^\n]*\b" + _MODAL + r"\b)" + _ADDRESSED + r"(?:(?:die|der|das|den|dem|la|le|les|el|los"
        r"|las|o|a|os|as|il|lo|gli|de|het|mein|meine|ma|mon|mi|mis|meu|minha|unser|unsere|notre"
        r"|nos|nuestr[oa]s?"
        r"|noss[oa]s?|onze|ons) |l')[\w'-]+(?: [\w'-]+){0,5}? " + _ALWAYS + r"\b",
    ),
    # ...or of "they" after a contrast: "die Pods werden von KEDA skaliert, aber sie skalieren nie runter",
    # "…, maar ze schalen nooit af" (review 2: each was kept as a rule)
    (
        "aber doch maar mais pero mas ma",
        r"\b(?:aber|doch|maar|mais|pero|mas|ma) (?:sie|ze|zij|ils|elles|ellos|ellas|eles|elas|loro)"
        r"(?: [\w'-]+){1,3}? " + _ALWAYS + r"\b",
    ),
    # ...or said of it after a question about it: "warum ist der Test falsch? er erwartet immer 3 Elemente"
    ("er es", r"^{CS}(?![^\n]*\b" + _MODAL + r"\b)(?:er|es) [a-zäöüß]+t\b(?: [\w'-]+){0,4}? (?:immer|nie)\b"),
    # a noun (a few words), then the word, then a verb of the third person: "кэш никогда не очищается",
    # "кнопка выхода никогда не срабатывает" (not "никогда не пушь", "мы всегда используем")
    (
        "никогда всегда",
        r"^{CS}(?!(?:мы|ты|вы|я)\b)[\w-]+(?: [\w-]+){0,2} (?:никогда|всегда) (?:не )?[а-яё]+(?:ет|ёт|ит|ется"
        r"|ится|ют|ят|ут|ются|ятся|ает|яет)\b",
    ),
    # what happens when something is done ("…と いつも", "…면 항상"); a screen that always shows (页面总是)
    (
        "CJK",
        r"(?:と|たら|ば|時|とき)、?\s*(?:いつも|毎回)|(?<![你我们请])(?:[\u4e00-\u9fff]{2,})(?:总是|一直)"
        r"(?:显示|出现|崩溃|报错|卡)",
    ),
    # a thing as the subject (が), then "always": "ログイン画面がいつも真っ白になる" (a rule names no subject:
    # "いつも pnpm を使って", or a topic: "コミットは必ず…")
    ("CJK", r"が[^,.\n]{0,10}?(?:いつも|毎回|常に)"),
    # ...and never: "ボタンが最初のクリックで絶対に反応しない" (not asked: "絶対に push しないで")
    (
        "CJK",
        r"が[^,.\n]{0,20}?(?:絶対に|決して|全然|一度も)[^,.\n]{0,15}?(?:ない|ません)"
        r"(?!\s*(?:で|こと|よう|ように|ください))",
    ),
    # ...in Chinese, a thing that always does something ("定时任务每到周日总是跑两次"; not "你总是…",
    # "总是用 pnpm", "总是要先跑测试"), what happens each time ("每次打开弹窗页面都会跳到顶部"), or never
    # does ("我们的 API 从来不返回 …")
    (
        "CJK",
        r"(?<![你我们请])[\u4e00-\u9fff]{2,}[^,.\n]{0,12}?(?:总是|一直|老是)(?!要|得|用|使用|先)"
        r"|每次[^,.\n]{1,20}?(?:都会|总会|就会)|(?<![你请])(?:从来不|从来没|从不)"
        # (what happens each time: "夜间任务每次都在凌晨三点 OOM 崩掉")
        r"|每次都[^,.\n]{0,20}?(?:崩|挂|失败|报错|超时|卡住|卡死|死掉|出错|oom|漏|没跑|不跑|没执行|不执行)",
    ),
    ("KO", r"면 항상"),
    # what happens each time the user does something: "every time I open the modal the page scrolls up",
    # "Jedes Mal, wenn ich …", "Chaque fois que j'ouvre …", "Cada vez que abro …", "каждый раз, когда
    # открываю"
    # (not "every time you push, run the tests", nor "whenever I say ship it, run the release script")
    (
        "time whenever",
        r"(?m)^(?![^\n]*\b(?:you|please|pls)\b)(?![^\n]*,\s*{M}(?:then |also |always |just )?(?:run|use|check"
        r"|add|update|make|write|ask|tell|let|do|don't|keep|put|bump|rebuild|regenerate|squash|rebase|ping"
        r"|remember|verify|rerun|re-run|clear|restart|reload)\b)[^\n]*\b(?:every time|each time|whenever)"
        r" (?:i|i'm|it|the|a|my|our|this|someone|a user|users?)\b",
    ),
    ("mal ich", r"\bjedes mal,?\s*{M}(?:wenn|sobald|als) ich\b"),
    ("fois j'ouvre", r"\bchaque fois qu(?:e j'|e je |'on |e l'|e le |e la )"),
    ("vez volta", r"\b(?:cada vez|toda vez|ogni volta) que? (?:yo |eu |io )?[a-zàèéìòóù]+o\b"),
    ("volta che", r"\bogni volta che (?:io )?[a-zàèéìòù]+o\b"),
    ("keer ik", r"\belke keer (?:als|dat|wanneer) ik\b"),
    ("раз когда", r"\bкаждый раз,?\s*{M}когда (?:я )?[а-яё]+(?:ю|у)\b"),
    # ...in Korean the subject takes 이/가: "로그인 버튼이 사파리에서 항상 안 눌려요", "앱이 항상 죽어요" (not
    # a request: "…항상 확인해 주세요")
    (
        "KO",
        r"[가-힣]+(?:이|가) (?:[^.!?\n]{0,20}? )?(?:항상|매번|언제나|절대(?:로)?)"
        r"(?![^.!?\n]*(?:주세요|하세요|세요|십시오|해야|하자|마세요|말아|면 안))",
    ),
)
# A change to a named piece of the code, said as "use X instead of Y" there, is today's task, not a
# correction of the agent: "use Promise.allSettled instead of Promise.all in fetchAll", "use a map instead of
# the nested loops in dedupe()", "refactoriza el servicio de pagos para usar async/await en vez de callbacks"
# (not "no, use pnpm instead of npm": no place in the code, or a "no" before it)
CODE_CHANGE: tuple[Cue, ...] = (
    # ...or said with the task of making it so: "instead of polling, use a websocket here — implement it"
    (
        "instead rather vez lugar lieu statt anstatt anstelle invés plaats invece posto вместо",
        r"\b" + _INSTEAD + r"\b[^\n]*?(?:[,;]|\s-)\s*{M}(?:please |and |then |so |bitte |и )?"
        r"(?:implement|build|wire|set up|implementier|bau|implémente|construis|implementa|construye"
        r"|implementeer|bouw|реализуй)\b",
    ),
    (
        "instead rather vez lugar lieu statt anstatt anstelle invés plaats invece posto вместо",
        r"\b"
        + _INSTEAD
        + r"\b[^\n]{0,60}?\b(?:in|en|dans|im|no|na|nel|nella|в) (?:the |el |la |le |der |die "
        r"|das |de |o |a |il )?(?:`\d+`|[\w./-]*(?:_|\.[a-z]{1,4}\b|\(\))[\w./()-]*)",
    ),
    (
        "refactoriza reescribe convierte migra reemplaza refactorise réécris convertis remplace refaktoriere "
        "konvertiere migriere ersetze refatora reescreve converte substitui herschrijf vervang rifattorizza "
        "riscrivi sostituisci перепиши замени переделай",
        r"^{CS}(?:refactoriza|reescribe|convierte|migra|reemplaza|refactorise|réécris|convertis|remplace"
        r"|refaktoriere|konvertiere|migriere|ersetze|refatora|reescreve|converte|substitui|herschrijf|vervang"
        r"|rifattorizza|riscrivi|sostituisci|перепиши|замени|переделай)\b[^\n]*\b" + _INSTEAD + r"\b",
    ),
)
# What a thing should always or never do, with the task of making it so after it ("the cache should always be
# invalidated after a write — fix the bug where it isn't", "the tests should never take this long, profile
# them"): the spec of that task
_SPEC_THEN_TASK = (
    r"^{CS}(?!(?:you|we|i|du|wir|ich|tu|nous|on|je|vous|tú|yo|nosotros|você|nós|eu|jij|wij|ik|noi|io|ты|мы"
    r"|я)\b)[^\n]{0,60}?\b(?:should|must|has to|have to|soll|sollte|sollten|muss|müssen|doit|doivent"
    r"|devrait|debe|deben|debería|deve|devem|deveria|moet|moeten|dovrebbe|devono|должен|должна|должно"
    r"|должны)\b[^\n]{0,20}?\b(?:always|never|immer|nie|niemals|toujours|jamais|siempre|nunca|sempre|mai"
    r"|altijd|nooit|всегда|никогда)\b[^\n]*?(?:[,;]|\s-)\s*{M}(?:please |pls |so |and |then |bitte |et |y "
    r"|e |en |и )?(?:fix|profile|investigate|debug|find|figure out|look into|track down|implement|add|make"
    r"|write|handle|ensure|enforce|repair|behebe|fixe|finde|untersuche|corrige|trouve|profile|arregla"
    r"|encuentra|investiga|corrija|conserta|encontra|repareer|zoek|correggi|trova|почини|исправь|найди"
    r"|разберись)\b"
)
CODE_SPEC: tuple[Cue, ...] = (
    (
        "always never immer nie niemals toujours jamais siempre nunca sempre mai altijd nooit всегда "
        "никогда",
        _SPEC_THEN_TASK,
    ),
    (
        "make let have ensure that which who",
        r"\b(?:make|let|have|ensure)(?! sure\b) (?!(?:you|we|i|me|us)\b)(?:the |a |an |it |this |that |our "
        r"|my |each |every )?[\w.-]+(?: [\w.-]+){0,3}? (?:never|always)\b"
        r"|\b(?:that|which|who) (?:will |should |must |can )?(?:always|never)\b",
    ),
    ("sorte qui", r"\bfais en sorte que\b|\bqui ne \w+ jamais\b|\bqui \w+ toujours\b"),
    ("haz que", r"\bhaz que\b|\bque (?:no \w+ )?nunca\b|\bque siempre\b"),
    (
        "faz faça que",
        r"\bfa(?:z|ça) (?:com que |o |a |os |as )\S+(?: \S+){0,3}? (?:nunca|sempre)\b"
        r"|\bque (?:nunca|sempre)\b",
    ),
    (
        "sorge sorg dass",
        r"\bsorg(?:e)? dafür\b(?!,? {M}dass (?:du|ihr|wir)\b)"
        r"|\bdass (?:er|sie|es|der|die|das) [^,.]{0,40}\b(?:nie|niemals|immer)\b",
    ),
    ("zorg die", r"\bzorg (?:ervoor |er voor )?dat\b(?! (?:je|jij|u|we|wij)\b)|\bdie (?:nooit|altijd)\b"),
    ("modo che", r"\bfai in modo che\b|\bche non \w+ mai\b|\bche \w+ sempre\b"),
    ("сделай сделайте чтобы", r"\bсделай(?:те)? так,? чтобы\b|\bчтобы [^.]{0,40}\b(?:никогда|всегда)\b"),
    # (and what it always is: "배너가 모바일에서 항상 보이게 해 주세요", make the banner always visible)
    (
        "KO",
        r"않게 ?해|않도록|멈추지 않게|(?:항상|절대|언제나|늘)[^.!?\n]{0,20}?[가-힣](?:게|도록) ?"
        r"(?:해|만들어)",
    ),
    ("CJK", r"让.{1,15}(?:永远|总是|一直|绝不)|(?:ように|ないように)(?:して|する)"),
    # what a check or a test is to hold of a thing: "add a check that the port is never 0", "vérifie que
    # le port n'est jamais 0", "dat de poort nooit 0 is", "что порт никогда не равен 0", "确保端口永远不是
    # 0": a thing (a determiner, or a noun in Russian and Chinese) after "that", not a person ("dass du nie
    # pushst", "que tu ne dois jamais"); unless the sentence is about the agent's own process ("vérifie que
    # les tests passent toujours avant de commit" is a habit)
    *(
        (anchors, rf"(?m)^(?![^\n]*{_PROCESS})[^\n]*?(?:{spec})")
        for anchors, spec in (
            (
                "dass das damit",
                r"\b(?:dass?|damit) (?:der|die|das|den|dem|ein|eine|einen|kein|keine|keinen|mein|meine|unser"
                r"|unsere|dieser|diese|dieses|jeder|jede|jedes)\b[^,.;:!?\n]{0,40}?\b(?:nie"
                r"|niemals|immer|stets)\b",
            ),
            (
                "que qu'il qu'elle",
                r"\bqu(?:e |')(?:(?:le|la|les|un|une|des|ce|cet|cette|ces|mon|ma|mes|notre|nos|son|sa|ses"
                r"|il|elle|ils|elles|aucun|aucune|chaque) |l')[^,.;:!?\n]{0,40}?\b(?:jamais|toujours)\b",
            ),
            (
                "que",
                r"\bque (?!a gente\b)(?:el|la|los|las|lo|un|una|unos|unas|este|esta|estos|estas|ese|esa|mi"
                r"|mis|nuestro|nuestra|nuestros|nuestras|su|sus|ningún|ninguna|cada|o|a|os|as|um|uma|esse"
                r"|meu|minha|nosso|nossa|seu|sua|nenhum|nenhuma)\b[^,.;:!?\n]{0,40}?"
                r"\b(?:nunca|siempre|jamás|sempre|jamais)\b",
            ),
            (  # "che", and in purpose clauses: "perché l'età non sia mai negativa" (so that)
                "che perché affinché",
                r"\b(?:che|perché|affinché) (?:l'|un'|(?:il|lo|la|i|gli|le|un|una|uno|questo|questa|questi"
                r"|queste|quel|quella|quello|mio|mia|nostro|nostra|nessun|nessuna|ogni)\b)[^,.;:!?\n]{0,40}?\b(?:mai"
                r"|sempre)\b",
            ),
            (
                "dat zodat",
                r"\b(?:zo)?dat (?:de|het|een|deze|dit|mijn|onze|ons|zijn|haar|geen|elke|iedere?)\b"
                r"[^,.;:!?\n]{0,40}?\b(?:nooit|altijd)\b",
            ),
            (
                "что чтобы",
                r"\bчто(?:бы)? (?!(?:ты|вы|мы|я|он|она|они|тебе|вам|нам|мне|нельзя|надо|нужно|не|никогда"
                r"|всегда)\b)(?![^\s,.;:!?]*(?:ть|ти|чь)\b)[^\s,.;:!?]+ (?:[^,.;:!?\n]{0,30}? )?"
                r"(?:никогда|всегда)\b",
            ),
            (
                "CJK",
                r"(?:确保|保证|验证|检查|断言|校验|确认)(?!你|我|咱)[^,.;:!?\n]{0,15}?"
                r"(?:永远|总是|始终|一直|绝不|从不)",
            ),
            (
                "CJK",
                r"が[^.!?\n]{0,12}?(?:絶対に?|常に|いつも|決して|必ず)[^.!?\n]{0,30}?(?:こと"
                r"|か(?:どうか)?)を?"
                r"(?:確認|チェック|テスト|検証|保証)",
            ),
            (
                "KO",
                r"(?:이|가)\s*(?:[^.!?\n]{0,12}?\s)?(?:항상|절대|언제나|반드시)[^.!?\n]{0,30}?(?:는지"
                r"|은지|지|도록|게)\s*"
                r"(?:확인|검사|체크|테스트|검증|보장)",
            ),
        )
    ),
    # a thing of the code that always or never does something, in a relative clause: "eine Funktion, die
    # nie eine Exception wirft", "функцию, которая никогда не бросает", "永远不抛异常的函数", "絶対に例外を
    # 投げない関数", "절대 예외를 던지지 않는 함수" (English "that/which never" is above)
    (
        "die der das welche welcher welches",
        r",\s*{M}(?:die|der|das|welche[rsn]?) (?:[\w-]+ ){0,3}?(?:nie|niemals|immer|stets)\b",
    ),
    (
        "который которая которое которые которую которого",
        r"\b(?:котор(?:ый|ая|ое|ые|ую|ого|ой))\b[^,.\n]{0,30}?\b(?:никогда|всегда)\b",
    ),
    (
        "CJK",
        r"(?:永远|总是|始终|从不|绝不)[^,.!?\n]{1,12}的[\u4e00-\u9fff]{0,3}(?:函数|方法|类|接口|脚本|服务|组件"
        r"|程序|代码|循环|逻辑)"
        r"|(?:絶対に?|常に|いつも|決して)[^,.!?\n]{1,20}?(?:ない|る)(?:関数|メソッド|クラス|スクリプト|処理"
        r"|コード|コンポーネント|ループ|ヘルパー|ユーティリティ)",
    ),
    (
        "KO",
        r"(?:절대|항상|언제나)[^,.!?\n]{1,20}?(?:는|않는) ?"
        r"(?:함수|메서드|클래스|스크립트|코드|컴포넌트|로직|루프|헬퍼|유틸)",
    ),
    # what the app does always or never, to a thing named: a spec of the product ("always return the newest
    # 10 items from the endpoint", "Gib immer die neuesten 10 Einträge zurück", "Nunca envíes correos a
    # usuarios sin verificar"), not a coding rule ("never return null from public apis", "always use utc")
    (
        "always never",
        r"^{CS}(?:please )?(?:always|never) (?:return|send|round|sort|cache|show|display|render"
        r"|redirect|charge"
        r"|expire|retry|reject|accept|allow|block|hide|include|exclude|notify|email)\b(?! (?:me|us)\b)[^\n]*"
        r"\b(?:the|this|that"
        r"|these|those)\b",
    ),
    (
        "immer nie niemals toujours jamais siempre nunca sempre altijd nooit mai всегда никогда",
        r"^{CS}(?:(?:gib|zeig|zeige|schick|schicke|sende|sortier|sortiere|runde|leite|blockier|blockiere"
        r"|erlaube|versteck|verstecke) (?:immer|nie|niemals)\b|(?:renvoie|retourne|affiche"
        r"|envoie|trie|arrondis"
        r"|redirige|bloque|autorise) (?:toujours|jamais)\b|ne (?:renvoie|retourne|affiche|envoie|redirige"
        r"|bloque|autorise) jamais\b|(?:devuelve|muestra|envía|ordena|redondea|redirige|bloquea"
        r"|permite|oculta)"
        r" (?:siempre|nunca)\b|nunca (?:devuelvas|muestres|envíes|ordenes|redirijas|bloquees|permitas)\b"
        r"|(?:retorna|devolve|mostra|envia|ordena|arredonda|redireciona|bloqueia|permite|esconde) sempre\b"
        r"|nunca (?:retorne|mostre|envie|ordene|redirecione|bloqueie|permita)\b|(?:geef|toon|stuur|sorteer"
        r"|rond|blokkeer|verberg) (?:\w+ )?(?:altijd|nooit)\b|(?:restituisci|ritorna|mostra|invia|ordina"
        r"|arrotonda|reindirizza|blocca|consenti|nascondi) sempre\b|non (?:restituire|mostrare"
        r"|inviare|ordinare"
        r"|bloccare|consentire) mai\b|(?:всегда|никогда не) (?:возвращай|показывай|отправляй"
        r"|сортируй|округляй"
        r"|перенаправляй|блокируй|разрешай|скрывай)\b)",
    ),
    # what the thing just named is always or never to do ("refactor the parser. it should never exceed 100
    # lines per function", "Er soll nie mehr als 100 Zeilen haben", "Il ne doit jamais dépasser …"): a spec of
    # that piece of work (not "it should never be committed": the agent's own work)
    (
        "it er es sie il elle debe nunca siempre deve ele ela hij zij het non он она оно",
        r"(?:\bit (?:should|must|has to|needs to|may|can|will) (?:always|never)"
        r"|\b(?:er|es|sie) (?:soll|sollte|muss|darf|kann|wird) (?:immer|nie|niemals)"
        r"|\b(?:il|elle) (?:ne )?(?:doit|devrait|peut|va) (?:toujours|jamais)"
        r"|\b(?:nunca|siempre) (?:debe|tiene que|puede)|\b(?:debe|tiene que) (?:siempre|nunca)"
        r"|\b(?:ele|ela) (?:nunca|sempre) (?:deve|pode|vai)"
        r"|\b(?:hij|zij|het) (?:mag|moet|kan|zal) (?:nooit|altijd)|\bnon deve mai|\bdeve sempre"
        r"|\b(?:он|она|оно) (?:никогда|всегда) (?:не )?(?:должен|должна|должно))\b"
        r"(?! (?:be )?(?:committed|pushed|deployed|edited|touched|modified|checked in|logged|shared"
        r"|shown to)\b)",
    ),
    # what to write into the docs for people ("add to the README that contributors must always run the
    # tests", "Schreib in die README, dass man immer …"): a task on a document (CLAUDE.md is no such one)
    (
        "readme contributing docs doc documentation wiki changelog doku dokumentation documentación "
        "documentação documentatie documentazione документации доку CJK KO",
        r"\b(?:add|write|put|note|document|mention|explain|schreib|schreibe|füg|füge|ergänz|ergänze|trag"
        r"|ajoute|écris|mets|note|añade|agrega|escribe|pon|anota|coloca|adiciona|escreve|põe|zet|schrijf|voeg"
        r"|aggiungi|scrivi|metti|добавь|напиши|впиши)\b[^\n]{0,20}?\b(?:to|in|into|zu|im|dans|à|au|en|no|na"
        r"|em|aan|nel|al|alla|в) (?:the |die |den |das |le |la |l'|el |o |a |de |het |il )?(?:readme"
        r"|contributing|docs?|documentation|wiki|changelog|doku|dokumentation|documentación|documentação"
        r"|documentatie|documentazione|документаци\w*|доку)(?:\.md)?\b(?![/\w])"
        r"(?![^\n]*\bwhen(?:ever)? you\b)"
        r"|\b(?:update|edit) (?:the )?(?:readme|contributing)(?:\.md)?\s*:"
        r"|(?:在|往)\s*(?:readme|文档|wiki)[^\n]{0,6}?(?:写|加|补充)|(?:readme|ドキュメント"
        r"|wiki)(?:に|へ)[^\n]{0,40}?"
        r"(?:書いて|追記して|追加して)|(?:readme|문서|위키)에 [^\n]{0,40}?(?:적어|추가해|써)",
    ),
    # what the app shows, always or never: a spec of the product ("never show the debug panel in production
    # builds", "Zeig immer das Fehlerbanner"), not of the agent's work ("always show me the diff")
    (
        "always never immer nie toujours jamais siempre nunca sempre nunca altijd nooit mai всегда никогда",
        r"^{CS}(?:please |bitte )?(?:(?:always|never) (?:show|display|render|hide)\b(?! (?:me|us)\b)"
        r"|(?:zeig|zeige) (?:immer|nie)\b(?! (?:mir|uns)\b)|n'affiche jamais\b|affiche toujours\b"
        r"|nunca muestres\b|muestra siempre\b(?! (?:me|nos)\b)|(?:mostra|exibe) sempre\b|nunca (?:mostre"
        r"|exiba)\b"
        r"|toon (?:altijd|nooit)\b(?! (?:me|mij|ons)\b)|mostra sempre\b|non mostrare mai\b"
        r"|всегда показывай\b(?! мне)|никогда не показывай\b)",
    ),
    # how the code behaves from now on, said with the task it brings: "from now on the endpoint returns 201,
    # update the tests", "Ab jetzt gibt der Endpoint 201 zurück, pass die Tests an"
    (
        "now forward jetzt sofort désormais maintenant ahora adelante agora nu voortaan poi момента отныне",
        r"(?:from now on|going forward|ab jetzt|ab sofort|désormais|à partir de maintenant|a partir de ahora"
        r"|de ahora en adelante|a partir de agora|vanaf nu|voortaan|d'ora in poi|с этого момента"
        r"|отныне),?\s*{M}"
        r"(?:\w+ )?(?:the|der|die|das|le|la|les|el|los|las|o|a|os|as|de|het|il|lo|i|gli) [^\n]*?"
        + _TASK_AFTER,
    ),
    # what a thing of the code does unless told otherwise: "the map should center on the origin by default"
    (
        "default",
        r"^{CS}(?:the|this|our|my|a|an) [\w.-]+(?: [\w.-]+){0,2} (?:should|must|needs to|has to) [^\n]*"
        r"\bby default\b",
    ),
    # a thing's required behaviour reported as a bug: "the function should never return None, fix it"
    (
        "should must",
        r"(?<!\byou )(?<!\bwe )(?<!\bi )\b(?:should|must) (?:always|never)\b[^\n]*?[,;.]\s*{M}(?:please |pls "
        r"|so |just )?(?:fix|repair|change|update|correct|adjust|edit)\b",
    ),
)

# What makes a limit set on a task more than this task's: a marker of permanence or of repetition, a place
# said as the project's ("here"), who does the work ("yourself"), blame for what the agent did.
_STANDING = (
    r"\b(?:ever|never|always|again|anymore|any more|from now on|going forward|in (?:the )?future|next time"
    r"|every time|whenever|here|in this (?:repo|project|codebase)|yourself|myself|for me|ask me|wrong"
    r"|incorrect|told you|i said|sorry)\b|\byou(?:'ve| have)? (?:just |already |again )?(?:\w+ed|broke"
    r"|forgot|ran|put|wrote|made|did|took)\b"
    r"|\b(?:nie|niemals|immer|wieder|mehr|ab jetzt|künftig|zukünftig|in zukunft|hier|bei uns|selbst"
    r"|falsch|gesagt|du hast)\b"
    r"|\b(?:jamais|toujours|encore|désormais|dorénavant|à l'avenir|ici|chez nous|toi-même|moi-même|faux"
    r"|je (?:t'|vous )?(?:l')?ai dit|tu as|vous avez)\b"
    r"|\b(?:nunca|siempre|jamás|otra vez|de nuevo|ya no|a partir de ahora|aquí|acá|mismo|misma|está mal"
    r"|te dije|has \w+(?:ado|ido))\b"
    r"|\b(?:sempre|de novo|a partir de agora|aqui|mesmo|mesma|errado|disse|você \w+ou)\b"
    r"|\b(?:nooit|altijd|weer|opnieuw|voortaan|vanaf nu|bij ons|zelf|fout|gezegd|je hebt)\b"
    r"|\b(?:mai|di nuovo|ancora|d'ora in poi|qui|da noi|stesso|stessa|sbagliat\w|detto|hai \w+(?:ato|uto"
    r"|ito))\b"
    r"|\b(?:никогда|всегда|опять|снова|больше|впредь|отныне|у нас|тут|здесь|сам|неправильно|говорил"
    r"|ты \w+л)\b"
    r"|永远|总是|始终|一律|以后|今后|每次|又|再|这里|我们|自己|错|说过|不对|絶対|常に|いつも|必ず|今後|毎回"
    r"|また|うち|自分|違|言った|항상|절대|앞으로|매번|또|다시|우리|직접|틀렸|말했|아니"
)
# A polite or connecting word before the task's verb.
_POLITE = (
    r"{CS}(?:(?:ok|okay|now|then|so|please|pls|bitte|por favor|s'il te plaît|per favore|alsjeblieft"
    r"|пожалуйста|请|帮我|麻烦)[\s,.!]*{M})*"
)
# (anchors, a task's verb opening the prompt, a later clause that limits how to do it) per language
_TASK_LIMITS = (
    (
        "fix bump update upgrade refactor rewrite add implement create write build deploy migrate rename "
        "move clean remove delete install set port convert change replace run release publish merge rebase "
        "generate split extract tidy document optimize optimise improve log handle catch wrap validate retry",
        r"(?:fix|bump|update|upgrade|refactor|rewrite|add|implement|create|write|build|deploy|migrate"
        r"|rename|move|clean(?: up)?|remove|delete|install|set up|port|convert|change|replace|run|release"
        r"|publish|merge|rebase|generate|split|extract|tidy(?: up)?|document|optimi[sz]e|improve|log|handle"
        r"|catch|wrap|validate|retry)\b",
        r"(?:[,;]|\band\b|\bbut\b|\s-\s)\s*{M}(?:(?:and|but|just|please|pls|so) )*(?:(?:don't|dont|do not"
        r"|no need to)\b|not (?!(?:sure|working|found|yet)\b)[\w./-]+\s*[.!]?$)",
    ),
    (
        "repariere reparier fix fixe behebe beheb aktualisiere aktualisier update upgrade refaktoriere "
        "refaktorier füge baue bau erstelle erstell schreibe schreib deploye deploy migriere benenne "
        "verschiebe verschieb lösche lösch entferne entfern installiere richte ändere änder ersetze mach "
        "mache implementiere räum räume",
        r"(?:repariere?|fixe?|behebe?|aktualisiere?|update|upgrade|refaktoriere?|füge|baue?|erstelle?"
        r"|schreibe?|deploye?|migriere|benenne|verschiebe?|lösche?|entferne?|installiere|richte|ändere?"
        r"|ersetze|mache?|implementiere|räume?)\b",
        r"[,;]\s*{M}[^\n]*?\b(?:nicht|keine?[nrs]?|ohne)\b",
    ),
    (
        "corrige répare mets ajoute crée écris déploie migre renomme déplace supprime installe "
        "refactorise réécris change remplace fais lance nettoie implémente",
        r"(?:corrige|répare|mets|ajoute|crée|écris|déploie|migre|renomme|déplace|supprime|installe"
        r"|refactorise|réécris|change|remplace|fais|lance|nettoie|implémente)\b",
        r"[,;]\s*{M}(?:(?:mais|et) )?(?:[^\n]*?(?:\bne |\bn')\S+ (?:pas|rien)\b|(?:pas|sans)\b)",
    ),
    (
        "arregla corrige actualiza añade agrega crea escribe despliega migra renombra mueve borra elimina "
        "instala refactoriza reescribe cambia reemplaza haz corre ejecuta limpia implementa sube",
        r"(?:arregla|corrige|actualiza|añade|agrega|crea|escribe|despliega|migra|renombra|mueve|borra"
        r"|elimina|instala|refactoriza|reescribe|cambia|reemplaza|haz|corre|ejecuta|limpia|implementa"
        r"|sube)\b",
        r"(?:[,;]|\by\b|\bpero\b)\s*{M}(?:(?:pero|y) )?(?:no|sin)\b",
    ),
    (
        "conserta corrige arruma atualiza adiciona cria escreve migra renomeia move apaga remove instala "
        "refatora reescreve muda troca faz roda limpa implementa sobe",
        r"(?:conserta|corrige|arruma|atualiza|adiciona|cria|escreve|migra|renomeia|move|apaga|remove"
        r"|instala|refatora|reescreve|muda|troca|faz|roda|limpa|implementa|sobe)\b",
        r"(?:[,;]|\be\b|\bmas\b)\s*{M}(?:(?:mas|e) )?(?:não|nao|sem)\b",
    ),
    (
        "fix repareer update werk voeg maak schrijf deploy migreer hernoem verplaats verwijder installeer "
        "refactor herschrijf verander vervang draai ruim implementeer",
        r"(?:fix|repareer|update|werk|voeg|maak|schrijf|deploy|migreer|hernoem|verplaats|verwijder"
        r"|installeer|refactor|herschrijf|verander|vervang|draai|ruim|implementeer)\b",
        r"[,;]\s*{M}[^\n]*?\b(?:niet|geen|zonder)\b",
    ),
    (
        "sistema correggi aggiusta aggiorna aggiungi crea scrivi migra rinomina sposta elimina cancella "
        "rimuovi installa riscrivi cambia sostituisci fai lancia esegui pulisci implementa",
        r"(?:sistema|correggi|aggiusta|aggiorna|aggiungi|crea|scrivi|migra|rinomina|sposta|elimina"
        r"|cancella|rimuovi|installa|riscrivi|cambia|sostituisci|fai|lancia|esegui|pulisci|implementa)\b",
        r"(?:[,;]|\be\b|\bma\b)\s*{M}(?:(?:ma|e) )?(?:non|senza)\b",
    ),
    (
        "почини исправь обнови добавь создай напиши задеплой мигрируй переименуй перенеси удали установи "
        "отрефактори перепиши поменяй замени сделай запусти почисти реализуй",
        r"(?:почини|исправь|обнови|добавь|создай|напиши|задеплой|мигрируй|переименуй|перенеси|удали"
        r"|установи|отрефактори|перепиши|поменяй|замени|сделай|запусти|почисти|реализуй)\b",
        r"(?:[,;]|\bи\b|\bно\b)\s*{M}(?:(?:но|и) )?(?:не|без)\b",
    ),
    (
        "CJK",
        r"(?:把[^,\n]{1,15}?)?(?:修|更新|升级|加|添加|新建|创建|写|部署|迁移|重命名|移动|删除"
        r"|安装|重构|重写|改|替换|跑"
        r"|清理|实现)",
        r",\s*{M}[^\n]*?(?:别|不要|不用|不许)",
    ),
    ("CJK", r"[^,\n]{1,40}?(?:て|で)(?:ください)?", r",\s*{M}[^\n]*?(?:ないで|するな)"),
    (
        "KO",
        r"[^,\n]{1,40}?(?:하고|고치고|해 ?줘|고쳐 ?줘|해 ?주세요|고쳐 ?주세요)",
        r"[,\s]+[^\n]*?(?:지 ?마|지 ?말)",
    ),
)

# An instruction for this one piece of work only: a name for now, an exception for one script, the other
# of two things the agent had in front of it ("no, I meant the other file — header.tsx"; but "you
# misunderstood — I meant the billing service, not orders" corrects what the agent took the task to be).
ONE_OFF: tuple[Cue, ...] = (
    (
        "meant mean meinte voulais quise refería quis bedoelde intendevo имел имела",
        r"{CS}i (?:meant|mean) the other\b|{CS}ich meinte (?:die|den|das) andere\b"
        r"|{CS}je voulais dire l'autre\b|{CS}(?:quise decir|me refería a) (?:el|la|al) otr[oa]\b"
        r"|{CS}eu quis dizer (?:o|a) outr[oa]\b|{CS}ik bedoelde (?:de|het) andere\b"
        r"|{CS}intendevo l'altr[oa]\b|{CS}я имел(?:а)? в виду друг(?:ой|ую|ое)\b",
    ),
    ("CJK", r"我(?:是说|指的是|说的是)另一个|もう(?:一つ|ひとつ)の(?:方|ほう)"),
    ("KO", r"다른 (?:거|것|파일)(?:을|를)? 말한"),
    (
        "for just later temporarily temporary spike experiment experimental throwaway",
        r"\bfor (?:this|that) (?:one |quick |little |first |single )?(?:\w+ )?(?:demo|script|spike"
        r"|experiment|prototype|poc|one|case|run|task|ticket|pr|issue|story|feature)\b"
        r"|\bjust (?:on|for) this\b|\b(?:rename|change) it later\b"
        r"|\btemporar(?:y|ily)\b|\bon (?:this|the) (?:spike|experiment(?:al)?|throwaway) branch\b",
    ),
    (
        "call name",
        r"{CS}(?:just |please |so )?(?:call|name) (?:it|this|that|the (?:new )?(?:\w+ ){0,2}?(?:file|module"
        r"|branch|function|class|script|shortcut|folder|table|component|command))\b",
    ),
    # an instruction for one piece of work named by a demonstrative: "use a toast for this error", "für
    # dieses Skript httpx statt requests", "voor deze pagina een grijze achtergrond" — not the project's
    # ("for this repo always use pnpm" is a rule: repo, project, codebase, team are not pieces of work)
    (
        "page screen view component file function method endpoint route error query migration commit form "
        "modal dialog button section report request step chart email banner",
        r"\bfor (?:this|that) (?:\w+ )?(?:page|screen|view|component|file|function|method|endpoint|route"
        r"|error|query|migration|commit|form|modal|dialog|button|section|report|request|step|chart|email"
        r"|banner)\b",
    ),
    (
        "diese dieses diesen",
        r"\bfür (?:diese[sn]?) (?:\w+ )?(?:seite|skript|script|datei|funktion|komponente|aufgabe|ticket"
        r"|fehler|abfrage|migration|formular|dialog|button|abschnitt|bericht|anfrage)\b",
    ),
    (
        "cette cet",
        r"\bpour (?:cette|ce|cet) (?:\w+ )?(?:page|script|fichier|fonction|composant|tâche|ticket|erreur"
        r"|requête|migration|formulaire|modale|bouton|section|rapport|écran)\b",
    ),
    (
        "esta este",
        r"\bpara (?:esta|este) (?:\w+ )?(?:página|pagina|script|archivo|función|funcion|componente|tarea"
        r"|ticket|error|consulta|migración|migracion|formulario|modal|botón|boton|sección|seccion|informe"
        r"|pantalla|arquivo|função|funcao|tarefa|erro|tela|relatório|relatorio)\b",
    ),
    (
        "deze dit",
        r"\bvoor (?:deze|dit) (?:\w+ )?(?:pagina|script|bestand|functie|component|taak|ticket|fout|query"
        r"|migratie|formulier|modal|knop|sectie|rapport|scherm)\b",
    ),
    (
        "questa questo",
        r"\bper (?:questa|questo) (?:\w+ )?(?:pagina|script|file|funzione|componente|compito|ticket"
        r"|errore|query|migrazione|modulo|modale|pulsante|sezione|report|schermata)\b",
    ),
    (
        "этого этой раз",
        r"(?<!\w)(?:для (?:этого|этой) (?:\w+ )?(?:скрипта|страницы|файла|функции|компонента|задачи"
        r"|тикета|ошибки|запроса|миграции|формы|кнопки|раздела|отчёта|отчета|экрана)|в этот раз)(?!\w)",
    ),
    (
        "vorerst erstmal erst fürs vorläufig jetzt diesmal",
        r"\b(?:vorerst|erstmal|erst mal|fürs erste|vorläufig|für jetzt|diesmal)\b",
    ),
    (
        "l'instant moment fois temporairement",
        r"\b(?:pour l'instant|pour le moment|cette fois|temporairement)\b",
    ),
    (
        "ahora momento vez temporalmente",
        r"\b(?:por ahora|de momento|por el momento|esta vez|temporalmente)\b",
    ),
    (
        "enquanto agora vez temporariamente",
        r"\b(?:por enquanto|por agora|desta vez|dessa vez|temporariamente)\b",
    ),
    ("voorlopig nu keer tijdelijk", r"\b(?:voorlopig|voor nu|deze keer|tijdelijk)\b"),
    (
        "adesso ora momento volta temporaneamente",
        r"\b(?:per adesso|per ora|per il momento|questa volta|temporaneamente)\b",
    ),
    ("пока раз временно время", r"\b(?:пока что|на этот раз|временно|на время)\b"),
    ("KO", r"일단|이번에?만|임시로|우선은"),
    # the user is at work on it now, or it is not yet: "don't touch the migration, I'm editing it", "No
    # toques la migración, la estoy editando", "Ne commite pas encore", "まだコミットしないで", "아직 커밋하지
    # 마세요", "别动迁移文件，我正在改", "don't push, I'll review it tomorrow"
    (
        "i'm im tomorrow tonight suis encore estoy estás tô estou sto gerade bezig сейчас",
        r"\bi'?m (?:currently |still |just )?(?:editing|changing|working on|fixing|rewriting"
        r"|refactoring|updating"
        r"|modifying|reviewing|testing) (?:it|this|that|them|those)\b|\bi'?m in the middle of\b"
        r"|\b(?:tomorrow|tonight)\b|\bje suis en train de\b|\bpas encore\b"
        r"|\b(?:la |lo |los |las )?estoy \w+(?:ando|iendo)\b|\b(?:a |o )?(?:tô|estou) \w+(?:ando|endo|indo)\b"
        r"|\b(?:la |lo |li |le )?sto \w+(?:ando|endo)\b|\bich (?:bearbeite|ändere|mache|überarbeite"
        r"|schreibe) (?:sie|es|ihn|das|die|den) gerade\b|\bbin gerade dran\b"
        r"|\bik ben er (?:nu )?mee bezig\b|\bя (?:её |его |их )?сейчас \w+(?:ю|у)\b",
    ),
    (
        "CJK KO",
        r"我正在|正在改|先别|暂时别|还不要|まだ[^,.\n]{0,10}ないで|(?:編集|作業|修正)中"
        r"|아직 [^,.\n]{0,10}지 ?마|지금 제가",
    ),
    (
        "CJK",
        r"先叫|先用|先放|暂时|这次|临时|とりあえず|一旦|暫定|今回(?:だけ|は)|明天|刚才|待会儿|明日|今日は",
    ),
    # a task, then how not to do it: "fix the flaky test, dont just skip it", "bump deps, run tests, don't
    # push", "Arregla el test, no lo saltes", "修一下这个测试，别直接跳过": a limit of this piece of work
    *(
        (anchors, r"\A(?![\s\S]*(?:" + _STANDING + r"))" + _POLITE + rf"(?:{verbs})[^\n]*?{limit}")
        for anchors, verbs, limit in _TASK_LIMITS
    ),
    # a list of steps, whatever it leaves out: "steps: build, test, don't deploy"
    (
        "todo to-do tasks steps plan checklist tareas pasos tarefas passos aufgaben schritte taken stappen "
        "compiti passi étapes задачи шаги KO CJK",
        r"\A(?![\s\S]*(?:" + _STANDING + r"))" + _POLITE + r"(?:todo|to-do|tasks|steps|plan|checklist|tareas"
        r"|pasos|tarefas|passos|aufgaben|schritte|taken|stappen|compiti|passi|étapes|задачи|шаги|할 일|단계"
        r"|待办|步骤|タスク|手順)\s*:",
    ),
    # the same limit said first, scoped to the change at hand: "don't touch the tests in this PR"
    (
        "pr mr commit branch change diff patch",
        r"\A(?![\s\S]*(?:" + _STANDING + r"))" + _POLITE + r"(?:don't|dont|do not)\b[^\n]*\b(?:in|on|for) "
        r"(?:this|that|the current) (?:pr|mr|pull request|commit|branch|change|diff|patch)\b",
    ),
    # this PR only, in the other languages: "Pour cette PR, ne touche pas au README", "in diesem PR …"
    (
        "pr mr commit branch branche rama ticket pull",
        r"\A(?![\s\S]*(?:" + _STANDING + r"))[^\n]*\b(?:(?:pour|dans|sur) (?:cette|ce)|(?:für|in) (?:diesen"
        r"|diese|dieses|diesem)|(?:para|en|em|nesse|nessa|neste|nesta) (?:este|esta|esse|essa)?|(?:voor|in)"
        r" (?:deze|dit)|(?:per|in|su) (?:questa|questo)|(?:в|для) (?:этом|этой|этого))"
        r" ?(?:pr|mr|pull request|commit|branche?|rama|ticket|пр|коммите?|ветке)\b",
    ),
    (
        "CJK KO",
        r"这个 ?(?:pr|提交|分支)(?:里|中)|この ?(?:pr|コミット|ブランチ)(?:では|で)|이번 ?(?:pr"
        r"|커밋)(?:에서|에선)",
    ),
)

# A clause that gives the reason for what the sentence says ("…, the suite is too slow otherwise", "…, weil
# der Build sonst hängt"), or the one case the user is to be called in: what it reports is no failure of the
# moment (correct._reasonless drops it)
REASON = (
    r"(?:[,;:]|\s-)\s*\x02?(?:[^,;\n]*\b(?:otherwise|sonst|sinon|sino|senão|anders|altrimenti|иначе)\b"
    r"|(?:because|since|as|weil|da|denn|parce que|car|porque|ya que|pois|omdat|want|perché|poiché"
    r"|потому что|так как)\b)[^\n]*|[,，]\s*\x02?(?:否则|不然|因为)[^\n]*"
    # ...or the only case to be called in: "ping me only if the deploy fails"
    r"|\b(?:only (?:if|when)|only (?:[\w-]+ ){1,2}me(?: up| in)? (?:if|when|in case)"
    r"|(?:seulement|uniquement) (?:si|quand|s')|(?:solo|sólo|únicamente) (?:si|cuando)"
    r"|(?:só|somente|apenas) (?:se|quando)|(?:alleen|pas) (?:als|wanneer)|(?:soltanto|solamente) (?:se"
    r"|quando)|nur,? (?:wenn|falls)|только (?:если|когда))\b[^,;\n]*"
)
# A regret of the team's about what was done ("we should never have merged that PR, revert it", "Wir hätten
# den PR nie mergen dürfen", "On n'aurait jamais dû…", "Nunca debimos…", "那个 PR 根本就不该合并"): the past,
# and the task of undoing it, not a rule of the work. Not said to the agent: "you should never have pushed"
# corrects it.
_REGRETS: tuple[Cue, ...] = (
    (
        "should shouldn't ought",
        r"\b(?:we|i|they|nobody|no one|someone)(?: really)? (?:should(?:n't| not| never)?|ought(?:n't)?"
        r"(?: not| never)? to) (?:\w+ )?have\b|(?<!\byou )\bshould(?:n't| not| never) have been\b",
    ),
    (
        "hätten hätte",
        r"\b(?:wir|ich|man) hätten? [^.\n]{0,40}?\b(?:dürfen|sollen|müssen)\b"
        r"|\bhätte [^.\n]{0,40}?\bwerden (?:dürfen|sollen|müssen)\b",
    ),
    (
        "aurait aurions aurais n'aurait n'aurions n'aurais",
        r"\b(?:on|nous|je) (?:n')?(?:aurait|aurions|aurais)(?: jamais| pas)? d[uû]\b",
    ),
    (
        "debimos debí deberíamos tendríamos debió",
        r"\b(?:debimos|debí|deberíamos haber|tendríamos que haber|debió haberse)\b",
    ),
    ("deveríamos devíamos deveria", r"\b(?:deveríamos|devíamos) (?:nunca )?ter\b|\bnunca deveria ter sido\b"),
    ("hadden had", r"\b(?:hadden we|we hadden|had ik|ik had)\b[^.\n]{0,40}?\bmoeten\b"),
    ("avremmo avrei avrebbe", r"\b(?:avremmo|avrei)(?: mai)? dovuto\b|\bavrebbe (?:mai )?dovuto essere\b"),
    ("не зря", r"\bне (?:надо|нужно|стоило|следовало) было\b|\bзря (?:мы|я)\b"),
    ("CJK", r"(?<!你)(?:当初|本来|根本)就?不(?:应)?该|(?:すべき|するべき)(?:じゃ|では)なかった"),
    ("KO", r"말았어야 했"),
)
# (not what the user should have said: "Sorry, I should have said: we use pnpm", "j'aurais dû préciser")
_UNSAID = (
    r"^(?![^\n]*(?:\b(?:said|say|mention\w*|told|tell|specif\w*|clarif\w*|explain\w*|sagen|gesagt|erwähn\w*"
    r"|dire|préciser|decir|dicho|aclarar|dizer|dito|zeggen|gezegd|vermelden|detto|specificare|сказать"
    r"|уточнить)\b|说|言う|言って|말했))[^\n]*?"
)
REGRET: tuple[Cue, ...] = tuple((anchors, _UNSAID + "(?:" + source + ")") for anchors, source in _REGRETS)

# How the user wants the agent to work: ask first, do it yourself, answer in this language, keep it short.
# "…, but later", "mañana": when, not who
_NOT_LATER = (
    r"(?! (?:later|tomorrow|after|when|if|once|morgen|später|demain|plus tard|mañana|luego|después|amanhã"
    r"|depois|straks|morgen|domani|dopo|завтра|потом)\b)"
)
# "you can use sudo", not "you can run sudo apt update": leave to run one command is no standing grant
_NO_COMMAND = (
    r"(?!\s+(?!(?:when|whenever|if|as|for|to|without|on|in|here|there|and|but|so|commands?|yourself)\b)"
    r"[\w./-])"
)
# Said of this moment or this piece of work ("ok you can run sudo now", "I'll paste them in a bit", "use
# sudo for this"): a permission or a way of working for now is never a standing preference. Not what the
# user has set up ("you have root now") nor a class of work ("for those kinds of commands").
MOMENT: tuple[Cue, ...] = (
    (
        "now later bit sec second minute moment once time today tonight tomorrow for",
        r"^(?!.*\byou(?:'ve| have| now have)\b).*(?<!\bfrom )(?<!\bfor )\bnow\b(?! on\b)|\blater\b"
        r"|\bin a (?:bit|sec|second|minute|moment|few)\b|\b(?:this|that|just) (?:once|time)\b"
        r"|\b(?:today|tonight|tomorrow)\b"
        r"|\bfor (?:this|that|these|those|it)\b(?! (?:project|repo|repository|codebase|team|kinds? of"
        r"|sorts? of|types? of)\b)",
    ),
    (
        "jetzt gleich später heute morgen diesmal",
        r"(?<!\bab )\bjetzt\b|\b(?:gleich|später|heute|morgen|diesmal)\b",
    ),
    (
        "maintenant tard suite fois aujourd'hui demain",
        r"(?<!\bde )\bmaintenant\b|\b(?:plus tard|tout de suite|cette fois|aujourd'hui|demain)\b",
    ),
    ("ahora luego tarde hoy mañana vez", r"(?<!\bde )\bahora\b|\b(?:luego|más tarde|hoy|mañana|esta vez)\b"),
    (
        "agora depois tarde hoje amanhã vez",
        r"(?<!\bde )\bagora\b|\bdepois\b(?! (?:de|do|da|dos|das|que)\b)"
        r"|\b(?:mais tarde|hoje|amanhã|desta vez)\b",
    ),
    (
        "nu straks later vandaag morgen keer",
        r"(?<!\bvanaf )\bnu\b|\b(?:straks|later|vandaag|morgen|deze keer)\b",
    ),
    (
        "adesso ora dopo tardi oggi domani volta",
        r"\badesso\b(?! in poi)|(?<!d')(?<!\bda )\bora\b(?! in poi)"
        # "dopo" alone is later; "dopo ogni modifica" is after each change, a standing when
        r"|\bdopo\b(?! (?:ogni|il|la|lo|i|gli|le|l'|un|una|aver|che|di)\b)"
        r"|\b(?:più tardi|oggi|domani|questa volta)\b",
    ),
    ("сейчас потом позже сегодня завтра раз", r"\b(?:сейчас|потом|позже|сегодня|завтра|на этот раз)\b"),
    ("KO", r"지금|나중에|오늘|이번"),
    ("CJK", r"现在|待会|稍后|今天|这次|後で|あとで|今日|今回|今すぐ"),
)

PREFERENCE: tuple[Cue, ...] = (
    # when to be called in, said with "only": the rest the agent does alone ("ping me only if it asks for a
    # password", "préviens-moi seulement s'il…", "avísame solo si…", "vraag mij alleen als…", "chiamami solo
    # se…", "frag mich nur, wenn…", "зови меня только если…", "비밀번호가 필요할 때만 불러줘"); the verbs of
    # calling someone in, not of showing ("show me only if it compiles")
    (
        "only",
        _NOT_NOW + r"\b(?:only )?(?:ping|ask|call|tell|bother|notify|get|wake|interrupt|alert|message|email"
        r"|page|text|involve|loop|escalate to) me(?: up| in)? (?:only )?(?:if|when|in case)\b",
    ),
    (
        "seulement uniquement que",
        _NOT_NOW + r"\b(?:préviens|appelle|demande|dérange|contacte|réveille|sollicite|interromps"
        r"|écris)(?:-moi| moi) (?:seulement|uniquement) (?:si|quand|s')"
        r"|\bne me (?:préviens|dérange|demande|contacte|appelle|réveille|sollicite) que (?:si|quand|s')",
    ),
    (
        "solo sólo únicamente",
        _NOT_NOW + r"\b(?:avísame|llámame|pregúntame|molestame|moléstame|despiértame|escríbeme|consúltame"
        r"|interrúmpeme) (?:solo|sólo|únicamente) (?:si|cuando)\b",
    ),
    (
        "só somente apenas",
        _NOT_NOW + r"\b(?:me (?:avisa|chama|pergunta|acorda|incomoda|consulta|escreve)|(?:avise|chama|acorde"
        r"|consulte)-me) (?:só|somente|apenas) (?:se|quando)\b|\b(?:só|somente|apenas) me (?:avisa|chama"
        r"|pergunta|acorda|incomoda|consulta|escreve)\w* (?:se|quando)\b",
    ),
    (
        "alleen pas",
        _NOT_NOW + r"\b(?:vraag|bel|waarschuw|roep|maak|stoor|ping|informeer) (?:mij|me) (?:alleen|pas)"
        r" (?:wakker )?(?:als|wanneer|bij)\b",
    ),
    (
        "solo soltanto solamente",
        _NOT_NOW + r"\b(?:chiamami|avvisami|chiedimi|disturbami|svegliami|scrivimi|interrompimi|consultami)"
        r" (?:solo|soltanto|solamente) (?:se|quando)\b",
    ),
    (
        "nur",
        # (the clause ends at the comma before "wenn": "Weck mich nur, wenn …")
        _NOT_NOW + r"\b(?:frag|ruf|sag|melde|ping|weck|stör|informier|hol|unterbrich)\w* (?:mich|mir)"
        r"(?: \w+)? nur"
        r"(?:,? (?:wenn|falls)\b|\s*$)",
    ),
    (
        "только",
        _NOT_NOW + r"\b(?:зови|спрашивай|пиши|дёргай|дергай|пингуй|буди|беспокой|отвлекай) (?:меня )?только"
        r" (?:если|когда)\b",
    ),
    ("KO", r"(?![^\n]*(?:오늘|이번|지금))(?:때만|경우에만) (?:불러|물어|알려|말해)"),
    # when the agent needs what only the user has, it asks: "Cuando necesites sudo, pídemelo"
    (
        "necesites precisar precisares",
        r"\bcuando necesites [^,.\n]{1,30},\s*{M}(?:pídemelo|pídeme|avísame|dímelo)\b"
        r"|\bquando precisar(?:es)? (?:de )?[^,.\n]{1,30},\s*{M}(?:me pede|me pergunta|me avisa|pede-me)\b",
    ),
    (
        "ask check consult prompt ping",
        r"\b(?:ask|check with|consult|prompt|ping) (?:me|us)(?: first)?(?: before\b| for\b| when\b| if\b"
        r"| as needed\b| first\b|\s*[.,;!]|\s*$)",
    ),
    (  # asking as the way to work: "when you're not sure which one I want, just ask instead of …", "ask
        # before you install anything globally"
        "ask",
        r"{CS}(?:(?:just|then|please|so|always) )?ask (?:instead|rather)\b"
        r"|{CS}(?:(?:please|always|just) )?ask (?:first )?before (?:you |installing|deleting|pushing|running"
        r"|touching|changing|removing|committing)",
    ),
    # how the agent writes to the user, said of its replies as a class: "no trailing summaries in your
    # replies" (not "the typo in your answer")
    (
        "replies answers responses explanations summaries",
        r"^{CS}(?:please |pls )?(?:no|don't|dont|never|always|avoid|stop|skip|keep|use|add|include|put)\b"
        r"[^\n]{0,50}?\bin (?:all )?(?:your|all your|any of your) (?:replies|answers|responses|explanations"
        r"|summaries)\b",
    ),
    (
        "ask need without",
        r"\b(?:don't|do not|dont|no need to|never) (?:ask|check with) (?:me|us)\b|\bwithout asking(?: me)?\b",
    ),
    (
        "keep make answers answer replies reply responses response explanations explanation summaries "
        "messages output updates",
        r"\b(?:keep|make) (?:your |the |all )?(?:answers?|repl(?:y|ies)|responses?|explanations?"
        r"|summar(?:y|ies)|messages?|output|updates?) (?:short|brief|concise|terse|minimal)\b",
    ),
    (
        "answer reply respond talk write speak explain",
        r"\b(?:answer|reply|respond|talk|speak|write to me|explain (?:things|everything))"
        r" (?:to me |with me )?in (?:english|german|french|spanish|portuguese|dutch|italian|chinese|japanese"
        r"|korean|russian)\b"
        r"|\b(?:speak|talk) (?:english|german|french|spanish|portuguese|dutch|italian|chinese|japanese"
        r"|korean|russian) (?:to|with) (?:me|us)\b",
    ),
    # the language to talk in, told to the agent in its own language: "schreib mir auf Deutsch",
    # "parle-moi en français", "háblame en español", "fala comigo em português", "praat Nederlands met
    # me", "parlami in italiano", "говори со мной по-русски"
    (
        "schreib sprich rede parle parlez écris háblame habla escríbeme fala escreve praat spreek parlami "
        "scrivimi parla пиши говори общайся",
        r"\b(?:schreib|sprich|rede)(?:e|t)? (?:bitte )?(?:mit )?(?:mir|uns) (?:bitte )?(?:auf|in) \w+"
        r"|\b(?:parle|parlez|écris|écrivez)[- ](?:moi|nous) en\b|\b(?:háblame|escríbeme|habla conmigo) en\b"
        r"|\b(?:fala|escreve|fale|escreva) comigo em\b|\b(?:praat|spreek) (?:\w+ )?met (?:me|mij|ons)\b"
        r"|\b(?:parlami|scrivimi|parla con me) in\b|\b(?:пиши|говори|общайся)(?: мне| со мной)? (?:по-\w+"
        r"|на \w+ом)\b",
    ),
    (
        "prefer rather preferably like",
        r"{CS}i(?: prefer|'d prefer| would prefer|'d rather| would rather| like to)\b|\bpreferably\b"
        # what the user likes over a whole class: "i like type hints on everything"
        r"|{CS}i (?:like|prefer) [\w-]+(?: [\w-]+)? (?:on|in|for|with) (?:everything|every|all|each|any)\b",
    ),
    (
        "you run yourself",
        r"{CS}(?:(?:please|just|ok|okay),? )?you (?:run|do|execute|handle) (?:it|them|that|this|those"
        r"|the commands?)\b|\b(?:run|do|handle|execute|install|fix) (?:it|them|that|this|the commands?"
        r"|the scripts?|the tests|those|these) yourself\b",
    ),
    # the agent runs the commands, in the other languages: "führ die Befehle selbst aus", "lance les
    # commandes toi-même", "ejecuta los comandos tú mismo", "запускай команды сам", "명령어는 직접 실행해"
    (
        "selbst toi-même vous-même mismo misma mesmo mesma zelf stesso stessa сам",
        r"\bführ(?:e|t)? (?:die|den|das) (?:befehle?|kommandos?|skripte?) selbst aus\b"
        r"|\b(?:lance|exécute)(?:z)? les (?:commandes|scripts) (?:toi|vous)-même\b"
        r"|\b(?:ejecuta|corre|lanza) (?:los|tú los) (?:comandos|scripts) (?:tú )?mism[oa]\b"
        r"|\b(?:roda|rode|executa|execute) (?:os|você os) (?:comandos|scripts) (?:você |tu )?mesm[oa]\b"
        r"|\b(?:voer|draai) (?:de|die) (?:commando's|commandos|scripts) zelf\b"
        r"|\b(?:esegui|lancia) (?:i|tu i) (?:comandi|script) (?:tu )?stess[oa]\b"
        r"|\b(?:запускай|выполняй|запусти|выполни|делай|гоняй|прогоняй) (?:[\w-]+ ){0,2}?сам\b",
    ),
    ("KO", r"(?:명령어?|커맨드|스크립트)(?:는|은|를|을)? 직접 (?:실행|돌려)"),
    ("CJK", r"(?:命令|脚本)你自己(?:跑|运行|执行)"),
    (
        "don't dont do myself",
        r"\b(?:don't|do not|dont) \w+ (?:it |them |anything )?for me\b"
        r"|\bi(?:'ll| will|ll) (?:\w+ ){0,4}myself\b",
    ),
    # who runs it ("I'll run them"), not what the user hands over ("I'll paste them", "I'll type it")
    (
        "i'll ill will",
        r"\bi(?:'ll| will|ll) (?:run|execute) (?:it|them|those|these)\b" + _NOT_LATER,
    ),
    # the user runs it: "ich führe das selbst aus", "je le lance moi-même", "lo ejecuto yo", "я сам запущу"
    (
        "selbst moi-même yo mesmo zelf io сам",
        r"\bich (?:führe|mache|starte) (?:das|es|die|den) (?:\w+ )?selbst\b|\bje (?:le|la|les) (?:lance|fais"
        r"|exécute) moi-même\b|\blo (?:ejecuto|corro|hago|lanzo) yo\b|\beu mesmo (?:rodo|executo|faço)\b"
        r"|\b(?:rodo|executo|faço) eu mesmo\b|\bik (?:draai|doe|voer) (?:het|dat|ze) zelf\b"
        r"|\blo (?:lancio|eseguo|faccio) io\b|\bя сам (?:запущу|сделаю|выполню)\b" + _NOT_LATER,
    ),
    ("CJK", r"我自己(?:来)?(?:跑|运行|执行)|自分で(?:実行|やり|走らせ)"),
    ("KO", r"제가 직접 (?:실행|할게|돌릴)"),
    (
        "kannst peux puedes pode podes mag kunt puoi можешь",
        r"\b(?:du kannst|je mag|je kunt) (?:\w+ )?sudo\b|\b(?:tu peux|puedes|você pode|pode|puoi|ты можешь"
        r"|можешь) (?:\w+ )?sudo\b(?!\s+(?!(?:para|per|pour|для|quando|cuando|quand|когда|se|si|sin|sans"
        r"|senza|без|sem|y|e|et|и|ma|mais|pero|mas|но)\b)\w)",
    ),
    # who may run what: "you can use sudo", "you have root"
    (
        "sudo root admin",
        r"{CS}(?:(?:and|so|ok|okay),? )?you (?:can|may|are allowed to) (?:use |run )?sudo\b"
        + _NO_COMMAND
        + r"|{CS}(?:(?:and|so|ok|okay),? )?you have (?:sudo|root|admin)(?: access| rights)?\b",
    ),
    # what the agent may not touch or reach: "you don't have write access to the infra repo", "the prod db
    # is read only for you", "you can't ssh into prod", "Du hast keinen Schreibzugriff auf die Prod-DB"
    (
        "have can't cannot cant allowed read read-only readonly off-limits limits",
        r"\b(?:you|u) (?:don't|do not|dont|won't|will not) have (?:any )?(?:write|push|admin|root|sudo|ssh"
        r"|shell"
        r"|commit|merge|delete|read|deploy|prod|production|\w+ )?(?:access|permissions?|rights?)\b"
        r"|\b(?:you|u) (?:don't|do not|dont) have (?:sudo|root|admin)(?: on [\w.-]+)?\s*(?:[,.;!]|$)"
        r"|\byou (?:only )?have (?:read|read-only|readonly|read only|write|push|ssh|admin)[- ](?:access"
        r"|permissions?|rights?)\b"
        r"|\b(?:read[- ]?only|off[- ]limits) (?:for|to) you\b|\b(?:is|are) off[- ]limits\b"
        r"|\byou (?:can't|cannot|can not|cant|aren't allowed to|are not allowed to|may not) (?:ssh|log ?in"
        r"|connect|push|write|deploy|access|reach|sudo|touch|use)\b",
    ),
    (
        "hast keinen keine kein dich darfst",
        r"\bdu hast (?:keinen|keine|kein) (?:\w+)?(?:zugriff|rechte|berechtigung)\w*"
        r"|\bfür dich (?:nur lesbar|nur lesend|read-only|tabu)\b|\bdu darfst (?:nicht|nie|keine?n?) (?:auf|in"
        r"|nach|an)\b",
    ),
    (
        "n'as n'avez droits accès lecture peux pouvez",
        r"\b(?:tu n'as|vous n'avez) pas (?:les |le |d'|de )?(?:droits?|accès|permissions?)\b"
        r"|\ben lecture seule pour (?:toi|vous)\b|\b(?:tu ne peux|vous ne pouvez) pas (?:te |vous )?"
        r"(?:connecter|pousser|push|écrire|déployer|accéder)\b",
    ),
    (
        "tienes puedes lectura ti",
        r"\bno tienes (?:permisos?|acceso|derechos?)\b|\bsolo (?:de )?lectura para ti\b"
        r"|\bno puedes (?:hacer push|pushear|conectarte|escribir|desplegar|acceder)\b",
    ),
    (
        "tem pode podes leitura",
        r"\b(?:você|vc|tu) não tem (?:permissão|acesso|direitos?)\b|\bsomente leitura para (?:você|ti)\b"
        r"|\b(?:você|vc|tu) não (?:pode|podes) (?:fazer push|conectar|escrever|acessar|dar push)\b",
    ),
    (
        "hebt geen jou mag",
        r"\bje hebt geen (?:\w+)?(?:rechten|toegang)\b|\balleen[- ]lezen voor jou\b"
        r"|\bje mag (?:niet|nooit) (?:naar|op|in)\b",
    ),
    (
        "hai puoi te",
        r"\bnon hai (?:accesso|permessi|i permessi|diritti)\b|\bsola lettura per te\b"
        r"|\bnon puoi (?:fare push|pushare|collegarti|scrivere|accedere)\b",
    ),
    (
        "тебя тебе можешь",
        r"\bу тебя нет (?:прав|доступа)\b|\bтолько (?:на )?чтение для тебя\b"
        r"|\bты не можешь (?:пушить|подключаться|писать|заходить)\b",
    ),
    ("CJK", r"你没有[^,.\n]{0,15}(?:权限|访问权)|对你(?:来说)?(?:是)?只读|你不能(?:推送|登录|连接|写)"),
    ("CJK", r"(?:書き込み|アクセス|プッシュ|編集|実行)権限(?:は|が)(?:ありません|ない)"),
    ("KO", r"(?:쓰기|접근|푸시|편집|실행) ?권한(?:이|은|는)? 없"),
    # who does which part of the work: "let me handle the deploys", "leave the commits to me" (a class of
    # work, not "let me check" or "leave it to me")
    (
        "let leave",
        r"\blet me (?:handle|do|run|take care of) (?:the |all )?(?:git )?[\w-]+(?:s|ing)\b"
        + _NOT_LATER
        + r"|\bleave (?:the |all )?(?!(?:it|this|that|them)\b)[\w-]+(?: [\w-]+)? to me\b",
    ),
    # "…, ask me when needed", in the other languages
    (
        "fragst",
        r"\bfragst (?:mich|uns)\b",
    ),
    ("pergunta pergunte", r"\bme pergunt(?:a|e|as) (?:quando|se)\b"),
    ("vraag", r"\bvraag (?:het )?(?:me|mij|ons) (?:als|om)\b"),
    # who runs it and when to call the user, in the other languages: "Ejecútalo tú y avísame si
    # necesitas algo", "me chama se precisar", "需要 sudo 的时候问我", "必要なときは言って", "필요하면 불러"
    # (a call when something is needed, not "avísame cuando termines": when the work is done)
    (
        "avísame avisame pídeme pideme ejecútalo córrelo hazlo lánzalo",
        r"\b(?:avísame|avisame|pídeme|pideme)\b[^\n]{0,30}?\b(?:si (?:necesitas|hace falta)|cuando (?:lo )?"
        r"(?:necesites|haga falta))\b|\bp[ií]deme (?:el |la )?sudo\b"
        r"|\b(?:ejecútalo|córrelo|hazlo|lánzalo) tú\b",
    ),
    (
        "chama avisa pede executa roda faz",
        r"\bme (?:chama|avisa|pede|pergunta)\b[^\n]{0,30}?\b(?:se|quando) (?:precisar|for preciso)\b"
        r"|\bme pede (?:o |a )?sudo\b|\b(?:executa|roda|faz)(?:-o)? (?:você|vc|tu) mesmo\b",
    ),
    (
        "darfst frag",
        r"\bdu darfst (?:\w+ ){0,3}selbst\b|\bfrag (?:mich )?(?:nur |bitte |immer )?(?:vor|bevor)\b",
    ),
    (
        "CJK",
        r"(?:需要的时候|有需要|必要时|需要时)(?:再)?问我|需要[^,.\n]{0,12}?(?:的时候|时)(?:再)?(?:叫"
        r"|问|告诉|找|喊)我"
        r"|你自己(?:跑|执行|运行|来)|必要(?:な(?:とき|時)は?|なら|があれば)[^.\n]{0,8}?(?:聞いて"
        r"|確認して|相談して"
        r"|言って|教えて|声をかけて|呼んで)",
    ),
    ("KO", r"필요하면 [^.\n]{0,8}?(?:불러|말해|알려|물어)"),
    # stop and ask: "Quando precisar de senha, para e me pergunta", "stop en vraag het mij", "fermati e
    # chiedimela", "停下来问我", "止まって私に聞いて"
    (
        "pergunta pergunte vraag chiedimela chiedimelo chiedimi",
        r"\b(?:para|pare) e me pergunt[ae]\b|\bstop en vraag het (?:aan )?(?:mij|me)\b"
        r"|\bfermati e chiedim(?:i|ela|elo)\b"
        r"|\bchiedimel[ao]\b",
    ),
    ("CJK", r"停下来[^,.\n]{0,4}问我|止まって[^.\n]{0,10}聞いて"),
    # first show the user the plan or the diff, before changing code: "show me the diff before you write any
    # files", "改代码之前先给我看一下方案", "コードを変更する前に、まず方針を説明して", "Перед изменением кода
    # сначала покажи план", "Ik wil graag dat je eerst een plan maakt"
    (
        "show zeig montre-moi muéstrame mostra mostrami покажи",
        r"\bshow me (?:the |your )?(?:diff|plan|changes|patch)(?: first)? before (?:you|writing"
        r"|changing|editing"
        r"|committing|touching)\b(?![^\n]*\b(?:this|that|these|those)\b)|\bzeig mir (?:erst"
        r"|vorher|zuerst) (?:den|die|das) (?:plan|diff|änderungen)\b"
        r"|\bmontre-moi (?:d'abord|avant) (?:le|ton) (?:plan|diff)\b"
        r"|\bmuéstrame (?:primero|antes) (?:el|tu) (?:plan|diff)\b|\bme mostra (?:antes|primeiro) o (?:plano"
        r"|diff)\b"
        r"|\bmostrami prima (?:il piano|il diff|le modifiche)\b"
        r"|\bперед [^,.\n]{1,30}? сначала (?:покажи|спроси|опиши|объясни)\b",
    ),
    ("wil", r"\bik wil (?:graag )?dat je (?:altijd )?eerst\b"),
    ("CJK KO", r"之前先(?:给我看|问我|说明|确认|跟我)|전에 먼저 [^.\n]{0,15}?(?:보여|물어|확인|설명)"),
    # no need to ask each time: "No me preguntes cada vez", "Não precisa me perguntar", "Je hoeft niet steeds
    # te vragen", "Non serve chiedermi", "Du musst nicht jedes Mal fragen", "Pas besoin de me demander",
    # "不用每次都问我", "毎回確認しなくていい"
    (
        "preguntes pidas perguntar pergunte pergunta vragen vraag chiedermi chiedermelo chiedere fragen frag "
        "demander demande pedir pedirme permiso need ask",
        r"\b(?:you )?(?:don't|do not|dont) need (?:my|to ask (?:for )?my|to ask me for) (?:ok|okay|permission"
        r"|approval|sign-off|go-ahead|consent)\b|\bno need to ask (?:me|for (?:my )?permission)\b"
        r"|\bnão (?:precisa|precisas) (?:me )?pedir (?:permissão|autorização)\b"
        r"|\bno (?:hace falta que me pidas|necesitas pedirme|tienes que pedirme) permiso\b"
        r"|\bno me (?:preguntes|pidas permiso)\b(?! (?:por qu|qu|cómo|cuándo|dónde))"
        r"|\bno hace falta (?:que me preguntes|preguntarme)\b"
        r"|\bnão (?:precisa|precisas) (?:me )?perguntar\b|\bnão me pergunt(?:e|a|es)\b"
        r"|\bje hoeft (?:het )?(?:me |mij )?niet (?:steeds |telkens |elke keer |eerst )?te vragen\b"
        r"|\bnon (?:serve|c'è bisogno di) chieder(?:mi|melo|e)\b|\bnon chieder(?:mi|melo)\b"
        r"|\bdu musst (?:mich )?nicht (?:jedes mal |immer |extra |erst )?fragen\b"
        r"|\bfrag (?:mich )?nicht (?:jedes mal|immer|extra|erst)\b"
        r"|\bpas besoin de (?:me )?demander\b|\bne me demande pas\b",
    ),
    ("CJK", r"不用(?:每次)?(?:都)?问我|(?:確認|質問)しなくて(?:いい|大丈夫)|聞かなくて(?:いい|大丈夫)"),
    # the user wants no explanations, only the result: "I don't need explanations, just show the diff"
    (
        "need explanations explanation d'explications d'explication erklärungen erklärung explications "
        "explication explicaciones "
        "explicación explicação explicações uitleg spiegazioni spiegazione объяснения объяснений",
        r"\bi (?:really |usually |generally )?(?:don't|do not) need (?:the |any |long |detailed |lengthy "
        r"|verbose |full )?(?:[\w-]+ )?(?:explanations?|summar(?:y|ies)|walkthroughs?|recaps?|commentary)\b"
        r"|\berklärungen? brauche ich nicht\b|\bich brauche keine erklärungen?\b"
        r"|\bpas besoin d'explications?\b|\bno necesito (?:las )?explicaci(?:ones|ón)\b"
        r"|\bnão preciso de explicaç(?:ão|ões)\b|\bik heb geen uitleg nodig\b"
        r"|\bnon mi serv(?:e|ono) (?:la |le )?spiegazion[ei]\b|\bобъяснени[яй] не нужны\b",
    ),
    (
        "CJK KO",
        r"不用解释|不需要解释|説明は(?:いらない|不要)|설명은 필요 없|(?:요약|설명|정리)(?:은"
        r"|는)? 안 해도 돼",
    ),
    # what the agent may do without asking, in the other languages: "Git-Befehle darfst du ohne Nachfrage
    # ausführen", "Je mag git-commando's zonder vragen uitvoeren", "git コマンドは確認なしで実行していいです"
    (
        "darfst kannst dürft könnt mag kunt",
        r"\b(?:darfst|kannst|dürft|könnt)\b[^\n]*\bohne (?:nachfrage|nachzufragen|rückfrage|zu fragen)\b"
        r"|\bje (?:mag|kunt)\b[^\n]*\bzonder (?:te )?vragen\b",
    ),
    ("CJK", r"(?:確認|許可)なしで[^.\n]{0,10}?(?:いい|大丈夫|構いません)|不用问我|不用经过我"),
    # brevity as the way to answer: "be concise, no need to explain every step", "Fass dich kurz", "Sé
    # breve", "Hou het kort", "간단하게 해 주세요"
    (
        "concise brief short explain fass fasse breve conciso hou houd kort",
        r"{CS}(?:please )?(?:be (?:concise|brief|terse)|keep (?:your answers|answers|replies) (?:short"
        r"|brief))\b"
        r"|\bno need to explain (?:every|each) step\b|\bfass(?:e)? dich kurz\b|\bsé (?:breve|conciso)\b"
        r"|\bno hace falta explicar\b|\bhou(?:d)? het kort\b|\bje hoeft niet (?:elke|iedere) stap\b",
    ),
    ("KO", r"간단하게 해|짧게 해|설명할 필요는 없"),
    # "I'd like you to run the linter yourself before showing me code"
    ("like", r"\bi'd like you to\b[^\n]*\b(?:yourself|always|first|before|every time|whenever)\b"),
    # "i always want a short plan before big refactors"
    (
        "want need like",
        r"{CS}i (?:always )?(?:want|need|like) (?:a |an |the |to see (?:a |the )?)?(?:short |quick |brief )?"
        r"(?:plan|summary|diff|review|overview|heads[- ]up) (?:first|before)\b",
    ),
    # who tells whom: "Mir ist lieber, wenn du …", "préviens-moi seulement en cas d'erreur", "I'll handle the
    # deploys"
    ("lieber", r"\bmir (?:ist|wäre) (?:es )?lieber\s*$"),  # its own clause: "Mir ist lieber, wenn du …"
    (
        "préviens-moi préviens",
        r"\bpréviens[- ]moi (?:seulement|uniquement) (?:si|quand|en cas)\b|\bpréviens[- ]moi (?:en cas d"
        r"|si (?:besoin|nécessaire|tu as besoin))",
    ),
    (
        "handle care",
        r"\bi(?:'ll| will|ll) (?:handle|take care of) (?:the |all )?(?:git )?[\w-]+(?:s|ing)\b" + _NOT_LATER,
    ),
    (
        "frag frage fragt antworte antwortet bevorzuge lieber fragen",
        r"\bfrag(?:e|t)? (?:mich|uns)\b|\bantworte(?:t)? (?:mir |uns )?(?:bitte )?(?:auf|in)\b"
        r"|\bich (?:bevorzuge|hätte lieber|möchte lieber|will lieber|arbeite lieber)\b"
        r"|\bohne (?:mich )?zu fragen\b",
    ),
    (
        "demande demandez-moi demande-moi réponds répondez préfère demander",
        r"\bdemande(?:z)?[- ](?:moi|nous)\b|\brépond(?:s|ez)(?:[- ]moi)? en\b|\bje préfère\b"
        r"|\bsans (?:me )?demander\b",
    ),
    (
        "pregúntame pregúntanos prefiero responde respóndeme contesta contéstame preguntar preguntarme",
        r"\bpregúnta(?:me|nos)\b|\bprefiero\b|\b(?:responde|respóndeme|contesta|contéstame) en\b"
        r"|\bsin preguntar(?:me)?\b",
    ),
    (
        "zonder chiedermelo chiedermi chiederlo без CJK",
        r"\bzonder (?:het )?(?:(?:me|mij) )?(?:eerst )?te vragen\b|\bsenza chieder(?:mi|melo|lo|celo)\b"
        r"|\bбез (?:моего |нашего )?(?:согласия|спроса|разрешения|ведома)\b|没(?:有)?(?:先)?问(?:过)?我",
    ),
    (
        "pergunte pergunta prefiro responde responda perguntar",
        r"\b(?:me )?pergunt(?:e|a)(?:-me)? antes\b|\bprefiro\b|\b(?:me )?respond(?:e|a) em\b"
        r"|\bsem (?:me )?perguntar\b",
    ),
    (
        "vraag vragen antwoord liever",
        r"\bvraag (?:het )?(?:me|mij|ons) (?:eerst|vooraf|voordat|voor|altijd)\b"
        r"|\b(?:eerst|altijd) (?:even )?"
        r"(?:aan )?(?:me|mij) vragen\b|\bantwoord (?:me |mij )?in het\b|\bik (?:heb|wil|werk) liever\b",
    ),
    (
        "chiedimi chiedici chiedi rispondimi rispondi preferisco chiedere",
        r"\bchiedi(?:mi|ci)\b|\bchiedi (?:prima|sempre)\b|\brispondi(?:mi)? in\b|\bpreferisco\b"
        r"|\bsenza chiedere\b",
    ),
    (
        "спрашивай спрашивайте спроси спросите отвечай отвечайте предпочитаю спроса",
        r"\bспраш(?:ивай|ивайте)\b|\bспроси(?:те)? (?:меня|у меня)\b|\bотвечай(?:те)? (?:по-|на )\w+"
        r"|\bпредпочитаю\b|\bбез спроса\b",
    ),
    (
        "KO",
        # "확인해 주세요" alone is "please check"; with me, or "확인받고", it is asking first
        r"물어(?:봐|보고|보세요|보지)|(?:저한테|나한테|저에게|제게|먼저) ?확인(?:해 ?주세요|받고|받아)"
        r"|확인(?:받고|받아)"
        r"|(?:설명|답변|대답|답장)(?:은|는) [^.]{0,12}"
        r"(?:짧게|간단히|한국어로)|한국어로 (?:답|대답|설명)",
    ),
    (
        "CJK",
        r"先(?:跟|和|与)我(?:确认|商量|说)|(?:之前|以前)先?问(?:我|一下我)|前に(?:聞いて|確認して"
        r"|相談して)|用中文(?:回复|回答|回)|(?:回复"
        r"|回答)用|我(?:更)?(?:喜欢|希望你|倾向)"
        r"|相談して(?:ください|ね)|確認(?:を取って|して)から|(?:返事|返信|回答|説明)は.{0,10}(?:日本語"
        r"|短く|簡潔)"
        r"|日本語で(?:返|答)",
    ),
)

# What is true of the project or the machine, stated: "our CI runners are arm64", "M-Claude is in the
# Documents folder", "legion-windows and legion-cachy are separate clients".
_PRONOUN = (
    r"(?!(?:it|this|that|there|here|what|which|who|he|she|they|i|you|we|everything|nothing|something|all)\b)"
)
# ...nor a question word later in it: "list what is in ~/Documents" asks for a listing
_MORE_WORDS = r"(?: (?!(?:what|which|who|whom|whose|where|how|whatever|everything|anything)\b)[\w.@-]+){0,2}"
# A measurement, which holds for the moment: "71%", "850ms", "4m12s", "2.1GB" (a coverage, a latency, a size)
_MEASURE = (
    r"(?![^\s,;]*%|\d+(?:[.,]\d+)?\s*(?:ms|s|sec|secs|seconds|m|min|mins|minutes|h|hrs|hours|kb|mb|gb|tb"
    r"|kib|mib|gib|x|fps|rps|qps)\b|\d+m\d+s\b)"
)
_NOT_A_VALUE = (
    r"(?!(?:still|not|also|already|broken|failing|empty|missing|gone|fine|ok|okay|good|great|done|finished"
    r"|wrong|slow|fast|there|here|running|available|ready|up|down|open|closed|correct|right|passing"
    r"|working|weird|strange|odd|better|worse|bad|off|on|a|an|the|too|so|very|now|back|same|blank|flaky"
    r"|red|green|stale|stuck|frozen|hanging|unresponsive|offline|online|busy|full|invalid|outdated"
    r"|corrupt|corrupted|ugly|messy|huge|tiny|gone|unreadable|unusable|useless|garbage|undefined|null|nil"
    r"|none|nan|zero|false|true|unset|missing)\b"
    # a state in a hyphenated word ("the file is read-only", "the cert is self-signed"), not a name
    r"|(?:read|write|up|out|self|non|half|well|built|semi|over|under|pre|auto|sub|half)-[a-z])" + _MEASURE
)
# ...nor a thing in the state it is in today ("the broken import", "the new report"), nor one piece of
# work's artefact ("the report is in ~/Downloads/report.pdf"): where a problem or a one-off result is found
_NOT_A_THING = (
    r"(?!(?:the |our |my |der |die |das |le |la |les |el |los |las |o |a |os |as |de |het |il |lo |l'"
    r"|mein |meine |mon |ma |mes |mi |mis |meu |minha |mijn |il mio |la mia |мой |моя )?"
    r"(?:(?:bug|error|issue|problem|crash|failure|typo|leak|exception|regression|mistake|fix|change|diff"
    r"|tunnel|port-forward|forward|proxy session"  # a tunnel opened for the moment is no lasting address
    r"|output|result|report|screenshot|dump|export|draft|recording|attachment|download|patch|culprit"
    r"|fehler|problème|erreur|problema|erro|errore|fout|probleem|ошибка|баг"
    # one piece of work's: "the ticket is JIRA-123", "my PR is #88", "the branch is feature/x", "the deadline
    # is friday" (the main branch, the default one, is the project's)
    r"|ticket|pr|mr|pull request|commit|sha|job|build|pipeline|run|deadline|answer|goal|task|story|epic"
    r"|rapport|informe|relatório|rapporto|verslag|отчёт|отчет|bericht|ergebnis|ausgabe|log(?!s)|résultat"
    r"|resultado|risultato|resultaat|uitvoer|результат"
    r"|milestone|sprint|plan|idea|question|point|target|eta|branch|aufgabe|tâche|tarea|tarefa|taak|compito"
    # a result measured or returned: "the exit code is 137", "der Exitcode ist 137", "the coverage is 71%"
    r"|exit|exitcode|status|return|coverage|latency|runtime|duration|laufzeit|dauer|speicherverbrauch"
    r"|cobertura|couverture|copertura|dekking|código de salida|codice di uscita|code de sortie"
    r"|código de saída|код выхода"
    r"|задача|тикет|коммит|ветка)s?"
    r"|new|newest|latest|last|current|broken|failing|failed|crashing|buggy|faulty|bad|wrong|missing"
    r"|offending|problematic|updated|generated|fixed|patched|modified|changed|edited|renamed|moved"
    r"|downloaded|exported|corrupt|corrupted|temp|temporary|resulting|neue[nrs]?|kaputte[nrs]?"
    r"|aktuelle[nrs]?|letzte[nrs]?|nouveau|nouvelle|nouvel|cassée?|nuev[oa]|rot[oa]|nov[oa]|quebrad[oa]"
    r"|nieuwe?|kapotte?|nuov[oa]|rott[oa]|нов(?:ый|ая|ое|ые)|сломанн(?:ый|ая|ое|ые))(?![\w-]))"
)
# (not where one piece of work's files land: "the file is in ~/Downloads/report.csv, import it", /tmp)
_NOT_FLEETING = (
    r"(?!\S*(?:download|descarga|téléchargement|transferência|scaricat|загрузк|下载|ダウンロード|다운로드"
    r"|/tmp/))"
)
# (a bucket's or a share's URL is a place too: "s3://acme-thumbs", "gs://…", "sftp://…")
_PATH = _NOT_FLEETING + r"(?:~|\.{0,2}/|[a-z]:[\\/]|[\w.-]+[/\\]|(?:s3|gs|az|abfss?|hdfs|sftp|ftp|oci)://)"
# The words of a password, a token or a credential in any of their forms (not of a key: "the primary key",
# "key bindings"): secret_words' vocabulary, the redactor's. A value that follows one in its sentence is
# taken for it.
_PASSWORD_ANCHORS = password_anchors() + " login"
_PASSWORD = password_said()
# A value shaped like a password (the text is lower-cased): a run of 5+ letters and digits mixed, neither
# a path, a version (ruff==0.4.1, react@18.2), a name of where one is kept (1password, keepassxc), nor a
# technical term of that shape: an algorithm, a runtime and its version, a duration or a size (argon2id,
# hs256, python3, redis6, 3600s, 512mb)
_PASSWORD_VALUE = (
    r"(?<![\w@/=~:.\\-])(?!(?:1password|keepass\w*|lastpass|bitwarden|keychain|keyring|vault\w*)\b)"
    r"(?!(?:argon2\w*|[hrep]s\d{3}|sha\d*|md5|bcrypt|scrypt|pbkdf2\w*|ed25519|x25519|aes\d*\w*|rsa\d*"
    r"|python\d*|py\d+|node\d*|java\d*|jdk\d*|redis\d*|postgres\w*|pg\d+|mysql\d*|mongo\w*|v\d\w*"
    r"|\d+(?:ms|s|sec|m|min|h|d|w|b|kb|mb|gb|tb|k)|base64|utf-?\d+|http\d|oauth\d|ipv[46]|tls\w*|es20\d\d"
    r"|x86\w*|arm64|amd64|i[3579]|s3|ec2|k8s|auth0|web3|p2p|b2b|b2c|e2e|ci\d|h2)\b)"
    r"(?=[\w!#$%&*+?^-]*\d)"
    r"(?=[\w!#$%&*+?^-]*[^\W\d_])[\w!#$%&*+?^-]{5,}(?![\w@/=\\]|[.:]\w)"
)
_LOGINS = "admin root user username login sa postgres guest ubuntu pi administrator"
# A value stated for a secret ("the wifi password is Tr0ub4dor", "Das Passwort ist hunter2", "密码是 …"):
# never kept, in any kind (the redactor knows English "password is X", not every language's); where one is
# kept ("the API key is in the keychain") or its state ("the token is expired") is no secret.
SECRET: tuple[Cue, ...] = (
    (
        "password passwords passphrase passphrases passcode passcodes passwd pw pwd token tokens secret "
        "secrets pin pins pat pats credential credentials creds otp 2fa mfa wpa wpa2 psk passkey passkeys "
        "cvv code codes mnemonic login logins key keys pass phrase phrases passwort kennwort schlüssel mot "
        "clé contraseña clave llave senha chave wachtwoord sleutel parola chiave пароль ключ токен CJK KO",
        r"(?i:" + SECRET_WORDS + r")(?![\s-]?(?:manager|store|reset|policy|field|form|hash|hashing|length"
        r"|rules?|prompt|page|screen|flow|limit|count|budget|usage|expiry|rotation|file|verwaltung"
        r"|manager)\b)"
        r"[^\n,.;!?]{0,30}?\s*(?:\b(?:is|are|was|being|ist|sind|war|est|c'est|es|era"
        r"|é|è|zijn|это)\b|[=:]|是|为|は|는|은|이)\s*(?!(?:in|at|under|on|inside|stored|kept|managed|set|from"
        r"|via|dans|sur|en|em|no|na|nel|nella|в|во|на|im|unter|auf|op|wrong|expired|invalid|missing|gone"
        r"|empty|not|nicht|pas|não|niet|non|не|incorrect|falsch|faux|required|needed|rotated|revoked"
        # (a rule about them is no value: "passwords are never logged", "비밀번호는 절대 로그에 남기지 마")
        r"|never|always|only|hashed|encrypted|nie|immer|jamais|toujours|nunca|siempre|sempre|mai|nooit|altijd"
        r"|никогда|всегда|절대|항상|永远|绝不|不要|不能|絶対|決して"
        r"|the same|a secret)\b)[^\s,.;]",
    ),
    # a secret's variable, whatever words are around it: "the DB_PASSWORD is hunter22", "API_TOKEN=…"
    ("*", r"\b\w+_(?:pass|passwd|password|pwd|key|token|secret)\b\s*(?:\bis\b|[=:])\s*[^\s,.;]"),
    ("*", r"\b\w*(?:password|passwd)\s*=\s*[^\s,.;]"),  # PGPASSWORD=blueberry
    # "connect to prod db as app:kapp97x" (not "as json:", "as utf-8")
    ("as", r"\bas\s+[\w.-]+:(?=[^\s/@]*\d)(?=[^\s/@]*[a-z])[^\s/@,;]{5,}(?![\w@/])"),
    # a login and its password said as how to sign in: "always sign in to jenkins as ci-bot using
    # tr4inspotting", "log in to staging-db as migrator with blueberry99"
    (
        "sign log login logon authenticate connect ssh",
        r"\b(?:sign(?:ing)? in|log(?:ging)? ?(?:in|on)|login|authenticat\w*|connect\w*|ssh)\b[^\n.;!?]{0,60}?"
        r"\bas\s+\S+\s+(?:using|with|and|pw|password|/)\s+" + _PASSWORD_VALUE,
    ),
    # a password's word and, further on in its sentence, a value shaped like one — however it is said: "use
    # login bob and password b0bsecret", "the db password changed, it's secreta99 now", "пароль от сервера
    # qwerty12345" — or quoted right after it ("use passphrase `0`": the detector masks quoted spans)
    (
        _PASSWORD_ANCHORS,
        _PASSWORD + r"(?![\s-]?(?:manager|store|reset|policy|field|form|hash|hashing|length|rules?|prompt"
        r"|page|screen|flow|limit|expiry|rotation|file)\b)(?:[^\n.;!?]{0,40}?"
        + _PASSWORD_VALUE
        + r"|\s?(?:is |=|:)?\s?`\d+`)",
    ),
    # and a value said to be one: "always use swordfish2 as the password for the test db"
    (
        _PASSWORD_ANCHORS,
        _PASSWORD_VALUE + r"\s+(?:as|for|is)\s+(?:the |my |a |our |your )?(?:[\w-]+ ){0,2}(?:"
        + _PASSWORD
        + r"|login\b)",
    ),
    # a login and its password in one: "it's admin/admin123 on the staging box" (not `chown root:root`, not
    # a path: user/models.py)
    (
        _LOGINS,
        r"(?<![\w/.~-])(?:" + _LOGINS.replace(" ", "|") + r")(?:[/:]| / )"
        r"(?!(?:root|wheel|staff|users|admin|www-data|docker|adm|sudo)\b)(?=[^\s/:@,;.]*\d)[^\s/:@,;.]{4,}(?![/.]\w)",
    ),
    # what sudo asks for, said as its value: "on this machine sudo wants kx7plm29qq"
    (
        "sudo",
        r"\bsudo\b[^\n.;!?]{0,20}?\b(?:wants|needs|asks for|takes|is|password|pw|pass)\b[^\n.;!?]{0,20}?"
        + _PASSWORD_VALUE,
    ),
)
# The verbs of changing a thing, per language (anchors, a regex of them): SETTING's value then its change
_CHANGE_VERBS = (
    (
        "bump raise lower increase decrease reduce make set change update fix compress rename move add "
        "remove delete upgrade downgrade double halve trim shorten extend",
        r"(?:bump|raise|lower|increase|decrease|reduce|make|set|change|update|fix|compress|rename|move"
        r"|add|remove|delete|upgrade|downgrade|double|halve|trim|shorten|extend)\b",
    ),
    (
        "erhöh erhöhe setz setze mach mache änder ändere aktualisier aktualisiere fix komprimier "
        "komprimiere fass verschieb verschiebe lösch lösche füg füge reduzier reduziere benenn benenne "
        "trag trage",
        r"(?:erhöh|setz|mach|änder|aktualisier|fix|komprimier|fass|verschieb|lösch|füg|reduzier|benenn"
        r"|trag)\w*\b",
    ),
    (
        "passe passe-la passe-le mets change augmente réduis diminue corrige compresse ajoute renomme "
        "déplace supprime remplace",
        r"(?:passe|mets|change|augmente|réduis|diminue|corrige|compresse|ajoute|renomme|déplace"
        r"|supprime|remplace)[\w-]*",
    ),
    (
        "sube súbela súbelo pon ponlo ponla cambia aumenta reduce baja arregla corrige comprime añade "
        "agrega mueve renombra borra actualiza sobe muda troca reduz diminui conserta adiciona move "
        "renomeia apaga atualiza coloca põe bota",
        r"(?:sube|súbel|pon|cambia|aumenta|reduce|baja|arregla|corrige|comprime|añade|agrega|mueve"
        r"|renombra|borra|actualiza|sobe|muda|troca|reduz|diminui|conserta|adiciona|move|renomeia"
        r"|apaga|atualiza|coloca|põe|bota)\w*",
    ),
    (
        "verhoog maak zet verander verlaag fix voeg hernoem verplaats verwijder update pas porta "
        "portala portalo metti mettilo mettila cambia cambiala cambialo aumenta aumentala aumentalo riduci "
        "abbassa correggi aggiungi sposta rinomina elimina aggiorna aggiornala aggiornalo",
        r"(?:verhoog|maak|zet|verander|verlaag|fix|voeg|hernoem|verplaats|verwijder|update|pas|porta"
        r"|metti|cambia|aumenta|riduci|abbassa|correggi|aggiungi|sposta|rinomina|elimina|aggiorna)\w*",
    ),
    (
        "подними поставь поменяй измени увеличь уменьши исправь добавь перенеси переименуй удали обнови "
        "сделай",
        r"(?:подними|поставь|поменяй|измени|увеличь|уменьши|исправь|добавь|перенеси|переименуй|удали"
        r"|обнови|сделай)\w*",
    ),
)
# What the user set up for the moment, not a fact of the project: a tunnel or a port forward ("my tunnel is
# localhost:54321"), or a port of the range the OS hands out per run (49152–65535): gone next session.
SETTING: tuple[Cue, ...] = (
    (
        "tunnel tunnels forward forwarded forwarding port-forward portforward ngrok tunnelmole túnel туннель "
        "KO CJK",
        r"\b(?:tunnels?|port[- ]?forward(?:s|ed|ing)?|ngrok|tunnelmole|túnel|туннел\w*)\b|隧道|トンネル|터널",
    ),
    (  # on this machine, said as the moment's ("my proxy is 127.0.0.1:50123", "… this run"): a server's
        # port of that range (gRPC's localhost:50051, a db's 10.0.0.5:55432) is the project's
        "localhost 127",
        r"(?is)^(?=.*\b(?:my|this (?:run|session|time)|right now|for now|today|currently)\b)"
        r".*\b(?:localhost|127\.0\.0\.1):"
        r"(?:49(?:1(?:5[2-9]|[6-9]\d)|[2-9]\d\d)|5\d{4}|6(?:[0-4]\d{3}|5(?:[0-4]\d\d|5(?:[0-2]\d"
        r"|3[0-5]))))(?!\d)",
    ),
    # a value, then the task of changing it: "the version is 2.3.1, bump it to 2.4.0", "Das Limit ist 100,
    # mach 50 draus", "限制是 100，改成 50" (the state the work starts from, not one to keep; "…, so update
    # every download to aarch64" says what follows from a fact, and stays)
    *(
        (
            anchors,
            r"(?:[,;.]\s*|\n){CS}(?:(?:please|pls|then|and|now|just|bitte|dann|und|puis|et|y|e|en"
            r"|per favore|por favor|пожалуйста|и) )?(?:" + verbs + r")",
        )
        for anchors, verbs in _CHANGE_VERBS
    ),
    (
        "CJK",
        r"[,.\n][^\n]*?(?:升到|升级到|改成|改为|调到|调成|加到|降到|换成|更新到|加上|补上|修一下|修好"
        r"|修复)",
    ),
    (
        "CJK",
        r"(?:[,.\n]|ので|から)[^\n]*?(?:追加して|直して|修正して|に上げて|に下げて|にして|に変えて|に変更して"
        r"|を直して|を追加して|に更新して)",
    ),
    ("KO", r"[,.\n][^\n]*?(?:(?:으로|로) ?(?:올려|내려|바꿔|변경해)|고쳐 ?주세요|추가해 ?주세요)"),
)
# What a part of the project runs on, named without a version
_RUNTIME = (
    r"(?:node|nodejs|python|java|jdk|go|rust|ruby|php|dotnet|\.net|docker|podman|postgres|postgresql|mysql"
    r"|mariadb|redis|kafka|rabbitmq|elasticsearch|mongodb|mongo|kubernetes|k8s|cuda|gpu|vpn"
    r"|sudo|root|internet"
    r"|network|xcode|jdk|maven|gradle|bun|deno)(?![a-z])"
)
# A word of state where a name is expected ("서버는 ok예요", "数据库是 down"): no product's name
_NOT_A_STATE = (
    r"(?!(?:ok|okay|test|down|up|fine|good|bad|done|ready|broken|null|none|slow|fast|busy|idle|full|empty"
    r"|wrong|dead|offline|online|error|fail|failed)(?![a-z]))"
)
# A value: a number, a version, a path or an address, or a name with its version ("postgres 15", "node 18")
_VALUE = r"(?:`\d+`|[\w.-]*\d[\w./:-]*|[\w.-]*[/:][\w./:-]*|[a-z][\w.+-]* v?\d[\w.]*)"
_VALUE_CJK = r"(?:`\d+`|(?:[a-z][\w.+-]*\s*)?[a-z0-9.-]*\d[a-z0-9./:-]*|[\w.~-]*/[\w./-]*)"
# ...or a product named with its version in a few words ("Raspberry Pi 4", "Postgres 15"), none of them
# a word of time or of a failure ("en panne depuis 2023", "seit 3")
_NOT_BEFORE_A_VERSION = (
    r"(?!(?:depuis|seit|desde|sinds|dal|dalla|dai|since|for|für|pour|para|voor|per|panne|erreur|fehler"
    r"|error|erro|errore|fout|zeile|ligne|línea|linha|regel|riga|line|page|seite|página|pagina|step"
    r"|schritt|étape|paso|passo|stap|jour|jours|tag|tagen|día|días|dia|dias|dag|dagen|giorno|giorni)\b)"
)
# (a model's name too: "ds920", "m2", "rtx4090")
_NAME_VERSION = (
    r"(?:" + _NOT_BEFORE_A_VERSION + r"[a-z][\w+-]* ){0,2}"
    + _NOT_BEFORE_A_VERSION
    + r"(?:[a-z][\w.+-]* v?\d[\w.]*|[a-z]{1,6}\d[\w.-]*)"
)
# ...and where it holds: "Le port de l'API est 8443 en local", "… in produzione"
_WHERE = (
    r"(?: (?:en|in|em|op|im|auf|no|na|sur|на|в) (?:local|lokal|locale|prod|production|produção|produzione"
    r"|producción|productie|produktion|staging|ci|dev|проде))?"
)
_HOST_PORT = r"(?:https?://)?(?:[a-z][\w-]*(?:\.[\w-]+)+|\d{1,3}(?:\.\d{1,3}){3}|localhost):\d{2,5}(?!\d)"
# the subject: a thing, not a pronoun, nor a problem, its cause or a result ("the root cause is Redis", "das
# Problem ist Docker", "la respuesta es Kafka"; an "error tracker" is a thing), nor a condition ("if …")
_NOT_A_CAUSE = (
    r"(?![^\n]*\b(?:if|whether|wenn|falls|ob|si|se|если|probl\w*|ursache|cause|causa|culprit|coupable"
    r"|culpable|culpado|colpevole|schuldige|oorzaak|причин\w*|виновник|проблем\w*|reason|grund|raison|razón"
    r"|motivo|reden|issue|bug|fehler|erreur|error|erro|errore|fout|ошибк\w*|answer|result|output|winner"
    r"|antwort|ergebnis|réponse|résultat|respuesta|resultado|resposta|risposta|risultato|antwoord|resultaat"
    r"|ответ|результат|plan|idea|suggestion|proposal|option|choice|guess|bet|bottleneck|slowest|title|label"
    r"|logo|colou?r|customer|meeting|release|deadline|titre|titel|título|titolo|ticket|task|story|epic"
    r"|sprint|milestone|aufgabe|tâche|tarea|tarefa|taak|compito|задача|тикет)s?\b"
    r"(?! (?:tracker|tracking|reporting|monitoring|handler|handling|page|pages|logging|logs|budget)\b))"
)
# the machines a German prompt names ("auf dem Laptop gibt es kein Docker")
_MACHINE_DE = r"(?:server|rechner|container|image|vm|laptop|maschine|computer|runner|host|mac|pc|box)"
FACT: tuple[Cue, ...] = (
    (
        "our my",
        r"\b(?:our|my) "
        + _NOT_A_THING
        + _NOT_A_CAUSE
        + r"(?:[\w./-]+ ){0,3}?(?:is|are|runs?|uses?|lives?|sits?|has|have|needs?|expects?"
        r"|only (?:runs?|supports?|works?))\b",
    ),
    ("separate different distinct", r"\b(?:are|is) (?:two )?(?:separate|different|distinct)\b"),
    # two things of the machines or the project that are not one: "legion-windows und legion-cachy sind zwei
    # verschiedene Rechner", "son dos máquinas distintas", "是两台不同的机器", "は別のマシンです"
    (
        "sind sont son são zijn sono это разные отдельные",
        r"\bsind (?:zwei |2 )?(?:verschiedene|unterschiedliche|getrennte|separate) (?:rechner|maschinen"
        r"|computer|server|hosts|clients|repos|projekte|konten|datenbanken|geräte|systeme)\b"
        r"|\bsont (?:deux |2 )?(?:machines|ordinateurs|serveurs|hôtes|clients|dépôts|projets|comptes|bases"
        r"|appareils|systèmes) (?:différente?s|distincte?s|séparée?s)\b"
        r"|\bson (?:dos |2 )?(?:máquinas|computadoras|servidores|hosts|clientes|repos|repositorios|proyectos"
        r"|cuentas|bases|equipos|sistemas) (?:distint[oa]s|diferentes|separad[oa]s)\b"
        r"|\bsão (?:duas |dois |2 )?(?:máquinas|computadores|servidores|hosts|clientes|repos|repositórios"
        r"|projetos|contas|bancos|sistemas) (?:diferentes|distint[oa]s|separad[oa]s)\b"
        r"|\bzijn (?:twee |2 )?(?:verschillende|aparte|gescheiden) (?:machines|computers|servers|hosts"
        r"|clients|repos|projecten|accounts|databases|systemen)\b"
        r"|\bsono (?:due |2 )?(?:macchine|computer|server|host|client|repo|progetti|account|database|sistemi)"
        r" (?:divers[ei]|distint[ei]|separat[ei])\b"
        r"|\b(?:разные|две разные|два разных|отдельные) (?:машины|компьютеры|серверы|хосты|клиенты"
        r"|репозитории|проекты|аккаунты|базы|системы)\b",
    ),
    (
        "CJK KO",
        r"是(?:两(?:台|个)|2(?:台|个))?(?:不同|独立)的(?:机器|电脑|服务器|主机|客户端|仓库|项目|账号"
        r"|数据库|系统)"
        r"|は(?:別々の|別の|違う)(?:マシン|PC|パソコン|サーバー|ホスト|クライアント|リポジトリ|プロジェクト"
        r"|アカウント|データベース|システム)"
        r"|(?:서로 )?다른 (?:머신|컴퓨터|서버|호스트|클라이언트|저장소|레포|프로젝트|계정|데이터베이스"
        r"|시스템)"
        r"(?:이에요|예요|입니다|이야|야|이고)",
    ),
    (
        "machine box server host laptop computer runner cluster",
        r"\bon (?:this|my|our|the) (?:machine|box|server|host|laptop|computer|runner|cluster)\b",
    ),
    # what the machine lacks, said of it: "this laptop has no GPU", "cette machine n'a pas de GPU" (not what
    # it ran out of: "the server has no disk space left")
    *(
        (
            anchors,
            lacks
            + r"(?![^\n]*(?:\b(?:space|memory|disk|room|battery|power|left|more|speicher\w*|platz|akku|mehr"
            r"|plus|espace|espacio|espaço|ruimte|spazio|места|памяти)\b|空间|内存|容量|空き|용량|공간))",
        )
        for anchors, lacks in (
            (
                "has have doesn't",
                r"\b(?:this|my|the|our) (?:machine|box|laptop|server|host|computer|vm|container"
                r"|runner|mac|pc)"
                r"(?: here)? (?:has no|doesn't have|does not have)\b",
            ),
            (
                "n'a",
                r"\b(?:cette|ma|la) (?:machine|vm|box)(?: ici)? n'a (?:pas|aucun)\b|\b(?:ce|mon"
                r"|le) serveur n'a pas\b",
            ),
            (
                "tiene",
                r"\b(?:esta|mi|la) (?:máquina|vm|computadora)(?: de aquí)? no tiene\b|\b(?:este|mi"
                r"|el) servidor no tiene\b",
            ),
            (
                "tem",
                r"\b(?:essa|esta|minha|a) (?:máquina|vm)(?: aqui)? não tem\b|\b(?:esse|este|meu"
                r"|o) servidor não tem\b",
            ),
            ("hat", r"\b(?:dieser|mein|der) (?:rechner|server|laptop|computer) hat (?:keine?n?)\b"),
            ("heeft", r"\b(?:deze|mijn|de) (?:machine|laptop|server|computer) heeft geen\b"),
            (
                "ha",
                r"\b(?:questa|la mia|la) macchina non ha\b|\b(?:questo|il mio|il) (?:server"
                r"|portatile) non ha\b",
            ),
            (
                "нет",
                r"\bна (?:этой|моей) (?:машине|тачке|виртуалке)\s+нет\b|\bна (?:этом|моём"
                r"|моем) (?:сервере|ноутбуке) нет\b",
            ),
            (
                "CJK",
                r"(?:这台|我的|这个)(?:机器|电脑|服务器|虚拟机)(?:上|里)?没有|この(?:マシン"
                r"|PC|サーバー)(?:に)?は\s*[\w.-]+\s*(?:が"
                r"|は)?(?:ありません|ない|入っていません|入ってない|インストールされていません"
                r"|インストールされてない)",
            ),
            ("KO", r"이 (?:머신|노트북|서버|컴퓨터)(?:에는|엔|은|는) [\w.-]+\s*(?:이|가)? ?없"),
        )
    ),
    # a tool of the machine: "python here is python3", "there is no python binary", "we're on postgres 15"
    (
        "here this there there's is",
        r"^{CS}"
        + _PRONOUN
        + r"[\w.+-]+ (?:here|on this (?:machine|box|server|laptop)) is (?:`\d+`|[\w.+-]*\d[\w.+-]*)"
        r"|\bthere(?:'s| is| are) no [\w.+-]+ (?:binary|command|executable)\b",
    ),
    (
        "we're we you're you i'm im am",
        r"{CS}(?:we're|we are|you're|you are|i'm|im|i am) on (?!(?:step|page|line|task|issue|ticket|attempt"
        r"|try|day|phase|iteration|round|part|item|stage|call|slide|chapter|version|level|track)\b)"
        r"[a-z][\w.+-]* v?\d[\w.]*\s*(?:[,.;:!-]|$)",
    ),
    # which one is real when the agent has the other: "the real one is ~/code/billing-v2", "das richtige ist
    # ~/code/billing-v2", "真正的在 ~/code/billing-v2"
    (
        "real actual right correct live current proper richtige echte aktuelle korrekte CJK",
        r"^{CS}the (?:real|actual|right|correct|live|current|proper) (?!(?:problem|issue|bug|cause|culprit"
        r"|error|question|reason|fix|change|work|difference)\b)(?:one|[\w-]+) (?:is|lives) (?:in |at "
        r"|under )?" + _PATH + r"|\b(?:das|der|die) (?:richtige|echte|aktuelle|korrekte)\w* (?:\w+ )?(?:ist"
        r"|liegt) (?:in |unter |im )?"
        + _PATH
        + r"|(?:真正的|正确的|对的|现在用的)[\u4e00-\u9fff\w]{0,6}(?:在|是)\s*"
        + _PATH,
    ),
    # a value of the project's, in the other languages: "Der Port ist 8080", "Le port c'est 8080", "端口是
    # 8080", "ポートは 8080 です", "포트는 8080이에요" (not a result: "das Ergebnis ist 42")
    (
        "ist sind est c'est sont es son é são is zijn è sono",
        # ("i", "a", "o" are words of English too: the Italian or Portuguese verb must follow)
        r"^{CS}" + _NOT_A_THING + r"(?:(?:der|die|das|le|la|les|el|los|las|de|het|il|lo|gli|unser|unsere"
        r"|notre|nuestro|nuestra|nosso|nossa|onze|ons|il nostro|la nostra) |l'"
        r"|(?:i|a|o|os|as) (?=[^\n]*\s(?:è|sono|é|são)\s))"
        r"(?!(?:exit|status|fehler|code|antwort|ergebnis|resultat|résultat|resultado|risultato|resultaat"
        r"|ausgabe|sortie|salida|saída|uitvoer|uscita|réponse|respuesta|resposta|antwoord|risposta|summe"
        r"|somme|suma|soma|som|somma|total|anzahl|nombre|número|numero|aantal)\b)[\w.'-]+(?: [\w.'-]+){0,4}"
        r" (?:ist|sind|est|c'est|sont|es|son|é|são|is|zijn|è|sono) (?:(?:la|le|il|el|o|a|de|het) )?"
        + _MEASURE
        # (or what it is or runs on, said with an article or a preposition: "Der Build-Server ist ein
        # Raspberry Pi 4", "La base est en Postgres 15", "O banco é um Postgres 15")
        + r"(?:"
        + _VALUE
        + r"|(?:(?:en|auf|op|su|em|sur|on|in) )?(?:(?:ein|eine|einen|un|une|una|uno|um|uma|een) )?"
        + _NAME_VERSION
        + r")"
        + _WHERE
        + r"\s*[.!]?\s*$",
    ),
    (
        "CJK",
        r"^{CS}(?![我你他她这那]|如果|要是)(?![^是\n]*(?:结果|错误|输出|返回|状态码|退出码|答案|总数|数量|不|没"
        r"|确保|保证|验证|永远|总是|始终|应该|必须|要|工单|提交|分支|任务|截止|目标))"
        r"[\u4e00-\u9fff\w]{1,10}是\s*" + _MEASURE + _VALUE_CJK + r"\s*[.!]?\s*{M}$"
        r"|^{CS}(?![^は\n]*(?:結果|エラー|出力|戻り値|終了コード|答え|合計|件数|チケット|コミット|ブランチ"
        r"|タスク|締め切り|目標))[\w\u3040-\u30ff\u4e00-\u9fff・ー -]{1,15}"
        r"は\s*" + _MEASURE + _VALUE_CJK + r"\s*"
        r"(?:です|だ|になります|を使(?:って(?:い)?ます|う))\s*[.!]?\s*{M}$",
    ),
    (
        "KO",
        r"^{CS}(?![^은는\n]*(?:결과|에러|오류|출력|반환값|종료 코드|답|합계|개수|티켓|커밋|브랜치|작업|마감"
        r"|목표))"
        r"(?:[\w가-힣-]+ )?[\w가-힣-]{1,15}(?:은|는)\s*"
        + _MEASURE
        + _VALUE_CJK
        # (or what it uses or runs on: "캐시는 Redis 7을 사용합니다", "서버는 Debian 12에서 돌아가요")
        + r"\s*(?:이에요|예요|입니다|이야|야|이고|임|(?:을|를) ?(?:사용합니다|사용해요|사용하고 있어요|써요"
        r"|씁니다|쓰고 있어요)|에서 ?(?:돌아가요|돌아갑니다|돌아가고 있어요|실행돼요|실행됩니다|운영돼요"
        r"|운영됩니다))\s*[.!]?\s*{M}$",
    ),
    (
        "у это RU",
        r"^{CS}(?!(?:шаг|строка|ошибка|код|ответ|результат|пункт|задача|тест|итог|сумма|тикет"
        r"|коммит|ветка)\b)[а-яё][а-яё-]+"
        # (the clause mark after a dash: "Порт — 8080")
        r"(?: [а-яё-]+)?(?: у нас)?\s*(?:-|:|это|у нас)\s*{M}" + _VALUE_CJK + r"\s*[.!]?\s*$",
    ),
    (
        "there there's",
        r"\bthere(?:'s| is| are) no [\w./-]+(?: (?:folder|dir|directory|package|module))? (?:in|on|here"
        r"|anywhere)\b|\bthere(?:'s| is| are) no [\w./-]+ (?:folder|dir|directory|package|module)\s*$",
    ),
    # what the project or the machine lacks (what it has instead is the next clause): "no pytest here, it's
    # unittest", "il n'y a pas de Makefile ici", "hier is geen Makefile", "这里没有 Makefile，用的是 justfile"
    (
        "no",
        r"^{CS}no " + _NOT_A_THING + r"(?!(?:worries|rush|need|idea|luck|way|problem|changes?|difference)\b)"
        r"[\w./-]+ (?:here|in this (?:repo|project)|on this (?:machine|box))\s*$",
    ),
    (
        "n'y",
        r"\bil n'y a (?:pas|plus) de [\w./-]+ (?:ici|dans ce (?:repo|projet|dépôt)|sur cette machine"
        r"|(?:sur|dans) (?:le|la|ce|cette) (?:serveur|machine|conteneur|container|image|vm|box)\b)\b",
    ),
    ("aqui", r"\baqui não (?:tem|há|existe|usamos) [\w./-]+"),
    ("geen", r"\bhier (?:is|zijn|hebben we) (?:er )?geen [\w./-]+"),
    # where the agent runs: "en el servidor no hay bash", "no tem bash no servidor", "auf dem Server gibt es
    # kein bash", "er is geen bash op de server", "non c'è bash sul server"
    (
        "hay tenemos",
        r"\b(?:aquí|acá|en (?:el|este|esta|la) (?:servidor|máquina|contenedor|container|imagen|vm)) no (?:hay"
        r"|tenemos) [\w./-]+|\bno (?:hay|tenemos) (?!(?:problema|tiempo|prisa|nada|manera|forma|duda)\b)"
        r"[\w./-]+ (?:aquí|acá|en (?:el|este|esta|la) (?:servidor|máquina|contenedor|container|imagen|vm))\b",
    ),
    (
        "tem há",
        r"\bnão (?:tem|há) [\w./-]+ (?:no|na|nesse|nessa|neste|nesta)"
        r" (?:servidor|máquina|container|imagem|vm)\b",
    ),
    (
        "gibt kein keine keinen",
        r"\b(?:auf|in|im) (?:dem |der |diesem |dieser |meinem |unserem )?" + _MACHINE_DE
        + r" gibt es kein(?:e|en)? [\w./-]+|\bes gibt kein(?:e|en)? [\w./-]+ (?:auf|in|im) (?:dem |der "
        r"|diesem |dieser |meinem |unserem )?" + _MACHINE_DE + r"\b",
    ),
    (
        "geen",
        r"\ber (?:is|zijn|staat|staan|draait) geen [\w./-]+ (?:op|in) (?:de|het|deze|dit|mijn|onze)"
        r" (?:server|machine|container|image|vm|laptop|computer|runner|host|pc|mac)\b",
    ),
    (
        "c'è",
        r"\bnon c'è [\w./-]+ (?:sul|nel|nella|su questo|su questa) ?"
        r"(?:server|macchina|container|immagine|vm|portatile|computer|runner|host|pc|mac)\b"
        # ...the place first: "Su questa macchina non c'è Docker"
        r"|^{CS}(?:sul|nel|nella|su questo|su questa|sulla) ?(?:server|macchina|container|immagine|vm"
        r"|portatile|computer|runner|host|pc|mac)(?: \w+)? non c'è [\w./-]+",
    ),
    ("CJK", r"(?:这里|本地|这个(?:项目|仓库|机器)里?)没有\s*[a-z][\w./-]*\s*$"),
    (
        "CJK",
        r"(?:ここ|この(?:リポジトリ|プロジェクト|マシン))(?:に|で)?は\s*[\w./-]+\s*(?:は|が)?"
        r"(?:なくて|なく|ありません)",
    ),
    ("KO", r"여기(?:엔|에는|는|에)\s*[\w./-]+\s*(?:이|가|은|는)?\s*없"),
    # a place that is only an old copy: "frontend/ is an old copy", "the api-v1 repo is archived" (a path,
    # or a named folder or repo: not "that's the old error")
    (
        "old stale outdated dead legacy obsolete abandoned archived unused deprecated",
        r"^{CS}(?:the )?(?:[\w.~-]*/[\w./-]*(?: folder| dir| directory)?|[\w.-]+ (?:folder|dir|directory"
        r"|repo|repository|checkout|clone))"
        # "old", "stale", "outdated" only as a copy ("dist/ is outdated, rebuild it" is a state to fix)
        r" (?:is|are) (?:(?:an?|the|just an?|only an?) )?"
        r"(?:(?:old|stale|outdated) (?:copy|clone|checkout|fork|version|snapshot|backup|repo|folder)"
        r"|(?:dead|legacy|obsolete|abandoned|archived|unused|deprecated)"
        r"(?: (?:copy|clone|checkout|fork|version|snapshot|backup|repo|folder|code))?)"
        r"\s*(?:[,.;:!-]|$)",
    ),
    (
        "alte alter altes veraltet veraltete vieille ancienne obsolète vieja antigua obsoleto obsoleta "
        "antiga velha oude verouderd vecchia старая устарел устарела устарело устарели",
        r"^{CS}" + _PATH + r"[\w./-]* (?:ist|sind|est|es|é|è|is|это|-) (?:eine |ein |une |un |una |uma |een "
        r"|una )?(?:alte[rs]?|veraltete?|vieille|ancienne|copia vieja|copia antigua|cópia antiga|cópia velha"
        r"|oude|vecchia|старая|obsolète|obsoleta?|verouderd|veraltet|устарел[аио]?)\b",
    ),
    (
        "CJK",
        r"(?:是|为)(?:旧的|老的|过时的)(?:副本|拷贝|版本|代码)|(?:已经|已)废弃|は古い(?:コピー|バージョン)",
    ),
    ("KO", r"(?:는|은) (?:옛날|오래된|예전) (?:복사본|버전|코드)"),
    # where a thing is kept, in Chinese and Korean: "前端在 web/ 里", "프론트엔드는 web/에 있어요"
    (
        "CJK",
        r"^{CS}(?![我你他她把将请帮])[\u4e00-\u9fff\w]{1,12}\s*(?:在|位于)\s*"
        + _PATH
        + r"[\w./-]*\s*(?:里|下|中|目录)",
    ),
    ("KO", r"(?:은|는)\s*" + _PATH + r"[\w./-]*\s*(?:에|안에)\s*있"),
    # what can be reached only through the VPN: "the staging api is at 10.0.3.7:8443, VPN only", "nur über
    # VPN", "il faut le VPN", "需要连 VPN" (one line per language: en, de, fr, es, pt, nl, it, ru)
    (
        "vpn",
        r"\b(?:needs?|requires?|need to be on|have to be on) (?:the |a |our )?(?:corp(?:orate)? )?vpn\b"
        r"|\bvpn (?:required|only|needed)\b|\b(?:only (?:\w+ )?(?:via|over|through|from|on|behind)|behind)"
        r" (?:the |our |a )?(?:corp(?:orate)? )?vpn\b"
        r"|\bnur (?:über|via|mit|im) (?:das |dem |den )?vpn\b|\b(?:braucht|benötigt) (?:das |den )?vpn\b"
        r"|\bhinter (?:dem|unserem) vpn\b|\bvpn (?:nötig|erforderlich|notwendig)\b"
        r"|\b(?:il faut|nécessite) (?:le|un) vpn\b|\b(?:uniquement|seulement) (?:via|par|sur) (?:le )?vpn\b"
        r"|\bderrière (?:le|notre) vpn\b"
        r"|\b(?:necesitas|necesita|hace falta|requiere) (?:la |el |una |un )?vpn\b"
        r"|\bsolo (?:por|con|a través de|desde) (?:la |el )?vpn\b|\bdetrás de (?:la|el|nuestra) vpn\b"
        r"|\bprecisas? (?:da |de |do )?vpn\b|\bsó (?:pela|pelo|via|com|na|no) vpn\b|\batrás da vpn\b"
        r"|\balleen (?:via|over|met|op) (?:de )?vpn\b|\bvpn nodig\b|\bachter de vpn\b"
        r"|\b(?:serve|richiede) (?:la |il )?vpn\b|\bsolo (?:tramite|via|con) (?:la )?vpn\b|\bdietro la vpn\b"
        r"|\bтолько через (?:vpn|впн)\b|\bнуж(?:ен|но) (?:vpn|впн)\b",
    ),
    ("CJK", r"需要(?:连|连接|开|挂)?\s*vpn|只能(?:通过|走|用|连)\s*vpn"),
    ("CJK", r"vpn\s*(?:が|は)?(?:必要|経由でのみ|接続が必要)"),
    ("KO", r"vpn\s*(?:이|가)?\s*필요|vpn(?:으로|에서)만"),
    ("installed", r"\b(?:isn't|is not|aren't|are not) (?:even )?installed\b"),
    (
        "is are",
        r"^{CS}" + _PRONOUN + r"[\w.@/-]+ (?:is|are) (?:in|inside|under|at|on) (?:the |our |my |~|/|[a-z]:)",
    ),
    # where a thing is kept, when the place is a path: "the repo is at ~/code/billing", "tests are in
    # tests/unit" (a problem or a result found somewhere is today's, not where the project keeps things)
    (
        "is are live lives sit sits kept stored located mounted installed cloned",
        r"^{CS}"
        + _NOT_A_THING
        + r"(?:the |our |my )?"
        + _PRONOUN
        + r"[\w.@-]+"
        + _MORE_WORDS
        + r" (?:is|are|lives?"
        r"|sits?|(?:is|are) (?:kept|stored|located|mounted|installed|cloned|checked out)) (?:in|inside|under"
        r"|at|on) " + _PATH,
    ),
    # what this project uses, said of it: "it's pnpm in this repo", "it's vitest here" (not "it's broken")
    (
        "it's it its",
        r"^{CS}(?:it(?:'s| is)|its) " + _NOT_A_VALUE + r"[\w.+-]+ (?:in this (?:repo|project|codebase)|here)"
        r"\s*(?:[,.;!]|$)",
    ),
    # where a thing is kept, when the place is a named folder: "the project lives in my Documents folder",
    # "M-Claude is under Documents"
    (
        "is are live lives sit sits kept stored located",
        r"^{CS}"
        + _NOT_A_THING
        + r"(?:the |our |my )?"
        + _PRONOUN
        + r"[\w.@-]+"
        + _MORE_WORDS
        + r" (?:is|are|lives?|sits?|(?:is|are) (?:kept|stored|located)) (?:in|inside|under|on)"
        r" (?:the |my |our )?(?:[\w.-]+ (?:folder|directory|dir|drive|partition|share|volume)"
        r"|(?:documents|desktop|downloads|home"
        r"|applications|appdata|library)(?: folder)?)\b",
    ),
    # a value of a named thing's: "slate's ip is 192.168.8.1", "legion's user is pete" (not a result's)
    (
        "is are",
        r"^{CS}" + _PRONOUN + r"[\w.-]+'s (?!(?:exit|status|error|output|result|response|return|count|total"
        r"|size|score)\b)[\w.-]+(?: [\w.-]+)? (?:is|are) (?:`\d+`|[\w.-]*\d[\w./:-]*|[\w.-]*[/:][\w./:-]*"
        r"|[a-z][\w-]*(?=\s*(?:[,.;!]|$)))",
    ),
    # what runs where, as a habit ("the api runs on port 3000"), not what is running now
    (
        "runs listens serves",
        r"^{CS}(?:the |our |my )?" + _PRONOUN + r"[\w.@-]+" + _MORE_WORDS + r" (?:runs|listens|serves)"
        r" (?:on|at) (?:port |localhost:|127\.0\.0\.1:|0\.0\.0\.0:)?\d{2,5}\b",
    ),
    # the machine the agent works on: "you're on windows", "this machine is a mac", "we're on node 20"
    (
        "you're we're are is i'm im am",
        r"{CS}(?:you're|you are|we're|we are|i'm|im|i am|this (?:machine |box |laptop |computer |host "
        r"|server )?is)"
        r" (?:on |running on |using )?(?:a |an )?(?:windows|mac|macos|linux|wsl2?|ubuntu|debian|fedora"
        r"|arch|alpine|powershell|zsh|bash|fish|node|python|java|ruby|go|rust|php|arm64|x86|x64)\b"
        r"(?! (?:bug|issue|problem|error|question)\b)",
    ),
    # what the user works with: "I use zsh", "I sign in with a yubikey" (not "I use this daily")
    (
        "use using sign log login authenticate",
        r"{CS}(?:i use|i'm using|im using|i am using) (?!(?:this|that|it|them|the|my|your|our)\b)(?:a |an )?"
        r"[\w.+-]+(?: [\w.+-]+)??(?=\s*(?:[,.;:!(-]|$|(?:btw|here|everywhere|for|as|on|with|instead)\b))",
    ),
    # how the user signs in names a device in a few words: "I sign in with a FIDO2 NIST AAL3 key"
    (
        "sign log login authenticate",
        r"{CS}(?:i (?:sign|log) ?in|i authenticate) (?:with|using|via) (?!(?:this|that|it|them|the|my|your"
        r"|our)\b)(?:a |an )?[\w.+-]+(?: [\w.+-]+){0,3}?(?=\s*(?:[,.;:!(-]|$|(?:btw|here|everywhere|for"
        r"|as|on|instead)\b))",
    ),
    (
        "is are",
        r"^{CS}"
        + _PRONOUN
        + r"[\w.@/-]+ (?:is|are) (?:our|my|this|the|a|an) (?:[\w.-]+ ){0,2}(?:repo|repository|folder"
        r"|directory|device|machine|router|server|host|box|project|app|client|laptop|branch|database|nas|vm"
        r"|desktop|workstation|gateway|firewall|phone)\b",
    ),
    (
        "is are",
        # (not a cause or a result, nor a day: "the bottleneck is Postgres", "the release is Friday")
        r"^{CS}"
        + _NOT_A_THING
        + _NOT_A_CAUSE
        + r"(?:the |our |my )[\w.-]+(?: [\w.-]+){0,3} (?:is|are) "
        + _NOT_A_VALUE
        + r"(?!(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today|tonight)\b)"
        # (a verb and what it gives is no name and its version: "the api gateway is returning 504s")
        + r"(?:`\d+`|[\w.-]*[\d_./:-][\w./:-]*|(?![a-z]+ing \d)[a-z][\w.-]*(?: v?\d[\w.]*)?"
        r"(?=\s*(?:[,.;:!-]|$)))",
    ),
    # the same in the other languages: "das Repo liegt unter ~/code", "l'api tourne sur le port 3000"
    (
        "liegt liegen ist sind befindet est sont trouve está están fica ficam staat staan zit zitten ligt è "
        "sono sta stanno лежит лежат находится находятся",
        r"^{CS}" + _NOT_A_THING + r"[\w.@'-]+(?: [\w.@'-]+){0,3} (?:liegt|liegen|ist|sind|befindet sich"
        r"|befinden sich|est|sont|se trouve|se trouvent|está|están|fica|ficam|staat|staan|zit|zitten|ligt|è"
        r"|sono|sta|stanno|si trova|лежит|лежат|находится|находятся) (?:in|im|unter|dans|sous|en|em|no|na"
        r"|onder|op|nel|nella|sotto|в|во) " + _PATH,
    ),
    # ...or a named folder: "M-Claude liegt im Ordner Dokumente", "est dans le dossier Documents",
    # "在文档文件夹里", "書類フォルダにあります", "문서 폴더에 있어요" (not Downloads, where one piece of
    # work's files land)
    (
        "liegt liegen ist sind befindet est sont trouve está están fica ficam staat staan zit zitten ligt è "
        "sono sta stanno лежит лежат находится находятся",
        r"^{CS}" + _NOT_A_THING + r"[\w.@'-]+(?: [\w.@'-]+){0,2} (?:liegt|liegen|ist|sind|befindet sich"
        r"|befinden sich|est|sont|se trouve|se trouvent|está|están|fica|ficam|staat|staan|zit|zitten|ligt|è"
        r"|sono|sta|stanno|si trova|лежит|лежат|находится|находятся) (?:in|im|unter|dans|sous|en|em|no|na"
        r"|onder|op|nel|nella|sotto|в|во) (?:de |der |dem |den |le |la |el |a |o |het |il )?"
        r"(?![\w-]*(?:download|téléchargement|descarga|transferência|скачан|tmp|temp)\w*\b)"
        r"(?:[\w-]+-?ordner|ordner|verzeichnis|dossier|répertoire|carpeta|directorio|pasta|diretório|map|repo"
        r"|repositorio|repositório|dépôt|репозитории"
        r"|cartella|папке|каталоге|директории)\b",
    ),
    (
        "CJK",
        r"^{CS}(?![我你他她把将请帮])(?![^\n]*(?:报告|错误|下载|レポート|エラー|ダウンロード))"
        r"[\w\u4e00-\u9fff-]{1,20}\s*(?:在|位于)\s*[\w\u4e00-\u9fff]{1,8}(?:文件夹|目录)"
        r"|^{CS}(?![^\n]*(?:レポート|エラー|ダウンロード))[\w\u3040-\u30ff\u4e00-\u9fff-]{1,20}\s*は\s*"
        r"[\w\u3040-\u30ff\u4e00-\u9fff]{1,10}フォルダ(?:に|の中に)(?:あります|ある|入って)",
    ),
    (
        "KO",
        r"^{CS}(?![^\n]*(?:에러|오류|보고서|다운로드))[\w가-힣-]{1,20}(?:은|는)\s*[\w가-힣]{1,10} ?"
        r"폴더(?:에|안에)\s*있",
    ),
    (
        "läuft laufen tourne corre roda draait gira работает слушает",
        r"\b(?:läuft|laufen|tourne|corre|roda|draait|gira|работает|слушает) (?:auf|sur|en|na|no|op|sulla|sul"
        r"|на) (?:le |el |la |il |lo |o |a )?(?:port|porta|puerto|poort|порту) \d{2,5}\b(?! (?:nicht|pas|no"
        r"|não|niet|non|не)\b)",
    ),
    # what happens to a thing of the project on a schedule: "the staging db gets wiped every sunday night",
    # "Staging wird jede Nacht zurückgesetzt", "预发数据库每周日晚上会清空" (a time of day or week, not "every
    # time I log in": what the user saw)
    *(
        (
            anchors,
            r"^{CS}"
            + _NOT_A_THING
            + rf"(?:[^\n]*?\b(?:{every})\b[^\n]{{0,25}}?(?:{verbs})|[^\n]*?(?:{verbs})"
            rf"[^\n]{{0,30}}?\b(?:{every})\b)",
        )
        for anchors, every, verbs in (
            (
                "every each nightly daily weekly",
                r"(?:every|each) (?:night|day|morning|evening|week|weekend|month|hour|sunday|monday|tuesday"
                r"|wednesday|thursday|friday|saturday|deploy|release)|nightly|daily|weekly",
                r"\b(?:reset|wiped|cleared|deleted|dropped|rebuilt|recreated|restarted|rotated|redeployed"
                r"|refreshed|backed up|purged|truncated|restored|resets|wipes|rebuilds|restarts)\b",
            ),
            (
                "jede jeden jedes jeder nächtlich täglich wöchentlich",
                r"jede[nrs]? (?:nacht|tag|morgen|abend|woche|wochenende|monat|stunde|sonntag|montag|samstag"
                r"|freitag)|nächtlich|täglich|wöchentlich",
                r"zurückgesetzt|geleert|gelöscht|neu aufgesetzt|neu gebaut|neu gestartet|neugestartet|rotiert"
                r"|gesichert",
            ),
            (
                "tous toutes chaque",
                r"(?:tous les|toutes les|chaque) (?:nuits?|jours?|matins?|soirs?|semaines?|mois|heures?"
                r"|dimanches?|lundis?|samedis?|vendredis?)",
                r"réinitialisée?s?|vidée?s?|effacée?s?|supprimée?s?|reconstruite?s?|redémarrée?s?"
                r"|sauvegardée?s?"
                r"|purgée?s?|remise?s? à zéro",
            ),
            (
                "todos todas cada",
                r"(?:todos los|todas las|cada) (?:noches?|días?|mañanas?|semanas?|mes(?:es)?|horas?|domingos?"
                r"|lunes|sábados?|viernes)",
                r"se (?:reinicia|borra|vacía|limpia|resetea|elimina|reconstruye|regenera|respalda)"
                r"|(?:reiniciad|borrad|vaciad|limpiad|resetead|eliminad)[oa]s?",
            ),
            (
                "todo toda todos todas cada",
                r"(?:todo|toda|todos os|todas as|cada) (?:noites?|dias?|manhãs?|semanas?|mês|meses|horas?"
                r"|domingos?|segundas?|sábados?|sextas?)",
                r"(?:apagad|resetad|limpad|reiniciad|recriad|zerad)[oa]s?|limp[oa]s?|(?:se )?(?:reinicia"
                r"|apaga|zera|limpa)",
            ),
            (
                "elke iedere elk",
                r"(?:elke|iedere|elk) (?:nacht|dag|ochtend|avond|week|maand|uur|zondag(?:avond)?"
                r"|maandag|zaterdag"
                r"|vrijdag)|elke zondagavond",
                r"gereset|leeggemaakt|gewist|verwijderd|opnieuw opgebouwd|herstart|ververst",
            ),
            (
                "ogni tutti tutte",
                r"(?:ogni|tutti i|tutte le) (?:nott[ei]|giorn[oi]|mattin[ae]|ser[ae]|settiman[ae]"
                r"|mes[ei]|or[ae]"
                r"|domenic[ae]|lunedì|sabat[oi]|venerdì)",
                r"(?:resettat|svuotat|cancellat|ripulit|ricreat|riavviat|azzerat)[oaie]|si (?:resetta|svuota"
                r"|cancella|azzera)",
            ),
            (
                "каждую каждый каждое каждые по ночам",
                r"(?:каждую|каждый|каждое|каждые) (?:ночь|день|утро|вечер|неделю|месяц|час|воскресенье"
                r"|понедельник|субботу|пятницу)|по (?:ночам|воскресеньям|выходным)",
                r"сбрасывается|очищается|удаляется|пересоздаётся|пересоздается|перезапускается|чистят"
                r"|сбрасывают|удаляют|пересоздают|обнуляется",
            ),
        )
    ),
    (
        "CJK KO",
        r"每(?:天|周|晚|月|个|小时|周日|周末)[^,.\n]{0,10}?(?:会)?(?:清空|重置|删除|重建|重启|备份)"
        r"|毎(?:週|晩|日|朝|月|時間)[^,.\n]{0,12}?(?:リセット|消去|削除|初期化|再作成|再起動"
        r"|バックアップ)され"
        r"|매(?:일|주|달|시간)[^,.\n]{0,12}?(?:초기화(?:돼|되|됩)|삭제(?:돼|되|됩)|리셋|지워져"
        r"|재시작(?:돼|되|됩))",
    ),
    # the machine the agent works on, named with what it is: "the ci machine is an m1 mac"
    (
        "machine box laptop runner server host",
        r"^{CS}(?:the |our |this )(?:[\w-]+ )?(?:machine|box|laptop|runner|server|host) is (?:a "
        r"|an )?(?:[\w-]+ )?"
        r"(?:windows|mac|macos|linux|ubuntu|debian|fedora|alpine|arm64|x86|x64|raspberry pi)\b",
    ),
    # what a part of the project requires to run: "the build requires node 20", "the integration tests need a
    # running postgres", "Der Build braucht Node 20", "构建需要 Node 20", "ビルドには Node 20 が必要です" (a
    # runtime, a tool with its version, a running service; not "the build needs to be fixed", "the test needs
    # a mock")
    *(
        (
            anchors,
            rf"^{{CS}}(?:[^\n]*?(?<!\bi )(?<!\bwe )(?<!\byou )(?<!\bich )(?<!\bwir )(?<!\bdu )(?<!\bje )"
            rf"(?<!\bnous )(?<!\btu )(?<!\byo )(?<!\beu )(?<!\bik )(?<!\bio )\b(?:{needs}) "
            rf"(?:(?:a|an|the|ein|eine|einen|un|une|una|um|uma|een|uno|du|de|do|da|del|della|dello|d')\s?)?"
            r"(?:(?:running|laufendes|laufenden|laufende) )?(?:[a-z][\w.+-]* v?\d[\w.]*|" + _RUNTIME + r")"
            r"(?: (?:running|qui tourne|que corra|rodando|draaiend|in esecuzione|запущенный))?\s*(?:[,;.!]"
            r"|$|for\b"
            r"|für\b|pour\b|para\b|voor\b|per\b|nodig\b|для\b))",
        )
        for anchors, needs in (
            ("requires require needs need", r"requires?|needs?"),
            (
                "braucht brauchen benötigt benötigen erfordert",
                r"braucht|brauchen|benötigt|benötigen|erfordert",
            ),
            ("nécessite nécessitent besoin requiert", r"nécessitent|nécessite|ont besoin|a besoin|requiert"),
            ("necesita necesitan requiere", r"necesitan?|requiere"),
            ("precisa precisam requer exige", r"precisam?|requer|exige"),
            ("heeft hebben vereist", r"heeft|hebben|vereist"),
            ("richiede richiedono bisogno", r"richiedono|richiede|ha bisogno|hanno bisogno"),
        )
    ),
    (
        "нужен нужна нужно нужны требуется требуются",
        r"^{CS}(?:для [\w-]+(?: [\w-]+)? )?(?:нужен|нужна|нужно|нужны|требуется|требуются) "
        r"(?:[a-z][\w.+-]* v?\d[\w.]*|" + _RUNTIME + r")",
    ),
    (
        "CJK KO",
        r"(?<![我你])(?<!我们)需要\s*(?:[a-z][\w.+-]*\s*v?\d[\w.]*|" + _RUNTIME + r")"
        r"|(?:[a-z][\w.+-]*\s*v?\d[\w.]*|" + _RUNTIME + r")\s*(?:が必要|(?:이|가) 필요)",
    ),
    # what only works in one place: "the deploy script only works on linux", "läuft nur unter Linux"
    (
        "only nur que solo só alleen только",
        r"\bonly (?:works|runs) (?:on|under|with|in) [a-z]|\b(?:läuft|funktioniert) nur (?:unter"
        r"|auf|mit) [a-z]"
        r"|\bne (?:marche|fonctionne|tourne) que (?:sous|sur|avec) [a-z]|\bsolo (?:funciona"
        r"|corre|anda) (?:en|con)"
        r" [a-z]|\bsó (?:funciona|roda) (?:no|na|em|com) [a-z]|\b(?:werkt|draait) alleen (?:op"
        r"|onder|met) [a-z]"
        r"|\bfunziona solo (?:su|con|sotto) [a-z]|\bработает только (?:на|под|с) [a-z]",
    ),
    (
        "CJK KO",
        r"只能在\s*[a-z][\w.-]*\s*(?:上|下)?(?:运行|跑)|でしか(?:動きません|動かない)|에서만 (?:돌아가"
        r"|작동|실행)",
    ),
    # where secrets are kept (not their value): "the credentials are in 1password"
    (
        "1password vault keychain bitwarden lastpass ssm",
        r"\b(?:credentials|secrets|passwords|keys|tokens|creds)(?: \w+)? (?:are|is|live|lives) (?:kept "
        r"|stored )?in "
        r"(?:the )?(?:1password|vault|keychain|bitwarden|lastpass|ssm|aws secrets manager)\b",
    ),
    # what the user works with, in the other languages ("I use zsh" is English's): the tool ends the clause —
    # "Ich nutze zsh", "J'utilise zsh", "Eu uso zsh", "Я использую zsh", "我用的是 zsh", "저는 zsh를 써요"
    (
        "nutze benutze verwende j'utilise uso gebruik использую пользуюсь",
        r"^{CS}(?:ich (?:nutze|benutze|verwende)|j'utilise|(?:yo |eu |io )?uso(?! (?:de|do"
        r"|da|del|di)\b)|ik gebruik"
        r"|я (?:использую|пользуюсь)) (?:(?:den|die|das|le|la|l'|el|o|a|il|lo) ?)?[a-z][\w.+-]*"
        r"(?: [a-z][\w.+-]*)?\s*[.!]?\s*$",
    ),
    (
        "CJK KO",
        r"^{CS}我(?:用的是|一般用|平时用)\s*[a-z][\w.+-]*|[a-z][\w.+-]*\s*を使って(?:い)?ます"
        r"|(?:저는|전) [a-z][\w.+-]*(?:를|을) (?:써요|사용해요|씁니다)",
    ),
    # the user's setup named: "Mein Editor ist Neovim", "Mon éditeur c'est Neovim", "Мой редактор — Neovim"
    (
        "mein meine mon ma mi meu minha mijn mio mia мой моя",
        r"^{CS}(?:mein|meine|mon|ma|mi|(?:o )?meu|(?:a )?minha|mijn|il mio|la mia|мой|моя) (?:editor|éditeur"
        r"|shell|terminal|ide|os|betriebssystem|browser|navigateur|navegador|distro|laptop|rechner|ordinateur"
        r"|portátil|computador|редактор|шелл|терминал|браузер|ноутбук|дистрибутив) (?:ist|est|c'est|es|é|is|è"
        r"|-|это) (?:(?:o|a|el|la|le|il) )?(?!(?:kaputt|langsam|voll|leer|alt|neu|weg|aus|tot"
        r"|cassée?|lente?|plein"
        r"|vide|vieux|roto|lento|lleno|viejo|quebrado|cheio|velho|kapot|traag|vol|oud|rotto|pieno|vecchio"
        r"|сломан\w*|медленн\w*)\b)[a-z][\w.+-]*(?: [a-z0-9][\w.+-]*)?\s*[.!]?\s*$",
    ),
    # the machine the user is on, in the other languages: "Ich bin auf einem Mac", "Je suis sur Mac"
    (
        "bin suis estoy estou zit sono меня",
        r"\b(?:ich bin auf(?: einem)?|je suis sur(?: un)?|estoy en(?: un)?|estou no|ik zit op(?: een)?"
        r"|sono su"
        r"(?: un)?|у меня) (?:mac|macos|windows|linux|ubuntu|мак|линукс|винда|виндовс)\b",
    ),
    # the main branch named in the other languages: "Der Standard-Branch ist develop", "默认分支是 develop"
    (
        "standard-branch hauptbranch default-branch branche rama branch hoofdbranch основная ветка CJK KO",
        # (said with its verb of being or of being called: "La branche par défaut s'appelle develop", "Ветка
        # по умолчанию — develop")
        r"\b(?:der (?:standard|default|haupt)-?branch (?:ist|heißt)|la branche (?:par défaut|principale)"
        r" (?:est|c'est|s'appelle)|la rama (?:por defecto|principal) (?:es|se llama)|a branch (?:padrão"
        r"|principal) (?:é|se chama)|de (?:standaard|hoofd|default) ?branch (?:is|heet)"
        r"|il branch (?:predefinito|principale|di default) (?:è|si chiama)"
        r"|(?:основная ветка|ветка по умолчанию)\s*(?:-|это|называется))\s*{M}[a-z][\w./-]*"
        r"|(?:默认|主)分支是\s*[a-z]|デフォルトブランチは\s*[a-z]|기본 브랜치는\s*[a-z]",
    ),
    # how the whole project runs or what its root holds: "everything runs in docker compose locally", "the
    # monorepo root has a justfile", "we're a django shop"
    (
        "everything has shop",
        r"^{CS}everything (?:runs|lives|goes|is deployed) (?:in|on|through|via) [a-z]"
        r"|\bhas an? (?:justfile|makefile|taskfile|dockerfile|docker-compose[\w.]*|procfile)\b"
        r"|\bwe(?:'re| are) an? [\w.+-]+ shop\b",
    ),
    # a version the project is pinned to: "O nosso Python está fixado na 3.10", "Наш Python зафиксирован на
    # 3.10", "3.10으로 고정돼 있어요", "固定在 3.10"
    (
        "pinned locked fixado fixada fijado fijada fissato fissata festgelegt figé figée vastgezet "
        "зафиксирован зафиксирована закреплён закреплен",
        r"\b(?:pinned|locked|fixad[oa]|fijad[oa]|fissat[oa]|festgelegt|figée?|vastgezet|зафиксирован[аоы]?"
        r"|закрепл[её]н[аоы]?) (?:to|at|on|auf|à|en|em|na|no|a|alla|al|op|на) (?:v|version |versão |versión "
        r"|versione |версии )?\d",
    ),
    ("CJK KO", r"固定在\s*v?\d|\d[\d.]*\s*に固定|\d[\d.]*(?:으로|로) 고정"),
    # where a service is deployed or hosted: "the frontend is deployed on vercel", "前端部署在 Vercel 上",
    # "프론트엔드는 Vercel에 배포돼 있어요", "Фронтенд у нас задеплоен на Vercel"
    (
        "deployed hosted déployé déployée déployés déployées hébergé hébergée hébergés hébergées desplegado "
        "desplegada desplegados desplegadas alojado alojada alojados alojadas hospedado hospedada hospedados "
        "hospedadas gehost gehostet ospitato ospitata ospitati ospitate deployato deployati задеплоен "
        "задеплоены развёрнут развернут развёрнуты развернуты хостится хостятся",
        # (the subject may take a few words of "of" — "la base de datos de producción" —, the place or who
        # hosts it any preposition, not a person: "the docs are deployed by me")
        r"^{CS}" + _NOT_A_THING + r"(?:the |our |my |der |die |das |le |la |les |l'|el |los |las |o |a |os "
        r"|as |de |het |il |lo |i |gli |nos |nuestros |nuestras |nossos |nossas |i nostri |le nostre )?"
        r"[\w.'-]+(?: [\w.'-]+){0,5} (?:is |are |ist |sind |est |sont |está |están |é |são |is |zijn |è "
        r"|sono |у нас )?(?:self-|auto-|auto)?(?:deployed|hosted|gehostet|deployt|déployée?s?|hébergée?s?"
        r"|desplegad[oa]s?|alojad[oa]s?|hospedad[oa]s?|gehost|ospitat[oaie]|deployat[oaie]"
        r"|задеплоен[аоы]?|развёрнут[аоы]?|развернут[аоы]?|хостится|хостятся) (?:on|to|at|in|by|with|via"
        r"|from|auf|bei|von|in|sur|chez|par|en|em|no|na|por|pelo|pela|op|bij|door|su|sul|da|на|в)"
        r" (?!(?:me|you|us|him|her|them|hand|mistake)\b)[a-z]",
    ),
    # ...the participle last: "Die Doku ist bei Netlify gehostet", "De docs worden op Netlify gehost"
    (
        "gehostet deployt gehost",
        r"^{CS}" + _NOT_A_THING + r"[\w.'-]+(?: [\w.'-]+){0,3} (?:ist|sind|wird|werden|is|zijn|wordt|worden)"
        r" (?:auf|bei|in|op|bij) [a-z][\w.-]*"
        r" (?:gehostet|deployt|gehost)\b",
    ),
    # (not a deploy that just happened: "新版本已经部署在 staging 上了")
    (
        "CJK KO",
        r"^{CS}(?![^\n]*(?:已经|刚|新版本|了|방금|새 버전))[^\n]*?(?:部署在\s*[a-z]|[a-z][\w.-]*\s*(?:에"
        r"|에서) ?배포"
        r"(?:돼|되어|됩니다))",
    ),
    # a host (a name with two dots) where a thing lives, in the other languages: "O ambiente de homologação
    # fica em hml.empresa.com.br"
    (
        "fica está ist est è is находится liegt",
        r"^{CS}" + _NOT_A_THING + r"[\w.'-]+(?: [\w.'-]+){0,3} (?:fica|está|ist|est|è|is|находится|liegt)"
        r" (?:em|en|unter|auf|à|sur|su|op|на) (?:https?://)?[a-z][\w-]*(?:\.[\w-]+){2,}\s*[.!]?\s*$",
    ),
    # which product a part of the stack is, named in Latin letters in the CJK languages: "本番のDBは Aurora
    # MySQL です", "运营 DB는 Aurora예요", "数据库用的是 aurora"
    (
        "CJK KO",
        r"(?<!この)(?<!その)(?<!あの)(?:db|データベース|サーバー|環境|ランナー|os|キャッシュ"
        r"|キュー|フレームワーク)は\s*" + _NOT_A_STATE + r"[a-z][\w.+-]*"
        r"(?:\s[a-z][\w.+-]*)?\s*(?:です|だ|を使って)"
        r"|(?<!如果)(?<!要是)(?:数据库|服务器|环境|缓存|队列|框架)(?:是|用的是)\s*"
        + _NOT_A_STATE
        + r"[a-z][\w.+-]*(?:\s[a-z][\w.+-]*)?\s*[.!]?\s*{M}$"
        r"|(?<!이 )(?:db|데이터베이스|서버|환경|캐시|큐|프레임워크)(?:은|는)\s*"
        + _NOT_A_STATE
        + r"[a-z][\w.+-]*(?:\s[a-z][\w.+-]*)?\s*"
        r"(?:이에요|예요|입니다)",
    ),
    # what a thing of the project is called: "the main branch is called trunk", "der Namespace heißt
    # shop-dev" (a branch only as the main or default one: the branch of the day is no fact)
    (
        "called named",
        r"^{CS}(?:the |our |my )?(?:(?:main|default|prod|production|staging|dev|release) branch|repo"
        r"|repository|namespace|database|db|cluster|bucket|project|service|environment|env|schema|org"
        r"|organization|workspace|vault|queue|topic)(?: [\w.-]+)? (?:is|'s) (?:called|named) \S+",
    ),
    (
        "heißt heissen heißen s'appelle llama chama heet chiama называется",
        r"\b(?:haupt|standard|default)?(?:branch|repo|namespace|datenbank|cluster|bucket|projekt|service"
        r"|umgebung|schema|vault|workspace) (?:heißt|heissen|heißen)\b"
        r"|\b(?:branche principale|dépôt|namespace|base|cluster|bucket|projet|service|environnement|schéma)"
        r"(?: \w+)? s'appelle\b|\b(?:rama principal|repositorio|namespace|base de datos|cluster|bucket"
        r"|proyecto|servicio|entorno|esquema)(?: \w+)? se llama\b|\b(?:branch principal|repositório"
        r"|namespace|banco|cluster|bucket|projeto|serviço|ambiente|esquema)(?: \w+)? se chama\b"
        r"|\b(?:hoofdbranch|repo|namespace|database|cluster|bucket|project|service|omgeving|schema) heet\b"
        r"|\b(?:branch principale|repo|namespace|database|cluster|bucket|progetto|servizio|ambiente|schema)"
        r"(?: \w+)? si chiama\b|\b(?:основная ветка|репозиторий|неймспейс|база|кластер|бакет|проект|сервис"
        r"|окружение|схема)(?: \w+)? называется\b",
    ),
    ("CJK", r"(?:主分支|仓库|命名空间|数据库|集群|项目|服务|环境)(?:叫|名字是|名叫|名为)"),
    (
        "CJK",
        r"(?:メインブランチ|リポジトリ|ネームスペース|データベース|クラスタ|プロジェクト|サービス"
        r"|環境)(?:名)?は\s*[\w.-]+\s*です",
    ),
    (
        "KO",
        r"(?:메인 브랜치|저장소|레포|네임스페이스|데이터베이스|클러스터|프로젝트|서비스|환경)"
        r"(?:는|은|이름은)\s*[\w.-]+\s*(?:이에요|예요|입니다)",
    ),
    # where a service answers, host and port, in any language: "Redis läuft auf cache.internal:6380",
    # "staging is staging.acme.io:8443", "prod db: 10.1.2.3:5432" (said last in its clause: "the api on
    # localhost:8080 returns 500" is a report)
    (
        "is are läuft ist tourne est está corre fica roda draait gira è работает находится",
        r"^{CS}"
        + _NOT_A_THING
        + r"(?:the |our |my |der |die |das |le |la |l'|el |o |a |de |het |il |lo )?"
        + _PRONOUN
        + r"[\w.@'-]+(?: (?!(?:what|which|who|whom|whose|where|how)\b)[\w.@'-]+){0,4}"
        + r" (?:is|are|läuft|ist|tourne|est|está|corre|fica|roda|draait|gira|è"
        r"|работает|находится)(?: (?:at|on|auf|unter|sur|à|en|em|na|no|op|su|sulla|sul|на))? "
        + _HOST_PORT
        # "…unter gw.intern:9443 erreichbar"
        + r"(?: (?:reachable|erreichbar|joignable|accessible|accesible|acessível|bereikbaar|raggiungibile"
        r"|доступен|доступна|доступно))?\s*[.!]?\s*$",
    ),
    (
        "CJK",
        r"(?:在|是)\s*" + _HOST_PORT + r"|" + _HOST_PORT + r"\s*(?:で|に)(?:動いて|あります|います)"
        r"|は\s*" + _HOST_PORT + r"\s*(?:です|だ)",
    ),
    (
        "KO",
        _HOST_PORT
        + r"\s*(?:에서|에) ?(?:돌아|실행|있)|(?:은|는)\s*"
        + _HOST_PORT
        + r"\s*(?:이에요|예요|입니다)",
    ),
    # what a server or a service runs on, in the other languages: "de productieserver draait op ubuntu 22.04",
    # "die Staging-DB läuft auf db2.intern", "o banco de dev roda no docker" (not "läuft auf macOS nicht",
    # "läuft auf Linux langsam": the thing named ends the clause)
    (
        "läuft laufen draait draaien roda rodam tourne tournent corre corren gira girano работает работают "
        "крутится escucha écoute ascolta luistert lauscht слушает",
        r"^{CS}(?![^\n]*\b(?:nicht|pas|niet|non|не|aber|mais|pero|mas|ma|maar|но|nur|seulement|solo|só"
        r"|alleen|только)\b)" + _NOT_A_THING + r"[\w.@'-]+(?: [\w.@'-]+){0,3} (?:läuft|laufen|draait|draaien"
        r"|roda|rodam|tourne|tournent|corre|corren|gira|girano|работает|работают|крутится|escucha|écoute"
        r"|ascolta|luistert|lauscht|слушает) (?:(?:auf|unter|op|no|na|em|sur|sous|en|su|sul|sulla|на|под) )?"
        r"(?:(?:dem|der|le|la|el|o|a|il|lo|de|het|port|porta|puerto|poort|порту) )?"
        # a host, a version, or the platform of a server (not "läuft auf Firefox": where the user tried it)
        r"(?:[a-z][\w+-]*(?:\.[\w-]+)+|[a-z][\w.+-]* v?\d[\w.]*|\d{2,5}|docker|podman|kubernetes|k8s|k3s"
        r"|ubuntu|debian|alpine|centos|rhel|fedora|linux|freebsd|windows|aws|gcp|azure|heroku"
        r"|fly\.io|vercel|netlify"
        r"|ec2|lambda|proxmox|nomad|openshift)\s*(?:[,;.!]|$)",
    ),
    # where a host is: "staging is at staging.example.com", "the router is on 192.168.8.1"
    (
        "is are lives runs",
        r"^{CS}"
        + _NOT_A_THING
        + r"(?:the |our |my )?"
        + _PRONOUN
        + r"[\w.@-]+"
        + _MORE_WORDS
        + r" (?:is|are|lives|runs) (?:at|on) (?:https?://)?(?:[a-z][\w-]*(?:\.[\w-]+)+"
        r"|\d{1,3}(?:\.\d{1,3}){3})(?::\d+)?\s*(?:[,;!]|\.?$)",
    ),
    (
        "unser unsere unseren unserer bei wir",
        r"\bunser(?:e|en|er)? [\w./-]+(?: [\w./-]+)? (?:heißt|ist|sind|läuft|laufen|liegt|liegen|nutzt"
        r"|verwendet)\b|\bbei uns\b|\bwir (?:nutzen|verwenden|benutzen|haben) (?:hier )?\S+",
    ),
    (
        "notre chez utilise utilisons n'utilise n'utilisons projet",
        # (what it has, not what it did: "notre cluster a trois nœuds", not "notre serveur a planté")
        r"\bnotre [\w./-]+(?: [\w./-]+){0,2} (?:est|sont|s'appelle|tourne|utilise|(?:a|ont) (?=(?:un|une|deux"
        r"|trois|quatre|cinq|six|huit|dix|plusieurs|des|du|\d)\b))\b|\bchez nous\b"
        r"|\bon (?:n')?utilise\b|\bnous (?:n')?utilisons\b|\ble projet (?:est|tourne|utilise)\b",
    ),
    (
        "nuestro nuestra nuestros usamos aquí acá hay",
        r"\bnuestr[oa]s? [\w./-]+(?: [\w./-]+){0,2} (?:es|son|está|están|se llama|usa|tiene|tienen)\b"
        r"|\busamos\b"
        r"|\b(?:aquí|acá) (?:usamos|el comando es|se usa)\b|\bno hay \S+,? es\b",
    ),
    (
        "gente nosso nossa usamos aqui",
        r"\bnoss[oa]s? [\w./-]+(?: [\w./-]+){0,2} (?:é|são|fica|ficam|roda|usa|se chama|tem|têm)\b"
        r"|\ba gente usa\b"
        r"|\busamos\b|\baqui (?:o|a) [\w./-]+ é\b",
    ),
    (
        "onze ons gebruiken bij",
        r"\b(?:onze|ons) [\w./-]+(?: [\w./-]+){0,2} (?:heet|heten|is|zijn|draait|draaien|staat|staan"
        r"|gebruikt|(?:heeft|hebben)(?![^\n]*\bge\w+[dt]\b))\b|\b(?:we|wij) gebruiken\b|\bbij ons\b",
    ),
    (
        "nostro nostra nostri nostre usiamo noi progetto",
        r"\b(?:il|la|i|le) nostr[oaie] [\w./-]+(?: [\w./-]+){0,2} (?:è|e'|sono|si chiama|gira|usa"
        r"|(?:ha|hanno) (?=(?:un|una|uno|due|tre|quattro|cinque|sei|otto|dieci|diversi|diverse|\d)\b))\b"
        r"|\busiamo\b|\bda noi\b|\bil progetto (?:è|e') (?:tutto |in )?\S+",
    ),
    (
        "нас наш наша наше наши используем ставим запускаем собираем деплоим храним",
        r"\bу нас\b|\bнаш(?:а|е|и)? [\w./-]+(?: [\w./-]+)? (?:называется|это|работает)\b"
        r"|\bмы (?:не )?(?:используем|ставим|запускаем|собираем|деплоим|храним)\b",
    ),
    # "우리는 …", and "제 맥은 M1이라서 …" (my Mac is an M1, so …), as "our" and "my" in English
    (
        "KO",
        r"우리(?:는|가| 쪽은| 회사는| 팀은| 프로젝트는)|저희(?:는|가)"
        r"|(?<![가-힣\w])(?:제|내) [가-힣\w]+(?:은|는)\s",
    ),
    (
        "CJK",
        r"我们(?:用|使用|的|这边|是|这里用)|我这边|这个项目(?:用|是|使用)|うちは|うちの|ここでは\s*[a-z]",
    ),
    ("KO", r"여기서는 [a-z][\w.-]*(?:을|를) (?:써요|사용해요|씁니다)"),
    ("CJK", r"(?:で|に)(?:動いて(?:ます|います)|あります|なってます)"),
)
# What a part of the project is, named: "the queue is RabbitMQ", "auth is handled by Keycloak", "Die Queue ist
# RabbitMQ", "La cola es RabbitMQ", "前端是用 Vue 写的", "キューは RabbitMQ です", "큐는 RabbitMQ입니다". The
# group `name` must be a name by its spelling in the prompt (correct._names: a capital inside it or after the
# sentence's start, a dot, a digit, or a product's known name); `strong` the same without a plain capital (a
# German noun has one).
_NAMED = (
    r"(?:(?:the|der|die|das|le|la|les|el|los|las|o|os|as|il|lo|gli|de|het) |l')?"
    r"(?P<{group}>[a-z](?:[a-z0-9.+-]*[a-z0-9+])?)"
    r"(?: (?!(?:and|und|et|y|e|en|but|aber|mais|pero|mas|maar|ma|or|oder|ou|of|o|is|ist|est|es|è|é)\b)"
    r"[a-z][a-z0-9+-]*)?(?![a-z0-9])"
)
# (not a "but" later: "La app corre en Chrome, pero en Safari no" reports where it fails)
_NAMED_END = (
    r"\s*(?:[,.;:!)]|-|$|(?:and|und|et|y|e|en|so|not|nicht|pas|no|não|niet|non|instead|here|hier|ici|aquí"
    r"|aqui|qui|now|jetzt)\b)(?![^\n]*\b(?:but|aber|mais|pero|mas|maar|ma|però|но)\b)"
)
_NAMED_SUBJECT = (
    r"^{CS}(?:so |and |also |btw |fyi |und |et |y |e |en |i )?" + _NOT_A_CAUSE + r"(?!(?:it|this|that|there"
    r"|here|what|which|who|he|she|they|i|you|we|es|das|dies|ce|cela|ça|esto|eso|isso|isto|dit|dat|het"
    r"|questo|quello|это|то|он|она|они)\b)"
)
_NAME = _NAMED.format(group="name") + _NAMED_END
# A clause that says what a thing is or what is used, not where a problem is ("the proxy is Caddy, not
# nginx", "usamos pnpm, no npm"; not "the error is in the parser, not the lexer", "only on staging, not
# prod"): a contrast said after a failure corrects when it states one (correct._has_contrast)
STATES: tuple[Cue, ...] = (
    (
        "is are use uses ist sind nutzen verwenden benutzen est sont c'est utilise utilisons es son usa "
        "usamos é são zijn gebruiken gebruik è sono usiamo это нас используем используй",
        r"^" + _NOT_A_CAUSE + r"[^\n]*?\b(?:is|are|use|uses|ist|sind|nutzen|verwenden|benutzen|est|sont|c'est"
        r"|utilise|utilisons|es|son|usa|usamos|é|são|zijn|gebruiken|gebruik|è|sono|usiamo|это|у нас"
        r"|используем|используй)\b",
    ),
    (
        "CJK KO",
        r"^(?![^\n]*(?:问题|错误|问題|エラー|문제|에러|오류))[^\n]*?(?:是|用|は|는|은|(?:이|가) 아니라)",
    ),
)
_STRONG_NAME = _NAMED.format(group="strong") + _NAMED_END
NAMED: tuple[Cue, ...] = (
    (
        "is are uses use runs run goes go lives sits handled managed served built written done hosted "
        "deployed powered backed driven tracked processed proxied",
        _NAMED_SUBJECT + r"(?:(?:the|our|my) )?[\w.-]+(?: [\w.-]+){0,3} (?:(?:is|are) (?:just |always )?"
        r"|(?:is|are) (?:handled|managed|served|built|written|done|hosted|deployed|run|powered|backed|driven"
        r"|tracked|processed|proxied|orchestrated|scheduled|monitored|bundled) (?:by|with|in|on|through|via"
        r"|using) |(?:uses|use|runs on|run on|goes through|go through|lives on|sits behind) )" + _NAME,
    ),
    # what a thing goes through, whatever its verb: "emails go out through Postmark", "Les e-mails partent via
    # Postmark", "Los correos salen por Postmark", "Письма уходят через Postmark"
    (
        "through via over",
        # (a thing said with its article, or a plural: not a request, "send the report via Slack")
        _NAMED_SUBJECT + r"(?:(?:the|our|all|every) [\w.-]+(?: [\w.-]+){0,2}|[\w.-]+s(?: [\w.-]+s)?)"
        r" \w+(?: out| in| up)? (?:through|via|over) " + _NAME,
    ),
    (
        "via par travers por vía mediante pelo pela através tramite attraverso über через",
        r"^{CS}" + _NOT_A_CAUSE + r"(?:(?:les|le|la|nos|notre|los|las|el|nuestros|nuestras|nuestro|nuestra|os"
        r"|as|o|a|nossos|nossas|gli|il|le|de|het|die|der|das|unsere|unser) |l')[\w.'-]+(?: [\w.'-]+){0,2}"
        r" \w+ (?:via|par|à travers|por|vía|a través de|mediante|pelo|pela|através do|através da|tramite"
        r"|attraverso|über) " + _NAME,
    ),
    (
        "через",
        # (not a request: "Отправь отчёт через Slack")
        r"^{CS}" + _NOT_A_CAUSE + r"(?!(?:это|то|он|она|оно|они|мы|ты|вы|я)\b)(?![а-яё]+[ьй]\b)[а-яё\w-]+"
        r"(?: [а-яё\w-]+){0,2} [а-яё]+ через " + _NAME,
    ),
    (
        "CJK",
        r"^{CS}(?![你他她这那请把帮]|如果|要是)(?!我(?!们))[\u4e00-\u9fff\w ]{1,12}?(?:是)?"
        r"(?:通过|经由|走)\s*"
        + _NAMED.format(group="name")
        + r"\s*[\u4e00-\u9fff]{1,4}的",
    ),
    (
        "CJK",
        r"^{CS}(?!もし)[\w\u3040-\u30ff\u4e00-\u9fff・ー -]{1,15}?は\s*" + _NAMED.format(group="name")
        + r"\s*(?:経由で|を通して|を使って|で)[^,.\n]{0,10}?(?:送って|動かして|管理して|配信して|処理して"
        r"|使って)(?:い|る|ま)",
    ),
    (
        "KO",
        r"^{CS}(?!만약)(?:[\w가-힣-]+ )?[\w가-힣-]{1,15}(?:은|는)\s*" + _NAMED.format(group="name")
        + r"\s*(?:으로|로|를 통해|을 통해) [가-힣]+(?:요|다)\s*[.!]?\s*$",
    ),
    (
        "ist sind läuft laufen nutzt verwendet geht gehen basiert",
        r"^{CS}" + _NOT_A_CAUSE + r"(?:(?:der|die|das|unser|unsere|unseren) )?(?!(?:es|das|dies|er|sie|wir"
        r"|ich|du)\b)[\w.-]+(?: [\w.-]+){0,3} (?:ist|sind|läuft (?:auf|über|mit)|laufen (?:auf|über|mit)"
        r"|nutzt|verwendet|geht über|gehen über|basiert auf) " + _STRONG_NAME,
    ),
    ("als", r"^{CS}als [\w-]+ (?:nutzen|verwenden|benutzen|haben) wir " + _STRONG_NAME),
    # ...or a name of plain capital, when the subject is a part of a stack: "Der Scheduler ist Airflow",
    # "Zahlungen laufen über Adyen" (a German noun has a capital too: "Die Ursache ist Speichermangel")
    (
        "ist sind läuft laufen geht gehen",
        r"^{CS}(?:(?:der|die|das|unser|unsere|unseren) )?(?:[\w-]+-)?(?:scheduler|queue|warteschlange"
        r"|datenbank|db|suche|suchmaschine|ci|cd|pipeline|proxy|cache|broker|monitoring|logging|tracing|frontend|backend"
        r"|orm|auth|authentifizierung|zahlungen|payments?|mails?|e-mails?|hosting|cdn|dns|registry|storage"
        r"|bucket|webserver|load ?balancer|bundler|paketmanager|testrunner|linter|formatter|framework|cron"
        r"|worker|kv-store|secret-store|ticketsystem|wiki|chat|alerting|orchestrierung)"
        r" (?:ist|sind|läuft (?:auf|über|mit)|laufen (?:auf|über|mit)|geht über|gehen über) "
        # (nor a noun said of it: "Der Cache ist Schuld", "Das Frontend ist Baustelle")
        r"(?!(?:schuld|baustelle|müll|mist|quatsch|absicht|standard|pflicht|teil|sache|chaos|katastrophe"
        r"|thema|legacy|schrott|kaputt|down|offline|voll|leer)\b)" + _NAME,
    ),
    (
        "est sont c'est passe passent tourne tournent utilise fait faite écrit écrite géré gérée hébergé "
        "hébergée",
        r"^{CS}" + _NOT_A_CAUSE + r"(?:(?:le|la|les|notre|nos) |l')(?:[\w'.-]+ ){0,3}?[\w'.-]+,? {M}(?:est"
        r"|sont|c'est|passe par|passent par|tourne sur|tournent sur|utilise|(?:est|sont) (?:faite?s?"
        r"|écrite?s?|gérée?s?|hébergée?s?|basée?s?|stockée?s?) (?:avec|en|par|sur|dans|chez)) " + _NAME,
    ),
    (
        "es son usa corre va pasa está están hecho hecha escrito escrita",
        r"^{CS}" + _NOT_A_CAUSE + r"(?:(?:el|la|los|las|nuestro|nuestra|nuestros|nuestras) )(?:[\w.-]+ )"
        r"{0,3}?[\w.-]+ (?:es|son|usa|corre en|va por|pasa por|(?:está|están) (?:hech|escrit|montad|basad"
        r"|alojad|gestionad|guardad)[oa]s? (?:con|en|sobre|por)) " + _NAME,
    ),
    (
        "é são usa roda passa feito feita fica ficam",
        r"^{CS}" + _NOT_A_CAUSE + r"(?:(?:o|a|os|as|nosso|nossa|nossos|nossas) )(?:[\w.-]+ ){0,3}?[\w.-]+"
        r" (?:é|são|usa|roda (?:em|no|na)|passa (?:pelo|pela)|(?:é|são) (?:feit|escrit|gerenciad|hospedad"
        r"|guardad)[oa]s? (?:com|em|no|na|pelo|pela)|ficam? (?:no|na)) " + _NAME,
    ),
    (
        "is zijn gaat gaan draait draaien gebruikt loopt gebouwd geschreven",
        r"^{CS}" + _NOT_A_CAUSE + r"(?:(?:de|het|onze|ons) )(?:[\w.-]+ ){0,3}?[\w.-]+ (?:is|zijn|gaat via"
        r"|gaan via|draait op|draaien op|gebruikt|loopt via|is gebouwd (?:met|in)|is geschreven in) " + _NAME,
    ),
    (
        "gaat draait loopt",
        r"^{CS}(?!(?:het|dat|dit|er)\b)[\w.-]+ (?:gaat via|draait op|loopt via) " + _NAME,
    ),
    (
        "è sono usa gira passa fatto fatta scritto scritta basato basata",
        r"^{CS}" + _NOT_A_CAUSE + r"(?:(?:il|la|lo|i|le|gli|il nostro|la nostra|i nostri|le nostre) |l')"
        r"(?:[\w.-]+ ){0,3}?[\w.-]+ (?:è|sono|è in|usa|gira su|passa per|(?:è|sono) (?:fatt|scritt|basat"
        r"|gestit|ospitat|salvat)[oaie] (?:con|in|su|da|tramite)) " + _NAME,
    ),
    (
        "у это написан написана написано написаны работает работают крутится крутятся живёт живет живут "
        "хостится наш наша наше наши",
        # (what it runs in, too: "Наш кластер k8s крутится в GKE")
        r"^{CS}" + _NOT_A_CAUSE + r"(?!(?:это|то|он|она|оно|они|мы|ты|вы|я)\b)[а-яё\w-]+(?: [а-яё\w-]+)"
        r"{0,2}(?: у нас)?\s*(?:-|это|у нас|написан[аоы]? на|(?:работает|работают|крутится|крутятся"
        r"|живёт|живет|живут|хостится) (?:на|в))\s+{M}" + _NAME,
    ),
    (
        "CJK",
        r"^{CS}(?![你他她这那请把帮]|如果|要是)(?!我(?!们))(?![^\n]*(?:问题|原因|结果|答案|建议|工单|提交|分支|任务|截止|目标|错误|输出))"
        r"[\u4e00-\u9fff\w ]{1,12}?(?:用的是|是用|是|用|基于|跑在)\s*"
        + _NAMED.format(group="name")
        + r"\s*(?:写的|做的|搭的|的)?\s*(?:[。.,，!]|$)",
    ),
    (
        "CJK",
        r"^{CS}(?!もし)(?![^\n]*(?:問題|原因|結果|答え|チケット|コミット|ブランチ|タスク|締め切り|目標"
        r"|エラー))[\w\u3040-\u30ff\u4e00-\u9fff・ー -]{1,15}?は\s*"
        + _NAMED.format(group="name")
        # (not a request: "デプロイは ansible でやって")
        + r"\s*(?:です|だ|で(?:やって|動いて|書いて|作って|管理して|書かれて|作られて)(?:い|る|ま)"
        r"|を使(?:って(?:い|る)|う|います))",
    ),
    (
        "KO",
        r"^{CS}(?!만약)(?![^\n]*(?:문제|원인|결과|답은|티켓|커밋|브랜치|작업|마감|목표|에러|오류))"
        r"(?:[\w가-힣-]+ ){0,2}[\w가-힣-]{1,15}(?:은|는)\s*"
        + _NAMED.format(group="name")
        # (or what it runs on: "우리 k8s 클러스터는 GKE에서 돌아가요")
        + r"\s*(?:이에요|예요|입니다|이야|야|(?:으로|로) (?:되어|돼|만들어|작성되어|작성돼)"
        r"|(?:을|를) (?:써|사용)|에서 ?(?:돌아가|돌아갑|실행되|실행돼|실행됩|운영되|운영돼|운영됩|호스팅))",
    ),
)

# A clause that opens by telling the agent to do something to the machine or the project ("drop the users
# table on this machine", "restart nginx on this box please"): a task, however much it says about the
# machine, never a fact to keep (a preference says how: "use pnpm on this machine" is no operation)
OPERATE: tuple[Cue, ...] = (
    (
        "*",
        r"{CS}(?:(?:on|in) (?:this|my|our|the) (?:machine|box|server|host|laptop|computer|runner|cluster)"
        r"[\s,]+)?(?:(?:please|pls|just|now|then|ok|okay|and|so|can you|could you|would you)[\s,]+){0,2}"
        r"(?:drop|run|rerun|rm|remove|delete|restart|reboot|start|stop|kill|install|uninstall|reinstall"
        r"|deploy|build|rebuild|clean|wipe|truncate|reset|seed|migrate|back up|backup|restore|flush|purge"
        r"|mount|unmount|umount|chmod|chown|create|set up|setup|spin up|bring up|tear down|shut down"
        r"|update|upgrade|downgrade|clear|empty|pull|clone|execute|launch|enable|disable|configure|copy"
        r"|download|upload|sync|format|generate|open|check|test|fix)\b"
        # not a noun that opens a statement: "test fixtures are in tests/", "open files limit … is 1024"
        r"(?!\s+(?!whatever|what|anything|everything|that|which|who|all|it|them)[\w-]+(?:\s+[\w-]+){0,3}"
        r"\s+(?:is|are|was|were)\b)"
        r"|^{CS}(?:bitte )?(?:lösch|entfern|starte?|stopp|installier|führe?|bau)\w*\b"
        r"|^{CS}(?:supprime|lance|redémarre|installe|exécute|arrête|vide|nettoie)\b"
        r"|^{CS}(?:borra|elimina|ejecuta|reinicia|instala|arranca|detén|limpia|apaga|remove|roda|executa"
        r"|reinstala|esvazia)\b"
        r"|^{CS}(?:verwijder|draai|herstart|installeer|start|stop|leeg)\b"
        r"|^{CS}(?:cancella|esegui|riavvia|installa|avvia|ferma|svuota)\b"
        r"|^{CS}(?:удали|запусти|перезапусти|установи|останови|очисти|собери)\b",
    ),
)
# "FYI", "heads up", "zur Info": what follows is a fact when it states something (FACT_VERB).
# "update" only as a heading ("update: …"): the verb ("update your launcher to …") asks for a task
FACT_MARKER: tuple[Cue, ...] = (
    (
        "fyi heads btw way note update know forgot record info reference future",
        r"{CS}(?:(?:also|and|oh|ok|okay|oh and|also) )?(?:fyi|heads[- ]up|btw|by the way|note"
        r"|update(?=\s*[:-])|(?:just )?so you know|for (?:the |your |future )?(?:record|info|reference)"
        r"|i forgot to (?:tell|mention)(?: you)?)\b",
    ),
    (
        "info übrigens hinweis damit",
        r"{CS}(?:zur info|nur zur info|übrigens|(?:kurzer |kleiner )?hinweis|nur damit du(?:'s"
        r"| es)? weißt)\b",
    ),
    (
        "info sache savoir fait saches",
        r"{CS}(?:pour info|pour ton info|pour votre info|à savoir|sache que|au fait"
        r"|pour que tu (?:le )?saches)\b",
    ),
    (
        "sepas información info ojo cierto",
        r"{CS}(?:para que lo sepas|para tu (?:información|info)|ojo|por cierto)\b",
    ),
    (
        "saber informação info aliás avisando",
        r"{CS}(?:só pra (?:você )?saber|para sua informação|pra tua info|aliás|só avisando)\b",
    ),
    (
        "info let trouwens weet",
        r"{CS}(?:even )?(?:ter info|let op|ter informatie|trouwens|zodat je het weet)\b",
    ),
    (
        "info presente l'altro sapere",
        r"{CS}(?:per (?:tua |vostra )?info|tieni presente(?: che)?|tra l'altro|giusto per (?:sapere|info))\b",
    ),
    (
        "сведению информации виду заметку кстати чтобы",
        r"{CS}(?:к (?:твоему |вашему )?сведению|для информации|имей в виду|на заметку|кстати"
        r"|чтобы ты знала?)\b",
    ),
    ("KO", r"참고로"),
    ("CJK", r"补充|顺便说|提醒一下|说明一下\s*:|跟你说一下|告诉你一下|補足|ちなみに|参考までに"),
)
FACT_VERB: tuple[Cue, ...] = (
    (
        "is are was were it's that's uses use runs run has have lives needs must should expects limits "
        "allows supports accepts caps go goes land lands come comes sits points talks listens",
        r"\b(?:is|are|was|were|uses|use|runs|run|has|have|lives|needs|must|should|expects|limits"
        r"|allows|supports|accepts|caps|sits|points|talks|listens)\b|'s\b"
        # where a thing goes, lands or comes from, said of things ("backups go to s3://…"), not asked of the
        # agent ("btw go ahead", "go to the settings page") nor how it goes ("the build goes red")
        r"|\bgoes (?:to|into|through|via)\b|(?<=s )go (?:to|into|through|via)\b|\blands (?:in|on)\b"
        r"|(?<=s )land (?:in|on)\b|\bcomes from\b|(?<=s )come from\b",
    ),
    (
        "ist sind heißt läuft hat haben liegt gibt erlaubt begrenzt limitiert unterstützt akzeptiert",
        r"\b(?:ist|sind|heißt|läuft|hat|haben|liegt|gibt|erlaubt|begrenzt|limitiert|unterstützt"
        r"|akzeptiert)\b",
    ),
    (
        "est sont s'appelle tourne ont n'a n'ont limite autorise accepte supporte",
        r"\b(?:est|sont|s'appelle|tourne|ont|n'a|n'ont|limite|autorise|accepte|supporte)\b|\bil y a\b",
    ),
    (
        "es son está están despliega usa tiene tienen hay limita permite acepta soporta",
        r"\b(?:es|son|está|están|despliega|usa|tiene|tienen|hay|limita|permite|acepta|soporta)\b",
    ),
    (
        "é são fica ficam roda usa tem têm há limita permite aceita suporta",
        r"\b(?:é|são|fica|ficam|roda|usa|tem|têm|há|limita|permite|aceita|suporta)\b",
    ),
    (
        "is zijn heet draait draaien staat staan heeft hebben zit zitten ligt liggen gebruikt gebruiken "
        "loopt lopen",
        r"\b(?:is|zijn|heet|draait|draaien|staat|staan|heeft|hebben|zit|zitten|ligt|liggen|gebruikt"
        r"|gebruiken|loopt|lopen)\b",
    ),
    ("è sono chiama gira ha hanno c'è", r"\b(?:è|sono|si chiama|gira|ha|hanno|c'è)\b"),
    (
        "это называется работает на нет есть использует используем используют лежит лежат находится "
        "находятся стоит стоят живёт живет крутится",
        r"\b(?:это|называется|работает|на|нет|есть|использует|используем|используют|лежит|лежат|находится"
        r"|находятся|стоит|стоят|живёт|живет|крутится)\b|\s-\s",
    ),
    (
        "KO",
        r"이에요|예요|입니다|에요|있어요|있습니다|이고|돼요|됩니다|해요|합니다|없어요|없습니다|써요|씁니다",
    ),
    ("CJK", r"是|在|用|有|允许|限制|支持|限流|です|ます|で、"),
)

# More of correct_lang's vetoes and question openers, in the languages it lacks.
TASK: tuple[Cue, ...] = (
    # hedged, in the other languages: a hunch about the cause ("Ich glaube, der Bug liegt im Cache, nicht in
    # der DB", "Creo que el bug está en la caché, no en la base", "我觉得问题在缓存，不在数据库")
    (
        "glaube denke vermutlich wahrscheinlich vielleicht pense crois peut-être probablement avis creo "
        "pienso quizás quizas tal probablemente acho talvez provavelmente denk geloof misschien "
        "waarschijnlijk secondo penso credo forse probabilmente думаю кажется наверное возможно по-моему",
        r"\b(?:ich glaube|ich denke|vermutlich|wahrscheinlich|vielleicht|je pense|je crois|peut-être"
        r"|probablement|à mon avis|creo que|pienso que|quizás|quizas|tal vez|probablemente|acho que|talvez"
        r"|provavelmente|ik denk|ik geloof|misschien|waarschijnlijk|secondo me|penso che|credo che|forse"
        r"|probabilmente|думаю|кажется|наверное|возможно|по-моему)\b",
    ),
    ("CJK KO", r"我觉得|我认为|可能|也许|大概|と思う|と思います|かもしれ|たぶん|多分|것 같|아마"),
    (
        "*",
        r"^{CS}(?:todo|to-do|tasks|steps|plan|checklist|tareas|pasos|tarefas|passos|aufgaben|schritte|taken"
        r"|stappen|compiti|passi|étapes|задачи|шаги|할 일|단계|待办|步骤|タスク|手順)\s*:",
    ),
    # an experiment, not a way of working: "try pnpm instead of npm and see if it's faster"
    ("see", r"\bsee (?:if|whether)\b"),
)
ACK: tuple[Cue, ...] = (
    ("youre ur right", r"\b(?:youre|ur|you are) (?:totally |absolutely )?right\b"),
    (
        "dank dankje dankjewel bedankt prima top goed laat",
        r"\b(?:dank ?je(?:wel)?|bedankt|prima|top|goed zo|laat maar|het is goed)\b",
    ),
    ("grazie perfetto ottimo bene funziona", r"\b(?:grazie|perfetto|ottimo|va bene)\b"),
    ("спасибо отлично супер хорошо норм", r"\b(?:спасибо|отлично|супер|хорошо|норм)\b"),
    ("KO", r"고마워|감사|좋아요|좋네|괜찮아|잘 돌아가"),
    ("CJK", r"不用了|这样就行|それで大丈夫"),
    ("falta bien", r"\bno hace falta\b|\b(?:así )?está bien\b"),
)
# A thank-you that turns to what is wrong ("thanks, naming is better. one thing though: …", "Danke. Aber …",
# "谢谢。不过 …"): the turn opens a correction as "actually" does, and the thanks vetoes nothing.
TURN: tuple[Cue, ...] = (
    ("but though however said thing", r"\b(?:but|though|however|that said|one thing)\b"),
    ("aber allerdings", r"\b(?:aber|allerdings)\b"),
    ("mais cependant contre", r"\b(?:mais|cependant|par contre)\b"),
    ("pero embargo sí", r"\b(?:pero|sin embargo|eso sí)\b"),
    ("mas porém só", r"\b(?:mas|porém|só que)\b"),
    ("maar wel", r"\b(?:maar|wel)\b"),
    ("ma però tuttavia", r"\b(?:ma|però|tuttavia)\b"),
    ("но однако", r"(?<!\w)(?:но|однако)(?!\w)"),
    ("CJK", r"不过|但是|可是|でも|ただ|しかし|けど"),
    ("KO", r"하지만|그런데|근데|다만"),
)
REPORT: tuple[Cue, ...] = (
    # "fix it" in Chinese and Japanese
    ("CJK", r"修一下|修复一下|修好|修复|直して|修正して"),
    # a thing that has a bug: "btw the build has a bug in the linker step", "Aliás, o teste tem um bug"
    (
        "has have hat haben a ont tiene tienen tem têm heeft hebben ha hanno есть",
        r"\b(?:has|have|hat|haben|a|ont|tiene|tienen|tem|têm|heeft|hebben|ha|hanno|есть) (?:a |an |einen "
        r"|un |une |um |uma |een |uno )?(?:bug|bugs|fehler|erreur|error|errore|erro|fout|problem|problème"
        r"|problema|probleem|regression|typo|баг|ошибка)\b",
    ),
    ("CJK KO", r"有(?:个|一个)?\s*(?:bug|问题|错误)|バグがあ|버그가 있"),
    # what the team keeps running into: "we always get a timeout when …", "we never got the email",
    # "Wir bekommen immer einen Timeout", "On a toujours un timeout", "A gente sempre recebe timeout"
    (
        "we wir on nous nos siempre sempre gente recebemos temos recebe krijgen hebben zien abbiamo "
        "riceviamo "
        "vediamo otteniamo нас мы",
        r"\bwe (?:always|never|keep|constantly) (?:get|got|see|saw|hit|have|had|receive|received|run into"
        r"|ran into|end up|lose|lost)\b"
        r"|\bwir (?:bekommen|kriegen|haben|sehen|erhalten|verlieren) (?:[\w-]+ ){0,3}?(?:immer|nie|ständig)\b"
        r"|\b(?:on a|nous avons|on reçoit|on obtient|on voit) (?:toujours|jamais)\b"
        r"|\bsiempre nos (?:da|sale|pasa)\b|\bsiempre (?:tenemos|recibimos|vemos|obtenemos)\b"
        r"|\bnunca (?:recibimos|vimos|tuvimos)\b"
        r"|\ba gente sempre (?:recebe|tem|vê|pega)\b|\bsempre (?:recebemos|temos|vemos)\b|\bnunca recebemos\b"
        r"|\bwe (?:krijgen|hebben|zien) (?:[\w-]+ ){0,2}?(?:altijd|nooit)\b"
        r"|\b(?:abbiamo|riceviamo|vediamo|otteniamo) sempre\b|\bnon (?:abbiamo|riceviamo) mai\b"
        r"|\b(?:у нас|мы) (?:всегда|постоянно) (?:таймаут|ошибк\w*|падает|висит|получаем|видим|ловим)\b",
    ),
    # slowness seen: "it's slow because of the N+1 query, not the network" diagnoses, contrasts nothing
    ("slow", r"\b(?:is|are|it's|its|was|were|got|gets) (?:so |too |really |very |still )?slow\b"),
    (
        "da dá fait va läuft geeft timeout",
        r"\b(?:da|dá|fait(?: un)?|va in|läuft in(?: einen)?|geeft(?: een)?) timeout\b",
    ),
    # what the app shows in place of what it should: "the button is blue instead of green on mobile" is a
    # bug, whatever its contrast (a verb of showing, then "instead of" / "statt" / "而不是" / "아니라")
    (
        "shows show displays display renders render appears appear returns return prints print outputs "
        "output comes come zeigt zeigen erscheint rendert liefert affiche apparaît renvoie retourne muestra "
        "sale aparece devuelve mostra aparece sai retorna toont verschijnt geeft mostra appare esce "
        "restituisce показывает выводит отображается возвращает",
        r"\b(?:shows?|displays?|renders?|appears?|returns?|prints?|outputs?|comes? out|zeigt|zeigen|erscheint"
        r"|rendert|liefert|affiche|s'affiche|apparaît|renvoie|retourne|muestra|sale|aparece|devuelve|mostra"
        r"|sai|retorna|toont|verschijnt|geeft|appare|esce|restituisce|показывает|выводит|отображается"
        r"|возвращает)\b[^\n]{0,60}?(?:\binstead of\b|\brather than\b|\bstatt\b|\banstatt\b|\bau lieu de\b"
        r"|\ben (?:vez|lugar) de\b|\bem vez de\b|\bao invés de\b|\bin plaats van\b|\binvece di\b|\banziché\b"
        r"|\bвместо\b)",
    ),
    # ...or how it looks where it is seen: "… blue instead of green on mobile", "在手机上是蓝色而不是绿色"
    (
        "instead statt lieu vez plaats invece вместо",
        r"(?:\binstead of|\bstatt|\bau lieu de|\ben vez de|\bem vez de|\bin plaats van|\binvece (?:di|che)"
        r"|\bвместо)\b[^\n]{0,40}?\b(?:on|auf|sur|en|no|na|op|su|на|in|im) "
        r"(?:the |dem |le |el |o |a |de |il )?"
        r"(?:mobile|handy|móvil|celular|mobiel|telefono|телефоне|ios|android|safari|chrome|firefox|desktop"
        r"|tablet|dark mode|light mode)\b",
    ),
    ("CJK", r"(?:显示|出现|返回|输出|变成)[^\n]{0,20}?而不是|(?:在手机上|在移动端)[^\n]*而不是"),
    ("CJK", r"(?:表示|出力|返)[^\n]{0,20}?(?:じゃなくて|ではなく)"),
    ("CJK", r"(?:じゃなくて|ではなく)[^\n]{0,20}?(?:になって|表示され|出て)"),
    ("KO", r"(?:아니라|말고)[^\n]{0,20}?(?:나와|보여|표시돼|표시되|떠요|출력돼|반환돼)"),
    # a bug described, then "fix that": the contrast in it is the app's behaviour, not the agent's
    (
        "fix repair debug investigate look",
        r"{CS}(?:please |pls |can you |so )?(?:fix|repair|debug|investigate|look into) (?:it|that|this)\b"
        r"|{CS}(?:please |pls |so )?(?:investigate|debug|diagnose)\s*[.!]?$",
    ),
    (
        "werkt faalt mislukt crasht foutmelding",
        r"\bwerkt niet\b|\bfaalt\b|\bmislukt\b|\bcrasht\b|\bfoutmelding\b",
    ),
    (
        "funziona fallisce errore blocca crasha",
        r"\bnon funziona\b|\bfallisce\b|\berrore\b|\bsi blocca\b|\bcrasha\b",
    ),
    ("работает падает ошибка ошибкой ошибку", r"\bне работает\b|\bпадает\b|\bошибк\w*"),
    ("KO", r"에러|오류|실패|안 ?돼|안 ?됩니다|(?:시작|실행)되지 않"),
    # "won't start", "doesn't build", as English says it in the table above
    (
        "startet läuft geht démarre lance compile arranca inicia compila sobe roda parte avvia start draait "
        "compileert запускается стартует собирается компилируется",
        r"\b(?:startet|läuft|geht|kompiliert) nicht\b|\bnicht (?:startet|läuft|kompiliert)\b"
        r"|\bne (?:démarre|se lance|compile) pas\b|\bno (?:arranca|inicia|compila)\b"
        r"|\bnão (?:inicia|sobe|compila|roda)\b|\bnon (?:parte|si avvia|compila)\b"
        r"|\b(?:start|draait|compileert) niet\b|\bniet (?:start|draait|compileert)\b"
        r"|не (?:запускается|стартует|собирается|компилируется)",
    ),
    ("CJK", r"起動しない|ビルドできない|启动不了|跑不起来|无法启动|无法编译"),
    # "still not working", "still broken" (a failure after the agent's attempt)
    (
        "immer noch steeds altijd ancora sigue ainda toujours всё все",
        r"\b(?:geht|funktioniert|läuft|klappt) (?:immer noch|noch immer) nicht\b"
        r"|\b(?:immer noch|noch immer) (?:kaputt|falsch|rot|fehlerhaft)\b"
        r"|\b(?:werkt|draait|gaat) (?:nog steeds|nog altijd) (?:niet|mis|fout)\b|\bnog steeds (?:kapot|fout"
        r"|stuk)\b|\bancora (?:rott[oaie]|guast[oaie]|niente|nulla|lo stesso errore|non va)\b"
        r"|\bsigue (?:rot[oa]|fallando|sin funcionar|igual)\b"
        r"|\bainda (?:quebrad[oa]|dá erro|não funciona|falha)\b"
        r"|\btoujours (?:cassée?|pas bon|en erreur|le même)\b|\bвс[её] ещ[её] (?:не |сломан|пада)",
    ),
    ("CJK", r"还是不行|还是报错|还是挂|まだ直って(?:い)?ない|まだ動かない"),
)
# "puedes usar sudo", "можешь использовать sudo": leave, not a question, unless a "?" says so
GRANT = (
    r"(?: (?:\w+ )?sudo\b| [^?\n]*\b(?:sin preguntar(?:me)?|sin pedir permiso|sem (?:me )?perguntar|sem pedir"
    r"|senza chiedere|sans (?:me )?demander|without asking|без спроса))(?!.*\?)"
)
QUESTION: tuple[Cue, ...] = (
    (
        "wat waarom hoe waar welke kun kan kunt",
        r"^(?:wat|waarom|hoe|waar|welke)\b|^(?:kun|kan|kunt) (?:je|jij|u)\b",
    ),
    (
        "cosa che perché come dove quale puoi potresti",
        r"^(?:cosa|che cosa|perché|come|dove|quale|puoi(?!" + GRANT + r")|potresti)\b",
    ),
    (
        "что почему зачем как где какой можешь можете",
        r"^(?:что|почему|зачем|как|где|какой|можешь(?!" + GRANT + r")|можете)\b",
    ),
    # questions typed without their "?": a verb first and its subject after ("Sollten wir immer …", "Moeten
    # we altijd …"), a question's opening ("est-ce qu'on …", "será que …", "стоит ли …"), a Chinese
    # A-not-A ("是不是", "会不会"), a Japanese or Korean question ending ("…かな", "…좋을까요")
    (
        "sollten sollen soll ist sind kann können könnten müssen muss müsste würde würden wäre wären hast "
        "habt haben gibt macht lohnt brauchen braucht",
        r"^(?:sollten|sollen|soll|ist|sind|kann|können|könnten|müssen|muss|müsste|würde|würden|wäre|wären"
        r"|hast|habt|haben|gibt es|macht es|lohnt es sich|brauchen|braucht)\s+"
        r"(?:wir|ich|es|das|man|du|ihr|die|der)\b",
    ),
    (
        "est-ce vaut-il faut-il peut-on doit-on devrait-on devrions-nous as-tu avez-vous es-tu",
        r"^(?:est-ce qu'|vaut-il|faut-il|peut-on|doit-on|devrait-on|devrions-nous|y a-t-il|as-tu|avez-vous"
        r"|es-tu)",
    ),
    (
        "será sería conviene vale tiene seria faz",
        r"^(?:será que|sería mejor|seria melhor|conviene|vale la pena"
        r"|vale a pena|tiene sentido|faz sentido)\b",
    ),
    (
        "moeten moet kunnen kan is zijn zou zouden heb hebben heeft wil willen",
        r"^(?:moeten|moet|kunnen|kan|is|zijn|zou|zouden|heb|hebben|heeft|wil|willen)\s+(?:we|wij|ik|het|je"
        r"|jij|jullie|dat|er|u)\b",
    ),
    ("sarebbe conviene vale ha", r"^(?:sarebbe meglio|conviene|vale la pena|ha senso)\b"),
    ("ли", r"^(?:\S+\s+){0,2}ли\b"),
    (
        "CJK",
        r"是不是|会不会|要不要|能不能|好不好|可不可以|该不该|用不用|行不行"
        r"|(?:かな|かね|かしら|でしょうか|ですかね|ますかね)[.!]?\s*$",
    ),
    ("KO", r"(?:까요?|나요|(?<!아)니|냐|는지요?)[.!]?\s*$"),
)
