import { z } from 'zod';

/**
 * A help directive (spec document 1, section 5): a key, or both a title and a body; a key cannot be
 * combined with a title or body; a title requires a body and the reverse.
 */
export const helpDirectiveSchema = z
  .object({
    key: z.string().trim().min(1, 'Help key must not be empty').optional(),
    title: z.string().trim().min(1, 'Help title must not be empty').optional(),
    body: z.string().trim().min(1, 'Help body must not be empty').optional(),
  })
  .superRefine((v, ctx) => {
    const hasKey = v.key !== undefined;
    const hasTitle = v.title !== undefined;
    const hasBody = v.body !== undefined;
    if (hasKey && (hasTitle || hasBody)) {
      ctx.addIssue({ code: 'custom', path: ['key'], message: 'A help key cannot be combined with a title or body' });
    } else if (hasTitle && !hasBody) {
      ctx.addIssue({ code: 'custom', path: ['body'], message: 'A help title requires a body' });
    } else if (hasBody && !hasTitle) {
      ctx.addIssue({ code: 'custom', path: ['title'], message: 'A help body requires a title' });
    } else if (!hasKey && !hasTitle) {
      ctx.addIssue({ code: 'custom', path: ['key'], message: 'A help directive needs a key, or a title and a body' });
    }
  });
export type HelpDirective = z.output<typeof helpDirectiveSchema>;
