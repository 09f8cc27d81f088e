// @vitest-environment jsdom
import { NotFoundError, PermissionError } from '@storefront-kit/sdk'
import { createCategory } from '@storefront-kit/sdk/catalog-v3'
import { uploadFile } from '@storefront-kit/sdk/media'
import { afterAll, describe, expect, it } from 'vitest'
import {
  catalogV3Keys,
  mediaKeys,
  useDeleteCategory,
  useFileDownloadUrl,
  useUpdateCategory,
} from '../src/index'
import { inProcessEmulator } from './support/emulator'
import { checkWrite, writeError } from './support/hook-checks'

// The owner's writes the back office needed beyond the others: renaming and deleting a V3
// category, and a download link for a media file. Each: its key, what it marks stale, its error.

const emu = inProcessEmulator({ catalog: 'v3' })
afterAll(() => emu.close())
const owner = emu.owner()

describe('Catalog V3 category writes (owner)', () => {
  it('renames a category, then deletes it; a visitor may not, a gone one is NotFound', async () => {
    const { category } = await createCategory(owner, { category: { name: 'Hook Hats' } })
    const variables = {
      id: category.id,
      category: { name: 'Hook Caps', revision: category.revision },
    }
    expect(await writeError(emu.visitor(), () => useUpdateCategory(), variables)).toBeInstanceOf(
      PermissionError,
    )
    const renamed = await checkWrite(owner, () => useUpdateCategory(), variables, {
      key: [...catalogV3Keys.categories.all, 'updateCategory'],
      invalidates: catalogV3Keys.all,
    })
    expect(renamed.category.name).toBe('Hook Caps')
    await checkWrite(
      owner,
      () => useDeleteCategory(),
      { id: category.id },
      {
        key: [...catalogV3Keys.categories.all, 'deleteCategory'],
        invalidates: catalogV3Keys.all,
      },
    )
    expect(await writeError(owner, () => useDeleteCategory(), { id: category.id })).toBeInstanceOf(
      NotFoundError,
    )
  })
})

describe('media download links (owner)', () => {
  it('links a file for download and invalidates nothing; an unknown file is NotFound', async () => {
    const file = await uploadFile(owner, new Blob(['receipt'], { type: 'text/plain' }), {
      fileName: 'receipt.txt',
      xhr: false,
    })
    const { downloadUrls } = await checkWrite(
      owner,
      () => useFileDownloadUrl(),
      { fileId: file.id, downloadFileName: 'copy.txt' },
      { key: [...mediaKeys.files.all, 'generateFileDownloadUrl'], invalidates: null },
    )
    const answer = await emu.fetch(downloadUrls[0]?.url ?? '')
    expect(await answer.text()).toBe('receipt')
    expect(
      await writeError(owner, () => useFileDownloadUrl(), { fileId: 'missing_0123~mv2.txt' }),
    ).toBeInstanceOf(NotFoundError)
  })
})
