import { describe, expect, it } from 'vitest';
import { canonicalDecision, explainPage, isLoopbackHost } from './canonical-host';

const served = new Set(['localhost:3000', '127.0.0.1:3000', 'plant-server:3000']);

describe('issue 8: pages asked for by a name the server does not serve go to PUBLIC_URL', () => {
  it('serves PUBLIC_URL and every served address as they are', () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', 'plant-server:3000']) {
      expect(canonicalDecision('http://localhost:3000', served, host, '/parts')).toEqual({ kind: 'serve' });
    }
  });

  it('redirects another name to PUBLIC_URL, keeping the path', () => {
    expect(canonicalDecision('http://plant-server:3000', served, 'oee-alias:3000', '/parts?x=1')).toEqual({
      kind: 'redirect',
      location: 'http://plant-server:3000/parts?x=1',
    });
  });

  it('does not send another device to its own localhost: it explains which PUBLIC_URL to set', () => {
    expect(canonicalDecision('http://localhost:3000', served, 'oee-alias:3000', '/')).toEqual({ kind: 'explain', typed: 'oee-alias:3000' });
    const page = explainPage('http://localhost:3000', 'oee-alias:3000');
    expect(page).toContain('PUBLIC_URL=http://oee-alias:3000 npm start');
    expect(explainPage('http://localhost:3000', '<script>')).not.toContain('<script>');
  });

  it('knows the loopback names', () => {
    expect(['localhost', '127.0.0.1', '127.1.2.3', '[::1]', 'app.localhost'].every(isLoopbackHost)).toBe(true);
    expect(['plant-server', '192.168.1.20', 'localhost.example.com'].some(isLoopbackHost)).toBe(false);
  });
});
