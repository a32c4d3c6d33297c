import { action, makeObservable, observableRef } from 'mobx';
import type { KeyValueStore } from '../../core/platform';
import { readConsent, storeConsent, termsFlow, TERMS_FLOW_START, type LoginKind, type TermsFlowEvent, type TermsFlowState } from '../../core/session';

/**
 * The cookie prompt, then the terms prompt, before any login, normal or demo (document 3 §1, §4):
 * core/session's termsFlow drives it; this class holds its state for the dialogs and answers the
 * waiting login whether it may go on.
 */
export class ConsentGate {
  state: TermsFlowState = TERMS_FLOW_START;
  private waiting: ((proceed: boolean) => void) | undefined;

  constructor(private readonly local: KeyValueStore) {
    makeObservable<ConsentGate, 'dispatch'>(this, { state: observableRef, dispatch: action, dismissRefusal: action });
  }

  /** Resolves true when the login may start (both consents given), false when the user cancelled. */
  request(kind: LoginKind): Promise<boolean> {
    this.waiting?.(false);
    const promise = new Promise<boolean>((resolve) => (this.waiting = resolve));
    this.dispatch({ type: 'request-login', kind, ...readConsent(this.local) });
    return promise;
  }

  acceptCookies = () => this.dispatch({ type: 'accept-cookies' });
  cancelCookies = () => this.dispatch({ type: 'cancel-cookies' });
  acceptTerms = () => this.dispatch({ type: 'accept-terms' });
  cancelTerms = () => this.dispatch({ type: 'cancel-terms' });

  dismissRefusal(): void {
    if (this.state.step === 'refused') this.state = TERMS_FLOW_START;
  }

  private dispatch(event: TermsFlowEvent): void {
    const step = termsFlow(this.state, event);
    storeConsent(this.local, step.effects);
    this.state = step.state;
    const go = step.effects.some((e) => e.type === 'start-login');
    if (go || step.state.step === 'idle' || step.state.step === 'refused') {
      const resolve = this.waiting;
      this.waiting = undefined;
      resolve?.(go);
      if (go) this.state = TERMS_FLOW_START;
    }
  }
}
