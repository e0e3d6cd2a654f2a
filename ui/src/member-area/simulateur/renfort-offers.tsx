import { Button, Classes } from '@blueprintjs/core';
import { formatEuros } from '@portail/domain';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { RenfortsViewModel } from './renforts.view-model.ts';

/** The renforts improving the act's guarantee, offered under a large reste à charge (AjoutRenforts). */
export const RenfortOffers = observer(function RenfortOffers({
  renforts,
  garantie,
  simulation,
}: {
  renforts: RenfortsViewModel;
  garantie: string;
  simulation: string;
}) {
  useEffect(() => {
    void renforts.ensureLoaded();
  }, [renforts]);
  const offers = renforts.offersFor(garantie);
  if (renforts.status !== 'loaded' || offers.length === 0) return null;
  return (
    <section className="simulator-renforts" aria-labelledby="simulateur-renforts-titre">
      <h3 id="simulateur-renforts-titre">Réduire votre reste à charge : les renforts de votre contrat</h3>
      <ul>
        {offers.map((offer) => (
          <li key={offer.code} className={Classes.CARD}>
            <h4>{offer.libelle}</h4>
            <p>{offer.description}</p>
            <p className="simulator-renfort-price">{formatEuros(offer.prixMensuel)} par mois</p>
            {offer.demandeEnCours ? (
              <p>Votre demande d’ajout de ce renfort est en cours de traitement.</p>
            ) : (
              <Button
                intent="primary"
                loading={renforts.sending === offer.code}
                onClick={() => void renforts.request(offer.code, simulation)}
              >
                Demander le {offer.libelle}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
});
