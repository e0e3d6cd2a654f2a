/** What the upload answer tells about the stored file (fileNames[0]). */
export interface StoredFile {
  readonly remoteFileName: string;
  readonly localFileName?: string;
  readonly size?: number;
}

/** Reads fileNames[0] of an untrusted upload answer; undefined without a remoteFileName. */
export function readUploadResponse(body: unknown): StoredFile | undefined {
  if (typeof body !== 'object' || body === null || !('fileNames' in body)) return undefined;
  const names: unknown = body.fileNames;
  if (!Array.isArray(names)) return undefined;
  const first: unknown = names[0];
  if (typeof first !== 'object' || first === null) return undefined;
  const remote = 'remoteFileName' in first ? first.remoteFileName : undefined;
  if (typeof remote !== 'string' || remote === '') return undefined;
  const local = 'localFileName' in first ? first.localFileName : undefined;
  const size = 'size' in first ? first.size : undefined;
  return {
    remoteFileName: remote,
    ...(typeof local === 'string' && local !== '' ? { localFileName: local } : {}),
    ...(typeof size === 'number' && Number.isFinite(size) && size >= 0 ? { size } : {}),
  };
}
