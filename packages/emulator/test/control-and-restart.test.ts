import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startEmulator } from '../src/server'
import { testEmulator } from './support/emulator'

let t: ReturnType<typeof testEmulator>
afterEach(() => t?.close())

describe('control API', () => {
  it('reports health and info', async () => {
    t = testEmulator()
    expect((await t.call('GET', '/_emulator/health')).json).toEqual({ status: 'ok' })
    const info = (await t.call('GET', '/_emulator/info')).json
    expect(info).toMatchObject({ clientId: t.clientId, seed: 'empty', dataDir: null })
    expect(info.apiKey).toMatch(/^emu_/)
  })

  it('moves the clock forward', async () => {
    t = testEmulator()
    const before = Date.parse((await t.call('GET', '/_emulator/clock')).json.now as string)
    const after = await t.call('POST', '/_emulator/clock', { advanceSeconds: 3600 })
    expect(after.json.offsetSeconds).toBe(3600)
    expect(Date.parse(after.json.now as string) - before).toBeGreaterThanOrEqual(3600_000)
  })

  it('resets data but keeps the site identity and signing key', async () => {
    t = testEmulator()
    const tokens = await t.visitorToken()
    const before = (await t.call('GET', '/_emulator/info')).json
    expect((await t.call('POST', '/_emulator/reset', {})).json).toEqual({ status: 'reset' })
    expect((await t.call('GET', '/_emulator/info')).json).toEqual(before)
    const refresh = await t.call('POST', '/oauth2/token', {
      clientId: t.clientId,
      grantType: 'refresh_token',
      refreshToken: tokens.refresh_token,
    })
    expect(refresh.status).toBe(400)
  })
})

describe('--data-dir', () => {
  it('keeps data, keys and tokens across a stop and start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'emulator-restart-'))
    try {
      const first = await startEmulator({ dataDir: dir, seed: 'empty' })
      const token = await fetch(`${first.url}/oauth2/token`, {
        method: 'POST',
        body: JSON.stringify({ clientId: first.info.clientId, grantType: 'anonymous' }),
      })
      const tokens = (await token.json()) as { access_token: string; refresh_token: string }
      await first.close()

      const second = await startEmulator({ dataDir: dir, seed: 'empty' })
      expect(second.info.apiKey).toBe(first.info.apiKey)
      expect(second.info.siteId).toBe(first.info.siteId)
      const info = await fetch(`${second.url}/oauth2/token-info`, {
        method: 'POST',
        body: JSON.stringify({ token: tokens.access_token }),
      })
      expect(((await info.json()) as { active: boolean }).active).toBe(true)
      const refresh = await fetch(`${second.url}/oauth2/token`, {
        method: 'POST',
        body: JSON.stringify({
          clientId: second.info.clientId,
          grantType: 'refresh_token',
          refreshToken: tokens.refresh_token,
        }),
      })
      expect(refresh.status).toBe(200)
      await second.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
