import { serviceToken } from '../../core/platform';
export interface ConfirmRequest {
  header: string;
  message: string;
  /** Label of the accept button; 'Yes' when absent. */
  acceptLabel?: string;
}

/** A modal yes/no question; resolves true when the user accepts. */
export interface ConfirmDialog {
  ask(request: ConfirmRequest): Promise<boolean>;
}
export const ConfirmDialog = serviceToken<ConfirmDialog>('workbench.ConfirmDialog');
