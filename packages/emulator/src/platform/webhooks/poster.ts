import { Worker } from 'node:worker_threads'
import { RECEIVER_DEADLINE_MS } from './schedule'

/** What a receiver answered to one webhook POST. */
export interface PostResult {
  /** HTTP status; 0 when there was no answer. */
  status: number
  latencyMs: number
  /** Why there was no answer: `timeout`, the connection error's code, or `stopped`. */
  error?: string
  /** The start of the answer's body, for tools that show it. */
  answer?: string
}

/**
 * The worker that POSTs: a webhook body (the JWT, as text) to a receiver the way the platform
 * does, answer within the deadline, redirects not followed (only a 200 counts), the answer
 * complete before it counts. Plain JavaScript evaluated as the worker's source, because no worker
 * file path works alike from the sources (tests, `npm start`) and from the ESM and CJS builds.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads')
const reason = (error, timedOut) => {
  if (timedOut) return 'timeout'
  const cause = error && error.cause
  return (cause && (cause.code || cause.message)) || (error && error.message) || String(error)
}
parentPort.on('message', async ({ id, url, body, deadlineMs }) => {
  const deadline = AbortSignal.timeout(deadlineMs)
  const started = performance.now()
  const latencyMs = () => Math.round(performance.now() - started)
  try {
    const res = await fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'text/plain' },
      redirect: 'manual',
      signal: deadline,
    })
    const text = await res.text()
    parentPort.postMessage({ id, status: res.status, latencyMs: latencyMs(), answer: text.slice(0, 200) })
  } catch (error) {
    parentPort.postMessage({ id, status: 0, latencyMs: latencyMs(), error: reason(error, deadline.aborted) })
  }
})`

/** POSTs webhook bodies from a worker thread. */
export interface Poster {
  post(url: string, body: string): Promise<PostResult>
  /** Ends the worker; posts still in flight answer `{ status: 0, error: 'stopped' }`. */
  close(): void
}

/**
 * POSTs webhooks from a worker thread, started on the first post: the HTTP work of deliveries
 * (ten endpoints make ten POSTs per event) never runs on the thread that answers API calls.
 *
 * @example
 * ```ts
 * const poster = createPoster()
 * const { status, latencyMs } = await poster.post('http://localhost:3000/webhooks', jwt)
 * poster.close()
 * ```
 */
export function createPoster(): Poster {
  let worker: Worker | undefined
  let closed = false
  let next = 0
  const pending = new Map<number, (result: PostResult) => void>()
  const failAll = (error: string) => {
    for (const resolve of pending.values()) resolve({ status: 0, latencyMs: 0, error })
    pending.clear()
  }
  const start = () => {
    const started = new Worker(WORKER_SOURCE, { eval: true })
    // Waiting for receivers must not keep a script or a test process alive.
    started.unref()
    started.on('message', ({ id, ...result }: PostResult & { id: number }) => {
      pending.get(id)?.(result)
      pending.delete(id)
    })
    started.on('error', (error) => failAll(`worker failed: ${error.message}`))
    started.on('exit', () => {
      worker = undefined
      failAll('stopped')
    })
    return started
  }
  return {
    post(url, body) {
      if (closed) return Promise.resolve({ status: 0, latencyMs: 0, error: 'stopped' })
      worker ??= start()
      const id = next++
      const answered = new Promise<PostResult>((resolve) => pending.set(id, resolve))
      worker.postMessage({ id, url, body, deadlineMs: RECEIVER_DEADLINE_MS })
      return answered
    },
    close() {
      closed = true
      void worker?.terminate()
      failAll('stopped')
    },
  }
}
