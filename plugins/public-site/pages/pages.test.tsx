// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthService, Toasts } from '../../../workbench/api';
import { type FakeAuthService, type RecordingToasts } from '../../../workbench/testing';
import { RecordingHttpClient, renderAt, visitorBed } from '../test-support';
import { DemoPage } from './demo-page';
import { FeaturesPage } from './features-page';
import { LandingPage } from './landing-page';
import { PricingPage } from './pricing-page';
import { SupportPage } from './support-page';

async function fillSupportForm(user: ReturnType<typeof userEvent.setup>) {
  const form = await screen.findByRole('form', { name: 'Write to us' }, { timeout: 10_000 });
  await user.type(within(form).getByRole('textbox', { name: /First name/ }), 'Grace');
  await user.type(within(form).getByRole('textbox', { name: /Last name/ }), 'Hopper');
  await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'grace@example.com');
  await user.type(within(form).getByRole('textbox', { name: /Message/ }), 'The scrap reasons are missing.');
}

beforeEach(() => {
  window.innerWidth = 1280;
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => cleanup());

describe('public pages (document 1 §1: landing, features, pricing, demo and support)', () => {
  it('the landing page says what the product is and shows an OEE example computed as availability × performance × quality', async () => {
    renderAt(await visitorBed(), '/', <LandingPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/loses time/);
    // 91.2% × 88.5% × 98.1% = 79.2%
    expect(screen.getByRole('figure', { name: /OEE 79\.2%/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeTruthy();
  });

  it('the features page covers measuring, exploring, sharing and the platform', async () => {
    renderAt(await visitorBed(), '/features', <FeaturesPage />);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toHaveLength(4);
    for (const feature of ['OEE, the standard way', 'Planned and unplanned downtime', 'Floor maps', 'Reports with export', 'Presets', 'Hasura-compatible GraphQL', 'Zero-setup start']) {
      expect(screen.getByRole('heading', { name: feature })).toBeTruthy();
    }
  });

  it('the pricing page lists Community (free), Hosted and Enterprise support plans', async () => {
    renderAt(await visitorBed(), '/pricing', <PricingPage />);
    for (const [plan, price] of [['Community', 'Free'], ['Hosted', '$99'], ['Enterprise support', 'Custom']]) {
      const card = screen.getByRole('article', { name: plan });
      expect(within(card).getByText(price)).toBeTruthy();
    }
  });

  it("the Hosted plan's 'Try for Free' opens the contact dialog with the try-for-free subject", async () => {
    renderAt(await visitorBed(), '/pricing', <PricingPage />);
    await userEvent.setup().click(within(screen.getByRole('article', { name: 'Hosted' })).getByRole('button', { name: 'Try for Free' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact OEE Workbench' }, { timeout: 10_000 });
    expect(await within(dialog).findByRole('textbox', { name: /Subject/ })).toHaveProperty('value', 'I want to try OEE Workbench!');
  });

  it('the demo page explains the demo account and its button starts the demo login', async () => {
    const bed = await visitorBed();
    renderAt(bed, '/demo', <DemoPage />);
    expect(screen.getByText(/saving is disabled/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open the OEE Workbench demo' }));
    expect(bed.get<FakeAuthService>(AuthService).calls).toEqual(['demoLogin']);
  });

  it('the support page points to the documentation and has a contact form in the page', async () => {
    renderAt(await visitorBed(), '/support', <SupportPage />);
    expect(screen.getByRole('heading', { name: 'Configuration' })).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Write to us' }, { timeout: 10_000 });
    expect(within(form).getByRole('textbox', { name: /Subject/ })).toHaveProperty('value', 'General Contact');
  });

  it("document 3 §8: the support page's form shows 'Message Sent' in the page, not in a toast, and offers another message", async () => {
    const http = new RecordingHttpClient('ok');
    const bed = await visitorBed(http);
    renderAt(bed, '/support', <SupportPage />);
    const user = userEvent.setup();
    await fillSupportForm(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const status = await screen.findByRole('status');
    await within(status).findByRole('heading', { name: 'Message Sent' });
    expect(status.textContent).toContain('Thank you for contacting us. We will be in touch shortly.');
    expect(document.activeElement).toBe(within(status).getByRole('heading', { name: 'Message Sent' }));
    expect(http.posts).toHaveLength(1);
    expect(bed.get<RecordingToasts>(Toasts).shown).toEqual([]);
    expect(screen.queryByRole('form', { name: 'Write to us' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    const fresh = await screen.findByRole('form', { name: 'Write to us' });
    expect(within(fresh).getByRole('textbox', { name: /First name/ })).toHaveProperty('value', '');
    expect(document.activeElement).toBe(within(fresh).getByRole('textbox', { name: /First name/ }));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it("document 3 §8: the support page's form shows the sending error above the form, not in a toast, and keeps the values", async () => {
    const bed = await visitorBed(new RecordingHttpClient('fail'));
    renderAt(bed, '/support', <SupportPage />);
    const user = userEvent.setup();
    await fillSupportForm(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByText(/There was an error sending your message\. Please try again\./);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(bed.get<RecordingToasts>(Toasts).shown).toEqual([]);
    const form = screen.getByRole('form', { name: 'Write to us' });
    expect(within(form).getByRole('textbox', { name: /Email/ })).toHaveProperty('value', 'grace@example.com');
    expect(within(form).getByRole('textbox', { name: /Message/ })).toHaveProperty('value', 'The scrap reasons are missing.');
  });
});
