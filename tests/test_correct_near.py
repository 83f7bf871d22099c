"""Kinds of correction and of non-correction that differ by a word or two (issue 15's fifth part): what must
be caught beside its near misses, in several languages (examples written for these tests)."""

from __future__ import annotations

import pytest

from reflexion.correct import detect_correction

POSITIVE = ("correction", "rule", "preference", "fact")


def _kind(prompt: str) -> str:
    found = detect_correction(prompt)
    return found.kind if found else "none"


# What a check or a test is to hold of a thing of the code: a spec of the code, not a rule for the agent.
CODE_SPECS = [
    "Ajoute un test qui vérifie que le port n'est jamais 0.",
    "Ajoute une vérification que la liste est toujours triée.",
    "Assure-toi que le timeout ne soit jamais négatif.",
    "Añade una comprobación de que el puerto nunca sea 0.",
    "Escribe un test que compruebe que la lista siempre está ordenada.",
    "Adiciona uma verificação de que a porta nunca é 0.",
    "Garante que o timeout nunca fique negativo.",
    "Voeg een check toe dat de poort nooit 0 is.",
    "Schrijf een test die controleert dat de lijst altijd gesorteerd is.",
    "Aggiungi un controllo che la porta non sia mai 0.",
    "Assicurati che il timeout non sia mai negativo.",
    "Füge eine Prüfung hinzu, dass der Port nie 0 ist.",
    "Добавь проверку, что порт никогда не равен 0.",
    "Напиши тест, что список всегда отсортирован.",
    "加一个检查，确保端口永远不是 0。",
    "写个测试，验证列表总是有序的。",
    "ポートが絶対に 0 にならないことを確認するテストを追加して。",
    "リストが常にソートされていることをチェックして。",
    "리스트가 항상 정렬되어 있는지 확인하는 테스트를 써 주세요.",
    "add a check that the port is never 0",
    "the function should never return None, fix it",
    "the CI job should always run on push to main, update the workflow",
]
# ...and the same words said of the agent (a person after "that"), or of its process (before a commit).
HABITS_IN_SPEC_WORDS = [
    "Je t'ai dit que tu ne dois jamais pousser sur main.",
    "Ik heb toch gezegd dat je nooit naar main mag pushen.",
    "Ti ho detto che non devi mai fare push su main.",
    "Я же говорил, что ты никогда не должен пушить в main.",
    "Ich hab dir doch gesagt, dass du nie direkt auf main pushen sollst.",
    "Vérifie que les tests passent toujours avant de push.",
    "Zorg dat je altijd de tests draait voor je commit.",
    "Zorg ervoor dat je altijd de tests draait.",
    "Sorg dafür, dass du immer die Tests laufen lässt.",
    "you should never push to main directly",
    "make sure you always run the formatter before committing",
]


# A task, then how not to do it: a limit of this piece of work, not a habit to keep (one-offs).
TASK_LIMITS = [
    "fix the flaky test in test_sync.py, dont just skip it",
    "bump deps, run tests, don't push",
    "update the readme, don't touch the changelog",
    "clean up the imports, don't reformat the whole file",
    "add pagination to the list endpoint, but don't break the existing clients",
    "deploy to staging, not prod",
    "don't touch the tests in this PR, only the code",
    "Aktualisiere die Abhängigkeiten, aber nicht pushen.",
    "Mets à jour les dépendances, ne pousse pas.",
    "Arregla el test, no lo saltes.",
    "Atualiza as dependências e não faz push.",
    "Fix de test, niet gewoon overslaan.",
    "Sistema il test, non saltarlo.",
    "Обнови зависимости, но не пушь.",
    "修一下这个测试，别直接跳过。",
    "テストを直して、スキップしないで。",
    "의존성 업데이트하고 push는 하지 마세요.",
]
# ...and a limit that is more than the task's: said always or never, of the project, after what the agent
# did, or of who does the work; or a "no" to what the agent did, in the imperative.
LIMITS_THAT_STAND = [
    "no, don't skip it, fix the test",
    "you skipped the test again. don't do that, fix it",
    "fix the import, and don't ever use relative imports",
    "fix the lint errors, don't add noqa comments in this codebase",
    "run the commands yourself, don't hand them to me",
    "don't skip tests to make CI green",
    "Repariere den Test, aber überspring nie Tests.",
    "Corrige le test, et ne le saute jamais.",
    "Nein, überspring den Test nicht, reparier ihn.",
    "No, no saltes el test, arréglalo.",
    "Não, não pula o teste, conserta ele.",
    "No, non saltare il test, sistemalo.",
    "Нет, не пропускай тест, почини его.",
    "不对，别跳过测试，把它修好。",
]
NO_THANKS = ["No, gracias", "não, não precisa", "Nein, ich brauche das nicht", "No, no hace falta."]


# What the agent may not touch or reach, in any language: a fact of access to keep.
ACCESS = [
    "the staging db is read only for you, use the local one for experiments",
    "you don't have write access to the infra repo, send me the patch instead",
    "you only have read access to the prod db",
    "the prod bucket is off limits for you",
    "you can't ssh into prod, only staging",
    "Du hast keinen Schreibzugriff auf die Prod-DB.",
    "Die Prod-Datenbank ist für dich nur lesbar.",
    "Tu n'as pas les droits d'écriture sur la base de prod.",
    "No tienes permisos de escritura en la base de producción.",
    "Você não tem acesso de escrita no banco de produção.",
    "Je hebt geen schrijfrechten op de productiedatabase.",
    "Non hai accesso in scrittura al database di produzione.",
    "У тебя нет прав на запись в прод базу.",
    "你没有生产数据库的写权限。",
    "本番 DB への書き込み権限はありません。",
    "프로덕션 DB에는 쓰기 권한이 없어요.",
]
NOT_ACCESS = [
    "I don't have write access to the repo, can you check why?",
    "the file is read-only, chmod it",
    "make the prod db read-only for everyone",
    "add a read-only mode to the settings page",
    "why don't you have access to the bucket?",
    "you don't have access to the logs yet, I'll add you",
    "you can't push because CI is failing, fix the test",
    "Ich habe keinen Zugriff auf das Repo, kannst du nachsehen?",
    "Rends le fichier en lecture seule pour les invités.",
    "the cert is self-signed, add it to the trust store",
    "list what is in ~/Documents",  # a listing asked for, not where a thing is kept
    "show me which service is on 10.0.0.5:8080",
]
# Who does which part of the work, and when the agent is to ask.
WHO_DOES_IT = [
    "leave the commits to me",
    "let me handle the deploys",
    "Du führst es aus und fragst mich, wenn nötig.",
    "Roda você e me pergunta quando precisar.",
    "Voer het zelf uit en vraag het me als het nodig is.",
    "你来跑，需要的时候问我。",
    "実行はあなたがやって、必要なら聞いてください。",
]
NOT_WHO_DOES_IT = ["let me check", "leave it to me", "let me handle the deploys later", "let me know"]


# What the machine lacks or runs, which copy is the real one, and a value of the project's in any language.
MACHINE_AND_VALUES = [
    "this laptop has no GPU, so skip the cuda stuff",
    "python here is python3, there is no python binary",
    "we're on postgres 15",
    "Cette machine n'a pas de GPU.",
    "Esta máquina no tiene GPU.",
    "Essa máquina não tem GPU.",
    "Dieser Rechner hat keine GPU.",
    "Deze machine heeft geen GPU.",
    "Questa macchina non ha la GPU.",
    "На этой машине нет GPU.",
    "这台机器没有 GPU。",
    "このマシンには GPU がありません。",
    "이 노트북에는 GPU가 없어요.",
    "thats the old repo. the real one is ~/code/billing-v2",
    "the real one is ~/code/billing-v2",
    "Das ist das alte Repo, das richtige ist ~/code/billing-v2.",
    "那是旧仓库，真正的在 ~/code/billing-v2。",
    "Der Port ist 8080.",
    "Le port c'est 8080.",
    "El puerto es 8080.",
    "A porta é 8080.",
    "De poort is 8080.",
    "La porta è 8080.",
    "端口是 8080。",
    "ポートは 8080 です。",
    "포트는 8080이에요.",
    "Порт у нас 8080.",
    "the main branch is trunk",
    "our default branch is develop, not main",
]
NOT_MACHINE_AND_VALUES = [
    "the server has no disk space left",
    "this laptop has no battery left, hurry",
    "we're on step 3",
    "I'm on page 2 of the docs",
    "python here is weird",
    "the real problem is in src/parse.py",
    "Das Ergebnis ist 42.",
    "Der Exit-Code ist 1.",
    "La salida es 0.",
    "结果是 42。",
    "エラーは 404 です。",
    "결과는 42예요.",
    "Setz den Port auf 8080.",
    # one piece of work's value: a ticket, a PR, a commit, the branch of the day, a deadline, an answer
    "the ticket is JIRA-123, take a look",
    "my PR is #88, can you rebase it",
    "the commit is abc1234, cherry-pick it onto release",
    "the branch is feature/login-fix, check it out",
    "the answer is 42",
    "the deadline is friday",
    "Das Ticket ist JIRA-123, schau es dir an.",
    "Le ticket c'est JIRA-123, regarde-le.",
    "El ticket es JIRA-123, échale un vistazo.",
    "工单是 JIRA-123，看一下。",
    "チケットは JIRA-123 です。見てください。",
    "티켓은 JIRA-123이에요. 확인해 주세요.",
]


# A value, then the task of changing it: the state the work starts from, not a fact to keep.
VALUE_THEN_CHANGE = [
    "the version is 2.3.1, bump it to 2.4.0 and update the changelog",
    "the limit is 100 per page, make it 50",
    "the timeout is 30s which is too short, raise it to 60",
    "the file is 3 MB, compress it",
    "Die Version ist 2.3.1, erhöh sie auf 2.4.0.",
    "Das Limit ist 100, mach 50 draus.",
    "Die Ausgabe liegt in ~/Downloads/out.csv, fass sie zusammen.",
    "La limite est 100, mets 50.",
    "El límite es 100, ponlo en 50.",
    "A versão é 2.3.1, sobe pra 2.4.0.",
    "De versie is 2.3.1, verhoog naar 2.4.0.",
    "Il limite è 100, mettilo a 50.",
    "限制是 100，改成 50。",
    "バージョンは 2.3.1 です。2.4.0 に上げてください。",
    "버전은 2.3.1이에요. 2.4.0으로 올려 주세요.",
    "Der Server hat keinen Speicherplatz mehr.",
]
# ...but what follows from a fact ("so …"), and a value set against the agent's ("not 3000") stay.
VALUE_THAT_STAYS = [
    "heads up: our CI runners are arm64, so update any binary download to aarch64",
    "the port is 8080, not 3000, fix the config",
    "Der Port ist 8080.",
]


# A thing of the code that always or never does something, said in a relative clause; a reminder for this
# release; a list of steps; an experiment: none of them a habit.
RELATIVE_SPECS_AND_STEPS = [
    "Schreib eine Funktion, die nie eine Exception wirft.",
    "Напиши функцию, которая никогда не бросает исключений.",
    "写一个永远不抛异常的函数。",
    "絶対に例外を投げない関数を書いて。",
    "절대 예외를 던지지 않는 함수를 작성해 줘.",
    "Vergiss nicht, das Changelog für dieses Release zu aktualisieren.",
    "steps: build, test, don't deploy",
    "try using pnpm instead of npm and see if it's faster",
]
# ...and habits in the same words: said of the agent, or of every release.
HABITS_NEAR_THEM = [
    "Ich hab dir gesagt, du sollst nie direkt auf main pushen.",
    "Никогда не пушь в main напрямую, который раз говорю.",
    "永远不要直接推到 main。",
    "Vergiss nicht, bei jedem Release das Changelog zu aktualisieren.",
    "use pnpm instead of npm",
]


# Terse facts of the machines in a real session's style, and a task asked once more.
TERSE_FACTS = [
    "use the M-Claude repo in Documents, not the one on the desktop",
    "slate's ip is 192.168.8.1",
    "the backup drive is mounted at /mnt/backup",
    "I have a yubikey for ssh, you can't use my key",
]
NOT_TERSE_FACTS = [
    "run the audit again",
    "check the logs again",
    "No, run it again",
    "the test's exit code is 1",
    "mount the drive at /mnt/backup",
    "what's slate's ip?",
]
STILL_AGAIN = ["you used print again", "don't do that again", "stop adding emojis again"]


# A secret's value, stated in any language: never kept, whatever the redactor knows of that language.
SECRET_VALUES = [
    "the wifi password is Tr0ub4dor3x",
    "Das Passwort ist hunter2",
    "Le mot de passe est hunter22",
    "La contraseña es hunter22",
    "A senha é hunter22",
    "Het wachtwoord is hunter22",
    "La password è hunter22",
    "パスワードは hunter22 です",
    "密码是 abc12345",
    "비밀번호는 hunter22이에요",
    "Пароль: hunter22",
    "slate's password is hunter22",
    "my pin is 4821",
    "the DB_PASSWORD is hunter22",
    "no, the password is hunter22, not hunter21",
    # said without "is": the value further on in its sentence, before the word, or as a login's pair
    "use login bob and password b0bsecret for the staging admin, always",
    "no, the db password changed, it's Secreta99 now - use PGPASSWORD",
    "no, use passphrase \"blue-falcon-rides-north\" for the key",
    "always use swordfish2 as the password for the test db",
    "no, it's admin/admin123 on the staging box, use that",
    "on this machine sudo wants Kx7pLm29qq, always pipe it with echo to sudo -S",
    "нет, пароль от сервера qwerty12345, всегда используй его",
    "nie, hasło do bazy to Tajne6677, zawsze go używaj",
    # how to sign in, with the password (red team 2)
    "always sign in to jenkins as ci-bot using Tr4inSpotting",
    "always log in to grafana as deploy with Xk29pass",
    "always log in to staging-db as migrator with Blueberry99",
    "use sa / Passw0rd! for the local sql server, always",
    "from now on ssh into the bastion as ops, the passphrase being lemonade",
    "always run psql with PGPASSWORD=Blueberry before it",
    "fyi the redis auth string is Kredis337x, always use it",  # review 4
    "from now on use Kgraf7x as the grafana admin login",
    "always connect to prod db as app:Kapp97x",
    # a password's word in any form of secret_words' vocabulary (the veto had its own list without these)
    "a palavra-passe da base é Tajne6677, usa sempre essa",
    "de wachtwoorden voor staging: Geheim7788",
    "el contrasena del servidor es qwerty12345",
]
# ...but where a secret is kept, and a rule about secrets, are kept.
ABOUT_SECRETS = [
    "the db password is in ~/.pgpass",
    "the API key is in the keychain, stop asking for it",
    "never commit tokens",
    "keys go in vault, never in the repo",
    "set API_TOKEN in .env, never commit it",
    "the password manager is 1password, use the op cli",
    "the password is in 1password, not in the .env",
    "always hash the password in `auth.py` with bcrypt",
    "never log the password field",
    "we use node18 for the ci image, always",
    # technical terms shaped like a password beside a password's word (review 3: these were lost)
    "Always hash passwords with argon2id, never md5.",
    "No, we sign tokens with hs256, not rs256.",
    "use python3 for the token script, always",
]
# An operation on the machine is a task, however much it says about the machine: never a fact to keep.
MACHINE_TASKS = [
    "drop the users table on this machine, we need a clean slate",
    "run the migrations on this server",
    "rm -rf the dist folder on this box then rebuild",
    "restart nginx on this box please",
    "on this machine, wipe all docker volumes",  # the place in a clause of its own (red team 2)
    "on my laptop kill whatever is on port 8080",
    "on this machine run rm -rf /var/lib/postgres/data and reinit",
]
# ...but a statement that opens with a noun that is also a verb is a fact (review 3)
NOUN_FACTS = ["Test fixtures are in tests/fixtures/", "Backup files are in /var/backups/app"]


# What the app shows in place of what it should, in any language: a bug to report, whatever its contrast; a
# thing said to be wrong and then its value is a correction, then "fix it" a report.
APP_BUGS = [
    "the login button is blue instead of green on mobile",
    "dates render as mm/dd instead of dd/mm in the invoice pdf",
    "Der Button ist blau statt grün auf dem Handy.",
    "Le bouton est bleu au lieu de vert sur mobile.",
    "El botón sale azul en vez de verde en el móvil.",
    "O botão aparece azul em vez de verde no celular.",
    "De knop is blauw in plaats van groen op mobiel.",
    "Кнопка синяя вместо зелёной на телефоне.",
    "图表显示的月份不对，修一下。",
    "按钮在手机上是蓝色而不是绿色。",
    "グラフの月が間違っています、直してください。",
    "ボタンがスマホだと緑じゃなくて青になってる。",
    "버튼이 모바일에서 초록색이 아니라 파란색으로 나와요.",
    "the port is wrong, fix it",
]
WRONG_THEN_VALUE = [
    "the port is wrong, it's 8080",
    "端口不对，是 8080。",
    "ポートが間違っています、8080 です。",
    "不对，测试在 tests/unit 里",
    "你又错了，用 pnpm",
]

# A standing rule said of a whole class, or of one thing used everywhere, in any phrasing; beside tasks that
# do one thing everywhere now, and domain objects' specs.
CLASS_AND_EVERYWHERE = [
    "Please use type hints everywhere.",
    "I want all new code in TypeScript.",
    "Our convention: snake_case for file names.",
    "I'd like you to always explain your plan before coding.",
    "All new endpoints need auth.",
    "Every PR must include tests.",
    "Use absolute imports only.",
    "Gebruik overal enkele aanhalingstekens.",
    "代码里统一用单引号。",
    "Nada de dependencias nuevas sin preguntarme.",
    "Geen nieuwe dependencies zonder het te vragen.",
    "Niente nuove dipendenze senza chiedermelo.",
    "Без моего согласия новые зависимости не добавляй.",
]
CLASS_AND_EVERYWHERE += [
    "keep PRs small",
    "commit messages in imperative mood please",
    "ask before you install anything globally",
    "no trailing summaries in your replies",
    "M-Claude is under Documents",
    "the project lives in my Documents folder",
]
NOT_CLASS_AND_EVERYWHERE = [
    "keep the diff small",
    "ask the api before caching",
    "fix the typo in your answer",
    "you had a typo in your messages yesterday, fix the commit",
    "everything is in the src folder",
    "the bug is in the parser directory",
    "the report is in my Downloads folder, summarise it",
    "rename the helper everywhere",
    "use the new logger everywhere in this PR",
    "use the new Button component everywhere",
    "all endpoints need fixing",
    "all users need an email",
    "every request must include a token",
    "use port 8081 only for the demo",
    "这次统一用 UTC",
    "Benenne die Funktion überall um.",
]

# "You took the wrong one", "that's not how we run it", in each language; the user's own slip is none.
WRONG_ONE = [
    "Das war der falsche Befehl, wir bauen mit make build.",
    "So nicht – Umgebungsvariablen kommen aus .env.local.",
    "Tu t'es trompé de fichier, c'est src/app.ts.",
    "C'est pas comme ça qu'on lance les tests, c'est make test.",
    "No, te equivocaste de archivo, es src/app.ts.",
    "Zo draai je de tests niet, het is make test.",
    "Non si lanciano così i test, si usa make test.",
    "Нет, ты поменял не тот файл, нужен src/app.ts.",
    "Без sudo, мы ставим через pipx.",
    "你改错文件了，应该是 src/app.ts。",
    "测试不是这么跑的，用 make test。",
    "파일을 잘못 고치셨어요. src/app.ts예요.",
]
OWN_SLIP = ["я открыл не тот файл, извини", "제가 잘못 했어요", "Zo niet, dan stoppen we.", "帮我改错误"]

# A correction in the middle of a longer message, after a thank-you and before the next task.
IN_PASSING = [
    "great, the audit ran. one thing: prompt me for sudo next time instead of failing. now the firewall",
    "thanks. for future reference the router admin page is at 192.168.8.1 and the user is root",
    "nice. also fyi I use fish not bash, so write the aliases for fish",
    "ok that worked. btw the nas is zima, not legion. next set up the backup job",
]
NOT_IN_PASSING = [
    "ok that worked. next set up the backup job and then check the firewall logs",
    "that fixed it, but the tests are still slow, any idea why?",
    "hmm it still fails with the same error. try a different approach, maybe use rsync",
]

# A result measured or returned holds for the moment: no fact, in any language.
MEASURED = [
    "Der Exitcode ist 137.",
    "El código de salida es 137.",
    "O código de saída é 137.",
    "De exitcode is 137.",
    "Il codice di uscita è 137.",
    "Le temps de build est 4m12s.",
    "the coverage is 71%",
    "the p95 latency is 850ms",
    "Der Speicherverbrauch ist 2.1GB.",
    "Die Datei ist 2MB.",
    "覆盖率是 71%。",
    "カバレッジは 71% です。",
]

# Questions typed without their "?": asked, not told.
UNMARKED_QUESTIONS = [
    "Sollten wir immer die Versionen pinnen",
    "Ist es besser pnpm statt npm zu nehmen",
    "Est-ce qu'on devrait toujours épingler les versions",
    "Vaut-il mieux utiliser pnpm au lieu de npm",
    "Será que é melhor usar pnpm em vez de npm",
    "Moeten we altijd de versies vastzetten",
    "Is het beter om pnpm in plaats van npm te gebruiken",
    "Стоит ли всегда фиксировать версии",
    "我们是不是应该总是锁定版本",
    "用 pnpm 而不是 npm 会不会更好",
    "バージョンは常に固定したほうがいいですかね",
    "npm じゃなくて pnpm を使ったほうがいいかな",
    "버전은 항상 고정하는 게 좋을까요",
    "npm 말고 pnpm 쓰는 게 나을까",
]

# Typed in a hurry: no apostrophes, "u" for "you".
SLOPPY = [
    "thats wrong",
    "ur using the wrong port",
    "u forgot to activate the venv",
    "i told u to use pnpm",
    "pls always run the linter b4 committing",
    "u dont have sudo on slate",
    "youre on the wrong machine",
]
NOT_SLOPPY = [
    "u there?",
    "ok thx",
    "nvm figured it out",
    "idk why its slow, can u check",
    "its value is odd, fix it",
]

# Who runs it, and when to call the user, in each language (a delegation preference); a call when the work is
# done is the moment's.
DELEGATION = [
    "Du darfst Befehle selbst ausführen, frag nur vor dem Löschen.",
    "Ejecútalo tú y avísame si necesitas algo.",
    "Pídeme sudo cuando lo necesites.",
    "Executa você mesmo e me chama se precisar.",
    "Me pede o sudo quando precisar.",
    "Vraag mij om sudo als je het nodig hebt.",
    "你自己跑，需要的时候叫我。",
    "需要 sudo 的时候问我。",
    "sudo が必要なときは言ってください。",
    "직접 실행하고 필요하면 불러 주세요.",
    "sudo 필요하면 말해 주세요.",
]
NOT_DELEGATION = [
    "avísame cuando termines",
    "me avisa quando terminar",
    "必要なら直して",
    "필요하면 고쳐 주세요",
]

# Where a thing is kept, a named folder in each language; not a report or a download.
NAMED_FOLDERS = [
    "M-Claude liegt im Ordner Dokumente.",
    "Das Repo ist im Dokumente-Ordner.",
    "M-Claude est dans le dossier Documents.",
    "M-Claude está en la carpeta Documentos.",
    "O M-Claude fica na pasta Documentos.",
    "M-Claude staat in de map Documenten.",
    "M-Claude è nella cartella Documenti.",
    "M-Claude лежит в папке Документы.",
    "M-Claude 在文档文件夹里。",
    "M-Claude は書類フォルダにあります。",
    "M-Claude는 문서 폴더에 있어요.",
]
NOT_NAMED_FOLDERS = [
    "Die Datei liegt im Downloads-Ordner, lies sie.",
    "Le rapport est dans le dossier Téléchargements, résume-le.",
    "El error está en la carpeta src, arréglalo.",
    "报告在下载文件夹里，总结一下。",
    "에러는 src 폴더에 있어요, 고쳐 주세요.",
]

# Two machines (or repos, accounts) that are not one, in each language; not a task on two others.
SEPARATE = [
    "legion-windows und legion-cachy sind zwei verschiedene Rechner.",
    "legion-windows et legion-cachy sont deux machines différentes.",
    "legion-windows y legion-cachy son dos máquinas distintas.",
    "legion-windows e legion-cachy são máquinas diferentes.",
    "legion-windows en legion-cachy zijn twee verschillende machines.",
    "legion-windows e legion-cachy sono due macchine diverse.",
    "legion-windows и legion-cachy — это разные машины.",
    "legion-windows 和 legion-cachy 是两台不同的机器。",
    "legion-windows と legion-cachy は別のマシンです。",
    "legion-windows랑 legion-cachy는 서로 다른 머신이에요.",
]
NOT_SEPARATE = [
    "refactor the cart reducer to use immer",  # the library, not German "immer"
    "i know the version is 2.1",  # English "i", not the Italian article
    "a timeout is 30",
    "the map should center on the origin (0,0) by default",  # what the code does unless told otherwise
    "다른 서버에 배포해 주세요",
    "別のサーバーにデプロイして",
    "usa dos máquinas distintas para la prueba",
]

# A class of work products' language, and what none of them holds, in each language; not one commit's.
CLASS_CONVENTIONS = [
    "Commit-Nachrichten bitte auf Englisch.",
    "Les messages de commit en anglais, s'il te plaît.",
    "Los mensajes de commit en inglés, por favor.",
    "Mensagens de commit em inglês, por favor.",
    "Commitberichten graag in het Engels.",
    "I messaggi di commit in inglese, per favore.",
    "提交信息用英文写。",
    "コミットメッセージは英語でお願いします。",
    "커밋 메시지는 영어로 써 주세요.",
    "Pas d'emojis dans les messages de commit.",
    "Nada de emojis en los mensajes de commit.",
    "Sem emojis nas mensagens de commit.",
    "Geen emoji's in commitberichten.",
    "Niente emoji nei messaggi di commit.",
    "Никаких эмодзи в сообщениях коммитов.",
    "提交信息里不要用表情符号。",
]
CLASS_CONVENTIONS += [
    "we deploy from the release branch",
    "we squash-merge everything",
    "we store sessions in redis",
    "it's pnpm in this repo",
]
NOT_CLASS_CONVENTIONS = [
    "we deploy tomorrow",
    "we merge this after review",
    "we need to deploy the fix",
    "it's broken here",
    "it's fine in this repo",
    "Schreib die Commit-Nachricht für diesen Fix auf Englisch.",
    "Escribe el mensaje de este commit en inglés.",
    "这个提交的信息用英文写。",
    "Sem pressa no código",
]


KEPT = HABITS_IN_SPEC_WORDS + LIMITS_THAT_STAND + ACCESS + WHO_DOES_IT + MACHINE_AND_VALUES + VALUE_THAT_STAYS
KEPT += HABITS_NEAR_THEM + TERSE_FACTS + STILL_AGAIN + ABOUT_SECRETS + WRONG_THEN_VALUE
KEPT += CLASS_AND_EVERYWHERE + WRONG_ONE + IN_PASSING + SLOPPY + DELEGATION
KEPT += NAMED_FOLDERS + SEPARATE + CLASS_CONVENTIONS
LEFT_OUT = CODE_SPECS + TASK_LIMITS + NO_THANKS + NOT_ACCESS + NOT_WHO_DOES_IT + NOT_MACHINE_AND_VALUES
LEFT_OUT += VALUE_THEN_CHANGE + RELATIVE_SPECS_AND_STEPS + NOT_TERSE_FACTS + APP_BUGS
LEFT_OUT += NOT_CLASS_AND_EVERYWHERE + OWN_SLIP + NOT_IN_PASSING + MEASURED
LEFT_OUT += UNMARKED_QUESTIONS + NOT_SLOPPY + NOT_DELEGATION + NOT_NAMED_FOLDERS
LEFT_OUT += NOT_SEPARATE + NOT_CLASS_CONVENTIONS


@pytest.mark.parametrize("prompt", KEPT)
def test_each_kind_is_kept_beside_its_near_miss(prompt: str) -> None:
    assert _kind(prompt) in POSITIVE


@pytest.mark.parametrize("prompt", LEFT_OUT)
def test_each_near_miss_is_left_out(prompt: str) -> None:
    assert _kind(prompt) == "none"


@pytest.mark.parametrize("prompt", SECRET_VALUES)
def test_a_secret_s_value_is_never_kept(prompt: str) -> None:
    from reflexion.correct import states_a_secret
    from reflexion.redact import redact

    assert _kind(redact(prompt)) == "none"
    assert _kind(prompt) == "none"  # whatever the redactor leaves of it
    assert states_a_secret(prompt)


def test_the_veto_knows_every_password_word_of_the_redactor() -> None:
    """One vocabulary: each of secret_words' password words, in each of its forms, with a value after it."""
    from reflexion.correct import states_a_secret
    from reflexion.secret_words import PASSWORD_INFLECTIONS, PASSWORD_WORDS

    missed = [w for w in (*PASSWORD_WORDS, *PASSWORD_INFLECTIONS) if not states_a_secret(f"{w} Tajne6677")]
    assert missed == []


@pytest.mark.parametrize("prompt", ABOUT_SECRETS)
def test_where_a_secret_is_kept_states_none(prompt: str) -> None:
    from reflexion.correct import states_a_secret

    assert not states_a_secret(prompt)


@pytest.mark.parametrize("prompt", MACHINE_TASKS)
def test_an_operation_on_the_machine_is_no_fact(prompt: str) -> None:
    assert _kind(prompt) == "none"


@pytest.mark.parametrize("prompt", NOUN_FACTS)
def test_a_statement_that_opens_with_a_noun_is_a_fact(prompt: str) -> None:
    assert _kind(prompt) == "fact"


@pytest.mark.parametrize("reply", ["use admin/admin123", "password is Hunter22x", "try root/Tr0ub4dor3"])
def test_a_short_reply_that_hands_over_a_secret_is_no_fix(reply: str) -> None:
    from reflexion.correct_reply import detect_reply

    assert detect_reply(reply) is None


def test_every_cue_compiles() -> None:
    """A cue that does not compile makes the detector answer "no correction" for every prompt that reaches
    it (it never raises): each table's regexes compile, the phrasing tables' with their flags."""
    from reflexion import correct_lang, correct_more
    from reflexion.correct import cue_regex

    count = 0
    for module in (correct_lang, correct_more):
        for table in vars(module).values():
            if (
                isinstance(table, tuple)
                and table
                and all(isinstance(cue, tuple) and len(cue) >= 2 and isinstance(cue[1], str) for cue in table)
            ):
                for cue in table:
                    cue_regex(cue[1])
                    count += 1
    assert count > 400
