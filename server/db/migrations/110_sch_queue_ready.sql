-- Issue 15: workers take the oldest rows still to try (attempts < 3, ORDER BY queued_at LIMIT n).
-- With only (attempts, queued_at) indexed, a full regeneration's 109,500 rows were sorted for each
-- batch of 500 (85 ms, on disk); this index hands them over in order.
CREATE INDEX sch_queue_ready ON sch_queue (queued_at) WHERE attempts < 3;
