import type { NavState } from '../../core/navigation';
import type { HttpClient } from './http-client';
import { serviceToken } from '../../core/platform';

/** The query parameter of a share link: /?navstate={navstate_id} (the link's form is not shown in the specification). */
export const SHARE_PARAM = 'navstate';

/**
 * Share links of a navigation state (document 3 §2.1, §7: save_navstate answers the navstate_id a
 * link is built from; nav_state/{id} reads it back for the same company).
 */
export interface ShareLinks {
  /** Stores the state and answers the link to it. */
  create(state: NavState, name: string, companyEuid: string): Promise<string>;
  /** The stored navigation state of a link's id (validated by the nav store when applied). */
  read(id: string): Promise<unknown>;
}
export const ShareLinks = serviceToken<ShareLinks>('workbench.ShareLinks');

export class HttpShareLinks implements ShareLinks {
  constructor(
    private readonly http: HttpClient,
    private readonly origin: string,
  ) {}

  async create(state: NavState, name: string, companyEuid: string): Promise<string> {
    const companyAndState = JSON.stringify({ name, id: companyEuid, navState: state });
    const { navstate_id } = await this.http.get<{ navstate_id: string }>('/v1/navutil/nav_state/save_navstate/', { companyAndState });
    return `${this.origin}/?${SHARE_PARAM}=${encodeURIComponent(navstate_id)}`;
  }

  async read(id: string): Promise<unknown> {
    const answer = await this.http.get<{ navState: unknown }>(`/v1/navutil/nav_state/${encodeURIComponent(id)}/`);
    return answer.navState;
  }
}
