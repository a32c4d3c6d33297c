-- Production inputs, their computed results, the engine's work queues and job logs
-- (specification document 2 section 3; ARCHITECTURE.md section 6).
--
-- shift_key everywhere is the shift name upper-cased ('DAY', 'AFTERNOON', 'MIDNIGHT').
-- bigbrain_resentity has one more shift_key, 'SUMMARY': the whole shift date (every shift summed),
-- which is what the dashboards read when shifts are combined (shift_summary = SUMMARY).
-- *_percent columns hold percentages 0..100 (efficiency 85.2 means 85.2 %).

-- Raw events: PROD, SCRP, RJCT, RWRK carry quantities; DOWN carries a reason, the planned flag
-- and an end (NULL while the machine is still down: it counts up to now).
CREATE TABLE bigbrain_inpevent (
  id            bigserial PRIMARY KEY,
  "timestamp"   timestamptz NOT NULL,
  machine_key   text NOT NULL,
  part_name     text,
  operation     text,
  shift_date    date,
  shift_key     text,
  type          text NOT NULL DEFAULT 'PROD' CHECK (type IN ('PROD', 'SCRP', 'RJCT', 'RWRK', 'DOWN')),
  erp_trans     text,
  quantity      numeric NOT NULL DEFAULT 0,
  reason_name   text,
  planned       boolean NOT NULL DEFAULT false,
  "end"         timestamptz,
  _company_id   integer NOT NULL REFERENCES core_company (id) ON DELETE CASCADE,
  CHECK ("end" IS NULL OR "end" >= "timestamp")
);
-- The engine reads one machine's window; the event table and analysis screens filter by date.
CREATE INDEX bigbrain_inpevent_machine_time ON bigbrain_inpevent (_company_id, machine_key, "timestamp");
CREATE INDEX bigbrain_inpevent_shift_date ON bigbrain_inpevent (_company_id, shift_date, shift_key);
-- Downtime that began before a window and reaches into it (the engine looks back for it).
CREATE INDEX bigbrain_inpevent_down ON bigbrain_inpevent (_company_id, machine_key, "timestamp") WHERE type = 'DOWN';
CREATE INDEX bigbrain_inpevent_open_down ON bigbrain_inpevent (_company_id, machine_key) WHERE type = 'DOWN' AND "end" IS NULL;

-- Planned production: quantity of a part (and operation) on a machine in one shift, at a goal rate.
CREATE TABLE bigbrain_inpschedule (
  id            serial PRIMARY KEY,
  shift_date    date NOT NULL,
  machine_key   text NOT NULL,
  part_name     text NOT NULL,
  operation     text NOT NULL DEFAULT '',
  shift_key     text NOT NULL,
  quantity      numeric NOT NULL DEFAULT 0 CHECK (quantity >= 0),
  ppm           numeric NOT NULL CHECK (ppm > 0),
  _company_id   integer NOT NULL REFERENCES core_company (id) ON DELETE CASCADE,
  -- Sending the same schedule again corrects it instead of duplicating it.
  UNIQUE (_company_id, machine_key, shift_date, shift_key, part_name, operation)
);
CREATE INDEX bigbrain_inpschedule_date ON bigbrain_inpschedule (_company_id, shift_date);

-- One result per schedule.
CREATE TABLE bigbrain_resschedule (
  id                    serial PRIMARY KEY,
  schedule_id           integer NOT NULL UNIQUE REFERENCES bigbrain_inpschedule (id) ON DELETE CASCADE,
  goal_pps              double precision NOT NULL,
  realized_pps          double precision NOT NULL,
  scheduled_quantity    numeric NOT NULL,
  transaction_count     integer NOT NULL,
  units_produced        numeric NOT NULL,
  units_good            numeric NOT NULL,
  units_scrapped        numeric NOT NULL,
  units_rejected        numeric NOT NULL,
  units_reworked        numeric NOT NULL,
  operating_secs        double precision NOT NULL,
  scheduled_secs        double precision NOT NULL,
  planned_down_secs     double precision NOT NULL,
  unplanned_down_secs   double precision NOT NULL,
  speed_loss_secs       double precision NOT NULL,
  scrap_loss_secs       double precision NOT NULL,
  max_event_pk          bigint,
  performance_percent   double precision NOT NULL,
  quality_percent       double precision NOT NULL,
  availability_percent  double precision NOT NULL,
  efficiency_percent    double precision NOT NULL,
  _company_id           integer NOT NULL REFERENCES core_company (id) ON DELETE CASCADE
);
CREATE INDEX bigbrain_resschedule_company ON bigbrain_resschedule (_company_id);

-- Counts of one schedule in 15-minute buckets (timestamp = bucket start).
CREATE TABLE bigbrain_restime (
  id                 bigserial PRIMARY KEY,
  parent_id          integer NOT NULL REFERENCES bigbrain_resschedule (id) ON DELETE CASCADE,
  shift_key          text NOT NULL,
  machine_key        text NOT NULL,
  part_name          text,
  operation          text,
  "timestamp"        timestamptz NOT NULL,
  transaction_count  integer NOT NULL,
  units_produced     numeric NOT NULL,
  units_good         numeric NOT NULL,
  units_reworked     numeric NOT NULL,
  units_rejected     numeric NOT NULL,
  units_scrapped     numeric NOT NULL,
  _company_id        integer NOT NULL REFERENCES core_company (id) ON DELETE CASCADE
);
CREATE INDEX bigbrain_restime_parent ON bigbrain_restime (parent_id);
CREATE INDEX bigbrain_restime_machine_time ON bigbrain_restime (_company_id, machine_key, "timestamp");

-- Results per entity (machine, area, site, company) per shift date, per shift and 'SUMMARY'.
-- ideal_secs and good_secs are kept so that any set of rows can be rolled up again by summing.
CREATE TABLE bigbrain_resentity (
  id                      bigserial PRIMARY KEY,
  shift_key               text NOT NULL,
  shift_date              date NOT NULL,
  entity_id               integer NOT NULL REFERENCES bigbrain_entity (id) ON DELETE CASCADE,
  scheduled_secs          double precision NOT NULL,
  planned_down_secs       double precision NOT NULL,
  unplanned_down_secs     double precision NOT NULL,
  available_secs          double precision NOT NULL,
  operating_secs          double precision NOT NULL,
  ideal_secs              double precision NOT NULL,
  good_secs               double precision NOT NULL,
  speed_loss_secs         double precision NOT NULL,
  scrap_loss_secs         double precision NOT NULL,
  goal_pps                double precision NOT NULL,
  performance_percent     double precision NOT NULL,
  quality_percent         double precision NOT NULL,
  availability_percent    double precision NOT NULL,
  efficiency_percent      double precision NOT NULL,
  speed_loss_percent      double precision NOT NULL,
  scrap_loss_percent      double precision NOT NULL,
  planned_down_percent    double precision NOT NULL,
  unplanned_down_percent  double precision NOT NULL,
  transaction_count       integer NOT NULL,
  units_produced          numeric NOT NULL,
  units_good              numeric NOT NULL,
  units_reworked          numeric NOT NULL,
  units_rejected          numeric NOT NULL,
  units_scrapped          numeric NOT NULL,
  _company_id             integer NOT NULL REFERENCES core_company (id) ON DELETE CASCADE,
  UNIQUE (entity_id, shift_date, shift_key)
);
-- Dashboard queries: a company's date range per shift, and one entity's range.
CREATE INDEX bigbrain_resentity_company_date ON bigbrain_resentity (_company_id, shift_date, shift_key);
CREATE INDEX bigbrain_resentity_entity_date ON bigbrain_resentity (_company_id, entity_id, shift_date, shift_key);

-- Work queues. A row means "recompute this"; it is deleted in the transaction that writes the result,
-- so a crash leaves it queued. Workers take rows with FOR UPDATE SKIP LOCKED.
CREATE TABLE sch_queue (
  _company_id  integer NOT NULL REFERENCES core_company (id) ON DELETE CASCADE,
  machine_key  text NOT NULL,
  shift_date   date NOT NULL,
  shift_key    text NOT NULL,
  queued_at    timestamptz NOT NULL DEFAULT clock_timestamp(),
  attempts     integer NOT NULL DEFAULT 0,
  last_error   text,
  PRIMARY KEY (_company_id, machine_key, shift_date, shift_key)
);
CREATE INDEX sch_queue_order ON sch_queue (attempts, queued_at);

-- depth is the entity's depth (3 machine ... 0 company): deeper rows are rolled up first.
CREATE TABLE ent_queue (
  _company_id  integer NOT NULL REFERENCES core_company (id) ON DELETE CASCADE,
  entity_id    integer NOT NULL REFERENCES bigbrain_entity (id) ON DELETE CASCADE,
  shift_date   date NOT NULL,
  depth        integer NOT NULL,
  queued_at    timestamptz NOT NULL DEFAULT clock_timestamp(),
  attempts     integer NOT NULL DEFAULT 0,
  last_error   text,
  PRIMARY KEY (entity_id, shift_date)
);
CREATE INDEX ent_queue_order ON ent_queue (depth DESC, attempts, queued_at);

CREATE TABLE sch_joblog (
  id           bigserial PRIMARY KEY,
  _company_id  integer REFERENCES core_company (id) ON DELETE CASCADE,
  started      timestamptz NOT NULL,
  finished     timestamptz NOT NULL DEFAULT clock_timestamp(),
  rows         integer NOT NULL,
  error        text
);
CREATE INDEX sch_joblog_company ON sch_joblog (_company_id, started);

CREATE TABLE ent_joblog (
  id           bigserial PRIMARY KEY,
  _company_id  integer REFERENCES core_company (id) ON DELETE CASCADE,
  started      timestamptz NOT NULL,
  finished     timestamptz NOT NULL DEFAULT clock_timestamp(),
  rows         integer NOT NULL,
  error        text
);
CREATE INDEX ent_joblog_company ON ent_joblog (_company_id, started);

-- Every change of a queue is announced on 'backend_state' (once per statement; PostgreSQL folds
-- equal payloads of one transaction), so the API's socket pushes fresh counts without polling.
CREATE FUNCTION backend_state_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('backend_state', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
CREATE TRIGGER sch_queue_notify AFTER INSERT OR UPDATE OR DELETE ON sch_queue
  FOR EACH STATEMENT EXECUTE FUNCTION backend_state_notify();
CREATE TRIGGER ent_queue_notify AFTER INSERT OR UPDATE OR DELETE ON ent_queue
  FOR EACH STATEMENT EXECUTE FUNCTION backend_state_notify();
