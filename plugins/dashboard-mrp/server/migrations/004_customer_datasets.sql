-- Part of migration 004_customer_datasets (version and name unchanged: databases applied it as one step). The
-- host applies the parts of one version together, in the order of server/features.ts (server/db/migrate.ts).
-- The MRP customer's data set (document 3 sections 2.4, 3 and 7): MRP records.

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
