import { z } from 'zod';
import { numberLike, optionalText, requiredText } from './field-schemas';

export const QTY_MAX_CHARS = 30;

/**
 * What an empty quantity saves. Document 2 §5 does not require qty, but bigbrain_inpinventory.qty is
 * NOT NULL DEFAULT 0 and the location table sums it per key, so "no quantity given" is stored as 0;
 * sent explicitly, so that clearing it on edit (PUT) does not keep the old quantity.
 */
export const EMPTY_QTY = 0;

const blank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Quantity: optional, numeric and at most 30 characters as typed (spec document 2, section 5).
 * A number or a numeric string is accepted; the parsed value is a number, EMPTY_QTY when left empty.
 */
export const qtySchema = z
  .union([z.number(), z.string(), z.null()], { error: 'Quantity must be a number' })
  .optional()
  .refine((v) => blank(v) || String(v).trim().length <= QTY_MAX_CHARS, `Quantity must be at most ${QTY_MAX_CHARS} characters`)
  .transform((v) => (blank(v) ? EMPTY_QTY : (v as number | string)))
  .pipe(numberLike('Quantity'));

/** Inventory item form (bigbrain/inventory, table bigbrain_inpinventory). An id means update. */
export const inventorySchema = z.object({
  id: z.number().int().positive().optional(),
  part_name: requiredText('Part name', 30),
  desc: optionalText('Description', 50),
  location_key: requiredText('Location key', 30),
  qty: qtySchema,
});
export type InventoryItemInput = z.input<typeof inventorySchema>;
export type InventoryItem = z.output<typeof inventorySchema>;
