"""One way to show an address that may carry a secret: a database URL or conninfo, a model server's URL. Addresses
go into error messages, logs and `doctor`; their passwords and key- or token-like parameters never do."""

from __future__ import annotations

import re
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

# a query parameter whose value is a secret ('api-key', 'access_token', 'sig', libpq's 'password')
_SECRET_PARAM = ("key", "token", "secret", "password", "sig")
# a libpq conninfo string's password ("host=db password='s e' dbname=x")
_CONNINFO_PASSWORD = re.compile(r"(password\s*=\s*)('[^']*'|[^&\s]*)")


def masked(address: str) -> str:
    """`address` (a URL or a libpq conninfo string) with its password and secret parameters as ***."""
    if "://" not in address:
        return _CONNINFO_PASSWORD.sub(r"\1***", address)
    parts = urlsplit(address)
    netloc = parts.netloc
    if parts.password is not None:
        netloc = netloc.replace(f":{parts.password}@", ":***@", 1)
    query = urlencode([(name, "***" if any(s in name.casefold() for s in _SECRET_PARAM) else value)
                       for name, value in parse_qsl(parts.query, keep_blank_values=True)], safe="*")
    return urlunsplit(parts._replace(netloc=netloc, query=query))
