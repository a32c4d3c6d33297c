import { describe, expect, it } from 'vitest';
import { checkCanEdit, checkDelete, checkFlagChange, checkPayload, checkSave, checkSaveAs } from './preset-guards';
import type { NavPreset, PresetUser } from './nav-preset';

const admin: PresetUser = { euid: 'U1', role: 'ADMIN', first_name: 'Ada', last_name: 'Admin' };
const user: PresetUser = { euid: 'U2', role: 'USER', first_name: 'Uma', last_name: 'User' };
const manager: PresetUser = { ...user, role: 'MANAGER' };
const demo: PresetUser = { ...admin, euid: 'D', is_demo: true };

const preset = (over: Partial<NavPreset> = {}): NavPreset => ({
  euid: 'P1', name: 'Mine', desc: '', author_first_name: 'Uma', author_last_name: 'User', author_comp_prof: 'U2',
  navstate: {}, default: false, public: false, hidden: false, favorite: false, _updated: '2025-04-01T00:00:00Z', ...over,
});

describe('preset guards (document 1 §4-§6, document 3 §5)', () => {
  it.each([
    ['a USER', user],
    ['a MANAGER', manager],
  ])('non-admin cannot edit the default preset: %s is refused', (_who, who) => {
    expect(checkCanEdit(preset({ default: true }), who)).toBe('You are a non-admin and cannot edit the default preset!');
  });
  it('an admin may edit the default preset; a non-admin may edit a non-default one', () => {
    expect(checkCanEdit(preset({ default: true }), admin)).toBeNull();
    expect(checkCanEdit(preset(), user)).toBeNull();
  });

  it.each([
    ['default', { default: true, public: false }],
    ['public', { default: false, public: true }],
  ])('non-admin cannot change %s', (_flag, after) => {
    expect(checkFlagChange(preset(), after, manager, 3)).toBe('Only an admin can change the default or public flag of a preset!');
    expect(checkFlagChange(preset(), after, admin, 3)).toBeNull();
  });

  it('default cannot be turned off when it is the only preset', () => {
    expect(checkFlagChange(preset({ default: true }), { default: false, public: false }, admin, 1)).toBe(
      'Cannot set default to false if no other presets exist!',
    );
    expect(checkFlagChange(preset({ default: true }), { default: false, public: false }, admin, 2)).toBeNull();
  });

  it.each([
    ['the default preset cannot be deleted', preset({ default: true }), admin, 'You cannot delete the default preset!'],
    ['an unknown preset gives "Preset not found"', undefined, admin, 'Preset not found'],
    ['demo account cannot Delete', preset(), demo, 'Disabled for demo'],
    ['a non-default preset may be deleted', preset(), user, null],
  ])('delete: %s', (_rule, p, who, expected) => {
    expect(checkDelete(p, who)).toBe(expected);
  });

  it('save and copy need a preset in the payload: "No preset payload found!"', () => {
    expect(checkPayload(undefined)).toBe('No preset payload found!');
    expect(checkPayload(null)).toBe('No preset payload found!');
    expect(checkSaveAs(undefined, admin)).toBe('No preset payload found!');
    expect(checkSave(preset(), undefined, admin, 2)).toBe('No preset payload found!');
    expect(checkPayload({ navstate: {} })).toBeNull();
  });

  it.each([
    ['Save', () => checkSave(preset(), { default: false, public: false }, demo, 2)],
    ['Save As', () => checkSaveAs({ name: 'x' }, demo)],
    ['Delete', () => checkDelete(preset(), demo)],
  ])('demo account cannot %s ("Disabled for demo")', (_action, check) => {
    expect(check()).toBe('Disabled for demo');
  });

  it('save of a preset that is not in the list gives "Preset not found"', () => {
    expect(checkSave(undefined, { default: false, public: false }, admin, 0)).toBe('Preset not found');
  });

  it('save runs the edit check before the flag checks', () => {
    expect(checkSave(preset({ default: true }), { default: false, public: true }, user, 1)).toBe(
      'You are a non-admin and cannot edit the default preset!',
    );
    expect(checkSave(preset(), { default: false, public: false }, user, 1)).toBeNull();
  });
});
