import { z } from 'zod';
import { requiredText } from './field-schemas';

/** A new map name or a rename must be non-empty (spec document 2, section 5). */
export const mapNameSchema = requiredText('Map name');
export type MapName = z.output<typeof mapNameSchema>;
