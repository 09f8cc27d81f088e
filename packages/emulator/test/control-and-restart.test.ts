import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
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

  it("counts an entity's events from 1 again after a reset", async () => {
    t = testEmulator()
    const record = () =>
      t.emulator.context.events.record({
        entityFqdn: 'wix.test.thing',
        slug: 'updated',
        entityId: 'thing-1',
        caller: { kind: 'owner' },
      }).metadata.entityEventSequence
    expect([record(), record()]).toEqual(['1', '2'])
    await t.call('POST', '/_emulator/reset', {})
    expect(record()).toBe('1')
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

  it('moves documents a data dir kept as JSON text to JSONB, and reads them either way', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'emulator-jsonb-'))
    try {
      const first = await startEmulator({ dataDir: dir, seed: 'demo', catalog: 'v1' })
      const wallet = await fetch(`${first.url}/stores/v1/products/query`, {
        method: 'POST',
        body: JSON.stringify({ query: { filter: { slug: 'leather-card-wallet' } } }),
        headers: { authorization: first.info.apiKey, 'wix-site-id': first.info.siteId },
      })
      // Image links name the server's origin, which a restart changes.
      const before = (await wallet.text()).replaceAll(first.url, 'ORIGIN')
      expect(JSON.parse(before).products).toHaveLength(1)
      await first.close()

      // What an older emulator left behind: text documents, and no record of the move.
      const db = new DatabaseSync(join(dir, 'emulator.db'))
      db.exec(`UPDATE catalog_products SET doc = json(doc);
        DELETE FROM schema_migrations WHERE area = 'platform' AND version = 2`)
      const kinds = () =>
        db.prepare('SELECT DISTINCT typeof(doc) AS kind FROM catalog_products').all()
      expect(kinds()).toEqual([{ kind: 'text' }])
      db.close()

      const second = await startEmulator({ dataDir: dir, seed: 'demo', catalog: 'v1' })
      const again = await fetch(`${second.url}/stores/v1/products/query`, {
        method: 'POST',
        body: JSON.stringify({ query: { filter: { slug: 'leather-card-wallet' } } }),
        headers: { authorization: second.info.apiKey, 'wix-site-id': second.info.siteId },
      })
      expect((await again.text()).replaceAll(second.url, 'ORIGIN')).toBe(before)
      await second.close()
      const after = new DatabaseSync(join(dir, 'emulator.db'))
      expect(
        after.prepare('SELECT DISTINCT typeof(doc) AS kind FROM catalog_products').all(),
      ).toEqual([{ kind: 'blob' }])
      after.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
