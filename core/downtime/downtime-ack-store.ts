import type { KeyValueStore } from '../platform';
import type { DowntimeAcks } from './scheduled-downtime';

/** Where dismissals are kept (the app store in the workbench; see core/session appStoreDowntimeAcks). */
export interface DowntimeAckStore {
  read(): DowntimeAcks;
  write(acks: DowntimeAcks): void;
}

/** Acknowledgements as one JSON item of a KeyValueStore; unreadable content counts as none. */
export class KeyValueDowntimeAckStore implements DowntimeAckStore {
  constructor(
    private readonly store: KeyValueStore,
    private readonly key = 'downtime_acks',
  ) {}

  read(): DowntimeAcks {
    try {
      const parsed: unknown = JSON.parse(this.store.getItem(this.key) ?? '{}');
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as DowntimeAcks) : {};
    } catch {
      return {};
    }
  }

  write(acks: DowntimeAcks): void {
    this.store.setItem(this.key, JSON.stringify(acks));
  }
}
