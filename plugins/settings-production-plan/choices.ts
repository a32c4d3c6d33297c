import type { FormFieldSpec, ResourceEntry } from '../../core/resources';
import type { SetupRow } from '../../workbench/kit/setup-records/record-editor';

type Choice = { value: string; label: string };

/** The catalogue entry with some select fields given the company's current choices (parts, shifts). */
export function withChoices(entry: ResourceEntry, choices: Readonly<Record<string, readonly Choice[]>>): ResourceEntry {
  const fill = (f: FormFieldSpec): FormFieldSpec => (choices[f.name] ? { ...f, options: [{ value: '', label: `Choose a ${f.label.toLowerCase()}` }, ...choices[f.name]!] } : f);
  return { ...entry, formFields: entry.formFields?.map(fill) };
}

export const partChoicesById = (parts: readonly SetupRow[]): Choice[] => parts.map((p) => ({ value: String(p.id), label: String(p.name) }));
export const partChoicesByName = (parts: readonly SetupRow[]): Choice[] => parts.map((p) => ({ value: String(p.name), label: String(p.name) }));
export const shiftChoices = (shifts: readonly SetupRow[]): Choice[] => shifts.map((s) => ({ value: String(s.name).toUpperCase(), label: `${String(s.name)} (${String(s.start_time)}-${String(s.end_time)})` }));
