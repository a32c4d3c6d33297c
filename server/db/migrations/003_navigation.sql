-- Navigation presets, map designs, shared navigation states and timeline averages
-- (document 1 sections 3 and 7, document 2 sections 3 and 7, document 3 section 7).

-- euid is a UUID v4 (system-generated ids use that form). author_first_name, author_last_name and
-- author_comp_prof are read through the author's core_user row.
CREATE TABLE nav_navpreset (
  id            serial PRIMARY KEY,
  euid          uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  name          text NOT NULL CHECK (name <> ''),
  "desc"        text NOT NULL DEFAULT '',
  author_id     integer REFERENCES core_user (id) ON DELETE SET NULL,
  navstate      jsonb NOT NULL DEFAULT '{}'::jsonb,
  "default"     boolean NOT NULL DEFAULT false,
  public        boolean NOT NULL DEFAULT false,
  _updated      timestamptz NOT NULL DEFAULT now(),
  _company_id   integer NOT NULL REFERENCES core_company (id) ON DELETE CASCADE
);
CREATE INDEX nav_navpreset_company ON nav_navpreset (_company_id, author_id);
-- At most one default preset per company.
CREATE UNIQUE INDEX nav_navpreset_one_default ON nav_navpreset (_company_id) WHERE "default";

-- hidden and favorite are each user's own view of a preset, not a property of the preset.
CREATE TABLE nav_navpresetflag (
  preset_id     integer NOT NULL REFERENCES nav_navpreset (id) ON DELETE CASCADE,
  user_id       integer NOT NULL REFERENCES core_user (id) ON DELETE CASCADE,
  hidden        boolean NOT NULL DEFAULT false,
  favorite      boolean NOT NULL DEFAULT false,
  _company_id   integer NOT NULL REFERENCES core_company (id) ON DELETE CASCADE,
  PRIMARY KEY (preset_id, user_id)
);
CREATE INDEX nav_navpresetflag_user ON nav_navpresetflag (user_id);

-- design holds flows, flowHelpers, machine_xref, location_xref and last_node_id.
CREATE TABLE nav_mapdesign (
  id            serial PRIMARY KEY,
  euid          uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  name          text NOT NULL CHECK (name <> ''),
  "desc"        text NOT NULL DEFAULT '',
  author_id     integer REFERENCES core_user (id) ON DELETE SET NULL,
  design        jsonb NOT NULL DEFAULT '{}'::jsonb,
  "default"     boolean NOT NULL DEFAULT false,
  public        boolean NOT NULL DEFAULT false,
  favorite      boolean NOT NULL DEFAULT false,
  _updated      timestamptz NOT NULL DEFAULT now(),
  _company_id   integer NOT NULL REFERENCES core_company (id) ON DELETE CASCADE,
  UNIQUE (_company_id, name)
);
CREATE INDEX nav_mapdesign_company ON nav_mapdesign (_company_id, author_id);
CREATE UNIQUE INDEX nav_mapdesign_one_default ON nav_mapdesign (_company_id) WHERE "default";

-- GET /v1/navutil/nav_state/save_navstate/ stores a state; its id builds a share link, so it is
-- an unguessable UUID rather than a counter.
CREATE TABLE nav_sharedstate (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name          text NOT NULL DEFAULT '',
  navstate      jsonb NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  _company_id   integer NOT NULL REFERENCES core_company (id) ON DELETE CASCADE
);
CREATE INDEX nav_sharedstate_company ON nav_sharedstate (_company_id);

-- POST navutil/xelp/set_plex {machine (euid), task (part), average (minutes)}: the machine
-- dashboard's timeline averaging window, remembered per machine and part ('' = any part).
CREATE TABLE nav_timelineaverage (
  id            serial PRIMARY KEY,
  machine_id    integer NOT NULL REFERENCES bigbrain_entity (id) ON DELETE CASCADE,
  part          text NOT NULL DEFAULT '',
  average       integer NOT NULL CHECK (average > 0),
  _updated      timestamptz NOT NULL DEFAULT now(),
  _company_id   integer NOT NULL REFERENCES core_company (id) ON DELETE CASCADE,
  UNIQUE (_company_id, machine_id, part)
);
