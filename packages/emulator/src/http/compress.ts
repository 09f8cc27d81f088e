import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'
import type { Context, MiddlewareHandler } from 'hono'
import type { Env } from './env'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024

/** Text answers worth compressing (JSON, the hosted pages, scripts, SVG pictures). */
const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/
/** Answers that never end (server-sent events): compressed whole, they would never be sent. */
const STREAMED = /^text\/event-stream/

/** The encodings answers are sent in. */
export type Encoding = 'br' | 'gzip'

/**
 * The encoding to answer in for an `Accept-Encoding` header: brotli or gzip, whichever the client
 * weighs higher (brotli on a tie), none when it accepts neither (`q=0` refuses one, `*` stands
 * for any not named).
 */
export function negotiateEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined
  const weights = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weight = q ? Number(q.slice(2)) : 1
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0)
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0
  const [br, gz] = [weightOf('br'), weightOf('gzip')]
  if (br <= 0 && gz <= 0) return undefined
  return br >= gz ? 'br' : 'gzip'
}

// The fastest level of each: answers are made per call and mostly cross loopback, where bytes are
// cheap and CPU is not. A 42 KB product page: brotli 1 is 5.6 KB in 0.3 ms (quality 5: 4.7 KB in
// 1.2 ms), gzip 1 is 5.8 KB in 1 ms (level 6: 5.1 KB in 2.3 ms).
const brotliOptions = (bytes: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: bytes },
})

/**
 * Answers up to this size are compressed on the spot: for them the stream a compression on the
 * thread pool sets up costs several times the compression itself (2.7 KB to brotli 1: about
 * 50 µs of CPU at once, 240 µs through the pool). Larger ones go to the pool, so one big answer
 * does not hold up the others.
 */
const AT_ONCE_BYTES = 256 * 1024

function compress(body: Uint8Array, encoding: Encoding): Uint8Array | Promise<Uint8Array> {
  if (body.byteLength <= AT_ONCE_BYTES)
    return new Uint8Array(
      encoding === 'br'
        ? brotliCompressSync(body, brotliOptions(body.byteLength))
        : gzipSync(body, { level: 1 }),
    )
  const pending =
    encoding === 'br' ? brotli(body, brotliOptions(body.byteLength)) : gzipAsync(body, { level: 1 })
  return pending.then((bytes) => new Uint8Array(bytes))
}

/**
 * The compressed bytes of recent answers' texts, per encoding; past its size the least recently
 * sent go first (brotli's before gzip's, which only clients without brotli ask for). A shop asks for the same page of products, reviews or members again and again between
 * writes, and the same text always compresses to the same bytes: compressing it once saves what
 * was half of such a read's time.
 */
export class CompressedTexts {
  private readonly kept = { br: new Map<string, Uint8Array>(), gzip: new Map<string, Uint8Array>() }
  private bytes = 0

  /** @param keptBytes what the kept texts and their compressed bytes may add up to. */
  constructor(private readonly keptBytes = 16 * 1024 * 1024) {}

  /**
   * `text` compressed in `encoding`: the kept bytes when it was compressed before.
   *
   * @example
   * ```ts
   * const bytes = await new CompressedTexts().of(JSON.stringify(answer), 'br')
   * ```
   */
  async of(text: string, encoding: Encoding): Promise<Uint8Array> {
    const kept = this.kept[encoding]
    const hit = kept.get(text)
    if (hit) {
      kept.delete(text)
      kept.set(text, hit)
      return hit
    }
    const compressed = await compress(Buffer.from(text), encoding)
    const size = text.length + compressed.byteLength
    if (size > this.keptBytes / 4) return compressed
    if (!kept.has(text)) {
      kept.set(text, compressed)
      this.bytes += size
    }
    this.forgetOldest()
    return compressed
  }

  private forgetOldest(): void {
    for (const kept of [this.kept.br, this.kept.gzip])
      for (const [text, compressed] of kept) {
        if (this.bytes <= this.keptBytes) return
        kept.delete(text)
        this.bytes -= text.length + compressed.byteLength
      }
  }
}

const compressedTexts = new CompressedTexts()

/** Marks an answer {@link answerJson} already encoded: `compressAnswers` leaves it as it is. */
const ENCODED = new WeakSet<Response>()

/**
 * Answers a route's JSON text compressed as the client asks: the work `compressAnswers` does for
 * every other answer, done where the text is at hand, so the answer is not read back from a
 * `Response` and the same text (a page answered again until the next write) is compressed once.
 *
 * @example
 * ```ts
 * return answerJson(c, JSON.stringify(result))
 * ```
 */
export async function answerJson(c: Context<Env>, text: string): Promise<Response> {
  const encoding =
    c.req.method === 'HEAD' ? undefined : negotiateEncoding(c.req.header('accept-encoding'))
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    vary: 'Accept-Encoding',
  }
  let res: Response
  if (!encoding || text.length < COMPRESS_MIN_BYTES) res = c.body(text, 200, headers)
  else {
    headers['content-encoding'] = encoding
    const bytes = await compressedTexts.of(text, encoding)
    headers['content-length'] = String(bytes.byteLength)
    res = c.body(bytes as Uint8Array<ArrayBuffer>, 200, headers)
  }
  ENCODED.add(res)
  return res
}

/**
 * Compresses text answers as the platform's edge does: brotli or gzip, as the client asks
 * (`Vary: Accept-Encoding` either way). Pictures (already compressed), small answers, `HEAD`,
 * bodiless statuses, event streams and answers already encoded pass through untouched.
 *
 * @example
 * ```ts
 * app.use('*', compressAnswers())
 * ```
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const res = c.res
    if (ENCODED.has(res)) return
    const type = res.headers.get('content-type') ?? ''
    if (!COMPRESSIBLE.test(type) || STREAMED.test(type) || !res.body || c.req.method === 'HEAD')
      return
    if (res.headers.has('content-encoding') || res.status === 204 || res.status === 304) return
    res.headers.append('vary', 'Accept-Encoding')
    const encoding = negotiateEncoding(c.req.header('accept-encoding'))
    if (!encoding) return
    const body = new Uint8Array(await res.arrayBuffer())
    const headers = new Headers(res.headers)
    const answer = (bytes: Uint8Array) => {
      // Cleared first: Hono would copy the old answer's headers (its length) onto the new one.
      c.res = undefined
      c.res = new Response(bytes as Uint8Array<ArrayBuffer>, {
        status: res.status,
        statusText: res.statusText,
        headers,
      })
    }
    if (body.byteLength < COMPRESS_MIN_BYTES) return answer(body)
    const compressed = await compress(body, encoding)
    headers.set('content-encoding', encoding)
    headers.set('content-length', String(compressed.byteLength))
    answer(compressed)
  }
}
