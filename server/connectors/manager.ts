import { interval, type Subscription } from 'rxjs';
import type { SourceKind } from '../../core/connectors';
import type { Database } from '../db/database';
import type { Logger } from '../http/context';
import type { IngestWindow } from '../ingest/date-window';
import type { ConnectorFactory, ConnectorSink, RunningConnector } from './connector';
import { IngestionSink } from './ingestion-sink';
import { startMqttConnector } from './mqtt-connector';
import { opcuaConnector } from './opcua-connector';
import { allSources, type StoredSource } from './source-store';
import { idleFigures, recordRejection, type SourceFigures } from './source-status';

/** Besides the changes made through REST, sources are compared with the database this often (a company deactivated, another server's edits). */
export const RESYNC_MS = 30_000;

/** Each kind's connector; OPC UA keeps its certificates in `pkiDir`. */
export const connectorFactories = (pkiDir: string): Record<SourceKind, ConnectorFactory<never>> => ({ mqtt: startMqttConnector, opcua: opcuaConnector(pkiDir) });

export interface ManagerOptions {
  db: Database;
  log: Logger;
  window: IngestWindow;
  /** Where the OPC UA client keeps its own certificate and the servers' it trusts. */
  pkiDir: string;
  factories?: Partial<Record<SourceKind, ConnectorFactory<never>>>;
  resyncMs?: number;
  now?: () => number;
}

interface Running {
  fingerprint: string;
  connector: RunningConnector;
}

// What a change of which restarts the connector (the name alone does not).
const fingerprint = (s: StoredSource) => JSON.stringify([s.kind, s.url, s.username, s.password, s.settings, s.clientId]);

/**
 * Runs one connector per enabled source of an active company: started at boot and whenever a
 * source changes, stopped when it is paused, removed or its company deactivated. Keeps each
 * source's status and counters (since the server started) for the REST answers.
 */
export class ConnectorManager {
  private readonly running = new Map<number, Running>();
  private readonly figures = new Map<number, SourceFigures>();
  private syncing: Promise<void> = Promise.resolve();
  private timer: Subscription | undefined;
  private stopped = false;
  private readonly now: () => number;
  private readonly factories: Partial<Record<SourceKind, ConnectorFactory<never>>>;

  constructor(private readonly opts: ManagerOptions) {
    this.now = opts.now ?? Date.now;
    this.factories = opts.factories ?? connectorFactories(opts.pkiDir);
  }

  async start(): Promise<void> {
    await this.sync();
    this.timer = interval(this.opts.resyncMs ?? RESYNC_MS).subscribe(() => void this.sync());
  }

  /** Brings the running connectors in line with the stored sources; calls queue up, never overlap. */
  sync(): Promise<void> {
    this.syncing = this.syncing.then(() => this.syncOnce()).catch((e: unknown) => this.opts.log.error(`data sources: ${e instanceof Error ? e.message : String(e)}`));
    return this.syncing;
  }

  figuresOf(source: Pick<StoredSource, 'id' | 'enabled'>): SourceFigures {
    const f = this.figures.get(source.id) ?? idleFigures(source.enabled);
    return source.enabled ? f : { ...f, status: 'paused' };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.timer?.unsubscribe();
    await this.syncing;
    await Promise.all([...this.running.keys()].map((id) => this.stopOne(id)));
  }

  private async syncOnce(): Promise<void> {
    if (this.stopped) return;
    const sources = await allSources(this.opts.db);
    const wanted = new Map(sources.filter((s) => s.enabled && s.companyActive && this.factoryOf(s.kind)).map((s) => [s.id, s]));
    for (const [id, r] of this.running) {
      const s = wanted.get(id);
      if (!s || fingerprint(s) !== r.fingerprint) await this.stopOne(id);
    }
    const known = new Set(sources.map((s) => s.id));
    for (const id of this.figures.keys()) if (!known.has(id)) this.figures.delete(id);
    for (const s of sources) {
      const f = this.figures.get(s.id) ?? idleFigures(s.enabled);
      this.figures.set(s.id, f);
      if (!wanted.has(s.id)) f.status = 'paused';
      else if (!this.running.has(s.id)) this.startOne(s, f);
    }
  }

  private factoryOf(kind: SourceKind): ConnectorFactory<never> | undefined {
    return this.factories[kind];
  }

  private startOne(source: StoredSource, figures: SourceFigures): void {
    const settings = source.settings as { rollover?: number };
    const ingestion = new IngestionSink({ db: this.opts.db, companyId: source.companyId, sourceId: source.id, kind: source.kind, window: this.opts.window, rollover: settings.rollover, now: this.now });
    const entry: Running = { fingerprint: fingerprint(source), connector: { stop: async () => {} } };
    const current = () => this.running.get(source.id) === entry;
    const sink: ConnectorSink = {
      store: (message, origin, payload) => sink.storeAll([{ message, origin, payload }]),
      storeAll: async (messages) => {
        const outcome = await ingestion.storeAll(messages);
        const at = this.now();
        outcome.forEach((reason, i) => {
          if (reason !== null) return recordRejection(figures, messages[i]!.origin, messages[i]!.payload, reason, at);
          figures.messages += 1;
          figures.last_message_at = new Date(at).toISOString();
        });
      },
      reject: (origin, payload, reason) => recordRejection(figures, origin, payload, reason, this.now()),
      status: (status, error) => {
        if (!current()) return;
        // While it keeps failing, a source stays in error between its reconnect attempts.
        if (status === 'connecting' && figures.status === 'error') return;
        if (status === 'error' && error && error !== figures.last_error) this.opts.log.warn(`data source ${source.id} (${source.name}): ${error}`);
        figures.status = status;
        if (error) figures.last_error = error;
        if (status === 'connected') figures.last_error = null;
      },
    };
    figures.status = 'connecting';
    this.running.set(source.id, entry);
    entry.connector = this.factoryOf(source.kind)!({ ...source, settings: source.settings as never }, sink);
  }

  private async stopOne(id: number): Promise<void> {
    const r = this.running.get(id);
    this.running.delete(id);
    await r?.connector.stop();
  }
}
