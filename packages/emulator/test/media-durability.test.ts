import type { ChildProcess } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FileDescriptor } from '@storefront-kit/wire'
import { afterEach, describe, expect, it } from 'vitest'
import { startCli } from './support/cli'

let child: ChildProcess | undefined
let dataDir: string | undefined
afterEach(() => {
  child?.kill('SIGKILL')
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

describe('durability', () => {
  it('a kill -9 during a stream of uploads loses no acknowledged file, bytes or descriptor', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'media-durability-'))
    const first = await startCli(['--data-dir', dataDir, '--seed', 'empty'], (p) => {
      child = p
    })
    const info = (await (await fetch(`${first.url}/_emulator/info`)).json()) as {
      apiKey: string
      siteId: string
    }
    const owner = { authorization: info.apiKey, 'wix-site-id': info.siteId }
    const acknowledged: { file: FileDescriptor; bytes: Buffer }[] = []
    let killed = false
    const uploadOne = async () => {
      // A document of random bytes: each upload different, processing trivial.
      const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(64 * 1024)])
      const generated = await fetch(`${first.url}/site-media/v1/files/generate-upload-url`, {
        method: 'POST',
        headers: { ...owner, 'content-type': 'application/json' },
        body: JSON.stringify({ mimeType: 'application/pdf', fileName: 'doc.pdf' }),
      })
      const { uploadUrl } = (await generated.json()) as { uploadUrl: string }
      const res = await fetch(uploadUrl, {
        method: 'PUT',
        headers: { 'content-type': 'application/pdf' },
        body: bytes,
      })
      if (res.status !== 200) throw new Error(`upload answered ${res.status}`)
      const { file } = (await res.json()) as { file: FileDescriptor }
      acknowledged.push({ file, bytes })
    }
    // Four writers upload without pause; the process is killed once 30 uploads were answered.
    const writer = async () => {
      // Uploads cut off by the kill fail; only answered ones count.
      while (!killed) await uploadOne().catch(() => {})
    }
    const writers = [writer(), writer(), writer(), writer()]
    while (acknowledged.length < 30) await new Promise((r) => setTimeout(r, 5))
    const exited = new Promise((r) => first.process.once('exit', r))
    first.process.kill('SIGKILL')
    killed = true
    await Promise.all([exited, ...writers])
    const count = acknowledged.length
    expect(count).toBeGreaterThanOrEqual(30)

    const second = await startCli(['--data-dir', dataDir, '--seed', 'empty'], (p) => {
      child = p
    })
    for (const { file, bytes } of acknowledged) {
      const got = await fetch(
        `${second.url}/site-media/v1/files/get-file-by-id?fileId=${encodeURIComponent(file.id)}`,
        { headers: owner },
      )
      expect(got.status, file.id).toBe(200)
      const { file: stored } = (await got.json()) as { file: FileDescriptor }
      expect(stored.hash).toBe(createHash('sha1').update(bytes).digest('hex'))
      expect(stored.sizeInBytes).toBe(String(bytes.byteLength))
      const served = Buffer.from(await (await fetch(`${second.url}/ugd/${file.id}`)).arrayBuffer())
      expect(Buffer.compare(served, bytes), file.id).toBe(0)
    }
    // Files the crash left PENDING are processed after the restart.
    const pending = async () => {
      const res = await fetch(`${second.url}/site-media/v1/files/query`, {
        method: 'POST',
        headers: { ...owner, 'content-type': 'application/json' },
        body: JSON.stringify({ query: { filter: { operationStatus: 'PENDING' } } }),
      })
      return ((await res.json()) as { pagingMetadata: { total: number } }).pagingMetadata.total
    }
    for (let i = 0; i < 100 && (await pending()) > 0; i++)
      await new Promise((r) => setTimeout(r, 50))
    expect(await pending()).toBe(0)
  }, 60_000)
})
