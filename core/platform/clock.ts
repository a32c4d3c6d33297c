import { serviceToken } from './service-token';
/** Time comes from an injected clock so that every time rule is testable without waiting. */
export interface Clock {
  now(): number;
}
export const Clock = serviceToken<Clock>('core.Clock');

export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }
}

/** A clock that stands still until moved; for tests and for replaying a recorded moment. */
export class FixedClock implements Clock {
  private t: number;
  constructor(at: string | number) {
    this.t = typeof at === 'number' ? at : Date.parse(at);
  }
  now(): number {
    return this.t;
  }
  set(at: string | number): void {
    this.t = typeof at === 'number' ? at : Date.parse(at);
  }
  advance(ms: number): void {
    this.t += ms;
  }
}
