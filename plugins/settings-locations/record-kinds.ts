import type { z } from 'zod';
import { REMOVE_INVENTORY_CONFIRMATION, REMOVE_LOCATION_CONFIRMATION } from '../../core/errors';
import type { Confirmation } from '../../core/errors';
import { inventorySchema, locationSchema } from '../../core/forms';
import { inventoryResource, locationResource, type FormFieldSpec, type ResourceEntry } from '../../core/resources';

/** One admin record kind: its endpoint, table, form and texts (document 2 §2, §3, §5, §8), read from the resource catalogue. */
export interface RecordKind {
  id: 'inventory' | 'location';
  title: string;
  /** REST endpoint under /v1/ (document 2 §7: bigbrain/inventory, bigbrain/location). */
  endpoint: string;
  table: string;
  /** The form's schema: the catalogue's with the optional id that marks an update. */
  schema: z.ZodType<Record<string, unknown>, unknown>;
  fields: readonly FormFieldSpec[];
  editHeader: (record: Record<string, unknown>) => string;
  createHeader: string;
  removeConfirmation: Confirmation;
}

/** 'Editing Inventory: {part_name}' / 'Create Inventory' (document 2 §2). */
function recordKind(id: RecordKind['id'], entry: ResourceEntry, schema: z.ZodObject, nameField: string, removeConfirmation: Confirmation): RecordKind {
  const labels = entry.labels!;
  return {
    id,
    title: labels.plural,
    endpoint: `/v1/${entry.paths.find((p) => p.startsWith('bigbrain/'))}/`,
    table: entry.table,
    schema: schema as unknown as RecordKind['schema'],
    fields: entry.formFields ?? [],
    editHeader: (r) => `Editing ${labels.singular}: ${String(r[nameField] ?? '')}`,
    createHeader: `Create ${labels.singular}`,
    removeConfirmation,
  };
}

export const INVENTORY_KIND = recordKind('inventory', inventoryResource, inventorySchema, 'part_name', REMOVE_INVENTORY_CONFIRMATION);
export const LOCATION_KIND = recordKind('location', locationResource, locationSchema, 'name', REMOVE_LOCATION_CONFIRMATION);
