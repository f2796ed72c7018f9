/**
 * A fail-safe slot in `localStorage` (STYLE §13): private modes and disabled storage throw on access,
 * which must never break the page, so reads fall back to `null` and writes are dropped.
 */
export interface StorageSlot {
  get(): string | null;
  set(value: string): void;
  remove(): void;
}

export function createStorageSlot(key: string): StorageSlot {
  return {
    get() {
      try {
        return localStorage.getItem(key);
      } catch {
        return null; // Storage unavailable: behave as if nothing was stored.
      }
    },
    set(value) {
      try {
        localStorage.setItem(key, value);
      } catch {
        // Storage unavailable: the choice lasts for this page view only.
      }
    },
    remove() {
      try {
        localStorage.removeItem(key);
      } catch {
        // Storage unavailable: nothing was stored.
      }
    },
  };
}
