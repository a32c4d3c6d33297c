-- Storage of the embedded identity provider (server/identity): its protocol state, its keys and
-- password-reset links. None of these rows belong to a company: identity comes before the company.

-- oidc-provider's models (Session, Interaction, Grant, AuthorizationCode, AccessToken, RefreshToken...)
-- as the provider's own JSON payloads, so sign-ins and refresh tokens survive a restart and are shared by
-- every server process on the same database.
CREATE TABLE identity_oidc_model (
  model         text NOT NULL,
  id            text NOT NULL,
  payload       jsonb NOT NULL,
  grant_id      text,
  uid           text,
  user_code     text,
  expires_at    timestamptz,
  consumed_at   timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX identity_oidc_model_grant ON identity_oidc_model (model, grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX identity_oidc_model_uid ON identity_oidc_model (model, uid) WHERE uid IS NOT NULL;
CREATE INDEX identity_oidc_model_user_code ON identity_oidc_model (model, user_code) WHERE user_code IS NOT NULL;
CREATE INDEX identity_oidc_model_expires ON identity_oidc_model (expires_at) WHERE expires_at IS NOT NULL;

-- Secrets generated once on first start: 'jwks' (RS256 signing keys) and 'cookies' (cookie signing keys).
-- Stored, not regenerated, so issued tokens and sessions stay valid across restarts.
CREATE TABLE identity_secret (
  name          text PRIMARY KEY,
  value         jsonb NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- Password-reset links: only a SHA-256 of the token is stored; each link works once, until expires_at.
CREATE TABLE identity_password_reset (
  token_hash    text PRIMARY KEY,
  user_id       integer NOT NULL REFERENCES core_user (id) ON DELETE CASCADE,
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX identity_password_reset_user ON identity_password_reset (user_id);
