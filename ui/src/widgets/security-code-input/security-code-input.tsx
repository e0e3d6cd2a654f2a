import './security-code-input.css';
import { Classes } from '@blueprintjs/core';
import { SECURITY_CODE_LENGTH } from '@portail/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import type { SecurityCodeInputViewModel } from './security-code-input.view-model.ts';

export interface SecurityCodeInputProps {
  readonly id: string;
  readonly model: SecurityCodeInputViewModel;
  readonly legend?: string | undefined;
  readonly error?: string | null | undefined;
  /** Focus the first cell when mounted (inside the code dialog). */
  readonly autoFocus?: boolean | undefined;
}

const CELLS = Array.from({ length: SECURITY_CODE_LENGTH }, (_, index) => index);

/** Six single-digit inputs; `autocomplete="one-time-code"` on the first so the browser can fill the code. */
export const SecurityCodeInput = observer(function SecurityCodeInput({
  id,
  model,
  legend = 'Code de sécurité',
  error,
  autoFocus = false,
}: SecurityCodeInputProps) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const { focusIndex } = model;
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      if (!autoFocus) return;
    }
    inputs.current[focusIndex]?.focus();
  }, [focusIndex, autoFocus]);

  const hasError = error !== undefined && error !== null && error !== '';
  const errorId = `${id}-erreur`;
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    model.paste(event.clipboardData.getData('text'));
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') model.backspace(index);
    else if (event.key === 'ArrowLeft' && index > 0) model.focus(index - 1);
    else if (event.key === 'ArrowRight' && index < SECURITY_CODE_LENGTH - 1) model.focus(index + 1);
  };
  return (
    <fieldset
      id={id}
      className="portal-security-code"
      aria-describedby={hasError ? errorId : undefined}
      aria-invalid={hasError ? true : undefined}
    >
      <legend className={Classes.LABEL}>{legend}</legend>
      <div className="portal-security-code-cells">
        {CELLS.map((index) => (
          <input
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            id={`${id}-${String(index + 1)}`}
            className={`${Classes.INPUT} portal-security-code-cell`}
            aria-label={`Chiffre ${String(index + 1)} sur ${String(SECURITY_CODE_LENGTH)}`}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            required
            value={model.cells[index] ?? ''}
            onChange={(event) => model.input(index, event.target.value)}
            onFocus={(event) => {
              event.target.select();
              model.focus(index);
            }}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste}
          />
        ))}
      </div>
      {hasError ? (
        <div id={errorId} className="portal-field-error">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
});
