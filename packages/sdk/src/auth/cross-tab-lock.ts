import type { TokenLock } from './tokens'

/** The Web Locks API, where the runtime has it (browsers, Deno). */
interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>
}

const inProcess = new Map<string, Promise<unknown>>()

/**
 * Milliseconds the lock stays held after the work is done. Tabs may run in different processes,
 * and a write to `localStorage` reaches the others a moment later: without this, the next tab
 * could take the lock, still read the old tokens and renew a second time. The caller does not
 * wait for it (its result is handed over at once); only another tab's renewal does.
 */
const SETTLE_MS = 100

/**
 * A lock shared by every tab of the browser (Web Locks, `navigator.locks`), so two tabs never
 * renew tokens at the same time; where Web Locks are missing, a lock shared within this page.
 * Storages that tabs share (`localStorageAdapter`, `cookieStorage`) use it by default.
 *
 * @example
 * ```ts
 * const storage = { ...myStorage, lock: crossTabLock('my-shop.tokens') }
 * ```
 */
export function crossTabLock(name: string): TokenLock {
  const key = `storefront-kit:${name}`
  return <T>(work: () => Promise<T>): Promise<T> => {
    const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks
    if (locks && typeof locks.request === 'function')
      return new Promise<T>((resolve, reject) => {
        locks
          .request(key, async () => {
            await work().then(resolve, reject)
            await new Promise((settle) => setTimeout(settle, SETTLE_MS))
          })
          .catch(reject)
      })
    const previous = inProcess.get(key) ?? Promise.resolve()
    const result = previous.then(work, work)
    const tail = result.catch(() => undefined)
    inProcess.set(key, tail)
    tail.then(() => {
      if (inProcess.get(key) === tail) inProcess.delete(key)
    })
    return result
  }
}
