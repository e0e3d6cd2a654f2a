import { createAccordionGroup, isAccordionOpen, registerAccordion, toggleAccordion } from '@portail/domain';
import type { AccordionGroupState } from '@portail/domain';
import { makeAutoObservable } from 'mobx';

export interface AccordionDeclaration {
  readonly id: string;
  readonly openAtStart?: boolean;
}

/**
 * Open/closed state of a group of accordions (spec §4) on the domain rules: opening one closes the others;
 * declaring two open at start throws the spec's developer error.
 */
export class AccordionGroupViewModel {
  private state: AccordionGroupState;

  constructor(group: string, accordions: readonly AccordionDeclaration[]) {
    this.state = accordions.reduce(
      (state, accordion) => registerAccordion(state, accordion.id, accordion.openAtStart === true),
      createAccordionGroup(group),
    );
    makeAutoObservable<AccordionGroupViewModel, 'state'>(this, { state: true });
  }

  get openId(): string | null {
    return this.state.openId;
  }

  isOpen(id: string): boolean {
    return isAccordionOpen(this.state, id);
  }

  toggle(id: string): void {
    this.state = toggleAccordion(this.state, id);
  }
}
