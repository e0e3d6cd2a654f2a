import type { BackOfficeArea } from '@portail/domain';
import { BACK_OFFICE_AREA_LABELS } from '@portail/domain';
import type { BackOfficeAssembly } from './composition/back-office-kit.ts';

/**
 * One area of the back office as the shell knows it: the side navigation shows it to a staff member holding
 * `read` on `area`; its screen opens at `/admin/#/<path>` (and handles `#/<path>/…` itself, with react-router's
 * nested `<Routes>`); its code is a chunk of its own, downloaded on first use (`load`).
 */
export interface BackOfficeScreen {
  readonly area: BackOfficeArea;
  readonly path: string;
  readonly label: string;
  readonly load: () => Promise<{ readonly default: BackOfficeAssembly }>;
}

/**
 * The registry of the back office's areas: one line per area (see ui/src/back-office/README.md). The side
 * navigation lists them in the order of `BACK_OFFICE_AREAS` (domain), whatever the order here.
 */
export const BACK_OFFICE_SCREENS: readonly BackOfficeScreen[] = [
  {
    area: 'contenus',
    path: 'contenus',
    label: BACK_OFFICE_AREA_LABELS.contenus,
    load: () => import('./composition/contenus.assembly.tsx'),
  },
  {
    area: 'historique',
    path: 'historique',
    label: BACK_OFFICE_AREA_LABELS.historique,
    load: () => import('./composition/historique.assembly.tsx'),
  },
  {
    area: 'habilitations',
    path: 'habilitations',
    label: BACK_OFFICE_AREA_LABELS.habilitations,
    load: () => import('./composition/habilitations.assembly.tsx'),
  },
  {
    area: 'faq',
    path: 'faq',
    label: BACK_OFFICE_AREA_LABELS.faq,
    load: () => import('./composition/faq.assembly.tsx'),
  },
  {
    area: 'modeles-mails',
    path: 'modeles-mails',
    label: BACK_OFFICE_AREA_LABELS['modeles-mails'],
    load: () => import('./composition/modeles-mails.assembly.tsx'),
  },
  {
    area: 'demandes',
    path: 'demandes',
    label: BACK_OFFICE_AREA_LABELS.demandes,
    load: () => import('./composition/demandes.assembly.tsx'),
  },
  {
    area: 'adherents',
    path: 'adherents',
    label: BACK_OFFICE_AREA_LABELS.adherents,
    load: () => import('./composition/adherents.assembly.tsx'),
  },
  {
    area: 'referentiels',
    path: 'referentiels',
    label: BACK_OFFICE_AREA_LABELS.referentiels,
    load: () => import('./composition/referentiels.assembly.tsx'),
  },
];
