import { serviceToken } from './service-token';
/** Port for local and session storage; the workbench adapts window.localStorage / sessionStorage. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
export const LocalStore = serviceToken<KeyValueStore>('core.LocalStore');
export const SessionStore = serviceToken<KeyValueStore>('core.SessionStore');

/** In-memory store, used by tests and by the server-side renderer of shared states. */
export class MemoryKeyValueStore implements KeyValueStore {
  private readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}
