import { describe, expect, it } from 'vitest';
import { type HttpClient } from '../../../workbench/api';
import { RecordingToasts, UnexpectedHttpClient } from '../../../workbench/testing';
import type { ContactFormFactory } from './contact-form-factory';
import { ContactFormViewModel } from './contact-form.view-model';
import { GENERAL_CONTACT } from './contact-request';
import { InlineContactViewModel } from './inline-contact.view-model';

/** Answers each post in turn as scripted; a post past the script waits until `release` is called. */
class ScriptedHttp extends UnexpectedHttpClient implements HttpClient {
  posts = 0;
  private pending: Array<(ok: boolean) => void> = [];
  constructor(private readonly script: Array<'ok' | 'fail'>) {
    super();
  }
  override post<T>(): Promise<T> {
    const answer = this.script[this.posts++];
    const settle = (ok: boolean) => (ok ? Promise.resolve({} as T) : Promise.reject(new Error('Request failed with status code 500')));
    if (answer) return settle(answer === 'ok');
    return new Promise<boolean>((done) => this.pending.push(done)).then(settle);
  }
  release(ok: boolean): void {
    this.pending.shift()?.(ok);
  }
}

function inline(http: HttpClient) {
  const toasts = new RecordingToasts();
  const factory: ContactFormFactory = (request, options) => Promise.resolve(new ContactFormViewModel(http, toasts, request, options));
  return { vm: new InlineContactViewModel(factory, GENERAL_CONTACT), toasts };
}

function fillValid(form: ContactFormViewModel) {
  form.set('first_name', 'Ada');
  form.set('last_name', 'Lovelace');
  form.set('email', 'ada@example.com');
  form.set('message', 'Our changeovers do not show up.');
}

describe('the inline contact form (support page, document 3 §8 status-emit mode)', () => {
  it("starts with an empty form on the footer's source and 'General Contact' subject", async () => {
    const { vm } = inline(new ScriptedHttp([]));
    expect(vm.form).toBeNull();
    await vm.start();
    expect(vm.form?.values).toEqual({ first_name: '', last_name: '', email: '', subject: 'General Contact', message: '' });
    expect(vm.sent).toBe(false);
    expect(vm.failed).toBe(false);
  });

  it('a sent message shows the confirmation and no toast; Send another message starts an empty form', async () => {
    const { vm, toasts } = inline(new ScriptedHttp(['ok']));
    await vm.start();
    const first = vm.form!;
    fillValid(first);
    await first.submit();
    expect(vm.sent).toBe(true);
    expect(vm.failed).toBe(false);
    expect(toasts.shown).toEqual([]);

    await vm.sendAnother();
    expect(vm.sent).toBe(false);
    expect(vm.form).not.toBe(first);
    expect(vm.form?.values.first_name).toBe('');
  });

  it('a failed send shows the error and no toast, keeps the typed values, hides the error while retrying and clears it on success', async () => {
    const http = new ScriptedHttp(['fail']);
    const { vm, toasts } = inline(http);
    await vm.start();
    const form = vm.form!;
    fillValid(form);
    await form.submit();
    expect(vm.failed).toBe(true);
    expect(vm.sent).toBe(false);
    expect(toasts.shown).toEqual([]);
    expect(vm.form).toBe(form);
    expect(form.values.email).toBe('ada@example.com');

    const retry = form.submit();
    expect(form.sending).toBe(true);
    expect(vm.failed).toBe(false);
    http.release(true);
    await retry;
    expect(vm.sent).toBe(true);
    expect(vm.failed).toBe(false);
  });

  it('keeps only the newest form when two were asked for (React runs effects twice in development)', async () => {
    const resolvers: Array<() => void> = [];
    const forms: ContactFormViewModel[] = [];
    const factory: ContactFormFactory = (request, options) => {
      const form = new ContactFormViewModel(new ScriptedHttp([]), new RecordingToasts(), request, options);
      forms.push(form);
      return new Promise((done) => resolvers.push(() => done(form)));
    };
    const vm = new InlineContactViewModel(factory, GENERAL_CONTACT);
    const first = vm.start();
    const second = vm.start();
    resolvers[1]!();
    await second;
    resolvers[0]!();
    await first;
    expect(vm.form).toBe(forms[1]);
  });
});
