-- The customer dashboards' data sets (document 3 sections 2.4, 3 and 7): coating operations per
-- shift, KPI targets and the up/down calendar (coating customer); paint-line programs and their
-- events (paint-line customer); MRP records (MRP customer).

CREATE TABLE ccc_coatingop (
  id                  serial PRIMARY KEY,
  shift_date          date NOT NULL,
  shift_name          text NOT NULL,
  weight_produced     numeric NOT NULL DEFAULT 0,
  lineal_produced     numeric NOT NULL DEFAULT 0,
  lf_per_hour         numeric NOT NULL DEFAULT 0,
  msf_produced        numeric NOT NULL DEFAULT 0,
  uptime_hours        numeric NOT NULL DEFAULT 0,
  downtime_hours      numeric NOT NULL DEFAULT 0,
  uptime_mins         numeric NOT NULL DEFAULT 0,
  changeover_mins     numeric NOT NULL DEFAULT 0,
  changeover_hours    numeric NOT NULL DEFAULT 0,
  num_changeovers     integer NOT NULL DEFAULT 0,
  roll_count          integer NOT NULL DEFAULT 0,
  split_roll_count    integer NOT NULL DEFAULT 0,
  full_roll_count     integer NOT NULL DEFAULT 0,
  roll_to_roll_mins   numeric NOT NULL DEFAULT 0,
  changeover_per_min  numeric NOT NULL DEFAULT 0,
  start               timestamptz NOT NULL,
  "end"               timestamptz NOT NULL,
  _company_id         integer NOT NULL REFERENCES core_company (id) ON DELETE CASCADE,
  UNIQUE (_company_id, shift_date, shift_name),
  CHECK ("end" > start)
);

-- One row per company (the KPI screen reads it with limit 1; PUT /v1/custom/ccc/kpi/update_target/
-- edits it). Each metric has a target, a _yellow and a _red threshold (yellow from red to 100,
-- red from 0 to yellow); lf_per_hour_with_downtime also has the expected downtime in minutes.
CREATE TABLE ccc_kpitarget (
  id                                 serial PRIMARY KEY,
  lineal_produced                    numeric NOT NULL DEFAULT 0,
  lineal_produced_yellow             numeric NOT NULL DEFAULT 70,
  lineal_produced_red                numeric NOT NULL DEFAULT 50,
  CHECK (lineal_produced_red BETWEEN 0 AND lineal_produced_yellow AND lineal_produced_yellow <= 100),
  weight_produced                    numeric NOT NULL DEFAULT 0,
  weight_produced_yellow             numeric NOT NULL DEFAULT 70,
  weight_produced_red                numeric NOT NULL DEFAULT 50,
  CHECK (weight_produced_red BETWEEN 0 AND weight_produced_yellow AND weight_produced_yellow <= 100),
  tons_produced                      numeric NOT NULL DEFAULT 0,
  tons_produced_yellow               numeric NOT NULL DEFAULT 70,
  tons_produced_red                  numeric NOT NULL DEFAULT 50,
  CHECK (tons_produced_red BETWEEN 0 AND tons_produced_yellow AND tons_produced_yellow <= 100),
  lf_per_hour                        numeric NOT NULL DEFAULT 0,
  lf_per_hour_yellow                 numeric NOT NULL DEFAULT 70,
  lf_per_hour_red                    numeric NOT NULL DEFAULT 50,
  CHECK (lf_per_hour_red BETWEEN 0 AND lf_per_hour_yellow AND lf_per_hour_yellow <= 100),
  msf_produced                       numeric NOT NULL DEFAULT 0,
  msf_produced_yellow                numeric NOT NULL DEFAULT 70,
  msf_produced_red                   numeric NOT NULL DEFAULT 50,
  CHECK (msf_produced_red BETWEEN 0 AND msf_produced_yellow AND msf_produced_yellow <= 100),
  uptime_hours                       numeric NOT NULL DEFAULT 0,
  uptime_hours_yellow                numeric NOT NULL DEFAULT 70,
  uptime_hours_red                   numeric NOT NULL DEFAULT 50,
  CHECK (uptime_hours_red BETWEEN 0 AND uptime_hours_yellow AND uptime_hours_yellow <= 100),
  uptime_mins                        numeric NOT NULL DEFAULT 0,
  uptime_mins_yellow                 numeric NOT NULL DEFAULT 70,
  uptime_mins_red                    numeric NOT NULL DEFAULT 50,
  CHECK (uptime_mins_red BETWEEN 0 AND uptime_mins_yellow AND uptime_mins_yellow <= 100),
  changeover_mins                    numeric NOT NULL DEFAULT 0,
  changeover_mins_yellow             numeric NOT NULL DEFAULT 70,
  changeover_mins_red                numeric NOT NULL DEFAULT 50,
  CHECK (changeover_mins_red BETWEEN 0 AND changeover_mins_yellow AND changeover_mins_yellow <= 100),
  changeover_hours                   numeric NOT NULL DEFAULT 0,
  changeover_hours_yellow            numeric NOT NULL DEFAULT 70,
  changeover_hours_red               numeric NOT NULL DEFAULT 50,
  CHECK (changeover_hours_red BETWEEN 0 AND changeover_hours_yellow AND changeover_hours_yellow <= 100),
  num_changeovers                    numeric NOT NULL DEFAULT 0,
  num_changeovers_yellow             numeric NOT NULL DEFAULT 70,
  num_changeovers_red                numeric NOT NULL DEFAULT 50,
  CHECK (num_changeovers_red BETWEEN 0 AND num_changeovers_yellow AND num_changeovers_yellow <= 100),
  roll_count                         numeric NOT NULL DEFAULT 0,
  roll_count_yellow                  numeric NOT NULL DEFAULT 70,
  roll_count_red                     numeric NOT NULL DEFAULT 50,
  CHECK (roll_count_red BETWEEN 0 AND roll_count_yellow AND roll_count_yellow <= 100),
  split_roll_count                   numeric NOT NULL DEFAULT 0,
  split_roll_count_yellow            numeric NOT NULL DEFAULT 70,
  split_roll_count_red               numeric NOT NULL DEFAULT 50,
  CHECK (split_roll_count_red BETWEEN 0 AND split_roll_count_yellow AND split_roll_count_yellow <= 100),
  full_roll_count                    numeric NOT NULL DEFAULT 0,
  full_roll_count_yellow             numeric NOT NULL DEFAULT 70,
  full_roll_count_red                numeric NOT NULL DEFAULT 50,
  CHECK (full_roll_count_red BETWEEN 0 AND full_roll_count_yellow AND full_roll_count_yellow <= 100),
  changeover_per_min                 numeric NOT NULL DEFAULT 0,
  changeover_per_min_yellow          numeric NOT NULL DEFAULT 70,
  changeover_per_min_red             numeric NOT NULL DEFAULT 50,
  CHECK (changeover_per_min_red BETWEEN 0 AND changeover_per_min_yellow AND changeover_per_min_yellow <= 100),
  roll_to_roll_mins                  numeric NOT NULL DEFAULT 0,
  roll_to_roll_mins_yellow           numeric NOT NULL DEFAULT 70,
  roll_to_roll_mins_red              numeric NOT NULL DEFAULT 50,
  CHECK (roll_to_roll_mins_red BETWEEN 0 AND roll_to_roll_mins_yellow AND roll_to_roll_mins_yellow <= 100),
  lf_per_hour_with_downtime          numeric NOT NULL DEFAULT 0,
  lf_per_hour_with_downtime_yellow   numeric NOT NULL DEFAULT 70,
  lf_per_hour_with_downtime_red      numeric NOT NULL DEFAULT 0,
  CHECK (lf_per_hour_with_downtime_red BETWEEN 0 AND lf_per_hour_with_downtime_yellow AND lf_per_hour_with_downtime_yellow <= 100),
  lf_per_hour_with_downtime_downtime numeric NOT NULL DEFAULT 120 CHECK (lf_per_hour_with_downtime_downtime BETWEEN 0 AND 480),
  _company_id                        integer NOT NULL UNIQUE REFERENCES core_company (id) ON DELETE CASCADE
);

CREATE TABLE ccc_updowncalendar (
  id              serial PRIMARY KEY,
  start_datetime  timestamptz NOT NULL,
  end_datetime    timestamptz NOT NULL,
  is_uptime       boolean NOT NULL,
  notes           text NOT NULL DEFAULT '',
  _company_id     integer NOT NULL REFERENCES core_company (id) ON DELETE CASCADE,
  CHECK (end_datetime > start_datetime)
);
CREATE INDEX ccc_updowncalendar_start ON ccc_updowncalendar (_company_id, start_datetime);

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

-- One row per part and MRP run; detail is the list of SUPPLY, SUPPLYF and DEMAND entries.
CREATE TABLE core2_mrp (
  id                      serial PRIMARY KEY,
  "timestamp"             timestamptz NOT NULL,
  name                    text NOT NULL DEFAULT '',
  part__name              text NOT NULL,
  part__group             text NOT NULL DEFAULT '',
  part__uom               text NOT NULL DEFAULT 'EA',
  part__production_lines  text[] NOT NULL DEFAULT '{}',
  qoh                     numeric NOT NULL DEFAULT 0,
  detail                  jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(detail) = 'array'),
  _company_id             integer NOT NULL REFERENCES core_company (id) ON DELETE CASCADE
);
CREATE INDEX core2_mrp_part ON core2_mrp (_company_id, part__name);
CREATE INDEX core2_mrp_group ON core2_mrp (_company_id, part__group);
