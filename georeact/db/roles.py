"""SQL for geo-react's roles: the agent's read-only reader (SELECT on the data tables, nothing else), and the
stopper, which may end the reader's backends and do nothing else.

Kept as functions so the embedded cluster and `georeact db grant-stopper` (any server) share them.
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


# --- the stopper: ends the reader's runaway backends on a server geo-react does not run (issue 41) ---------------
#
# PostgreSQL's own grant for this, pg_signal_backend, lets a role signal EVERY backend that is not a superuser's:
# the owner's (a `db load` in its transaction), and any other application's on a shared server. Only superusers'
# backends are out of its reach. So the stopper does not get it: a role nobody can log in as (the signaller) holds
# pg_signal_backend and EXECUTE on pg_terminate_backend, and owns one SECURITY DEFINER function that ends a backend
# only when it is the reader's; the stopper may execute that function and nothing else. Function and stopper live in
# a database of their own with nothing in it (pg_stat_activity and pg_terminate_backend span the whole server), so
# the stopper has no CONNECT on geo-react's data, and there no TEMP, no CREATE, no large objects. Made on the
# primary: roles, database and function reach a replica with the rest of the cluster.
STOPPER_ROLE = "georeact_stopper"
SIGNALLER_ROLE = "georeact_signaller"
STOPPER_DATABASE = "georeact_stop"
STOP_SCHEMA = "georeact_stop"
STOP_FUNCTION = f"{STOP_SCHEMA}.end_reader_backend(integer, bigint)"


def stopper_database_sql(database: str = STOPPER_DATABASE) -> str:
    """psql input that makes the stopper's database when it is missing (CREATE DATABASE cannot run in a DO block)."""
    return (f"SELECT 'CREATE DATABASE {database}' WHERE NOT EXISTS "
            f"(SELECT FROM pg_database WHERE datname = '{database}')\\gexec\n")


def roles_sql(roles: dict[str, str]) -> str:
    """A DO block making each role (name -> CREATE ROLE options) that does not exist yet (module constants only)."""
    made = "".join(f"""
          IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '{role}') THEN
            CREATE ROLE {role} {options};
          END IF;""" for role, options in roles.items())
    return f"DO $$ BEGIN{made}\n        END $$;"


def stopper_sql(reader: str = READER_ROLE, stopper: str = STOPPER_ROLE, database: str = STOPPER_DATABASE) -> str:
    """Needs a superuser, in `database` (made by stopper_database_sql); idempotent. The stopper gets no password
    here: set one (`ALTER ROLE ... PASSWORD`) or let the server authenticate it otherwise."""
    function = STOP_FUNCTION.replace("(integer, bigint)", "(target integer, wait_ms bigint)")
    return f"""
        {roles_sql({SIGNALLER_ROLE: "NOLOGIN", stopper: "LOGIN CONNECTION LIMIT 5"})}
        REVOKE ALL ON DATABASE {database} FROM PUBLIC;
        GRANT CONNECT ON DATABASE {database} TO {stopper};
        REVOKE ALL ON SCHEMA public FROM PUBLIC;
    """ + "".join(f"REVOKE EXECUTE ON FUNCTION pg_catalog.{signature} FROM PUBLIC;\n"
                  for signature in SIDE_EFFECT_FUNCTIONS) + f"""
        GRANT pg_signal_backend TO {SIGNALLER_ROLE};
        GRANT EXECUTE ON FUNCTION pg_catalog.pg_terminate_backend(integer, bigint) TO {SIGNALLER_ROLE};
        CREATE SCHEMA IF NOT EXISTS {STOP_SCHEMA} AUTHORIZATION {SIGNALLER_ROLE};
        REVOKE ALL ON SCHEMA {STOP_SCHEMA} FROM PUBLIC;
        GRANT USAGE ON SCHEMA {STOP_SCHEMA} TO {stopper};
        CREATE OR REPLACE FUNCTION {function} RETURNS boolean
          LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
          AS $f$ SELECT pg_terminate_backend(pid, wait_ms) FROM pg_stat_activity
                 WHERE pid = target AND usename = '{reader}' $f$;
        ALTER FUNCTION {STOP_FUNCTION} OWNER TO {SIGNALLER_ROLE};
        REVOKE ALL ON FUNCTION {STOP_FUNCTION} FROM PUBLIC;
        GRANT EXECUTE ON FUNCTION {STOP_FUNCTION} TO {stopper};
        ALTER ROLE {stopper} SET default_transaction_read_only = on;
        ALTER ROLE {stopper} SET statement_timeout = '10s';
    """
