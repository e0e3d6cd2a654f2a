import type { PortError, ResourcePort } from '@portail/application';
import type { CatalogueMessage } from '@portail/domain';
import { dangerToast, dangerToastCatalogue, formatDisplayDate, httpErrorFor } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { LatestLoad } from '../../../app/platform/latest-load.ts';
import { COURRIERS_RESOURCE } from '../../member-area.config.ts';
import type { Courrier } from './courrier.ts';
import { DOCUMENT_TYPE_LABELS, parseCourriers } from './courrier.ts';

/** Labels of the data sources in the failure toasts. */
export const COURRIERS_SOURCE_LABELS = Object.freeze({
  list: 'courriers',
  export: 'export des courriers',
  print: 'impression des courriers',
});

export interface CourrierRow {
  readonly id: string;
  readonly libelle: string;
  /** dd/MM/yyyy. */
  readonly date: string;
  readonly type: string;
  readonly lu: boolean;
}

export type CourriersStatus = 'loading' | 'loaded' | 'failed';

function failed(label: string, error: PortError): CatalogueMessage {
  return dangerToast(dangerToastCatalogue.dataSourceLoadFailed, error.server?.message, { label });
}

/**
 * 'Mes courriers': a list screen on the generic resource layer (spec §7) — GET of the `courriers` resource
 * (cached 5 minutes by the adapters, per current contract), export (download under the Content-Disposition
 * filename), print (a new tab), one letter's print. Failures toast 'Le chargement d'une source de données à
 * échoué (…)'.
 */
export class CourriersViewModel {
  status: CourriersStatus = 'loading';
  courriers: readonly Courrier[] = [];
  exporting = false;
  printing: string | null = null;
  private readonly loads = new LatestLoad();

  constructor(
    private readonly resources: Pick<ResourcePort, 'get' | 'export' | 'print' | 'update'>,
    private readonly notify: (message: CatalogueMessage) => void,
  ) {
    makeAutoObservable<CourriersViewModel, 'resources' | 'notify' | 'loads'>(this, {
      resources: false,
      notify: false,
      loads: false,
      courriers: observableRef,
    });
  }

  get rows(): readonly CourrierRow[] {
    return this.courriers.map((courrier) => ({
      id: courrier.id,
      libelle: courrier.libelle,
      date: formatDisplayDate(courrier.dateEmission),
      type: DOCUMENT_TYPE_LABELS[courrier.typeDocument],
      lu: courrier.lu,
    }));
  }

  async load(): Promise<void> {
    const isLatest = this.loads.start();
    this.status = 'loading';
    const result = await this.resources.get(COURRIERS_RESOURCE);
    if (!isLatest()) return; // a newer load (contract switch) wins
    const courriers = result.ok ? parseCourriers(result.value) : null;
    if (courriers === null) {
      runInAction(() => (this.status = 'failed'));
      this.notify(failed(COURRIERS_SOURCE_LABELS.list, result.ok ? httpErrorFor(500) : result.error));
      return;
    }
    runInAction(() => {
      this.courriers = courriers;
      this.status = 'loaded';
    });
  }

  async exportAll(): Promise<void> {
    if (this.exporting) return;
    this.exporting = true;
    const result = await this.resources.export(COURRIERS_RESOURCE);
    runInAction(() => (this.exporting = false));
    if (!result.ok) this.notify(failed(COURRIERS_SOURCE_LABELS.export, result.error));
  }

  /** Prints the list (no id) or one letter, in a new tab. */
  async print(id?: string): Promise<void> {
    if (this.printing !== null) return;
    this.printing = id ?? 'liste';
    const result = await this.resources.print(
      COURRIERS_RESOURCE,
      id === undefined ? undefined : { query: { id } },
    );
    runInAction(() => (this.printing = null));
    if (!result.ok) this.notify(failed(COURRIERS_SOURCE_LABELS.print, result.error));
    else if (id !== undefined) await this.markRead(id);
  }

  /** A letter opened becomes « Lu » (the resource's update; the request cache is cleared with it). */
  private async markRead(id: string): Promise<void> {
    if (this.courriers.find((courrier) => courrier.id === id)?.lu !== false) return;
    const result = await this.resources.update(COURRIERS_RESOURCE, { id, lu: true });
    if (!result.ok) return; // the letter stays « Non lu »: nothing the member must act on
    runInAction(() => {
      this.courriers = this.courriers.map((courrier) =>
        courrier.id === id ? { ...courrier, lu: true } : courrier,
      );
    });
  }
}
