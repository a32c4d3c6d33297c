-- Part of migration 150_citus_keys (server/db/migrations/150_citus_keys.sql says why): the coating
-- customer's tables, keyed by company first so Citus can shard them with the rest.
ALTER TABLE ccc_coatingop DROP CONSTRAINT ccc_coatingop_pkey, ADD CONSTRAINT ccc_coatingop_pkey PRIMARY KEY (_company_id, id);
ALTER TABLE ccc_kpitarget DROP CONSTRAINT ccc_kpitarget_pkey, ADD CONSTRAINT ccc_kpitarget_pkey PRIMARY KEY (_company_id, id);
ALTER TABLE ccc_updowncalendar DROP CONSTRAINT ccc_updowncalendar_pkey, ADD CONSTRAINT ccc_updowncalendar_pkey PRIMARY KEY (_company_id, id);
