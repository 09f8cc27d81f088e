import { parseArgs } from 'node:util'
import { EVENT_STREAM_PATH } from '../control/event-stream'
import { CONTROL_TOKEN_HEADER } from '../http/control-guard'
import type { RecordedEvent } from '../platform/events'
import { createPoster } from '../platform/webhooks/poster'
import { readEventStream } from './sse-reader'

export const LISTEN_USAGE = `storefront-emulator listen [--forward-to URL] [--events TYPE,…] [--emulator URL] [--control-token TOKEN]

  --forward-to URL      POST each event there as the platform would: the signed JWT as the body,
                        1250 ms to answer; prints the answer (default: only print the events)
  --events TYPE,…       only these event types (comma-separated or repeated; default every type)
  --emulator URL        the running emulator (default http://127.0.0.1:4010)
  --control-token TOKEN the emulator's control token (default: $STOREFRONT_EMULATOR_CONTROL_TOKEN)`

/** What `listen` does. */
export interface ListenOptions {
  emulator: string
  forwardTo?: string
  events: string[]
  controlToken?: string
}

/** Where `listen` writes, and what stops it. */
export interface ListenIo {
  print(line: string): void
  signal: AbortSignal
}

const RECONNECT_MS = 1000

/** The options of `listen`'s arguments; throws a message for the user when they are wrong. */
export function parseListenArgs(argv: string[]): ListenOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      'forward-to': { type: 'string' },
      events: { type: 'string', multiple: true },
      emulator: { type: 'string', default: 'http://127.0.0.1:4010' },
      'control-token': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help) return 'help'
  const url = (name: string, text: string) => {
    if (!URL.canParse(text) || !/^https?:$/.test(new URL(text).protocol))
      throw new Error(`--${name} must be an http(s) URL, not ${text}`)
    return text.replace(/\/+$/, '')
  }
  const controlToken =
    values['control-token'] ?? (process.env.STOREFRONT_EMULATOR_CONTROL_TOKEN || undefined)
  return {
    emulator: url('emulator', values.emulator),
    ...(values['forward-to'] && { forwardTo: url('forward-to', values['forward-to']) }),
    events: (values.events ?? []).flatMap((list) => list.split(',')).filter(Boolean),
    ...(controlToken && { controlToken }),
  }
}

/** One line per event: time, type, entity and event id. */
const describe = (event: RecordedEvent) =>
  `${event.metadata.eventTime}  ${event.metadata.eventType}  entity ${event.metadata.entityId}  event ${event.metadata.id}`

/**
 * Follows a running emulator's event stream (`/_emulator/events/stream`), prints each event and,
 * with `forwardTo`, POSTs its signed body there and prints the answer. Reconnects after a lost
 * connection, resuming after the last event it saw. Resolves when `io.signal` aborts; rejects when
 * the first connection fails (the emulator is not there, or refuses the control token).
 *
 * @example
 * ```ts
 * const stop = new AbortController()
 * await listen({ emulator: 'http://127.0.0.1:4010', forwardTo: 'http://localhost:3000/webhooks', events: [] },
 *   { print: console.log, signal: stop.signal })
 * ```
 */
export async function listen(options: ListenOptions, io: ListenIo): Promise<void> {
  const query = options.events.length
    ? `?events=${encodeURIComponent(options.events.join(','))}`
    : ''
  const headers: Record<string, string> = options.controlToken
    ? { [CONTROL_TOKEN_HEADER]: options.controlToken }
    : {}
  let lastId: string | undefined
  let connected = false
  const poster = createPoster()
  io.signal.addEventListener('abort', () => poster.close())
  try {
    await follow()
  } finally {
    poster.close()
  }

  async function follow() {
    while (!io.signal.aborted) {
      let res: Response
      try {
        res = await fetch(`${options.emulator}${EVENT_STREAM_PATH}${query}`, {
          headers: { ...headers, ...(lastId && { 'last-event-id': lastId }) },
          signal: io.signal,
        })
        if (!res.ok || !res.body) {
          const answer = (await res.json().catch(() => ({}))) as { message?: string }
          throw new Error(
            `the emulator answered ${res.status}: ${answer.message ?? res.statusText}`,
          )
        }
      } catch (error) {
        if (io.signal.aborted) return
        const cause = (error as { cause?: { code?: string; message?: string } }).cause
        const reason = cause?.code ?? cause?.message ?? (error as Error).message
        if (!connected) throw new Error(`cannot follow ${options.emulator}: ${reason}`)
        await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS))
        continue
      }
      io.print(
        connected
          ? 'Reconnected.'
          : `Ready: events of ${options.emulator}${options.forwardTo ? ` → ${options.forwardTo}` : ''} (Ctrl-C to stop)`,
      )
      connected = true
      try {
        for await (const message of readEventStream(res.body)) {
          lastId = message.id ?? lastId
          const { event, body } = JSON.parse(message.data) as { event: RecordedEvent; body: string }
          io.print(describe(event))
          if (!options.forwardTo) continue
          const answer = await poster.post(options.forwardTo, body)
          if (io.signal.aborted) return
          io.print(
            answer.status
              ? `  → ${answer.status} in ${answer.latencyMs} ms${answer.answer ? `: ${answer.answer.replace(/\s+/g, ' ').trim()}` : ''}`
              : `  → no answer (${answer.error}) after ${answer.latencyMs} ms`,
          )
        }
      } catch {
        // The connection dropped mid-stream; reconnect below.
      }
      if (!io.signal.aborted) io.print('Lost the emulator; reconnecting…')
    }
  }
}

/**
 * `storefront-emulator listen …`: reads the arguments and follows the emulator until Ctrl-C. A
 * wrong argument or a first connection that fails ends the process with code 2 or 1.
 *
 * @example
 * ```ts
 * await runListen(['--forward-to', 'http://localhost:3000/webhooks'])
 * ```
 */
export async function runListen(argv: string[]): Promise<void> {
  let options: ReturnType<typeof parseListenArgs>
  try {
    options = parseListenArgs(argv)
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${LISTEN_USAGE}\n`)
    process.exit(2)
  }
  if (options === 'help') {
    process.stdout.write(`${LISTEN_USAGE}\n`)
    return
  }
  const stop = new AbortController()
  process.once('SIGINT', () => stop.abort())
  process.once('SIGTERM', () => stop.abort())
  await listen(options, {
    print: (line) => process.stdout.write(`${line}\n`),
    signal: stop.signal,
  }).catch((error: Error) => {
    process.stderr.write(`${error.message}\n`)
    process.exit(1)
  })
}
