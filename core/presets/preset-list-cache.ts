/**
 * Where the last preset list the server answered is kept between page loads (document 1 §9:
 * preset state persists in local storage), so a reload shows the presets before the server answers.
 * The workbench keeps it in the app store, for the signed-in profile only.
 */
export interface PresetListCache<P> {
  read(): P[];
  write(presets: P[]): void;
}
