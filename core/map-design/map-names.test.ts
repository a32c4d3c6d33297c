import { describe, expect, it } from 'vitest';
import { copyMap, copyMapName, mapAuthorName, renameMap, toggleMapFlag, validateMapName } from './map-names';
import { newMapDesign } from './new-design';

const author = { first_name: 'Ada', last_name: 'Lovelace', comp_prof: 'CP1' };

describe('map names (spec 2.5 Maps)', () => {
  it.each([
    ['Plant', [], 'Plant (copy)'],
    ['Plant', ['Plant (copy)'], 'Plant (copy 2)'],
    ['Plant', ['Plant (copy)', 'Plant (copy 2)', 'Plant (copy 3)'], 'Plant (copy 4)'],
    ['Plant', ['Plant (copy 2)'], 'Plant (copy)'],
  ])("a copy of %s is named ' (copy)', or ' (copy N)' from 2 when taken (taken: %j)", (name, taken, copy) => {
    expect(copyMapName(name, taken)).toBe(copy);
  });

  it('a copy belongs to the copier, has no euid and no flags, and keeps the design', () => {
    const original = { ...newMapDesign('Plant', { first_name: 'Bo', last_name: 'Bell', comp_prof: 'CP2' }), euid: 'MD1', default: true, public: true, favorite: true };
    const copy = copyMap(original, ['Plant'], author);
    expect(copy).toMatchObject({ name: 'Plant (copy)', euid: '', default: false, public: false, favorite: false, author_last_name: 'Lovelace' });
    expect(copy.design).toBe(original.design);
  });

  it.each([[''], ['   ']])('new map name and rename name must be non-empty (%j refused)', (name) => {
    expect(() => validateMapName(name)).toThrow('Map name is required');
    expect(() => renameMap(newMapDesign('Plant', author), name, [])).toThrow('Map name is required');
  });

  it('rename trims the name and refuses the name of another map', () => {
    const map = newMapDesign('Plant', author);
    expect(renameMap(map, '  Hall 2 ', ['Plant', 'Hall 1']).name).toBe('Hall 2');
    expect(renameMap(map, 'Plant', ['Plant']).name).toBe('Plant');
    expect(() => renameMap(map, 'Hall 1', ['Plant', 'Hall 1'])).toThrow('A map named Hall 1 already exists');
  });

  it('favorite, public and default toggle individually', () => {
    const map = newMapDesign('Plant', author);
    const fav = toggleMapFlag(map, 'favorite');
    expect([fav.favorite, fav.public, fav.default]).toEqual([true, false, false]);
    expect(toggleMapFlag(fav, 'favorite').favorite).toBe(false);
  });

  it('a map card shows the author as last name then first name', () => {
    expect(mapAuthorName(newMapDesign('Plant', author))).toBe('Lovelace, Ada');
  });
});
