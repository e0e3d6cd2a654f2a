import { makeAutoObservable } from 'mobx';

export type Politeness = 'polite' | 'assertive';

/**
 * Text of the two persistent live regions of the shell. A repeated message is still announced: each
 * announcement bumps a sequence number the component uses as a key, so the region's text node is replaced.
 */
export class LiveAnnouncerStore {
  polite = '';
  assertive = '';
  sequence = 0;

  constructor() {
    makeAutoObservable(this);
  }

  announce(message: string, politeness: Politeness = 'polite'): void {
    this.sequence += 1;
    if (politeness === 'assertive') {
      this.assertive = message;
      this.polite = '';
    } else {
      this.polite = message;
      this.assertive = '';
    }
  }

  clear(): void {
    this.polite = '';
    this.assertive = '';
  }
}
