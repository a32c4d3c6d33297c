import { GENERAL_CONTACT, TRY_FREE_CONTACT, type ContactRequest } from '../contact/contact-request';

/**
 * The plan table (our decision; the specification shows no prices). The software is the same in every
 * plan: Community is the open-source project run by you; Hosted is the same software run by us, priced
 * per site so a plant pays for what it connects; Enterprise is a support contract on top of either.
 */
export interface PricingPlan {
  id: 'community' | 'hosted' | 'enterprise';
  name: string;
  price: string;
  per: string;
  summary: string;
  includes: string[];
  cta: { label: string } & ({ contact: ContactRequest } | { to: string });
  highlighted?: boolean;
}

export const PRICING_PLANS: PricingPlan[] = [
  {
    id: 'community',
    name: 'Community',
    price: 'Free',
    per: 'self-hosted, forever',
    summary: 'The whole workbench on your own server. No limits on users, sites or machines.',
    includes: [
      'Every feature: graphs, floor maps, reports, presets, dashboards',
      'Embedded PostgreSQL, or your own PostgreSQL server',
      'Hasura-compatible GraphQL and REST APIs',
      'Community help through the project’s issue tracker',
    ],
    cta: { label: 'Read the setup guide', to: '/support' },
  },
  {
    id: 'hosted',
    name: 'Hosted',
    price: '$99',
    per: 'per site per month',
    summary: 'We run it for you: updates, backups and monitoring included. First 30 days free.',
    includes: [
      'Everything in Community',
      'Managed PostgreSQL with daily backups',
      'Single sign-on through your OpenID Connect or Auth0 tenant',
      'Email support, answered the next business day',
    ],
    cta: { label: 'Try for Free', contact: TRY_FREE_CONTACT },
    highlighted: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise support',
    price: 'Custom',
    per: 'annual contract',
    summary: 'For multi-plant rollouts, self-hosted or hosted, with people who know the code.',
    includes: [
      'Support with a 4-hour response time',
      'Onboarding and integration with your MES or ERP',
      'Scale-out design on PostgreSQL (Citus, TimescaleDB)',
      'Custom dashboards for your lines',
    ],
    cta: { label: 'Contact Us', contact: GENERAL_CONTACT },
  },
];

export const PRICING_FAQ: Array<{ q: string; a: string }> = [
  { q: 'Is the Community edition limited?', a: 'No. It is the same software as the hosted plan, with every feature and no limit on users, sites or machines.' },
  { q: 'What counts as a site?', a: 'A plant location in your entity tree. Areas and machines inside a site are not counted.' },
  { q: 'Can we move from hosted to self-hosted?', a: 'Yes. Your data lives in PostgreSQL; we hand you a dump and you start the same version on your own server.' },
];
