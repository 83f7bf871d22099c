"""Payment card numbers (PCI data: never in a file a team commits), by grouping, network and check digit;
pure. Light: the first look (redact.needles) asks it whether a text holds one, without the engine (a
pattern compiled on first use by regex.compile, not by engine._Lazy) or any layer."""

from __future__ import annotations

from reflexion import regex
from reflexion.redact.needles import enough_digits

TYPE_CHECKING = False
if TYPE_CHECKING:
    import re

    from reflexion.redact.engine import _Probe

# A card number: 12-19 digits, written whole or in the groups cards print (4-4-4-4[-3], Amex's 4-6-5,
# Diners' 4-6-4), one kind of separator (a space, a non-breaking space copied from a web page, a tab, a dot
# or a dash, perhaps doubled); a whole segment of a URL's path too (/v1/cards/4111…/charge). A number is
# taken only with a card network's prefix and a valid Luhn check digit — an order id, a timestamp, a phone
# number or a byte count rarely has both, and a match costs only a number's readability — and one of 17 to
# 19 digits written whole, the length of a 64-bit id in a log, only beside a word about cards.
_CARD = (
    r"(?<![\w.+-])(?:\d{12,19}"
    r"|\d{4}(?P<sep>[ \u00a0\t.-]{1,2})\d{4,6}(?P=sep)\d{4,5}(?:(?P=sep)\d{3,4}){0,2})(?![\w+-]|\.\d)"
)
_CARD_GROUPS = {(4, 4, 4, 4), (4, 4, 4, 4, 3), (4, 6, 5), (4, 6, 4)}
_ANY_LENGTH = (12, 13, 14, 15, 16, 17, 18, 19)
# (first digits from, to, the number's lengths): Visa, Mastercard (old and 2-series), Amex, Discover, JCB,
# Diners, UnionPay, Mir, Maestro, Elo, Hipercard, RuPay — as ranges, not lists: the table is built in every
# hook that imports this module
_CARD_NETWORKS = (
    ("4", "4", (13, 16, 19)),
    ("51", "55", (16,)),
    ("2221", "2720", (16,)),
    ("34", "34", (15,)),
    ("37", "37", (15,)),
    ("6011", "6011", (16, 17, 18, 19)),
    ("644", "649", (16, 17, 18, 19)),
    ("65", "65", (16, 17, 18, 19)),
    ("3528", "3589", (16, 17, 18, 19)),
    ("300", "305", (14,)),
    ("36", "36", (14,)),
    ("38", "38", (14,)),
    ("62", "62", (16, 17, 18, 19)),
    ("2200", "2204", (16, 17, 18, 19)),
    ("50", "50", _ANY_LENGTH),
    ("56", "58", _ANY_LENGTH),
    ("6304", "6304", _ANY_LENGTH),
    ("6759", "6759", _ANY_LENGTH),
    ("6362", "6362", (16,)),
    ("6062", "6062", (16,)),
    ("6521", "6522", (16,)),
)
# the words a long number beside them is a card's by: word starts ("cards", "card_number"), and "pan" whole
_CARD_WORDS = (
    "card",
    "visa",
    "mastercard",
    "amex",
    "maestro",
    "credit",
    "debit",
    "karte",
    "tarjeta",
    "carte",
)
_CARD_SCRIPTS = (
    "cartão",
    "карт",
    "卡",
    "カード",
    "카드",
)  # no word spaces, or no ASCII: looked for as they are
_CARD_NEAR = 40  # characters either side where a card word makes a long whole number a card's


def _is_card_number(written: str) -> bool:
    """Whether `written` (digits, perhaps grouped) is a card number: its grouping, network and check digit."""
    groups = "".join(c if c.isdigit() else " " for c in written).split()
    if len(groups) > 1 and tuple(len(g) for g in groups) not in _CARD_GROUPS:
        return False
    digits = "".join(groups)
    if not any(
        low <= digits[: len(low)] <= high and len(digits) in lengths for low, high, lengths in _CARD_NETWORKS
    ):
        return False
    total = 0
    for i, digit in enumerate(reversed(digits)):  # Luhn: every second digit from the right doubled
        value = int(digit) * (2 if i % 2 else 1)
        total += value - 9 if value > 9 else value
    return total % 10 == 0


def _is_card(m: re.Match[str]) -> bool:
    written = m.group(0)
    if not _is_card_number(written):
        return False
    if written.isdigit() and len(written) > 16:  # a 64-bit id's length: a card's only beside a card word
        near = m.string[max(0, m.start() - _CARD_NEAR) : m.end() + _CARD_NEAR].lower()
        tokens = "".join(c if c.isalpha() else " " for c in near).split()
        if not (
            any(token.startswith(_CARD_WORDS) or token == "pan" for token in tokens)
            or any(word in near for word in _CARD_SCRIPTS)
        ):
            return False
    return True


def holds_card(text: str) -> bool:
    """Whether _card_numbers would take anything from `text`: the same matches, the same tests."""
    return enough_digits(text) and any(map(_is_card, regex.compile(_CARD).finditer(text)))


def _card_numbers(text: str, probe: _Probe) -> str:
    if not enough_digits(probe.text):
        return text
    from reflexion.redact.engine import _mark  # only the layers' pass comes here: the engine is loaded

    mark = _mark("card-number")
    return regex.compile(_CARD).sub(lambda m: mark if _is_card(m) else m.group(0), text)
