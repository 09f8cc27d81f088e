import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import type { Area } from '../src/areas/area'
import { CONTROL_TOKEN_HEADER } from '../src/http/control-guard'
import { startEmulator } from '../src/server'
import type { EmulatorState } from '../src/state/state-file'
import { testEmulator } from './support/emulator'
import { signIn } from './support/sign-in'

const open: ReturnType<typeof testEmulator>[] = []
const dir = mkdtempSync(join(tmpdir(), 'emulator-state-'))
afterEach(() => {
  for (const t of open.splice(0)) t.close()
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** An area that keeps files beside the database, as a media library does. */
function fileArea(): Area & { stored: Map<string, Uint8Array> } {
  const stored = new Map<string, Uint8Array>()
  return {
    name: 'test-files',
    migrations: [],
    stored,
    files: () => ({
      list: () => [...stored].map(([path, bytes]) => ({ path, bytes })),
      replace: (files) => {
        stored.clear()
        for (const { path, bytes } of files) stored.set(path, bytes)
      },
    }),
  }
}

function emulator(options: Parameters<typeof testEmulator>[0] = {}) {
  const files = fileArea()
  const t = testEmulator({ seed: 'demo', areas: [files], ...options })
  open.push(t)
  return { t, files }
}

/** A site with a bit of everything: a member, a visitor's cart, mail, a moved clock, a policy. */
async function busySite() {
  const site = emulator()
  const { t, files } = site
  const s = signIn(t)
  const visitor = (await t.visitorToken()).access_token
  expect((await s.register(visitor, 'ada@example.com')).status).toBe(200)
  await t.call('POST', '/_emulator/clock', { advanceSeconds: 86_400 })
  files.stored.set('a/picture.png', new Uint8Array([137, 80, 78, 71, 0, 255]))
  files.stored.set('b.bin', new Uint8Array([]))
  return site
}

const exported = async (t: ReturnType<typeof testEmulator>) => {
  const res = await t.call('GET', '/_emulator/state')
  expect(res.status).toBe(200)
  return res
}

describe('emulator state export and import', () => {
  it('round-trips losslessly: export → import elsewhere → export gives the same file', async () => {
    const { t: from } = await busySite()
    const first = await exported(from)
    const state = first.json as unknown as EmulatorState
    expect(state.format).toBe('storefront-emulator-state')
    expect(Object.keys(state.tables)).toEqual([...Object.keys(state.tables)].sort())
    expect(state.tables).not.toHaveProperty('meta') // the site's identity stays each emulator's
    expect(state.files['test-files']?.map((f) => f.path)).toEqual(['a/picture.png', 'b.bin'])

    const { t: to, files } = emulator({ seed: 'empty' })
    const put = await to.call('PUT', '/_emulator/state', state)
    expect(put.status).toBe(200)
    expect((await exported(to)).text).toBe(first.text)
    expect([...(files.stored.get('a/picture.png') ?? [])]).toEqual([137, 80, 78, 71, 0, 255])
    // The data is live there: the member signs in, the clock kept its offset, mail is there.
    const s = signIn(to)
    const login = await s.login((await to.visitorToken()).access_token, 'ada@example.com')
    expect(login.status).toBe(200)
    expect((await to.call('GET', '/_emulator/clock')).json.offsetSeconds).toBe(86_400)
    expect((await to.call('GET', '/_emulator/outbox')).json).toEqual(
      (await from.call('GET', '/_emulator/outbox')).json,
    )
    expect(to.emulator.info().apiKey).not.toBe(from.emulator.info().apiKey)
  })

  it('starts from a state (createEmulator state option) and replaces what was there', async () => {
    const { t: from } = await busySite()
    const state = (await exported(from)).json as unknown as EmulatorState
    const { t: started } = emulator({ seed: 'empty', state })
    expect((await exported(started)).text).toBe(JSON.stringify(state))
  })

  it('refuses a state of other tables or a malformed file with the platform envelope, changing nothing', async () => {
    const { t: from } = await busySite()
    const state = (await exported(from)).json as unknown as EmulatorState
    const { t: to } = emulator()
    const before = (await exported(to)).text
    const otherSchema = { ...state, schema: { ...state.schema, catalog: 999 } }
    const mismatch = await to.call('PUT', '/_emulator/state', otherSchema)
    expect(mismatch.status).toBe(400)
    expect(mismatch.json.message).toContain('catalog 999')
    const strangeTable = {
      ...state,
      tables: { ...state.tables, nothing_here: state.tables.outbox },
    }
    expect((await to.call('PUT', '/_emulator/state', strangeTable)).status).toBe(400)
    const malformed = await to.call('PUT', '/_emulator/state', { format: 'zip', tables: 3 })
    expect(malformed.status).toBe(400)
    expect(malformed.json.details).toHaveProperty('validationError')
    expect((await exported(to)).text).toBe(before)
  })

  it('is guarded like every control call', async () => {
    const { t } = emulator({ controlToken: 'local-secret' })
    expect((await t.call('GET', '/_emulator/state')).status).toBe(401)
    expect((await t.call('PUT', '/_emulator/state', {})).status).toBe(401)
    const ok = await t.call('GET', '/_emulator/state', undefined, {
      [CONTROL_TOKEN_HEADER]: 'local-secret',
    })
    expect(ok.status).toBe(200)
    expect(ok.text).not.toContain(t.emulator.info().apiKey)
  })
})

describe('storefront-emulator reset | export | import', () => {
  const bin = new URL('../bin/storefront-emulator.js', import.meta.url).pathname
  const run = (...args: string[]) => promisify(execFile)(process.execPath, [bin, ...args])

  it('exports a running emulator to a file, resets it, and imports the file back', async () => {
    const running = await startEmulator({ seed: 'demo', controlToken: 'cli-secret' })
    try {
      const target = ['--url', running.url, '--control-token', 'cli-secret']
      await running.emulator.request('/_emulator/clock', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CONTROL_TOKEN_HEADER]: 'cli-secret' },
        body: JSON.stringify({ advanceSeconds: 3600 }),
      })
      const file = join(dir, 'site.json')
      expect((await run('export', file, ...target)).stdout).toContain(file)
      const saved = readFileSync(file, 'utf8')
      await run('reset', ...target)
      expect(running.emulator.context.clock.offsetSeconds()).toBe(0)
      await run('import', file, ...target)
      expect(running.emulator.context.clock.offsetSeconds()).toBe(3600)
      expect(JSON.stringify(running.emulator.exportState())).toBe(saved)
      const refused = await run('import', join(dir, 'missing.json'), ...target).catch(
        (error: { stderr: string; code: number }) => error,
      )
      expect(refused).toMatchObject({ code: 1 })
      expect((refused as { stderr: string }).stderr).toContain('missing.json')
    } finally {
      await running.close()
    }
  }, 180_000)
})
