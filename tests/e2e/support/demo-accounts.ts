/** The demo plant's sign-ins (server/demo/demo-users.ts prints them at start; public on purpose). */
export const DEMO_PLANT = {
  admin: { email: 'admin@oee-demo.example.com', password: 'Admin#Demo2025' },
  manager: { email: 'manager@oee-demo.example.com', password: 'Manager#Demo2025' },
  user: { email: 'operator@oee-demo.example.com', password: 'Operator#Demo2025' },
  super: { email: 'super@oee-demo.example.com', password: 'Super#Demo2025' },
  demo: { email: 'demo@oee-demo.example.com', password: 'Demo#2025' },
  /** Not big-brain (document 3 §2.2): the consolidated dashboard on the live day. */
  viewer: { email: 'viewer@oee-demo.example.com', password: 'Viewer#Demo2025' },
} as const;

/** The customer dashboards' companies (server/demo prints them too), each an admin. */
export const DEMO_CUSTOMERS = {
  coating: { email: 'admin@corrchoice.example.com', password: 'Customer#Demo2025' },
  paintline: { email: 'admin@inoac.example.com', password: 'Customer#Demo2025' },
  mrp: { email: 'admin@scherdel.example.com', password: 'Customer#Demo2025' },
} as const;
