// @vitest-environment jsdom
import { createQueryClient, StorefrontProvider } from '@storefront-kit/react'
import { apiKeyAuth, createClient } from '@storefront-kit/sdk'
import { getFileDescriptor } from '@storefront-kit/sdk/media'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { UploadPanel } from '../src/screens/media/upload-panel'
import { browserGaps } from './support/media-files'
import { ownerEmulator } from './support/render-admin'

const emu = ownerEmulator()
beforeAll(browserGaps)
afterEach(cleanup)
afterAll(() => emu.close())

const CHUNK = 256 * 1024

describe('uploading in the media library', () => {
  it('resumes a large upload after a dropped connection, from what the store holds', async () => {
    // The connection drops once, on the second piece of the upload.
    let pieces = 0
    const flaky: typeof fetch = async (input, init) => {
      const request = new Request(input, init)
      if (request.method === 'PATCH' && ++pieces === 2) throw new TypeError('network down')
      return emu.fetch(request)
    }
    const client = createClient({
      baseUrl: 'http://emulator.test',
      fetch: flaky,
      auth: apiKeyAuth({ apiKey: emu.info.apiKey, siteId: emu.info.siteId }),
      retry: false,
    })
    let uploaded = ''
    render(
      <StorefrontProvider client={client} queryClient={createQueryClient({ server: false })}>
        <UploadPanel
          parentFolderId="media-root"
          options={{ resumableFrom: 0, chunkSize: CHUNK, retryDelays: [] }}
          onUploaded={(file) => {
            uploaded = file.id
          }}
        />
      </StorefrontProvider>,
    )
    const bytes = new Uint8Array(4 * CHUNK).map((_, i) => 97 + (i % 26))
    fireEvent.change(screen.getByLabelText('Choose files to upload'), {
      target: { files: [new File([bytes], 'catalogue.txt', { type: 'text/plain' })] },
    })
    const resume = await screen.findByRole(
      'button',
      { name: 'Resume catalogue.txt' },
      { timeout: 15_000 },
    )
    expect(screen.getByRole('alert').textContent).not.toBe('')
    const bar = screen.getByRole('progressbar', { name: 'Upload of catalogue.txt' })
    // Stopped part-way: at least the first piece is in, not all of it.
    expect(Number(bar.getAttribute('value'))).toBeGreaterThanOrEqual(CHUNK)
    expect(Number(bar.getAttribute('value'))).toBeLessThan(bytes.length)
    fireEvent.click(resume)
    await waitFor(() => expect(uploaded).not.toBe(''), { timeout: 15_000 })
    expect(screen.getByRole('status').textContent).toMatch(/^Uploaded/)
    const { file } = await getFileDescriptor(emu.owner(), uploaded)
    expect(file.sizeInBytes).toBe(String(bytes.length))
    expect(pieces).toBeGreaterThan(4)
  })
})
