import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { DISABLED_FOR_DEMO } from '../../../core/errors';
import './setup-records.css';

interface Props {
  title: string;
  intro: string;
  helpKey: string;
  testId: string;
  canWrite: boolean;
  isDemo: boolean;
  /** Label of the create button; absent = the screen creates nothing. */
  createLabel?: string;
  onCreate?: () => void;
  children: ReactNode;
}

export const READ_ONLY_NOTE = 'You can read these settings; an admin or manager changes them.';

/**
 * The frame of a System Setup screen: heading, intro, the create button (disabled with 'Disabled
 * for demo' for the demo account, absent for readers) and a read-only note for readers.
 */
export function SetupPage({ title, intro, helpKey, testId, canWrite, isDemo, createLabel, onCreate, children }: Props) {
  const headingId = `${testId}-title`;
  return (
    <section className="setup-page" aria-labelledby={headingId} data-testid={testId} data-help-key={helpKey}>
      <header className="setup-page-header">
        <div>
          <h2 id={headingId}>{title}</h2>
          <p className="intro">{intro}</p>
        </div>
        {createLabel && (canWrite || isDemo) && (
          <span title={isDemo ? DISABLED_FOR_DEMO : undefined}>
            <Button label={createLabel} icon="pi pi-plus" onClick={onCreate} disabled={isDemo} aria-label={isDemo ? `${createLabel} (${DISABLED_FOR_DEMO})` : createLabel} />
          </span>
        )}
      </header>
      {!canWrite && !isDemo && (
        <p className="read-only-note" role="note">
          <i className="pi pi-lock" aria-hidden="true" /> {READ_ONLY_NOTE}
        </p>
      )}
      {children}
    </section>
  );
}
