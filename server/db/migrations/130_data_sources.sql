-- Issue 38: machines connected over MQTT (and OPC UA next). One row per connection of a company;
-- the password is kept to connect with and never answered. client_id is the stable MQTT client id
-- of the source's persistent session (QoS 1 messages wait at the broker while the server is down).
CREATE TABLE connector_data_source (
  id           serial PRIMARY KEY,
  _company_id  integer NOT NULL REFERENCES core_company (id) ON DELETE CASCADE,
  name         text NOT NULL,
  kind         text NOT NULL CHECK (kind IN ('mqtt', 'opcua')),
  url          text NOT NULL,
  username     text NOT NULL DEFAULT '',
  password     text NOT NULL DEFAULT '',
  enabled      boolean NOT NULL DEFAULT true,
  settings     jsonb NOT NULL,
  client_id    text NOT NULL UNIQUE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (_company_id, name)
);

-- What a source knows about each machine between messages: running counters' last totals, the
-- open stop and the part in production. Written in the transaction that stores the message's events.
CREATE TABLE connector_machine_state (
  source_id    integer NOT NULL REFERENCES connector_data_source (id) ON DELETE CASCADE,
  machine_key  text NOT NULL,
  state        jsonb NOT NULL,
  PRIMARY KEY (source_id, machine_key)
);

-- A message delivered twice carries the same Source ID and replaces its first copy: that lookup
-- runs for every connector message, so it needs an index (the table holds millions of events).
CREATE INDEX bigbrain_inpevent_erp_trans ON bigbrain_inpevent (_company_id, erp_trans) WHERE erp_trans IS NOT NULL;
