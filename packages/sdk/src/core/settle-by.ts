/**
 * `work`, or a rejection with the signal's reason as soon as `signal` aborts: a custom `fetch`
 * (or its body) that ignores the signal cannot hold a call past its timeout or the caller's
 * abort, and a retry wait ends at once.
 */
export const settleBy = <T>(work: Promise<T>, signal?: AbortSignal) =>
  new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal?.reason)
    signal?.aborted ? abort() : signal?.addEventListener('abort', abort)
    work.then(resolve, reject).finally(() => signal?.removeEventListener('abort', abort))
  })
