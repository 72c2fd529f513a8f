// A Web Storage stand-in with knobs for the ways real localStorage misbehaves.

export interface MemoryStorageOptions {
  /** setItem throws a QuotaExceededError when the value is longer than this. */
  maxValueLength?: number
  /** getItem throws (as some blocked storages do). */
  failGet?: boolean
  /** removeItem throws. */
  failRemove?: boolean
}

export function quotaError(): DOMException {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError')
}

export class MemoryStorage implements Storage {
  readonly data = new Map<string, string>()
  /** Every value setItem was asked to store, accepted or not. */
  readonly attempts: Array<{ key: string; value: string }> = []
  options: MemoryStorageOptions

  constructor(options: MemoryStorageOptions = {}) {
    this.options = options
  }

  get length(): number {
    return this.data.size
  }

  clear(): void {
    this.data.clear()
  }

  key(index: number): string | null {
    return [...this.data.keys()][index] ?? null
  }

  getItem(key: string): string | null {
    if (this.options.failGet) throw new DOMException('blocked', 'SecurityError')
    return this.data.has(key) ? this.data.get(key)! : null
  }

  setItem(key: string, value: string): void {
    this.attempts.push({ key, value })
    const max = this.options.maxValueLength
    if (max !== undefined && value.length > max) throw quotaError()
    this.data.set(key, String(value))
  }

  removeItem(key: string): void {
    if (this.options.failRemove) throw new DOMException('blocked', 'SecurityError')
    this.data.delete(key)
  }
}
