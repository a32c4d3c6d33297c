import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { CONTACT_FAILURE_TOAST, CONTACT_SUCCESS_TOAST } from '../../../core/errors';
import { useService } from '../../../workbench/api/use-service';
import { PUBLIC_SITE_IDS as IDS } from '../test-ids';
import { ContactForm } from './contact-form';
import { InlineContactViewModel } from './inline-contact.view-model';

/**
 * The contact form inside a page, in status-emit mode (document 3 §8): the outcome shows here, in
 * the catalogue's words, instead of in a toast. The status and alert regions are always present so
 * that screen readers announce what appears in them.
 */
export const InlineContact = observer(function InlineContact({ label }: { label: string }) {
  const vm = useService(InlineContactViewModel);
  const box = useRef<HTMLDivElement>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);
  const focusNewForm = useRef(false);

  useEffect(() => {
    void vm.start();
  }, [vm]);
  // The Send button disappears with the form: focus goes to the confirmation, not to the page's top.
  useEffect(() => {
    if (vm.sent) confirmation.current?.focus();
  }, [vm.sent]);
  // Likewise 'Send another message' disappears: focus goes to the new form's first field.
  useEffect(() => {
    if (!vm.form || !focusNewForm.current) return;
    focusNewForm.current = false;
    box.current?.querySelector('input')?.focus();
  }, [vm.form]);

  return (
    <div className="ps-inline-contact" ref={box} data-testid={IDS.inlineContact}>
      <div role="status">
        {vm.sent && (
          <div className="ps-contact-outcome ps-contact-sent">
            <i className="pi pi-check-circle" aria-hidden="true" />
            <div>
              <h3 ref={confirmation} tabIndex={-1}>
                {CONTACT_SUCCESS_TOAST.summary}
              </h3>
              <p>{CONTACT_SUCCESS_TOAST.detail}</p>
            </div>
          </div>
        )}
      </div>
      <div role="alert">
        {vm.failed && (
          <div className="ps-contact-outcome ps-contact-failed">
            <i className="pi pi-exclamation-triangle" aria-hidden="true" />
            <p>
              <strong>{CONTACT_FAILURE_TOAST.summary}:</strong> {CONTACT_FAILURE_TOAST.detail}
            </p>
          </div>
        )}
      </div>
      {vm.sent ? (
        <button
          type="button"
          className="ps-button ps-button-outline"
          onClick={() => {
            focusNewForm.current = true;
            void vm.sendAnother();
          }}
        >
          <i className="pi pi-envelope" aria-hidden="true" /> Send another message
        </button>
      ) : vm.form ? (
        <ContactForm vm={vm.form} label={label} />
      ) : (
        <p className="ps-contact-loading">Loading the form…</p>
      )}
    </div>
  );
});
