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
            accept: () => resolve(true),
            reject: () => resolve(false),
          });
        }),
    );
  }
}
