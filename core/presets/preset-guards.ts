import {
  DISABLED_FOR_DEMO,
  NON_ADMIN_DEFAULT_PRESET,
  NON_ADMIN_PRESET_FLAGS,
  PRESET_DEFAULT_ONLY_ONE,
  PRESET_NO_PAYLOAD,
  PRESET_NOT_FOUND,
  PRESET_YOU_CANNOT_DELETE_DEFAULT,
} from '../errors';
import type { NavPreset, PresetUser } from './nav-preset';

/** A guard answers the catalogue text that refuses the action, or null when it is allowed. */
export type PresetRefusal = string | null;

type Flags = Pick<NavPreset, 'default' | 'public'>;

/** The demo account cannot Save, Save As or Delete (document 1 §6). */
export function checkNotDemo(user: PresetUser): PresetRefusal {
  return user.is_demo ? DISABLED_FOR_DEMO : null;
}

/** Preset save and copy need a preset in the payload (document 1 §5, document 3 §5). */
export function checkPayload(payload: unknown): PresetRefusal {
  return payload === null || payload === undefined ? PRESET_NO_PAYLOAD : null;
}

/** A non-admin cannot edit a preset that is the default (document 1 §4). */
export function checkCanEdit(preset: Pick<NavPreset, 'default'>, user: PresetUser): PresetRefusal {
  return user.role !== 'ADMIN' && preset.default ? NON_ADMIN_DEFAULT_PRESET : null;
}

/**
 * Flag changes: only admins may change default or public (document 1 §6); the default flag cannot
 * be turned off when the preset is the only one (document 3 §5).
 */
export function checkFlagChange(before: Flags, after: Flags, user: PresetUser, presetCount: number): PresetRefusal {
  const changed = before.default !== after.default || before.public !== after.public;
  if (changed && user.role !== 'ADMIN') return NON_ADMIN_PRESET_FLAGS;
  if (before.default && !after.default && presetCount <= 1) return PRESET_DEFAULT_ONLY_ONE;
  return null;
}

/** The sidebar Delete: not for the demo account, not for an unknown preset, never the default (document 3 §5). */
export function checkDelete(preset: Pick<NavPreset, 'default'> | undefined, user: PresetUser): PresetRefusal {
  return checkNotDemo(user) ?? (preset === undefined ? PRESET_NOT_FOUND : preset.default ? PRESET_YOU_CANNOT_DELETE_DEFAULT : null);
}

/** Every check of a Save, in the order a user should hear about them. */
export function checkSave(
  saved: NavPreset<unknown> | undefined,
  after: Flags | undefined,
  user: PresetUser,
  presetCount: number,
): PresetRefusal {
  const early = checkNotDemo(user) ?? checkPayload(after);
  if (early !== null || after === undefined) return early ?? PRESET_NO_PAYLOAD;
  if (saved === undefined) return PRESET_NOT_FOUND;
  return checkCanEdit(saved, user) ?? checkFlagChange(saved, after, user, presetCount);
}

/** Every check of a Save As (a copy of the working state under a new name). */
export function checkSaveAs(payload: unknown, user: PresetUser): PresetRefusal {
  return checkNotDemo(user) ?? checkPayload(payload);
}
