"""Pure data: the cue tables correct_lang.py lacks — Dutch, Italian, Russian and Korean for its categories,
and, in all eleven languages, how the user wants the agent to work (preferences), what is true of the
project or the machine (facts), reminders, one-off instructions and specs of code behaviour.

Same conventions as correct_lang.py; "KO" stands for any Korean character, as "CJK" does for Chinese and
Japanese ones.
"""

from __future__ import annotations

Cue = tuple[str, str]

# Explicit wrongness, reminders that it was said, prohibitions, undoing, blame for a broken thing.
STRONG: tuple[Cue, ...] = (
    (
        "broke broken deleted removed overwrote overwritten skipped ignored messed screwed dropped lost",
        r"\byou(?:'ve| have)? (?:just |again |already |also )?(?:broke|broken|deleted|removed|overwrote"
        r"|overwritten|skipped|ignored|messed up|screwed up|dropped|lost)\b",
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
        "sbagliato errato giusto corretto va",
        r"{CS}(?:no,? )?(?:sbagliato|errato|non (?:è|e') (?:giusto|corretto|così|questo))\b"
        r"|\b(?:è|hai) sbagliato\b|\bnon va bene\b",
    ),
    ("detto", r"\bti (?:avevo |ho )?(?:già )?detto\b"),
    ("smettila smetti", r"\bsmetti(?:la)? di\b"),
    (
        "non mai",
        r"{CS}(?:e |ma )?(?:non|mai) (?:usare|usa|eseguire|lanciare|fare|toccare|cancellare|modificare"
        r"|committare|pushare|installare|mettere|scrivere|cambiare|aggiungere|eliminare|rimuovere"
        r"|creare)\b",
    ),
    # ru
    (
        "неправильно неверно так то ошибаешься",
        r"{CS}(?:нет,? )?(?:неправильно|неверно|не так|не то|ошибаешься)\b"
        r"|\bэто (?:неправильно|неверно|не так|не то)\b",
    ),
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
        r"|\bdu hast (?:\w+ )?(?:die|den|das) falsche[ns]? \w+",
    ),
    (
        "cassé supprimé écrasé ignoré mauvais mauvaise mauvaises",
        r"\b(?:t'as|tu as|vous avez) (?:encore |déjà |aussi )?(?:cassé|supprimé|écrasé|ignoré)\b"
        r"|\b(?:t'as|tu as|vous avez) (?:\w+ )?(?:le|la|les) mauvaise?s? \w+",
    ),
    (
        "rompiste borraste sobrescribiste ignoraste equivocado equivocada equivocados equivocadas",
        r"\b(?:rompiste|borraste|sobrescribiste|ignoraste)\b"
        r"|\b(?:editaste|modificaste|cambiaste|tocaste|usaste) (?:el|la|los|las) \w+ equivocad[oa]s?\b",
    ),
    (
        "quebrou apagou sobrescreveu ignorou errado errada errados erradas",
        r"\b(?:você|vc|tu) (?:\w+ )?(?:quebrou|apagou|sobrescreveu|ignorou)\b"
        r"|\b(?:você|vc|tu) (?:editou|mudou|alterou|usou|mexeu n)\w* (?:o|a|os|as) \w+ errad[oa]s?\b",
    ),
    (
        "kapot kapotgemaakt verwijderd overschreven overgeslagen verkeerde",
        r"\bje hebt (?:\w+ ){0,4}(?:kapot ?gemaakt|verwijderd|overschreven|overgeslagen)\b"
        r"|\bje hebt (?:\w+ )?(?:de|het) verkeerde \w+",
    ),
    (
        "rotto cancellato sovrascritto ignorato sbagliato sbagliata sbagliati sbagliate",
        r"\bhai (?:\w+ )?(?:rotto|cancellato|sovrascritto|ignorato)\b"
        r"|\bhai (?:modificato|cambiato|toccato|usato) (?:il |la |lo |i |le |gli |l')\w+ sbagliat[oaie]\b",
    ),
    (
        "сломал сломала удалил удалила перезаписал перезаписала",
        r"\bты (?:опять |снова |же )?(?:сломал|удалил|перезаписал)а?\b",
    ),
    # ko
    (
        "KO",
        r"틀렸|틀려요|틀립니다|아니야|아니에요|아닙니다|그게 아니|그거 아니|잘못(?:됐|되었|했|된|하셨)"
        r"|말했잖|말했는데|말씀드렸|하지 ?마(?:세요|라|요|시고)?|(?<!잊)지 ?마(?:세요|라|요|시고)\b"
        r"|건드리지",
    ),
)

# The thing the agent relied on is gone: "make isn't the entry point anymore", "o /orders não existe mais".
NO_LONGER: tuple[Cue, ...] = (
    ("anymore longer", r"\b(?:isn't|is not|aren't|are not|not|no) [^.;\n]{0,40}?\banymore\b|\bno longer\b"),
    ("mehr", r"\bnicht mehr\b|\bkein(?:e|en)? [\w-]+ mehr\b"),
    ("plus", r"\bn'(?:existe|est|y a) plus\b|\bne \w+ plus\b"),
    ("ya", r"\bya no\b"),
    ("mais", r"\bnão [^.;\n]{0,30}?\bmais\b"),
    ("meer", r"\bniet meer\b|\bgeen [\w-]+ meer\b"),
    ("più", r"\bnon [^.;\n]{0,30}?\bpiù\b"),
    ("больше", r"\bбольше не\b|\bуже не\b"),
    ("KO", r"더 이상|이제 안"),
    ("CJK", r"不再|已经不|もう(?:ない|ありません|使って(?:い)?ません)"),
)

CONTRAST: tuple[Cue, ...] = (
    ("plaats ipv", r"\bin plaats van\b|\bipv\b"),
    ("invece anziché posto", r"\binvece di\b|\banziché\b|\bal posto di\b"),
    ("не вместо", r"(?:,|\s){M}а не\b|\bвместо\b"),  # {M}: ", а не" opens a clause
    ("KO", r"말고|아니라"),
)

WEAK: tuple[Cue, ...] = (
    ("nee neen нет", r"{CS}(?:nee|neen|нет)(?:\s*[,.!:;-]|$)"),
    (
        "eigenlijk wacht realtà veramente aspetta вообще-то самом подожди",
        r"{CS}(?:eigenlijk|wacht|in realtà|veramente|aspetta|вообще-то|на самом деле|подожди)\b",
    ),
    ("KO", r"(?:^|\x02)\s*(?:아니|아뇨|아니요|사실|잠깐)(?:[,.!\s]|$)"),
)

CONTENT: tuple[Cue, ...] = (
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
)

# Standing instructions by their words for "always", "never", "from now on", "every time".
PERMANENT: tuple[Cue, ...] = (
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
        r"{CS}(?:(?:house |project |team )?rule|convention|policy)(?: for (?:this|the|our) (?:project|repo"
        r"|codebase|team))?\s*:",
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
RULE_GENERIC: tuple[Cue, ...] = (
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
        r"|portuguese|dutch|italian|chinese|japanese|korean|russian)\b(?! (?:is|are|was|were|look)\b)",
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
        "auch neuen neue neuer neues diesen diese wenn",
        r"\b(?:auch|neuen?|neuer|neues|diesen|diese)\b|\bwenn du fertig\b",
    ),
    ("también nuevo nueva este esta cuando", r"\b(?:también|nuevo|nueva|este|esta)\b|\bcuando termines\b"),
    ("aussi nouveau nouvelle nouvel ce cette quand", r"\b(?:aussi|nouveau|nouvelle|nouvel|cette)\b"),
    (
        "também novo nova esse essa este esta quando",
        r"\b(?:também|novo|nova|esse|essa)\b|\bquando terminar\b",
    ),
    ("ook nieuwe nieuw deze als", r"\b(?:ook|nieuwe?|deze)\b|\bals je klaar\b"),
    (
        "anche nuovo nuova questo questa quando",
        r"\b(?:anche|nuovo|nuova|questo|questa)\b|\bquando hai finito\b",
    ),
    (
        "тоже также нового новой новый новые новых этот эту этого когда",
        r"\b(?:тоже|также|нового|новой|новый|новые|новых|этот|эту|этого)\b|\bкогда закончишь\b",
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
CODE_SPEC: tuple[Cue, ...] = (
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
        r"\bsorg(?:e)? dafür\b|\bdass (?:er|sie|es|der|die|das) [^,.]{0,40}\b(?:nie|niemals|immer)\b",
    ),
    ("zorg die", r"\bzorg (?:ervoor |er voor )?dat\b|\bdie (?:nooit|altijd)\b"),
    ("modo che", r"\bfai in modo che\b|\bche non \w+ mai\b|\bche \w+ sempre\b"),
    ("сделай сделайте чтобы", r"\bсделай(?:те)? так,? чтобы\b|\bчтобы [^.]{0,40}\b(?:никогда|всегда)\b"),
    ("KO", r"않게 ?해|않도록|멈추지 않게"),
    ("CJK", r"让.{1,15}(?:永远|总是|一直|绝不)|(?:ように|ないように)(?:して|する)"),
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
    ("CJK", r"先叫|先用|先放|暂时|这次|临时|とりあえず|一旦|暫定|今回(?:だけ|は)"),
)

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
    (
        "ask check consult prompt ping",
        r"\b(?:ask|check with|consult|prompt|ping) (?:me|us)(?: first)?(?: before\b| for\b| when\b| if\b"
        r"| as needed\b| first\b|\s*[.,;!]|\s*$)",
    ),
    (  # asking as the way to work: "when you're not sure which one I want, just ask instead of …"
        "ask",
        r"{CS}(?:(?:just|then|please|so) )?ask (?:instead|rather)\b",
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
        r"{CS}i(?: prefer|'d prefer| would prefer|'d rather| would rather| like to)\b|\bpreferably\b",
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
        r"|\b(?:запускай|выполняй|запусти|выполни) (?:команды|скрипты) сам\b",
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
        "pregúntame pregúntanos prefiero responde respóndeme contesta contéstame preguntar",
        r"\bpregúnta(?:me|nos)\b|\bprefiero\b|\b(?:responde|respóndeme|contesta|contéstame) en\b"
        r"|\bsin preguntar(?:me)?\b",
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
        r"물어(?:봐|보고|보세요|보지)|확인(?:해 ?주세요|받고|받아)"
        r"|(?:설명|답변|대답|답장)(?:은|는) [^.]{0,12}"
        r"(?:짧게|간단히|한국어로)|한국어로 (?:답|대답|설명)",
    ),
    (
        "CJK",
        r"先(?:跟|和|与)我(?:确认|商量|说)|(?:之前|以前)先?问(?:我|一下我)|前に(?:聞いて|確認して|相談して)|用中文(?:回复|回答|回)|(?:回复|回答)用|我(?:更)?(?:喜欢|希望你|倾向)"
        r"|相談して(?:ください|ね)|確認(?:を取って|して)から|(?:返事|返信|回答|説明)は.{0,10}(?:日本語|短く|簡潔)"
        r"|日本語で(?:返|答)",
    ),
)

# What is true of the project or the machine, stated: "our CI runners are arm64", "M-Claude is in the
# Documents folder", "legion-windows and legion-cachy are separate clients".
_PRONOUN = (
    r"(?!(?:it|this|that|there|here|what|which|who|he|she|they|i|you|we|everything|nothing|something|all)\b)"
)
_NOT_A_VALUE = (
    r"(?!(?:still|not|also|already|broken|failing|empty|missing|gone|fine|ok|okay|good|great|done|finished"
    r"|wrong|slow|fast|there|here|running|available|ready|up|down|open|closed|correct|right|passing"
    r"|working|weird|strange|odd|better|worse|bad|off|on|a|an|the|too|so|very|now|back|same|blank|flaky"
    r"|red|green|stale|stuck|frozen|hanging|unresponsive|offline|online|busy|full|invalid|outdated"
    r"|corrupt|corrupted|ugly|messy|huge|tiny|gone|unreadable|unusable|useless|garbage)\b)"
)
# ...nor a thing in the state it is in today ("the broken import", "the new report"), nor one piece of
# work's artefact ("the report is in ~/Downloads/report.pdf"): where a problem or a one-off result is found
_NOT_A_THING = (
    r"(?!(?:the |our |my |der |die |das |le |la |les |el |los |las |o |a |os |as |de |het |il |lo |l')?"
    r"(?:(?:bug|error|issue|problem|crash|failure|typo|leak|exception|regression|mistake|fix|change|diff"
    r"|tunnel|port-forward|forward|proxy session"  # a tunnel opened for the moment is no lasting address
    r"|output|result|report|screenshot|dump|export|draft|recording|attachment|download|patch|culprit"
    r"|fehler|problème|erreur|problema|erro|errore|fout|probleem|ошибка|баг)s?"
    r"|new|newest|latest|last|current|broken|failing|failed|crashing|buggy|faulty|bad|wrong|missing"
    r"|offending|problematic|updated|generated|fixed|patched|modified|changed|edited|renamed|moved"
    r"|downloaded|exported|corrupt|corrupted|temp|temporary|resulting|neue[nrs]?|kaputte[nrs]?"
    r"|aktuelle[nrs]?|letzte[nrs]?|nouveau|nouvelle|nouvel|cassée?|nuev[oa]|rot[oa]|nov[oa]|quebrad[oa]"
    r"|nieuwe?|kapotte?|nuov[oa]|rott[oa]|нов(?:ый|ая|ое|ые)|сломанн(?:ый|ая|ое|ые))\b)"
)
_PATH = r"(?:~|\.{0,2}/|[a-z]:[\\/]|[\w.-]+[/\\])"
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
        r"(?:49(?:1(?:5[2-9]|[6-9]\d)|[2-9]\d\d)|5\d{4}|6(?:[0-4]\d{3}|5(?:[0-4]\d\d|5(?:[0-2]\d|3[0-5]))))(?!\d)",
    ),
)
_HOST_PORT = r"(?:https?://)?(?:[a-z][\w-]*(?:\.[\w-]+)+|\d{1,3}(?:\.\d{1,3}){3}|localhost):\d{2,5}(?!\d)"
FACT: tuple[Cue, ...] = (
    (
        "our my",
        r"\b(?:our|my) (?:[\w./-]+ ){0,3}?(?:is|are|runs?|uses?|lives?|sits?|has|have|needs?|expects?"
        r"|only (?:runs?|supports?|works?))\b",
    ),
    ("separate different distinct", r"\b(?:are|is) (?:two )?(?:separate|different|distinct)\b"),
    (
        "machine box server host laptop computer runner cluster",
        r"\bon (?:this|my|our|the) (?:machine|box|server|host|laptop|computer|runner|cluster)\b",
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
        r"\b(?:auf|in|im) (?:dem |der |diesem |dieser )?(?:server|rechner|container|image|vm)"
        r" gibt es kein(?:e|en)? [\w./-]+|\bes gibt kein(?:e|en)? [\w./-]+ (?:auf|in|im) (?:dem |der "
        r"|diesem |dieser )?(?:server|rechner|container|image|vm)\b",
    ),
    (
        "geen",
        r"\ber (?:is|zijn) geen [\w./-]+ (?:op|in) (?:de|het|deze|dit)"
        r" (?:server|machine|container|image|vm)\b",
    ),
    (
        "c'è",
        r"\bnon c'è [\w./-]+ (?:sul|nel|nella|su questo|su questa) ?"
        r"(?:server|macchina|container|immagine|vm)\b",
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
        r"(?: (?:copy|clone|checkout|fork|version|snapshot|backup|repo|folder))?)"
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
        "is are live lives sit sits kept stored located",
        r"^{CS}"
        + _NOT_A_THING
        + r"(?:the |our |my )?"
        + _PRONOUN
        + r"[\w.@-]+(?: [\w.@-]+){0,2} (?:is|are|lives?"
        r"|sits?|(?:is|are) (?:kept|stored|located)) (?:in|inside|under|at) (?:~|\.{0,2}/|[a-z]:[\\/]"
        r"|[\w.-]+[/\\])",
    ),
    # what runs where, as a habit ("the api runs on port 3000"), not what is running now
    (
        "runs listens serves",
        r"^{CS}(?:the |our |my )?" + _PRONOUN + r"[\w.@-]+(?: [\w.@-]+){0,2} (?:runs|listens|serves)"
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
        r"^{CS}"
        + _NOT_A_THING
        + r"(?:the |our |my )[\w.-]+(?: [\w.-]+){0,3} (?:is|are) "
        + _NOT_A_VALUE
        + r"(?:`\d+`|[\w.-]*[\d_./:-][\w./:-]*|[a-z][\w.-]*(?: v?\d[\w.]*)?(?=\s*(?:[,.;:!-]|$)))",
    ),
    # the same in the other languages: "das Repo liegt unter ~/code", "l'api tourne sur le port 3000"
    (
        "liegt liegen ist sind befindet est sont trouve está están fica ficam staat staan zit zitten ligt è "
        "sono sta stanno лежит лежат находится находятся",
        r"^{CS}" + _NOT_A_THING + r"[\w.@'-]+(?: [\w.@'-]+){0,2} (?:liegt|liegen|ist|sind|befindet sich"
        r"|befinden sich|est|sont|se trouve|se trouvent|está|están|fica|ficam|staat|staan|zit|zitten|ligt|è"
        r"|sono|sta|stanno|si trova|лежит|лежат|находится|находятся) (?:in|im|unter|dans|sous|en|em|no|na"
        r"|onder|op|nel|nella|sotto|в|во) " + _PATH,
    ),
    (
        "läuft laufen tourne corre roda draait gira работает слушает",
        r"\b(?:läuft|laufen|tourne|corre|roda|draait|gira|работает|слушает) (?:auf|sur|en|na|no|op|sulla|sul"
        r"|на) (?:le |el |la |il |lo |o |a )?(?:port|porta|puerto|poort|порту) \d{2,5}\b(?! (?:nicht|pas|no"
        r"|não|niet|non|не)\b)",
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
        r"(?:メインブランチ|リポジトリ|ネームスペース|データベース|クラスタ|プロジェクト|サービス|環境)(?:名)?は\s*[\w.-]+\s*です",
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
        + r"[\w.@-]+(?: [\w.@-]+){0,2} (?:is|are|läuft|ist|tourne|est|está|corre|fica|roda|draait|gira|è"
        r"|работает|находится)(?: (?:at|on|auf|unter|sur|à|en|em|na|no|op|su|sulla|sul|на))? "
        + _HOST_PORT
        + r"\s*[.!]?\s*$",
    ),
    ("CJK", r"(?:在|是)\s*" + _HOST_PORT + r"|" + _HOST_PORT + r"\s*(?:で|に)(?:動いて|あります|います)"),
    ("KO", _HOST_PORT + r"\s*(?:에서|에) ?(?:돌아|실행|있)"),
    # where a host is: "staging is at staging.example.com", "the router is on 192.168.8.1"
    (
        "is are lives runs",
        r"^{CS}"
        + _NOT_A_THING
        + r"(?:the |our |my )?"
        + _PRONOUN
        + r"[\w.@-]+(?: [\w.@-]+){0,2} (?:is|are|lives|runs) (?:at|on) (?:https?://)?(?:[a-z][\w-]*(?:\.[\w-]+)+"
        r"|\d{1,3}(?:\.\d{1,3}){3})(?::\d+)?\s*(?:[,;!]|\.?$)",
    ),
    (
        "unser unsere unseren unserer bei wir",
        r"\bunser(?:e|en|er)? [\w./-]+(?: [\w./-]+)? (?:heißt|ist|sind|läuft|laufen|liegt|liegen|nutzt"
        r"|verwendet)\b|\bbei uns\b|\bwir (?:nutzen|verwenden|benutzen|haben) (?:hier )?\S+",
    ),
    (
        "notre chez utilise utilisons n'utilise n'utilisons projet",
        r"\bnotre [\w./-]+(?: [\w./-]+)? (?:est|sont|s'appelle|tourne|utilise)\b|\bchez nous\b"
        r"|\bon (?:n')?utilise\b|\bnous (?:n')?utilisons\b|\ble projet (?:est|tourne|utilise)\b",
    ),
    (
        "nuestro nuestra nuestros usamos aquí acá hay",
        r"\bnuestr[oa]s? [\w./-]+(?: [\w./-]+)? (?:es|son|está|están|se llama|usa)\b|\busamos\b"
        r"|\b(?:aquí|acá) (?:usamos|el comando es|se usa)\b|\bno hay \S+,? es\b",
    ),
    (
        "gente nosso nossa usamos aqui",
        r"\bnoss[oa]s? [\w./-]+(?: [\w./-]+)? (?:é|são|fica|ficam|roda|usa|se chama)\b|\ba gente usa\b"
        r"|\busamos\b|\baqui (?:o|a) [\w./-]+ é\b",
    ),
    (
        "onze ons gebruiken bij",
        r"\b(?:onze|ons) [\w./-]+(?: [\w./-]+)? (?:heet|heten|is|zijn|draait|draaien|staat|staan"
        r"|gebruikt)\b|\b(?:we|wij) gebruiken\b|\bbij ons\b",
    ),
    (
        "nostro nostra nostri nostre usiamo noi progetto",
        r"\b(?:il|la|i|le) nostr[oaie] [\w./-]+(?: [\w./-]+)? (?:è|e'|sono|si chiama|gira|usa)\b"
        r"|\busiamo\b|\bda noi\b|\bil progetto (?:è|e') (?:tutto |in )?\S+",
    ),
    (
        "нас наш наша наше наши используем",
        r"\bу нас\b|\bнаш(?:а|е|и)? [\w./-]+(?: [\w./-]+)? (?:называется|это|работает)\b"
        r"|\bмы (?:не )?используем\b",
    ),
    # "우리는 …", and "제 맥은 M1이라서 …" (my Mac is an M1, so …), as "our" and "my" in English
    (
        "KO",
        r"우리(?:는|가| 쪽은| 회사는| 팀은| 프로젝트는)|저희(?:는|가)"
        r"|(?<![가-힣\w])(?:제|내) [가-힣\w]+(?:은|는)\s",
    ),
    ("CJK", r"我们(?:用|使用|的|这边|是)|我这边|这个项目(?:用|是|使用)|うちは|うちの"),
    ("CJK", r"(?:で|に)(?:動いて(?:ます|います)|あります|なってます)"),
)
# "FYI", "heads up", "zur Info": what follows is a fact when it states something (FACT_VERB).
# "update" only as a heading ("update: …"): the verb ("update your launcher to …") asks for a task
FACT_MARKER: tuple[Cue, ...] = (
    (
        "fyi heads btw way note update know forgot record info reference",
        r"{CS}(?:fyi|heads[- ]up|btw|by the way|note|update(?=\s*[:-])|(?:just )?so you know"
        r"|for (?:the |your )?(?:record"
        r"|info|reference)|i forgot to (?:tell|mention)(?: you)?)\b",
    ),
    ("info übrigens hinweis", r"{CS}(?:zur info|nur zur info|übrigens|hinweis)\b"),
    ("info sache savoir", r"{CS}(?:pour info|pour ton info|pour votre info|à savoir|sache que)\b"),
    ("sepas información ojo", r"{CS}(?:para que lo sepas|para tu información|ojo)\b"),
    ("saber informação", r"{CS}(?:só pra (?:você )?saber|para sua informação)\b"),
    ("info let", r"{CS}(?:ter info|let op|ter informatie)\b"),
    ("info presente", r"{CS}(?:per info|tieni presente(?: che)?)\b"),
    ("сведению информации виду заметку", r"{CS}(?:к сведению|для информации|имей в виду|на заметку)\b"),
    ("KO", r"참고로"),
    ("CJK", r"补充|顺便说|補足|ちなみに"),
)
FACT_VERB: tuple[Cue, ...] = (
    (
        "is are was were it's that's uses use runs run has have lives needs must should expects",
        r"\b(?:is|are|was|were|uses|use|runs|run|has|have|lives|needs|must|should|expects)\b|'s\b",
    ),
    ("ist sind heißt läuft hat liegt", r"\b(?:ist|sind|heißt|läuft|hat|liegt)\b"),
    ("est sont s'appelle tourne", r"\b(?:est|sont|s'appelle|tourne)\b"),
    ("es son está están despliega usa", r"\b(?:es|son|está|están|despliega|usa)\b"),
    ("é são fica ficam roda usa", r"\b(?:é|são|fica|ficam|roda|usa)\b"),
    ("is zijn heet draait staat", r"\b(?:is|zijn|heet|draait|staat)\b"),
    ("è sono chiama gira", r"\b(?:è|sono|si chiama|gira)\b"),
    ("это называется работает на", r"\b(?:это|называется|работает|на)\b|\s-\s"),
    ("KO", r"이에요|예요|입니다|에요|있어요|있습니다|이고|돼요|됩니다|해요|합니다"),
    ("CJK", r"是|在|用|です|ます|で、"),
)

# More of correct_lang's vetoes and question openers, in the languages it lacks.
TASK: tuple[Cue, ...] = (
    ("*", r"^{CS}(?:todo|to-do|tasks|tareas|tarefas|aufgaben|taken|compiti|задачи|할 일|待办|タスク)\s*:"),
)
ACK: tuple[Cue, ...] = (
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
)
# "puedes usar sudo", "можешь использовать sudo": leave, not a question, unless a "?" says so
GRANT = r" (?:\w+ )?sudo\b(?!.*\?)"
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
)
