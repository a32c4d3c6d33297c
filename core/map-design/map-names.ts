import { mapNameSchema } from '../forms';
import type { MapDesign } from './map-design-types';
import type { MapAuthor } from './new-design';

/** A new or renamed map name: non-empty, and not the name of another map (maps are looked up by name). */
export function validateMapName(name: string, takenNames: readonly string[] = []): string {
  const r = mapNameSchema.safeParse(name);
  if (!r.success) throw new Error(r.error.issues[0]?.message ?? 'Map name is required');
  if (takenNames.includes(r.data)) throw new Error(`A map named ${r.data} already exists`);
  return r.data;
}

/** ' (copy)' appended, or ' (copy N)' counting from 2 when that name is taken. */
export function copyMapName(name: string, takenNames: readonly string[]): string {
  const taken = new Set(takenNames);
  const first = `${name} (copy)`;
  if (!taken.has(first)) return first;
  for (let n = 2; ; n++) {
    const candidate = `${name} (copy ${n})`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** A copy belongs to whoever copies it, starts unsaved and without flags, and shares the (immutable) design. */
export function copyMap(map: MapDesign, takenNames: readonly string[], author: MapAuthor): MapDesign {
  return {
    ...map,
    name: copyMapName(map.name, takenNames),
    euid: '',
    author_first_name: author.first_name,
    author_last_name: author.last_name,
    author_comp_prof: author.comp_prof,
    default: false,
    public: false,
    favorite: false,
  };
}

export function renameMap(map: MapDesign, name: string, otherNames: readonly string[]): MapDesign {
  return { ...map, name: validateMapName(name, otherNames.filter((n) => n !== map.name)) };
}

/** The favorite, public and default flags toggle individually. */
export function toggleMapFlag(map: MapDesign, flag: 'favorite' | 'public' | 'default'): MapDesign {
  return { ...map, [flag]: !map[flag] };
}

/** Map cards show the author as last name then first name. */
export function mapAuthorName(map: Pick<MapDesign, 'author_first_name' | 'author_last_name'>): string {
  return [map.author_last_name, map.author_first_name].filter((s) => s !== '').join(', ');
}
