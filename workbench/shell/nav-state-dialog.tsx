import { Dialog } from 'primereact/dialog';
import type { NavState } from '../../core/navigation';
import { shellIds } from './test-ids';

/** The debug dialog 'Nav State' (Ctrl+Shift+) or Ctrl+Shift+Insert, document 3 §2.1). */
export function NavStateDialog({ visible, state, onHide }: { visible: boolean; state: NavState; onHide(): void }) {
  return (
    <Dialog header="Nav State" visible={visible} onHide={onHide} modal style={{ width: '48rem' }} breakpoints={{ '900px': '75vw', '640px': '100vw' }}>
      <pre className="nav-state-json" data-testid={shellIds.navStateDialog}>
        {JSON.stringify(state, null, 2)}
      </pre>
    </Dialog>
  );
}
