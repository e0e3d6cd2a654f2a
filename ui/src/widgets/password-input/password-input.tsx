import { Button, InputGroup } from '@blueprintjs/core';
import { EyeOffIcon } from '@blueprintjs/icons/lib/esm/generated/components/eye-off';
import { EyeOpenIcon } from '@blueprintjs/icons/lib/esm/generated/components/eye-open';
import { useMemo, useState } from 'react';
import type { FieldControlProps } from '../form-field/form-field.tsx';

export interface PasswordInputProps {
  readonly control: FieldControlProps;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: (() => void) | undefined;
}

/**
 * Password input with a reveal toggle ('Afficher le mot de passe' / 'Masquer le mot de passe'). The toggle element
 * keeps its identity while it does not change: Blueprint's InputGroup measures its right element (a forced
 * layout, then a second render) every time that prop changes identity, i.e. on every key and every form render
 * otherwise (bench:interaction, issue 15).
 */
export function PasswordInput({ control, value, onChange, onBlur }: PasswordInputProps) {
  const [revealed, setRevealed] = useState(false);
  const controlId = control.id;
  const toggle = useMemo(
    () => (
      <Button
        variant="minimal"
        icon={revealed ? <EyeOffIcon /> : <EyeOpenIcon />}
        aria-label={revealed ? 'Masquer le mot de passe' : 'Afficher le mot de passe'}
        aria-pressed={revealed}
        aria-controls={controlId}
        onClick={() => setRevealed((current) => !current)}
      />
    ),
    [revealed, controlId],
  );
  return (
    <InputGroup
      {...control}
      type={revealed ? 'text' : 'password'}
      value={value}
      onValueChange={(next) => onChange(next)}
      onBlur={onBlur}
      rightElement={toggle}
      spellCheck={false}
      autoCapitalize="off"
    />
  );
}
