import type { EventRowsReader } from '../../core/oee';
import { serviceToken } from '../../core/platform';

/** Reads input events (bigbrain_inpevent); the plugin's own port, so tests give rows instead of a server. */
export type EventSource = EventRowsReader;
export const EventSource = serviceToken<EventSource>('event-analysis.EventSource');
