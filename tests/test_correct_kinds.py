"""Kinds of correction issue 15 names, each with what must be caught and what must stay out (examples
written for these tests, not taken from the labelled sets)."""

from __future__ import annotations

import pytest

from reflexion.correct import detect_correction


def _kind(prompt: str) -> str:
    found = detect_correction(prompt)
    return found.kind if found else "none"


POSITIVE = ("correction", "rule", "preference", "fact")

# What can be reached only through the VPN, with or without its host:port.
VPN = [
    "the staging server only answers over the VPN",
    "you need the VPN for anything under *.corp.example.com",
    "prod db: 10.1.2.3:5432, VPN required",
    "Der Staging-Server ist unter 10.0.0.5:8443 erreichbar, aber nur über VPN.",
    "Le serveur de staging est sur 10.0.0.5:8443, il faut le VPN.",
    "La base de datos está en db.local:5433 y necesitas la VPN.",
    "O servidor de homologação fica em 10.0.0.5:8443 e precisa da VPN.",
    "De staging-server draait op 10.0.0.5:8443, alleen via de VPN.",
    "Il server di staging è su 10.0.0.5:8443, serve la VPN.",
    "测试服务器在 10.0.0.5:8443，需要连 VPN。",
    "ステージングサーバーは 10.0.0.5:8443 で、VPN が必要です。",
    "스테이징 서버는 10.0.0.5:8443이고 VPN이 필요해요.",
    "Стейджинг на 10.0.0.5:8443, только через VPN.",
]
NOT_VPN = [
    "connect to the VPN and run the tests",
    "I'm on the VPN now, try again",
    "the VPN is down again, can you retry",
    "is it behind the VPN?",
    "use the VPN config from ops/ for this script",
]

# What the project or the machine lacks, and what it has instead.
LACKS = [
    "there's no Makefile here, it's a justfile",
    "no pytest here, it's unittest",
    "no docker here",
    "there's no src/ folder, everything is under lib/",
    "Il n'y a pas de Makefile ici, c'est un justfile.",
    "Aqui não tem Makefile, é justfile.",
    "Hier is geen Makefile, het is een justfile.",
    "这里没有 Makefile，用的是 justfile。",
    "ここには Makefile はなくて、justfile です。",
    "여기엔 Makefile 없어요, justfile 써요.",
]
NOT_LACKS = [
    "no problem here",
    "no errors here, all good",
    "no changes here",
    "no worries, I'll handle it",
    "no tests here yet, can you add some?",
    "there's no point",
    "there is no way to do that",
]

# A place that is only an old copy, and where things are kept in Chinese and Korean.
OLD_COPY = [
    "frontend/ is an old copy",
    "the vendor/ folder is a dead fork",
    "legacy/ is archived, everything lives in src/ now",
    "the billing-v1 repo is archived",
    "docs/ ist eine alte Kopie",
    "frontend/ est une vieille copie, ne la touche pas",
    "frontend/ es una copia vieja",
    "frontend/ 是旧的副本",
    "frontend/ は古いコピーです",
    "frontend/는 옛날 복사본이에요",
    "前端在 web/ 里，frontend/ 是旧的副本。",
    "프론트엔드는 web/에 있어요. frontend/는 옛날 복사본이에요.",
]
NOT_OLD_COPY = [
    "that's the old error",
    "the old copy is broken, fix it",
    "src/ is outdated, can you update it?",
    "update the outdated deps in web/",
    "dist/ is outdated, rebuild it",  # a state to fix, not a copy to leave alone
    "the node_modules folder is stale, reinstall",
    "把文件放在 src/ 里",
    "我在 src/ 里改了一点",
]

# Who runs the commands: the agent, in any language.
DELEGATION = [
    "run the commands yourself, I won't copy-paste them",
    "Führ die Befehle selbst aus, ich kopiere nichts.",
    "Lance les commandes toi-même.",
    "Ejecuta los comandos tú mismo.",
    "Roda os comandos você mesmo.",
    "Voer de commando's zelf uit.",
    "Esegui i comandi tu stesso.",
    "Запускай команды сам.",
    "명령어는 직접 실행해 주세요.",
]

# What a thing of the project is called, and where a service answers (host and port).
NAMES_AND_HOSTS = [
    "the main branch is called trunk",
    "Der Hauptbranch heißt trunk.",
    "La branche principale s'appelle trunk.",
    "La rama principal se llama trunk.",
    "A branch principal se chama trunk.",
    "De hoofdbranch heet trunk.",
    "Il branch principale si chiama trunk.",
    "Основная ветка называется trunk.",
    "主分支叫 trunk。",
    "メインブランチは trunk です。",
    "메인 브랜치는 trunk예요.",
    "Redis läuft auf cache.internal:6380.",
    "Redis tourne sur cache.internal:6380.",
    "Redis está en cache.internal:6380.",
    "Redis fica em cache.internal:6380.",
    "Redis draait op cache.internal:6380.",
    "Redis gira su cache.internal:6380.",
    "Redis работает на cache.internal:6380.",
    "Redis 在 cache.internal:6380 上。",
    "Redis は cache.internal:6380 で動いています。",
    "Redis는 cache.internal:6380에서 돌아가요.",
    "используй pnpm, а не npm",
    "zima is the nas, ssh as admin",
    "slate is our gateway",
]
NOT_NAMES_AND_HOSTS = [
    "the api on localhost:8080 returns 500",
    "deploy to staging.example.com:8443",
    "curl localhost:8080/health",
    "the api is down on localhost:8080",
    "is redis on cache.internal:6380?",
    "the branch is called feature-x, push it",
    "call the branch feature-x",
    "the function is called parse_x",
    "the login page is the desktop version",
    "this is the firewall rule I want",
]
# What the user set up for the moment: a tunnel, a forward, a port the OS handed out for this run.
MOMENTS_SETTING = [
    "my tunnel is localhost:54321",
    "the ssh tunnel is on localhost:9000",
    "mein Tunnel läuft auf localhost:9000",
    "the port-forward is localhost:8443",
    "the dev server is on localhost:61234 this run",
    "my proxy is 127.0.0.1:50123",
]
# ...but a port of that range the project's server has (gRPC's 50051 is one) is a fact (the review's cases).
PROJECT_PORTS = [
    "the grpc server listens on localhost:50051",
    "the staging db is on 10.0.0.5:55432",
]

# The language of the conversation, apart from the code's.
LANGUAGE = [
    "answer in Chinese, code comments in English",
    "Please speak Portuguese with me, code stays in English",
    "talk German to me",
    "用中文回答，代码注释用英文",
    "Antworte bitte auf Deutsch, Code-Kommentare auf Englisch",
    "отвечай по-русски, комментарии в коде на английском",
    "explain things in Italian, keep identifiers English",
    "Schreib mir auf Deutsch, aber Kommentare im Code auf Englisch",
    "Parle-moi en français s'il te plaît",
    "Háblame en español, los comentarios en inglés",
    "Fala comigo em português",
    "Praat Nederlands met me, code-commentaar in het Engels",
    "Parlami in italiano",
    "Говори со мной по-русски",
]
NOT_LANGUAGE = [
    "speak louder",
    "translate the README into German",
    "add a German locale file",
    "explain this error in German",
    "write the docs in German",
    "praat met de API via de client",
]

# Which thing the user meant: a one-off for the task at hand, in any language.
MEANT = [
    "no, I meant the other file — header.tsx, not footer.tsx",
    "nein, ich meinte die andere Datei, header.tsx",
    "non, je voulais dire l'autre fichier, header.tsx",
    "no, me refería al otro archivo, header.tsx",
    "não, eu quis dizer o outro arquivo, header.tsx",
    "nee, ik bedoelde het andere bestand, header.tsx",
    "no, intendevo l'altro file, header.tsx",
    "нет, я имел в виду другой файл, header.tsx",
    "不是，我是说另一个文件 header.tsx",
    "いや、もう一つの方のファイル、header.tsx です",
    "아니, 다른 파일을 말한 거야, header.tsx",
]
MEANT_CORRECTS = ["you misunderstood — I meant the billing service, not orders"]

# One piece of work named by a demonstrative: the other thing is for it alone (a one-off, never recalled);
# the project named so ("this repo") makes a rule.
FOR_THIS = [
    "instead of a modal, use a toast for this error",
    "use the slow path for this endpoint, not the cache",
    "Benutz für dieses Skript httpx statt requests.",
    "Pour cette page, utilise un fond gris au lieu du blanc.",
    "Para esta pantalla usa un toast en lugar de un modal.",
    "Para esta tela, use um toast em vez de um modal.",
    "Gebruik voor deze pagina een grijze achtergrond in plaats van wit.",
    "Per questa pagina usa uno sfondo grigio invece del bianco.",
    "Для этого скрипта используй httpx вместо requests.",
    "В этот раз используй 4 потока вместо 8.",
]
FOR_THE_PROJECT = [
    "for this repo, always use pnpm instead of npm",
    "Für dieses Projekt immer pnpm statt npm benutzen.",
    "Для этого проекта всегда используй pnpm вместо npm.",
]


@pytest.mark.parametrize("prompt", FOR_THIS)
def test_an_instruction_for_this_piece_of_work_is_a_one_off(prompt: str) -> None:
    assert _kind(prompt) == "none"


@pytest.mark.parametrize("prompt", FOR_THE_PROJECT)
def test_an_instruction_for_this_project_is_a_rule(prompt: str) -> None:
    assert _kind(prompt) == "rule"


# What every change of a kind carries, in each language (a rule), "I'd rather …" and "X, geen Y".
CLASS_RULES = [
    "Jeder PR braucht einen Changelog-Eintrag.",
    "Chaque PR doit avoir une entrée dans le changelog.",
    "Cada PR necesita una entrada en el changelog.",
    "Cada PR precisa de uma entrada no changelog.",
    "Elke PR heeft een changelog-regel nodig.",
    "Ogni PR ha bisogno di una voce nel changelog.",
    "Каждому PR нужна запись в changelog.",
    "每个 PR 都要有 changelog 条目。",
    "PR마다 changelog 항목이 필요해요.",
]
OTHER_PHRASINGS = [
    "I'd rather you ask before installing packages",
    "Nee, de config is YAML, geen JSON.",
    "Nein, die Config ist YAML, kein JSON.",
    "安装依赖之前先问我。",
    "パッケージを入れる前に聞いてください。",
]
NOT_OTHER_PHRASINGS = [
    "I'd rather not do that now",
    "ich habe kein Docker hier",
    "geen idee waarom het faalt",
    "cada PR que abras hoy necesita revisión, corrígelo",
]


# A review's item: one thing to add to the change at hand, in a reminder's words; and near misses that say
# for which ones or always, or remind of a habit, which stay rules.
ONE_THING = [
    "don't forget to add a test for the empty-list case",
    "N'oublie pas d'ajouter un test pour le cas où la liste est vide.",
    "N'oubliez pas d'ajouter un test pour le cas où la liste est vide.",
    "Vergiss nicht, einen Test für die leere Liste hinzuzufügen.",
    "Vergeet niet een test voor de lege lijst toe te voegen.",
    "no olvides añadir un test para la lista vacía",
    "não esqueça de adicionar um teste para a lista vazia",
    "non dimenticare di aggiungere un test per la lista vuota",
    "не забудь добавить тест для пустого списка",
]
REMINDED_HABITS = [
    "don't forget to add a test for every new endpoint",
    "remember to always add a changelog entry",
    "dont forget to run the linter before you commit",
    "n'oublie pas d'ajouter un test pour chaque endpoint",
    "vergiss nicht, für jeden Endpunkt einen Test hinzuzufügen",
    "no olvides añadir un test para cada endpoint",
    # a habit in the words of one thing to add (review 3): not a test for one case
    "Remember to add the --frozen-lockfile flag to pnpm install",
    "Make sure to include a type hint on public functions",
    "Make sure you add a Signed-off-by line to commits",
    "Remember to run make lint before each commit. Don't forget to add a changelog entry.",
]

# What the user works with, named in a few words, an aside in parentheses after it.
WORKS_WITH = [
    "uhhh, doublecheck, I sign in with a FIDO2 NIST AAL3  (use your power to generate technical evidence)",
    "I use hyper v",
    "i use zsh (oh-my-zsh)",
]
NOT_WORKS_WITH = [
    "i log in with my password to check the dashboard",
    "i sign in with google and then click deploy",
    "I use ctrl c to stop it",
    "i use the staging db for this",
]


# A thank-you that turns to what is wrong: the turn opens the correction, the thanks vetoes nothing.
THANKS_BUT = [
    "thanks, the page loads now. one thing though: keep the styles in styles/app.css",
    "thanks, looks great. but the migrations should go in db/migrations",
    "谢谢，好多了。不过配置文件放在 config/ 下面",
]
THANKS_ONLY = [
    "thanks, but that's all for today",
    "Nee, laat maar, het is goed zo.",
    "thanks! but wait, what about the header?",
]


# How the user wants the agent to work: "after each change" is a standing when, not "later"; ask rather
# than guess; the language to answer in, either word order.
HOW_TO_WORK = [
    "preferisco che tu faccia girare il linter dopo ogni commit",
    "prefiro que você rode o linter depois de cada commit",
    "if the spec is unclear, just ask instead of guessing",
    "回答用中文",
]
NOT_HOW_TO_WORK = ["preferisco che tu lo faccia dopo", "ask the api for a token", "ask"]


# "Please don't" in German, its object in backticks or not.
GERMAN_DONTS = [
    "bitte nicht `git push --force` benutzen, das überschreibt die Historie",
    "Lass bitte keine print-Ausgaben drin",
    "Passt. Aber bitte keine `any`-Typen mehr",
]
NOT_GERMAN_DONTS = ["und bitte keine Panik", "nein danke, bitte keine Umstände", "bitte nicht jetzt"]


KEPT = VPN + LACKS + OLD_COPY + LANGUAGE + DELEGATION + NAMES_AND_HOSTS + OTHER_PHRASINGS + PROJECT_PORTS
# "You broke it", "you changed the wrong one", "we don't use X", in the other languages.
BLAME_AND_CONVENTION = [
    "du hast die Tests kaputt gemacht, der Mock muss bleiben",
    "tu as cassé la CI, remets le cache",
    "rompiste el deploy, el puerto es 8080",
    "você quebrou o lint, volta o import",
    "hai rotto la pipeline, rimetti lo step di lint",
    "ты сломал миграции, верни старую схему",
    "je hebt de verkeerde config aangepast, de echte staat in deploy/",
    "tu as modifié le mauvais fichier, c'est header.tsx",
    "nous n'utilisons pas lodash, c'est du JS natif partout",
    "we dont use lodash here",
]
# What the machine the agent runs on lacks, said of the server or the container, in each language.
LACKS_THERE = [
    "en el contenedor no hay curl, usa wget",
    "il n'y a pas de curl dans le conteneur",
    "não tem curl no container",
    "im Container gibt es kein curl",
    "er is geen curl in de container",
    "non c'è curl nel container",
]
NOT_LACKS_THERE = ["no hay problema en el servidor", "no hay tiempo, hazlo rápido"]
# Korean: "my X is …" and an FYI stated with a verb of its own.
KOREAN_FACTS = ["제 노트북은 윈도우라서 경로에 역슬래시를 써요", "참고로 스테이징 DB는 매일 밤 초기화돼요."]
NOT_BLAME = ["o build quebrou de novo, por quê?", "le build a cassé hier soir"]
KEPT += THANKS_BUT + HOW_TO_WORK + GERMAN_DONTS + BLAME_AND_CONVENTION + LACKS_THERE + KOREAN_FACTS


@pytest.mark.parametrize("prompt", KEPT)
def test_facts_of_access_names_hosts_and_places_and_how_to_work_are_kept(prompt: str) -> None:
    assert _kind(prompt) in POSITIVE


LEFT_OUT = NOT_VPN + NOT_LACKS + NOT_OLD_COPY + NOT_LANGUAGE + NOT_NAMES_AND_HOSTS + MEANT
LEFT_OUT += MOMENTS_SETTING + THANKS_ONLY + NOT_HOW_TO_WORK + NOT_GERMAN_DONTS + NOT_BLAME
LEFT_OUT += NOT_LACKS_THERE
LEFT_OUT += NOT_OTHER_PHRASINGS + NOT_WORKS_WITH + ONE_THING


@pytest.mark.parametrize("prompt", LEFT_OUT)
def test_tasks_reports_small_talk_and_which_file_was_meant_are_not(prompt: str) -> None:
    assert _kind(prompt) == "none"


@pytest.mark.parametrize(
    ("prompt", "kind"),
    [(p, "correction") for p in MEANT_CORRECTS]
    + [(p, "rule") for p in CLASS_RULES + REMINDED_HABITS]
    + [(p, "fact") for p in WORKS_WITH],
)
def test_the_kind_is_the_one_said(prompt: str, kind: str) -> None:
    assert _kind(prompt) == kind


def test_the_first_look_lets_the_new_kinds_through() -> None:
    from reflexion.correct_lang import may_hold_cue

    assert all(may_hold_cue(p) for p in KEPT)


# Review findings on the detector, each a kind: what must not be kept, and its near misses that must.
REVIEWED_NOT_KEPT = [
    # reassurances not yet and a yes to a quoted question are not kept
    "No, no te preocupes",
    "No, no necesitas hacer eso",
    "No, no tienes que hacerlo",
    "Não, não se preocupe",
    "Não, não esquenta",
    "Нет, не переживай",
    "No, no lo subas aún",
    "No, no lo borres todavía, primero haz un backup",
    "No, no hagas push hasta que pasen los tests",
    "Não, não faz push ainda",
    "No, non pushare ancora",
    "Нет, не пушь пока",
    "> Should I also update the tests?\nyes please",
    # states reports results and the immer library are not kept
    "sin cambios en el código",
    "sem erros no código",
    "geen fouten in de code",
    "pas de souci dans le code",
    "we build it with webpack but the output is empty",
    "we deploy to staging and get a 502",
    "we rebase onto main and git says there is a conflict",
    "it's undefined here.",
    "it's null here",
    "das Ergebnis liegt im Ordner output",
    "mein Bericht liegt im Ordner Dokumente",
    "install immer and refactor the cart reducer",
    "import immer in the reducer file",
    # a thing that always or never does something is a bug not a rule
    "Die App zeigt immer den alten Wert an",
    "Der Cache wird nie geleert, schau dir das mal an",
    "La app siempre muestra el valor viejo",
    "De cache wordt nooit geleegd, kijk even",
    "Le cache n'est jamais vidé",
    "O app sempre mostra o valor antigo",
    "Il cache non viene mai svuotato",
    "Кэш никогда не очищается, посмотри",
    "页面总是显示旧的值",
    "保存をクリックするといつもクラッシュする",
    "저장을 누르면 항상 앱이 죽어요",
    # a change to a named piece of the code is a task not a correction
    "use a map instead of the nested loops in dedupe()",
    "use pathlib instead of os.path in build_index.py",
    "use a set rather than a list in seen_ids",
    "refactoriza el servicio de pagos para usar async/await en vez de callbacks",
    "ersetze die Schleife durch eine Map statt der verschachtelten Loops",
    "remplace les callbacks par des promesses au lieu de setTimeout",
]
REVIEWED_KEPT = [
    # a prohibition after no and a no to a quoted command are kept
    "No, no saltes el test",
    "Não, não pula o teste",
    "No, non saltare il test",
    "Нет, не пропускай тест",
    "> npm install\nno. pnpm install.",
    "Não, não me pergunte de novo, use o docker",
    # rules habits and places beside them are kept
    "sin emojis en el código",
    "we deploy from the release branch",
    "we rebase onto main before merging",
    "it's pnpm in this repo",
    "M-Claude liegt im Ordner Dokumente",
    "immer pnpm benutzen",
    # always and never said of the work stay rules
    "Benutze immer pnpm",
    "ab jetzt bitte immer die tests laufen lassen bevor du committest",
    "Die Tests müssen immer grün sein",
    "usa siempre pnpm",
    "n'utilise jamais npm",
    "gebruik altijd pnpm",
    "никогда не пушь в main",
    "мы всегда используем pnpm",
    "总是用 pnpm",
    "항상 pnpm을 써 주세요",
    "Le code doit toujours passer le linter",
    # which tool instead of which stays a correction
    "no, use pnpm instead of npm",
    "use pnpm instead of npm",
    "we use vitest instead of jest here",
    "nein, wir nutzen pnpm statt npm im monorepo",
]


@pytest.mark.parametrize("prompt", REVIEWED_NOT_KEPT)
def test_what_reviews_found_kept_wrongly_is_not_kept(prompt: str) -> None:
    assert _kind(prompt) == "none"


@pytest.mark.parametrize("prompt", REVIEWED_KEPT)
def test_and_what_is_said_beside_it_is_still_kept(prompt: str) -> None:
    assert _kind(prompt) in POSITIVE


# An opening "actually" is an interjection: what follows is read as its own clause, as after "hmm" or "wait".
ACTUALLY = [
    "actually the timestamps are UTC, you converted them as if they were local time",
    "actually the config lives in config/settings.toml, not settings.json",
]
ACTUALLY_NOT = [
    "actually, run the tests first",
    "actually, can you also add a test?",
    "actually it works now",
    "actually never mind",
]


@pytest.mark.parametrize("prompt", ACTUALLY)
def test_what_follows_an_opening_actually_is_read_as_its_own_clause(prompt: str) -> None:
    assert _kind(prompt) == "correction"


@pytest.mark.parametrize("prompt", ACTUALLY_NOT)
def test_a_task_or_a_report_after_actually_is_none(prompt: str) -> None:
    assert _kind(prompt) == "none"


# When to be called in, "only" before the verb too; and no explanations wanted, however they are qualified.
CALLED_IN = [
    "you run the tests yourself and only ping me if something fails",
    "only tell me when the deploy breaks",
    "in general I don't need line-by-line explanations, just show me the diff",
]
NOT_CALLED_IN = [
    "the build only fails if the cache is cold",
    "I don't need the script, just tell me why it fails",
]


@pytest.mark.parametrize("prompt", CALLED_IN)
def test_when_to_be_called_in_and_no_explanations_are_preferences(prompt: str) -> None:
    assert _kind(prompt) == "preference"


@pytest.mark.parametrize("prompt", NOT_CALLED_IN)
def test_a_condition_of_the_code_or_a_question_of_why_is_none(prompt: str) -> None:
    assert _kind(prompt) == "none"


# A symptom said beside where a thing sits or what it is: a report, not a fact to keep (review M2).
SYMPTOM_BESIDE_A_FACT = [
    "the admin panel sits behind traefik and returns 502",
    "logs are written to /var/log/app but they are empty",
    "The files are saved in uploads/ but the page shows a 404",
    "sessions are kept in redis/ and get lost after restart",
    "the config is stored in config/app.yaml but changes are ignored",
    "emails go out through Postmark and bounce",
    "the frontend sits behind cloudflare which caches the old bundle",
    "staging and prod share one vault, that's the bug",
    "Die Logs werden nach /var/log/app geschrieben, aber die Datei bleibt leer",
    "Les logs sont écrits dans /var/log/app mais le fichier reste vide",
]
THE_FACT_ALONE = [
    "logs are written to /var/log/app",
    "the admin panel sits behind traefik",
    "Die Logs werden nach /var/log/app geschrieben",
]


@pytest.mark.parametrize("prompt", SYMPTOM_BESIDE_A_FACT)
def test_a_symptom_beside_a_fact_is_a_report(prompt: str) -> None:
    assert _kind(prompt) == "none"


@pytest.mark.parametrize("prompt", THE_FACT_ALONE)
def test_the_fact_without_the_symptom_is_kept(prompt: str) -> None:
    assert _kind(prompt) == "fact"


# A fact's grammar, then what happened there (review 2, H1: each was kept as a fact and told later).
FACT_THEN_EVENT = [
    "the api pods are scaled by keda and keep flapping",
    "the api pods are scaled by keda, which stopped working yesterday",
    "the www record points to the cdn, and the site is down",
    "our kafka cluster has three brokers and one is down",
    "the worker runs python 3.12 and segfaults on import",
    "the 502s come from the gateway",
    "Die Domain zeigt auf die falsche IP",
    "Le domaine pointe vers la mauvaise IP",
    "Notre cluster Kafka a trois brokers et un a planté",
    "Nuestro clúster de Kafka tiene tres brokers y uno se cayó",
    "エクスポーターはポート 9100 で待ち受けていますが、接続できません",
]
ONE_FACT = [
    "M-Claude is our repo and local folder (Documents/M-Claude)",
    "the api pods are scaled by keda",
    "our kafka cluster has three brokers",
]


@pytest.mark.parametrize("prompt", FACT_THEN_EVENT)
def test_a_fact_then_what_happened_there_is_no_fact(prompt: str) -> None:
    assert _kind(prompt) == "none"


@pytest.mark.parametrize("prompt", ONE_FACT)
def test_a_fact_that_says_one_thing_is_kept(prompt: str) -> None:
    assert _kind(prompt) == "fact"


@pytest.mark.parametrize(
    "prompt",
    [
        "if logs are written to /var/log/app, rotate them",
        "wenn die Logs nach /var/log/app geschrieben werden, rotiere sie",
    ],
)
def test_a_fact_said_as_a_condition_is_no_fact(prompt: str) -> None:
    assert _kind(prompt) == "none"


@pytest.mark.parametrize(
    "prompt",
    [
        "Kurz zur Lage: die Pods werden von KEDA skaliert, aber sie skalieren nie runter",
        "Ter info: de pods worden door KEDA geschaald, maar ze schalen nooit af",
    ],
)
def test_never_said_of_they_after_a_contrast_is_a_symptom_not_a_rule(prompt: str) -> None:
    """Review 2: 'nie' / 'nooit' in what the pods do made a rule of a report (English already said none)."""
    assert _kind(prompt) == "none"


def test_a_marked_fact_alone_is_still_a_fact() -> None:
    assert _kind("Ter info: de pods worden door KEDA geschaald") == "fact"
