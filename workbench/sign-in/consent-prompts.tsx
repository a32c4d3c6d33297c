import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Fragment } from 'react';
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

const COOKIES_TEXT = (
  <p>
    Signing in stores your session in this browser (local storage and cookies). They are needed to keep you signed in and to remember your
    settings; nothing is shared with third parties.
  </p>
);

const TERMS_TEXT = (
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
);

/**
 * 'Allow Cookies' then 'Accept Terms' before any login (document 3 §2.7): modal, not closable. One
 * dialog whose content moves on: with two, the closing one handed the focus back to Login behind
 * the opening one (two keyboard runs in three), and Enter started the prompts over.
 */
export const ConsentPrompts = observer(function ConsentPrompts() {
  const gate = useService(ConsentGate);
  const step = gate.state.step;
  const cookies = step === 'cookie-prompt';
  const cancel = cookies ? gate.cancelCookies : gate.cancelTerms;
  const testid = cookies ? shellIds.cookiePrompt : shellIds.termsPrompt;
  return (
    <>
      <Dialog
        header={cookies ? ALLOW_COOKIES_HEADER : ACCEPT_TERMS_HEADER}
        visible={cookies || step === 'terms-prompt'}
        modal
        closable={false}
        draggable={false}
        onHide={cancel}
        // Keyed by the step, the buttons are new ones: Accept takes the focus again (autoFocus).
        footer={<Fragment key={step}>{footer(testid, cancel, cookies ? gate.acceptCookies : gate.acceptTerms)}</Fragment>}
        style={{ width: '32rem' }}
        breakpoints={{ '640px': '100vw' }}
        data-testid={testid}
      >
        {cookies ? COOKIES_TEXT : TERMS_TEXT}
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
