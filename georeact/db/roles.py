"""SQL that makes the agent's role read-only: SELECT on the data tables, nothing else.

Kept as one function so the embedded cluster and `georeact db grant-reader` (any server) share it.
"""

OWNER_ROLE = "georeact_owner"
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
    """
