import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { machineIds } from './test-ids';

/** Shows the share link of this view, selectable, with a copy button. */
export function ShareDialog({ link, onHide }: { link: string | null; onHide(): void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // Without clipboard access the link stays selectable in the field.
    }
  };
  return (
    <Dialog header="Share this view" visible={link !== null} onHide={() => (setCopied(false), onHide())} style={{ width: '36rem' }} breakpoints={{ '640px': '95vw' }}>
      <p>Anyone in your company who opens this link sees this machine, day and shift (after signing in).</p>
      <div className="machine-share-row">
        <InputText value={link ?? ''} readOnly aria-label="Share link" data-testid={machineIds.shareLink} onFocus={(e) => e.currentTarget.select()} style={{ flex: 1 }} />
        <Button label={copied ? 'Copied' : 'Copy'} icon={copied ? 'pi pi-check' : 'pi pi-copy'} onClick={() => void copy()} />
      </div>
    </Dialog>
  );
}
