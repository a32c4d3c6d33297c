-- Issue 38 point 7: a writer of new counted events no longer queues their window in sch_queue (its
-- upsert waited for the engine's hold on the window's queue row for a whole engine batch); it files
-- them in sch_pending alone, and the engine queues the windows of pending rows itself. Exactly once
-- now rests on the pending rows: a batch counts an event in full only once its pending row is gone,
-- and as a delta only by deleting that row (server/engine/process-schedules.ts). Filing wakes the
-- engine as queueing did.
CREATE TRIGGER sch_pending_notify AFTER INSERT ON sch_pending
  FOR EACH STATEMENT EXECUTE FUNCTION backend_state_notify();
