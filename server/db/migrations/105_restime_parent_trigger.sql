-- Issue 15: restime's foreign key to its schedule result was checked for each of the hundreds of
-- thousands of rows a regeneration writes (1.4 s of the 3.6 s restime took on 30 machines x 120
-- days). The engine writes a result's buckets in the transaction that writes the result, so the
-- check never fails; what the key still did is the cascade, kept here as one statement-level
-- trigger: deleting results (the engine replacing them, a schedule or a company deleted) deletes
-- their buckets through the parent index in one statement.
ALTER TABLE bigbrain_restime DROP CONSTRAINT bigbrain_restime_parent_id_fkey;

CREATE FUNCTION restime_results_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- ANY(ARRAY(...)) keeps the parent index: a join with the transition table (no statistics) may be planned as a scan of every bucket.
  DELETE FROM bigbrain_restime WHERE parent_id = ANY (ARRAY(SELECT id FROM deleted_results));
  RETURN NULL;
END $$;

CREATE FUNCTION restime_results_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE bigbrain_restime;
  RETURN NULL;
END $$;

CREATE TRIGGER restime_results_del AFTER DELETE ON bigbrain_resschedule REFERENCING OLD TABLE AS deleted_results
  FOR EACH STATEMENT EXECUTE FUNCTION restime_results_deleted();
CREATE TRIGGER restime_results_trunc AFTER TRUNCATE ON bigbrain_resschedule
  FOR EACH STATEMENT EXECUTE FUNCTION restime_results_truncated();
