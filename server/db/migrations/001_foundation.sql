-- Companies, users and the entity tree with shifts: what every other table hangs from.
-- Every company-owned row carries _company_id, the value of the token's x-hasura-company-id claim.

CREATE TABLE core_company (
  id            serial PRIMARY KEY,
  euid          text NOT NULL UNIQUE CHECK (euid LIKE 'C%'),
  name          text NOT NULL UNIQUE,
  "desc"        text NOT NULL DEFAULT '',
  industry      text NOT NULL DEFAULT 'other',
  timezone      text NOT NULL DEFAULT 'US/Eastern',
  subscription  text,
  sub_status    text NOT NULL DEFAULT 'ACTIVE',
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE core_user (
  id            serial PRIMARY KEY,
  euid          text NOT NULL UNIQUE,
  email         text NOT NULL UNIQUE,
  password_hash text,
  first_name    text NOT NULL DEFAULT '',
  last_name     text NOT NULL DEFAULT '',
  job_title     text NOT NULL DEFAULT '',
  phone_number  text NOT NULL DEFAULT '',
  role          text NOT NULL DEFAULT 'USER' CHECK (role IN ('ADMIN', 'MANAGER', 'USER')),
  status        text NOT NULL DEFAULT 'ACTIVE',
  timezone      text NOT NULL DEFAULT 'US/Eastern',
  is_super      boolean NOT NULL DEFAULT false,
  is_bigbrain   boolean NOT NULL DEFAULT true,
  is_demo       boolean NOT NULL DEFAULT false,
  _company_id   integer REFERENCES core_company (id) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX core_user_company ON core_user (_company_id);

-- The ISA-95 tree: company (depth 0), site (1), area (2), machine (3).
CREATE TABLE bigbrain_entity (
  id            serial PRIMARY KEY,
  euid          text NOT NULL UNIQUE,
  name          text NOT NULL,
  key           text NOT NULL,
  "desc"        text NOT NULL DEFAULT '',
  category      text NOT NULL CHECK (category IN ('COMPANY', 'SITE', 'AREA', 'MACHINE')),
  parent_id     integer REFERENCES bigbrain_entity (id) ON DELETE CASCADE,
  depth         integer NOT NULL,
  enabled       boolean NOT NULL DEFAULT true,
  timezone      text NOT NULL DEFAULT 'US/Eastern',
  _company_id   integer NOT NULL REFERENCES core_company (id) ON DELETE CASCADE,
  UNIQUE (_company_id, key)
);
CREATE INDEX bigbrain_entity_parent ON bigbrain_entity (parent_id);
CREATE INDEX bigbrain_entity_company ON bigbrain_entity (_company_id, depth);

CREATE TABLE bigbrain_shift (
  id            serial PRIMARY KEY,
  name          text NOT NULL,
  color         text,
  start_time    time NOT NULL,
  end_time      time NOT NULL,
  position      integer NOT NULL,
  _company_id   integer NOT NULL REFERENCES core_company (id) ON DELETE CASCADE,
  UNIQUE (_company_id, name),
  UNIQUE (_company_id, position)
);
