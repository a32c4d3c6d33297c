-- Part of migration 150_citus_keys (server/db/migrations/150_citus_keys.sql says why): the paint-line
-- customer's programs and events, keyed by company first, the events' key to their program included.
ALTER TABLE ino_programevent DROP CONSTRAINT ino_programevent_program_id_fkey;
ALTER TABLE ino_program DROP CONSTRAINT ino_program_pkey, ADD CONSTRAINT ino_program_pkey PRIMARY KEY (_company_id, id),
  DROP CONSTRAINT ino_program_euid_key, ADD CONSTRAINT ino_program_euid_key UNIQUE (_company_id, euid);
ALTER TABLE ino_programevent DROP CONSTRAINT ino_programevent_pkey, ADD CONSTRAINT ino_programevent_pkey PRIMARY KEY (_company_id, id),
  ADD CONSTRAINT ino_programevent_program_id_fkey FOREIGN KEY (_company_id, program_id) REFERENCES ino_program (_company_id, id) ON DELETE CASCADE;
DROP INDEX ino_programevent_program;
CREATE INDEX ino_programevent_program ON ino_programevent (_company_id, program_id, "timestamp");
