import type { Context, Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import type { EmulatorContext } from '../context'
import type { Env } from '../http/env'
import type { Webhooks } from '../platform/webhooks/index'

/** Path of the server-sent events stream of recorded events. */
export const EVENT_STREAM_PATH = '/_emulator/events/stream'

/** Events read per turn of a stream. */
const BATCH = 100
/** A comment line this often keeps proxies and idle timeouts from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000

/** Event types asked for with `?events=a,b` (or repeated); undefined for every type. */
function wantedTypes(c: Context<Env>): Set<string> | undefined {
  const types = (c.req.queries('events') ?? [])
    .flatMap((value) => value.split(','))
    .map((type) => type.trim())
    .filter(Boolean)
  return types.length && !types.includes('*') ? new Set(types) : undefined
}

/**
 * `GET /_emulator/events/stream`: every event recorded from now on (or after the `Last-Event-ID`
 * a reconnecting client sends), as server-sent events, each with its log position as `id` and as
 * data `{ event, body }`: the event in the envelope of `/_emulator/events`, and the body a webhook
 * POST of it carries (the signed JWT). `storefront-emulator listen` forwards these. Behind the
 * control API's guard, like every `/_emulator` call. Answers a closer to call when the emulator
 * stops, which ends every open stream.
 *
 * @example
 * ```ts
 * const streams = installEventStream(app, ctx, webhooks)
 * // later: streams.close()
 * ```
 */
export function installEventStream(
  app: Hono<Env>,
  ctx: EmulatorContext,
  webhooks: Webhooks,
): { close(): void } {
  const open = new Set<() => void>()
  app.get(EVENT_STREAM_PATH, async (c) => {
    const wanted = wantedTypes(c)
    const resumeAt = Number(c.req.header('last-event-id'))
    // Fixed before the answer starts: whatever a client does once it sees the headers is streamed.
    let cursor =
      Number.isSafeInteger(resumeAt) && resumeAt >= 0
        ? resumeAt
        : await ctx.lock(() => ctx.events.lastSeq())
    return streamSSE(c, async (stream) => {
      let wake = () => {}
      let ended = false
      const end = () => {
        ended = true
        wake()
      }
      open.add(end)
      stream.onAbort(end)
      const unsubscribe = ctx.events.onRecord(() => wake())
      try {
        while (!ended) {
          const changed = new Promise<void>((resolve) => {
            wake = resolve
          })
          const batch = await ctx.lock(() => {
            if (ended) return []
            webhooks.loadKey()
            return ctx.events.after(cursor, BATCH)
          })
          for (const { seq, event } of batch) {
            cursor = seq
            if (wanted && !wanted.has(event.metadata.eventType)) continue
            const body = await webhooks.sign(event)
            await stream.writeSSE({ id: String(seq), data: JSON.stringify({ event, body }) })
          }
          if (batch.length === BATCH) continue
          let keepAlive: ReturnType<typeof setTimeout> | undefined
          const quiet = new Promise<boolean>((resolve) => {
            keepAlive = setTimeout(() => resolve(true), KEEP_ALIVE_MS)
          })
          if (await Promise.race([changed.then(() => false), quiet]))
            await stream.write(': keep-alive\n\n')
          clearTimeout(keepAlive)
        }
      } catch {
        // The client went away mid-write, or the emulator closed its database: the stream ends.
      } finally {
        unsubscribe()
        open.delete(end)
      }
    })
  })
  return {
    close() {
      for (const end of open) end()
    },
  }
}
