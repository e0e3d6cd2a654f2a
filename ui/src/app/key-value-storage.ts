/** The part of the Web Storage API the UI uses (local preferences such as the closed mobile banner). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** A Web Storage that may be unavailable (private mode, blocked storage): reads give null, writes are kept in memory. */
export class SafeKeyValueStorage implements KeyValueStorage {
  private readonly memory = new Map<string, string>();

  constructor(
    private readonly storage: () => KeyValueStorage,
    private readonly reportError: (error: unknown) => void,
  ) {}

  getItem(key: string): string | null {
    if (this.memory.has(key)) return this.memory.get(key) ?? null;
    try {
      return this.storage().getItem(key);
    } catch (error: unknown) {
      this.reportError(error);
      return null;
    }
  }

  setItem(key: string, value: string): void {
    this.memory.set(key, value);
    try {
      this.storage().setItem(key, value);
    } catch (error: unknown) {
      this.reportError(error);
    }
  }
}
