import type { ReactNode } from 'react';
import { CompanyNav } from './company-nav';
import '../../workbench/kit/styles/admin-screen.css';
import './company.css';

interface CompanyScreenProps {
  testId: string;
  titleId: string;
  title: string;
  helpKey?: string;
  /** A line under the title saying what the page is for. */
  lead?: ReactNode;
  children: ReactNode;
}

/** The frame of every company page in the shell: the sub-navigation, then the page's title and content. */
export function CompanyScreen({ testId, titleId, title, helpKey, lead, children }: CompanyScreenProps) {
  return (
    <section className="company-screen company-area" data-testid={testId} aria-labelledby={titleId} data-help-key={helpKey}>
      <CompanyNav />
      <h2 id={titleId}>{title}</h2>
      {lead && <p className="company-lead">{lead}</p>}
      {children}
    </section>
  );
}
