import type { LiveAnnouncerStore } from './live-announcer.store.ts';

/** Toast kinds; they map to Blueprint intents (alert styles, spec §9). */
export type ToastIntent = 'success' | 'danger' | 'warning' | 'primary';

export interface ToastRequest {
  readonly intent: ToastIntent;
  /** The catalogue message (French, spec §8). */
  readonly message: string;
  /** Extra detail, e.g. the server's message on a danger toast. */
  readonly detail?: string;
  /** The item's own display time; otherwise the client's delay. */
  readonly timeoutMs?: number;
}

export interface ToastService {
  show(toast: ToastRequest): void;
}

/** What is handed to the renderer: the request with its final display time. */
export interface RenderedToast {
  readonly intent: ToastIntent;
  readonly message: string;
  readonly detail: string | null;
  readonly timeoutMs: number;
  /**
   * The same for identical toasts: one still shown is refreshed instead of stacking a copy (issue 22 #15: the
   * terms toast on each submit, one consent toast per answer).
   */
  readonly key: string;
}

/** Draws toasts (Blueprint OverlayToaster, loaded on the first toast). */
export interface ToastRenderer {
  render(toast: RenderedToast): void;
}

export interface ToastCenterDeps {
  /** Loads the renderer; called once, on the first toast. */
  readonly loadRenderer: () => Promise<ToastRenderer>;
  /** The current display time (client configuration `delaiToasts`, default 5000 ms). */
  readonly delayMs: () => number;
  readonly announcer: Pick<LiveAnnouncerStore, 'announce'>;
  /** Where a renderer that cannot load is reported (the toast was still announced). */
  readonly reportError: (error: unknown) => void;
}

/** The text read by screen readers and shown in the toast. */
export function toastText(toast: Pick<ToastRequest, 'message' | 'detail'>): string {
  const detail = toast.detail?.trim() ?? '';
  return detail === '' ? toast.message : `${toast.message} ${detail}`;
}

/**
 * The toast service: announces every toast in the shell's live region at once and draws it with the
 * lazily loaded renderer (so the toaster stays out of the first-load bundle).
 */
export class ToastCenter implements ToastService {
  private renderer: Promise<ToastRenderer> | null = null;

  constructor(private readonly deps: ToastCenterDeps) {}

  show(toast: ToastRequest): void {
    const detail = toast.detail?.trim() || null;
    const rendered: RenderedToast = {
      intent: toast.intent,
      message: toast.message,
      detail,
      timeoutMs: toast.timeoutMs ?? this.deps.delayMs(),
      key: [toast.intent, toast.message, detail ?? ''].join('\u0000'),
    };
    this.deps.announcer.announce(toastText(toast), toast.intent === 'danger' ? 'assertive' : 'polite');
    this.rendererOnce().then(
      (renderer) => renderer.render(rendered),
      (error: unknown) => this.deps.reportError(error),
    );
  }

  private rendererOnce(): Promise<ToastRenderer> {
    if (this.renderer === null) {
      const loading = this.deps.loadRenderer();
      this.renderer = loading;
      // A failed load may be retried by the next toast.
      loading.catch(() => {
        if (this.renderer === loading) this.renderer = null;
      });
    }
    return this.renderer;
  }
}
