import { describe, expect, it } from 'vitest';
import { servedOrigins } from './served-origins';

const NAMES = ['localhost', '127.0.0.1', '::1', 'plant-server', '192.168.1.20'];

describe('issue 8: sign-in works from any address of this machine (served origins)', () => {
  it('PUBLIC_URL first, then each of the machine names on the server port', () => {
    expect(servedOrigins({ publicUrl: 'http://localhost:3000', port: 3000 }, NAMES)).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://plant-server:3000',
      'http://192.168.1.20:3000',
    ]);
  });

  it('a PUBLIC_URL behind a proxy stays first and the local addresses use the listening port', () => {
    const origins = servedOrigins({ publicUrl: 'https://oee.plant.example', port: 3000 }, NAMES);
    expect(origins[0]).toBe('https://oee.plant.example');
    expect(origins).toContain('http://192.168.1.20:3000');
  });

  it('issue 16: a server that speaks TLS itself serves its machine names over https', () => {
    expect(servedOrigins({ publicUrl: 'https://localhost:3443', port: 3443, tls: {} }, ['localhost', '127.0.0.1'])).toEqual([
      'https://localhost:3443',
      'https://127.0.0.1:3443',
    ]);
  });

  it('without a port, the port of PUBLIC_URL is used', () => {
    expect(servedOrigins({ publicUrl: 'http://localhost:4000' }, ['127.0.0.1'])).toEqual(['http://localhost:4000', 'http://127.0.0.1:4000']);
  });

  it('a hosted Auth0 tenant has one address: PUBLIC_URL', () => {
    const auth = { domain: 'x.eu.auth0.com', clientId: 'c', audience: 'a' };
    expect(servedOrigins({ publicUrl: 'http://localhost:3000', port: 3000, auth }, NAMES)).toEqual(['http://localhost:3000']);
  });
});
