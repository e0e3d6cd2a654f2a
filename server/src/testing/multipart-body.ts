import { randomBytes } from 'node:crypto';

export interface MultipartFilePart {
  readonly field?: string;
  readonly name: string;
  readonly content: Buffer;
  readonly contentType?: string;
}

/** A multipart/form-data body as a browser would send it (for `app.inject`). */
export function multipartBody(
  files: readonly MultipartFilePart[],
  fields: Readonly<Record<string, string>> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portail${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
