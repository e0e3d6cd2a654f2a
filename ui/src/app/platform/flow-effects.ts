import type { CatalogueMessage } from '@portail/domain';
import type { NavigationPort } from '@portail/application';
import type { ToastIntent, ToastService } from '../../widgets/toasts/toast.service.ts';
import type { NavigateTarget, RedirectTarget } from './account-recovery.use-cases.ts';

/** A scheduled callback that can be called off. */
export interface CancellableTask {
  cancel(): void;
}

/** Runs a task once after a delay (setTimeout in the browser, a fake clock in tests). */
export interface TaskScheduler {
  schedule(delayMs: number, task: () => void): CancellableTask;
}

/** What a view-model of the account area does to the outside world: toasts, navigation, redirects. */
export interface FlowEffects {
  readonly toasts: Pick<ToastService, 'show'>;
  readonly navigation: NavigationPort;
  readonly scheduler: TaskScheduler;
}

const INTENTS: Readonly<Record<CatalogueMessage['severity'], ToastIntent>> = {
  danger: 'danger',
  success: 'success',
  info: 'primary',
};

/** Shows a catalogue message (spec §8) as a toast: danger / success style, server message as detail. */
export function showCatalogueToast(toasts: Pick<ToastService, 'show'>, message: CatalogueMessage): void {
  toasts.show(
    message.detail === undefined
      ? { intent: INTENTS[message.severity], message: message.message }
      : { intent: INTENTS[message.severity], message: message.message, detail: message.detail },
  );
}

/** The hash-route of a navigation intent: 'display-email?origine=forgot-username'. */
export function routeOf(target: NavigateTarget): string {
  const query = new URLSearchParams(target.query ?? {}).toString();
  return query === '' ? target.route : `${target.route}?${query}`;
}

export function navigateTo(navigation: NavigationPort, target: NavigateTarget): void {
  navigation.navigate(routeOf(target));
}

/** Performs a redirect intent now, or after its delay (the returned task lets a screen call it off). */
export function redirectTo(effects: FlowEffects, target: RedirectTarget): CancellableTask | undefined {
  if (target.delayMs === undefined || target.delayMs <= 0) {
    effects.navigation.redirect(target.url);
    return undefined;
  }
  return effects.scheduler.schedule(target.delayMs, () => effects.navigation.redirect(target.url));
}

/** The browser scheduler. */
export const timeoutScheduler: TaskScheduler = {
  schedule(delayMs, task) {
    const handle = setTimeout(task, delayMs);
    return { cancel: () => clearTimeout(handle) };
  },
};
