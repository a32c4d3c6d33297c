import type { Database } from '../db/database';
import type { TableModel } from './table-model';
import { quoteIdent } from './sql';

export const CHANGE_CHANNEL = 'table_changed';
// Any fixed number: processes starting together install the triggers one after another.
const TRIGGER_LOCK = 727_700;

/** Installs one statement-level trigger per tracked base table that notifies `table_changed` with the table name. */
export async function installChangeTriggers(db: Database, tables: Iterable<TableModel>): Promise<void> {
  const base = [...tables].filter((t) => t.isBaseTable);
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [TRIGGER_LOCK]);
    await tx.exec(`CREATE OR REPLACE FUNCTION graphql_notify_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_notify('${CHANGE_CHANNEL}', TG_TABLE_NAME); RETURN NULL; END $$`);
    for (const t of base) {
      await tx.exec(`CREATE OR REPLACE TRIGGER graphql_table_changed
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${quoteIdent(t.schema)}.${quoteIdent(t.name)}
        FOR EACH STATEMENT EXECUTE FUNCTION graphql_notify_table_changed()`);
    }
  });
}
