import type { DowntimeAcks } from './scheduled-downtime';

/** Where dismissals are kept (the app store in the workbench; see core/session appStoreDowntimeAcks). */
export interface DowntimeAckStore {
  read(): DowntimeAcks;
  write(acks: DowntimeAcks): void;
}
