"""bearing: a past failure and a prompt that asks for a change to the code."""

from __future__ import annotations

import pytest

from reflexion.bearing import another_job, bears_on_a_change, changing_verb, jobs, only_where
from reflexion.keywords import terms


@pytest.mark.parametrize(
    ("prompt", "verb"),
    [
        ("add a health check endpoint to the orders api", "add"),
        ("please implement retries in the notifier", "implement"),
        ("can you add a coupon field", "add"),
        ("add a coupon field and run the tests", ""),  # runs something too
        ("make the scripts executable", ""),  # as often something to run
        ("set up node_modules for shop-web", ""),
        ("switch to the payments branch", ""),
        ("remove all the old .log files in logs/", ""),  # work on files: a command to run
        ("create the release folder under /opt/shop", ""),
    ],
)
def test_the_verb_of_a_change_to_the_code(prompt: str, verb: str) -> None:
    assert changing_verb(prompt) == verb


JAVA = {
    "type": "error",
    "context": "java -cp target/classes com.acme.billing.App",
    "trigger": "Error: Could not find or load main class com.acme.billing.App",
    "description": "Run the billing app",
}
HOST = {
    "type": "error",
    "context": "curl -sS https://api.staging.acme.internal/health",
    "trigger": "curl: (6) Could not resolve host: api.staging.acme.internal",
    "description": "Check staging health",
}


def test_a_failure_bears_on_a_change_that_names_what_it_names() -> None:
    assert bears_on_a_change(JAVA, terms("add a --verbose flag to the billing App class"), "add")
    assert not bears_on_a_change(HOST, terms("add a health endpoint to the staging api"), "add")
    assert bears_on_a_change(HOST, terms("check the staging health again"), "check")  # its own verb
    correction = {"type": "correction", "trigger": "use pnpm", "resolution": "Use pnpm."}
    assert bears_on_a_change(correction, terms("add a coupon field"), "add")  # the user's word


MERGE = {
    "type": "error",
    "context": "git merge feature/pricing",
    "trigger": "CONFLICT (content): Merge conflict in orders/pricing.py",
    "description": "Merge the pricing branch",
}
PLAN = {"type": "error", "context": "cd infra && terraform plan", "trigger": "Error: Inconsistent lock file"}


@pytest.mark.parametrize(
    ("item", "prompt", "other"),
    [
        (MERGE, "who last touched the tax line in orders/pricing.py? git blame it", True),
        (MERGE, "git config pull.rebase true for this repo only", True),
        (MERGE, "mostra o git log da branch feature/pricing dos últimos 5 dias", True),
        (PLAN, "terraform fmt -recursive on infra/", True),
        (MERGE, "git merge feature/pricing into main again", False),  # the same job
        (MERGE, "git pull, then merge feature/pricing", False),  # the failed job too
        (MERGE, "run git log to see what changed since the merge", True),  # the merge done: a thing
        (MERGE, "turn the notifier folder into a git repo", False),  # a thing, not a command
        (MERGE, "what changed in the storefront's git history?", False),
        (MERGE, "resolve the pricing conflict", False),  # no program typed
        ({"type": "correction", "context": "git merge x"}, "git log", False),  # the user's word
    ],
)
def test_a_program_typed_for_another_job(item: dict[str, str], prompt: str, other: bool) -> None:
    assert another_job(item, prompt) is other


def test_the_jobs_of_a_command_line() -> None:
    assert jobs("cd infra && sudo terraform plan -out x") == {"cd": "infra", "terraform": "plan"}
    assert jobs("python scripts/x.py && jq '.items[]' a.json | curl -sS https://x") == {}
    # a subcommand that names a group of jobs, with the job: `git remote add`, `git stash pop`
    assert jobs("git remote add origin git@github.com:acme/x.git") == {"git": "remote add"}
    assert jobs("git stash pop") == {"git": "stash pop"}


REMOTE = {"type": "error", "context": "git remote add origin git@github.com:acme/orders-api.git"}


@pytest.mark.parametrize(
    ("prompt", "other"),
    [
        ("where does origin point? git remote -v", True),  # a look at the remotes, not adding one
        ("git remote add upstream git@github.com:acme/orders-api.git", False),  # the failed job
        ("git remote remove origin and add it again", False),  # adding it again
    ],
)
def test_a_job_of_a_group_of_jobs(prompt: str, other: bool) -> None:
    assert another_job(REMOTE, prompt) is other


def test_a_language_named_only_by_a_files_extension_is_no_shared_word() -> None:
    plan = {"type": "error", "context": "terraform plan", "trigger": "Error: run terraform init"}
    prompt = "add a bucket_region variable to infra/variables.tf"
    assert not bears_on_a_change(plan, terms(prompt), "add", prompt.lower())
    prompt = "add a terraform output for the bucket"  # the tool said outright
    assert bears_on_a_change(plan, terms(prompt), "add", prompt.lower())


MYPY = {"type": "error", "context": "mypy orders", "description": "Type-check the orders package"}
DEPLOY = {"type": "error", "context": "./scripts/deploy.sh staging", "description": "Deploy to staging"}
INVOICE = {"type": "error", "context": "python scripts/parse_invoice.py invoices/INV-2041.txt"}
RUN_DEPLOY = {"type": "error", "context": "bash scripts/deploy.sh", "description": "Run the deploy script"}
HOSTS = {"type": "error", "context": "echo '127.0.0.1 api.shop.local' >> /etc/hosts", "description": "Add it"}
LN = {"type": "error", "context": "ln -s ../shared/nginx.conf config/nginx.conf"}
CHECKOUT = {"type": "error", "context": "git checkout feature/paymnets", "description": "Switch branches"}
DISCOUNTS = ("order", "discount", "python", "discounts.py")
SCRIPT = ("script", "deploy", "sh", "deploy.sh")


@pytest.mark.parametrize(
    ("item", "matched", "prompt", "where"),
    [
        # the file a failure worked on, and another job in it
        (MYPY, DISCOUNTS, "帮我 review 一下 orders/discounts.py 里的命名", True),
        (DEPLOY, SCRIPT, "post a slack message at the end of scripts/deploy.sh", True),
        (RUN_DEPLOY, ("run", *SCRIPT), "add a --dry-run flag to scripts/deploy.sh", True),  # an option's word
        # a word of the prompt's own is what it says, not where
        (MYPY, DISCOUNTS, "add a tier to the discounts in orders/discounts.py", False),
        (DEPLOY, SCRIPT, "run scripts/deploy.sh staging", False),  # runs it
        (DEPLOY, SCRIPT, "scripts/deploy.sh staging pls", False),  # types it
        (INVOICE, ("invoice", "txt"), "o total de invoices/INV-2041.txt com parse_invoice.py", False),
        (HOSTS, ("add", "api", "local", "host"), "add api.shop.local -> 127.0.0.1 to /etc/hosts", False),
        (LN, ("nginx", "config", "≡symlink"), "symlink ../shared/nginx.conf as config/nginx.conf", False),
        (CHECKOUT, ("feature", "payment"), "check out feature/payments", False),  # git's checkout
        (MYPY, ("order", "discount"), "rename the discount tiers", False),  # no path typed
    ],
)  # fmt: skip
def test_a_failure_that_shares_only_where_the_prompt_works(
    item: dict[str, str], matched: tuple[str, ...], prompt: str, where: bool
) -> None:
    assert only_where(matched, item, prompt) is where


CART = {
    "type": "error",
    "context": "curl -fsS -X POST -d '{\"sku\":\"TEE-01\",\"qty\":2}' http://127.0.0.1:8001/api/cart",
    "trigger": "curl: (22) The requested URL returned error: 501",
    "description": "Add an item to the cart",
}
TS2554 = {
    "type": "error",
    "context": "npx tsc --noEmit --pretty false",
    "trigger": "src/price.ts(5,22): error TS2554: Expected 2 arguments, but got 1.",
    "description": "Type-check the project",
}

STAGE = {
    "type": "error",
    "context": "g++ -std=c++17 -c pipeline.cpp",
    "trigger": "pipeline.cpp:13:23: error: invalid initialization of reference of type ‘const Stage&’",
}
COUPON = {
    "type": "error",
    "context": "python -c 'from orders.pricing import apply_coupon'",
    "trigger": "ImportError: cannot import name 'apply_coupon' from 'orders.pricing'",
}
PATCH = {
    "type": "error",
    "context": "git apply patches/fix-rounding.patch",
    "trigger": "error: patch failed: orders/pricing.py:1\nerror: orders/pricing.py: patch does not apply",
    "description": "Apply the rounding patch",
}
SEMICOLON = {
    "type": "error",
    "context": "gcc -Wall -c filters.c",
    "trigger": "filters.c:5:28: error: expected ‘;’ before ‘}’ token",
    "description": "Compile the filters",
}


@pytest.mark.parametrize(
    ("item", "prompt", "bears"),
    [
        (CART, "rename sku TEE-01 to TSHIRT-01 in the seed fixtures", False),  # what the command worked on
        (CART, "add a second TEE-01 to the cart payload", True),  # the same thing, added to
        (TS2554, "convert formatPrice in src/price.ts to Intl.NumberFormat, keep the signature", False),
        (TS2554, "replace the ts-ignore above the TS2554 call with a real fix", True),  # the error says it
        (TS2554, "rinomina formatPrice in src/price.ts", False),
        # the file and line the error was at is where, not what: "filters.c:5:28" says no "filter"
        (SEMICOLON, "rename the invert function in filters.c to negate_pixels", False),
        (SEMICOLON, "replace the token helper in filters.c", True),  # a word of the error itself
        # a rename makes or mends only a name looked up: not a type mismatch that names the type
        (STAGE, "rename the Stage struct in pipeline.cpp to Step", False),
        (STAGE, "rename the Stage struct flagged E0308 to Step", False),  # no code of this error
        (COUPON, "rename apply_coupon to apply_discount_code", True),
        (TS2554, "rename the helper TS2554 complains about", True),  # the error named by its code
        # a refactoring keeps what the code does too
        (PATCH, "refactor the pricing module so round_price is easier to read", False),
        (PATCH, "refactor the pricing module so the patch applies", True),
    ],
)
def test_a_new_name_or_form_bears_only_on_what_the_failure_said_of_the_code(
    item: dict[str, str], prompt: str, bears: bool
) -> None:
    verb = changing_verb(prompt)
    assert verb and bears_on_a_change(item, terms(prompt), verb, prompt.lower()) is bears


def test_a_nested_job_said_in_two_words_bears_on_the_failure_of_that_job() -> None:
    """Review L3: "stash pop" was in neither the prompt's words nor its glued pairs, so naming it never
    counted: the failure was dropped as sharing only the file."""
    from reflexion.bearing import only_where

    item = {
        "type": "error",
        "context": "git stash pop",
        "trigger": "error: Your local changes to orders/discounts.py would be overwritten",
        "description": "",
    }
    assert not only_where(("orders/discounts.py",), item, "stash pop my changes to orders/discounts.py")


@pytest.mark.parametrize(
    ("word", "code"),
    [("EADDRINUSE", True), ("TS2322", True), ("E0599", True), ("e0599", True), ("ts2554", True),
     ("eaddrinuse", False), ("h26", False), ("2554", False), ("ENOENT", True), ("Users", False)],
)  # fmt: skip
def test_one_reading_of_an_error_code_for_recall_and_for_a_question(word: str, code: bool) -> None:
    """Review 2: bearing and prose each had an _error_code, each rejecting what the other took."""
    from reflexion.text import error_code

    assert error_code(word) is code
