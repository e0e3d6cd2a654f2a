import { accordionGroupAlreadyOpenError, PortalDeveloperError } from '../errors/developer-errors.ts';

/**
 * State of a group of accordions (spec §4): at most one member is open; opening one closes the others.
 * Immutable: every operation returns a new state (a view-model keeps it in an observable reference).
 */
export interface AccordionGroupState {
  readonly group: string;
  readonly members: readonly string[];
  readonly openId: string | null;
}

export function createAccordionGroup(group: string): AccordionGroupState {
  return Object.freeze({ group, members: Object.freeze([]), openId: null });
}

/**
 * Declares an accordion of the group, open or closed at start. Declaring a second accordion open at
 * start throws the developer error DEV.ACCORDION_GROUP_ALREADY_OPEN; declaring the same id twice throws too.
 */
export function registerAccordion(
  state: AccordionGroupState,
  id: string,
  openAtStart = false,
): AccordionGroupState {
  if (state.members.includes(id)) {
    throw new PortalDeveloperError(
      'DEV.ACCORDION_ALREADY_REGISTERED',
      `Accordion "${id}" is already declared in group "${state.group}".`,
    );
  }
  if (openAtStart && state.openId !== null) throw accordionGroupAlreadyOpenError(state.group);
  return Object.freeze({
    group: state.group,
    members: Object.freeze([...state.members, id]),
    openId: openAtStart ? id : state.openId,
  });
}

function assertMember(state: AccordionGroupState, id: string): void {
  if (!state.members.includes(id)) {
    throw new PortalDeveloperError(
      'DEV.ACCORDION_NOT_REGISTERED',
      `Accordion "${id}" is not declared in group "${state.group}".`,
    );
  }
}

/** Opens an accordion, closing whichever other member was open. */
export function openAccordion(state: AccordionGroupState, id: string): AccordionGroupState {
  assertMember(state, id);
  return state.openId === id ? state : Object.freeze({ ...state, openId: id });
}

/** Closes an accordion; closing a closed one changes nothing. */
export function closeAccordion(state: AccordionGroupState, id: string): AccordionGroupState {
  assertMember(state, id);
  return state.openId === id ? Object.freeze({ ...state, openId: null }) : state;
}

/** Opens a closed accordion (closing the others) or closes the open one. */
export function toggleAccordion(state: AccordionGroupState, id: string): AccordionGroupState {
  return state.openId === id ? closeAccordion(state, id) : openAccordion(state, id);
}

export function isAccordionOpen(state: AccordionGroupState, id: string): boolean {
  return state.openId === id;
}
