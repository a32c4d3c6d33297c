-- Issue 15: a regeneration writes hundreds of thousands of 15-minute rows, and each foreign key is
-- a check per row. restime's own key to the company is redundant: its schedule result belongs to
-- the same company and deleting the company deletes that result, which deletes these rows.
ALTER TABLE bigbrain_restime DROP CONSTRAINT bigbrain_restime__company_id_fkey;
