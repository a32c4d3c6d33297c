/** Form control rules of document 3 §5 and §9, shared by every form. */
export const TEXT_MAX_LENGTH = 80;
export const CHECKBOX_SIZES = ['normal', 'medium', 'big'] as const;
export type CheckboxSize = (typeof CHECKBOX_SIZES)[number];

/** Document 3 §5: the date-time input steps 60 seconds, or 1 second when seconds are shown. */
export function dateTimeStep(withSeconds: boolean): number {
  return withSeconds ? 1 : 60;
}
