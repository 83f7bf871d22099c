"""Pure: whether a prompt says to run, build or test something — one list of the verbs of running, in the
languages developers write in, read by every judgement of what a prompt asks."""

from __future__ import annotations

# Words of running or checking something: "…and make sure it builds", "then run the tests", "deploy it",
# "starte den Server", "inicia el servidor", "запусти тесты". Not words with a second sense as a thing of the
# code or a page ("pull request", "release notes", "upgrade banner", "fix"): those say to run something
# only where they open a clause (says_to_run's `also`).
_RUN_WORDS = """run runs rerun build builds rebuild compile compiles test tests install installs reinstall
    deploy deploys start starts restart restarts launch launches execute exec serve migrate push pushes apply
    commit merge rebase lint typecheck type-check type-checks pass passes green works publish
    ausführen führe starte starten baue bauen kompiliere kompilieren teste testen installiere installieren
    deploye deployen lance lancer lancez exécute exécuter construis construire compiler tester installe
    installer déploie déployer démarre démarrer ejecuta ejecutar corre correr compila compilar construye
    construir instala instalar despliega desplegar inicia iniciar arranca arrancar lanza lanzar executa
    executar roda rodar implanta implantar testar draai draaien bouw bouwen compileer compileren
    installeer installeren esegui eseguire lancia lanciare avvia avviare compilare installa installare
    запусти запустить собери собрать скомпилируй установи установить протестируй задеплой разверни"""
RUNS = frozenset(_RUN_WORDS.split())
# the same verbs in the languages written without spaces: looked for inside a word
_RUNS_CJK = (
    "运行", "执行", "编译", "构建", "安装", "部署", "启动", "实行", "実行", "ビルド", "インストール",
    "デプロイ", "起動", "실행", "빌드", "설치", "배포",
)  # fmt: skip
# what may open a clause that says to run something: "document the flags, then run the tests"
CLAUSE_OPENERS = frozenset(("and", "then", "also", "please", "pls", "&&", "afterwards", "after", "before"))


def names_a_run(words: list[str]) -> bool:
    """Whether a prompt's words (lower-case, stripped) say to run, build or test something."""
    return not RUNS.isdisjoint(words) or any(
        run in word for word in words if not word.isascii() for run in _RUNS_CJK
    )


def says_to_run(tokens: list[str], also: frozenset[str] = frozenset()) -> bool:
    """Whether a verb of running (or one of `also`) opens a clause: the prompt, or what follows "and",
    "then" or a comma ("document the flags, then run the tests") — not "the rounding fix", "before anyone
    runs it"."""
    for i, token in enumerate(tokens):
        word = token.strip(":,.!?;()`'\"")
        if word not in RUNS and word not in also:
            continue
        before = tokens[i - 1] if i else ""
        if not before or before in CLAUSE_OPENERS or before[-1] in ",;.:?!":
            return True
    return False


# "…, don't run it", "dont run them yet, ill do it after lunch", "nicht ausführen": the work is words or a
# file that someone runs later. An English negation opens its clause ("the tests don't run" reports a
# failure); in the others the verb's form is the command's (infinitive, imperative), not a report's.
_DONT = frozenset(("don't", "dont", "don’t", "never"))
_NEGATIONS = frozenset(("nicht", "niet", "non", "не"))
_NEGATED = 3  # the words after a negation its verb may be among ("don't ever run", "nicht gleich ausführen")


def declines_to_run(tokens: list[str]) -> bool:
    """Whether the prompt (its tokens, lower-case) says outright not to run something: a verb of running
    closely after a negation that is a command."""
    words = [t.strip(":,.!?;()`'\"") for t in tokens]
    if _NEGATIONS.isdisjoint(words) and _DONT.isdisjoint(words) and "do" not in words:
        return False  # no negation: the run words are not read
    for i, word in enumerate(words):
        if word == "do" and words[i + 1 : i + 2] == ["not"]:
            word = "don't"
        before = tokens[i - 1] if i else ""
        command = word in _NEGATIONS or (
            word in _DONT
            and (not before or before in CLAUSE_OPENERS or before in ("but", "just") or before[-1] in ",;.:")
        )
        if command and names_a_run(words[i + 1 : i + 1 + _NEGATED]):
            return True
    return False
