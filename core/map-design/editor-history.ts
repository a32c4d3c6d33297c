import { UNDO_LIMIT } from './map-constants';
import type { Design } from './map-design-types';

/**
 * Undo snapshots and the unsaved flag of the map editor. Designs are immutable, so a snapshot is the
 * design itself and "unsaved" is simply "not the design last saved".
 */
export interface EditorHistory {
  readonly present: Design;
  readonly past: readonly Design[];
  readonly saved: Design;
}

export function startHistory(design: Design): EditorHistory {
  return { present: design, past: [], saved: design };
}

/** An edit pushes the previous design as a snapshot; an edit that changed nothing is not recorded. */
export function recordEdit(h: EditorHistory, next: Design): EditorHistory {
  if (next === h.present) return h;
  const past = [...h.past, h.present];
  return { ...h, present: next, past: past.length > UNDO_LIMIT ? past.slice(past.length - UNDO_LIMIT) : past };
}

/** Undo is enabled only when there is history. */
export function canUndo(h: EditorHistory): boolean {
  return h.past.length > 0;
}

/** Undo restores the previous snapshot. */
export function undo(h: EditorHistory): EditorHistory {
  if (!canUndo(h)) return h;
  return { ...h, present: h.past[h.past.length - 1]!, past: h.past.slice(0, -1) };
}

/** Set on edit, cleared on save; Save is enabled only while it is set. */
export function hasUnsavedChanges(h: EditorHistory): boolean {
  return h.present !== h.saved;
}

export function markSaved(h: EditorHistory): EditorHistory {
  return { ...h, saved: h.present };
}
