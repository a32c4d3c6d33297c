-- Parts carry a group (document 3 §3: the MRP record's part__group); '' when the part has none.
ALTER TABLE bigbrain_part ADD COLUMN IF NOT EXISTS group_name text NOT NULL DEFAULT '';
