import type { Observable } from 'rxjs';
import type { EntityNode } from '../../core/model';
import { serviceToken } from '../../core/platform';

/** The company's entity tree (from the profile), with lookup and the explorer's search. */
export interface EntityTree {
  readonly root$: Observable<EntityNode | null>;
  readonly root: EntityNode | null;
  find(euid: string): EntityNode | undefined;
  /** Matches of name, key or desc (case-insensitive), flattened and sorted by name. */
  search(text: string): EntityNode[];
}
export const EntityTree = serviceToken<EntityTree>('workbench.EntityTree');
