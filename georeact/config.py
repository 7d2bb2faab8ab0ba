"""All settings in one place: environment variables with the GEOREACT_ prefix, or a TOML config file.

The config file is `$GEOREACT_CONFIG`, else `$GEOREACT_HOME/config.toml` when it exists. Environment
variables win over the file.
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path

from pydantic import Field
from pydantic_settings import BaseSettings, PydanticBaseSettingsSource, SettingsConfigDict, TomlConfigSettingsSource


def default_home() -> Path:
    return Path(os.environ.get("GEOREACT_HOME") or Path.home() / ".local/share/georeact")


def _config_file() -> Path | None:
    explicit = os.environ.get("GEOREACT_CONFIG")
    if explicit:
        return Path(explicit)
    candidate = default_home() / "config.toml"
    return candidate if candidate.exists() else None


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="GEOREACT_", extra="ignore")

    home: Path = Field(default_factory=default_home, description="Project home: embedded cluster, model, caches.")

    # Database. Empty URLs mean: the embedded cluster under `home`.
    database_url: str | None = Field(None, description="Read-only connection the agent uses (libpq URL).")
    owner_database_url: str | None = Field(None, description="Connection that loads data (owner role).")
    db_name: str = "georeact"
    db_port: int = Field(5433, description="Port of the embedded cluster (its Unix socket name; TCP only if db_listen).")
    db_listen: str = Field("", description="TCP addresses the embedded cluster listens on; empty = Unix socket only.")
    schema_profile: str = Field("gsqa", description="Table layout: 'gsqa' or 'planet_osm'.")

    # Limits for every query the agent runs.
    statement_timeout_ms: int = 30_000
    lock_timeout_ms: int = 2_000
    idle_in_transaction_timeout_ms: int = 60_000
    row_cap: int = Field(50, description="Rows shown to the model from a SQL result.")
    fetch_cap: int = Field(10_000, description="Rows fetched at most from any query.")
    pool_max_size: int = 10

    # LLM: any OpenAI-compatible endpoint. Empty base URL = the embedded llama-server.
    llm_base_url: str | None = None
    llm_model: str = "qwen2.5-coder-1.5b-instruct"
    llm_api_key: str = "not-needed"
    llm_timeout_s: float = 300.0
    llm_max_retries: int = 2
    llm_max_tokens: int = 512
    llm_temperature: float = 0.0
    llm_port: int = 8765
    llm_threads: int = 2
    llm_context: int = 8192

    # Agent
    max_steps: int = Field(10, description="Tool rounds before the agent must answer.")

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
    def embedded_db(self) -> bool:
        return self.database_url is None


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    return Settings()
