import { Link } from 'react-router';

/** An empty state that names what is missing and links to where to add it (issue 36 §2). */
export function MissingStep({ text, linkText, to }: { text: string; linkText: string; to: string }) {
  return (
    <p className="empty-state">
      {text} <Link to={to}>{linkText}</Link>
    </p>
  );
}
