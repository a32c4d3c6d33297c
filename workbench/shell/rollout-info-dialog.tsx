import { Dialog } from 'primereact/dialog';
import { BUILD_LABELS, type Build } from '../../core/session';
import { BUILD_INFO } from '../build-info';
import { shellIds } from './test-ids';

/** The hidden 'Rollout Info' dialog (Ctrl+Alt+A, document 3 §2.7). */
export function RolloutInfoDialog({ visible, build, onHide }: { visible: boolean; build: Build; onHide(): void }) {
  return (
    <Dialog header="Rollout Info" visible={visible} onHide={onHide} modal style={{ width: '28rem' }} breakpoints={{ '640px': '100vw' }}>
      <dl className="rollout-info" data-testid={shellIds.rolloutInfo}>
        <dt>Git hash</dt>
        <dd>{BUILD_INFO.gitHash}</dd>
        <dt>Build date</dt>
        <dd>{BUILD_INFO.buildDate}</dd>
        <dt>Merge master date</dt>
        <dd>{BUILD_INFO.mergeDate}</dd>
        <dt>Current build</dt>
        <dd>{BUILD_LABELS[build]}</dd>
      </dl>
    </Dialog>
  );
}
