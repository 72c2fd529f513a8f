// A Web Storage stand-in with a quota on all it holds together, as browsers
// count an origin's storage (the characters of keys and values).
import { MemoryStorage, quotaError } from './memory-storage'

export class FullStorage extends MemoryStorage {
  constructor(public quota: number) {
    super()
  }

  /** The characters held, but those of `except` (a key about to be written over). */
  used(except?: string) {
    let sum = 0
    for (const [k, v] of this.data) if (k !== except) sum += k.length + v.length
    return sum
  }

  override setItem(key: string, value: string) {
    if (this.used(key) + key.length + value.length > this.quota) {
      this.attempts.push({ key, value })
      throw quotaError()
    }
    super.setItem(key, value)
  }
}
