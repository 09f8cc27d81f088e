import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bulkImportFile, generateFileDownloadUrl, importFile, waitForFile } from '../src/media'
import { type ServedEmulator, serveEmulator } from './support/emulator'
import { png } from './support/png'

let emu: ServedEmulator
beforeAll(async () => {
  emu = await serveEmulator({ seed: 'empty' })
})
afterAll(() => emu.close())

const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer())

describe('imports', () => {
  let source: Server
  let base = ''
  const picture = png(40, 30)
  beforeAll(async () => {
    source = createServer((req, res) => {
      if (req.url === '/cat.png') res.writeHead(200, { 'content-type': 'image/png' }).end(picture)
      else res.writeHead(404).end()
    })
    await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(source.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => source.close(resolve)))

  it('fetch a file from a local HTTP server into the library', async () => {
    const owner = emu.owner()
    const { file } = await importFile(owner, {
      url: `${base}/cat.png`,
      displayName: 'Cat',
      externalInfo: { origin: 'test', externalIds: ['cat-1'] },
    })
    expect(file.displayName).toBe('Cat')
    const ready = await waitForFile(owner, file.id, { interval: 20 })
    expect(ready.operationStatus).toBe('READY')
    expect(ready.media?.image?.image).toMatchObject({ width: 40, height: 30 })
    const { downloadUrls } = await generateFileDownloadUrl(owner, { fileId: file.id })
    expect(await bytesOf(await fetch(downloadUrls[0]?.url ?? ''))).toEqual(picture)
  })

  it('fail with a reason when the source cannot be fetched, item by item in bulk', async () => {
    const owner = emu.owner()
    const { results, bulkActionMetadata } = await bulkImportFile(owner, {
      importFileRequests: [{ url: `${base}/cat.png` }, { url: `${base}/missing.png` }],
      returnEntity: true,
    })
    expect(results).toHaveLength(2)
    expect(bulkActionMetadata.totalSuccesses + bulkActionMetadata.totalFailures).toBe(2)
    const settled = await Promise.all(
      results.map((result) =>
        result.item ? waitForFile(owner, result.item.id, { interval: 20 }) : undefined,
      ),
    )
    expect(settled[0]?.operationStatus).toBe('READY')
    // The platform accepts the import and fails it while processing, or refuses the item.
    const missing = results[1]
    expect(
      missing?.itemMetadata.success === false || settled[1]?.operationStatus === 'FAILED',
    ).toBe(true)
  })
})
