import { confirmDialog } from 'primereact/confirmdialog';
import type { ConfirmDialog, ConfirmRequest } from '../api/confirm-dialog';

/** ConfirmDialog over PrimeReact's confirmDialog (the shell mounts its <ConfirmDialog/>). */
export class PrimeConfirmDialog implements ConfirmDialog {
  ask(request: ConfirmRequest): Promise<boolean> {
    return new Promise((resolve) => {
      confirmDialog({
        header: request.header,
        message: request.message,
        icon: 'pi pi-exclamation-triangle',
        acceptLabel: request.acceptLabel ?? 'Yes',
        rejectLabel: 'No',
        accept: () => resolve(true),
        reject: () => resolve(false),
      });
    });
  }
}
