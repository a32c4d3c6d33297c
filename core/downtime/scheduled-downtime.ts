/**
 * A scheduled downtime notice from the backend session info (document 1 §3). The epochs are
 * milliseconds since 1970, as the server stores and sends them.
 */
export interface ScheduledDowntime {
  pk: number | string;
  /** May contain the placeholder [TIME]. */
  message: string;
  start_epoch: number;
  end_epoch: number;
  time_epoch: number;
  updated_epoch: number;
}

/** Acknowledgements: pk -> the updated_epoch of the notice the user dismissed. */
export type DowntimeAcks = Record<string, number>;

/**
 * The banner's pick (document 1 §4): the first downtime whose window [start_epoch, end_epoch]
 * contains now and which is not acknowledged for its current updated_epoch.
 */
export function activeDowntime(
  downtimes: readonly ScheduledDowntime[],
  acks: Readonly<DowntimeAcks>,
  nowMs: number,
): ScheduledDowntime | undefined {
  return downtimes.find((d) => d.start_epoch <= nowMs && nowMs <= d.end_epoch && acks[String(d.pk)] !== d.updated_epoch);
}
