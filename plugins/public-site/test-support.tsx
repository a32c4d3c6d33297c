import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { type HttpClient } from '../../workbench/api';
import { createTestBed, UnexpectedHttpClient, type TestBed } from '../../workbench/testing';
import { HttpClient as HttpClientToken } from '../../workbench/api';
import { publicSite } from './manifest';

/** An HTTP client that records posts and answers them as scripted ('ok' or a rejection). */
export class RecordingHttpClient extends UnexpectedHttpClient implements HttpClient {
  readonly posts: Array<{ path: string; body: unknown }> = [];
  constructor(private readonly outcome: 'ok' | 'fail' = 'ok') {
    super();
  }
  override post<T>(path: string, body?: unknown): Promise<T> {
    this.posts.push({ path, body });
    return this.outcome === 'ok'
      ? Promise.resolve({} as T)
      : Promise.reject(Object.assign(new Error('Request failed'), { status: 500, response: { status: 500, data: 'boom' } }));
  }
}

/** A signed-out visitor's test bed with a recording HTTP client. */
export async function visitorBed(http: HttpClient = new RecordingHttpClient()): Promise<TestBed> {
  return await createTestBed(publicSite, { session: null, overrides: [[HttpClientToken, http]] });
}

/** Renders `ui` at `url` inside the plugin's container and a router with the public paths. */
export function renderAt(bed: TestBed, url: string, ui: ReactNode) {
  return render(
    bed.wrap(
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {['/', '/features', '/pricing', '/demo', '/support'].map((path) => (
            <Route key={path} path={path} element={ui} />
          ))}
        </Routes>
      </MemoryRouter>,
    ),
  );
}
