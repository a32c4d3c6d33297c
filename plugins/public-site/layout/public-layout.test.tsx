// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionStore as SessionStorage, type KeyValueStore } from '../../../core/platform';
import { AuthService } from '../../../workbench/api';
import { type FakeAuthService } from '../../../workbench/testing';
import { RecordingHttpClient, renderAt, visitorBed } from '../test-support';
import { PublicLayout } from './public-layout';

// The dialog builds its form once the form's view model and schema are imported (on first use): beside the browser suite that
// took over findBy's 1 s default while the dialog itself already showed.
const FORM_BUILT = { timeout: 10_000 };

function setWidth(px: number) {
  act(() => {
    window.innerWidth = px;
    window.dispatchEvent(new Event('resize'));
  });
}

const page = (
  <PublicLayout>
    <h1>Page body</h1>
  </PublicLayout>
);

beforeEach(() => {
  window.innerWidth = 1280;
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => cleanup());

describe('top navigation (document 3 §2.6)', () => {
  it('has the logo linking to /, Features, Pricing, Demo, a Login item and Try for Free', async () => {
    renderAt(await visitorBed(), '/features', page);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: /home$/i })).toHaveProperty('pathname', '/');
    for (const [name, path] of [['Features', '/features'], ['Pricing', '/pricing'], ['Demo', '/demo']]) {
      expect(within(nav).getByRole('link', { name })).toHaveProperty('pathname', path);
    }
    expect(within(nav).getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Try for Free' })).toBeTruthy();
  });

  it('at 768 px shows the links and no hamburger', async () => {
    window.innerWidth = 768;
    renderAt(await visitorBed(), '/', page);
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Pricing' })).toBeTruthy();
  });

  it('at 767 px folds the links into an accessible hamburger menu', async () => {
    window.innerWidth = 767;
    const user = userEvent.setup();
    renderAt(await visitorBed(), '/', page);
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Pricing' })).toBeNull();

    await user.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(menu.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('link', { name: 'Pricing' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Login' })).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
  });

  it('switches between hamburger and links when the window crosses 768 px', async () => {
    renderAt(await visitorBed(), '/', page);
    setWidth(767);
    expect(screen.getByRole('button', { name: 'Menu' })).toBeTruthy();
    setWidth(768);
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it('the Login item starts the sign-in flow through the AuthService', async () => {
    const bed = await visitorBed();
    renderAt(bed, '/', page);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    expect(bed.get<FakeAuthService>(AuthService).calls).toEqual(['login']);
  });

  it('navigating scrolls to the top', async () => {
    renderAt(await visitorBed(), '/', page);
    vi.mocked(window.scrollTo).mockClear();
    await userEvent.setup().click(within(screen.getByRole('banner')).getByRole('link', { name: 'Pricing' }));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('footer (document 3 §2.6)', () => {
  it('has the white logo, Contact Us, Terms of Service and Privacy Policy (dialogs, not new tabs: document 1 §1) and a copyright line', async () => {
    renderAt(await visitorBed(), '/', page);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('button', { name: 'Contact Us' })).toBeTruthy();
    expect(within(footer).queryAllByRole('link', { name: /Terms of Service|Privacy Policy/ })).toEqual([]);
    for (const [name, src] of [['Terms of Service', '/terms.html'], ['Privacy Policy', '/privacy.html']]) {
      await userEvent.setup().click(within(footer).getByRole('button', { name }));
      const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
      expect(dialog.textContent).toContain(name);
      expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe(src);
    }
    // The test bed's clock stands at 2025-03-03.
    expect(footer.textContent).toContain('© 2025 OEE Workbench');
    expect(footer.querySelector('svg rect')?.getAttribute('fill')).toBe('#ffffff');
  });
});

describe('public route with an id parameter (document 3 §2.6)', () => {
  it('saves the id under the navigation-state key, starts the login at once and shows a grey blank', async () => {
    const bed = await visitorBed();
    renderAt(bed, '/?id=abc123', page);
    expect(screen.getByTestId('public-blank')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page body' })).toBeNull();
    await waitFor(() => expect(bed.get<FakeAuthService>(AuthService).calls).toEqual(['login']));
    expect(bed.get<KeyValueStore>(SessionStorage).getItem('navstate_id')).toBe('abc123');
  });

  it('without an id renders the page and starts no login', async () => {
    const bed = await visitorBed();
    renderAt(bed, '/', page);
    expect(screen.getByRole('heading', { name: 'Page body' })).toBeTruthy();
    expect(bed.get<FakeAuthService>(AuthService).calls).toEqual([]);
    expect(bed.get<KeyValueStore>(SessionStorage).getItem('navstate_id')).toBeNull();
  });
});

describe('contact dialog (document 3 §2.7, §5, §8)', () => {
  it("'Try for Free' opens 'Contact OEE Workbench' with the subject 'I want to try OEE Workbench!' and sends source TOPNAV_TRY_FREE", async () => {
    const http = new RecordingHttpClient();
    const bed = await visitorBed(http);
    const user = userEvent.setup();
    renderAt(bed, '/', page);
    await user.click(screen.getByRole('button', { name: 'Try for Free' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact OEE Workbench' }, { timeout: 10_000 });
    expect(await within(dialog).findByRole('textbox', { name: /Subject/ }, FORM_BUILT)).toHaveProperty('value', 'I want to try OEE Workbench!');
    expect(within(dialog).getByRole('textbox', { name: /Message/ })).toHaveProperty('rows', 3);

    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Ada');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Lovelace');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Two sites, 12 presses.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(http.posts).toEqual([
      {
        path: '/v1/navutil/marketing/contact/',
        body: expect.objectContaining({ first_name: 'Ada', source: 'TOPNAV_TRY_FREE', subject: 'I want to try OEE Workbench!' }),
      },
    ]);
    expect(bed.toasts.shown.map((t) => t.summary)).toEqual(['Message Sent']);
  });

  it("'Contact Us' opens it with subject 'General Contact'; submitting empty shows an error under each required field and sends nothing", async () => {
    const http = new RecordingHttpClient();
    const user = userEvent.setup();
    renderAt(await visitorBed(http), '/', page);
    await user.click(screen.getByRole('button', { name: 'Contact Us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact OEE Workbench' }, { timeout: 10_000 });
    expect(await within(dialog).findByRole('textbox', { name: /Subject/ }, FORM_BUILT)).toHaveProperty('value', 'General Contact');

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const firstName = within(dialog).getByRole('textbox', { name: /First name/ });
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(firstName.getAttribute('aria-describedby')!)?.textContent).toBe('First name is required');
    for (const text of ['Last name is required', 'Email is required', 'Message is required']) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
    expect(http.posts).toEqual([]);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('is modal, draggable, closable, 40rem wide, 75vw under 900 px and full width under 640 px (§2.7)', async () => {
    const user = userEvent.setup();
    renderAt(await visitorBed(), '/', page);
    await user.click(screen.getByRole('button', { name: 'Contact Us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact OEE Workbench' }, { timeout: 10_000 });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // PrimeReact marks a draggable dialog on its mask (the header becomes the drag handle).
    expect(dialog.parentElement?.classList.contains('p-dialog-draggable')).toBe(true);
    expect(dialog.style.width).toBe('40rem');
    const css = [...document.head.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n').replace(/\s+/g, ' ');
    expect(css).toMatch(/max-width: 900px\) \{ \[data-pc-name="dialog"\]\[[^\]]+\] \{ width: 75vw !important/);
    expect(css).toMatch(/max-width: 640px\) \{ \[data-pc-name="dialog"\]\[[^\]]+\] \{ width: 100vw !important/);
    await user.click(within(dialog).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a failed send toasts the error text and keeps the dialog open with the typed values', async () => {
    const bed = await visitorBed(new RecordingHttpClient('fail'));
    const user = userEvent.setup();
    renderAt(bed, '/', page);
    await user.click(screen.getByRole('button', { name: 'Contact Us' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(await within(dialog).findByRole('textbox', { name: /First name/ }, FORM_BUILT), 'Ada');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Lovelace');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(bed.toasts.shown).toHaveLength(1));
    expect(bed.toasts.shown[0]).toMatchObject({ summary: 'Error', detail: 'There was an error sending your message. Please try again.', life: 8000 });
    expect(within(screen.getByRole('dialog')).getByRole('textbox', { name: /First name/ })).toHaveProperty('value', 'Ada');
  });
});
