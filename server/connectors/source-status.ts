import type { SourceFigures } from '../../core/connectors';

export type { SourceFigures };

/** Rejected messages listed per source (the newest first). */
export const LISTED_REJECTIONS = 20;
/** A rejected payload is listed up to this many characters. */
export const LISTED_PAYLOAD_CHARS = 2_000;


export const idleFigures = (enabled: boolean): SourceFigures => ({
  status: enabled ? 'connecting' : 'paused',
  last_message_at: null,
  messages: 0,
  rejected: 0,
  last_error: null,
  last_rejected: [],
});

export function recordRejection(figures: SourceFigures, origin: string, payload: string, reason: string, at: number): void {
  figures.rejected += 1;
  figures.last_rejected.unshift({ at: new Date(at).toISOString(), origin, payload: payload.slice(0, LISTED_PAYLOAD_CHARS), reason });
  figures.last_rejected.length = Math.min(figures.last_rejected.length, LISTED_REJECTIONS);
}
