import { describe, expect, it } from 'vitest';
import type { PortError } from '../ports/port-error.ts';
import type { Result } from '../result.ts';
import { err, ok } from '../result.ts';
import { ACCOUNT_RESOURCE, ExportAccountData } from './export-account-data.use-case.ts';
import { aPortError } from './test-support/mothers.ts';
import { ScriptedCall } from './test-support/scripted-call.ts';

function fakeResources() {
  const exportCall = new ScriptedCall<[string], Result<void, PortError>>('export', ok(undefined));
  return { exportCall, export: (kind: string) => Promise.resolve(exportCall.invoke(kind)) };
}

describe('ExportAccountData', () => {
  it('downloads the export of the « compte » resource', async () => {
    const resources = fakeResources();
    expect(await new ExportAccountData(resources).execute()).toEqual({ kind: 'downloaded' });
    resources.exportCall.expectCalledOnceWith(ACCOUNT_RESOURCE);
  });

  it('reports a failed export with the server detail', async () => {
    const resources = fakeResources();
    resources.exportCall.answers(err(aPortError(500, { message: 'Panne' })));
    const outcome = await new ExportAccountData(resources).execute();
    expect(outcome.kind === 'failed' && outcome.toast.detail).toBe('Panne');
  });
});
