import type { KioskCredentials } from '../core/session';

// Vite fills import.meta.env at build time; outside Vite (browser tests' Node side) it is absent.
const env: Record<string, string | undefined> = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};

/** The product name in texts such as the socket-lost overlay. */
export const PRODUCT_NAME = 'OEE Workbench';

/** The embedded provider's client (server/identity DEFAULT_CLIENT_ID); VITE_AUTH_CLIENT_ID overrides it. */
export const AUTH_CLIENT_ID: string = env['VITE_AUTH_CLIENT_ID'] ?? 'oee-workbench';

/**
 * The demo account (document 1 §6). Its password is public on purpose (the server prints it at
 * start); the demo login sends it as a kiosk token so the visitor skips the login form.
 */
export const DEMO_ACCOUNT: KioskCredentials = {
  email: env['VITE_DEMO_EMAIL'] ?? 'demo@oee-demo.example.com',
  password: env['VITE_DEMO_PASSWORD'] ?? 'Demo#2025',
};

/**
 * Document 1 §2, document 2 §2: the Model display-mode button is hidden in one build mode. Model mode
 * is a placeholder ('coming Q2 2025'); a build made with VITE_HIDE_MODEL_MODE=true (a customer
 * installation that should not advertise it) shows Graph, Map and Report only.
 */
export const MODEL_MODE_HIDDEN: boolean = env['VITE_HIDE_MODEL_MODE'] === 'true';

/** The environment name kept in the device settings (document 3 §3): VITE_ENV_NAME, else the build's mode. */
export const ENV_NAME: string = env['VITE_ENV_NAME'] ?? env['MODE'] ?? '';
