// @vitest-environment jsdom
import {
  getFileDescriptor,
  listDeletedFiles,
  listFiles,
  listFolders,
  searchFiles,
} from '@storefront-kit/sdk/media'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { browserGaps, pngFile } from './support/media-files'
import { ownerEmulator, renderAdmin } from './support/render-admin'

const emu = ownerEmulator()
const owner = emu.owner()
beforeAll(browserGaps)
afterEach(cleanup)
afterAll(() => emu.close())

/** Confirms the open confirmation dialog. */
const confirm = (label: string) =>
  fireEvent.click(
    within(screen.getByRole('dialog')).getByRole('button', { name: label, hidden: true }),
  )

describe('the media library', () => {
  it('shows the seeded folders; a folder shows its pictures in a grid and in a list', async () => {
    const { folders } = await listFolders(owner, {})
    const folder = folders[0]
    if (!folder) throw new Error('the demo store has media folders')
    renderAdmin('/media', owner)
    // The first visit loads the screen's code: on a busy machine that takes a while.
    const heading = { level: 1, name: 'Media library' }
    expect(await screen.findByRole('heading', heading, { timeout: 10_000 })).toBeTruthy()
    expect(await screen.findByRole('link', { name: folder.displayName })).toBeTruthy()
    expect(await screen.findByText('No files in this folder yet. Upload some above.')).toBeTruthy()
    cleanup()
    const { files } = await listFiles(owner, { parentFolderId: folder.id })
    const first = files[0]
    if (!first) throw new Error('a seeded folder holds pictures')
    renderAdmin(`/media?folder=${folder.id}`, owner)
    const grid = await screen.findByRole('list', { name: 'Files' })
    expect(within(grid).getByRole('img', { name: first.displayName })).toBeTruthy()
    expect(screen.getByRole('navigation', { name: 'Folder path' }).textContent).toContain(
      folder.displayName,
    )
    fireEvent.click(screen.getByRole('link', { name: 'List view' }))
    const table = await screen.findByRole('table', { name: 'Files' })
    expect(within(table).getByRole('rowheader', { name: first.displayName })).toBeTruthy()
  })

  it('creates a folder and uploads a picture into it with its progress', async () => {
    const { router } = renderAdmin('/media', owner)
    fireEvent.change(await screen.findByLabelText('New folder name'), {
      target: { value: 'Lookbook' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Create folder' }))
    fireEvent.click(await screen.findByRole('link', { name: 'Lookbook' }))
    await waitFor(() => expect(router.state.location.search).toMatch(/folder=/))
    const folderId = new URLSearchParams(router.state.location.search).get('folder') ?? ''
    fireEvent.change(screen.getByLabelText('Choose files to upload'), {
      target: { files: [pngFile('look-1.png')] },
    })
    const progress = await screen.findByRole('progressbar', { name: 'Upload of look-1.png' })
    await waitFor(() => expect(screen.getByText(/^Uploaded/)).toBeTruthy())
    expect(progress.getAttribute('value')).toBe(progress.getAttribute('max'))
    expect(await screen.findByRole('img', { name: 'look-1.png' })).toBeTruthy()
    const { files } = await listFiles(owner, { parentFolderId: folderId })
    expect(files.map((file) => file.displayName)).toEqual(['look-1.png'])
  })

  it('renames, labels and moves a file, trashes it and restores it from the trash', async () => {
    const { folders } = await listFolders(owner, {})
    const [from, to] = folders
    if (!(from && to)) throw new Error('the demo store has several media folders')
    const { files } = await listFiles(owner, { parentFolderId: from.id })
    const file = files[0]
    if (!file) throw new Error('a seeded folder holds pictures')
    renderAdmin(`/media?folder=${from.id}&view=list`, owner)
    const form = await screen.findByRole('form', { name: `Edit ${file.displayName}` })
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Hero shot.jpg' } })
    fireEvent.change(within(form).getByLabelText('Labels (comma separated)'), {
      target: { value: 'hero, summer' },
    })
    await within(form).findByRole('option', { name: to.displayName })
    fireEvent.change(within(form).getByLabelText('Folder'), { target: { value: to.id } })
    fireEvent.click(within(form).getByRole('button', { name: `Save ${file.displayName}` }))
    await waitFor(async () => {
      const { file: saved } = await getFileDescriptor(owner, file.id)
      expect([saved.displayName, saved.labels, saved.parentFolderId]).toEqual([
        'Hero shot.jpg',
        ['hero', 'summer'],
        to.id,
      ])
    })
    cleanup()
    renderAdmin(`/media?folder=${to.id}`, owner)
    fireEvent.click(await screen.findByRole('button', { name: 'Trash Hero shot.jpg' }))
    confirm('Move to trash')
    await waitFor(async () => {
      const trashed = await listDeletedFiles(owner, {})
      expect(trashed.files.map((f) => f.id)).toContain(file.id)
    })
    cleanup()
    renderAdmin('/media/trash', owner)
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Hero shot.jpg' }))
    expect(await screen.findByRole('status')).toBeTruthy()
    await waitFor(async () => {
      const { file: back } = await getFileDescriptor(owner, file.id)
      expect(back.state).toBe('OK')
    })
  })

  it('previews a picture at its own address, and says when a file is not there', async () => {
    const { files } = await searchFiles(owner, { mediaTypes: ['IMAGE'] })
    const file = files[0]
    if (!file) throw new Error('the demo store has pictures')
    renderAdmin(`/media/files/${encodeURIComponent(file.id)}`, owner)
    const picture = await screen.findByRole('img', { name: file.displayName })
    expect(picture.getAttribute('src')).toBe(file.url)
    expect(screen.getByRole('heading', { level: 1, name: file.displayName })).toBeTruthy()
    const back = screen.getByRole('link', { name: 'Back to the media library' })
    expect(back.getAttribute('href')).toBe('/media')
    cleanup()
    renderAdmin('/media/files/missing_0123~mv2.jpg', owner)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Not found')
  })
})
