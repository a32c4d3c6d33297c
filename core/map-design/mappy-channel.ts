import { z } from 'zod';
import { ENTITY_TYPES } from './map-design-types';
import { INVALID_MAPPY_MESSAGE } from '../errors';

/** Name of the cross-tab broadcast channel that announces node assignments. */
export const MAPPY_CHANNEL = 'MAPPY';

const mappyMessage = z.object({
  node_id: z.string().regex(/^\d+$/),
  entity_type: z.enum(ENTITY_TYPES),
  key: z.string().min(1),
  from_drag: z.boolean(),
});
export type MappyMessage = z.output<typeof mappyMessage>;

/** Validates a message received on the MAPPY channel; anything else throws 'Invalid MAPPY channel message!'. */
export function parseMappyMessage(data: unknown): MappyMessage {
  const r = mappyMessage.safeParse(data);
  if (!r.success) throw new Error(INVALID_MAPPY_MESSAGE);
  return r.data;
}
