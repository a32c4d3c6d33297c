/** data-testids of the public site; tests/e2e/selectors/public-site.ts re-exports them for the browser tests. */
export const PUBLIC_SITE_IDS = {
  topNav: 'public-top-nav',
  hamburger: 'public-hamburger',
  mobileMenu: 'public-mobile-menu',
  loginItem: 'public-login',
  tryFree: 'public-try-free',
  footer: 'public-footer',
  footerContact: 'public-footer-contact',
  cookieBar: 'public-cookie-bar',
  contactDialog: 'public-contact-dialog',
  contactSubmit: 'public-contact-submit',
  inlineContact: 'public-inline-contact',
  blank: 'public-blank',
  hero: 'public-hero',
  demoLogin: 'public-demo-login',
  pricingPlan: 'public-pricing-plan',
} as const;
