import { observer } from 'mobx-react-lite';
import { Dialog } from 'primereact/dialog';
import { useEffect, useState } from 'react';
import { useService } from '../../../workbench/api/use-service';
import { PUBLIC_SITE_IDS as IDS } from '../test-ids';
import { ContactDialogStore } from './contact-dialog-store';
import { ContactForm } from './contact-form';
import { ContactFormFactory } from './contact-form-factory';
import type { ContactFormViewModel } from './contact-form.view-model';
import { CONTACT_DIALOG_TITLE } from './contact-request';

/** Dialog widths of document 3 §2.7: 40rem, 75vw under 900 px, full width under 640 px. */
export const CONTACT_DIALOG_BREAKPOINTS = { '900px': '75vw', '640px': '100vw' } as const;

/** 'Contact {product}': modal, draggable, closable; a fresh form each time it opens. */
export const ContactDialog = observer(function ContactDialog() {
  const store = useService(ContactDialogStore);
  const createForm = useService<ContactFormFactory>(ContactFormFactory);
  const { request, openings } = store;
  // `openings` is part of the key: every opening starts a fresh form, even with the same request.
  const [vm, setVm] = useState<ContactFormViewModel | null>(null);
  useEffect(() => {
    let current = true;
    setVm(null);
    if (request) void createForm(request).then((form) => current && setVm(form));
    return () => {
      current = false;
    };
  }, [request, openings, createForm]);
  return (
    <Dialog
      header={CONTACT_DIALOG_TITLE}
      visible={store.visible}
      onHide={() => store.close()}
      modal
      draggable
      closable
      className="ps-dialog"
      style={{ width: '40rem' }}
      breakpoints={CONTACT_DIALOG_BREAKPOINTS}
      data-testid={IDS.contactDialog}
      aria-label={CONTACT_DIALOG_TITLE}
    >
      {vm && <ContactForm vm={vm} onSent={() => store.close()} />}
    </Dialog>
  );
});
