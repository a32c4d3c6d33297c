import { expect, type Locator, type Page } from '@playwright/test';
import { PUBLIC_SITE_IDS as IDS } from '../selectors/public-site';

export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  subject?: string;
  message: string;
}

/** Page object of the public site: top navigation, footer, cookie bar and the contact dialog. */
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

  field(label: 'First name' | 'Last name' | 'Email' | 'Subject' | 'Message'): Locator {
    return this.contactDialog.getByLabel(new RegExp(`^${label}`));
  }

  async fillContact(values: ContactValues): Promise<void> {
    await this.field('First name').fill(values.firstName);
    await this.field('Last name').fill(values.lastName);
    await this.field('Email').fill(values.email);
    if (values.subject !== undefined) await this.field('Subject').fill(values.subject);
    await this.field('Message').fill(values.message);
  }

  async send(): Promise<void> {
    await this.page.getByTestId(IDS.contactSubmit).click();
  }

  toast(summary: string): Locator {
    return this.page.getByText(summary, { exact: true });
  }
}
