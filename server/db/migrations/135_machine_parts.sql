-- Issue 36: which parts a machine runs at which ideal rate (parts per minute), set on screen. The
-- machine's rate for a part wins over the part's and its operations' own rates when a plan row is
-- made without a rate, and when the rate changes the plan rows of that machine and part take it.
CREATE TABLE bigbrain_machinepart (
  id            serial PRIMARY KEY,
  machine_id    integer NOT NULL REFERENCES bigbrain_entity (id) ON DELETE CASCADE,
  part_id       integer NOT NULL REFERENCES bigbrain_part (id) ON DELETE CASCADE,
  ppm           numeric NOT NULL CHECK (ppm > 0),
  _company_id   integer NOT NULL REFERENCES core_company (id) ON DELETE CASCADE,
  UNIQUE (machine_id, part_id)
);
CREATE INDEX bigbrain_machinepart_company ON bigbrain_machinepart (_company_id, part_id);
