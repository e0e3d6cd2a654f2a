import type { ContentDetail, ContentPreview } from '@portail/domain';

interface Display {
  readonly route: string | null;
  readonly area: 'public' | 'member';
}

/** Where the portal shows each block (ui: public-area and member-area configurations). */
const DISPLAYS: Readonly<Record<string, Display>> = {
  Register_Help: { route: '#/register', area: 'public' },
  Register_Num_Secu_Popup: { route: '#/register', area: 'public' },
  Footer: { route: '#/', area: 'public' },
  Page_Erreur: { route: '#/service-unavailable', area: 'public' },
  Display_Email: { route: '#/display-email', area: 'public' },
  Forgot_Username_Info: { route: '#/espace/compte', area: 'member' },
  Popup_Consentement: { route: '#/espace', area: 'member' },
  Popup_Demat: { route: '#/espace/compte', area: 'member' },
  Popup_Cms: { route: '#/espace', area: 'member' },
  Popup_Modalite_Paiement: { route: '#/espace', area: 'member' },
  Reseaux_Soins: { route: '#/espace', area: 'member' },
};

/** The CSS class of the container each area renders CMS HTML in (ui: cms-content.tsx, cms-block-content.tsx). */
const CONTAINER_CLASS = { public: 'portal-cms-content', member: 'member-cms-content' } as const;

/** The saved draft of an item as members will see it, and where: route, area's frame, container class. */
export function previewOf(item: ContentDetail): ContentPreview {
  const display: Display =
    item.kind === 'page'
      ? { route: `#/page/${encodeURIComponent(item.itemName)}`, area: 'public' }
      : (DISPLAYS[item.name] ?? { route: null, area: 'public' });
  return {
    title: item.draft.title,
    content: item.draft.content,
    kind: item.kind,
    route: display.route,
    area: display.area,
    containerClass: CONTAINER_CLASS[display.area],
  };
}
