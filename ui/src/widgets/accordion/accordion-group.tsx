import './accordion.css';
import { Collapse } from '@blueprintjs/core';
import { ChevronDownIcon } from '@blueprintjs/icons/lib/esm/generated/components/chevron-down';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { AccordionGroupViewModel } from './accordion-group.view-model.ts';

export interface AccordionSection {
  readonly id: string;
  readonly title: ReactNode;
  readonly content: ReactNode;
  readonly openAtStart?: boolean | undefined;
}

export interface AccordionGroupProps {
  /** Group name, used in the developer error when two sections are declared open. */
  readonly name: string;
  readonly sections: readonly AccordionSection[];
  /** Level of the heading wrapping each section's button (default 2). */
  readonly headingLevel?: 2 | 3 | 4 | 5 | 6 | undefined;
}

/** Accordion duration (spec §9: about 250 ms). */
export const ACCORDION_TRANSITION_MS = 250;

/**
 * Group of accordions: each title is a button (aria-expanded, aria-controls) inside a heading; opening one
 * closes the others. A single accordion is a group of one.
 */
export const AccordionGroup = observer(function AccordionGroup({
  name,
  sections,
  headingLevel = 2,
}: AccordionGroupProps) {
  const [model] = useState(
    () =>
      new AccordionGroupViewModel(
        name,
        sections.map(({ id, openAtStart }) => ({ id, openAtStart: openAtStart === true })),
      ),
  );
  const baseId = useId();
  const Heading = `h${String(headingLevel)}` as 'h2';
  return (
    <div className="portal-accordion-group">
      {sections.map((section) => {
        const open = model.isOpen(section.id);
        const buttonId = `${baseId}-${section.id}-titre`;
        const panelId = `${baseId}-${section.id}-contenu`;
        return (
          <div
            key={section.id}
            className={open ? 'portal-accordion portal-accordion-open' : 'portal-accordion'}
          >
            <Heading className="portal-accordion-heading">
              <button
                type="button"
                id={buttonId}
                className="portal-accordion-toggle"
                aria-expanded={open}
                aria-controls={open ? panelId : undefined}
                onClick={() => model.toggle(section.id)}
              >
                <span>{section.title}</span>
                <ChevronDownIcon className="portal-accordion-chevron" />
              </button>
            </Heading>
            <Collapse isOpen={open} transitionDuration={ACCORDION_TRANSITION_MS}>
              <div id={panelId} role="region" aria-labelledby={buttonId} className="portal-accordion-panel">
                {section.content}
              </div>
            </Collapse>
          </div>
        );
      })}
    </div>
  );
});
