"""Pure data: the cue tables behind correct.py (English first, then de/es/fr/pt/zh/ja).

A cue is (anchors, regex). The regex is compiled and tried only when one of the anchors occurs in the
prompt as a word ("CJK": any Chinese or Japanese character), so a hook run compiles the few cues that
can possibly match. Cues run on lower-cased text whose punctuation is ASCII (CJK "，。" and dashes are
translated, since non-ASCII character classes are slow to compile) and in which `{CS}` marks the start
of a clause (after punctuation, and after an interjection such as "hmm," or "wait"); `{M}` is an
optional such mark.
"""

from __future__ import annotations

from reflexion import correct_more as more

# the hook's first look (may_hold_cue) lives in cue_words.py, with what each cue needs, derived from these
# tables (cue_needs.py), so a hook reads it without loading them
from reflexion.cue_words import may_hold_cue as may_hold_cue

Cue = tuple[str, str]


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Words that open a clause without being its content: the clause starts again after them.
INTERJECTION = (
    r"(?:(?:hm+|uh+|um+|ugh+|oh+|ah+|whoa+|woah|wait|hold on|oops|sorry|erm|nope|actually)[\s,.!-]+"
    r"|no+(?:\s*[,.!-]+\s*|\s+(?=no)))"
)

# Cues that say "you got it wrong" on their own: explicit wrongness, reminders, regret, "stop doing",
# prohibitions, undo. Contrast ("X, not Y") is separate because task requests use it too.
STRONG: tuple[Cue, ...] = (
    ("wrong incorrect", r"{CS}(?:wrong|incorrect)(?:\s+[\w-]+){0,2}\s*(?:[,.;:!-]|$)"),
    (
        "quite right correct like one wrong",
        r"{CS}(?:not quite|not right|not correct|not like that|not that one|nope,\s*{M}wrong)(?!\s+now)"
        r"\s*(?:[,.;:!-]|$)",
    ),
    (
        "wrong incorrect right correct mistake what",
        # typed in a hurry too: "thats wrong", "its not what i asked"
        r"\b(?:(?:that|this|it)(?:'s| is| was)|thats|its) (?:(?:all|just|totally|completely|still|simply"
        r"|clearly) )?"
        r"(?:wrong|incorrect|not (?:the )?(?:right|correct)|not what i (?:asked|meant|wanted|said)|a mistake"
        r"|the wrong)\b",
    ),
    ("close almost nearly", r"{CS}(?:close|almost|nearly),?\s*{M}but\b"),
    ("wrong", r"\b(?:you(?:'re| are|'ve| have)?|youre|ur|u)(?: \w+){0,5} (?:the |a |an )?wrong\b"),
    (
        "said told asked mentioned",
        r"{CS}(?:but |and )?(?:i(?: have|'ve)?|ive) (?:already |just |specifically |explicitly |clearly )?"
        r"(?:said|told (?:you|u)|asked (?:you |u |for )|mentioned)\b",
    ),
    ("need", r"{CS}no need (?:for|to)\b[^\n]{0,60}?[,;-]\s*{M}(?:just )?(?:use|we|it's)\b"),
    ("forgot forgetting failed neglected", r"\b(?:you|u) (?:forgot|keep forgetting|failed|neglected) to \w+"),
    (
        "over overkill overcomplicate overcomplicates overcomplicated overcomplicating overengineer "
        "overengineers overengineered overengineering complex complicated how",
        r"\b(?:you're|you are|that's|that is|this is) (?:\w+ )?(?:overkill|over-?complicat\w*"
        r"|over-?engineer\w*|too (?:complex|complicated))|\bthat(?:'s| is) not how (?:we|you|it|this)\b",
    ),
    (
        "meant said mentioned times",
        r"{CS}i meant\b(?! to\b)|\b(?:as|like) i (?:said|mentioned)\b|\bhow many times\b",
    ),
    ("again", r"{CS}again\s*[:!-]"),
    (
        "should shouldn't shouldn't've misunderstood misread keep kept ignored",
        r"\byou (?:should(?:n't| not)? have|shouldn't've|misunderstood|misread|keep \w+ing|kept \w+ing"
        r"|ignored)\b",
    ),
    ("should", r"\b(?:i|we) should have (?:said|mentioned|told you|specified|been clearer)\b"),
    ("stop quit", r"{CS}(?:please |pls )?(?:stop|quit) \w+ing\b"),
    (
        "don't dont not mustn't",
        r"{CS}(?:please |pls |so |and |but )?(?:don't|dont|do not|must not|mustn't)\s+"
        r"(?!(?:forget|worry|mind|bother|hesitate|need|know|think|understand|get|see|care|have|want"
        r"|like)\b)\w+",
    ),
    ("more", r"{CS}no more \w+"),
    (
        "undo revert roll put restore",
        r"{CS}(?:please )?(?:undo|revert|roll back|put back|restore)\s+(?:that|this|it|those|these|your"
        r"|what you)\b",
    ),
    # de
    ("falsch nicht", r"{CS}(?:falsch|nicht richtig|stimmt nicht|nicht so|so nicht)\b"),
    # "Das war der falsche Befehl", "das ist die falsche Datei": the one the agent took
    ("falsche falscher falsches falschen", r"\b(?:das|es) (?:war|ist) (?:der|die|das|den) falsche[nrs]? \w+"),
    (
        "falsch nicht",
        r"\b(?:das|es) (?:ist|war) (?:(?:doch|leider|so) )?(?:falsch|nicht richtig|nicht korrekt)\b",
    ),
    (
        "gesagt sagte",
        r"\bich (?:hab(?:e)? )?(?:dir )?(?:doch |schon |bereits )?(?:dir )?gesagt\b|\bich sagte\b",
    ),
    ("hör höre hört falsch", r"\bhör(?:e|t)? (?:bitte )?auf\b|\bdu hast\b.{0,40}\bfalsch\b"),
    (  # "bitte kein console.log", "aber bitte nicht npm audit fix laufen lassen", "lass kein … drin"
        "keine kein keinen nie nicht",
        r"{CS}(?:(?:aber|und|also|doch|nur) )?(?:bitte )?(?:keine?n?|nie wieder)\s+"
        r"(?!(?:ahnung|problem|sorge|sorgen|ursache|eile|panik|stress|hektik|umstände)\b)`?\w+"
        r"|{CS}(?:(?:aber|und|also|doch) )?bitte nicht\s+"
        r"(?!(?:jetzt|heute|so|nötig|schlimm|böse|aufhören)\b)`?\w+"
        r"|{CS}lass(?:t)? (?:bitte )?(?:keine?n?|nie)\s+`?\w+",
    ),
    # es
    ("mal incorrecto así deja", r"\b(?:está|esta) mal\b|{CS}(?:incorrecto|así no)\b|\bdeja de \w+"),
    (
        "así correcto eso pedí quería dije",
        r"\bno es (?:así|correcto|eso|lo que (?:te )?(?:pedí|quería))\b|\b(?:ya )?te (?:lo )?(?:dije|pedí)\b",
    ),
    (
        "no",
        r"{CS}no\s+(?:uses|ejecutes|hagas|borres|toques|cambies|pongas|añadas|agregues|modifiques|elimines"
        r"|instales|subas|corras|crees|escribas|edites|metas|muevas|llames|hardcodees|despliegues)\b",
    ),
    # fr
    (
        "faux incorrect pas c'est",
        r"{CS}(?:faux|incorrect|pas comme ça|pas ça)\b|\bc'est (?:faux|pas (?:ça|correct|bon|ce que|comme ça"
        r"|le bon|la bonne|les bons))\b|\b(?:tu t'es|vous vous êtes|t'es) trompée?s? de\b",
    ),
    (
        "dit demandé arrête arrêtez",
        r"\bje (?:te |vous |l')?(?:l'ai |t'ai |vous ai |ai )?(?:déjà )?(?:dit|demandé)\b"
        r"|\barrêtez? (?:de\b|d')",
    ),
    # "n'oublie pas …" is a reminder (REMINDER), as "don't forget" is
    ("pas jamais plus", r"{CS}(?:ne\s+|n')(?!oubli\w*\b)\w+\s+(?:pas|jamais|plus)\b"),
    # pt
    (
        "errado incorreto não",
        r"{CS}(?:errado|incorreto|não é (?:isso|assim))\b|\b(?:isso |isto )?(?:está|tá) errado\b",
    ),
    (
        "disse falei pedi pare para",
        r"\b(?:eu (?:já )?(?:te )?|já (?:te )?)(?:disse|falei|pedi)\b|\b(?:pare|para) de \w+",
    ),
    (
        "não nao",
        r"{CS}(?:não|nao)\s+(?:use|usa|usar|rode|roda|execute|executa|apague|apaga|mexa|mexe|faça|faz"
        r"|commite|instale|instala|delete|altere|mude|toque|adicione|remova|crie|coloque|edite|chame)\b",
    ),
    # zh
    (
        "CJK",
        # "X不对" of a thing opens weakly (WEAK): "端口不对，是 8080" corrects, "月份不对，修一下" reports
        r"{CS}(?:不对|错了|不正确)|(?:这|那|这样|你|您)(?:个|样)?(?:又|也|就|都|是)?(?:不对|错了|不正确)"
        r"|搞错|弄错|(?<!我)(?:改|写|删|用|跑|装|放)错(?!误)|我(?:已经)?(?:说过|告诉过你|讲过)"
        r"|不是这样|不是这么\w{0,3}的"
        r"|不要再|别再"
        r"|{CS}请?(?:别(?!忘)|不要(?!忘)|不许|禁止|停止)",
    ),
    # ja
    (
        "CJK",
        r"違い?ます|違う|ちがう|そうじゃな|そうではな|{CS}間違|(?:それ|これ|そこ|あなた)(?:は|が)?間違"
        r"|ないでください|ないで[.,!]"
        r"|しないで|するな|やめて|禁止|言ったでしょ|言いましたよね|言ったよね",
    ),
    *more.STRONG,
)

# "X instead of Y" and friends; "X, not Y" is checked in code (it needs the word before "not").
CONTRAST: tuple[Cue, ...] = (
    ("instead rather", r"\binstead of\b|\brather than\b|\binstead\s*(?:[.!,;]|$)"),
    ("but", r"\bnot \S+(?: \S+){0,2}?,?\s*{M}but\b"),
    (
        "not",
        r"{CS}not (?!(?:bad|yet|now|sure|really|quite|that|this|me|exactly|at)\b)(?:`\d+`|[\w./-]+)"
        r"\s*[,;-]\s*{M}(?:(?:it's|it is|use|we|the|that's)\b|(?:`\d+`|[\w./-]+)\s*[.!]?$)",
    ),
    ("statt anstatt anstelle sondern", r"\b(?:statt|anstatt|anstelle)\b|\bsondern\b"),
    ("lugar vez", r"\ben (?:lugar|vez) de\b"),
    ("lieu plutôt mais", r"\bau lieu de\b|\bplutôt que\b|\bpas \S+(?: \S+)? mais\b"),
    ("vez invés lugar", r"\bem vez de\b|\bao invés de\b|\bno lugar de\b"),
    ("CJK", r"而不是|而非|不是\s*[a-z`]|[a-z0-9`]\s*不是|不是.{1,20}?,\s*{M}(?:而)?是"),
    ("CJK", r"ではなく|じゃなくて|じゃなく"),
    *more.CONTRAST,
)

# The word before "not" that makes it plain negation ("it is not working"), not a contrast.
NEGATION_HEADS = _words(
    "is are was were do does did can could will would should must has have had am be been being might may "
    "shall need needs why or if whether probably maybe perhaps hopefully obviously apparently course i you "
    "we they he she it that this there no nein non não nee niet rather better a an the"
)
# The first word after "not" that makes it an adjective or adverb phrase ("not sure", "not yet").
NOT_FOLLOWERS = _words(
    "sure yet only just really bad quite all every even always enough so too very much many necessarily "
    "exactly entirely working found available possible needed necessary able allowed supported defined "
    "set to be problem issue fan clear important relevant great good ideal helpful correct true right "
    "wrong what that this it me you i we they he she there here now again anymore since until because mine "
    "raise throw crash fail panic hang block exit"
)
LINKING_WORDS = _words("in on at with from to via the a an")

# Openings that make the rest of the prompt a correction if a directive follows ("no, …", "actually …").
WEAK: tuple[Cue, ...] = (
    (
        "no noo nooo nope nah nein nö non nan não nao",
        r"{CS}(?:no+|nope|nah|nein|nö|non|nan|não|nao)(?:\s+no+)*\s*(?:[,.!:;-]|$)"
        # typed without the comma: "nah you're using the old api", "no its in Documents"
        r"|{CS}(?:no+|nope|nah)\s+{M}(?=(?:you're|youre|you are|it's|its|that's|thats|we're|we use|wrong)\b)",
    ),
    (
        "actually wait hold whoa woah oops eigentlich moment realidad espera fait attends verdade pera",
        r"{CS}(?:actually|wait|hold on|whoa|woah|oops|eigentlich|moment|en realidad|espera|en fait"
        r"|attends|na verdade|pera)\b",
    ),
    (
        "stop that's that thats",
        r"{CS}stop\s*[.!]|{CS}(?:that(?:'s| is)|thats) (?:the|a|an|just|only|our|your) \w+",
    ),
    (
        "you",
        r"\byou(?:'ve| have)? (?:just |already |again )?(?:\w+ed|ran|put|wrote|made|did|took|broke"
        r"|forgot"
        r"|went|left|chose|set|got|kept|built|brought|threw|hit)\b",
    ),
    ("again why", r"\bagain\b|\bwhy (?:did|are|would|do|were|is) you\b"),
    ("CJK", r"{CS}(?:不|不是|其实|实际上|等等|等一下)[,.!\s]"),
    # not this one: "不是这个分支，…", "そのブランチじゃない、…"
    ("CJK", r"{CS}不是(?:这|那)(?:个|里)|(?:その|この|あの)[^,.\n]{1,10}じゃな(?:い|くて)"),
    # a thing said to be wrong: "the port is wrong, it's 8080", "端口不对，是 8080" (then a fix request makes
    # it a report: "the chart is wrong, fix it")
    ("is are was were", r"\b(?:is|are|was|were) (?:wrong|incorrect)\b"),
    ("CJK", r"不对|错了|不正确|間違(?:い|って)"),
    ("CJK", r"(?:いいえ|いや|実は|待って|ちょっと待って)[,.!\s]"),
    *more.WEAK,
)

# What a weak opening must lead to: a directive, or a statement of fact about the project.
CONTENT: tuple[Cue, ...] = (
    (
        "use run call put keep edit switch stick stay go pin target gofmt format import prefer avoid set "
        "point place store pass return follow write mock name indent",
        r"{CS}(?:please |pls |just |then |so )?(?:use|run|call|put|keep|edit|switch|stick|stay with"
        r"|go with|pin|target|gofmt|format|import|prefer|avoid|set|point|place|store|pass|return|follow"
        r"|write|mock|name|indent)\b",
    ),
    (
        "is are was were it's that's",
        r"(?:\b(?:is|are|was|were)|'s) (?:actually |always |in fact )?(?:in|on|at|under|inside|called"
        r"|named|located|defined|set|configured|managed|stored|generated|kept|handled|done|built|deployed"
        r"|hosted|written|measured|expressed|served)\b",
    ),
    (
        "live lives belong belongs goes go run runs come comes sit sits reside resides",
        r"\b(?:live|lives|belong|belongs|goes|go|runs?|comes?|sits?|resides?) (?:in|on|under|into|to"
        r"|from|with|via|through|next to|inside)\b",
    ),
    (
        "should must need needs has have ought",
        r"(?<!\bi )\b(?:should|must|needs? to|has to|have to|ought to) \w+",
    ),
    (
        "it's it",
        r"\bit(?:'s| is) (?:`\d+`|[\w.-]*[\d_./:-][\w./:-]*|[a-z]+(?=\s*(?:[,.;!-]|$|here\b|in this\b)))",
    ),
    (
        "we we're this",
        r"\b(?:we|we're|we are|this (?:project|repo|codebase) is)\s+(?:already |always |never |only "
        r"|actually )?(?:use|using|indent|prefer|run|deploy|build|format|write|keep|name|put|target|on"
        r"|don't|do not|avoid|stick)\b",
    ),
    ("is", r"\b\w+ is (?:`\d+`|[\w.-]*[\d_./-][\w./:-]*)"),
    (
        "is are",
        r"{CS}the (?:[\w-]+ ){1,3}(?:is|are) (?!(?:still|not|also|already|broken|failing|empty|missing"
        r"|gone|fine|ok|okay|good|great|done|finished|wrong|slow|there|here|running|available|ready|up"
        r"|down|open|closed|installed|correct|right|passing|working)\b)\S+$",
    ),
    ("not", r"{CS}not\s+(?!(?:yet|now|really|sure|bad|quite|at all|much|that|this|me)\b)\S"),
    ("meant wanted asked", r"\bi (?:meant|wanted|asked for)\b"),
    ("have got", r"\bwe (?:already )?(?:have|got)\b"),
    (
        "verwende verwendet benutze benutz nutze nutz nimm nehmt mach mache lass lösche schreib schreibe "
        "setze liegen liegt ist sind läuft laufen gehört gehören wir verwenden benutzen nutzen arbeiten",
        r"{CS}(?:bitte )?(?:verwende|verwendet|benutze|benutz|nutze|nutz|nimm|nehmt|mach|mache|lass"
        r"|lösche|schreib|schreibe|setze)\b|\b(?:liegen|liegt|ist|sind|läuft|laufen|gehört|gehören)"
        r" (?:in|im|unter|auf)\b|\b(?:verwenden|benutzen|nutzen)\b|\bwir arbeiten (?:auf|in|im|mit)\b",
    ),
    (
        "usa utiliza pon ejecuta corre cambia deja mueve borra escribe haz está están va van vive viven "
        "usamos",
        r"{CS}(?:por favor )?(?:usa|utiliza|pon|ejecuta|corre|cambia|deja|mueve|borra|escribe|haz)\b"
        r"|\b(?:está|están|va|van|vive|viven) (?:en|dentro)\b|\busamos\b",
    ),
    (
        "utilise utilisez mets lance exécute change remets écris fais garde est sont trouve trouvent vont "
        "va utilise utilisons",
        r"{CS}(?:utilise|utilisez|mets|lance|exécute|change|remets|écris|fais|garde)\b"
        r"|\b(?:est|sont|se trouvent?|vont|va) (?:dans|sur|en|sous)\b|\bon utilise\b|\bnous utilisons\b",
    ),
    (
        "use usa utilize rode roda execute coloque mude troque escreva faça mantenha fica ficam está "
        "estão vai vão usamos",
        r"{CS}(?:use|usa|utilize|rode|roda|execute|coloque|mude|troque|escreva|faça|mantenha)\b"
        r"|\b(?:fica|ficam|está|estão|vai|vão) (?:em|no|na|nos|nas|dentro)\b|\busamos\b",
    ),
    (
        "CJK",
        r"用|使用|改成|换成|应该|放在|在\s*[a-z0-9`~/.]|是\s*(?:`\d+`|[a-z0-9~/.])|[a-z0-9`]\s*です"
        r"|我们(?:从|在|都)",
    ),
    ("CJK", r"使(?:って|う|用)|して(?:ください)?|にあります|にして|を使"),
    *more.CONTENT,
)

# Standing instructions: always/never, from now on, remember to, when you X also Y.
RULE: tuple[Cue, ...] = (
    (
        "always never prefer",
        r"{CS}(?:please |pls |plz |and |but |so |also )?(?:always|never(?! mind)|prefer)\b",
    ),
    (
        "always never",
        r"\b(?:we|you) (?:should |must |to )?(?:always|never)\b|\b(?:should|must) (?:always|never)\b",
    ),
    (
        "now forward future henceforth here next every each whenever default rule times habit",
        r"\bmake it a habit\b|\b(?:from now on|going forward|moving forward|in (?:the )?future|henceforth"
        r"|from here on(?: out)?|next time|every time|each time|whenever|by default|as a rule"
        r"|at all times)\b",
    ),
    (
        "when whenever",
        r"{CS}when(?:ever)? (?:you|we) (?!(?:'re|are|get|'ve|have) (?:done|finished|ready|back)\b)"
        r"[^.?!\n]{3,80}?,\s*{M}(?:please )?(?:also|always|make sure|remember|don't|do not|never|use|run"
        r"|add|update)\b",
    ),
    (
        "immer stets nie niemals grundsätzlich jetzt sofort nun zukunft künftig zukünftig jedes denk "
        "denke vergiss",
        # (not the JavaScript library: "refactor the reducer to use immer")
        r"\b(?:(?<!\buse )(?<!\bwith )(?<!\busing )(?<!\bvia )(?<!\bthe )(?<!\band )(?<!\bof )(?<!\binstall )"
        r"(?<!\badd )(?<!\bimport )(?<!\bto )(?<!\bfrom )(?<!\bnoch )immer(?!\.js\b)(?! noch\b)"
        r"|stets|nie|niemals|grundsätzlich|ab jetzt|ab sofort|von nun an|in zukunft|künftig"
        r"|zukünftig|jedes mal)\b",
    ),
    (
        "siempre nunca jamás ahora adelante futuro vez recuerda olvides",
        r"\b(?:siempre|nunca|jamás|a partir de ahora|de ahora en adelante|en adelante|en el futuro"
        r"|cada vez que)\b",
    ),
    (
        "toujours jamais maintenant désormais dorénavant l'avenir fois n'oublie pense",
        # ("toujours pas": still not)
        r"\b(?:toujours(?! pas\b)|jamais|à partir de maintenant|désormais|dorénavant|à l'avenir"
        r"|chaque fois que)\b",
    ),
    (
        "sempre nunca agora frente diante vez lembre lembre-se esqueça",
        r"\b(?:sempre|nunca|a partir de agora|daqui (?:pra|para) frente|de agora em diante"
        r"|toda vez que)\b",
    ),
    ("CJK", r"总是|始终|一律|永远|以后|今后|从现在开始|从今以后|务必|每次|一定要"),
    ("CJK", r"常に|いつも|必ず|今後|これから|絶対に|毎回"),
    *more.PERMANENT,
)

# A convention stated as fact ("we use …", "in this project, …"): a rule, unless it contrasts with what
# the agent did ("we use pnpm here, not npm"), which makes it a correction.
CONVENTION: tuple[Cue, ...] = (
    # none of a thing anywhere in a part of the code, and what instead: "no print statements in library code,
    # use the logger" (a part of the code, not "no tests in this PR", "no errors in the log")
    (
        "no",
        r"{CS}no [\w.-]+(?: [\w.-]+)? (?:in|inside|anywhere in) (?!(?:this|that|these|those|the current)\b)"
        r"(?:the |our |any )?(?:[\w-]+ )?(?:code|codebase|library|lib|libraries|modules?|packages?|tests?|src"
        r"|production|prod|files?|components?|handlers?|services?|[\w.-]*/)\s*,\s*{M}(?:use|prefer|always)\b",
    ),
    (
        "this our whole entire",
        r"{CS}(?:in|for|across|throughout) (?:this|our|the whole|the entire) (?:project|repo|repository"
        r"|codebase|code base|team|app|service|monorepo|org)\b",
    ),
    (
        "we we're",
        r"\bwe (?:prefer|always|never|don't|dont|do not|use|follow|stick to|avoid|require|indent|format|name"
        r"|keep)\b|\bwe(?:'re| are) (?:not )?using\b",
    ),
    # how the team ships, as a habit: "we deploy from the release branch", "we squash-merge everything" (not
    # "we deploy tomorrow", "we merge this after review")
    (
        "we",
        r"\bwe (?:deploy|release|ship|squash(?:-merge)?|rebase|merge|host|tag|version|publish|vendor|pin|lint"
        r"|build|store)\b(?![^\n]*\b(?:tomorrow|today|tonight|later|now|this|these|that|yet|soon|next|first"
        r"|when|once|after you|but|fails?|failed|error|errors|breaks|broke|crash(?:es)?|get|gets|got|empty"
        r"|says|conflicts?)\b)",
    ),
    (
        "uses prefers follows requires",
        r"\b(?:this|the|our) (?:repo|project|codebase|team|app|service) (?:uses|prefers|follows|requires)\b",
    ),
    *more.CONVENTION,
)

# Weaker rule evidence: a directive over a whole class of things ("… for all public functions", "log
# errors with structured fields"). Vetoed by anything that makes it today's task.
RULE_GENERIC: tuple[Cue, ...] = (
    (
        "all every each any anything everything",
        r"{CS}(?:please )?(?:use|write|put|keep|log|name|format|document|type|prefix|wrap|target|pin"
        r"|avoid|prefer)\b[^.?!\n]{0,60}?\b(?:for|to|in|on|across|with) "
        r"(?:all|every|each|any|anything|everything)\b(?! of\b| the\b)",
    ),
    (
        "log write name format document handle type prefix suffix wrap validate sort store keep return "
        "raise put indent structure test mock avoid",
        r"{CS}(?:please )?(?:log|write|name|format|document|handle|type|prefix|suffix|wrap|validate"
        r"|sort|store|keep|return|raise|put|indent|structure|test|mock|avoid)\s+"
        r"(?!(?:the|a|an|this|that|these|those|it|them|my|your|our|some|one|two|three|any|all|me|us)\b)"
        r"(?:[a-z][\w-]*\s+)?[a-z][\w-]*s\s+(?:with|as|in|using|via|through|by|under|into|inside|after"
        r"|before)\b",
    ),
    *more.RULE_GENERIC,
)
# A definite scope makes a generic-looking directive today's task ("… in utils.py", "these tests").
DEFINITE_SCOPE: tuple[Cue, ...] = (
    (
        "this these that those remaining new in",
        r"\b(?:this|these|that|those|the remaining|the new)\b|\bin \S+\.\w{1,4}\b",
    ),
    # one file named: "use black to format utils.py" (not "*.py")
    (
        "*",
        r"(?<![*\w])[\w-]+\.(?:py|js|ts|tsx|jsx|go|rs|rb|java|kt|cpp|cs|php|sh|md|json|ya?ml|toml|sql|css"
        r"|html)\b",
    ),
)

# Cues that point at something the agent did; with them an "always/never" is a correction.
REPROACH: tuple[Cue, ...] = (
    (
        "wrong incorrect said told meant should shouldn't misunderstood keep undo revert again sorry",
        r"\b(?:wrong|incorrect|i (?:already |just )?(?:said|told you|meant)|you (?:should|misunderstood"
        r"|keep)|undo|revert|again|sorry)\b|\b(?:i|we) should(?:n't| not)? have\b",
    ),
    ("falsch mal faux errado", r"\b(?:falsch|mal|faux|errado)\b"),
    ("CJK", r"不对|错了|違"),
)

# Vetoes for the weaker evidence: today's task, a thank-you, a failure report, a passing instruction.
TASK: tuple[Cue, ...] = (
    (
        "now next then also let's lets let go continue proceed keep carry first one another additionally",
        r"{CS}(?:(?:ok|okay|great|good|cool|nice|thanks|alright|and|so)[\s,.!]+{M})?"
        r"(?:now|next|then|also|let's|lets|let us|go ahead|continue|proceed|keep going|carry on|first"
        r"|one more|another|additionally)\b(?! (?:fyi|btw|by the way|heads[- ]up)\b)|\bfirst\s*[.!]?$",
    ),
    # an answer to the agent's question about the task at hand: "no, just commit it", "no, try again"
    (
        "it that them this everything again",
        r"^(?:{CS}" + INTERJECTION + r")*{CS}(?:just |please )?\w+ (?:it|that|them|this|everything|again)"
        r"(?: (?:as is|anyway|now|then|for me|please|again))?\s*[.!]?$",
    ),
    # a thing to do once more: "run the audit again", "check the logs again" (not "you used print again")
    (
        "again",
        r"^(?:{CS}" + INTERJECTION + r")*{CS}(?:just |please |pls )?(?!(?:you|we|i|it|that|this|they|he|she"
        r"|don't|dont|stop|never)\b)\w+ (?:[\w.-]+ ){0,3}?again\s*[.!]?$",
    ),
    # hedged: a hunch about the cause, not an instruction
    (
        "think guess believe suspect maybe perhaps probably might not",
        r"\b(?:i think|i guess|i believe|i suspect|maybe|perhaps|probably|might be|not sure)\b",
    ),
    *more.TASK,
)
TRANSFORM: tuple[Cue, ...] = (
    (
        "refactor rewrite convert implement create generate add write migrate port extend update optimize "
        "optimise improve make rename change move replace return raise throw show display handle print emit "
        "send render",
        r"^{CS}(?:please |pls )?(?:refactor|rewrite|convert|implement|create|generate|add|write|migrate"
        r"|port|extend|update|optimi[sz]e|improve|make|rename|change|move|replace|return|raise|throw|show"
        r"|display|handle|print|emit|send|render)\b",
    ),
    *more.TRANSFORM,
)
TEMPORARY: tuple[Cue, ...] = (
    (
        "now time one moment yet until being",
        r"\b(?:for now|right now|this time|for this one|for the moment|yet|until|for the time being)\b",
    ),
    # "not yet", "for now", "until" in the other languages: "no lo subas aún", "não faz push ainda"
    (
        "todavía todavia aún aun hasta ahora ainda até ate enquanto ancora finché finche ora noch bis "
        "vorerst erstmal nog totdat voorlopig пока",
        # ("still" without a negation: "Ancora niente", "aún falla" report, they set no time)
        r"\b(?:(?:todav[ií]a|a[uú]n|ainda|ancora)\b(?=[^\n,.;]{0,30}?\b(?:no|não|non)\b)|(?:no|não|non)\b[^\n,.;]{0,30}?\b"
        r"(?:todav[ií]a|a[uú]n|ainda|ancora)|hasta que|por ahora|at[ée] que|por enquanto|finch[ée]|per ora"
        r"|(?<!immer )noch nicht|bis|vorerst|erstmal|nog niet|totdat|tot|voorlopig)\b|(?<!\w)пока(?!\w)",
    ),
)
ACK: tuple[Cue, ...] = (
    (
        "thanks thank thx great perfect awesome nice cool lgtm good works work worries problem else all "
        "it fine excellent brilliant love mind nevermind exactly right",
        r"\b(?:thanks|thank you|thx|great|perfect|awesome|nice|cool|lgtm|looks good|looks great"
        r"|sounds good|well done|good job|good catch|that works|works now|it works|no worries|no problem"
        r"|nothing else|that's all|that's it|that is all|all good|fine|excellent|brilliant|love it"
        r"|never ?mind|exactly|you're right)\b",
    ),
    (
        "danke super perfekt passt gut klar genau prima toll gracias perfecto genial vale sigue excelente "
        "merci parfait génial bien nickel impeccable obrigado obrigada valeu perfeito ótimo beleza",
        r"\b(?:danke|super|perfekt|passt|gut so|alles klar|genau|prima|toll|gracias|perfecto|genial|vale"
        r"|sigue así|excelente|merci|parfait|génial|très bien|nickel|impeccable|obrigad[oa]|valeu"
        r"|perfeito|ótimo|beleza)\b",
    ),
    (
        "CJK",
        r"谢谢|好的|不错|很好|完美|没问题|可以了|继续|ありがとう|完璧|いいですね|素晴らしい|大丈夫|続けて",
    ),
    *more.ACK,
)
REPORT: tuple[Cue, ...] = (
    (
        "fail fails failed failing error errors crash crashes crashed crashing throw throws threw panic "
        "panics panicked hangs time times says",
        # (not the alternative to do otherwise: "prompt me for sudo instead of failing")
        r"(?<!\binstead of )(?<!\brather than )"
        r"\b(?:fails?|failed|failing|errors? out|crash(?:es|ed|ing)?|throws?|threw|panics?|panicked|hangs"
        r"|times? out)\b|\berror(?: message)? (?:says|is|reads)\b"
        r"|\b(?:it|this|that|which|the log|the output) says\b",
    ),
    (
        "doesn't not didn't won't can't cannot isn't traceback stack stacktrace problem bug issue "
        "culprit cause still broken",
        r"\b(?:doesn't|does not|didn't|won't|can't|cannot|isn't|is not) (?:work|compile|build|start|run"
        r"|pass|load|find|connect)\b|\bnot (?:working|found|installed|defined)\b|\btraceback\b"
        r"|\bstack ?trace\b|\b(?:problem|bug|issue|culprit|cause) (?:is|was|seems|might)\b"
        r"|\bstill (?:broken|failing|there|the same)\b|\b(?:is|it's|are) (?:still )?broken\b",
    ),
    (
        "fehlgeschlagen schlägt funktioniert stürzt fehler fehlermeldung falla falló fallan funciona "
        "échoue échoué marche fonctionne plante erreur falha falhou",
        r"fehlgeschlagen|schlägt\b.{0,30}\bfehl\b|fehlschlägt|fehlschlagen|funktioniert nicht|stürzt ab"
        r"|\bfehler|\bfalla\b"
        r"|\bfalló\b|\bfallan\b|no funciona|\béchoue|a échoué|ne (?:marche|fonctionne) pas|\bplante\b"
        r"|\berreur|\bfalha\b|\bfalhou\b|não funciona",
    ),
    ("CJK", r"失败|报错|出错|崩溃|失敗|エラー|動かない"),
    # quoting output: "I get the error: expected str, not int", "TypeError: …"
    ("*", r"(?:error|exception|warning)s?\s*:"),
    (
        "get got see am i'm it gives shows prints raises returns",
        r"\b(?:i (?:get|got|see|am getting)|i'm (?:getting|seeing)"
        r"|it (?:gives|shows|prints|raises|returns))\b",
    ),
    # a symptom said after what a thing is or where it sits (review: each was kept as a fact): "… but they
    # are empty", "… and returns 502", "… but the page shows a 404", "… and get lost after restart", "…
    # but changes are ignored", "… and bounce", "…, that's the bug", "aber die Datei bleibt leer", "mais le
    # fichier reste vide"
    (
        "but and which yet that's aber mais pero mas maar ma но down",
        # ("and" only right before its verb: "build/ and dist/ are ignored by git" joins two subjects)
        r"(?:\b(?:but|which|yet)\b[^.;!?\n]{0,60}?|\band (?:then |it |they |half |all )?)\b(?:(?:is|are"
        r"|stays?|remains?) (?:still )?(?:empty|blank|missing|stale|ignored|lost)|(?:returns?|gives?|shows?"
        r"|throws?|answers?|responds? with)(?: an?| the)? [45]\d\d\b|(?:gets?|got|are|is) (?:lost|dropped"
        r"|ignored|evicted|wiped|overwritten)\b|bounces?\b|cach(?:es|ed) the old)|\bthat'?s (?:the|a|our)"
        r" (?:bug|problem|issue)\b|\b(?:is|are|was|were|went) down\b(?! to\b)"
        r"|\baber\b[^.;!?\n]{0,60}?\b(?:bleibt|ist|sind|bleiben) (?:noch )?leer\b"
        r"|\bmais\b[^.;!?\n]{0,60}?\b(?:reste|est|sont|restent) (?:toujours )?vides?\b"
        r"|\bpero\b[^.;!?\n]{0,60}?\b(?:está|queda|sigue|están|quedan|siguen) vac[ií][oa]s?\b"
        r"|\bmas\b[^.;!?\n]{0,60}?\b(?:está|fica|continua|estão|ficam) vazi[oa]s?\b"
        r"|\bmaar\b[^.;!?\n]{0,60}?\b(?:is|blijft|zijn|blijven) (?:nog )?leeg\b"
        r"|\bma\b[^.;!?\n]{0,60}?\b(?:è|resta|sono|restano) (?:ancora )?vuot[oaie]\b"
        r"|\bно\b[^.;!?\n]{0,60}?\bпуст(?:ой|ая|ое|ые|о|а)?\b",
    ),
    *more.REPORT,
)

# A sentence that asks rather than tells; it is dropped before looking for cues.
QUESTION: tuple[Cue, ...] = (
    ("*", r"^\s*\?|(?<!\?)\?\s*$"),
    ("CJK", r"(?:吗|呢|か)[.!]?\s*$|^(?:为什么|怎么|能不能|请问|是不是|なぜ|どうして)"),
    (
        "can could would will do does did is are was were should shall have has what why how where which who",
        r"^(?:(?:ok|okay|hm+|so|and|also|actually|wait|btw|oh)[\s,.!]+)*(?:(?:can|could|would|will) you"
        r"|(?:do|does|did|is|are|was|were|should|shall|have|has) (?:you|i|we|it|this|that|there|the)\b"
        r"|what\b(?! i (?:meant|said))|why\b|how (?:do|does|did|can|is|come|about)\b|where\b|which\b"
        r"|who\b)",
    ),
    (
        "kannst könntest warum wieso weshalb puedes podrías por qué cómo dónde peux-tu pourrais-tu "
        "pourquoi est-ce qu'est-ce você",
        r"^(?:kannst du|könntest du|warum|wieso|weshalb|puedes(?!" + more.GRANT + r")|podrías|por qué|qué\b"
        r"|cómo\b|dónde\b|peux-tu|pourrais-tu|pourquoi|est-ce que|qu'est-ce|você pode(?!" + more.GRANT + r")"
        r"|por que)",
    ),
    *more.QUESTION,
)

# --- phrasing a resolution (compiled only once something was detected; case-insensitive, unmarked) ---

# Openings stripped from the start of the resolution ("No, use pnpm" -> "Use pnpm"), repeatedly.
_SEP = r"(?:[\s,.;:!-]|—|–)"
FRAME: tuple[Cue, ...] = (
    ("*", _SEP + "+"),
    (
        "*",
        r"(?:hm+|uh+|um+|ugh+|oh+|ah+|whoa+|woah|wait|hold on|oops|sorry|okay|ok|well|and|but|erm|again"
        r"|actually|please|pls|just|close|almost|nearly|i (?:already )?told you(?: already)?(?: to)?"
        r"|i (?:already )?said|i meant|as i said|like i said|i should have (?:said|mentioned|told you)"
        r"|you misunderstood)\b" + _SEP + "*",
    ),
    (
        "*",
        r"(?:no+(?:\s+no+)*|nope|nah|stop|not quite|not like that|(?:that's|that is) (?:wrong|incorrect)"
        r"|(?:that's|that is) not (?:the right \w+|right|correct"
        r"|what i (?:asked for|asked|meant|wanted|said))"
        r"|(?:wrong|incorrect)(?:\s+[\w-]+){0,2}?)\s*(?:[,.;:!]|—|–)+\s*"
        r"|(?:no+|nope|nah)\s+(?=(?:you're|youre|you are|it's|its|that's|thats|we're|we use|wrong)\b)",
    ),
    (
        "bitte eigentlich gesagt nein falsch",
        r"(?:bitte|eigentlich|ich (?:hab(?:e)? )?(?:dir )?(?:doch )?(?:schon )?gesagt)\b" + _SEP + "*"
        r"|(?:nein|falsch|das ist falsch)\s*(?:[,.;:!]|—|–)+\s*",
    ),
    (
        "por realidad dije incorrecto mal",
        r"(?:por favor|en realidad|(?:ya )?te (?:lo )?dije(?: que)?)\b" + _SEP + "*"
        r"|(?:incorrecto|(?:eso|esto) está mal|está mal)\s*(?:[,.;:!]|—|–)+\s*",
    ),
    (
        "fait dit non faux c'est",
        r"(?:en fait|je t'ai (?:déjà )?dit(?: de)?)\b" + _SEP + "*"
        r"|(?:non|faux|c'est faux)\s*(?:[,.;:!]|—|–)+\s*",
    ),
    (
        "verdade disse não nao errado incorreto",
        r"(?:na verdade|eu (?:já )?(?:te )?disse(?: para)?)\b" + _SEP + "*"
        r"|(?:não|nao|errado|incorreto|(?:isso )?está errado)\s*(?:[,.;:!]|—|–)+\s*",
    ),
    ("CJK", r"(?:不对|错了|不是|其实|请|違います|違う|いいえ|いや|実は)(?:[,\s]|，|、|。)*"),
    # "FYI", "so you know", "zur Info" opening a fact: no part of it
    (
        "*",
        r"(?:fyi|heads[- ]up|btw|by the way|(?:just )?so you know|zur info|nur damit du(?:'s| es)? weißt"
        r"|(?:kurzer |kleiner )?hinweis|pour info|pour que tu (?:le )?saches|para que lo sepas|ojo"
        r"|só pra (?:você )?saber|só avisando|(?:even )?ter info|zodat je het weet|per (?:tua )?info"
        r"|giusto per sapere|к сведению|чтобы ты знала?|참고로|跟你说一下|提醒一下|ちなみに|参考までに)"
        r"(?:\s*(?:[,:;.!-]|—|–|，|：|、)\s*|\s+)",
    ),
)
# Whole-sentence rewrites that turn a correction into an instruction, in order.
REWRITES: tuple[tuple[str, str, str], ...] = (
    # "stop using print, use the logger" -> "use the logger instead of print"
    (
        "stop quit don't do never",
        r"^(?:(?:stop|quit) using|(?:don't|do not|never) use) (?P<x>[^,;\u2014\u2013]+?)\s*(?:[,;]|—|–)+\s*"
        r"(?:and |just )?use (?P<y>.+?)[.!]*$",
        r"use \g<y> instead of \g<x>",
    ),
    # "wrong package manager, it's bun" -> "package manager is bun"
    (
        "wrong incorrect",
        r"^(?:wrong|incorrect) (?P<x>[\w-]+(?: [\w-]+)?)\s*(?:[,:;]|—|–)+\s*it(?:'s| is) (?P<y>.+)$",
        r"\g<x> is \g<y>",
    ),
    ("it's it", r"^it(?:'s| is) (?P<y>`\d+`)", r"run \g<y>"),
    ("it's it", r"^it(?:'s| is) (?P<y>[\w.-]+)$", r"use \g<y>"),
    ("not", r"^not (?P<y>`\d+`|[\w.-]+)(?=[,;]|$)", r"don't use \g<y>"),
    ("the", r"^the\s+(?=\S)", ""),
)
# Clause openers that continue the previous clause ("X, not Y", "…, so don't …").
CLAUSE_GLUE: tuple[Cue, ...] = (
    (
        "*",
        r"^(?:not|nicht|no|pas|não|instead|rather|but|so|which|and|or|e\.g|i\.e|statt|sondern|mais"
        r"|pero|aber|mas|than|because|since|as|except|unless|then|y|et|e|und|o|ou|oder)\b|^\S+$|^`\d+`",
    ),
    ("CJK", r"^(?:而|是|不是)"),
)
# Clauses that are not the directive: the accusation, a one-off repair, a pointer at the wrong thing.
CLAUSE_DROP: tuple[Cue, ...] = (
    (
        "you you're you've",
        r"^you(?:'re| are|'ve| have)? (?:just |already |again )?(?:\w+ed|\w+ing|ran|put|wrote|made|did"
        r"|took|broke|forgot|went|left|chose|set|got|kept|built)\b",
    ),
    (
        "undo revert redo fix gofmt roll remove delete drop type change put move restore",
        r"^(?:please |pls |just )?(?:(?:undo|revert|redo|fix|gofmt|roll back)\b"
        r"|(?:remove|delete|drop|type|change|put|move|restore)\b.*"
        r"\b(?:it|that|them|change|changes|commit|back|properly)\b)",
    ),
    (
        "that's that thanks thank thx please",
        r"^that(?:'s| is) (?:the|a|an) |^(?:thanks|thank you|thx|please)\W*$",
    ),
)
# Particles and function characters that separate CJK key terms ("别在生产库上跑迁移" -> 生产库, 跑迁移).
CJK_SPLIT = r"[\s在上的了和与把被对用是不别要请就也都从到里中将会を使にはがのとでてくださいますです]+"
# Punctuation translated to ASCII before any cue runs.
ASCII_PUNCTUATION = {
    ord("，"): ", ",
    ord("。"): ". ",
    ord("！"): "! ",
    ord("？"): "? ",
    ord("；"): "; ",
    ord("："): ": ",
    ord("、"): ", ",
    ord("—"): " - ",
    ord("–"): " - ",
    ord("…"): "... ",
    ord("¿"): "? ",
    ord("¡"): " ",
}

STOPWORDS = _words(
    # en: function words, the verbs every directive uses, and the framing words
    "a an the and or but so to of in on at by for from with via into onto as is are was were be been being "
    "it its it's this that these those there here i me my we our us you your they them he she his her not "
    "no nope yes do does did don't doesn't didn't done won't can't isn't aren't use uses using used run "
    "runs running call put keep get got go goes come comes make sure have has had should shouldn't must "
    "need needs want let please just only also again already actually instead rather than always never "
    "ever every each all any anything everything everywhere some other same new old now then when "
    "whenever before after while if else what which who why how repo repository project codebase code "
    "base one thing things way lot stop wrong incorrect right correct said told tell meant mean say think "
    "know like try will would can could may might shall am wait hmm sorry ok okay close quite too very "
    "more most less least up down out over under about directly properly going forward remember forget "
    "e.g i.e etc live lives belong belongs sit sits reside resides located stored kept "
    # de
    "die der das den dem des ein eine einen und oder nicht statt anstatt sondern bitte verwenden benutzen "
    "nutzen nimm im mit für zu ist sind liegen liegt keine kein immer nie auf von nein falsch wir ich du "
    "richtig hör "
    # es
    "el la los las un una de del en lugar vez usa usar y que con para por está están siempre nunca contra "
    "eso esto mal es son al lo se correcto antes "
    # fr
    "le les une des du et pas utilise utiliser dans sur au lieu plutôt est sont ne toujours jamais non "
    "faux ce c'est il "
    # pt
    "o os um uma da dos das em na nos nas e não ao invés sempre errado isso fica ficam estão"
)
# Tool names keep their lower-case spelling at the start of a resolution ("pnpm install.").
TOOLS = _words(
    "npm pnpm yarn bun pip pip3 uv poetry pipx conda git go cargo rustc gcc clang make cmake just tox nox "
    "pytest ruff mypy black isort flake8 eslint prettier tsc node deno docker kubectl helm terraform gofmt "
    "jest vitest webpack vite nvm pyenv brew apt"
)


# Products a project is built on, by the names people type in lower case too: "the queue is rabbitmq" names
# one (not the words that are plain English as well: express, spring, solid, render, next, fly).
PRODUCTS = TOOLS | _words(
    """
    github gitlab bitbucket jenkins circleci travis buildkite teamcity argocd rabbitmq kafka sqs sns nats
    redis memcached celery sidekiq resque bullmq pubsub zeromq activemq kinesis postgres postgresql mysql
    mariadb sqlite mongodb mongo cassandra dynamodb cockroachdb clickhouse elasticsearch opensearch
    snowflake bigquery redshift supabase firebase neo4j influxdb timescaledb prisma sqlalchemy typeorm
    sequelize drizzle hibernate alembic flyway liquibase knex mongoose gorm nginx caddy traefik haproxy
    envoy apache keycloak okta cognito sentry datadog grafana prometheus loki kibana newrelic honeycomb
    jaeger opentelemetry splunk pagerduty react vue angular svelte sveltekit nextjs next.js nuxt astro
    ember jquery rollup esbuild parcel django flask fastapi rails laravel nestjs phoenix kubernetes k8s
    nomad ecs fargate heroku vercel netlify cloudflare aws gcp azure digitalocean hetzner pulumi ansible
    podman vault doppler mocha cypress playwright selenium minio gcs stripe twilio sendgrid mailgun
    tailwind bootstrap graphql grpc kotlin swift typescript javascript python rust java ruby php elixir
    scala dotnet
    """
)

# A day or a month: capitalised in English, and no product's name ("the release is Friday")
CALENDAR = _words(
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june july "
    "august september october november december"
)

# the words the "X, not Y" contrast needs
CONTRAST_WORDS = _words("not nicht pas não no niet non geen kein keine keinen")
# Words of Spanish, Italian and Portuguese, where "no" means "not" ("usa pnpm, no npm"); elsewhere it is
# English's determiner ("no pushes"), which sets nothing against anything.
ROMANCE_WORDS = _words(
    "el la los las lo gli il un una uno unos se es está están esta este usa usar usamos usiamo aquí aqui "
    "qui non não é um uma para con per che por pero ma mas más più solo sólo também también anche tabla "
    "debería debe deberían ser deve deveria dovrebbe essere"
)
