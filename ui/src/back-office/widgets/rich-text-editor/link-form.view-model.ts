import { validateCmsLinkTarget } from '@portail/domain';
import { makeAutoObservable } from 'mobx';

/** The link dialog's form: one address, checked against the allowed targets once « Appliquer » is pressed. */
export class LinkFormViewModel {
  href: string;
  submitted = false;

  constructor(
    initialHref: string,
    /** Whether the selection already is a link (« Retirer le lien » is offered). */
    readonly editing: boolean,
  ) {
    this.href = initialHref;
    makeAutoObservable(this, { editing: false });
  }

  setHref(value: string): void {
    this.href = value;
  }

  /** The French message of the address's first issue, once submitted; null when valid or not yet submitted. */
  get error(): string | null {
    if (!this.submitted) return null;
    return validateCmsLinkTarget(this.href)[0]?.message ?? null;
  }

  /** The trimmed address to apply, or null (the error is then shown). */
  submit(): string | null {
    this.submitted = true;
    return this.error === null ? this.href.trim() : null;
  }
}
