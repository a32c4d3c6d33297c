-- Row counts of the event tables per company, kept by statement-level triggers (issue 15): the
-- backend-state panel and the company metrics read one small row instead of count(*) over millions
-- of events. Statement-level with transition tables, so a bulk insert pays one grouped upsert, not a
-- trigger call per row. No row changes company (no route updates _company_id), so updates are not counted.
CREATE TABLE company_counts (
  _company_id int    NOT NULL REFERENCES core_company (id) ON DELETE CASCADE,
  tbl         text   NOT NULL,
  n           bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (_company_id, tbl)
);

CREATE FUNCTION company_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_counts (_company_id, tbl, n)
    SELECT _company_id, TG_TABLE_NAME, count(*) FROM counted_new_rows GROUP BY _company_id
  ON CONFLICT (_company_id, tbl) DO UPDATE SET n = company_counts.n + excluded.n;
  RETURN NULL;
END $$;

CREATE FUNCTION company_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_counts c SET n = c.n - d.n
    FROM (SELECT _company_id, count(*) AS n FROM counted_old_rows GROUP BY _company_id) d
   WHERE c._company_id = d._company_id AND c.tbl = TG_TABLE_NAME;
  RETURN NULL;
END $$;

CREATE FUNCTION company_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM company_counts WHERE tbl = TG_TABLE_NAME;
  RETURN NULL;
END $$;

CREATE TRIGGER company_counts_ins AFTER INSERT ON bigbrain_inpevent REFERENCING NEW TABLE AS counted_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_counts_inserted();
CREATE TRIGGER company_counts_del AFTER DELETE ON bigbrain_inpevent REFERENCING OLD TABLE AS counted_old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_counts_deleted();
CREATE TRIGGER company_counts_trunc AFTER TRUNCATE ON bigbrain_inpevent
  FOR EACH STATEMENT EXECUTE FUNCTION company_counts_truncated();

CREATE TRIGGER company_counts_ins AFTER INSERT ON bigbrain_inpschedule REFERENCING NEW TABLE AS counted_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_counts_inserted();
CREATE TRIGGER company_counts_del AFTER DELETE ON bigbrain_inpschedule REFERENCING OLD TABLE AS counted_old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_counts_deleted();
CREATE TRIGGER company_counts_trunc AFTER TRUNCATE ON bigbrain_inpschedule
  FOR EACH STATEMENT EXECUTE FUNCTION company_counts_truncated();

INSERT INTO company_counts (_company_id, tbl, n)
  SELECT _company_id, 'bigbrain_inpevent', count(*) FROM bigbrain_inpevent GROUP BY _company_id;
INSERT INTO company_counts (_company_id, tbl, n)
  SELECT _company_id, 'bigbrain_inpschedule', count(*) FROM bigbrain_inpschedule GROUP BY _company_id;
