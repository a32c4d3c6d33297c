import { describe, expect, it } from 'vitest';
import { CONTACT_FAILURE_TOAST, CONTACT_SUCCESS_TOAST } from '../../../core/errors';
import { RecordingToasts } from '../../../workbench/testing';
import { RecordingHttpClient } from '../test-support';
import { ContactFormViewModel, type ContactStatus } from './contact-form.view-model';
import { GENERAL_CONTACT, TRY_FREE_CONTACT } from './contact-request';

function form(outcome: 'ok' | 'fail' = 'ok', request = GENERAL_CONTACT) {
  const http = new RecordingHttpClient(outcome);
  const toasts = new RecordingToasts();
  const vm = new ContactFormViewModel(http, toasts, request);
  return { vm, http, toasts };
}

/** A form in status-emit mode, recording what it emits. */
function emittingForm(outcome: 'ok' | 'fail') {
  const http = new RecordingHttpClient(outcome);
  const toasts = new RecordingToasts();
  const emitted: Array<{ status: ContactStatus; sending: boolean }> = [];
  const vm: ContactFormViewModel = new ContactFormViewModel(http, toasts, GENERAL_CONTACT, {
    onStatus: (status) => emitted.push({ status, sending: vm.sending }),
  });
  return { vm, http, toasts, emitted };
}

function fillValid(vm: ContactFormViewModel) {
  vm.set('first_name', 'Ada');
  vm.set('last_name', 'Lovelace');
  vm.set('email', 'ada@example.com');
  vm.set('message', 'We run 12 presses on two sites.');
}

describe('contact form (document 3 §5)', () => {
  it('starts with the subject of the place it was opened from', () => {
    expect(form('ok', TRY_FREE_CONTACT).vm.values.subject).toBe('I want to try OEE Workbench!');
    expect(form('ok', GENERAL_CONTACT).vm.values.subject).toBe('General Contact');
  });

  it('shows no error under a field until it is touched', () => {
    const { vm } = form();
    expect(vm.errorOf('first_name')).toBeUndefined();
    vm.touch('first_name');
    expect(vm.errorOf('first_name')).toBe('First name is required');
  });

  it('submitting marks all fields touched and stops if any is invalid', async () => {
    const { vm, http, toasts } = form();
    expect(await vm.submit()).toBe(false);
    expect(vm.touched).toEqual({ first_name: true, last_name: true, email: true, subject: true, message: true });
    expect(vm.errorOf('first_name')).toBe('First name is required');
    expect(vm.errorOf('last_name')).toBe('Last name is required');
    expect(vm.errorOf('email')).toBe('Email is required');
    expect(vm.errorOf('message')).toBe('Message is required');
    expect(vm.errorOf('subject')).toBeUndefined();
    expect(http.posts).toEqual([]);
    expect(toasts.shown).toEqual([]);
  });

  it.each([
    ['first_name', 'x'.repeat(81), 'First name must be at most 80 characters'],
    ['last_name', 'x'.repeat(81), 'Last name must be at most 80 characters'],
    ['email', 'not-an-email', 'Email must be a valid email address'],
    ['email', `${'a'.repeat(70)}@example.com`, 'Email must be at most 80 characters'],
    ['subject', 's'.repeat(81), 'Subject must be at most 80 characters'],
  ] as const)('refuses %s = %j with "%s" and sends nothing', async (field, value, message) => {
    const { vm, http } = form();
    fillValid(vm);
    vm.set(field, value);
    expect(await vm.submit()).toBe(false);
    expect(vm.errorOf(field)).toBe(message);
    expect(http.posts).toEqual([]);
  });

  it('accepts 80 characters in a name and an empty subject (subject is optional)', async () => {
    const { vm, http } = form();
    fillValid(vm);
    vm.set('first_name', 'x'.repeat(80));
    vm.set('subject', '');
    expect(await vm.submit()).toBe(true);
    expect(http.posts).toHaveLength(1);
  });

  it('posts first_name, last_name, email, subject, message and source to the contact call (§7)', async () => {
    const { vm, http } = form('ok', TRY_FREE_CONTACT);
    fillValid(vm);
    expect(await vm.submit()).toBe(true);
    expect(http.posts).toEqual([
      {
        path: '/v1/navutil/marketing/contact/',
        body: {
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: 'ada@example.com',
          subject: 'I want to try OEE Workbench!',
          message: 'We run 12 presses on two sites.',
          source: 'TOPNAV_TRY_FREE',
        },
      },
    ]);
  });

  it("success toasts 'Message Sent' / 'Thank you for contacting us. We will be in touch shortly.' for 3 s (§8)", async () => {
    const { vm, toasts } = form();
    fillValid(vm);
    await vm.submit();
    expect(toasts.shown).toEqual([CONTACT_SUCCESS_TOAST]);
    expect(toasts.shown[0]).toMatchObject({
      severity: 'success',
      summary: 'Message Sent',
      detail: 'Thank you for contacting us. We will be in touch shortly.',
      life: 3000,
    });
  });

  it("failure toasts 'Error' / 'There was an error sending your message. Please try again.' for 8 s and keeps the form (§8)", async () => {
    const { vm, toasts } = form('fail');
    fillValid(vm);
    expect(await vm.submit()).toBe(false);
    expect(toasts.shown).toEqual([CONTACT_FAILURE_TOAST]);
    expect(toasts.shown[0]).toMatchObject({
      severity: 'error',
      summary: 'Error',
      detail: 'There was an error sending your message. Please try again.',
      life: 8000,
    });
    expect(vm.values.first_name).toBe('Ada');
    expect(vm.sending).toBe(false);
  });
});

describe('contact form in status-emit mode (document 3 §8)', () => {
  it('document 3 §8: in status-emit mode a successful send emits success instead of toasting', async () => {
    const { vm, http, toasts, emitted } = emittingForm('ok');
    fillValid(vm);
    expect(await vm.submit()).toBe(true);
    expect(http.posts).toHaveLength(1);
    // Emitted once sending is over, so the page can show a fresh form at once.
    expect(emitted).toEqual([{ status: 'success', sending: false }]);
    expect(toasts.shown).toEqual([]);
  });

  it('document 3 §8: in status-emit mode a failed send emits fail instead of toasting, and keeps the values for a retry', async () => {
    const { vm, toasts, emitted } = emittingForm('fail');
    fillValid(vm);
    expect(await vm.submit()).toBe(false);
    expect(emitted).toEqual([{ status: 'fail', sending: false }]);
    expect(toasts.shown).toEqual([]);
    expect(vm.values).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', message: 'We run 12 presses on two sites.' });
  });

  it('emits nothing when the form is invalid (nothing was sent)', async () => {
    const { vm, http, emitted } = emittingForm('ok');
    expect(await vm.submit()).toBe(false);
    expect(http.posts).toEqual([]);
    expect(emitted).toEqual([]);
  });
});
