import { request as httpRequest, type IncomingMessage } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { type RunningEmulator, startEmulator } from '../src/server'
import { testEmulator } from './support/emulator'

/**
 * Limits of what a request may be: every refusal is the platform's envelope with a request id,
 * never a 500 and never an empty answer, and an oversized body is refused while it streams.
 */
let served: RunningEmulator | undefined
afterEach(async () => {
  await served?.close()
  served = undefined
})

const MB = 1024 * 1024
type Envelope = { message: string; details: { applicationError?: { code: string; data: object } } }

/** Heap plus memory outside it (buffers): what a buffered body would grow. */
const used = () => {
  const { heapUsed, external } = process.memoryUsage()
  return heapUsed + external
}

/**
 * Streams `total` bytes to `path` in 64 KB chunks (honouring back-pressure), stopping as soon as
 * the answer arrives. Resolves with the answer and the most memory in use at any point meanwhile.
 */
function streamBody(url: string, path: string, total: number, headers: Record<string, string>) {
  const chunk = Buffer.alloc(64 * 1024, 'a')
  const { hostname, port } = new URL(url)
  return new Promise<{ res: IncomingMessage; body: string; peak: number }>((resolve, reject) => {
    let peak = used()
    let answered = false
    const req = httpRequest({ host: hostname, port, path, method: 'POST', headers }, (res) => {
      answered = true
      peak = Math.max(peak, used())
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (part: string) => {
        body += part
      })
      res.on('end', () => {
        req.destroy()
        resolve({ res, body, peak })
      })
    })
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    let sent = 0
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length
        peak = Math.max(peak, used())
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      if (!answered) req.end()
    }
    pump()
  })
}

describe('request body limit', () => {
  it('refuses a 50 MB streamed body with 413 in the envelope, without holding it in memory', async () => {
    served = await startEmulator({ seed: 'empty', maxBodyBytes: MB })
    const before = used()
    const { res, body, peak } = await streamBody(served.url, '/oauth2/token', 50 * MB, {
      'content-type': 'application/json',
      'transfer-encoding': 'chunked',
    })
    expect(res.statusCode).toBe(413)
    expect(res.headers['x-wix-request-id']).toBeTruthy()
    const json = JSON.parse(body) as Envelope
    expect(json.details.applicationError).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      data: { threshold: MB },
    })
    // A buffered body would add 50 MB at least (100 MB as bytes and then text).
    expect(peak - before).toBeLessThan(25 * MB)
  })

  it('refuses a body whose Content-Length is over the limit before reading it', async () => {
    served = await startEmulator({ seed: 'empty', maxBodyBytes: MB })
    const before = used()
    const { res, body, peak } = await streamBody(served.url, '/oauth2/token', 50 * MB, {
      'content-type': 'application/json',
      'content-length': String(50 * MB),
    })
    expect(res.statusCode).toBe(413)
    expect((JSON.parse(body) as Envelope).details.applicationError?.code).toBe('PAYLOAD_TOO_LARGE')
    expect(peak - before).toBeLessThan(25 * MB)
  })

  it('defaults to 10 MB, and accepts a body at the limit', async () => {
    const t = testEmulator()
    try {
      const at = `{"clientId":"${'x'.repeat(10 * MB - 40)}"}`.padEnd(10 * MB, ' ')
      expect(Buffer.byteLength(at)).toBe(10 * MB)
      const ok = await t.call('POST', '/oauth2/token', at)
      expect(ok.status).toBe(400) // read and validated, not refused for its size
      const over = await t.call('POST', '/oauth2/token', `${at} `)
      expect(over.status).toBe(413)
      expect(over.json.details?.applicationError).toMatchObject({ data: { threshold: 10 * MB } })
      expect(over.json.message).toBe('The request body may be at most 10 MB')
    } finally {
      t.close()
    }
  })
})

describe('what Node refuses before the app sees it', () => {
  it('answers a URL over the header limit with 431 in the envelope and a request id', async () => {
    served = await startEmulator({ seed: 'empty' })
    const res = await fetch(`${served.url}/oauth2/jwks?pad=${'a'.repeat(20_000)}`)
    expect(res.status).toBe(431)
    expect(res.headers.get('x-wix-request-id')).toBeTruthy()
    const json = (await res.json()) as Envelope
    expect(json.details.applicationError?.code).toBe('HEADERS_TOO_LARGE')
    expect(json.message).toMatch(/larger than the server accepts/)
  })

  it('answers headers over the limit the same way', async () => {
    served = await startEmulator({ seed: 'empty' })
    const res = await fetch(`${served.url}/oauth2/jwks`, {
      headers: { 'x-pad': 'a'.repeat(20_000) },
    })
    expect(res.status).toBe(431)
    expect(res.headers.get('x-wix-request-id')).toBeTruthy()
    expect(((await res.json()) as Envelope).details.applicationError?.code).toBe(
      'HEADERS_TOO_LARGE',
    )
  })

  it('answers an unreadable Host with 400 in the envelope and a request id', async () => {
    served = await startEmulator({ seed: 'empty' })
    const { port } = new URL(served.url)
    const { status, id, body } = await new Promise<{ status?: number; id: unknown; body: string }>(
      (resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path: '/oauth2/jwks', headers: { host: 'not a host' } },
          (res) => {
            let text = ''
            res.setEncoding('utf8')
            res.on('data', (part: string) => {
              text += part
            })
            res.on('end', () =>
              resolve({ status: res.statusCode, id: res.headers['x-wix-request-id'], body: text }),
            )
          },
        )
        req.on('error', reject)
        req.end()
      },
    )
    expect(status).toBe(400)
    expect(id).toBeTruthy()
    expect((JSON.parse(body) as Envelope).details.applicationError?.code).toBe('BAD_REQUEST')
  })
})
