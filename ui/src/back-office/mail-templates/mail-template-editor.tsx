import { Button, Callout, HTMLTable, InputGroup, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { FormField } from '../../widgets/form-field/form-field.tsx';
import { BackOfficePage } from '../app/platform/back-office-page.tsx';
import { MailTemplatePreviewDialog } from './mail-template-preview.dialog.tsx';
import type { MailTemplateEditorViewModel } from './mail-template-editor.view-model.ts';

/** One template: its variables, its subject and body, « Enregistrer », « Aperçu », « M'envoyer un test ». */
export const MailTemplateEditor = observer(function MailTemplateEditor({
  model,
  templateKey,
}: {
  model: MailTemplateEditorViewModel;
  templateKey: string;
}) {
  useEffect(() => {
    void model.open(templateKey);
  }, [model, templateKey]);
  const template = model.template;
  const back = <Link to="..">Retour aux modèles</Link>;
  if (model.status === 'failed' && template?.key !== templateKey)
    return (
      <BackOfficePage title="Modèle de mail">
        <Callout intent="danger" title="Le modèle n'a pas pu être lu">
          {model.error}
        </Callout>
        <p>{back}</p>
      </BackOfficePage>
    );
  if (template === null || template.key !== templateKey) return <p>Chargement du modèle…</p>;
  const readOnly = !model.canEdit;
  const shown = (field: 'subject' | 'body') => (model.submitted ? model.issueOf(field) : undefined);
  return (
    <BackOfficePage title={template.label}>
      <p>{back}</p>
      <p>{template.description}</p>
      {model.error === null ? null : (
        <Callout intent="danger" {...(model.conflict ? { title: 'Enregistrement refusé' } : {})}>
          <p>{model.error}</p>
          {model.conflict ? (
            <Button onClick={() => void model.takeLatestVersion()}>Reprendre la dernière version</Button>
          ) : null}
        </Callout>
      )}
      <HTMLTable className="mail-template-variables" compact>
        <caption>Variables utilisables (écrites entre doubles accolades)</caption>
        <thead>
          <tr>
            <th scope="col">Variable</th>
            <th scope="col">Contenu</th>
            <th scope="col">Obligatoire</th>
          </tr>
        </thead>
        <tbody>
          {template.variables.map((variable) => (
            <tr key={variable.name}>
              <th scope="row">
                <code>{`{{${variable.name}}}`}</code>
              </th>
              <td>{variable.label}</td>
              <td>{variable.required ? 'Oui' : 'Non'}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void model.save();
        }}
      >
        <FormField
          id="modele-objet"
          label={template.channel === 'sms' ? 'Libellé' : 'Objet'}
          required
          error={shown('subject')}
        >
          {(control) => (
            <InputGroup
              {...control}
              value={model.subject}
              readOnly={readOnly}
              onValueChange={(value) => model.setSubject(value)}
            />
          )}
        </FormField>
        <FormField
          id="modele-corps"
          label="Texte"
          required
          hint="Une ligne vide sépare deux paragraphes. Une ligne avec seulement {{lien}} devient un bouton dans l'e-mail."
          error={shown('body')}
        >
          {(control) => (
            <TextArea
              {...control}
              className="mail-template-body"
              value={model.body}
              readOnly={readOnly}
              rows={14}
              fill
              onChange={(event) => model.setBody(event.target.value)}
            />
          )}
        </FormField>
        <div className="mail-template-actions">
          <Button onClick={() => void model.showPreview()} loading={model.busy === 'preview'}>
            Aperçu
          </Button>
          {readOnly ? null : (
            <>
              <Button onClick={() => void model.sendTest()} loading={model.busy === 'test'}>
                M&apos;envoyer un test
              </Button>
              <Button variant="outlined" onClick={() => model.restoreDefaults()}>
                Rétablir le texte par défaut
              </Button>
              <Button type="submit" intent="primary" loading={model.busy === 'save'}>
                Enregistrer
              </Button>
            </>
          )}
        </div>
      </form>
      {model.preview === null ? null : (
        <MailTemplatePreviewDialog preview={model.preview} onClose={() => model.closePreview()} />
      )}
    </BackOfficePage>
  );
});
