import { request as httpRequest } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { CONTROL_TOKEN_HEADER } from '../src/http/control-guard'
import { startEmulator } from '../src/server'
import { testEmulator } from './support/emulator'

/**
 * The control API can read the API key, reset data and read e-mailed codes, so no web page may
 * reach it: no CORS, JSON-only writes (a page's cross-site post is text/plain, a form or empty),
 * loopback or configured `Host` only (DNS rebinding), and an optional token.
 */
let t: ReturnType<typeof testEmulator>
afterEach(() => t?.close())

const EVIL = 'https://evil.example'
const codeOf = (json: Record<string, unknown>) =>
  (json.details as { applicationError?: { code: string } }).applicationError?.code

describe('no CORS on the control API', () => {
  it('gives a foreign origin no Access-Control-Allow-Origin on /_emulator, as it does on the platform API', async () => {
    t = testEmulator()
    const info = await t.call('GET', '/_emulator/info', undefined, { origin: EVIL })
    expect(info.status).toBe(200)
    expect(info.headers.get('access-control-allow-origin')).toBeNull()
    const jwks = await t.call('GET', '/oauth2/jwks', undefined, { origin: EVIL })
    expect(jwks.headers.get('access-control-allow-origin')).toBe(EVIL)
  })

  it('refuses CORS preflights on /_emulator, and grants them on the platform API', async () => {
    t = testEmulator()
    const preflight = {
      origin: EVIL,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    }
    for (const path of ['/_emulator/reset', '/_emulator/identity/redirect-uris']) {
      const res = await t.call('OPTIONS', path, undefined, preflight)
      expect(res.status).toBe(403)
      expect(codeOf(res.json)).toBe('CROSS_ORIGIN_NOT_ALLOWED')
      expect(res.headers.get('access-control-allow-origin')).toBeNull()
      expect(res.headers.get('access-control-allow-methods')).toBeNull()
    }
    const platform = await t.call('OPTIONS', '/ecom/v1/carts/current', undefined, preflight)
    expect(platform.status).toBe(204)
    expect(platform.headers.get('access-control-allow-origin')).toBe(EVIL)
  })
})

describe('control writes are JSON only', () => {
  it('refuses what a page can post cross-site without asking (text/plain, forms, no type) with 415', async () => {
    t = testEmulator()
    const sneaky: [string, Record<string, string>, string | undefined][] = [
      ['text/plain', { 'content-type': 'text/plain' }, '{"advanceSeconds":3600}'],
      ['text/plain;charset=UTF-8', { 'content-type': 'text/plain;charset=UTF-8' }, '{}'],
      ['a form', { 'content-type': 'application/x-www-form-urlencoded' }, 'advanceSeconds=3600'],
      ['multipart', { 'content-type': 'multipart/form-data; boundary=x' }, '--x--'],
      ['no body and no type', {}, undefined],
    ]
    for (const [what, headers, body] of sneaky) {
      const res = await t.emulator.request('/_emulator/clock', {
        method: 'POST',
        headers: { origin: EVIL, ...headers },
        ...(body !== undefined && { body }),
      })
      const json = (await res.json()) as Record<string, unknown>
      expect(res.status, what).toBe(415)
      expect(codeOf(json), what).toBe('UNSUPPORTED_MEDIA_TYPE')
      expect(res.headers.get('x-wix-request-id'), what).toBeTruthy()
    }
    expect((await t.call('GET', '/_emulator/clock')).json.offsetSeconds).toBe(0)
    const reset = await t.emulator.request('/_emulator/reset', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    })
    expect(reset.status).toBe(415)
  })

  it('accepts JSON, with a charset or without a body', async () => {
    t = testEmulator()
    const res = await t.emulator.request('/_emulator/clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: '{"advanceSeconds":60}',
    })
    expect(res.status).toBe(200)
    const reset = await t.emulator.request('/_emulator/reset', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    })
    expect(reset.status).toBe(200)
  })
})

describe('Host names the control API answers', () => {
  it('refuses a foreign Host with 403, and answers loopback names', async () => {
    t = testEmulator()
    const foreign = await t.emulator.request('http://evil.example:4010/_emulator/info')
    expect(foreign.status).toBe(403)
    const json = (await foreign.json()) as Record<string, unknown>
    expect(codeOf(json)).toBe('HOST_NOT_ALLOWED')
    expect(JSON.stringify(json)).not.toContain(t.emulator.info().apiKey)
    for (const host of ['localhost', '127.0.0.1', '127.8.9.10', '[::1]', 'app.localhost'])
      expect((await t.emulator.request(`http://${host}:4010/_emulator/info`)).status, host).toBe(
        200,
      )
  })

  it('leaves the platform API open to any Host (a storefront on a LAN name)', async () => {
    t = testEmulator()
    expect((await t.emulator.request('http://192.168.1.20:4010/oauth2/jwks')).status).toBe(200)
    expect((await t.emulator.request('http://shop.test/oauth2/jwks')).status).toBe(200)
  })

  it('also answers the public URL host and allowedHosts', async () => {
    t = testEmulator({
      publicUrl: 'https://emulator.example',
      allowedHosts: ['emulator', 'http://192.168.1.20:4010'],
    })
    for (const host of ['emulator.example', 'emulator', '192.168.1.20'])
      expect((await t.emulator.request(`http://${host}/_emulator/health`)).status, host).toBe(200)
    expect((await t.emulator.request('http://other.example/_emulator/health')).status).toBe(403)
  })

  it('refuses a rebound name over real HTTP, where Host comes from the wire', async () => {
    const served = await startEmulator({ seed: 'empty' })
    try {
      const { port } = new URL(served.url)
      const get = (host: string, path: string) =>
        new Promise<number>((resolve, reject) => {
          const req = httpRequest(
            { host: '127.0.0.1', port, path, headers: { host: `${host}:${port}` } },
            (res) => {
              res.resume()
              resolve(res.statusCode ?? 0)
            },
          )
          req.on('error', reject)
          req.end()
        })
      expect(await get('rebind.evil.example', '/_emulator/info')).toBe(403)
      expect(await get('rebind.evil.example', '/oauth2/jwks')).toBe(200)
      expect(await get('localhost', '/_emulator/info')).toBe(200)
      expect(await get('127.0.0.1', '/_emulator/info')).toBe(200)
    } finally {
      await served.close()
    }
  })
})

describe('the control token', () => {
  it('is required in its header on every control call but health, when set', async () => {
    t = testEmulator({ controlToken: 'local-secret' })
    const none = await t.call('GET', '/_emulator/info')
    expect(none.status).toBe(401)
    expect(JSON.stringify(none.json)).not.toContain(t.emulator.info().apiKey)
    expect(
      (await t.call('GET', '/_emulator/outbox', undefined, { [CONTROL_TOKEN_HEADER]: 'guess' }))
        .status,
    ).toBe(401)
    expect((await t.call('POST', '/_emulator/reset', {})).status).toBe(401)
    const ok = await t.call('GET', '/_emulator/info', undefined, {
      [CONTROL_TOKEN_HEADER]: 'local-secret',
    })
    expect(ok.status).toBe(200)
    expect(ok.json.apiKey).toBe(t.emulator.info().apiKey)
    expect(
      (await t.call('POST', '/_emulator/reset', {}, { [CONTROL_TOKEN_HEADER]: 'local-secret' }))
        .status,
    ).toBe(200)
    expect((await t.call('GET', '/_emulator/health')).status).toBe(200)
  })

  it('leaves the platform API alone', async () => {
    t = testEmulator({ controlToken: 'local-secret' })
    expect((await t.visitorToken()).access_token).toBeTruthy()
  })

  it('is refused when empty', () => {
    expect(() => testEmulator({ controlToken: '' })).toThrow('controlToken')
  })
})
