import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { NavStore } from '../../../core/navigation';
import { SessionStore } from '../../api/session';
import { ShareLinks } from '../../api/share-links';
import { Toasts } from '../../api/toasts';
import { useService } from '../../api/use-service';
import { ShareViewModel } from './share-view.view-model';
import { shareIds } from './test-ids';
import './share.css';

/**
 * The Share action of any view (machine dashboard, graph, report, ranking, customer dashboards):
 * a button that stores the current navigation state and a dialog with its link. `name` labels the
 * stored state; `what` completes "Anyone in your company who opens this link sees ...".
 */
export const ShareButton = observer(function ShareButton({ name, what }: { name: string; what: string }) {
  const store = useService<NavStore>(NavStore);
  const shares = useService<ShareLinks>(ShareLinks);
  const sessions = useService<SessionStore>(SessionStore);
  const toasts = useService<Toasts>(Toasts);
  const [vm] = useState(() => new ShareViewModel({ store, shares, sessions, toasts }));
  return (
    <>
      <Button label="Share" icon="pi pi-share-alt" size="small" outlined loading={vm.sharing} onClick={() => void vm.share(name)} data-testid={shareIds.button} />
      <ShareDialog link={vm.link} what={what} onHide={() => vm.close()} />
    </>
  );
});

/** Shows the share link, selectable, with a copy button. */
function ShareDialog({ link, what, onHide }: { link: string | null; what: string; onHide(): void }) {
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
      <p>Anyone in your company who opens this link sees {what} (after signing in).</p>
      <div className="share-row">
        <InputText value={link ?? ''} readOnly aria-label="Share link" data-testid={shareIds.link} onFocus={(e) => e.currentTarget.select()} className="share-link" />
        <Button label={copied ? 'Copied' : 'Copy'} icon={copied ? 'pi pi-check' : 'pi pi-copy'} onClick={() => void copy()} />
      </div>
    </Dialog>
  );
}
