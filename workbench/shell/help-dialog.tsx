import { observer } from 'mobx-react-lite';
import { Dialog } from 'primereact/dialog';
import type { HelpContribution } from '../api/manifest';
import type { HelpMode } from './help-mode';

/**
 * The help modal (document 3 §3/§4, state MODAL): the current view's topics first, then the
 * workbench's topics help-key-1 to help-key-12; the anchor's topic is marked.
 */
export const HelpDialog = observer(function HelpDialog({ help, viewTips, topics }: { help: HelpMode; viewTips: readonly HelpContribution[]; topics: readonly HelpContribution[] }) {
  const anchor = help.state.helpAnchor;
  const section = (title: string, list: readonly HelpContribution[]) =>
    list.length > 0 && (
      <section aria-label={title} className="help-dialog-section">
        <h3>{title}</h3>
        <dl>
          {list.map((t) => (
            <div key={t.key} className={t.key === anchor ? 'help-anchor' : undefined} data-help-topic={t.key}>
              <dt>{t.title}</dt>
              <dd>{t.body}</dd>
            </div>
          ))}
        </dl>
      </section>
    );
  return (
    <Dialog header="Help" visible={help.modalOpen} onHide={() => help.hideModal()} modal style={{ width: '44rem' }} breakpoints={{ '900px': '75vw', '640px': '100vw' }}>
      {section('On this screen', viewTips)}
      {section('Topics', topics)}
    </Dialog>
  );
});
