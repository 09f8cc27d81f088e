// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { NAV_ITEMS } from '../src/layout/nav-items'
import { ownerEmulator, renderAdmin } from './support/render-admin'

const emu = ownerEmulator()
afterEach(cleanup)
afterAll(() => emu.close())

describe('the back office shell', () => {
  it('names every area in its navigation and marks the current one', async () => {
    renderAdmin('/orders', emu.owner())
    const nav = await screen.findByRole('navigation', { name: 'Back office' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(NAV_ITEMS.map((item) => item.label))
    expect(within(nav).getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe(
      'page',
    )
  })

  it('opens a deep link on its screen', async () => {
    renderAdmin('/reviews', emu.owner())
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' })).toBeTruthy()
    expect(document.title).toBe('Reviews · Back office')
  })

  it('answers an unknown address with a way back', async () => {
    renderAdmin('/no-such-screen', emu.owner())
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/')
  })
})
