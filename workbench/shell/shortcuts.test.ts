import { describe, expect, it } from 'vitest';
import { shellCommandFor, type KeyChord } from './shortcuts';

const chord = (key: string, mods: Partial<KeyChord> = {}): KeyChord => ({ key, ctrlKey: true, shiftKey: false, altKey: false, ...mods });
const explorer = { path: '/', explorerMode: 'GRAPH' };

describe('shell shortcuts', () => {
  it.each([
    ['z', 'undo'],
    ['y', 'redo'],
    ['s', 'save'],
    ['Z', 'undo'],
  ])('Ctrl+%s is %s', (key, command) => {
    expect(shellCommandFor(chord(key), explorer)).toBe(command);
  });

  it.each([
    ['the map designer route', { path: '/map/designer' }],
    ['the map design explorer mode', { path: '/', explorerMode: 'MAP_DESIGN' }],
  ])('undo, redo and save do not work on %s', (_name, context) => {
    for (const key of ['z', 'y', 's']) expect(shellCommandFor(chord(key), context)).toBeUndefined();
  });

  it('Ctrl+Alt+A opens Rollout Info, also on the map designer', () => {
    expect(shellCommandFor(chord('a', { altKey: true }), explorer)).toBe('rollout-info');
    expect(shellCommandFor(chord('å', { altKey: true, code: 'KeyA' }), { path: '/map/designer' })).toBe('rollout-info');
  });

  it('Ctrl+Shift+) and Ctrl+Shift+Insert open the Nav State dialog', () => {
    expect(shellCommandFor(chord(')', { shiftKey: true, code: 'Digit0' }), explorer)).toBe('nav-state');
    expect(shellCommandFor(chord('Insert', { shiftKey: true, code: 'Insert' }), explorer)).toBe('nav-state');
  });

  it('keys without Ctrl, or with other modifiers, are not shell commands', () => {
    expect(shellCommandFor(chord('z', { ctrlKey: false }), explorer)).toBeUndefined();
    expect(shellCommandFor(chord('z', { shiftKey: true }), explorer)).toBeUndefined();
    expect(shellCommandFor(chord('s', { metaKey: true }), explorer)).toBeUndefined();
  });
});
