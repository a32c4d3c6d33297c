import { describe, expect, it } from 'vitest';
import { DEMO_NO_USER_LIST } from '../../server/api/guards';
import { DEMO_PLANT_USERS } from '../../server/demo';
import type { SecurityServer } from './security-server';

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/** Issue 34 §4: the demo account is an anonymous visitor; least privilege on what it reads. */
export function demoPrivacyCases(s: SecurityServer): void {
  describe('issue 34 §4: the demo account reads no user list and no e-mail address', () => {
    it('GET /v1/company/users/ answers the demo account 403 with a clear message; a real manager still gets the list', async () => {
      const demo = await s.call('aDemo', 'GET', '/v1/company/users/');
      expect(demo.status).toBe(403);
      expect(demo.body.detail).toBe(DEMO_NO_USER_LIST);
      expect(demo.text).not.toMatch(EMAIL);
      const manager = await s.call('aManager', 'GET', '/v1/company/users/');
      expect(manager.status).toBe(200);
      expect(manager.text).toContain('super@');
    });

    it("no GET of the REST API answers the demo account anyone's e-mail address but its own", async () => {
      const own = s.fixture.users.aDemo.email.toLowerCase();
      const reads = s
        .routes()
        .filter((r) => r.method === 'GET' && r.url.startsWith('/v1/') && !r.url.includes(':') && !r.url.includes('*') && !r.websocket && r.url !== '/v1/graphql');
      expect(reads.length).toBeGreaterThan(10);
      const leaks: string[] = [];
      for (const r of reads) {
        const res = await s.call('aDemo', 'GET', r.url);
        const others = [...res.text.matchAll(EMAIL)].map((m) => m[0].toLowerCase()).filter((e) => e !== own);
        if (others.length > 0) leaks.push(`${r.url}: ${[...new Set(others)].join(', ')}`);
      }
      expect(leaks).toEqual([]);
    });

    it("the presets' answers name their authors but carry no e-mail address", async () => {
      const res = await s.call('aDemo', 'POST', '/v1/navpreset/get_presets/', { navpreset: null });
      expect(res.status).toBe(200);
      for (const u of DEMO_PLANT_USERS) expect(res.text).not.toContain(u.email);
    });
  });
}
