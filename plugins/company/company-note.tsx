import type { ReactNode } from 'react';

interface CompanyNoteProps {
  tone?: 'info' | 'error';
  /** How it is announced: an error as an alert unless told otherwise, an info note not at all. */
  live?: 'alert' | 'status';
  /** A button at the note's end (e.g. Try again). */
  action?: ReactNode;
  children: ReactNode;
}

/** A note on a company page: why it is read-only, an empty list, or (tone 'error') a refusal. */
export function CompanyNote({ tone = 'info', live = tone === 'error' ? 'alert' : undefined, action, children }: CompanyNoteProps) {
  return (
    <div className={tone === 'error' ? 'company-note error' : 'company-note'} role={live}>
      <i className={tone === 'error' ? 'pi pi-exclamation-triangle' : 'pi pi-info-circle'} aria-hidden="true" />
      <p>{children}</p>
      {action}
    </div>
  );
}
