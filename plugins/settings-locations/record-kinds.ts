import type { z } from 'zod';
import { REMOVE_INVENTORY_CONFIRMATION, REMOVE_LOCATION_CONFIRMATION } from '../../core/errors';
import type { Confirmation } from '../../core/errors';
import { inventorySchema, locationSchema } from '../../core/forms';

export interface FormField {
  name: string;
  label: string;
  kind: 'text' | 'number';
  maxLength: number;
  required: boolean;
}

/** One admin record kind: its endpoint, table, form and texts (document 2 §2, §3, §5, §8). */
export interface RecordKind {
  id: 'inventory' | 'location';
  title: string;
  /** REST endpoint under /v1/ (document 2 §7: bigbrain/inventory, bigbrain/location). */
  endpoint: string;
  table: string;
  schema: z.ZodType<Record<string, unknown>, unknown>;
  fields: readonly FormField[];
  editHeader: (record: Record<string, unknown>) => string;
  createHeader: string;
  removeConfirmation: Confirmation;
}

export const INVENTORY_KIND: RecordKind = {
  id: 'inventory',
  title: 'Inventory Data',
  endpoint: '/v1/bigbrain/inventory/',
  table: 'bigbrain_inpinventory',
  schema: inventorySchema as unknown as RecordKind['schema'],
  fields: [
    { name: 'part_name', label: 'Part name', kind: 'text', maxLength: 30, required: true },
    { name: 'desc', label: 'Description', kind: 'text', maxLength: 50, required: false },
    { name: 'location_key', label: 'Location key', kind: 'text', maxLength: 30, required: true },
    { name: 'qty', label: 'Quantity', kind: 'number', maxLength: 30, required: false },
  ],
  editHeader: (r) => `Editing Inventory: ${String(r.part_name ?? '')}`,
  createHeader: 'Create Inventory',
  removeConfirmation: REMOVE_INVENTORY_CONFIRMATION,
};

export const LOCATION_KIND: RecordKind = {
  id: 'location',
  title: 'Location Data',
  endpoint: '/v1/bigbrain/location/',
  table: 'bigbrain_inplocation',
  schema: locationSchema as unknown as RecordKind['schema'],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', maxLength: 30, required: true },
    { name: 'desc', label: 'Description', kind: 'text', maxLength: 50, required: false },
    { name: 'key', label: 'Key', kind: 'text', maxLength: 30, required: true },
  ],
  editHeader: (r) => `Editing Location: ${String(r.name ?? '')}`,
  createHeader: 'Create Location',
  removeConfirmation: REMOVE_LOCATION_CONFIRMATION,
};
