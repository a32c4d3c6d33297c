import { describe, expect, it } from 'vitest';
import { HttpMapDesigns } from './map-designs';
import { UnexpectedHttpClient } from '../testing/test-doubles';

/** Records the posts and answers an empty list. */
class RecordingHttp extends UnexpectedHttpClient {
  readonly posts: Array<[string, unknown]> = [];
  override post<T>(path: string, body?: unknown): Promise<T> {
    this.posts.push([path, body]);
    return Promise.resolve([] as T);
  }
}

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
});
