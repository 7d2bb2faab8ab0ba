"""The one exception base the CLI and APIs catch: its message is written for the user (what to do)."""


class GeoReactError(RuntimeError):
    """An expected failure with a message that says what went wrong and what to do."""
