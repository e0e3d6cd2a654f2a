import { BoldIcon } from '@blueprintjs/icons/lib/esm/generated/components/bold';
import { ItalicIcon } from '@blueprintjs/icons/lib/esm/generated/components/italic';
import { LinkIcon } from '@blueprintjs/icons/lib/esm/generated/components/link';
import { MediaIcon } from '@blueprintjs/icons/lib/esm/generated/components/media';
import { NumberedListIcon } from '@blueprintjs/icons/lib/esm/generated/components/numbered-list';
import { PropertiesIcon } from '@blueprintjs/icons/lib/esm/generated/components/properties';
import { RedoIcon } from '@blueprintjs/icons/lib/esm/generated/components/redo';
import { UndoIcon } from '@blueprintjs/icons/lib/esm/generated/components/undo';
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { TOOLBAR_GROUP_LABELS } from './rich-text-toolbar.actions.ts';
import type { ToolbarAction, ToolbarGroup } from './rich-text-toolbar.actions.ts';

const ICONS: Readonly<Record<string, ReactNode>> = {
  bold: <BoldIcon />,
  italic: <ItalicIcon />,
  'bullet-list': <PropertiesIcon />,
  'ordered-list': <NumberedListIcon />,
  link: <LinkIcon />,
  image: <MediaIcon />,
  undo: <UndoIcon />,
  redo: <RedoIcon />,
};

const MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export interface RichTextToolbarProps {
  readonly actions: readonly ToolbarAction[];
  /** The id of the editable area the toolbar acts on. */
  readonly controls: string;
  readonly label: string;
}

/**
 * The editor's toolbar (WAI-ARIA toolbar pattern): one Tab stop, the arrow keys, Home and End move between
 * its buttons (roving tabindex); toggles say aria-pressed; an unavailable button stays focusable with
 * aria-disabled. Each button's tooltip (hover and focus; Escape hides it) names it with its shortcut,
 * also given to assistive technologies (aria-keyshortcuts, aria-describedby).
 */
export function RichTextToolbar({ actions, controls, label }: RichTextToolbarProps) {
  const idPrefix = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [active, setActive] = useState(0);
  const [tooltipsHidden, setTooltipsHidden] = useState(false);
  const current = Math.min(active, actions.length - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      setTooltipsHidden(true);
      return;
    }
    const move = MOVES[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = move(current, actions.length);
    setActive(next);
    buttons.current[next]?.focus();
  };

  const groups: { group: ToolbarGroup; items: { action: ToolbarAction; index: number }[] }[] = [];
  actions.forEach((action, index) => {
    const last = groups.at(-1);
    if (last?.group === action.group) last.items.push({ action, index });
    else groups.push({ group: action.group, items: [{ action, index }] });
  });

  return (
    <div
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      className={`rte-toolbar${tooltipsHidden ? ' rte-toolbar-quiet' : ''}`}
      onKeyDown={onKeyDown}
      onMouseMove={() => setTooltipsHidden(false)}
    >
      {groups.map(({ group, items }) => (
        <div key={group} role="group" aria-label={TOOLBAR_GROUP_LABELS[group]} className="rte-group">
          {items.map(({ action, index }) => {
            const tipId = `${idPrefix}-${action.id}-tip`;
            const icon = ICONS[action.id];
            return (
              <span key={action.id} className="rte-tool">
                <button
                  ref={(element) => {
                    buttons.current[index] = element;
                  }}
                  type="button"
                  className={`rte-button${icon === undefined ? ' rte-button-text' : ''}`}
                  tabIndex={index === current ? 0 : -1}
                  aria-label={icon === undefined ? undefined : action.label}
                  aria-pressed={action.pressed ?? undefined}
                  aria-disabled={action.disabled || undefined}
                  aria-keyshortcuts={action.keyShortcuts ?? undefined}
                  aria-describedby={action.shortcut === null ? undefined : tipId}
                  data-action={action.id}
                  onFocus={() => {
                    setActive(index);
                    setTooltipsHidden(false);
                  }}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    if (!action.disabled) action.run();
                  }}
                >
                  {icon ?? action.label}
                </button>
                <span className="rte-tooltip" aria-hidden={action.shortcut === null ? true : undefined}>
                  <span aria-hidden="true">{action.label}</span>
                  {action.shortcut === null ? null : (
                    <kbd id={tipId} className="rte-shortcut">
                      {action.shortcut}
                    </kbd>
                  )}
                </span>
              </span>
            );
          })}
        </div>
      ))}
    </div>
  );
}
