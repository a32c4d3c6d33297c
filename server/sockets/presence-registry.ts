/** One browser tab on the live socket, as an admin sees it in the backend state's `users`. */
export interface LiveUser {
  tab_id: string;
  user_id: string;
  username: string;
  email: string;
  company_euid: string;
  location: string;
  /** ISO time the tab connected. */
  connected_since: string;
}

interface Entry {
  companyId: number;
  user: LiveUser;
}

/**
 * The tabs connected to this server process's live socket, per company. Each connection has its own
 * handle (a tab that reloads briefly has two). Changes are reported to onChange so the owner can
 * announce them (NOTIFY 'backend_state').
 */
export class PresenceRegistry {
  private readonly entries = new Map<number, Entry>();
  private nextHandle = 1;

  constructor(private readonly onChange: (companyId: number) => void = () => undefined) {}

  join(companyId: number, user: LiveUser): number {
    const handle = this.nextHandle++;
    this.entries.set(handle, { companyId, user: { ...user } });
    this.onChange(companyId);
    return handle;
  }

  /** LOC_CHANGE: the tab moved to another route. Unknown handles and unchanged locations change nothing. */
  move(handle: number, location: string): void {
    const entry = this.entries.get(handle);
    if (!entry || entry.user.location === location) return;
    entry.user = { ...entry.user, location };
    this.onChange(entry.companyId);
  }

  leave(handle: number): void {
    const entry = this.entries.get(handle);
    if (!entry) return;
    this.entries.delete(handle);
    this.onChange(entry.companyId);
  }

  /** One company's current users, oldest connection first. */
  usersOf(companyId: number): LiveUser[] {
    return this.sorted([...this.entries.values()].filter((e) => e.companyId === companyId));
  }

  /** Every company's current users (super users' view). */
  allUsers(): LiveUser[] {
    return this.sorted([...this.entries.values()]);
  }

  private sorted(entries: Entry[]): LiveUser[] {
    return entries
      .map((e) => ({ ...e.user }))
      .sort((a, b) => a.connected_since.localeCompare(b.connected_since) || a.tab_id.localeCompare(b.tab_id));
  }
}
