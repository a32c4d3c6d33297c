/**
 * How an admin form record is saved (spec document 2, section 4): an item with an id is updated;
 * an item without one is created with the id removed from the payload (the new id comes back).
 */
export type RecordSave<T> =
  | { kind: 'create'; payload: Omit<T, 'id'> }
  | { kind: 'update'; id: number; payload: T & { id: number } };

export function planRecordSave<T extends { id?: number | null }>(record: T): RecordSave<T> {
  const { id, ...rest } = record;
  if (id === undefined || id === null) return { kind: 'create', payload: rest };
  return { kind: 'update', id, payload: { ...record, id } };
}
