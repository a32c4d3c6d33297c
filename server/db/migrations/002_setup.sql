-- Plant setup (document 1 section 3, document 2 section 3): parts, operations, reasons, metric setup
-- and metric names, locations and inventory, per-company plugin toggles, scheduled downtime notices,
-- and contact messages from the public site. Column names are the API contract.

-- Goal rates are parts per minute; an operation's ppm, when set, overrides its part's.
CREATE TABLE bigbrain_part (
  id            serial PRIMARY KEY,
  name          text NOT NULL,
  "desc"        text NOT NULL DEFAULT '',
  ppm           numeric NOT NULL CHECK (ppm > 0),
  _company_id   integer NOT NULL REFERENCES core_company (id) ON DELETE CASCADE,
  UNIQUE (_company_id, name)
);

CREATE TABLE bigbrain_operation (
  id            serial PRIMARY KEY,
  part_id       integer NOT NULL REFERENCES bigbrain_part (id) ON DELETE CASCADE,
  name          text NOT NULL,
  "desc"        text NOT NULL DEFAULT '',
  ppm           numeric NULL CHECK (ppm IS NULL OR ppm > 0),
  _company_id   integer NOT NULL REFERENCES core_company (id) ON DELETE CASCADE,
  UNIQUE (part_id, name)
);
CREATE INDEX bigbrain_operation_company ON bigbrain_operation (_company_id, part_id);

-- The profile's down_reasons, scrap_reasons, reject_reasons and rework_reasons come from here.
CREATE TABLE bigbrain_reason (
  id            serial PRIMARY KEY,
  kind          text NOT NULL CHECK (kind IN ('down', 'scrap', 'reject', 'rework')),
  name          text NOT NULL,
  "desc"        text NOT NULL DEFAULT '',
  planned       boolean NOT NULL DEFAULT false,
  _company_id   integer NOT NULL REFERENCES core_company (id) ON DELETE CASCADE,
  UNIQUE (_company_id, kind, name)
);

-- One row per company and metric key (GET /v1/metric_setup/). danger_state says which side of
-- the thresholds is bad: BELOW for rates such as EFFICIENCY, ABOVE for losses and downtime.
CREATE TABLE bigbrain_metricsetup (
  id            serial PRIMARY KEY,
  metric_key    text NOT NULL CHECK (metric_key IN ('EFFICIENCY', 'PERFORMANCE', 'AVAILABILITY', 'QUALITY',
                  'SCRAP_LOSS', 'SPEED_LOSS', 'PLANNED_DOWN', 'UNPLANNED_DOWN', 'PRODUCTION', 'SCRAP',
                  'REJECT', 'REWORK', 'GOOD')),
  danger_min    numeric NOT NULL DEFAULT 70,
  caution_min   numeric NOT NULL DEFAULT 90,
  standard_min  numeric NOT NULL DEFAULT 95,
  danger_state  text NOT NULL DEFAULT 'BELOW' CHECK (danger_state IN ('BELOW', 'ABOVE')),
  stacked_bar   boolean NOT NULL DEFAULT false,
  _company_id   integer NOT NULL REFERENCES core_company (id) ON DELETE CASCADE,
  UNIQUE (_company_id, metric_key)
);

-- The profile's metric_names: custom labels per metric key, with a revision the browser compares.
CREATE TABLE bigbrain_metricname (
  _company_id   integer PRIMARY KEY REFERENCES core_company (id) ON DELETE CASCADE,
  rev           integer NOT NULL DEFAULT 1,
  overrides     jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(overrides) = 'object')
);

-- Locations (endpoint bigbrain/location) and inventory (endpoint bigbrain/inventory); the location
-- table shows inventory summed per location key, hence the (company, location_key) index.
CREATE TABLE bigbrain_inplocation (
  id            serial PRIMARY KEY,
  name          varchar(30) NOT NULL CHECK (name <> ''),
  "desc"        varchar(50) NOT NULL DEFAULT '',
  key           varchar(30) NOT NULL CHECK (key <> ''),
  _company_id   integer NOT NULL REFERENCES core_company (id) ON DELETE CASCADE,
  UNIQUE (_company_id, key)
);

CREATE TABLE bigbrain_inpinventory (
  id            serial PRIMARY KEY,
  part_name     varchar(30) NOT NULL CHECK (part_name <> ''),
  "desc"        varchar(50) NOT NULL DEFAULT '',
  location_key  varchar(30) NOT NULL CHECK (location_key <> ''),
  qty           numeric NOT NULL DEFAULT 0,
  _company_id   integer NOT NULL REFERENCES core_company (id) ON DELETE CASCADE
);
CREATE INDEX bigbrain_inpinventory_location ON bigbrain_inpinventory (_company_id, location_key);

-- Admins switch setup plugins on and off for their company; no row means the plugin's default.
CREATE TABLE core_plugintoggle (
  _company_id   integer NOT NULL REFERENCES core_company (id) ON DELETE CASCADE,
  plugin_id     text NOT NULL CHECK (plugin_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  enabled       boolean NOT NULL,
  PRIMARY KEY (_company_id, plugin_id)
);

-- System notices shown as the downtime banner. _company_id NULL = every company sees it.
-- Epochs are milliseconds since 1970 (what the browser's Date takes); the message may contain
-- [TIME], replaced by time_epoch in the profile time zone.
CREATE TABLE core_scheduleddowntime (
  pk            serial PRIMARY KEY,
  message       text NOT NULL,
  start_epoch   bigint NOT NULL,
  end_epoch     bigint NOT NULL,
  time_epoch    bigint,
  updated_epoch bigint NOT NULL,
  _company_id   integer NULL REFERENCES core_company (id) ON DELETE CASCADE,
  CHECK (end_epoch >= start_epoch)
);
CREATE INDEX core_scheduleddowntime_window ON core_scheduleddowntime (end_epoch, _company_id);

-- The public site's contact form (POST /v1/navutil/marketing/contact/): anonymous, no company.
CREATE TABLE marketing_contact (
  id            serial PRIMARY KEY,
  first_name    varchar(80) NOT NULL CHECK (first_name <> ''),
  last_name     varchar(80) NOT NULL CHECK (last_name <> ''),
  email         varchar(80) NOT NULL CHECK (email LIKE '%_@_%'),
  subject       varchar(80) NOT NULL DEFAULT '',
  message       text NOT NULL CHECK (message <> ''),
  source        text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- Which steps of the demo-plant seeding have finished, so a server stopped halfway through its first
-- start resumes the missing steps instead of leaving a half-built plant.
CREATE TABLE core_demoseed (
  step          text PRIMARY KEY,
  finished_at   timestamptz NOT NULL DEFAULT now()
);
