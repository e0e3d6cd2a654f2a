import type { ConsultationPort, ScheduledTask, UseCaseClock, UseCaseScheduler } from '@portail/application';
import type { CatalogueMessage, ConsultationBannerFacts } from '@portail/domain';
import { consultationBannerText, consultationMinutesLeft } from '@portail/domain';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';

export interface ConsultationBannerDeps {
  readonly consultation: Pick<ConsultationPort, 'recordScreen' | 'end'>;
  readonly clock: UseCaseClock;
  readonly scheduler: UseCaseScheduler;
  /** The shell's polite live region: only the last minutes and the end are read out, not every minute. */
  readonly announce: (message: string) => void;
  readonly notify: (message: CatalogueMessage) => void;
  /** Back to the back office (the consultation is over). */
  readonly leave: () => void;
}

/** Minutes left at which the live region tells the agent the end is near. */
const ANNOUNCED_MINUTES: readonly number[] = [5, 1];

/**
 * The banner of the consultation mode (issue 27 §1), on every screen of the member's space: its text with the minutes
 * left (refreshed each minute), the record of each screen viewed, « Terminer », and the end at 30 minutes.
 */
export class ConsultationBannerViewModel {
  now: number;
  ending = false;
  private timer: ScheduledTask | null = null;
  private lastScreen: string | null = null;

  constructor(
    private readonly deps: ConsultationBannerDeps,
    private readonly facts: ConsultationBannerFacts,
  ) {
    this.now = deps.clock.now();
    makeObservable<ConsultationBannerViewModel, 'tick'>(this, {
      now: observable,
      ending: observable,
      text: computed,
      minutesLeft: computed,
      tick: action,
    });
  }

  get text(): string {
    return consultationBannerText(this.facts, new Date(this.now));
  }

  get minutesLeft(): number {
    return consultationMinutesLeft(this.facts.endsAt, new Date(this.now));
  }

  /** Starts the minute count (call once the banner is on screen). */
  start(): void {
    this.schedule();
  }

  dispose(): void {
    this.timer?.cancel();
    this.timer = null;
  }

  /** A screen of the member's space is shown: written to the back office's history (once per path in a row). */
  async screenViewed(path: string): Promise<void> {
    if (path === this.lastScreen || this.ending) return;
    this.lastScreen = path;
    const recorded = await this.deps.consultation.recordScreen(path);
    if (!recorded.ok && recorded.error.status === 404) this.finish('La consultation est terminée.');
  }

  /** « Terminer »: the consultation ends on the server, then the agent goes back to the back office. */
  async end(): Promise<void> {
    if (this.ending) return;
    runInAction(() => (this.ending = true));
    const ended = await this.deps.consultation.end();
    if (!ended.ok && ended.error.status !== 404) {
      runInAction(() => (this.ending = false));
      this.deps.notify(ended.error);
      return;
    }
    this.dispose();
    this.deps.leave();
  }

  private schedule(): void {
    const left = this.facts.endsAt.getTime() - this.deps.clock.now();
    if (left <= 0) {
      this.finish('La consultation est terminée : les 30 minutes sont écoulées.');
      return;
    }
    // Just past the next whole minute of the count (when the minutes left drop by one), or the end itself.
    this.timer = this.deps.scheduler.schedule(Math.min((left % 60_000) + 1, left), () => this.tick());
  }

  private tick(): void {
    this.now = this.deps.clock.now();
    const minutes = this.minutesLeft;
    if (ANNOUNCED_MINUTES.includes(minutes) && this.facts.endsAt.getTime() > this.now)
      this.deps.announce(`La consultation se termine dans ${minutes} min.`);
    this.schedule();
  }

  private finish(message: string): void {
    this.dispose();
    runInAction(() => (this.ending = true));
    this.deps.announce(message);
    this.deps.leave();
  }
}
