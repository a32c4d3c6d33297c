-- Issue 33: a stop counts in every scheduled window it covers, however long ago it began. The engine
-- (server/engine/load-window-inputs.ts) and the event analysis find stops by overlap: begun before a
-- window's end and still open or ended after its start. Stops by end, per machine, so a stop of
-- three days is found from its end without walking the machine's whole history by start.
CREATE INDEX bigbrain_inpevent_down_end ON bigbrain_inpevent (_company_id, machine_key, "end") WHERE type = 'DOWN';
