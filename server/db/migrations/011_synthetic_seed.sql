-- The seed a company's synthetic production history was generated from: the live simulator
-- continues the same seeded story, so it must know the seed (npm run seed may pick another).
CREATE TABLE engine_synthetic_seed (
  _company_id  integer PRIMARY KEY REFERENCES core_company (id) ON DELETE CASCADE,
  seed         integer NOT NULL
);

-- Secondary indexes dropped for a bulk load into an empty table, until they are built again:
-- a load killed midway leaves its row here, and the next load rebuilds the index first.
CREATE TABLE engine_deferred_index (
  name   text PRIMARY KEY,
  def    text NOT NULL
);
