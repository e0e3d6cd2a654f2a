import './faq.css';
import { Button, InputGroup, Spinner } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons/lib/esm/generated/components/search';
import type { FaqCategory, FaqQuestion } from '@portail/domain';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { FAQ_MODAL_VIEW_MODEL } from '../public-area.tokens.ts';
import { DialogFrame } from '../../widgets/dialog-frame/dialog-frame.tsx';
import { useLazyViewModel } from '../../app/platform/use-lazy-view-model.ts';
import { AccordionGroup } from '../../widgets/accordion/accordion-group.tsx';
import { TabBar } from '../../widgets/tab-bar/tab-bar.tsx';
import { FaqQuestionDialog } from './faq-question.dialog.tsx';
import { FaqQuestionList } from './faq-question-list.tsx';
import type { FaqListState, FaqDialogViewModel } from './faq-dialog.view-model.ts';
import { FAQ_TABS } from './faq-dialog.view-model.ts';

export const FAQ_MODAL_TITLE = "Besoin d'aide pour vous connecter ?";

/**
 * The FAQ modal of the home page (spec §2): search box, tabs 'Top 5' / 'Catégories' / 'Résultats', and the
 * question dialog. Default export: loaded with React.lazy when the help button is pressed.
 */
export default function FaqDialog({ onClose }: { readonly onClose: () => void }) {
  const model = useLazyViewModel(FAQ_MODAL_VIEW_MODEL);
  useEffect(() => {
    if (model !== null) void model.start();
  }, [model]);
  return (
    <DialogFrame title={FAQ_MODAL_TITLE} onClose={onClose} className="portal-faq-modal">
      {model === null ? <Loading label="Chargement de l'aide" /> : <FaqDialogContent model={model} />}
    </DialogFrame>
  );
}

const FaqDialogContent = observer(function FaqDialogContent({
  model,
}: {
  readonly model: FaqDialogViewModel;
}) {
  return (
    <>
      <FaqSearchBox model={model} />
      <TabBar
        id="faq-onglets"
        label="Questions fréquentes"
        selected={model.tab}
        onSelect={(tab) => void model.selectTab(tab)}
        tabs={FAQ_TABS.map((tab) => ({ ...tab, panel: <FaqTabPanel model={model} tab={tab.id} /> }))}
      />
      {model.question === null ? null : <FaqQuestionDialog model={model.question} />}
    </>
  );
});

/**
 * The search form, its own observer: a key re-renders the box alone, not the tabs and lists of the modal
 * (bench:interaction, issue 15).
 */
const FaqSearchBox = observer(function FaqSearchBox({ model }: { readonly model: FaqDialogViewModel }) {
  return (
    <form
      role="search"
      className="portal-faq-search"
      onSubmit={(event) => {
        event.preventDefault();
        void model.search();
      }}
    >
      <label className="bp6-label" htmlFor="faq-recherche">
        Rechercher dans l'aide
      </label>
      <div className="portal-faq-search-row">
        <InputGroup
          id="faq-recherche"
          type="search"
          placeholder="Ex. : mot de passe oublié"
          value={model.query}
          onValueChange={(value) => model.setQuery(value)}
          fill
        />
        <Button type="submit" intent="primary" icon={<SearchIcon />}>
          Rechercher
        </Button>
      </div>
    </form>
  );
});

const FaqTabPanel = observer(function FaqTabPanel({
  model,
  tab,
}: {
  readonly model: FaqDialogViewModel;
  readonly tab: FaqDialogViewModel['tab'];
}) {
  const open = (question: FaqQuestion) => void model.openQuestion(question);
  if (tab === 'top5') {
    return (
      <ListState state={model.top5}>
        {(questions) => <FaqQuestionList questions={questions} onOpen={open} />}
      </ListState>
    );
  }
  if (tab === 'categories') {
    return (
      <ListState state={model.categories}>
        {(categories) => <FaqCategories categories={categories} onOpen={open} />}
      </ListState>
    );
  }
  if (model.results.status === 'idle') {
    return (
      <p className="portal-faq-hint">
        Saisissez votre question dans la zone de recherche, puis lancez la recherche.
      </p>
    );
  }
  return (
    <ListState state={model.results}>
      {(questions) =>
        questions.length === 0 ? (
          <p role="status">Aucune question ne correspond à votre recherche « {model.searchedQuery} ».</p>
        ) : (
          <>
            <p role="status" className="portal-faq-hint">
              {questions.length === 1
                ? '1 question trouvée'
                : `${String(questions.length)} questions trouvées`}{' '}
              pour « {model.searchedQuery} »
            </p>
            <FaqQuestionList questions={questions} onOpen={open} />
          </>
        )
      }
    </ListState>
  );
});

function FaqCategories({
  categories,
  onOpen,
}: {
  readonly categories: readonly FaqCategory[];
  readonly onOpen: (question: FaqQuestion) => void;
}) {
  if (categories.length === 0) return <p>Aucune catégorie n'est disponible pour le moment.</p>;
  return (
    <AccordionGroup
      name="faq-categories"
      headingLevel={3}
      sections={categories.map((category, index) => ({
        id: `categorie-${String(index)}`,
        title: category.name,
        content: <FaqQuestionList questions={category.items} onOpen={onOpen} />,
      }))}
    />
  );
}

function ListState<T>({
  state,
  children,
}: {
  readonly state: FaqListState<T>;
  readonly children: (items: T) => ReactNode;
}) {
  if (state.status === 'loaded') return <>{children(state.items)}</>;
  if (state.status === 'failed') {
    return (
      <p role="alert" className="portal-faq-error">
        Les questions n'ont pas pu être chargées. {state.message}
      </p>
    );
  }
  return <Loading label="Chargement des questions" />;
}

function Loading({ label }: { readonly label: string }) {
  return (
    <div className="portal-faq-loading" role="status">
      <Spinner size={24} aria-hidden="true" />
      <span>{label}…</span>
    </div>
  );
}
