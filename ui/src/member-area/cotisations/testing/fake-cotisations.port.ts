import type {
  ContributionPaymentChangeRequest,
  CotisationsPort,
  PortError,
  Result,
} from '@portail/application';
import type {
  ContributionHistoryPage,
  ContributionPaymentChangeReceipt,
  ContributionSchedule,
  UnpaidContribution,
} from '@portail/domain';
import { ScriptedAsyncCall } from '@portail/application/src/use-cases/test-support/scripted-call.ts';

type R<T> = Result<T, PortError>;

/** CotisationsPort double: every method a scripted call. */
export class FakeCotisations implements CotisationsPort {
  readonly scheduleCall = new ScriptedAsyncCall<[], R<ContributionSchedule>>('getSchedule');
  readonly historyCall = new ScriptedAsyncCall<[string | null, number], R<ContributionHistoryPage>>(
    'listHistory',
  );
  readonly unpaidCall = new ScriptedAsyncCall<[], R<readonly UnpaidContribution[]>>('listUnpaid');
  readonly mandateCall = new ScriptedAsyncCall<[], R<void>>('downloadMandate');
  readonly certificateCall = new ScriptedAsyncCall<[number], R<void>>('downloadCertificate');
  readonly changeCall = new ScriptedAsyncCall<
    [ContributionPaymentChangeRequest],
    R<ContributionPaymentChangeReceipt>
  >('changePayment');
  getSchedule = () => this.scheduleCall.invoke();
  listHistory = (cursor: string | null, size: number) => this.historyCall.invoke(cursor, size);
  listUnpaid = () => this.unpaidCall.invoke();
  downloadMandate = () => this.mandateCall.invoke();
  downloadCertificate = (year: number) => this.certificateCall.invoke(year);
  changePayment = (request: ContributionPaymentChangeRequest) => this.changeCall.invoke(request);
}
