"""SQL that makes the agent's role read-only: SELECT on the data tables, nothing else.

Kept as one function so the embedded cluster and `georeact db grant-reader` (any server) share it.
"""

OWNER_ROLE = "georeact_owner"
TEMP_FILE_LIMIT = "256MB"   # per query: a sort or hash of the model's SQL spilling more than this is refused
READER_ROLE = "georeact_reader"


def reader_grants_sql(dbname: str, owner: str = OWNER_ROLE, reader: str = READER_ROLE) -> str:
    return f"""
        REVOKE ALL ON DATABASE {dbname} FROM PUBLIC;
        GRANT CONNECT ON DATABASE {dbname} TO {owner}, {reader};
        GRANT TEMP ON DATABASE {dbname} TO {owner};
        REVOKE CREATE ON SCHEMA public FROM PUBLIC;
        GRANT USAGE, CREATE ON SCHEMA public TO {owner};
        GRANT USAGE ON SCHEMA public TO {reader};
        GRANT SELECT ON ALL TABLES IN SCHEMA public TO {reader};
        ALTER DEFAULT PRIVILEGES FOR ROLE {owner} IN SCHEMA public GRANT SELECT ON TABLES TO {reader};
        ALTER ROLE {reader} SET default_transaction_read_only = on;
        ALTER ROLE {reader} SET statement_timeout = '30s';
        ALTER ROLE {reader} SET idle_in_transaction_session_timeout = '60s';
        ALTER ROLE {reader} SET lock_timeout = '2s';
        ALTER ROLE {reader} SET work_mem = '16MB';
        ALTER ROLE {reader} SET temp_file_limit = '{TEMP_FILE_LIMIT}';
    """


# Functions PUBLIC may execute that write or signal even inside a READ ONLY transaction (found by the
# layer tests in tests/security: only the SQL guard stopped them). Needs a superuser; per database.
SIDE_EFFECT_FUNCTIONS = (
    "lo_create(oid)", "lo_creat(integer)", "lo_from_bytea(oid, bytea)", "lo_put(oid, bigint, bytea)",
    "lowrite(integer, bytea)", "lo_unlink(oid)",
    "pg_logical_emit_message(boolean, text, text)", "pg_logical_emit_message(boolean, text, bytea)",
    "pg_terminate_backend(integer, bigint)", "pg_cancel_backend(integer)",
)


def revoke_side_effects_sql(reader: str = READER_ROLE) -> str:
    """Needs a superuser. Also keeps the reader's failed statements out of the server log: an error can carry a
    value the statement built ('format('%200000000s', ...)::int' put 191 MB into the log per call); the client
    gets the error, cut to a few kB (session.py), and the trace records it."""
    return "".join(f"REVOKE EXECUTE ON FUNCTION pg_catalog.{signature} FROM PUBLIC;\n"
                   for signature in SIDE_EFFECT_FUNCTIONS) + (
        "REVOKE CONNECT ON DATABASE postgres FROM PUBLIC;\n"   # the cluster's other databases: nothing to read there
        "REVOKE CONNECT ON DATABASE template1 FROM PUBLIC;\n"
        f"ALTER ROLE {reader} SET log_min_messages = fatal;\n"
        f"ALTER ROLE {reader} SET log_min_error_statement = panic;\n")
