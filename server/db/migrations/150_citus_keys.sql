-- Issue 40: keys a Citus cluster can shard by _company_id. Citus places the rows of one company on one
-- worker and enforces a primary or unique key, or a foreign key between two sharded tables, only when
-- it includes the distribution column. So every company-owned table's primary key and unique keys start
-- with _company_id, and a foreign key from one company table to another carries it on both sides (which
-- also makes a row pointing at another company's row impossible). Keys to core_company and core_user
-- stay single-column: those are reference tables, copied whole to every worker (README, "When a plant
-- group outgrows one server"). Rows are kept: the new keys hold the same rows, only wider.
-- server/db/citus-keys.int.test.ts reads the catalogue and fails for any company table that misses one.

-- The foreign keys between company tables, each (table, column) -> referenced table's id; kept under their names.
CREATE TEMP TABLE company_fk (tbl text, col text, ref text) ON COMMIT DROP;
INSERT INTO company_fk VALUES
  ('bigbrain_entity', 'parent_id', 'bigbrain_entity'), ('bigbrain_operation', 'part_id', 'bigbrain_part'),
  ('nav_navpresetflag', 'preset_id', 'nav_navpreset'), ('nav_timelineaverage', 'machine_id', 'bigbrain_entity'),
  ('bigbrain_resschedule', 'schedule_id', 'bigbrain_inpschedule'), ('bigbrain_resentity', 'entity_id', 'bigbrain_entity'),
  ('ent_queue', 'entity_id', 'bigbrain_entity'), ('connector_machine_state', 'source_id', 'connector_data_source'),
  ('bigbrain_machinepart', 'machine_id', 'bigbrain_entity'), ('bigbrain_machinepart', 'part_id', 'bigbrain_part'),
  ('bigbrain_machineshift', 'machine_id', 'bigbrain_entity'), ('bigbrain_machineshift', 'shift_id', 'bigbrain_shift');

-- 1. Those foreign keys go first: they hold on to the keys being widened.
DO $$
DECLARE k record;
BEGIN
  FOR k IN SELECT * FROM company_fk LOOP
    EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', k.tbl, k.tbl || '_' || k.col || '_fkey');
  END LOOP;
END $$;

-- 2. Primary keys: (id) becomes (_company_id, id), under the same name.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'bigbrain_entity', 'bigbrain_shift', 'bigbrain_part', 'bigbrain_operation',
    'bigbrain_reason', 'bigbrain_metricsetup', 'bigbrain_inplocation', 'bigbrain_inpinventory',
    'nav_navpreset', 'nav_mapdesign', 'nav_sharedstate', 'nav_timelineaverage',
    'bigbrain_inpevent', 'bigbrain_inpschedule', 'bigbrain_resschedule', 'bigbrain_restime',
    'bigbrain_resentity', 'connector_data_source', 'bigbrain_machinepart', 'bigbrain_machineshift'] LOOP
    EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I, ADD CONSTRAINT %I PRIMARY KEY (_company_id, id)', t, t || '_pkey', t || '_pkey');
  END LOOP;
END $$;

-- Unique keys begin with the company, under the same names (server/api/db-errors.ts leaves _company_id out of messages).
DO $$
DECLARE k record;
BEGIN
  FOR k IN SELECT * FROM (VALUES
    ('bigbrain_entity', 'bigbrain_entity_euid_key', 'euid'),
    ('bigbrain_operation', 'bigbrain_operation_part_id_name_key', 'part_id, name'),
    ('nav_navpreset', 'nav_navpreset_euid_key', 'euid'),
    ('nav_mapdesign', 'nav_mapdesign_euid_key', 'euid'),
    ('bigbrain_resschedule', 'bigbrain_resschedule_schedule_id_key', 'schedule_id'),
    ('bigbrain_resentity', 'bigbrain_resentity_entity_id_shift_date_shift_key_key', 'entity_id, shift_date, shift_key'),
    ('connector_data_source', 'connector_data_source_client_id_key', 'client_id'),
    ('bigbrain_machinepart', 'bigbrain_machinepart_machine_id_part_id_key', 'machine_id, part_id'),
    ('bigbrain_machineshift', 'bigbrain_machineshift_machine_id_shift_id_key', 'machine_id, shift_id')) AS v(tbl, name, cols) LOOP
    EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I, ADD CONSTRAINT %I UNIQUE (_company_id, %s)', k.tbl, k.name, k.name, k.cols);
  END LOOP;
END $$;

-- Keys that were not a plain id.
ALTER TABLE nav_navpresetflag DROP CONSTRAINT nav_navpresetflag_pkey, ADD CONSTRAINT nav_navpresetflag_pkey PRIMARY KEY (_company_id, preset_id, user_id);
ALTER TABLE ent_queue DROP CONSTRAINT ent_queue_pkey, ADD CONSTRAINT ent_queue_pkey PRIMARY KEY (_company_id, entity_id, shift_date);
ALTER TABLE live_presence DROP CONSTRAINT live_presence_pkey, ADD CONSTRAINT live_presence_pkey PRIMARY KEY (_company_id, handle);

-- A machine's connector state was keyed by its source alone; it now names the source's company too.
ALTER TABLE connector_machine_state ADD COLUMN _company_id integer;
UPDATE connector_machine_state m SET _company_id = s._company_id FROM connector_data_source s WHERE s.id = m.source_id;
ALTER TABLE connector_machine_state ALTER COLUMN _company_id SET NOT NULL,
  ADD CONSTRAINT connector_machine_state__company_id_fkey FOREIGN KEY (_company_id) REFERENCES core_company (id) ON DELETE CASCADE,
  DROP CONSTRAINT connector_machine_state_pkey, ADD CONSTRAINT connector_machine_state_pkey PRIMARY KEY (_company_id, source_id, machine_key);

-- Job logs: a failure before any queue row was taken named no company (NULL) and was seen by super
-- users only. The engine now reports such a failure in the server log (server/engine/workers.ts) instead.
DELETE FROM sch_joblog WHERE _company_id IS NULL;
DELETE FROM ent_joblog WHERE _company_id IS NULL;
ALTER TABLE sch_joblog ALTER COLUMN _company_id SET NOT NULL,
  DROP CONSTRAINT sch_joblog_pkey, ADD CONSTRAINT sch_joblog_pkey PRIMARY KEY (_company_id, id);
ALTER TABLE ent_joblog ALTER COLUMN _company_id SET NOT NULL,
  DROP CONSTRAINT ent_joblog_pkey, ADD CONSTRAINT ent_joblog_pkey PRIMARY KEY (_company_id, id);

-- 3. The foreign keys again, each with the company on both sides.
DO $$
DECLARE k record;
BEGIN
  FOR k IN SELECT * FROM company_fk LOOP
    EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I FOREIGN KEY (_company_id, %I) REFERENCES %I (_company_id, id) ON DELETE CASCADE',
      k.tbl, k.tbl || '_' || k.col || '_fkey', k.col, k.ref);
  END LOOP;
END $$;

-- Children found by their parent within the company (the engine's roll-up, the entity tree).
DROP INDEX bigbrain_entity_parent;
CREATE INDEX bigbrain_entity_parent ON bigbrain_entity (_company_id, parent_id);
