-- Company administration (issue 14): invitations and the live socket's presence.

-- An invitation is a core_user row with status INVITED (no password) and a one-time link whose
-- hash is kept here; accepting it sets names and password and makes the user ACTIVE.
CREATE TABLE identity_invitation (
  token_hash    text PRIMARY KEY,
  user_id       integer NOT NULL REFERENCES core_user (id) ON DELETE CASCADE,
  invited_by    integer REFERENCES core_user (id) ON DELETE SET NULL,
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX identity_invitation_user ON identity_invitation (user_id);

-- The tabs on /ws/live/ of every server process. Each process refreshes its own rows' heartbeat;
-- rows whose expiry passed (their process died) are ignored and swept. So several processes on one
-- PostgreSQL report the same current users.
CREATE TABLE live_presence (
  handle          text PRIMARY KEY,
  server_id       text NOT NULL,
  _company_id     integer NOT NULL REFERENCES core_company (id) ON DELETE CASCADE,
  tab_id          text NOT NULL,
  user_id         text NOT NULL,
  username        text NOT NULL,
  email           text NOT NULL,
  company_euid    text NOT NULL,
  location        text NOT NULL,
  connected_since timestamptz NOT NULL,
  expires_at      timestamptz NOT NULL
);
CREATE INDEX live_presence_company ON live_presence (_company_id, expires_at);
CREATE INDEX live_presence_server ON live_presence (server_id);
