/**
 * PostgreSQL's ledger_daily shards: each connection adds into row `pg_backend_pid() % LEDGER_DAILY_SHARDS`
 * of its day and type, so two stock writers never wait on one row (the pool's size is far below it).
 * The app's own constant: migration 0019 only made the table, and readers sum every shard.
 */
export const LEDGER_DAILY_SHARDS = 64;
