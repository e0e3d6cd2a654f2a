import { Button, InputGroup, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormField } from '../../widgets/form-field/form-field.tsx';
import type { FaqEditorViewModel } from './faq-editor.view-model.ts';

/** The categories in their order, each with its questions; add, rename, reorder, delete an empty one. */
export const FaqCategories = observer(function FaqCategories({ model }: { model: FaqEditorViewModel }) {
  const [newName, setNewName] = useState('');
  const categories = model.draft?.categories ?? [];
  const top5 = model.draft?.top5 ?? [];
  const edit = model.canEdit;
  return (
    <section aria-labelledby="faq-categories-titre">
      <h3 id="faq-categories-titre">Catégories</h3>
      <ol className="faq-category-list">
        {categories.map((category, index) => (
          <li key={category.id} className="faq-category">
            <div className="faq-row">
              <InputGroup
                aria-label={`Nom de la catégorie ${String(index + 1)}`}
                value={category.name}
                readOnly={!edit}
                onValueChange={(name) => model.renameCategory(category.id, name)}
              />
              {edit ? (
                <>
                  <Button
                    size="small"
                    icon="arrow-up"
                    aria-label={`Monter la catégorie « ${category.name} »`}
                    disabled={index === 0}
                    onClick={() => model.moveCategory(category.id, -1)}
                  />
                  <Button
                    size="small"
                    icon="arrow-down"
                    aria-label={`Descendre la catégorie « ${category.name} »`}
                    disabled={index === categories.length - 1}
                    onClick={() => model.moveCategory(category.id, 1)}
                  />
                  {category.questions.length === 0 ? (
                    <Button
                      size="small"
                      icon="trash"
                      intent="danger"
                      aria-label={`Supprimer la catégorie « ${category.name} »`}
                      onClick={() => model.deleteCategory(category.id)}
                    />
                  ) : null}
                </>
              ) : null}
            </div>
            <ol className="faq-question-list" aria-label={`Questions de « ${category.name} »`}>
              {category.questions.map((id, position) => (
                <li key={id} className="faq-row">
                  <Button
                    variant="minimal"
                    aria-current={model.selectedId === id ? 'true' : undefined}
                    onClick={() => model.select(id)}
                  >
                    {model.question(id)?.title ?? `Question ${String(id)}`}
                  </Button>
                  {top5.includes(id) ? <Tag minimal>Top 5</Tag> : null}
                  {edit ? (
                    <>
                      <Button
                        size="small"
                        icon="arrow-up"
                        aria-label={`Monter « ${model.question(id)?.title ?? ''} »`}
                        disabled={position === 0}
                        onClick={() => model.moveQuestion(id, -1)}
                      />
                      <Button
                        size="small"
                        icon="arrow-down"
                        aria-label={`Descendre « ${model.question(id)?.title ?? ''} »`}
                        disabled={position === category.questions.length - 1}
                        onClick={() => model.moveQuestion(id, 1)}
                      />
                    </>
                  ) : null}
                </li>
              ))}
            </ol>
            {edit ? (
              <Button size="small" icon="add" onClick={() => model.addQuestion(category.id)}>
                Ajouter une question à « {category.name} »
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      {edit ? (
        <form
          className="faq-row"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            model.addCategory(newName);
            setNewName('');
          }}
        >
          <FormField id="faq-nouvelle-categorie" label="Nouvelle catégorie">
            {(control) => <InputGroup {...control} value={newName} onValueChange={setNewName} />}
          </FormField>
          <Button type="submit" icon="add">
            Ajouter la catégorie
          </Button>
        </form>
      ) : null}
    </section>
  );
});
