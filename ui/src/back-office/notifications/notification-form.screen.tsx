import { Button, Callout, Checkbox, HTMLSelect, InputGroup, Radio } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { FormField } from '../../widgets/form-field/form-field.tsx';
import { BackOfficePage } from '../app/platform/back-office-page.tsx';
import { LazyRichTextEditor } from '../widgets/rich-text-editor/lazy-rich-text-editor.tsx';
import type { NotificationFormViewModel } from './notification-form.view-model.ts';

function FieldError({ id, message }: { readonly id: string; readonly message: string | null }) {
  return message === null ? null : (
    <p id={id} className="notif-error">
      {message}
    </p>
  );
}

/** « Nouvelle notification »: what to say, to whom, through which channels, when. */
export const NotificationFormScreen = observer(function NotificationFormScreen({
  model,
}: {
  readonly model: NotificationFormViewModel;
}) {
  useEffect(() => {
    void model.load();
  }, [model]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void model.submit();
  };
  const options = model.options;
  const textError = model.error('texte');
  const channelError = model.error('canaux');
  return (
    <BackOfficePage title="Nouvelle notification" actions={<Link to="..">Retour aux notifications</Link>}>
      {model.status === 'failed' ? <Callout intent="danger">{model.failure}</Callout> : null}
      {model.status === 'loading' ? <p>Chargement du formulaire…</p> : null}
      {options === null ? null : (
        <form className="notif-form" onSubmit={onSubmit} noValidate aria-label="Nouvelle notification">
          <FormField id="notif-titre" label="Titre" required error={model.error('titre')} autoComplete="off">
            {(control) => (
              <InputGroup {...control} value={model.title} onValueChange={(v) => model.set('title', v)} />
            )}
          </FormField>
          <LazyRichTextEditor
            label="Texte"
            labelHeadingLevel={2}
            initialHtml=""
            onChange={(html) => model.set('html', html)}
            describedBy={textError === null ? undefined : 'notif-texte-erreur'}
          />
          <FieldError id="notif-texte-erreur" message={textError} />
          <FormField
            id="notif-lien"
            label="Lien vers un écran de l'espace adhérent (facultatif)"
            error={model.error('lien')}
          >
            {(control) => (
              <HTMLSelect
                {...control}
                value={model.link}
                onChange={(e) => model.set('link', e.currentTarget.value)}
              >
                <option value="">Aucun lien</option>
                {options.links.map((l) => (
                  <option key={l.route} value={l.route}>
                    {l.label}
                  </option>
                ))}
              </HTMLSelect>
            )}
          </FormField>
          <FormField id="notif-audience" label="Audience" required error={model.error('audienceId')}>
            {(control) => (
              <HTMLSelect
                {...control}
                value={model.audienceId}
                onChange={(e) => model.set('audienceId', e.currentTarget.value)}
              >
                <option value="">Choisir une audience</option>
                {options.audiences.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.label}
                  </option>
                ))}
              </HTMLSelect>
            )}
          </FormField>
          <fieldset
            className="notif-fieldset"
            aria-describedby={channelError === null ? undefined : 'notif-canaux-erreur'}
          >
            <legend>Canaux</legend>
            <Checkbox
              label="Centre de notifications du portail"
              checked={model.toPortal}
              onChange={(e) => model.setChannel('portail', e.currentTarget.checked)}
            />
            <Checkbox
              label="Mail (adhérents en « Zéro papier » ayant accepté les informations de la mutuelle)"
              checked={model.toMail}
              onChange={(e) => model.setChannel('mail', e.currentTarget.checked)}
            />
            <FieldError id="notif-canaux-erreur" message={channelError} />
          </fieldset>
          {model.toMail ? (
            <FormField id="notif-modele" label="Modèle de mail" required error={model.error('modeleMail')}>
              {(control) => (
                <HTMLSelect
                  {...control}
                  value={model.mailTemplate}
                  onChange={(e) => model.set('mailTemplate', e.currentTarget.value)}
                >
                  {options.mailTemplates.map((t) => (
                    <option key={t.key} value={t.key}>
                      {t.label}
                    </option>
                  ))}
                </HTMLSelect>
              )}
            </FormField>
          ) : null}
          <fieldset className="notif-fieldset">
            <legend>Envoi</legend>
            {(['maintenant', 'programmee'] as const).map((timing) => (
              <Radio
                key={timing}
                name="notif-envoi"
                label={timing === 'maintenant' ? 'Envoyer maintenant' : "Programmer l'envoi"}
                value={timing}
                checked={model.timing === timing}
                onChange={() => model.setTiming(timing)}
              />
            ))}
          </fieldset>
          {model.timing === 'programmee' ? (
            <FormField id="notif-date" label="Date et heure d'envoi" required error={model.error('envoiLe')}>
              {(control) => (
                <InputGroup
                  {...control}
                  type="datetime-local"
                  value={model.sendAt}
                  onValueChange={(v) => model.set('sendAt', v)}
                />
              )}
            </FormField>
          ) : null}
          <div role="alert">
            {model.failure === null ? null : <Callout intent="danger">{model.failure}</Callout>}
          </div>
          <Button type="submit" intent="primary" loading={model.sending}>
            {model.timing === 'maintenant' ? 'Envoyer' : 'Programmer'}
          </Button>
        </form>
      )}
    </BackOfficePage>
  );
});
