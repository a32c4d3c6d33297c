import { z } from 'zod';

/** Node size inputs: numeric, minimum 1, step 1 (spec document 1, section 5). */
export const nodeSizeSchema = z
  .number({ error: 'Node size must be a number' })
  .int('Node size must be a whole number')
  .min(1, 'Node size must be at least 1');
export type NodeSize = z.output<typeof nodeSizeSchema>;

/** Keys a node size input blocks, so that no exponent, sign or fraction can be typed. */
export const NODE_SIZE_BLOCKED_KEYS: readonly string[] = ['e', 'E', '+', '-', '.'];

export function isBlockedNodeSizeKey(key: string): boolean {
  return NODE_SIZE_BLOCKED_KEYS.includes(key);
}
