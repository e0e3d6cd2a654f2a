import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadUploadPolicy } from './upload-policy.ts';

describe('loadUploadPolicy', () => {
  it('reads the shipped configuration: 10 Mo per file, 5 files, PDF allowed', () => {
    const policy = loadUploadPolicy({});
    expect(policy.maxFileSize).toBe(10 * 1024 * 1024);
    expect(policy.maxFiles).toBe(5);
    expect(policy.allowedTypes.get('pdf')).toEqual(['application/pdf']);
  });

  it('lets the environment override the limits', () => {
    const policy = loadUploadPolicy({ PORTAIL_UPLOAD_MAX_FILE_MB: '250', PORTAIL_UPLOAD_MAX_FILES: '2' });
    expect(policy.maxFileSize).toBe(250 * 1024 * 1024);
    expect(policy.maxFiles).toBe(2);
    expect(policy.maxTotalSize).toBeGreaterThanOrEqual(policy.maxFileSize);
  });

  it('refuses a non-numeric override', () => {
    expect(() => loadUploadPolicy({ PORTAIL_UPLOAD_MAX_FILES: 'beaucoup' })).toThrow(
      /PORTAIL_UPLOAD_MAX_FILES/,
    );
  });

  it('refuses a configuration whose allow-list entry is empty', () => {
    const dir = mkdtempSync(join(tmpdir(), 'upload-policy-'));
    const file = join(dir, 'upload.json');
    writeFileSync(
      file,
      JSON.stringify({ maxFileSizeMb: 1, maxFiles: 1, maxTotalSizeMb: 1, allowedTypes: { pdf: [] } }),
    );
    expect(() => loadUploadPolicy({}, file)).toThrow(/allowedTypes.pdf/);
  });
});
