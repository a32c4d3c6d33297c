import { Dialog } from 'primereact/dialog';
import './legal-dialog.css';

const DOCS = {
  terms: { header: 'Terms of Service', src: '/terms.html' },
  privacy: { header: 'Privacy Policy', src: '/privacy.html' },
} as const;

export type LegalDoc = keyof typeof DOCS;

/**
 * Terms of Service and Privacy Policy (updated 2024-02-14), loaded from /terms.html and /privacy.html,
 * in a dialog on the public pages and in the signed-in shell alike (document 1 §1, document 3 §2.6).
 */
export function LegalDialog({ doc, onHide }: { doc: LegalDoc | null; onHide(): void }) {
  const d = doc ? DOCS[doc] : null;
  return (
    <Dialog header={d?.header} visible={d !== null} onHide={onHide} modal style={{ width: '60rem', height: '80vh' }} breakpoints={{ '900px': '75vw', '640px': '100vw' }}>
      {d && <iframe className="legal-frame" title={d.header} src={d.src} />}
    </Dialog>
  );
}
