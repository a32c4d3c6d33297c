// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CsvFilePicker, fileSize } from './csv-file-picker';

afterEach(() => cleanup());

function Picker() {
  const [file, setFile] = useState<File | null>(null);
  return <CsvFilePicker file={file} onChange={setFile} />;
}

describe('company: the CSV file picker', () => {
  it('is the native file input named "CSV file", described by the chosen file, shown beside its button', async () => {
    render(<Picker />);
    const input = screen.getByLabelText('CSV file') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('No file chosen');
    // The button seen is the input's label: a click on it opens the native picker.
    expect(document.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Choose file');
    await userEvent.setup().upload(input, new File(['a,b\n1,2\n'], 'good.csv', { type: 'text/csv' }));
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('good.csv (8 B)');
    expect(document.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Choose another file');
  });

  it.each([
    [999, '999 B'],
    [1234, '1.2 kB'],
    [2_500_000, '2.5 MB'],
  ])('%i bytes read %s', (bytes, text) => expect(fileSize(bytes)).toBe(text));
});
