import { PRODUCT_NAME } from '../product';

/**
 * The product's mark: three rising bars (availability, performance, quality) inside a gauge arc,
 * with the word mark. `white` is the footer's variant (document 3 §2.6).
 */
export function Logo({ tone = 'color', size = 32 }: { tone?: 'color' | 'white'; size?: number }) {
  const accent = tone === 'white' ? '#ffffff' : 'var(--primary-color, #3b82f6)';
  const ink = tone === 'white' ? '#ffffff' : 'var(--text-color, #f1f5f9)';
  return (
    <span className="ps-logo" style={{ color: ink }}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path d="M4 22a12 12 0 0 1 24 0" fill="none" stroke={accent} strokeWidth="2.5" strokeLinecap="round" />
        <rect x="9" y="17" width="3.5" height="9" rx="1" fill={accent} opacity="0.55" />
        <rect x="14.25" y="13" width="3.5" height="13" rx="1" fill={accent} opacity="0.8" />
        <rect x="19.5" y="9" width="3.5" height="17" rx="1" fill={accent} />
      </svg>
      <span className="ps-logo-text">{PRODUCT_NAME}</span>
    </span>
  );
}
