import { Tab, Tabs } from '@blueprintjs/core';
import { EditReferenceValue, SaveRequestDelays } from '@portail/application';
import { HttpReferenceValuesAdapter, HttpRequestDelaysAdapter } from '@portail/adapters';
import { useState } from 'react';
import { ReferenceValuesScreen } from '../../referentiels/reference-values.screen.tsx';
import { ReferenceValuesViewModel } from '../../referentiels/reference-values.view-model.ts';
import { RequestDelaysScreen } from '../../referentiels/request-delays.screen.tsx';
import { RequestDelaysViewModel } from '../../referentiels/request-delays.view-model.ts';
import type { BackOfficeAssembly } from './back-office-kit.ts';

/** « Référentiels »: the values of the nine reference-data kinds, and the target delay of each request type. */
const assembleReferentiels: BackOfficeAssembly = (kit) => {
  const delays = new HttpRequestDelaysAdapter(kit.http);
  const delaysModel = new RequestDelaysViewModel({
    delays,
    save: new SaveRequestDelays(delays),
    canEdit: kit.staff.can('referentiels', 'update'),
    notify: (message) => kit.toasts.show({ intent: 'success', message: message.message }),
    announce: (text) => kit.announcer.announce(text),
  });
  const values = new HttpReferenceValuesAdapter(kit.http);
  const valuesModel = new ReferenceValuesViewModel({
    values,
    edit: new EditReferenceValue(values),
    canCreate: kit.staff.can('referentiels', 'create'),
    canEdit: kit.staff.can('referentiels', 'update'),
    announce: (text) => kit.announcer.announce(text),
  });
  return function ReferentielsArea() {
    const [tab, setTab] = useState<string>('valeurs');
    return (
      <Tabs
        id="referentiels"
        className="ref-tabs"
        selectedTabId={tab}
        onChange={(id) => setTab(String(id))}
        renderActiveTabPanelOnly
      >
        <Tab id="valeurs" title="Valeurs" panel={<ReferenceValuesScreen model={valuesModel} />} />
        <Tab id="delais" title="Délais de traitement" panel={<RequestDelaysScreen model={delaysModel} />} />
      </Tabs>
    );
  };
};

export default assembleReferentiels;
