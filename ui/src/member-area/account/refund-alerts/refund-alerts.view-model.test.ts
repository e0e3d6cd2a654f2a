import { ChangeRefundAlerts, LoadRefundAlerts, err, ok } from '@portail/application';
import { httpErrorFor } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { FakeRefundAlerts } from './testing/fake-refund-alerts.port.ts';
import { RefundAlertsViewModel } from './refund-alerts.view-model.ts';

function setup() {
  const port = new FakeRefundAlerts();
  const toasts: string[] = [];
  const model = new RefundAlertsViewModel({
    loadRefundAlerts: new LoadRefundAlerts(port),
    changeRefundAlerts: new ChangeRefundAlerts(port),
    notify: (message) => void toasts.push(message.message),
  });
  return { port, toasts, model };
}

describe('« Alertes remboursement »', () => {
  it('loads the account choice, turns alerts on keeping the mail choice, then the mail off', async () => {
    const { port, toasts, model } = setup();
    port.getCall.answer(ok({ active: false, parMail: true }));
    await model.load();
    expect(model.status).toBe('loaded');
    expect(model.setting).toEqual({ active: false, parMail: true });

    const saved = port.saveCall.defer();
    const turningOn = model.setActive(true);
    expect(model.saving).toBe(true);
    // A second change while one is saved is not sent.
    await model.setParMail(false);
    saved.resolve(ok({ active: true, parMail: true }));
    await turningOn;
    expect(port.saveCall.calls).toEqual([[{ active: true, parMail: true }]]);
    expect(model.setting).toEqual({ active: true, parMail: true });
    expect(toasts).toEqual(['Demande réalisée']);

    port.saveCall.answer(ok({ active: true, parMail: false }));
    await model.setParMail(false);
    expect(port.saveCall.calls[1]).toEqual([{ active: true, parMail: false }]);
    expect(model.setting).toEqual({ active: true, parMail: false });
  });

  it('keeps the previous choice and says so when the change fails', async () => {
    const { port, toasts, model } = setup();
    port.getCall.answer(ok({ active: true, parMail: true }));
    await model.load();
    port.saveCall.answer(err(httpErrorFor(500)));
    await model.setActive(false);
    expect(model.setting).toEqual({ active: true, parMail: true });
    expect(model.saving).toBe(false);
    expect(toasts).toEqual(['Un problème est survenu']);
  });

  it('offers to try again when the choice cannot be read', async () => {
    const { port, toasts, model } = setup();
    port.getCall.answer(err(httpErrorFor(500)));
    await model.load();
    expect(model.status).toBe('failed');
    expect(toasts).toHaveLength(1);
  });
});
