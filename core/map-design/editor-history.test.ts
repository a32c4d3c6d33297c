import { describe, expect, it } from 'vitest';
import { addNode, setNodeLabel } from './design-nodes';
import { canUndo, hasUnsavedChanges, markSaved, recordEdit, startHistory, undo } from './editor-history';
import { UNDO_LIMIT } from './map-constants';
import { ROOT_FLOW_ID } from './map-design-types';
import { emptyDesign } from './new-design';

describe('editor history (spec 2.2 Map editor, 2.4 Map design)', () => {
  const d0 = emptyDesign();
  const d1 = addNode(d0, ROOT_FLOW_ID, { position: { x: 0, y: 0 } }).design;
  const d2 = setNodeLabel(d1, '1', 'Press');

  it('the unsaved flag is set on edit and cleared on save', () => {
    let h = startHistory(d0);
    expect(hasUnsavedChanges(h)).toBe(false);
    h = recordEdit(h, d1);
    expect(hasUnsavedChanges(h)).toBe(true);
    h = markSaved(h);
    expect(hasUnsavedChanges(h)).toBe(false);
  });

  it('undo restores the previous snapshot, and is enabled only when there is history', () => {
    let h = recordEdit(recordEdit(startHistory(d0), d1), d2);
    expect(canUndo(h)).toBe(true);
    h = undo(h);
    expect(h.present).toBe(d1);
    h = undo(h);
    expect(h.present).toBe(d0);
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
  });

  it('undoing back to the saved design leaves nothing unsaved; undoing past a save leaves changes unsaved', () => {
    const h = markSaved(recordEdit(startHistory(d0), d1));
    const edited = recordEdit(h, d2);
    expect(hasUnsavedChanges(undo(edited))).toBe(false);
    expect(hasUnsavedChanges(undo(h))).toBe(true);
  });

  it('an edit that changed nothing is not recorded', () => {
    const h = startHistory(d0);
    expect(recordEdit(h, d0)).toBe(h);
  });

  it(`keeps at most ${UNDO_LIMIT} snapshots`, () => {
    let h = startHistory(d0);
    for (let i = 0; i < UNDO_LIMIT + 5; i++) h = recordEdit(h, setNodeLabel(d1, '1', `L${i}`));
    expect(h.past).toHaveLength(UNDO_LIMIT);
  });
});
