import {
  PRESET_MAKE_DEFAULT,
  PRESET_MAKE_PUBLIC,
  PRESET_OTHER_AUTHOR,
  PRESET_REMOVE_DEFAULT,
  PRESET_REMOVE_PUBLIC,
} from '../errors';
import type { NavPreset, PresetUser } from './nav-preset';

type Flags = Pick<NavPreset, 'default' | 'public' | 'author_comp_prof'>;

/**
 * The confirmations an admin must accept, in order, before a save goes out (document 1 §4,
 * document 3 §4). The other-author question comes first: whose preset it is matters before what
 * the change does. Non-admins get none (they cannot change the flags at all; see the guards).
 */
export function saveConfirmations(before: Flags, after: Pick<Flags, 'default' | 'public'>, user: PresetUser): string[] {
  if (user.role !== 'ADMIN') return [];
  const texts: string[] = [];
  if (before.author_comp_prof !== user.euid) texts.push(PRESET_OTHER_AUTHOR);
  if (before.default !== after.default) texts.push(after.default ? PRESET_MAKE_DEFAULT : PRESET_REMOVE_DEFAULT);
  if (before.public !== after.public) texts.push(after.public ? PRESET_MAKE_PUBLIC : PRESET_REMOVE_PUBLIC);
  return texts;
}
