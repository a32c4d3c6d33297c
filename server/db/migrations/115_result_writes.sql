-- Issue 15: what a full regeneration writes, measured on 100 machines x 365 days.
--
-- restime's (company, machine, timestamp) index was its largest (175 MB for 2.5 M rows) and cost
-- more than the other two together (copying the rows: 8.7 s with it alone, 4.1 s with the parent
-- index alone, 3.0 s with none). Nothing reads through it: the machine dashboard asks for a
-- machine's day by its schedules, and PostgreSQL finds those buckets through restime_parent.
DROP INDEX bigbrain_restime_machine_time;

-- The result rows' keys to the company were a check per row (a sixth of a resentity batch). They
-- are redundant, as restime's was (migration 100): a machine result belongs to its entity and a
-- schedule result to its input schedule, each of the same company and deleted with it.
ALTER TABLE bigbrain_resentity DROP CONSTRAINT bigbrain_resentity__company_id_fkey;
ALTER TABLE bigbrain_resschedule DROP CONSTRAINT bigbrain_resschedule__company_id_fkey;

-- (company, entity, date, shift) repeats the unique (entity, date, shift): an entity has one company.
DROP INDEX bigbrain_resentity_entity_date;
