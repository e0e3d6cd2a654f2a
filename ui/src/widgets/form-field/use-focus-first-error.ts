import { useEffect } from 'react';
import type { RefObject } from 'react';

/**
 * After each submission attempt (`attempt` grows), moves the focus to the first control marked
 * aria-invalid in the form, so keyboard and screen-reader users land on the error to fix.
 */
export function useFocusFirstError(
  form: RefObject<HTMLElement | null>,
  attempt: number,
  hasErrors: boolean,
): void {
  useEffect(() => {
    if (attempt === 0 || !hasErrors) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, attempt, hasErrors]);
}
