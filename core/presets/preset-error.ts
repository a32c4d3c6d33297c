/** A refused or failed preset action; `message` is the catalogue text or the parsed API error, shown as the 'Error' toast. */
export class PresetError extends Error {
  override readonly name = 'PresetError';
}
