import type { FileDescriptor } from '@storefront-kit/wire'
import { afterEach, describe, expect, it } from 'vitest'
import { mediaEmulator, pngOf } from './support/media-library'

const open: { close(): void }[] = []
afterEach(() => {
  for (const t of open.splice(0)) t.close()
})

const fileById = async (t: Awaited<ReturnType<typeof mediaEmulator>>, id: string) => {
  const res = await t.owner.get(`/files/get-file-by-id?fileId=${encodeURIComponent(id)}`)
  return { status: res.status, file: (res.json as { file?: FileDescriptor }).file }
}

describe('the media library in a state export', () => {
  it('carries uploaded bytes to another emulator, which serves them as they were', async () => {
    const from = await mediaEmulator()
    open.push(from)
    const png = await pngOf(40, 30)
    const uploaded = await from.upload(png, { mimeType: 'image/png', fileName: 'kept.png' })
    await from.idle()

    const state = from.emulator.exportState()
    expect(state.files['media-library']?.map((f) => f.path)).toContain(uploaded.id)

    const to = await mediaEmulator()
    open.push(to)
    expect((await fileById(to, uploaded.id)).status).toBe(404)
    to.emulator.importState(state)
    const { file } = await fileById(to, uploaded.id)
    expect(file).toMatchObject({ operationStatus: 'READY', displayName: 'kept.png' })
    const served = await to.emulator.request(new URL(file?.url ?? '').pathname)
    expect(served.status).toBe(200)
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), png)).toBe(0)
  })

  it('replaces the files the importing emulator had', async () => {
    const from = await mediaEmulator()
    const to = await mediaEmulator()
    open.push(from, to)
    const own = await to.upload(await pngOf(8, 8), { mimeType: 'image/png', fileName: 'own.png' })
    await to.idle()
    to.emulator.importState(from.emulator.exportState())
    const served = await to.emulator.request(`/media/${own.id}`)
    expect(served.status).toBe(404)
    const kept = to.emulator.exportState().files['media-library'] ?? []
    expect(kept.map((f) => f.path)).not.toContain(own.id)
  })
})
