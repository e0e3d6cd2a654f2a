import { Button } from '@blueprintjs/core';
import type { CareNetworkCard } from '@portail/application';
import { observer } from 'mobx-react-lite';
import { PageLoading } from '../../../widgets/page-loading/page-loading.tsx';
import { CmsBlockContent } from '../../cms-block-content.tsx';
import { DialogFrame } from '../../../widgets/dialog-frame/dialog-frame.tsx';
import { CareNetworkIcon } from './care-network-icon.tsx';
import type { CareNetworksDialogViewModel } from './care-networks-dialog.view-model.ts';

function Visual({ card }: { card: CareNetworkCard }) {
  const { visual } = card;
  if (visual.kind === 'image') {
    return (
      <img
        src={visual.url}
        alt=""
        className={visual.covers ? 'member-care-network-cover' : 'member-care-network-image'}
      />
    );
  }
  if (visual.kind === 'icon') return <CareNetworkIcon name={visual.icon} />;
  return null;
}

/** External care networks dialog (spec §2): CMS block, one card per network, Fermer. */
const CareNetworksDialog = observer(function CareNetworksDialog({
  model,
}: {
  model: CareNetworksDialogViewModel;
}) {
  return (
    <DialogFrame
      kind="member"
      title={model.title}
      onClose={() => model.close()}
      className="member-care-networks-dialog"
      testId="care-networks-dialog"
      footer={
        <Button intent="primary" onClick={() => model.close()}>
          Fermer
        </Button>
      }
    >
      <CmsBlockContent cms={model.cms} />
      {model.status === 'loading' ? <PageLoading /> : null}
      {model.status === 'failed' ? <p>La liste des réseaux de soins n'a pas pu être chargée.</p> : null}
      <ul className="member-care-networks">
        {model.cards.map((card) => (
          <li key={card.network.reseau} className="member-care-network">
            <div className="member-care-network-visual">
              <Visual card={card} />
            </div>
            <h3 className="member-care-network-title">{card.title}</h3>
            <p className="member-care-network-description">{card.description}</p>
            <Button
              intent="primary"
              variant="outlined"
              loading={model.opening === card.network.reseau}
              disabled={model.opening !== null}
              onClick={() => void model.openNetwork(card)}
            >
              Accéder au réseau<span className="portal-visually-hidden"> {card.title} (nouvel onglet)</span>
            </Button>
          </li>
        ))}
      </ul>
    </DialogFrame>
  );
});

export default CareNetworksDialog;
