/** A toast as the shell shows it: severity, title, text and lifetime in milliseconds. */
export type ToastSeverity = 'success' | 'info' | 'warn' | 'error';

export interface Toast {
  severity: ToastSeverity;
  summary: string;
  detail?: string;
  life: number;
}

/** A confirmation dialog: header and question; `accept` names the accept button when it is not 'Yes'. */
export interface Confirmation {
  header: string;
  message: string;
  accept?: string;
}
