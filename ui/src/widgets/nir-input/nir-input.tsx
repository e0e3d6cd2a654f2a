import './nir-input.css';
import { Classes, InputGroup, SegmentedControl } from '@blueprintjs/core';
import { MONACO_NIR_PREFIX, NIR_KEY_LENGTH } from '@portail/domain';
import type { SocialSecurityInputMode } from '@portail/domain';
import { observer } from 'mobx-react-lite';
import { FormField } from '../form-field/form-field.tsx';
import type { NirInputViewModel } from './nir-input.view-model.ts';

export interface NirInputProps {
  readonly id: string;
  readonly model: NirInputViewModel;
  readonly required?: boolean | undefined;
  /** Offers the Monaco number (tenant with Monegasque data). */
  readonly allowMonaco?: boolean | undefined;
  /** Error of the number (first issue), shown after touch or submit. */
  readonly error?: string | null | undefined;
  readonly keyError?: string | null | undefined;
  readonly label?: string | undefined;
}

const MODES: readonly { readonly value: SocialSecurityInputMode; readonly label: string }[] = [
  { value: 'standard', label: 'Numéro français' },
  { value: 'monaco', label: 'Numéro monégasque' },
];

function isMode(value: string): value is SocialSecurityInputMode {
  return MODES.some((mode) => mode.value === value);
}

/** Social-security number input: optional standard/Monaco switch (resets the number), number and key fields. */

/**
 * The Monaco prefix, one element for every render: Blueprint's InputGroup measures its left element (a forced
 * layout, then a second render) whenever that prop changes identity.
 */
const MONACO_PREFIX = <span className="portal-nir-prefix">{MONACO_NIR_PREFIX}</span>;
export const NirInput = observer(function NirInput({
  id,
  model,
  required = false,
  allowMonaco = false,
  error,
  keyError,
  label = 'Numéro de sécurité sociale (sans clé)',
}: NirInputProps) {
  const monaco = model.mode === 'monaco';
  const modeLabelId = `${id}-type-libelle`;
  return (
    <div className="portal-nir-input">
      {allowMonaco ? (
        <div className={`${Classes.FORM_GROUP} portal-field`}>
          <span id={modeLabelId} className={Classes.LABEL}>
            Type de numéro de sécurité sociale
          </span>
          <SegmentedControl
            role="radiogroup"
            aria-labelledby={modeLabelId}
            options={MODES.map((mode) => ({ value: mode.value, label: mode.label }))}
            value={model.mode}
            onValueChange={(value) => {
              if (isMode(value)) model.setMode(value);
            }}
          />
        </div>
      ) : null}
      <div className="portal-nir-fields">
        <FormField
          id={id}
          label={monaco ? 'Numéro monégasque' : label}
          required={required}
          hint={monaco ? `11 chiffres au maximum, précédés de ${MONACO_NIR_PREFIX}` : '13 caractères'}
          error={error}
          className="portal-nir-number"
        >
          {(control) => (
            <InputGroup
              {...control}
              inputMode={monaco ? 'numeric' : 'text'}
              autoCapitalize="characters"
              spellCheck={false}
              // No maxLength: a pasted '1 85 02 2A 123 456' must reach the view-model, which keeps 13 characters.
              {...(monaco ? { leftElement: MONACO_PREFIX } : {})}
              value={model.number}
              onValueChange={(value) => model.setNumber(value)}
              onBlur={() => model.markTouched()}
            />
          )}
        </FormField>
        {model.withKey ? (
          <FormField
            id={`${id}-cle`}
            label="Clé"
            hint="2 chiffres"
            error={keyError}
            className="portal-nir-key"
          >
            {(control) => (
              <InputGroup
                {...control}
                inputMode="numeric"
                maxLength={NIR_KEY_LENGTH}
                value={model.key}
                onValueChange={(value) => model.setKey(value)}
                onBlur={() => model.markTouched()}
              />
            )}
          </FormField>
        ) : null}
      </div>
    </div>
  );
});
