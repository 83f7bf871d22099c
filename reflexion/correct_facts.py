"""Pure data: the grammar of a fact about the project or the machine that correct_more.FACT lacks, in the
eleven languages — where a thing is put by the project (passive: "logs are written to /var/log/app"),
what sits behind a proxy, what two things share, what a name points to.

Same conventions as correct_more.py; each cue is tried only in a clause that reports no failure and asks
for no task (correct._stated_in), so a cue here says only what the fact's sentence looks like.
"""

from __future__ import annotations

from reflexion.correct_more import (
    _MORE_WORDS,
    _NAME_VERSION,
    _NOT_A_CAUSE,
    _NOT_A_THING,
    _PATH,
    _PRONOUN,
    Cue,
)

# The subject of a fact in English: a thing (not a pronoun, a problem or one piece of work's result, nor
# the verb of a task that makes it so: "make sure payments are handled by ledger").
_IMPERATIVE = r"(?!(?:make|let|have|get|ensure|keep|set|configure|change|move|switch|put|point|please)\b)"
# (after a word that only connects: "so the worker runs python 3.12")
_CONNECTOR = r"(?:(?:so|and|also|btw|oh|ok|okay) )?"
_SUBJECT_WORDS = (
    _CONNECTOR
    + _IMPERATIVE
    + _NOT_A_THING
    + _NOT_A_CAUSE
    + r"(?:the |our |my |all )?"
    + _PRONOUN
    + r"[\w.@-]+"
)
# A "but" later in the clause turns to what goes wrong ("logs are written to /var/log/app but the folder stays
# empty"): the grammar of a fact is no fact then (not Italian "ma", French "my" too)
_NO_BUT = r"(?![^\n]*\b(?:but|aber|mais|pero|mas|maar|però|но|однако)\b)"
# (after a short opening clause: "Ter info: de frontend wordt …", "btw, the worker …")
_OPENING = r"(?:[^\n\x02]{1,30}?[:,] {CS})?"
_SUBJECT = r"^{CS}" + _OPENING + _NO_BUT + _SUBJECT_WORDS
# ...and in the languages that put an article first and may say "of" inside it ("la base de datos de
# producción", "die Konfiguration des Servers"): up to five words, none a problem or its cause (not
# _NOT_A_CAUSE, which looks at the whole clause for "si"/"se", the Romance reflexive's word too)
_NOT_A_PROBLEM = (
    r"(?!(?:[\w.@'-]+ ){0,5}?(?:probl|fehler|erreur|error|erro|errore|fout|bug|issue|ошибк|проблем|ursache"
    r"|cause|causa|oorzaak|причин)[\w-]*(?![\w-]))"
)
_SUBJECT_LONG_WORDS = _NOT_A_THING + _NOT_A_PROBLEM + r"[\w.@'-]+(?: [\w.@'-]+){0,5}"
_SUBJECT_LONG = r"^{CS}" + _OPENING + _NO_BUT + _SUBJECT_LONG_WORDS

# Where the project puts a thing, said in the passive with a path: "logs are written to /var/log/app", "the
# cron jobs are defined in deploy/cron.yaml", "Die Cronjobs sind in deploy/cron.yaml definiert", "Los cron
# se definen en deploy/", "Кроны описаны в deploy/cron.yaml", "cron ジョブは deploy/cron.yaml で定義されて
# います". A path that is one piece of work's (a download, /tmp) is no place of the project's (_PATH).
_PUT_EN = (
    r"written|saved|stored|kept|defined|declared|configured|set|generated|built|compiled|created|loaded"
    r"|read|pulled|cached|mounted|published|uploaded|synced|copied|provisioned|installed|placed|put"
    r"|collected|rendered|sourced|managed|tracked|vendored|checked in|committed|symlinked|linked|served"
    r"|deployed|bundled|emitted|persisted|versioned|documented|listed|registered|specified"
)
_PUT_DE = (
    r"definiert|konfiguriert|gespeichert|abgelegt|generiert|geschrieben|hinterlegt|deklariert|eingerichtet"
    r"|erzeugt|gebaut|gemountet|eingebunden|installiert|dokumentiert|verwaltet|gepflegt|eingetragen"
    r"|festgelegt|gesetzt"
)
_PUT_FR = (
    r"(?:défini|configuré|stocké|enregistré|généré|écrit|gardé|rangé|déclaré|placé|monté|installé|sauvegardé"
    r"|documenté|géré|décrit|versionné|créé|mis)e?s?"
)
_PUT_ES = (
    r"(?:definid|configurad|guardad|almacenad|generad|escrit|declarad|montad|instalad|documentad|gestionad"
    r"|descrit|versionad|cread|pues)[oa]s?"
)
_PUT_PT = (
    r"(?:definid|configurad|guardad|armazenad|gerad|escrit|declarad|montad|instalad|salv|documentad"
    r"|gerenciad|descrit|versionad|criad|colocad)[oa]s?"
)
_PUT_NL = (
    r"gedefinieerd|geconfigureerd|opgeslagen|gegenereerd|geschreven|gezet|geplaatst|bewaard|gedeclareerd"
    r"|gemount|geïnstalleerd|gedocumenteerd|beheerd|beschreven|aangemaakt|vastgelegd"
)
_PUT_IT = (
    r"(?:definit|configurat|salvat|memorizzat|generat|scritt|dichiarat|montat|installat|conservat"
    r"|documentat|gestit|descritt|versionat|creat|mess)[oaie]"
)
_PUT_RU = (
    r"(?:описан|определ[её]н|настроен|задан|прописан|сохран[её]н|сгенерирован|объявлен|смонтирован"
    r"|установлен|записан)[аоы]?|хран(?:и|я)тся"
)
# ...or a file of the project's named by its kind ("the routes are defined in urls.py", "wird aus openapi.yaml
# generiert"): a config, code or schema file, not a data file one piece of work brought (report.csv)
_FILE = (
    r"[\w.-]+\.(?:ya?ml|json|toml|ini|cfg|conf|env|py|js|mjs|cjs|ts|tsx|jsx|rb|go|rs|java|kt|sh|xml"
    r"|properties|gradle|lock|sql|proto|tf|hcl|nix|dockerfile|makefile|justfile)(?![\w.])"
)
_PLACE = r"(?:" + _PATH + r"|" + _FILE + r")"
PUT: tuple[Cue, ...] = (
    (
        "is are get gets",
        _SUBJECT + _MORE_WORDS + r" (?:is|are|get|gets) (?:" + _PUT_EN + r") (?:to|in|into|under|at|from|on"
        r"|inside|by|via|through) (?:the )?" + _PLACE,
    ),
    # the participle last ("…sind in deploy/cron.yaml definiert"), or first ("…werden gespeichert in …")
    (
        "ist sind wird werden",
        _SUBJECT_LONG + r" (?:ist|sind|wird|werden) (?:(?:in|im|unter|nach|auf|aus) (?:der |dem |den |die "
        r"|das )?"
        + _PLACE
        + r"\S* (?:"
        + _PUT_DE
        + r")|(?:"
        + _PUT_DE
        + r") (?:in|im|unter|nach|auf|aus) "
        + _PLACE
        + r")",
    ),
    (
        "est sont se",
        _SUBJECT_LONG + r" (?:est|sont|se (?:trouvent|trouve|définissent|définit|configurent|configure"
        r"|rangent|range|génèrent|génère|stockent|stocke)) (?:" + _PUT_FR + r" )?(?:dans|sous|en|sur|à|par"
        r"|vers) (?:le |la |les |l')?" + _PLACE,
    ),
    (
        "está están es son se",
        _SUBJECT_LONG + r" (?:(?:está|están|es|son) " + _PUT_ES + r"|se (?:definen|define|configuran"
        r"|configura|guardan|guarda|generan|genera|escriben|escribe|almacenan|almacena|declaran|declara"
        r"|montan|monta|documentan|documenta|encuentran|encuentra)) (?:en|dentro de|bajo|desde) (?:el |la "
        r"|los |las )?" + _PLACE,
    ),
    (
        "é são está estão fica ficam se",
        _SUBJECT_LONG + r" (?:(?:é|são|está|estão|fica|ficam) " + _PUT_PT + r"|se (?:definem|define"
        r"|configuram|configura|guardam|guarda|geram|gera|escrevem|escreve|encontram|encontra)) (?:em|no|na"
        r"|nos|nas|dentro de|sob|a partir de) " + _PLACE,
    ),
    (
        "wordt worden is zijn staat staan",
        _SUBJECT_LONG + r" (?:wordt|worden|is|zijn|staat|staan) (?:(?:" + _PUT_NL + r") (?:in|onder|op|naar"
        r"|vanuit|uit) "
        + _PLACE
        + r"|(?:in|onder|op|naar|vanuit|uit) "
        + _PLACE
        + r"\S* (?:"
        + _PUT_NL
        + r"))",
    ),
    (
        "è sono viene vengono sta stanno si",
        _SUBJECT_LONG + r" (?:(?:è|sono|viene|vengono|sta|stanno) " + _PUT_IT + r"|si (?:trovano|trova))"
        r" (?:in|nel|nella|nei|nelle|sotto|su|da|dentro) " + _PLACE,
    ),
    (
        "описан описана описано описаны определен определена определены определён определёна настроен "
        "настроена настроены задан задана заданы прописан прописана прописаны сохранен сохранены "
        "сгенерирован сгенерированы объявлен объявлены смонтирован установлен записан записаны хранится "
        "хранятся",
        r"^{CS}[\w.@'-]+(?: [\w.@'-]+){0,4} (?:" + _PUT_RU + r") (?:в|во|на|под|из) " + _PLACE,
    ),
    (
        "CJK",
        r"^{CS}(?![^\n]*(?:レポート|エラー|ダウンロード))[^\n]*?"
        + _PLACE
        + r"[\w./-]*\s*(?:で|に|の中で|内で)"
        r"(?:定義|設定|保存|記述|生成|配置|格納|管理|宣言|マウント|インストール|展開)(?:されて|して)"
        r"(?:います|いる|ます|あります)",
    ),
    (
        "KO",
        r"^{CS}(?![^\n]*(?:에러|오류|보고서|다운로드))[^\n]*?" + _PLACE + r"[\w./-]*\s*(?:에|에서|안에)\s*"
        r"(?:정의|설정|저장|작성|생성|선언|관리|마운트|설치|배치)(?:되어|돼|되어 있|돼 있|해 두었|해 뒀)",
    ),
)

# What a service sits behind: "the api is behind nginx", "Die API läuft hinter einem Traefik", "L'API est
# derrière un nginx", "A API fica atrás de um nginx", "API находится за nginx", "API 在 nginx 后面", "API は
# nginx の後ろにあります", "API는 nginx 뒤에 있어요" — a proxy, a balancer, a gateway or a VPN, by its kind or
# its name (not where a failure was seen: "the api returns 502 behind nginx" states no place)
_PROXY = (
    r"(?:(?:an?|the|our|un|une|le|la|l'|el|um|uma|o|een|de|het|onze|uno|il|lo|einen?|einem|einer|dem|der"
    r"|unserem|unserer|nuestro|nuestra|nosso|nossa|notre|il nostro) )?(?:[\w-]+ )?(?:reverse[ -]?proxy"
    r"|proxy|load[ -]?balancer|loadbalancer|nginx|caddy|traefik|haproxy|envoy|cloudflare|cloudfront"
    r"|apache|varnish|vpn|firewall|bastion|gateway|ingress|cdn|alb|elb|istio|kong|tailscale|wireguard"
    r"|oauth2-proxy|прокси|балансировщик\w*|файрвол\w*|шлюз\w*|впн)\b"
)
BEHIND: tuple[Cue, ...] = (
    (
        "behind",
        r"\b(?:is|are|sits?|lives?|runs?|stands?|hides?|hidden|placed|deployed|served)(?: \w+)? behind "
        + _PROXY,
    ),
    (
        "hinter",
        r"\b(?:ist|sind|liegt|liegen|läuft|laufen|steht|stehen|hängt|hängen|sitzt|sitzen) hinter " + _PROXY,
    ),
    ("derrière", r"\b(?:est|sont|tourne|tournent|se trouve|se trouvent|passe|passent) derrière " + _PROXY),
    (
        "detrás",
        r"\b(?:está|están|corre|corren|va|van|vive|se encuentra) detrás de(?:l)? " + _PROXY,
    ),
    (
        "atrás trás",
        r"\b(?:está|estão|fica|ficam|roda|rodam) (?:atrás|por trás) d(?:e|o|a) " + _PROXY,
    ),
    (
        "achter",
        r"\b(?:zit|zitten|staat|staan|draait|draaien|is|zijn|hangt|hangen|ligt|liggen) achter " + _PROXY,
    ),
    (
        "dietro",
        r"\b(?:è|sono|sta|stanno|gira|girano|si trova|si trovano) dietro (?:a |ad )?" + _PROXY,
    ),
    (
        "за",
        r"\b(?:находится|находятся|стоит|стоят|живёт|живет|живут|работает|работают|сидит|сидят|спрятан[аоы]?"
        r"|висит|висят) за " + _PROXY,
    ),
    (
        "CJK KO",
        # (with a word or two of what kind it is first: "在内部负载均衡后面")
        r"在\s*[\u4e00-\u9fff]{0,4}\s*(?:[a-z][\w.-]*|代理|反向代理|负载均衡(?:器)?|网关|防火墙)\s*(?:的)?"
        r"(?:后面|后边|背后|之后)"
        r"|(?:[a-z][\w.-]*|プロキシ|リバースプロキシ|ロードバランサー?|ゲートウェイ|ファイアウォール)\s*の"
        r"(?:後ろ|背後|裏)(?:に|で)"
        r"|(?:[a-z][\w.-]*|프록시|리버스 프록시|로드 ?밸런서|게이트웨이|방화벽)\s*뒤에\s*(?:있|숨어|돌아)",
    ),
)

# ...and what its traffic goes through: "the mobile app talks to the api through an api gateway", "L'appli
# passe par une API gateway", "Die App geht über einen Proxy", "La app pasa por un gateway", "Трафик идёт
# через прокси", "流量经过网关", "プロキシ経由で", "프록시를 거쳐" (a kind of proxy: a named one is NAMED's)
THROUGH: tuple[Cue, ...] = (
    (
        "through via",
        _SUBJECT + _MORE_WORDS + r" (?:goes|go|talks|talk|connects|connect|passes|pass|is routed|are routed"
        r"|is proxied|are proxied|reaches|reach|calls|call)(?: to| out| in)?(?: [\w.-]+){0,3}"
        r" (?:through|via) " + _PROXY,
    ),
    ("über", _SUBJECT_LONG + r" (?:geht|gehen|läuft|laufen|spricht|sprechen|verbindet sich) über " + _PROXY),
    ("par", _SUBJECT_LONG + r" (?:passe|passent|transite|transitent|communique|communiquent) par " + _PROXY),
    ("por", _SUBJECT_LONG + r" (?:pasa|pasan|va|van|se conecta|se conectan) por " + _PROXY),
    ("pelo pela por", _SUBJECT_LONG + r" (?:passa|passam|vai|vão) (?:pelo|pela|por) " + _PROXY),
    ("via langs", _SUBJECT_LONG + r" (?:gaat|gaan|loopt|lopen|praat|praten) (?:via|langs) " + _PROXY),
    (
        "per attraverso tramite",
        _SUBJECT_LONG + r" (?:passa|passano|va|vanno) (?:per|attraverso|tramite) " + _PROXY,
    ),
    (
        "через",
        r"^{CS}[\w.@'-]+(?: [\w.@'-]+){0,4} (?:идёт|идет|идут|ходит|ходят|проходит|проходят) через " + _PROXY,
    ),
    (
        "CJK KO",
        r"(?:经过|通过|走)\s*(?:[a-z][\w.-]*\s*)?(?:代理|反向代理|网关|负载均衡)"
        r"|(?:プロキシ|ゲートウェイ|ロードバランサー?)\s*(?:を)?経由"
        r"|(?:프록시|게이트웨이|로드 ?밸런서)(?:를|을)\s*(?:거쳐|통해)",
    ),
    # ...or a named one, said as the clause's end ("生产流量经过 Cloudflare。", "… は Cloudflare 経由です",
    # "… Cloudflare를 거쳐요"; not "通过 npm 安装": a way of doing a task)
    (
        "CJK KO",
        r"^{CS}(?![^\n]*(?:把|将|请|帮|吗|か？|까))[^\n]*?(?:(?:经过|走)\s*[a-z][\w.-]*\s*[。.!]?\s*{M}$"
        r"|[a-z][\w.-]*\s*経由(?:です|でアクセス)|[a-z][\w.-]*(?:를|을)\s*(?:거쳐요|거칩니다|거쳐 가요))",
    ),
)

# What a part of the project runs or uses, named with its version: "staging runs postgres 15", "the api is on
# node 20", and the team said as its subject: "Wir sind überall auf Python 3.11", "On est sur Node 20",
# "Estamos en Python 3.11", "We zitten op Node 20", "Siamo su Python 3.11", "Мы на Python 3.11" (not a step
# of the work: "we're on step 3", "the job runs 5 times")
_STEP = (
    r"(?!(?:step|page|line|task|issue|ticket|attempt|try|day|phase|iteration|round|part|item|stage|slide"
    r"|chapter|level|schritt|seite|zeile|aufgabe|étape|ligne|tâche|paso|línea|tarea|passo|linha|tarefa"
    r"|stap|regel|taak|riga|compito|шаг|строка|задача"
    # (nor where it listens this moment: "the dev server is running on port 3000")
    r"|on|at|in|port|localhost)\b)"
)
_END = r"\s*(?:[,.;:!-]|$|(?:everywhere|here|in prod\w*|in staging|locally|überall|hier|partout|ici"
_END += r"|en todas partes|aquí|em todo lugar|aqui|overal|ovunque|qui|везде|здесь)\b)"
RUNS: tuple[Cue, ...] = (
    (
        "runs uses on running",
        _SUBJECT + _MORE_WORDS + r" (?:runs|uses|is on|are on|runs on|is running|are running|is still on"
        r"|are still on|is built on|are built on) (?:a |an )?" + _STEP + _NAME_VERSION + _END,
    ),
    (
        "sind est sommes estamos zitten draaien siamo мы",
        r"{CS}(?:wir sind|on est|nous sommes|estamos|we zitten|wij zitten|we draaien|siamo|мы)(?: (?:überall"
        r"|hier|alle|noch|partout|ici|encore|todos|aún|todos|aqui|ainda|overal|nog|ovunque|ancora|qui|везде"
        r"|все|ещё|еще|сейчас|já|déjà|schon|al|già|уже))? (?:auf|sur|en|em|no|na|op|su|sulla|sul|на) "
        + _STEP
        + _NAME_VERSION
        + _END,
    ),
)

# What two parts of the project have in common: "prod and staging share the same redis", "both pis are on the
# same vlan", "Prod und Staging teilen sich eine Datenbank", "prod et staging partagent le même redis",
# "prod y staging comparten la misma base", "prod e staging usam o mesmo redis", "prod en staging delen
# dezelfde redis", "prod e staging condividono lo stesso redis", "прод и стейджинг используют один и тот же
# redis", "prod 和 staging 共用同一个 redis", "prod と staging は同じ redis を使っています", "prod와 staging은
# 같은 redis를 써요" (not a problem in common: "both share the same bug")
_SHARED = (
    r"(?!(?:bug|bugs|issue|issues|problem|problems|error|errors|flaw|fehler|problème|erreur|problema|erro"
    r"|errore|fout|probleem|ошибк\w*|проблем\w*|code|logic|name|typo|the|same|one|a|an)\b)[\w.-]+"
)
# (a thing said first, not the task of making it so: "make prod and staging share one database")
_THING = _IMPERATIVE
# (Italian "i" only before an Italian verb: English "I" is no article)
_THING += r"(?:the |our |both |all |die |der |das |le |la |les |el |los |las |o |os |de |het |il |gli "
_THING += r"|i (?=[^\n]* (?:condividono|usano) ))?"
_THING += _PRONOUN + r"[\w.@-]+(?: [\w.@-]+){0,4}"
SHARE: tuple[Cue, ...] = (
    (
        "share same",
        r"^{CS}"
        + _NOT_A_THING
        + r"(?!(?:these|those)\b)"
        + _THING
        + r" (?:share|(?:are|run|live|sit) (?:on|in|behind) the same|use the same)"
        r" (?:the same |one |a single |one and the same |a |an )?" + _SHARED,
    ),
    (
        "teilen gleichen selben demselben",
        r"^{CS}" + _THING + r" (?:teilen sich|nutzen (?:die|den|das) (?:gleiche|selbe)n?"
        r"|(?:sind|laufen|liegen|hängen) (?:im|in dem|auf dem|am) (?:gleichen|selben))"
        r" (?:(?:die|den|das|eine|einen|ein) )?" + _SHARED,
    ),
    (
        "partagent même",
        r"^{CS}"
        + _THING
        + r" (?:partagent|utilisent) (?:le même|la même|les mêmes|un même|une même) "
        + _SHARED,
    ),
    (
        "comparten mismo misma",
        r"^{CS}" + _THING + r" (?:comparten|usan) (?:el mismo|la misma|los mismos|las mismas) " + _SHARED,
    ),
    (
        "compartilham partilham mesmo mesma",
        r"^{CS}"
        + _THING
        + r" (?:compartilham|partilham|usam) (?:o mesmo|a mesma|os mesmos|as mesmas) "
        + _SHARED,
    ),
    (
        "delen dezelfde hetzelfde",
        r"^{CS}" + _THING + r" (?:delen|gebruiken) (?:dezelfde|hetzelfde) " + _SHARED,
    ),
    (
        "condividono stesso stessa stessi",
        r"^{CS}"
        + _THING
        + r" (?:condividono|usano) (?:lo stesso|la stessa|il stesso|gli stessi|le stesse) "
        + _SHARED,
    ),
    (
        "используют делят общий общую общее один одну",
        r"^{CS}[\w.@-]+(?: [\w.@-]+){0,4} (?:используют|делят) (?:один и тот же|одну и ту же|одно и то же"
        r"|общий|общую|общее|одну|один) " + _SHARED,
    ),
    (
        "CJK KO",
        r"(?:共用|共享|用的是)(?:同一(?:个|台|套)?)\s*[a-z\u4e00-\u9fff]"
        r"|は?同じ\s*[\w\u30a0-\u30ff]+\s*を(?:共有して|使って|共用して)(?:い|る|ま)"
        r"|같은 [\w가-힣]+(?:을|를) (?:공유|써|사용)",
    ),
)

# What a name or an address points to: "the staging url points to the old load balancer", "api.acme.io
# resolves to 10.0.0.5", "latest zeigt auf v2", "le domaine pointe vers Vercel", "el dominio apunta a
# Vercel", "o domínio aponta para a Vercel", "het domein wijst naar Vercel", "il dominio punta a Vercel",
# "домен указывает на Vercel", "域名指向 Vercel", "ドメインは Vercel を指しています", "도메인은 Vercel을
# 가리켜요" (not one that points to the wrong place: a bug)
_NOT_WRONG = (
    r"(?!(?:the |a |an )?(?:wrong|broken|dead|nowhere|404|error|falsch\w*|mauvais\w*|equivocad\w*|errad\w*"
    r"|errad\w*|sbagliat\w*|verkeerd\w*|неправильн\w*|не туда|не тот)\b)"
)
POINTS: tuple[Cue, ...] = (
    (
        "points resolves maps redirects forwards proxies routes mapped routed proxied aliased symlinked "
        "symlinks",
        _SUBJECT + _MORE_WORDS + r" (?:points|resolves|maps|redirects|forwards|proxies|routes|(?:is|are)"
        r" (?:mapped|routed|proxied|aliased|symlinked)|symlinks) (?:to|at) " + _NOT_WRONG,
    ),
    (
        "zeigt zeigen verweist verweisen leitet leiten",
        _SUBJECT_LONG
        + r" (?:zeigt|zeigen|verweist|verweisen|leitet|leiten) (?:weiter )?(?:auf|nach|an) "
        + _NOT_WRONG,
    ),
    (
        "pointe pointent redirige redirigent renvoie renvoient",
        _SUBJECT_LONG
        + r" (?:pointe|pointent|redirige|redirigent|renvoie|renvoient) (?:vers|sur) "
        + _NOT_WRONG,
    ),
    (
        "apunta apuntan redirige redirigen",
        _SUBJECT_LONG + r" (?:apunta|apuntan|redirige|redirigen) (?:a|al|hacia) " + _NOT_WRONG,
    ),
    (
        "aponta apontam redireciona redirecionam",
        _SUBJECT_LONG + r" (?:aponta|apontam|redireciona|redirecionam) (?:para|pro|pra) " + _NOT_WRONG,
    ),
    (
        "wijst wijzen verwijst verwijzen",
        _SUBJECT_LONG + r" (?:wijst|wijzen|verwijst|verwijzen) naar " + _NOT_WRONG,
    ),
    (
        "punta puntano reindirizza reindirizzano",
        _SUBJECT_LONG
        + r" (?:punta|puntano|reindirizza|reindirizzano) (?:a|al|alla|allo|su|verso) "
        + _NOT_WRONG,
    ),
    (
        "указывает указывают смотрит смотрят ведёт ведет ведут",
        r"^{CS}[\w.@'-]+(?: [\w.@'-]+){0,4} (?:указывает|указывают|смотрит|смотрят|ведёт|ведет|ведут) на "
        + _NOT_WRONG,
    ),
    (
        "CJK KO",
        r"^{CS}[^\n]*?(?:指向\s*[a-z\d\u4e00-\u9fff]|を指して(?:い|る|ま)|(?:을|를) 가리(?:켜|킵니다|키고))",
    ),
)

# Who or what does a part's work, said in the passive: "payments are handled by a separate service called
# ledger", "the monorepo is managed with turborepo", "the tests are run with pytest-xdist" (not a person or
# a manner: "… by me", "… by hand", "… by mistake")
BY: tuple[Cue, ...] = (
    (
        "handled managed served built bundled compiled hosted provisioned orchestrated scheduled monitored "
        "generated maintained owned packaged proxied powered backed driven tracked cached run tested linted "
        "formatted released published terminated authenticated routed scaled sent delivered signed rotated "
        "replicated load-balanced indexed queued processed rendered transcoded resized validated migrated "
        "seeded triggered mirrored forwarded relayed pushed synced imported exported derived",
        _SUBJECT
        + _MORE_WORDS
        + r" (?:is|are|gets|get) (?:all |entirely |fully |always )?(?:handled|managed|served|built|bundled"
        r"|compiled|hosted|provisioned|orchestrated|scheduled|monitored|generated|maintained|owned|packaged"
        r"|proxied|powered|backed|driven|tracked|cached|run|tested|linted|formatted|released|published"
        r"|terminated|authenticated|routed|scaled|sent|delivered|signed|rotated|replicated|load-balanced"
        r"|indexed|queued|processed|rendered|transcoded|resized|validated|migrated|seeded|triggered"
        r"|mirrored|forwarded|relayed|pushed|synced|imported|exported|derived|generated)"
        r" (?:by|with|via|through|using|in|at|from|to)"
        r" (?!(?:me|you|us|him|her|them|it|this|that|hand|mistake|accident|default|now|then|the way)\b)"
        # (nor a thing in a wrong state: "the email is sent with the wrong subject")
        r"(?!(?:the |a |an )?(?:wrong|broken|bad|missing|empty|blank|incorrect|invalid|old|stale)\b)"
        r"(?:a |an |the |our )?[a-z]",
    ),
)

# ...and in the other languages: "Les services gRPC sont exposés via Envoy", "Los pods son escalados por
# KEDA", "Os pods são escalados pelo KEDA", "I pod sono scalati da KEDA", "Die Pods werden von KEDA skaliert",
# "De pods worden door KEDA geschaald", "De auth-service is in Go geschreven"
_DONE_FR = (
    r"(?:expos|gér|déploy|servi|construit|génér|planifi|surveill|maintenu|packag|rout|sign|envoy|géré|écrit"
    r"|compil|test|scal|orchestr|héberg|propuls|alimenté|piloté|fourni)\w{0,3}"
)
_DONE_ES = (
    r"(?:expuest|gestionad|desplegad|servid|construid|generad|programad|monitorizad|mantenid|empaquetad"
    r"|enrutad|firmad|enviad|escrit|compilad|probad|escalad|orquestad|alojad|manejad|administrad)[oa]s?"
)
_DONE_PT = (
    r"(?:expost|gerenciad|implantad|servid|construíd|gerad|agendad|monitorad|mantid|empacotad|rotead"
    r"|assinad|enviad|escrit|compilad|testad|escalad|orquestrad|hospedad|administrad)[oa]s?"
)
_DONE_IT = (
    r"(?:espost|gestit|deployat|servit|costruit|generat|pianificat|monitorat|mantenut|pacchettizzat"
    r"|instradat|firmat|inviat|scritt|compilat|testat|scalat|orchestrat|ospitat|amministrat)[oaie]"
)
_DONE_DE = (
    r"(?:verwaltet|deployt|ausgeliefert|gebaut|generiert|geplant|überwacht|gewartet|gepackt|geroutet"
    r"|signiert|verschickt|geschrieben|kompiliert|getestet|skaliert|orchestriert|gehostet|betrieben"
    r"|angelegt|erstellt|erzeugt|provisioniert|aufgesetzt|bereitgestellt)"
)
_DONE_NL = (
    r"(?:beheerd|gedeployed|gedeployd|uitgerold|geserveerd|gebouwd|gegenereerd|gepland|gemonitord"
    r"|onderhouden|verpakt|gerouteerd|gesigneerd|verstuurd|geschreven|gecompileerd|getest|geschaald"
    r"|georkestreerd|gehost|gedraaid)"
)
BY_ELSEWHERE: tuple[Cue, ...] = (
    (
        "est sont",
        _SUBJECT_LONG + r" (?:est|sont) " + _DONE_FR + r" (?:via|par|avec|derrière|en|sur|chez) [a-z]",
    ),
    (
        "es son está están",
        _SUBJECT_LONG + r" (?:es|son|está|están) " + _DONE_ES + r" (?:por|con|mediante|vía|via|en|detrás de"
        r"|sobre) [a-z]",
    ),
    (
        "é são está estão",
        _SUBJECT_LONG + r" (?:é|são|está|estão) " + _DONE_PT + r" (?:pelo|pela|por|com|via|em|no|na) [a-z]",
    ),
    (
        "è sono viene vengono",
        _SUBJECT_LONG + r" (?:è|sono|viene|vengono) " + _DONE_IT + r" (?:da|dal|dalla|con|tramite|via|in|su"
        r"|sul|dietro) [a-z]",
    ),
    (
        "wird werden ist sind",
        _SUBJECT_LONG + r" (?:wird|werden|ist|sind) (?:[\w-]+ ){0,5}?(?:von|mit|über|durch|in|auf|bei)"
        r" (?:[\w.-]+ ){0,3}?" + _DONE_DE + r"\s*(?:[,.;:!]|$)",
    ),
    (
        "wordt worden is zijn",
        _SUBJECT_LONG + r" (?:wordt|worden|is|zijn) (?:[\w-]+ ){0,5}?(?:door|met|via|in|op|bij)"
        r" (?:[\w.-]+ ){0,3}?" + _DONE_NL + r"\s*(?:[,.;:!]|$)",
    ),
)

# Where the project sends a thing, a path or a registry the destination: "images are pushed to
# ghcr.io/acme", "backups land in s3://acme-backups" (not "go": "migrations go in db/migrations" is a
# rule), "Die Images werden nach ghcr.io/acme gepusht", "Les images sont poussées sur ghcr.io/acme", "Las
# imágenes se suben a ghcr.io/acme", "As imagens vão para o ghcr.io/acme", "Le immagini vengono pushate su
# …", "Образы пушатся в …", "镜像推送到 …", "… にプッシュしています", "…에 푸시해요" (a thing of the
# project, not one piece of work's: _NOT_A_THING, _PATH)
_SEND_EN = (
    r"(?:is|are|get|gets) (?:pushed|uploaded|sent|shipped|published|mirrored|replicated|backed up|copied"
    r"|synced|exported|streamed|forwarded|archived|released)|(?:land|lands|end up|ends up)"
)
SENT: tuple[Cue, ...] = (
    (
        "is are get gets land lands end ends",
        _SUBJECT + _MORE_WORDS + r" (?:" + _SEND_EN + r") (?:to|into|in|on|under) (?:the )?" + _PLACE,
    ),
    (
        "wird werden gehen geht landen landet",
        _SUBJECT_LONG + r" (?:(?:wird|werden) (?:nach|auf|in|zu) " + _PLACE + r"\S* (?:gepusht|hochgeladen"
        r"|geschickt|gesendet|gespiegelt|repliziert|gesichert|kopiert|synchronisiert|veröffentlicht"
        r"|exportiert)|(?:gehen|geht|landen|landet) (?:nach|auf|in|zu) " + _PLACE + r")",
    ),
    (
        "est sont vont va",
        _SUBJECT_LONG + r" (?:(?:est|sont) (?:poussé|envoyé|publié|téléversé|copié|répliqué|sauvegardé"
        r"|synchronisé|exporté|archivé)e?s?|vont|va|partent|part) (?:sur|vers|dans|à|en) (?:le |la |les "
        r"|l')?" + _PLACE,
    ),
    (
        "se está están es son van va",
        _SUBJECT_LONG + r" (?:se (?:suben|sube|envían|envía|publican|publica|copian|copia|replican|replica"
        r"|sincronizan|sincroniza|exportan|exporta)|(?:es|son|está|están) (?:subid|enviad|publicad|copiad"
        r"|replicad|sincronizad|exportad)[oa]s?|van|va) (?:a|al|en|hacia|para) (?:el |la |los |las )?"
        + _PLACE,
    ),
    (
        "é são vão vai",
        _SUBJECT_LONG + r" (?:(?:é|são) (?:enviad|publicad|copiad|replicad|sincronizad|exportad"
        r"|mandad)[oa]s?|vão|vai) (?:para|pro|pra|ao|à|no|na) (?:o |a |os |as )?" + _PLACE,
    ),
    (
        "wordt worden gaan gaat",
        _SUBJECT_LONG + r" (?:(?:wordt|worden) (?:naar|op|in) " + _PLACE + r"\S* (?:gepusht|geüpload"
        r"|gestuurd|verstuurd|gepubliceerd|gekopieerd|gerepliceerd|gesynchroniseerd|geëxporteerd)"
        r"|(?:gaan|gaat) naar " + _PLACE + r")",
    ),
    (
        "viene vengono è sono vanno va",
        _SUBJECT_LONG + r" (?:(?:viene|vengono|è|sono) (?:pushat|caricat|inviat|pubblicat|copiat|replicat"
        r"|sincronizzat|esportat|mandat)[oaie]|vanno|va|finiscono|finisce) (?:su|in|a|nel|nella|sul"
        r"|sulla) " + _PLACE,
    ),
    (
        "пушатся пушится загружаются загружается отправляются отправляется публикуются копируются "
        "реплицируются синхронизируются уходят уходит льются попадают попадает",
        r"^{CS}[\w.@'-]+(?: [\w.@'-]+){0,4} (?:пуша?тся|пушится|загружаются|загружается|отправляются"
        r"|отправляется|публикуются|копируются|реплицируются|синхронизируются|уходят|уходит|льются"
        r"|попадают|попадает) (?:в|во|на) " + _PLACE,
    ),
    (
        "CJK KO",
        # (not a request: "把镜像推送到 …", "请…")
        r"^{CS}(?![^\n]*(?:报告|错误|下载|レポート|エラー|ダウンロード|에러|오류|다운로드|把|将|请|帮))"
        r"[^\n]*?(?:(?:推送|上传|同步|发送|备份|推|传|发布)到\s*" + _PLACE + r"|" + _PLACE + r"[\w./-]*\s*に"
        r"(?:プッシュ|アップロード|送って|同期|バックアップ|公開)(?:して|されて)(?:い|る|ま)|"
        + _PLACE
        + r"[\w./-]*\s*(?:에|으로|로) ?(?:푸시|업로드|보내|동기화|백업|배포)(?:해요|합니다|돼요|됩니다"
        r"|하고 있|되고 있))",
    ),
)

# Where a thing of the project comes from: "secrets are injected from vault", "the config comes from
# consul", "Die Secrets kommen aus Vault", "Les secrets viennent de Vault", "Los secretos vienen de Vault",
# "Os segredos vêm do Vault", "De secrets komen uit Vault", "I segreti arrivano da Vault", "Секреты
# подтягиваются из Vault", "密钥从 Vault 注入", "シークレットは Vault から注入されます", "시크릿은 Vault에서
# 주입돼요" (not what a failure or a message comes from: "the warning comes from eslint")
_NOT_A_SYMPTOM = (
    r"(?![^\n]*\b(?:warning|warnings|message|messages|noise|spam|slowness|timeout|timeouts|lag|delay|crash"
    r"|crashes|exception|exceptions|stack ?trace|404|500|502|503|504|warnung|meldung|avertissement|aviso"
    r"|waarschuwing|avviso|предупреждени\w*|сообщени\w*)\b)"
)
FROM: tuple[Cue, ...] = (
    (
        "comes come injected pulled loaded fetched read sourced synced mounted",
        r"^{CS}"
        + _NOT_A_SYMPTOM
        + _SUBJECT_WORDS
        + _MORE_WORDS
        + r" (?:comes?|(?:is|are|get|gets) (?:injected|pulled|loaded"
        r"|fetched|read|sourced|synced|mounted)) (?:in |straight |directly )?from (?!(?:me|you|us|here|there"
        r"|now|then|the (?:last|previous|old|new))\b)(?:the |our |a |an )?[a-z]",
    ),
    (
        "kommt kommen stammt stammen",
        r"^{CS}"
        + _NOT_A_SYMPTOM
        + _SUBJECT_LONG_WORDS
        + r" (?:kommt|kommen|stammt|stammen) (?:aus|von) (?:dem |der |einem "
        r"|einer |unserem |unserer )?[a-z]",
    ),
    (
        "vient viennent proviennent provient",
        r"^{CS}"
        + _NOT_A_SYMPTOM
        + _SUBJECT_LONG_WORDS
        + r" (?:vient|viennent|provient|proviennent) (?:de|du|des|d') ?[a-z]",
    ),
    (
        "viene vienen provienen proviene",
        r"^{CS}"
        + _NOT_A_SYMPTOM
        + _SUBJECT_LONG_WORDS
        + r" (?:viene|vienen|proviene|provienen) (?:de|del) [a-z]",
    ),
    (
        "vem vêm",
        r"^{CS}"
        + _NO_BUT
        + _NOT_A_SYMPTOM
        + _SUBJECT_LONG_WORDS
        + r" (?:vem|vêm) (?:de|do|da|dos|das) [a-z]",
    ),
    (
        "komt komen",
        r"^{CS}" + _NO_BUT + _NOT_A_SYMPTOM + _SUBJECT_LONG_WORDS + r" (?:komt|komen) (?:uit|van) [a-z]",
    ),
    (
        "arriva arrivano viene vengono provengono proviene",
        r"^{CS}"
        + _NOT_A_SYMPTOM
        + _SUBJECT_LONG_WORDS
        + r" (?:arriva|arrivano|viene|vengono|proviene|provengono)"
        r" (?:da|dal|dalla|dai|dagli) [a-z]",
    ),
    (
        "подтягиваются подтягивается берутся берётся берется приходят приходит загружаются загружается",
        r"^{CS}[\w.@'-]+(?: [\w.@'-]+){0,4} (?:подтягиваются|подтягивается|берутся|берётся|берется"
        r"|приходят|приходит|загружаются|загружается) из [a-z\w]",
    ),
    (
        "CJK KO",
        r"^{CS}(?![^\n]*(?:错误|警告|报错|エラー|警告|에러|오류|경고|把|将|请|帮))[^\n]*?"
        r"(?:从\s*[a-z][\w.-]*\s*(?:注入|读取|加载|拉取|获取|同步)|来自\s*[a-z]"
        r"|[a-z][\w.-]*\s*から(?:注入|読み込|取得|取って|同期)(?:され|して|んで)"
        r"|[a-z][\w.-]*\s*에서 ?(?:주입|가져|읽어|불러|동기화)(?:돼|되|와|옵|해|합))",
    ),
)

# What port a service listens on: "the sidecar listens on port 9090", "Der Sidecar lauscht auf Port 9090",
# "Le sidecar écoute sur le port 9090", "O sidecar escuta na porta 9090", "Сайдкар слушает порт 9090",
# "sidecar 监听 9090 端口", "ポート 9090 で待ち受けています", "9090 포트에서 리슨해요" (its habit: not the
# task of making it listen)
_PORT = r"(?:(?:the |le |el |la |il |o |a |de )?(?:port|porta|puerto|poort|porto|порт|порту) )?:?\d{2,5}\b"
LISTENS: tuple[Cue, ...] = (
    (
        "listens listen binds bound exposed",
        _SUBJECT + _MORE_WORDS + r" (?:listens|listen|binds|bind|is bound|are bound|is exposed|are exposed)"
        r" (?:on|to|at) (?:localhost:|0\.0\.0\.0:|127\.0\.0\.1:)?" + _PORT,
    ),
    (
        "lauscht lauschen hört hören écoute écoutent escucha escuchan escuta escutam luistert luisteren "
        "ascolta ascoltano слушает слушают",
        _SUBJECT_LONG + r" (?:lauscht|lauschen|hört|hören|écoute|écoutent|escucha|escuchan|escuta|escutam"
        r"|luistert|luisteren|ascolta|ascoltano|слушает|слушают)(?: (?:auf|sur|en|em|na|no|op|su|sulla|sul"
        r"|на))? " + _PORT,
    ),
    (
        "CJK KO",
        r"监听\s*(?:端口\s*)?\d{2,5}|ポート\s*\d{2,5}\s*(?:番)?で(?:待ち受け|リッスン|listen)"
        r"|\d{2,5}\s*(?:번\s*)?포트(?:에서|로)\s*(?:리슨|대기|수신|listen)",
    ),
)

FACT_GRAMMAR: tuple[Cue, ...] = (
    PUT + BEHIND + THROUGH + RUNS + SHARE + POINTS + BY + BY_ELSEWHERE + SENT + FROM + LISTENS
)
