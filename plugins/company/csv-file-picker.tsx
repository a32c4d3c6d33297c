/**
 * The CSV file field: a button-styled label that opens the native file input (kept for the keyboard
 * and assistive technology, out of sight) and the chosen file's name beside it.
 */
export function CsvFilePicker({ file, onChange }: { file: File | null; onChange(file: File | null): void }) {
  return (
    <div className="form-field">
      <span id="data-file-label" className="form-field-label">
        CSV file
      </span>
      <div className="company-file-picker">
        <input
          id="data-file"
          type="file"
          accept=".csv,text/csv"
          className="company-file-input"
          aria-labelledby="data-file-label"
          aria-describedby="data-file-name"
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        />
        {/* Hidden from assistive technology: the input above is the control, named "CSV file". */}
        <label htmlFor="data-file" className="p-button p-button-outlined" aria-hidden="true">
          <i className="pi pi-folder-open" />
          {file ? 'Choose another file' : 'Choose file'}
        </label>
        <span id="data-file-name" className={file ? 'company-file-name' : 'company-file-name empty'}>
          {file ? `${file.name} (${fileSize(file.size)})` : 'No file chosen'}
        </span>
      </div>
    </div>
  );
}

/** 1234 -> '1.2 kB'. */
export function fileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
