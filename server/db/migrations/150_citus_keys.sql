-- Issue 40: keys a Citus cluster can shard by _company_id. Citus places the rows of one company on one
-- worker and enforces a primary or unique key, or a foreign key between two sharded tables, only when
-- it includes the distribution column. So every company-owned table's primary key and unique keys start
-- with _company_id, and a foreign key from one company table to another carries it on both sides (which
-- also makes a row pointing at another company's row impossible). Keys to core_company and core_user
-- stay single-column: those are reference tables, copied whole to every worker (README, "When a plant
-- group outgrows one server"). Rows are kept: the new keys hold the same rows, only wider.
-- server/db/citus-keys.int.test.ts reads the catalogue and fails for any company table that misses one.

-- 1. Foreign keys between company tables go first: they hold on to the keys being widened.
ALTER TABLE bigbrain_entity DROP CONSTRAINT bigbrain_entity_parent_id_fkey;
ALTER TABLE bigbrain_operation DROP CONSTRAINT bigbrain_operation_part_id_fkey;
ALTER TABLE nav_navpresetflag DROP CONSTRAINT nav_navpresetflag_preset_id_fkey;
ALTER TABLE nav_timelineaverage DROP CONSTRAINT nav_timelineaverage_machine_id_fkey;
ALTER TABLE bigbrain_resschedule DROP CONSTRAINT bigbrain_resschedule_schedule_id_fkey;
ALTER TABLE bigbrain_resentity DROP CONSTRAINT bigbrain_resentity_entity_id_fkey;
ALTER TABLE ent_queue DROP CONSTRAINT ent_queue_entity_id_fkey;
ALTER TABLE connector_machine_state DROP CONSTRAINT connector_machine_state_source_id_fkey;
ALTER TABLE bigbrain_machinepart DROP CONSTRAINT bigbrain_machinepart_machine_id_fkey, DROP CONSTRAINT bigbrain_machinepart_part_id_fkey;
ALTER TABLE bigbrain_machineshift DROP CONSTRAINT bigbrain_machineshift_machine_id_fkey, DROP CONSTRAINT bigbrain_machineshift_shift_id_fkey;

-- 2. Primary and unique keys, widened to begin with _company_id.
ALTER TABLE bigbrain_entity DROP CONSTRAINT bigbrain_entity_pkey, ADD CONSTRAINT bigbrain_entity_pkey PRIMARY KEY (_company_id, id),
  DROP CONSTRAINT bigbrain_entity_euid_key, ADD CONSTRAINT bigbrain_entity_euid_key UNIQUE (_company_id, euid);
ALTER TABLE bigbrain_shift DROP CONSTRAINT bigbrain_shift_pkey, ADD CONSTRAINT bigbrain_shift_pkey PRIMARY KEY (_company_id, id);
ALTER TABLE bigbrain_part DROP CONSTRAINT bigbrain_part_pkey, ADD CONSTRAINT bigbrain_part_pkey PRIMARY KEY (_company_id, id);
ALTER TABLE bigbrain_operation DROP CONSTRAINT bigbrain_operation_pkey, ADD CONSTRAINT bigbrain_operation_pkey PRIMARY KEY (_company_id, id),
  DROP CONSTRAINT bigbrain_operation_part_id_name_key, ADD CONSTRAINT bigbrain_operation_part_id_name_key UNIQUE (_company_id, part_id, name);
ALTER TABLE bigbrain_reason DROP CONSTRAINT bigbrain_reason_pkey, ADD CONSTRAINT bigbrain_reason_pkey PRIMARY KEY (_company_id, id);
ALTER TABLE bigbrain_metricsetup DROP CONSTRAINT bigbrain_metricsetup_pkey, ADD CONSTRAINT bigbrain_metricsetup_pkey PRIMARY KEY (_company_id, id);
ALTER TABLE bigbrain_inplocation DROP CONSTRAINT bigbrain_inplocation_pkey, ADD CONSTRAINT bigbrain_inplocation_pkey PRIMARY KEY (_company_id, id);
ALTER TABLE bigbrain_inpinventory DROP CONSTRAINT bigbrain_inpinventory_pkey, ADD CONSTRAINT bigbrain_inpinventory_pkey PRIMARY KEY (_company_id, id);
ALTER TABLE nav_navpreset DROP CONSTRAINT nav_navpreset_pkey, ADD CONSTRAINT nav_navpreset_pkey PRIMARY KEY (_company_id, id),
  DROP CONSTRAINT nav_navpreset_euid_key, ADD CONSTRAINT nav_navpreset_euid_key UNIQUE (_company_id, euid);
ALTER TABLE nav_navpresetflag DROP CONSTRAINT nav_navpresetflag_pkey, ADD CONSTRAINT nav_navpresetflag_pkey PRIMARY KEY (_company_id, preset_id, user_id);
ALTER TABLE nav_mapdesign DROP CONSTRAINT nav_mapdesign_pkey, ADD CONSTRAINT nav_mapdesign_pkey PRIMARY KEY (_company_id, id),
  DROP CONSTRAINT nav_mapdesign_euid_key, ADD CONSTRAINT nav_mapdesign_euid_key UNIQUE (_company_id, euid);
ALTER TABLE nav_sharedstate DROP CONSTRAINT nav_sharedstate_pkey, ADD CONSTRAINT nav_sharedstate_pkey PRIMARY KEY (_company_id, id);
ALTER TABLE nav_timelineaverage DROP CONSTRAINT nav_timelineaverage_pkey, ADD CONSTRAINT nav_timelineaverage_pkey PRIMARY KEY (_company_id, id);
ALTER TABLE bigbrain_inpevent DROP CONSTRAINT bigbrain_inpevent_pkey, ADD CONSTRAINT bigbrain_inpevent_pkey PRIMARY KEY (_company_id, id);
ALTER TABLE bigbrain_inpschedule DROP CONSTRAINT bigbrain_inpschedule_pkey, ADD CONSTRAINT bigbrain_inpschedule_pkey PRIMARY KEY (_company_id, id);
ALTER TABLE bigbrain_resschedule DROP CONSTRAINT bigbrain_resschedule_pkey, ADD CONSTRAINT bigbrain_resschedule_pkey PRIMARY KEY (_company_id, id),
  DROP CONSTRAINT bigbrain_resschedule_schedule_id_key, ADD CONSTRAINT bigbrain_resschedule_schedule_id_key UNIQUE (_company_id, schedule_id);
ALTER TABLE bigbrain_restime DROP CONSTRAINT bigbrain_restime_pkey, ADD CONSTRAINT bigbrain_restime_pkey PRIMARY KEY (_company_id, id);
ALTER TABLE bigbrain_resentity DROP CONSTRAINT bigbrain_resentity_pkey, ADD CONSTRAINT bigbrain_resentity_pkey PRIMARY KEY (_company_id, id),
  DROP CONSTRAINT bigbrain_resentity_entity_id_shift_date_shift_key_key,
  ADD CONSTRAINT bigbrain_resentity_entity_id_shift_date_shift_key_key UNIQUE (_company_id, entity_id, shift_date, shift_key);
ALTER TABLE ent_queue DROP CONSTRAINT ent_queue_pkey, ADD CONSTRAINT ent_queue_pkey PRIMARY KEY (_company_id, entity_id, shift_date);
ALTER TABLE live_presence DROP CONSTRAINT live_presence_pkey, ADD CONSTRAINT live_presence_pkey PRIMARY KEY (_company_id, handle);
ALTER TABLE connector_data_source DROP CONSTRAINT connector_data_source_pkey, ADD CONSTRAINT connector_data_source_pkey PRIMARY KEY (_company_id, id),
  DROP CONSTRAINT connector_data_source_client_id_key, ADD CONSTRAINT connector_data_source_client_id_key UNIQUE (_company_id, client_id);
ALTER TABLE bigbrain_machinepart DROP CONSTRAINT bigbrain_machinepart_pkey, ADD CONSTRAINT bigbrain_machinepart_pkey PRIMARY KEY (_company_id, id),
  DROP CONSTRAINT bigbrain_machinepart_machine_id_part_id_key, ADD CONSTRAINT bigbrain_machinepart_machine_id_part_id_key UNIQUE (_company_id, machine_id, part_id);
ALTER TABLE bigbrain_machineshift DROP CONSTRAINT bigbrain_machineshift_pkey, ADD CONSTRAINT bigbrain_machineshift_pkey PRIMARY KEY (_company_id, id),
  DROP CONSTRAINT bigbrain_machineshift_machine_id_shift_id_key, ADD CONSTRAINT bigbrain_machineshift_machine_id_shift_id_key UNIQUE (_company_id, machine_id, shift_id);

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
ALTER TABLE bigbrain_entity ADD CONSTRAINT bigbrain_entity_parent_id_fkey
  FOREIGN KEY (_company_id, parent_id) REFERENCES bigbrain_entity (_company_id, id) ON DELETE CASCADE;
ALTER TABLE bigbrain_operation ADD CONSTRAINT bigbrain_operation_part_id_fkey
  FOREIGN KEY (_company_id, part_id) REFERENCES bigbrain_part (_company_id, id) ON DELETE CASCADE;
ALTER TABLE nav_navpresetflag ADD CONSTRAINT nav_navpresetflag_preset_id_fkey
  FOREIGN KEY (_company_id, preset_id) REFERENCES nav_navpreset (_company_id, id) ON DELETE CASCADE;
ALTER TABLE nav_timelineaverage ADD CONSTRAINT nav_timelineaverage_machine_id_fkey
  FOREIGN KEY (_company_id, machine_id) REFERENCES bigbrain_entity (_company_id, id) ON DELETE CASCADE;
ALTER TABLE bigbrain_resschedule ADD CONSTRAINT bigbrain_resschedule_schedule_id_fkey
  FOREIGN KEY (_company_id, schedule_id) REFERENCES bigbrain_inpschedule (_company_id, id) ON DELETE CASCADE;
ALTER TABLE bigbrain_resentity ADD CONSTRAINT bigbrain_resentity_entity_id_fkey
  FOREIGN KEY (_company_id, entity_id) REFERENCES bigbrain_entity (_company_id, id) ON DELETE CASCADE;
ALTER TABLE ent_queue ADD CONSTRAINT ent_queue_entity_id_fkey
  FOREIGN KEY (_company_id, entity_id) REFERENCES bigbrain_entity (_company_id, id) ON DELETE CASCADE;
ALTER TABLE connector_machine_state ADD CONSTRAINT connector_machine_state_source_id_fkey
  FOREIGN KEY (_company_id, source_id) REFERENCES connector_data_source (_company_id, id) ON DELETE CASCADE;
ALTER TABLE bigbrain_machinepart
  ADD CONSTRAINT bigbrain_machinepart_machine_id_fkey FOREIGN KEY (_company_id, machine_id) REFERENCES bigbrain_entity (_company_id, id) ON DELETE CASCADE,
  ADD CONSTRAINT bigbrain_machinepart_part_id_fkey FOREIGN KEY (_company_id, part_id) REFERENCES bigbrain_part (_company_id, id) ON DELETE CASCADE;
ALTER TABLE bigbrain_machineshift
  ADD CONSTRAINT bigbrain_machineshift_machine_id_fkey FOREIGN KEY (_company_id, machine_id) REFERENCES bigbrain_entity (_company_id, id) ON DELETE CASCADE,
  ADD CONSTRAINT bigbrain_machineshift_shift_id_fkey FOREIGN KEY (_company_id, shift_id) REFERENCES bigbrain_shift (_company_id, id) ON DELETE CASCADE;

-- Children found by their parent within the company (the engine's roll-up, the entity tree).
DROP INDEX bigbrain_entity_parent;
CREATE INDEX bigbrain_entity_parent ON bigbrain_entity (_company_id, parent_id);
