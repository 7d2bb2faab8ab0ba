"""All settings in one place: environment variables with the GEOREACT_ prefix, or a TOML config file.

The config file is `$GEOREACT_CONFIG`, else `$GEOREACT_HOME/config.toml` when it exists. Environment
variables win over the file.
"""

from __future__ import annotations

import os
import tomllib
from functools import lru_cache
from pathlib import Path
import json
from typing import Annotated, Any, Literal

from pydantic import Field, ValidationError, field_validator
from pydantic_settings import (BaseSettings, NoDecode, PydanticBaseSettingsSource, SettingsConfigDict,
                               TomlConfigSettingsSource)

from georeact.errors import GeoReactError

ENV_PREFIX = "GEOREACT_"


class ConfigError(GeoReactError):
    """An environment variable or the config file holds a value Settings cannot use."""


def default_home() -> Path:
    return Path(os.environ.get("GEOREACT_HOME") or Path.home() / ".local/share/georeact")


def _config_file() -> Path | None:
    explicit = os.environ.get("GEOREACT_CONFIG")
    if explicit:
        return Path(explicit)
    candidate = default_home() / "config.toml"
    return candidate if candidate.exists() else None


def split_urls(value: str) -> list[str]:
    """URLs given in one string, as the environment gives them: a JSON list, or URLs separated by spaces (not commas:
    a libpq URL may list several hosts with them)."""
    return json.loads(value) if value.lstrip().startswith("[") else value.split()


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix=ENV_PREFIX, extra="ignore")

    home: Path = Field(default_factory=default_home, description="Project home: embedded cluster, model, caches.")

    # Database. Empty URLs mean: the embedded cluster under `home`.
    database_url: str | None = Field(None, description="Read-only connection the agent uses (libpq URL).")
    owner_database_url: str | None = Field(None, description="Connection that loads data (owner role).")
    read_urls: Annotated[list[str], NoDecode] = Field(
        default_factory=list, description="Read replicas the agent's reads spread over (round robin; libpq URLs "
        "separated by spaces, or a JSON list; a TOML list in the config file). A read whose server went away runs "
        "once more on another; a replica that failed is skipped for a while. Set, it replaces database_url for the "
        "agent's reads; loads and chat memory still go to owner_database_url (the primary). PgBouncer in front: "
        "one URL per replica database of its [databases] (docs/scale.md, `georeact db pool start`).")
    stop_database_url: str | None = Field(
        None, description="Connection to the server of database_url whose role may end the reader's backends "
                          "(pg_terminate_backend): only to stop a query that ignored cancellation; default: the "
                          "owner's, when it reaches the same server.")
    replica_lag_note_s: float = Field(
        10.0, ge=0, description="Seconds a read replica of read_urls may be behind the primary (since the last "
        "transaction it replayed, while WAL waits to be replayed: a load in flight) before an answer that read from it "
        "carries a note in its trace; each replica is checked at most every 5 s.")
    db_name: str = "georeact"
    db_port: int = Field(5433, description="Port of the embedded cluster (its Unix socket name; TCP only if db_listen).")
    db_listen: str = Field("", description="TCP addresses the embedded cluster listens on; empty = Unix socket only.")
    schema_profile: str = Field("gsqa", description="Table layout: 'gsqa' or 'planet_osm'.")
    osm2pgsql_middle: Literal["auto", "ram", "slim", "flat-nodes"] = Field(
        "auto", description="Where osm2pgsql keeps node locations during a load: 'ram' (fastest; ~8 bytes of memory "
        "per byte of .osm.pbf), 'slim' (tables in the database, dropped after), 'flat-nodes' (slim with node locations "
        "in a file under home/tmp that osm2pgsql allocates at 8 bytes per node id, ~50-100 GB: for a planet); "
        "'auto' keeps 'ram' while it fits in half the memory available, else 'slim'.")

    # Limits for every query the agent runs.
    statement_timeout_ms: int = 30_000
    lock_timeout_ms: int = 2_000
    idle_in_transaction_timeout_ms: int = 60_000
    row_cap: int = Field(50, description="Rows shown to the model from a SQL result.")
    fetch_cap: int = Field(10_000, description="Rows fetched at most from any query.")
    pool_max_size: int = 10

    # LLM: any OpenAI-compatible endpoint. Empty base URL = the embedded llama-server.
    llm_base_url: str | None = Field(
        None, description="OpenAI-compatible endpoint(s) of the model. Several (separated by spaces, or a JSON list; a "
        "TOML list in the config file): the first answers; a call it fails with a refused connection, a timeout, an "
        "HTTP 5xx or a 429 (after llm_max_retries) goes to the next, and so on; another 4xx does not (the request is "
        "wrong, everywhere). "
        "Every server must serve llm_model with the same features (docs/scale.md). Empty: the embedded llama-server.")
    llm_model: str = "qwen2.5-coder-1.5b-instruct"
    llm_api_key: str = "not-needed"
    llm_timeout_s: float = 300.0
    llm_max_retries: int = 2
    llm_max_tokens: int = 512
    llm_temperature: float = 0.0
    llm_port: int = 8765
    llm_threads: int = 2
    llm_context: int = Field(8192, description="Tokens of context per conversation (per slot) of the embedded server.")
    llm_slots: int = Field(1, ge=1, le=16, description="Conversations the embedded llama-server decodes at once "
                           "(`--parallel`): as many as questions a batch answers at once (`eval run --concurrency`). "
                           "One slot keeps the whole prompt cache for the one conversation a chat has.")
    llm_constrained: bool | None = Field(None, description="Decode every reasoning step under a JSON schema "
                                         "(`response_format`): only one valid tool call or a FinalAnswer can come "
                                         "out, with bounded strings. Unset: on for the embedded llama-server, off "
                                         "for an endpoint set by llm_base_url (it needs structured output: "
                                         "llama-server, vLLM and OpenAI have it).")

    # Agent
    max_steps: int = Field(10, ge=1, description="Tool rounds before the agent must answer.")
    model_use: Literal["auto", "always", "never"] = Field(
        "auto", description="auto: a question read whole is answered by its plan without the model, the model works "
                            "on the rest; always: the model drives every step (strong hosted models); never: the plan "
                            "alone.")
    free_loop: bool | None = Field(None, description="When neither the reading nor the model's restatement holds a "
                                   "question, the model answers it in a free ReAct loop over the tools. Unset: off "
                                   "for the embedded 1.5B model (on three fresh validation sets it answered 5 of 64 "
                                   "such questions right and stated most of the rest wrong as fact; the plan then "
                                   "answers what it read and says what it could not), on for an endpoint set by "
                                   "llm_base_url.")
    restate: bool = Field(True, description="A question the reading does not hold whole is first restated by the "
                                            "model in a sentence form the reader reads (one short call), and so is "
                                            "one read whole whose plan found nothing; off: the model works on it "
                                            "directly.")
    mcp_token: str | None = Field(None, description="The bearer token `georeact mcp --http` requires; unset: one made "
                                  "on first use in $GEOREACT_HOME/mcp-token (mode 0600).")
    mcp_max_sessions: int = Field(16, gt=0, description="Client sessions `georeact mcp --http` keeps open at once; "
                                                        "one more is refused (HTTP 503) until one ends or expires.")
    mcp_session_idle_s: float = Field(900.0, gt=0, description="Seconds without a request after which an HTTP client "
                                                               "session of `georeact mcp --http` is closed.")
    question_time_s: float = Field(60.0, gt=0, description="Seconds a question may take: past them the agent answers "
                                                           "with the best it has, without another model call; a model "
                                                           "call in progress is cut off at it.")

    @field_validator("read_urls", mode="before")
    @classmethod
    def _split_urls(cls, value: Any) -> Any:
        """The environment gives one string (split_urls)."""
        return split_urls(value) if isinstance(value, str) else value

    @field_validator("llm_base_url", mode="before")
    @classmethod
    def _join_llm_urls(cls, value: Any) -> Any:
        """A TOML list of endpoints is kept as the environment gives them, separated by spaces: the field stays the
        string every `llm_base_url is None` test reads, and llm_base_urls splits it."""
        return " ".join(str(url) for url in value) if isinstance(value, list) else value

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        sources: list[PydanticBaseSettingsSource] = [init_settings, env_settings]
        path = _config_file()
        if path is not None:
            sources.append(TomlConfigSettingsSource(settings_cls, toml_file=path))
        return tuple(sources)

    @property
    def llm_base_urls(self) -> list[str]:
        """The endpoints of llm_base_url, in the order they are tried; empty for the embedded server."""
        return split_urls(self.llm_base_url) if self.llm_base_url else []

    @property
    def embedded_db(self) -> bool:
        return self.database_url is None

    @property
    def constrained_decoding(self) -> bool:
        return self.llm_constrained if self.llm_constrained is not None else self.llm_base_url is None

    @property
    def free_loop_on(self) -> bool:
        return self.free_loop if self.free_loop is not None else self.llm_base_url is not None

    @property
    def grammar_decoding(self) -> bool:
        """The endpoint takes a GBNF `grammar` (llama-server: the embedded one, or one set with llm_constrained)."""
        return self.llm_base_url is None or bool(self.llm_constrained)


def _describe(exc: ValidationError, path: Path | None) -> str:
    """Each wrong value, where it was set (the variable, else the config file) and what it must be."""
    problems = []
    for error in exc.errors():
        field = ".".join(str(part) for part in error["loc"])
        variable = ENV_PREFIX + field.upper()
        if variable in os.environ:
            where = f"{variable}={os.environ[variable]!r}"
        else:
            where = f"{field} = {error.get('input')!r} in {path}" if path else field
        problems.append(f"{where}: {error['msg'].replace('Input should be', 'must be')}")
    return "; ".join(problems)


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """The settings from the environment and the config file; a wrong value is a ConfigError naming it."""
    path = _config_file()
    if path is not None and not path.is_file():   # a mistyped GEOREACT_CONFIG must not silently mean defaults
        raise ConfigError(f"GEOREACT_CONFIG={str(path)!r} is not a file: point it to a TOML config file or unset it")
    try:
        return Settings()
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"the config file {path} is not valid TOML ({exc}): fix it, or point GEOREACT_CONFIG "
                          "to another file") from exc
    except ValidationError as exc:
        raise ConfigError(f"invalid setting: {_describe(exc, path)} (fix or unset it)") from exc
