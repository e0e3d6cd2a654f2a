import { Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageTitleBar } from '../../widgets/page-title-bar/page-title-bar.tsx';
import { RequiredFieldsLegend } from '../../widgets/required-marker/required-marker.tsx';
import { ToggleButtonGroup } from '../../widgets/toggle-button-group/toggle-button-group.tsx';
import { useRequestsArea } from './demandes-context.tsx';
import { DEMANDES_PATHS, threadPath } from './demandes.paths.ts';
import { MessageComposer } from './message-composer.tsx';
import { THREAD_TOPIC_CHOICES } from './new-thread.view-model.ts';

/** Route `espace/demandes/nouveau-message`: a thread on a topic, with documents. */
export const NewThreadScreen = observer(function NewThreadScreen() {
  const requests = useRequestsArea();
  const navigate = useNavigate();
  const [model] = useState(() => requests.newThread());
  useEffect(() => {
    if (model.started !== null) void navigate(threadPath(model.started.id));
  }, [model.started, navigate]);
  return (
    <>
      <PageTitleBar title="Nouveau message" back={{ to: DEMANDES_PATHS.list }} />
      <div className={Classes.CARD}>
        <RequiredFieldsLegend />
        <MessageComposer
          composer={model.composer}
          idPrefix="message"
          label="Nouveau message"
          onSend={() => void model.submit()}
        >
          <ToggleButtonGroup
            id="message-sujet"
            label="Sujet"
            choices={THREAD_TOPIC_CHOICES}
            value={model.topic}
            onChange={(topic) => model.setTopic(topic)}
            required
            error={model.composer.errorOf('sujet')}
          />
        </MessageComposer>
      </div>
    </>
  );
});
