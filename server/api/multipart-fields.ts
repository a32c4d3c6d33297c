import { HttpError } from '../http/context';

/**
 * The text fields of a multipart/form-data body (what a browser's FormData sends); the generic
 * helpers accept forms as well as JSON. Files are not part of any resource, so a file part is refused.
 */
export function multipartFields(contentType: string, body: string): Record<string, string> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const mark = boundary?.[1] ?? boundary?.[2]?.trim();
  if (!mark) throw new HttpError(400, 'The multipart body has no boundary');
  const delimiter = `--${mark}`;
  if (!body.startsWith(delimiter)) throw new HttpError(400, 'Malformed multipart body');
  const fields: Record<string, string> = {};
  for (const raw of body.split(delimiter).slice(1)) {
    if (raw.startsWith('--')) break; // the closing delimiter
    const part = raw.replace(/^\r\n/, '').replace(/\r\n$/, '');
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) throw new HttpError(400, 'Malformed multipart body');
    const headers = part.slice(0, split);
    const name = /content-disposition:[^\r\n]*;\s*name="([^"]*)"/i.exec(headers)?.[1];
    if (name === undefined) throw new HttpError(400, 'Malformed multipart body');
    if (/;\s*filename=/i.test(headers)) throw new HttpError(400, 'File uploads are not accepted here', { [name]: ['File uploads are not accepted here'] });
    fields[name] = part.slice(split + 4);
  }
  return fields;
}
