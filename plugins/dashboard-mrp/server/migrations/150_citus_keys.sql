-- Part of migration 150_citus_keys (server/db/migrations/150_citus_keys.sql says why): the MRP
-- customer's records, keyed by company first so Citus can shard them with the rest.
ALTER TABLE core2_mrp DROP CONSTRAINT core2_mrp_pkey, ADD CONSTRAINT core2_mrp_pkey PRIMARY KEY (_company_id, id);
