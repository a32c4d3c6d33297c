import { escapeHtml } from './html';

// The product's dark look (dark theme, blue primary, gray surfaces) with the system font stack:
// no external fonts, stylesheets or scripts, so the pages work offline and leak nothing to third parties.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#121212;color:#e5e7eb;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:15px}
main{width:100%;max-width:380px;padding:32px;background:#1f2937;border:1px solid #374151;border-radius:8px;box-shadow:0 8px 24px rgba(0,0,0,.4)}
h1{margin:0 0 8px;font-size:1.4em;font-weight:600;color:#f9fafb}
p{line-height:1.5;color:#d1d5db}
label{display:block;margin:14px 0 6px;font-weight:500}
input{width:100%;padding:10px 12px;border:1px solid #4b5563;border-radius:6px;background:#111827;color:#f9fafb;font-size:1em}
input:focus{outline:2px solid #3b82f6;outline-offset:1px;border-color:#3b82f6}
button{width:100%;margin-top:20px;padding:10px 12px;border:0;border-radius:6px;background:#2563eb;color:#fff;font-size:1em;font-weight:600;cursor:pointer}
button:hover,button:focus{background:#2563eb}
button.secondary{background:#374151;margin-top:12px}
button.secondary:hover,button.secondary:focus{background:#4b5563}
a{color:#93c5fd}
.error{margin:12px 0 0;padding:10px 12px;border-radius:6px;background:#7f1d1d;color:#fee2e2}
.notice{margin:12px 0 0;padding:10px 12px;border-radius:6px;background:#1e3a8a;color:#dbeafe}
.links{display:flex;justify-content:space-between;gap:12px;margin-top:18px;font-size:.93em}
.brand{margin:0 0 20px;font-size:.85em;letter-spacing:.12em;text-transform:uppercase;color:#9ca3af}
`;

export interface PageParts {
  title: string;
  /** Already-escaped HTML of the page's content. */
  body: string;
}

export function renderPage({ title, body }: PageParts): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} · OEE Workbench</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">OEE Workbench</p>
${body}
</main>
</body>
</html>`;
}

/** An error box that screen readers announce. */
export function alertBox(message: string | undefined): string {
  return message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : '';
}

export function noticeBox(message: string | undefined): string {
  return message ? `<p class="notice" role="status">${escapeHtml(message)}</p>` : '';
}
