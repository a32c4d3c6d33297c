import { describe, expect, it } from 'vitest';
import { multipartFields } from './multipart-fields';

const form = (parts: string[], boundary = 'XyZ') => `${parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('')}--${boundary}--\r\n`;

describe('form data bodies of the generic resource helpers', () => {
  it('reads the text fields of a FormData body', () => {
    const body = form(['Content-Disposition: form-data; name="name"\r\n\r\nDock', 'Content-Disposition: form-data; name="desc"\r\n\r\nline 1\r\nline 2']);
    expect(multipartFields('multipart/form-data; boundary=XyZ', body)).toEqual({ name: 'Dock', desc: 'line 1\r\nline 2' });
  });

  it('accepts a quoted boundary', () => {
    expect(multipartFields('multipart/form-data; boundary="a b"', form(['Content-Disposition: form-data; name="k"\r\n\r\nv'], 'a b'))).toEqual({ k: 'v' });
  });

  it.each([
    ['no boundary', 'multipart/form-data', form([])],
    ['a body not starting with the boundary', 'multipart/form-data; boundary=XyZ', 'junk'],
    ['a part without a name', 'multipart/form-data; boundary=XyZ', form(['Content-Disposition: form-data\r\n\r\nv'])],
    ['a file part', 'multipart/form-data; boundary=XyZ', form(['Content-Disposition: form-data; name="f"; filename="a.txt"\r\n\r\nv'])],
  ])('refuses %s with a 400', (_n, type, body) => {
    expect(() => multipartFields(type, body)).toThrow(expect.objectContaining({ status: 400 }));
  });
});
