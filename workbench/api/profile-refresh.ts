import { serviceToken } from '../../core/platform';
/**
 * Reloads the signed-in profile (entity tree, shifts, reasons, metric names) and the session built
 * on it, so every screen follows a setup change without a page reload (document 1 §4, profile refresh).
 */
export interface ProfileRefresh {
  refresh(): Promise<void>;
}
export const ProfileRefresh = serviceToken<ProfileRefresh>('workbench.ProfileRefresh');
