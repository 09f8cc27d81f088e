/** One server-sent event. */
export interface StreamMessage {
  /** `event:` field; `message` when absent. */
  event: string
  /** `data:` lines joined by newlines. */
  data: string
  /** `id:` field, when the message had one. */
  id?: string
}

/**
 * The messages of a `text/event-stream` body, as the HTML standard parses them: `field: value`
 * lines, comment lines (`:`) ignored, a blank line ending a message. Ends with the body.
 *
 * @example
 * ```ts
 * const res = await fetch(`${url}/_emulator/events/stream`)
 * for await (const message of readEventStream(res.body)) console.log(JSON.parse(message.data))
 * ```
 */
export async function* readEventStream(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<StreamMessage> {
  let buffered = ''
  let data: string[] = []
  let event = ''
  let id: string | undefined
  const decoder = new TextDecoder()
  const reader = body.getReader()
  try {
    for (;;) {
      const { value, done } = await reader.read()
      buffered += done ? decoder.decode() : decoder.decode(value, { stream: true })
      const lines = buffered.split(/\r\n|\r|\n/)
      // The last piece may be half a line (or a `\r` whose `\n` comes in the next chunk).
      buffered = done ? '' : (lines.pop() ?? '')
      for (const line of lines) {
        if (line === '') {
          if (data.length)
            yield {
              event: event || 'message',
              data: data.join('\n'),
              ...(id !== undefined && { id }),
            }
          data = []
          event = ''
          continue
        }
        if (line.startsWith(':')) continue
        const colon = line.indexOf(':')
        const field = colon === -1 ? line : line.slice(0, colon)
        const raw = colon === -1 ? '' : line.slice(colon + 1)
        const text = raw.startsWith(' ') ? raw.slice(1) : raw
        if (field === 'data') data.push(text)
        else if (field === 'event') event = text
        else if (field === 'id' && !text.includes('\0')) id = text
      }
      if (done) return
    }
  } finally {
    reader.releaseLock()
  }
}
