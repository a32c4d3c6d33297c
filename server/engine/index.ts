export { readBackendState, type BackendState, type ScheduledDowntime } from './backend-state';
export { SUMMARY_KEY, shiftKeyOf } from './calendar';
export { drainQueues, drainUntilEmpty, queueSizes } from './drain';
export { enqueueForEvents, enqueueWindows, type EventSpan, type WindowKey } from './enqueue';
export { queueRegeneration, regenerate, type RegenerateOptions } from './regenerate';
export { enqueueOpenDowntime, startEngineWorkers, type EngineWorkerOptions } from './workers';
