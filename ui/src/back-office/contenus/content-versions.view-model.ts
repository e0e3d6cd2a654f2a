import type { AdminContentsPort, RestoreContentVersion } from '@portail/application';
import type { ContentDetail, ContentVersionSummary } from '@portail/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import { contentDiff } from './content-diff.ts';
import type { ContentDiff } from './content-diff.ts';

export interface ContentVersionsDeps {
  readonly contents: Pick<AdminContentsPort, 'listVersions' | 'getVersion'>;
  readonly restore: Pick<RestoreContentVersion, 'execute'>;
  readonly announce: (text: string) => void;
}

/** The diff shown: from the older version to the newer one. */
export interface VersionComparison {
  readonly from: number;
  readonly to: number;
  readonly diff: ContentDiff;
}

/**
 * « Versions »: every published version with author and date, the diff between two of them, and « Restaurer »
 * (after a confirmation), which publishes an earlier version again as the newest one.
 */
export class ContentVersionsViewModel {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  versions: readonly ContentVersionSummary[] = [];
  from: number | null = null;
  to: number | null = null;
  comparison: VersionComparison | null = null;
  restoreAsked: number | null = null;
  restoring = false;
  failure: string | null = null;

  constructor(
    private readonly deps: ContentVersionsDeps,
    readonly id: string,
  ) {
    makeAutoObservable<ContentVersionsViewModel, 'deps'>(this, { deps: false, id: false });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const listed = await this.deps.contents.listVersions(this.id);
    runInAction(() => {
      if (!listed.ok) {
        this.status = 'failed';
        this.failure = listed.error.message;
        return;
      }
      this.versions = [...listed.value].sort((a, b) => b.number - a.number);
      this.status = 'ready';
      this.failure = null;
      // By default: the newest version against the one before it.
      this.to = this.versions[0]?.number ?? null;
      this.from = this.versions[1]?.number ?? null;
    });
  }

  setFrom(number: number): void {
    this.from = number;
  }

  setTo(number: number): void {
    this.to = number;
  }

  /** Compares the two chosen versions (older → newer, whatever the order chosen). */
  async compare(): Promise<void> {
    if (this.from === null || this.to === null) return;
    const [older, newer] = this.from < this.to ? [this.from, this.to] : [this.to, this.from];
    const [before, after] = await Promise.all([
      this.deps.contents.getVersion(this.id, older),
      this.deps.contents.getVersion(this.id, newer),
    ]);
    runInAction(() => {
      if (!before.ok || !after.ok) {
        this.failure = before.ok ? (after.ok ? null : after.error.message) : before.error.message;
        return;
      }
      this.failure = null;
      const diff = contentDiff(
        `${before.value.title}\n${before.value.content}`,
        `${after.value.title}\n${after.value.content}`,
      );
      this.comparison = { from: older, to: newer, diff };
    });
  }

  askRestore(number: number): void {
    this.restoreAsked = number;
  }

  cancelRestore(): void {
    this.restoreAsked = null;
  }

  /** Publishes the asked version again, on the item seen at `version`; the item as it now is, or null. */
  async confirmRestore(version: number): Promise<ContentDetail | null> {
    const number = this.restoreAsked;
    if (number === null || this.restoring) return null;
    this.restoring = true;
    const restored = await this.deps.restore.execute(this.id, number, version);
    const item = runInAction(() => {
      this.restoring = false;
      this.restoreAsked = null;
      if (restored.kind !== 'done') {
        this.failure = restored.message.message;
        return null;
      }
      this.failure = null;
      this.deps.announce(`Version ${String(number)} restaurée : elle est publiée.`);
      return restored.value;
    });
    if (item !== null) await this.load();
    return item;
  }
}
