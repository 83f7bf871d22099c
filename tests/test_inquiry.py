"""inquiry: a prompt that only asks what the code is."""

from __future__ import annotations

import pytest

from reflexion.inquiry import asks_about_code, works_on_documents


def _no_problem(text: str) -> bool:
    return "fail" in text.lower()


@pytest.mark.parametrize(
    ("prompt", "asks"),
    [
        ("is resize_width bilinear or nearest neighbour?", True),
        ("what's TAX_RATE set to in pricing.py rn", True),
        ("why does InvoiceService use BigDecimal instead of double? just curious", True),
        ("billing-svc pom.xml 에 설정된 java 버전이 몇이야?", True),
        ("cents are i64 in ledger — any overflow risk on yearly totals?", True),
        ("who last changed the rounding line in pricing.py?", True),  # "hang" of trouble is no part of it
        ("what does the prefix in export_report.py stand for?", True),
        ("op welke poort luistert de notifier standaard? staat dat in config.yaml?", True),
        # data, not code; a request; a run; a problem; no question
        ("how many users in dev.db?", False),
        ("what's the total revenue in sales.csv?", False),
        ("can you bump resize_width's default and rebuild?", False),
        ("Kannst du InvoiceService auf BigDecimal umstellen?", False),
        ("does pricing.py pass the tests?", False),
        ("why does pricing.py fail to import?", False),
        ("rename resize_width to scale_width", False),
    ],
)
def test_a_question_of_the_code(prompt: str, asks: bool) -> None:
    assert asks_about_code(prompt, _no_problem) is asks


@pytest.mark.parametrize(
    ("prompt", "works"),
    [
        ("add a usage blurb for scripts/migrate.js to the README", True),
        ("add billing-svc-parent to the repo list in the team wiki", True),
        ("add the INV-#### invoice number format to the glossary", True),
        ("ledger の README に import コマンドの使い方を追記して", True),
        ("добавь в docs/ops.md шпаргалку по фильтрам jq", True),
        ("bump the Django version in the upgrade notes", True),
        ("add the naming rule for handlers to the style guide", True),
        ("which git branching model do we follow? put it in the wiki", True),  # follows no document
        # run, follow a document's steps, a problem, a folder's name
        ("update the README and push it", False),
        ("set up the dev database as described in docs/setup.md", False),
        ("the README says how. set up the dev database according to it", False),
        ("add the healthcheck from the README to the compose stack", False),
        ("the README build steps fail on step 3", False),
        ("собери release бинарник ledger, я сейчас в ledger-rs-docs", False),
    ],
)
def test_work_on_a_document_people_read(prompt: str, works: bool) -> None:
    assert works_on_documents(prompt, _no_problem) is works
