/** A fixed boundary, so the pact file is the same at every run (the real one is random). */
export const PACT_BOUNDARY = 'PortailAdherentPactBoundary';

export type MultipartPart =
  | { readonly name: string; readonly value: string }
  | {
      readonly name: string;
      readonly fileName: string;
      readonly contentType: string;
      readonly bytes: Uint8Array;
    };

/** The multipart/form-data body a browser sends for these parts (RFC 7578), with PACT_BOUNDARY. */
export function multipartBody(parts: readonly MultipartPart[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${PACT_BOUNDARY}\r\n`));
    if ('value' in part) {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n` +
            `Content-Type: ${part.contentType}\r\n\r\n`,
        ),
        Buffer.from(part.bytes),
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${PACT_BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}
