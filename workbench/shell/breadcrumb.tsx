import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { NavStore } from '../../core/navigation';
import { fromRx } from '../api/from-rx';
import { EntityTree } from '../api/entity-tree';
import { useService } from '../api/use-service';
import { breadcrumbText } from './breadcrumb-text';
import { shellIds } from './test-ids';

/** The selected entity's name and description, or the company's (document 1 §2). */
export const Breadcrumb = observer(function Breadcrumb() {
  const nav = useService<NavStore>(NavStore);
  const tree = useService<EntityTree>(EntityTree);
  const [box] = useState(() => fromRx(nav.navState$, nav.state));
  useEffect(() => () => box.dispose(), [box]);
  const text = breadcrumbText(box.current.entity, tree.root);
  return (
    <div className="breadcrumb" data-testid={shellIds.breadcrumb} data-help-key="shell/breadcrumb" aria-label="Selected entity">
      <strong>{text.name}</strong>
      {text.desc && <span className="breadcrumb-desc">{text.desc}</span>}
    </div>
  );
});
