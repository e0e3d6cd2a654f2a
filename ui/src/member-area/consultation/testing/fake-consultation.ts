import type { ConsultationPort, PortError, Result } from '@portail/application';
import type { MemberConsultationEntry } from '@portail/domain';
import { ScriptedAsyncCall } from '@portail/application/src/use-cases/test-support/scripted-call.ts';

type R<T> = Result<T, PortError>;

/** ConsultationPort double: every method a scripted call. */
export class FakeConsultation implements ConsultationPort {
  readonly listCall = new ScriptedAsyncCall<[], R<readonly MemberConsultationEntry[]>>('listMine');
  readonly screenCall = new ScriptedAsyncCall<[string], R<void>>('recordScreen');
  readonly endCall = new ScriptedAsyncCall<[], R<void>>('end');
  listMine = () => this.listCall.invoke();
  recordScreen = (ecran: string) => this.screenCall.invoke(ecran);
  end = () => this.endCall.invoke();
}
