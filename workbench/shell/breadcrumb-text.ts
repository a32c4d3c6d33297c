import type { EntityNode } from '../../core/model';

export interface BreadcrumbText {
  name: string;
  desc: string;
}

/** The selected entity's name and description, falling back to the company's (document 1 §2). */
export function breadcrumbText(entity: { name?: string | null; desc?: string | null } | null | undefined, company: EntityNode | null): BreadcrumbText {
  if (entity?.name) return { name: entity.name, desc: entity.desc ?? '' };
  return { name: company?.name ?? '', desc: company?.desc ?? '' };
}
