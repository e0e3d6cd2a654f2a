import { Button, Callout, Classes, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useService } from '../app/platform/services-context.tsx';
import { LOCAL_STORAGE, TOASTS } from '../app/platform/platform.tokens.ts';
import { AccordionGroup } from '../widgets/accordion/accordion-group.tsx';
import { DatePicker } from '../widgets/date-picker/date-picker.tsx';
import { FormButtons } from '../widgets/form-buttons/form-buttons.tsx';
import { FormField } from '../widgets/form-field/form-field.tsx';
import { useFocusFirstError } from '../widgets/form-field/use-focus-first-error.ts';
import { MobileBanner } from '../widgets/mobile-banner/mobile-banner.tsx';
import { NirInput } from '../widgets/nir-input/nir-input.tsx';
import { PageTitleBar } from '../widgets/page-title-bar/page-title-bar.tsx';
import { PasswordInput } from '../widgets/password-input/password-input.tsx';
import { MandatoryEntryText, RequiredFieldsLegend } from '../widgets/required-marker/required-marker.tsx';
import { SecurityCodeInput } from '../widgets/security-code-input/security-code-input.tsx';
import { TabBar } from '../widgets/tab-bar/tab-bar.tsx';
import { ToggleButtonGroup } from '../widgets/toggle-button-group/toggle-button-group.tsx';
import { GalleryRangeSlider } from './gallery-range-slider.tsx';
import { WidgetGalleryViewModel } from './widget-gallery.view-model.ts';

const GalleryForm = observer(function GalleryForm({ model }: { model: WidgetGalleryViewModel }) {
  const toasts = useService(TOASTS);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, model.submitAttempts, model.hasErrors);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (model.submit()) toasts.show({ intent: 'success', message: 'Demande réalisée' });
  };
  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-labelledby="galerie-formulaire-titre">
      <h2 id="galerie-formulaire-titre">Formulaire</h2>
      <RequiredFieldsLegend />
      {model.summary === null ? null : (
        <Callout intent="danger" role="alert" className="portal-form-summary">
          {model.summary}
        </Callout>
      )}
      <FormField
        id="galerie-email"
        label="Adresse e-mail"
        required
        autoComplete="email"
        error={model.emailError}
      >
        {(control) => (
          <InputGroup
            {...control}
            type="email"
            value={model.email}
            onValueChange={(value) => model.setEmail(value)}
            onBlur={() => model.touchEmail()}
          />
        )}
      </FormField>
      <FormField
        id="galerie-mot-de-passe"
        label="Mot de passe"
        required
        autoComplete="new-password"
        hint="8 caractères minimum, dont une minuscule, une majuscule, un chiffre et un caractère spécial."
        error={model.passwordError}
      >
        {(control) => (
          <PasswordInput
            control={control}
            value={model.password}
            onChange={(value) => model.setPassword(value)}
            onBlur={() => model.touchPassword()}
          />
        )}
      </FormField>
      <DatePicker
        id="galerie-date-naissance"
        label="Date de naissance"
        required
        autoComplete="bday"
        model={model.birthDate}
        error={model.birthDateError}
      />
      <DatePicker
        id="galerie-date-rendez-vous"
        label="Date de rendez-vous (dans les trois mois)"
        model={model.appointment}
        error={model.appointmentError}
      />
      <NirInput
        id="galerie-nir"
        model={model.nir}
        required
        allowMonaco
        error={model.nirError}
        keyError={model.nirKeyError}
      />
      <ToggleButtonGroup
        id="galerie-demat"
        label="Recevoir mes relevés par e-mail"
        value={model.dematerialisation}
        onChange={(value) => model.setDematerialisation(value)}
      />
      <SecurityCodeInput id="galerie-code" model={model.securityCode} error={model.securityCodeError} />
      <p>
        <MandatoryEntryText />
      </p>
      <FormButtons onCancel={() => toasts.show({ intent: 'warning', message: 'Saisie annulée' })} />
    </form>
  );
});

const GalleryDisplay = observer(function GalleryDisplay({ model }: { model: WidgetGalleryViewModel }) {
  const toasts = useService(TOASTS);
  return (
    <section aria-labelledby="galerie-affichage-titre">
      <h2 id="galerie-affichage-titre">Affichage</h2>
      <GalleryRangeSlider />
      <h3>Notifications</h3>
      <div className="portal-form-buttons">
        <Button
          intent="success"
          onClick={() => toasts.show({ intent: 'success', message: 'Demande réalisée' })}
        >
          Notification de succès
        </Button>
        <Button
          intent="danger"
          onClick={() =>
            toasts.show({
              intent: 'danger',
              message: 'La demande a échoué',
              detail: 'Service momentanément indisponible',
            })
          }
        >
          Notification d'erreur
        </Button>
      </div>
      <h3>Accordéons</h3>
      <AccordionGroup
        name="galerie"
        headingLevel={4}
        sections={[
          {
            id: 'compte',
            title: 'Comment créer mon espace ?',
            content: <p>Cliquez sur « Créer mon espace ».</p>,
            openAtStart: true,
          },
          {
            id: 'mot-de-passe',
            title: "J'ai oublié mon mot de passe",
            content: <p>Utilisez « Mot de passe oublié ».</p>,
          },
        ]}
      />
      <h3>Bandeau de l'application mobile</h3>
      <div className={Classes.ELEVATION_1}>
        <MobileBanner model={model.mobileBanner} />
      </div>
    </section>
  );
});

/** The shared widgets on one page (living style guide, e2e and accessibility fixture). Not part of the portal routes. */
export const WidgetGallery = observer(function WidgetGallery() {
  const storage = useService(LOCAL_STORAGE);
  const [model] = useState(() => new WidgetGalleryViewModel(() => new Date(), storage));
  return (
    <>
      <PageTitleBar title="Galerie des composants" subtitle="Composants partagés de l'espace adhérent" />
      <TabBar
        id="galerie-onglets"
        label="Sections de la galerie"
        selected={model.tab}
        onSelect={(tab) => model.selectTab(tab)}
        tabs={[
          { id: 'formulaire', title: 'Formulaire', panel: <GalleryForm model={model} /> },
          { id: 'affichage', title: 'Affichage', panel: <GalleryDisplay model={model} /> },
        ]}
      />
    </>
  );
});
