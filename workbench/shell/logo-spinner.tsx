import { shellIds } from './test-ids';

/** The pulsing logo shown while a page or the sign-in is loading; as an overlay it covers the whole window. */
export function LogoSpinner({ label = 'Loading', overlay = false }: { label?: string; overlay?: boolean }) {
  return (
    <div className={overlay ? 'logo-spinner logo-spinner-overlay' : 'logo-spinner'} role="status" aria-live="polite" data-testid={shellIds.logoSpinner}>
      <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
        <circle cx="24" cy="24" r="20" fill="none" stroke="var(--primary-color, #3b82f6)" strokeWidth="4" strokeDasharray="94 32" />
        <circle cx="24" cy="24" r="8" fill="var(--primary-color, #3b82f6)" />
      </svg>
      <span className="sr-only">{label}</span>
    </div>
  );
}
