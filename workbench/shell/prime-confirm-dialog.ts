import type { ConfirmDialog, ConfirmRequest } from '../api/confirm-dialog';

/**
 * ConfirmDialog over PrimeReact's confirmDialog (the signed-in app mounts its <ConfirmDialog/>).
 * PrimeReact's dialog loads with the first question, so the public page does not carry it.
 */
export class PrimeConfirmDialog implements ConfirmDialog {
  ask(request: ConfirmRequest): Promise<boolean> {
    return import('primereact/confirmdialog').then(
      ({ confirmDialog }) =>
        new Promise<boolean>((resolve) => {
          confirmDialog({
            header: request.header,
            message: request.message,
            icon: 'pi pi-exclamation-triangle',
            acceptLabel: request.acceptLabel ?? 'Yes',
            rejectLabel: 'No',
            // No has the focus first: a stray Enter must not remove or sign out.
            defaultFocus: 'reject',
            accept: () => resolve(true),
            reject: () => resolve(false),
            // Escape closes without either button: that is a No (a promise answered once, so after Yes it changes nothing).
            onHide: () => resolve(false),
          });
        }),
    );
  }
}
