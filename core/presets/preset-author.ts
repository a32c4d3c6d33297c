import type { NavPreset } from './nav-preset';

/** The author line shown on a preset (document 1 §6): first and last name. */
export function presetAuthor(p: Pick<NavPreset, 'author_first_name' | 'author_last_name'>): string {
  return [p.author_first_name, p.author_last_name].map((s) => s?.trim() ?? '').filter((s) => s !== '').join(' ');
}
