import { UploadQueueRunner } from '@portail/application';
import { FakeClock } from '@portail/application/src/use-cases/test-support/fake-clock.ts';
import { FileUploadViewModel } from '../../../widgets/file-upload/file-upload.view-model.ts';
import type { TestFile } from '../../../widgets/file-upload/testing/controlled-upload-transport.ts';
import { ControlledUploadTransport } from '../../../widgets/file-upload/testing/controlled-upload-transport.ts';
import { MESSAGE_DOCUMENTS } from '../demandes.config.ts';

/** Upload areas of a thread's messages over one controlled transport. */
export function messageAreas() {
  const clock = new FakeClock();
  const transport = new ControlledUploadTransport<TestFile>();
  const createArea = () =>
    new FileUploadViewModel(new UploadQueueRunner<TestFile>(transport, clock, clock, MESSAGE_DOCUMENTS));
  return { transport, createArea };
}
