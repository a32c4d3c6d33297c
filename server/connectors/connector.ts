import type { ParsedMessage, SourceStatus } from '../../core/connectors';

/**
 * Where a connector delivers. `store` resolves once the message's events are stored (or the
 * message is recorded as rejected: it can never be stored as it is, so it is acknowledged too) and
 * throws only when storing failed for another reason (the database is away): the connector must
 * then not acknowledge, so the broker or server delivers it again.
 */
export interface ConnectorSink {
  /** `origin`: the topic or node the message came on; `payload` is kept when it is rejected. */
  store(message: ParsedMessage, origin: string, payload: string): Promise<void>;
  /** Several messages in one transaction, as `store` would one by one: a rejected one is recorded alone. */
  storeAll(messages: ReadonlyArray<{ message: ParsedMessage; origin: string; payload: string }>): Promise<void>;
  /** A message the connector could not read (its format's parser refused it). */
  reject(origin: string, payload: string, reason: string): void;
  status(status: Exclude<SourceStatus, 'paused'>, error?: string): void;
}

/** A data source as a connector receives it: its address, credentials and the kind's settings. */
export interface ConnectorSource<Settings = unknown> {
  id: number;
  url: string;
  username: string;
  password: string;
  /** Stable per source: the broker keeps its session (and unacknowledged messages) under it. */
  clientId: string;
  settings: Settings;
}

export interface RunningConnector {
  /** Finishes the message in hand (stored and acknowledged), then disconnects. */
  stop(): Promise<void>;
}

/** One per kind (mqtt, opcua; Sparkplug would plug in the same way). */
export type ConnectorFactory<Settings = unknown> = (source: ConnectorSource<Settings>, sink: ConnectorSink) => RunningConnector;
