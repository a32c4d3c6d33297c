-- Part of migration 004_customer_datasets (version and name unchanged: databases applied it as one step). The
-- host applies the parts of one version together, in the order of server/features.ts (server/db/migrate.ts).
-- The paint-line customer's data sets (document 3 sections 2.4, 3 and 7): paint-line programs and their events.

CREATE TABLE ino_program (
  id            serial PRIMARY KEY,
  euid          text NOT NULL UNIQUE,
  name          text NOT NULL,
  "desc"        text NOT NULL DEFAULT '',
  _company_id   integer NOT NULL REFERENCES core_company (id) ON DELETE CASCADE,
  UNIQUE (_company_id, name)
);

-- Paint-line events keep the input-event shape (document 3 section 3) keyed by program, in their own
-- table rather than bigbrain_inpevent: they carry no schedules and feed no OEE results, so the
-- metrics engine's queues never see them. machine_key is the paint line (PL4 or PL5); part_name is
-- the program's name. Types are read as PROD Assembly, RJCT Polish, SCRP and RWRK Fallout.
CREATE TABLE ino_programevent (
  id            serial PRIMARY KEY,
  program_id    integer NOT NULL REFERENCES ino_program (id) ON DELETE CASCADE,
  machine_key   text NOT NULL,
  part_name     text NOT NULL,
  operation     text NOT NULL DEFAULT '',
  shift_date    date NOT NULL,
  shift_key     text NOT NULL,
  type          text NOT NULL CHECK (type IN ('PROD', 'SCRP', 'RWRK', 'RJCT', 'DOWN')),
  erp_trans     text NOT NULL DEFAULT '',
  "timestamp"   timestamptz NOT NULL,
  quantity      numeric NOT NULL DEFAULT 0,
  reason_name   text,
  "end"         timestamptz,
  _company_id   integer NOT NULL REFERENCES core_company (id) ON DELETE CASCADE
);
CREATE INDEX ino_programevent_time ON ino_programevent (_company_id, "timestamp");
CREATE INDEX ino_programevent_program ON ino_programevent (program_id, "timestamp");
