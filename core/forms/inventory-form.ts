import { z } from 'zod';
import { numberLike, optionalText, requiredText } from './field-schemas';

export const QTY_MAX_CHARS = 30;

/**
 * Quantity: numeric and at most 30 characters as typed (spec document 2, section 5).
 * A number or a numeric string is accepted; the parsed value is a number.
 */
export const qtySchema = z
  .union([z.number(), z.string()], { error: 'Quantity must be a number' })
  .refine((v) => String(v).trim().length <= QTY_MAX_CHARS, `Quantity must be at most ${QTY_MAX_CHARS} characters`)
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
