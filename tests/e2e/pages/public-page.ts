import { expect, type Locator, type Page } from '@playwright/test';
import { PUBLIC_SITE_IDS as IDS } from '../selectors/public-site';

export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  subject?: string;
  message: string;
}

export type ContactLabel = 'First name' | 'Last name' | 'Email' | 'Subject' | 'Message';

/** Page object of the public site: top navigation, footer, cookie bar, the contact dialog and the support page's inline form. */
export class PublicPage {
  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async goto(path = '/'): Promise<void> {
    await this.page.goto(`${this.baseUrl}${path}`);
    await expect(this.topNav).toBeVisible();
  }

  get topNav(): Locator {
    return this.page.getByTestId(IDS.topNav);
  }
  get footer(): Locator {
    return this.page.getByTestId(IDS.footer);
  }
  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }
  get cookieBar(): Locator {
    return this.page.getByTestId(IDS.cookieBar);
  }
  get contactDialog(): Locator {
    return this.page.getByRole('dialog', { name: /^Contact / });
  }

  navLink(name: 'Features' | 'Pricing' | 'Demo'): Locator {
    return this.topNav.getByRole('link', { name });
  }

  async acceptCookies(): Promise<void> {
    await this.cookieBar.getByRole('button', { name: 'Accept' }).click();
    await expect(this.cookieBar).toBeHidden();
  }

  async openTryForFree(): Promise<void> {
    await this.page.getByTestId(IDS.tryFree).click();
    await expect(this.contactDialog).toBeVisible();
  }

  async openFooterContact(): Promise<void> {
    await this.page.getByTestId(IDS.footerContact).click();
    await expect(this.contactDialog).toBeVisible();
  }

  /** The support page's contact form, shown in the page (status-emit mode, document 3 §8). */
  get inlineContact(): Locator {
    return this.page.getByTestId(IDS.inlineContact);
  }

  /** A field of the contact dialog, or of the form inside `form` (the inline one). */
  field(label: ContactLabel, form: Locator = this.contactDialog): Locator {
    return form.getByLabel(new RegExp(`^${label}`));
  }

  async fillContact(values: ContactValues, form: Locator = this.contactDialog): Promise<void> {
    await this.field('First name', form).fill(values.firstName);
    await this.field('Last name', form).fill(values.lastName);
    await this.field('Email', form).fill(values.email);
    if (values.subject !== undefined) await this.field('Subject', form).fill(values.subject);
    await this.field('Message', form).fill(values.message);
  }

  async send(form: Locator = this.contactDialog): Promise<void> {
    await form.getByTestId(IDS.contactSubmit).click();
  }

  toast(summary: string): Locator {
    return this.page.locator('.p-toast-message').filter({ hasText: summary });
  }

  /** Every toast on screen, whatever it says. */
  get toasts(): Locator {
    return this.page.locator('.p-toast-message');
  }

  /**
   * No toast is on screen once the page has rendered twice more: a toast shown with the outcome
   * would be drawn by then, so an empty count is not merely too early.
   */
  async expectNoToast(): Promise<void> {
    await this.page.evaluate(async () => {
      for (let frame = 0; frame < 2; frame++) await new Promise((done) => requestAnimationFrame(done));
    });
    await expect(this.toasts).toHaveCount(0);
  }
}
