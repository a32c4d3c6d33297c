import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { ACCEPT_TERMS_HEADER, ALLOW_COOKIES_HEADER } from '../../core/errors';
import { useService } from '../api/use-service';
import { shellIds } from '../shell/test-ids';
import { ConsentGate } from './consent-gate';

const footer = (testid: string, onCancel: () => void, onAccept: () => void) => (
  <div className="consent-actions">
    <Button label="Cancel" severity="secondary" outlined onClick={onCancel} data-testid={`${testid}-cancel`} />
    <Button label="Accept" onClick={onAccept} autoFocus data-testid={`${testid}-accept`} />
  </div>
);

/** 'Allow Cookies' then 'Accept Terms' before any login (document 3 §2.7): modal, not closable. */
export const ConsentPrompts = observer(function ConsentPrompts() {
  const gate = useService(ConsentGate);
  const step = gate.state.step;
  return (
    <>
      <Dialog
        header={ALLOW_COOKIES_HEADER}
        visible={step === 'cookie-prompt'}
        modal
        closable={false}
        draggable={false}
        onHide={gate.cancelCookies}
        footer={footer(shellIds.cookiePrompt, gate.cancelCookies, gate.acceptCookies)}
        style={{ width: '32rem' }}
        breakpoints={{ '640px': '100vw' }}
        data-testid={shellIds.cookiePrompt}
      >
        <p>
          Signing in stores your session in this browser (local storage and cookies). They are needed to keep you signed in and to remember your
          settings; nothing is shared with third parties.
        </p>
      </Dialog>
      <Dialog
        header={ACCEPT_TERMS_HEADER}
        visible={step === 'terms-prompt'}
        modal
        closable={false}
        draggable={false}
        onHide={gate.cancelTerms}
        footer={footer(shellIds.termsPrompt, gate.cancelTerms, gate.acceptTerms)}
        style={{ width: '32rem' }}
        breakpoints={{ '640px': '100vw' }}
        data-testid={shellIds.termsPrompt}
      >
        <p>
          Please accept the{' '}
          <a href="/terms.html" target="_blank" rel="noreferrer">
            Terms of Service
          </a>{' '}
          and the{' '}
          <a href="/privacy.html" target="_blank" rel="noreferrer">
            Privacy Policy
          </a>{' '}
          (both updated 2024-02-14) to sign in.
        </p>
      </Dialog>
      {gate.state.step === 'refused' && (
        <div className="cookies-refused" role="alert" data-testid={shellIds.cookiesRefused}>
          <span>{gate.state.message}</span>
          <Button icon="pi pi-times" rounded text aria-label="Dismiss" onClick={() => gate.dismissRefusal()} />
        </div>
      )}
    </>
  );
});
