import { map, type Observable } from 'rxjs';
import type { EntityNode } from '../../core/model';
import type { EntityTree } from '../api/entity-tree';
import type { SessionStore } from '../api/session';
import { findEntity, searchEntities } from './entity-index';

/** The entity tree of the signed-in user's profile. */
export class ProfileEntityTree implements EntityTree {
  readonly root$: Observable<EntityNode | null>;

  constructor(private readonly sessions: SessionStore) {
    this.root$ = sessions.session$.pipe(map((s) => s?.profile.entities ?? null));
  }

  get root(): EntityNode | null {
    return this.sessions.current?.profile.entities ?? null;
  }

  find(euid: string): EntityNode | undefined {
    return findEntity(this.root, euid);
  }

  search(text: string): EntityNode[] {
    return searchEntities(this.root, text);
  }
}
