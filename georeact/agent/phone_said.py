"""A phone number as a person reads it: '+3544361001' said '+354 436 1001'.

A number tagged with its digits run together is grouped by its country's plan (libphonenumber's); one tagged with
spaces or dashes is said as tagged (the mapper's grouping, '+49 6221 54-0' a switchboard's, is kept), and so is one
that does not parse as a valid international number (no country can be assumed for '06221 123456'), or whose digits
the plan would change."""

from __future__ import annotations

import re

import phonenumbers

_RUN_TOGETHER = re.compile(r"\+\d{7,15}")
_SEPARATORS = re.compile(r"\s*;\s*")   # several numbers in one tag: 'a;b'


def phone_said(value: str) -> str:
    return "; ".join(_one_number(number) for number in _SEPARATORS.split(value.strip()) if number)


def _one_number(number: str) -> str:
    if not _RUN_TOGETHER.fullmatch(number):
        return number
    try:
        parsed = phonenumbers.parse(number, None)
    except phonenumbers.NumberParseException:
        return number
    if not phonenumbers.is_valid_number(parsed):
        return number
    grouped = phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    # (only spaces added: a trunk '0' tagged after the country code, '+3580…', is dropped by the plan, and the number
    # said would no longer be the one on the map)
    return grouped if grouped.replace(" ", "") == number else number
