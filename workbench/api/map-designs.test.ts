import { describe, expect, it } from 'vitest';
import { HttpMapDesigns } from './map-designs';
import { UnexpectedHttpClient } from '../testing/test-doubles';

/** Records the posts and answers the rows it was given (none by default). */
class RecordingHttp extends UnexpectedHttpClient {
  readonly posts: Array<[string, unknown]> = [];
  constructor(private readonly rows: unknown[] = []) {
    super();
  }
  override post<T>(path: string, body?: unknown): Promise<T> {
    this.posts.push([path, body]);
    return Promise.resolve(this.rows as T);
  }
}

const row = (name: string, design: unknown) => ({ name, euid: name, author_first_name: 'A', author_last_name: 'B', author_comp_prof: '', default: false, public: true, favorite: false, design });

describe('map designs over /v1/mapdesign/ (document 1 §7)', () => {
  it('get_presets posts a preset-shaped body, {mapdesign: {}}, as the navpresets post {navpreset: {}}', async () => {
    const http = new RecordingHttp();
    await new HttpMapDesigns(http).list();
    expect(http.posts).toEqual([['/v1/mapdesign/get_presets/', { mapdesign: {} }]]);
  });

  it('deactivate_preset names the map in design.activeMapName, with the map choices', async () => {
    const http = new RecordingHttp();
    await new HttpMapDesigns(http).remove('Floor', ['Floor', 'Yard']);
    expect(http.posts).toEqual([['/v1/mapdesign/deactivate_preset/', { mapdesign: { design: { activeMapName: 'Floor', mapChoices: ['Floor', 'Yard'] } } }]]);
  });

  it("document 1 §8 'No active map data!': a map stored without a readable design is listed with designMissing and an empty design", async () => {
    const http = new RecordingHttp([row('Blank', null), row('Garbled', { flows: 'x' }), row('Floor', { flows: { ROOT: { nodes: [] } } })]);
    const maps = await new HttpMapDesigns(http).list();
    expect(maps.map((m) => [m.name, m.designMissing ?? false, Object.keys(m.design.flows)])).toEqual([
      ['Blank', true, ['ROOT']],
      ['Garbled', true, ['ROOT']],
      ['Floor', false, ['ROOT']],
    ]);
    // Saving such a map stores its new design, never the listing's flag.
    await new HttpMapDesigns(http).update(maps[0]!);
    expect(JSON.stringify(http.posts.at(-1))).not.toContain('designMissing');
  });
});
