-- Issue 36: the shifts a machine runs. A machine runs every company shift on every day unless a row
-- here names the ISO weekdays (1 Monday .. 7 Sunday) on which it runs that shift; an empty array means
-- never. Production schedules exist only where the machine runs the shift (core/shifts/machine-shifts.ts).
CREATE TABLE bigbrain_machineshift (
  id            serial PRIMARY KEY,
  machine_id    integer NOT NULL REFERENCES bigbrain_entity (id) ON DELETE CASCADE,
  shift_id      integer NOT NULL REFERENCES bigbrain_shift (id) ON DELETE CASCADE,
  weekdays      smallint[] NOT NULL CHECK (weekdays <@ ARRAY[1, 2, 3, 4, 5, 6, 7]::smallint[]),
  _company_id   integer NOT NULL REFERENCES core_company (id) ON DELETE CASCADE,
  UNIQUE (machine_id, shift_id)
);
CREATE INDEX bigbrain_machineshift_company ON bigbrain_machineshift (_company_id);
