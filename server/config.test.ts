import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('server configuration', () => {
  it('has safe defaults: port 3000, all interfaces, embedded database, simulator on, 24 machines over 90 days', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, host: '0.0.0.0', databaseUrl: undefined, simulator: true, demo: { machines: 24, days: 90 } });
    expect(c.bodyLimit).toBe(32 * 1024 * 1024);
  });

  it('reads customer company names from COMPANY_<KEY> by customer key (the features keep the defaults)', () => {
    expect(loadConfig({}).customerCompanies).toEqual({});
    expect(loadConfig({ COMPANY_MRP: 'Acme Springs', COMPANY_PAINTLINE: '', COMPANY: 'x', COMPANY_lower: 'y' }).customerCompanies).toEqual({ mrp: 'Acme Springs', paintline: '' });
  });

  it('reads the demo size and body limit from DEMO_MACHINES, DEMO_DAYS and BODY_LIMIT_MB', () => {
    expect(loadConfig({ DEMO_MACHINES: '100', DEMO_DAYS: '365', BODY_LIMIT_MB: '4' })).toMatchObject({ demo: { machines: 100, days: 365 }, bodyLimit: 4 * 1024 * 1024 });
  });

  it.each([
    [{ DEMO_MACHINES: '0' }, /DEMO_MACHINES must be a whole number/],
    [{ DEMO_DAYS: 'many' }, /DEMO_DAYS must be a whole number/],
    [{ BODY_LIMIT_MB: '-3' }, /BODY_LIMIT_MB must be a whole number/],
    [{ PORT: 'http' }, /PORT must be a port number/],
  ])('refuses %o with a clear error', (env, error) => {
    expect(() => loadConfig(env)).toThrow(error);
  });

  it('turns the simulator off with SIMULATOR=off', () => {
    expect(loadConfig({ SIMULATOR: 'off' }).simulator).toBe(false);
  });

  it('issue 36: mail goes out only with SMTP_URL (smtp:// or smtps://), from MAIL_FROM or no-reply at the public host', () => {
    expect(loadConfig({}).mail).toBeUndefined();
    expect(loadConfig({ SMTP_URL: 'smtp://mailer:secret@mail.plant.test:587', PUBLIC_URL: 'https://oee.plant.test' }).mail).toEqual({
      smtpUrl: 'smtp://mailer:secret@mail.plant.test:587',
      from: 'OEE Workbench <no-reply@oee.plant.test>',
    });
    expect(loadConfig({ SMTP_URL: 'smtps://mail.plant.test', MAIL_FROM: 'Plant <oee@plant.test>' }).mail?.from).toBe('Plant <oee@plant.test>');
    // The refusal names the variable without repeating the password.
    expect(() => loadConfig({ SMTP_URL: 'http://mailer:secret@mail.plant.test' })).toThrow(/^SMTP_URL must start with smtp:\/\/ or smtps:\/\/, got 'http:\/\/\*\*\*@mail.plant.test'$/);
  });
});
