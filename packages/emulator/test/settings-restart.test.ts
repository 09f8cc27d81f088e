import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, describe, expect, it } from 'vitest'
import { type StartOptions, startEmulator } from '../src/server'

let dir: string
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** Starts an emulator on `dir`, runs `work` with a JSON caller, and stops it. */
async function run<T>(
  options: StartOptions,
  work: (call: (method: string, path: string, body?: unknown) => Promise<unknown>) => Promise<T>,
): Promise<T> {
  const running = await startEmulator({ dataDir: dir, seed: 'empty', ...options })
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${running.url}${path}`, {
      method,
      ...(body !== undefined && {
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      }),
    })
    expect(res.status, `${method} ${path}`).toBe(200)
    // The emulator's own URL (allowed as a redirect URI) changes with every start.
    return JSON.parse((await res.text()).replaceAll(running.url, 'ORIGIN'))
  }
  try {
    return await work(call)
  } finally {
    await running.close()
  }
}

/** Every setting the control API changes, as the control API reads it back. */
async function readAll(call: (method: string, path: string) => Promise<unknown>) {
  const clock = (await call('GET', '/_emulator/clock')) as { offsetSeconds: number }
  const commerce = (await call('GET', '/_emulator/commerce/settings')) as Record<string, unknown>
  return {
    payments: await call('GET', '/_emulator/payments/settings'),
    reviews: await call('GET', '/_emulator/reviews/settings'),
    backInStock: await call('GET', '/_emulator/back-in-stock/settings'),
    policies: ((await call('GET', '/_emulator/identity/policies')) as { policies: unknown })
      .policies,
    redirectUris: ((await call('GET', '/_emulator/identity/redirect-uris')) as { patterns: [] })
      .patterns,
    // Rounded: the clock reads an offset, not an instant.
    clockHours: Math.round(clock.offsetSeconds / 3600),
    taxIncludedInPrices: commerce.taxIncludedInPrices,
  }
}

const CHANGED = {
  payments: { acceptPayments: false, delayCapture: true },
  reviews: { autoApprove: true },
  backInStock: { collectionEnabled: false },
  policies: { ownerApproval: true, emailVerification: true, captcha: true },
  redirectUris: expect.arrayContaining(['https://shop.example/auth/*']),
  clockHours: 48,
  taxIncludedInPrices: true,
}

describe('settings across restarts with --data-dir', () => {
  it('keeps every setting changed through the control API, and a reset still clears them', async () => {
    dir = mkdtempSync(join(tmpdir(), 'emulator-settings-'))
    const defaults = await run({}, async (call) => {
      const before = await readAll(call)
      await call('PUT', '/_emulator/payments/settings', {
        acceptPayments: false,
        delayCapture: true,
      })
      await call('PUT', '/_emulator/reviews/settings', { autoApprove: true })
      await call('PUT', '/_emulator/back-in-stock/settings', { collectionEnabled: false })
      await call('POST', '/_emulator/identity/policies', {
        ownerApproval: true,
        emailVerification: true,
        captcha: true,
      })
      await call('POST', '/_emulator/identity/redirect-uris', {
        uris: ['https://shop.example/auth/*'],
      })
      await call('POST', '/_emulator/clock', { advanceSeconds: 48 * 3600 })
      await call('PUT', '/_emulator/commerce/settings', { taxIncludedInPrices: true })
      expect(await readAll(call)).toEqual(CHANGED)
      return before
    })
    expect(defaults).toMatchObject({ clockHours: 0, taxIncludedInPrices: false })
    expect(defaults.redirectUris).not.toContain('https://shop.example/auth/*')

    await run({}, async (call) => {
      expect(await readAll(call)).toEqual(CHANGED)
      await call('POST', '/_emulator/reset', {})
      expect(await readAll(call)).toEqual(defaults)
    })
    await run({}, async (call) => expect(await readAll(call)).toEqual(defaults))
  })

  it('lets a start option win over a stored change of the same field, and keeps the others', async () => {
    dir = mkdtempSync(join(tmpdir(), 'emulator-settings-'))
    const policies = (call: (method: string, path: string) => Promise<unknown>) =>
      call('GET', '/_emulator/identity/policies').then(
        (body) => (body as { policies: unknown }).policies,
      )
    await run({ identityPolicies: { captcha: true } }, async (call) => {
      await call('POST', '/_emulator/identity/policies', { captcha: false, ownerApproval: true })
      expect(await policies(call)).toEqual({
        captcha: false,
        ownerApproval: true,
        emailVerification: false,
      })
    })
    // Without the flag, the stored change stays; with it again, the flag wins for its field.
    await run({}, async (call) =>
      expect(await policies(call)).toMatchObject({ captcha: false, ownerApproval: true }),
    )
    await run({ identityPolicies: { captcha: true } }, async (call) => {
      expect(await policies(call)).toMatchObject({ captcha: true, ownerApproval: true })
      await call('POST', '/_emulator/reset', {})
      expect(await policies(call)).toEqual({
        captcha: true,
        ownerApproval: false,
        emailVerification: false,
      })
    })
  })

  it('moves the totals setup of an older data dir into the settings', async () => {
    dir = mkdtempSync(join(tmpdir(), 'emulator-settings-'))
    await run({}, (call) =>
      call('PUT', '/_emulator/commerce/settings', { taxIncludedInPrices: true }),
    )
    // What an older emulator left behind: the setup in its own table, and no record of the move.
    const db = new DatabaseSync(join(dir, 'emulator.db'))
    db.exec(`CREATE TABLE commerce_settings (id TEXT PRIMARY KEY, doc BLOB NOT NULL);
      INSERT INTO commerce_settings SELECT 'totals', jsonb(value) FROM settings WHERE key = 'commerce.totals';
      DELETE FROM settings;
      DELETE FROM schema_migrations WHERE area = 'checkout' AND version = 2`)
    db.close()
    await run({}, async (call) =>
      expect(await call('GET', '/_emulator/commerce/settings')).toMatchObject({
        taxIncludedInPrices: true,
      }),
    )
  })
})
