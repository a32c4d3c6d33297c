import { createHash } from 'node:crypto';
import { HasuraError } from './hasura-error';

export interface RefusalBudgetLimits {
  /** Refused operations one access token may send per window. */
  perToken: number;
  /** Refused operations all of one company's tokens together may send per window. */
  perCompany: number;
  windowMs: number;
}

/** Defaults: a person who mistypes a query is refused a handful of times a minute, never twenty. */
export const DEFAULT_REFUSAL_BUDGET: RefusalBudgetLimits = { perToken: 20, perCompany: 60, windowMs: 60_000 };

/** The error a spent budget answers, over HTTP (with 429 and Retry-After) and over graphql-ws. */
export const refusalsSpent = (): HasuraError =>
  new HasuraError('rate-limit-exceeded', 'too many GraphQL operations were refused by the query limits; retry after the time in Retry-After');

/** Keys remembered per kind at most; the least recently refused are forgotten first, so memory stays bounded. */
const MAX_KEYS = 10_000;

/** A token is remembered by a digest: the budget never holds a usable credential. */
export const tokenKey = (authorization: string): string => createHash('sha256').update(authorization).digest('base64url').slice(0, 22);

class RefusalWindow {
  private readonly times = new Map<string, number[]>();

  constructor(private readonly limit: number, private readonly windowMs: number) {}

  /** Milliseconds until `key` may send again, 0 when it may now. */
  waitMs(key: string, now: number): number {
    const recent = this.recent(key, now);
    return recent.length < this.limit ? 0 : recent[recent.length - this.limit]! + this.windowMs - now;
  }

  record(key: string, now: number): void {
    const recent = this.recent(key, now);
    recent.push(now);
    this.times.delete(key);
    this.times.set(key, recent);
    while (this.times.size > MAX_KEYS) this.times.delete(this.times.keys().next().value as string);
  }

  private recent(key: string, now: number): number[] {
    return (this.times.get(key) ?? []).filter((t) => now - t < this.windowMs);
  }
}

/**
 * Issue 34: an operation refused by the GraphQL limits still costs reading, parsing and estimating
 * it. Each token and each company has a budget of refusals per sliding window; past it, its GraphQL
 * requests are answered 429 with Retry-After before any of that work, until the oldest refusal ages
 * out. Other companies' budgets are their own, so a flood slows nobody else.
 */
export class RefusalBudget {
  private readonly tokens: RefusalWindow;
  private readonly companies: RefusalWindow;

  constructor(private readonly now: () => number, limits: RefusalBudgetLimits = DEFAULT_REFUSAL_BUDGET) {
    this.tokens = new RefusalWindow(limits.perToken, limits.windowMs);
    this.companies = new RefusalWindow(limits.perCompany, limits.windowMs);
  }

  /** Milliseconds the token must wait (0: it may send); checked before its session is even resolved. */
  tokenWaitMs(token: string): number {
    return this.tokens.waitMs(token, this.now());
  }

  companyWaitMs(company: string): number {
    return this.companies.waitMs(company, this.now());
  }

  /** Milliseconds the token and its company must wait: the longer of the two. */
  waitMs(token: string, company: string): number {
    return Math.max(this.tokenWaitMs(token), this.companyWaitMs(company));
  }

  refused(token: string, company: string): void {
    const now = this.now();
    this.tokens.record(token, now);
    this.companies.record(company, now);
  }
}
