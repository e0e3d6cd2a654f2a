/** Element ids of a form field's hint and error, and the `aria-describedby` that links them to the control. */
export interface FormFieldIds {
  readonly hintId: string;
  readonly errorId: string;
  /** Error first (read first), then hint; undefined when there is neither. */
  readonly describedBy: string | undefined;
}

export function formFieldIds(
  id: string,
  shown: { readonly hint: boolean; readonly error: boolean },
): FormFieldIds {
  const hintId = `${id}-aide`;
  const errorId = `${id}-erreur`;
  const parts = [shown.error ? errorId : null, shown.hint ? hintId : null].filter((part) => part !== null);
  return { hintId, errorId, describedBy: parts.length === 0 ? undefined : parts.join(' ') };
}
