import { Button, Callout, HTMLSelect } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { PopupAudienceViewModel } from './popup-audience.view-model.ts';

/** « Audience » of a popup: who sees it (every member, or a saved audience), applied at once when saved. */
export const PopupAudiencePanel = observer(function PopupAudiencePanel({
  model,
  canEdit,
}: {
  model: PopupAudienceViewModel;
  canEdit: boolean;
}) {
  useEffect(() => {
    void model.load();
  }, [model]);
  return (
    <section aria-labelledby="popup-audience-titre">
      <h2 id="popup-audience-titre" className="bo-section-title">
        Audience
      </h2>
      <div role="alert">
        {model.failure === null ? null : <Callout intent="danger">{model.failure}</Callout>}
      </div>
      {model.status !== 'ready' ? null : (
        <div className="bo-actions">
          <label htmlFor="popup-audience">Popup montrée à</label>
          <HTMLSelect
            id="popup-audience"
            value={model.chosen}
            disabled={!canEdit}
            options={[...model.options]}
            onChange={(event) => model.choose(event.currentTarget.value)}
          />
          {canEdit ? (
            <Button
              variant="outlined"
              text="Enregistrer l’audience"
              disabled={!model.changed}
              loading={model.saving}
              onClick={() => void model.save()}
            />
          ) : null}
        </div>
      )}
    </section>
  );
});
