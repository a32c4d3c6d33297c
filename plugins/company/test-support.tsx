import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { Role } from '../../core/model';
import { HttpClient } from '../../workbench/api';
import { createTestBed, UnexpectedHttpClient } from '../../workbench/testing';
import { company } from './manifest';

type Answer = unknown | ((body: unknown) => unknown);

/** Answers the calls it is scripted for ('GET /v1/company/' -> value, or a function of the body; an Error is a refusal) and records every call. */
export class ScriptedHttp extends UnexpectedHttpClient {
  readonly calls: string[] = [];
  /** Calls that wait until `release` is called (to see a form while it is being sent). */
  readonly held = new Set<string>();
  private releases: Array<() => void> = [];
  constructor(private readonly answers: Record<string, Answer>) {
    super();
  }
  release(): void {
    for (const r of this.releases.splice(0)) r();
  }
  override get<T>(path: string): Promise<T> {
    return this.answer('GET', path);
  }
  override post<T>(path: string, body?: unknown): Promise<T> {
    return this.answer('POST', path, body);
  }
  override put<T>(path: string, body?: unknown): Promise<T> {
    return this.answer('PUT', path, body);
  }
  private async answer<T>(method: string, path: string, body?: unknown): Promise<T> {
    const key = `${method} ${path}`;
    this.calls.push(key);
    if (!(key in this.answers)) throw new Error(`Unexpected ${key}: not scripted in the test.`);
    if (this.held.has(key)) await new Promise<void>((r) => this.releases.push(r));
    const a = this.answers[key];
    const value = typeof a === 'function' ? (a as (b: unknown) => unknown)(body) : a;
    if (value instanceof Error) throw value;
    return value as T;
  }
}

/** A refusal shaped like the HTTP client's: status and the server's body. */
export function refused(status: number, data: unknown): Error {
  return Object.assign(new Error(`Request failed with status code ${status}`), { response: { status, data } });
}

/** Renders a company page at `url` for a signed-in user of `role`, with the scripted HTTP client. */
export async function renderCompanyPage(ui: ReactNode, { role, http, url = '/company' }: { role: Role; http: ScriptedHttp; url?: string }) {
  const bed = await createTestBed(company, { session: { role }, overrides: [[HttpClient, http]] });
  render(bed.wrap(<MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>));
  return { bed, user: userEvent.setup() };
}
