// @vitest-environment jsdom
import {
  createBackInStockNotificationRequest,
  getBackInStockNotificationRequest,
} from '@storefront-kit/sdk/back-in-stock'
import { STORES_APP_ID } from '@storefront-kit/sdk/cart'
import { queryProductsV3 } from '@storefront-kit/sdk/catalog-v3'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ownerEmulator, renderAdmin } from './support/render-admin'

const emu = ownerEmulator()
const owner = emu.owner()

// The first render loads the screen's module: give it more than the default second.
beforeEach(() => emu.emulator.reset())
afterEach(cleanup)
afterAll(() => emu.close())

/** A product the demo store has sold out of, with its name and lowest price. */
async function soldOut() {
  const { products } = await queryProductsV3(owner, { query: { cursorPaging: { limit: 100 } } })
  const product = products.find((p) => p.inventory?.availabilityStatus === 'OUT_OF_STOCK')
  if (!product?.id) throw new Error('the demo store has no sold-out product')
  return { id: product.id, name: product.name, price: product.actualPriceRange?.minValue?.amount }
}

/** A shopper's "notify me" for the product. */
async function ask(catalogItemId: string, email: string) {
  const { request } = await createBackInStockNotificationRequest(owner, {
    request: { catalogReference: { catalogItemId, appId: STORES_APP_ID }, email },
    itemDetails: { name: 'Stored name', price: '1.00' },
  })
  return request.id ?? ''
}

async function outbox(to: string) {
  const answer = await emu.fetch(
    `http://emulator.test/_emulator/outbox?kind=back-in-stock&to=${to}`,
  )
  return ((await answer.json()) as { messages: { to: string; subject: string }[] }).messages
}

describe('the back-in-stock screen', () => {
  it('says when nobody has asked yet', async () => {
    renderAdmin('/back-in-stock', owner)
    expect(screen.getByRole('status').textContent).toMatch(/Loading/)
    expect(await screen.findByText('No shopper has asked to hear about an item yet.')).toBeTruthy()
    expect(document.title).toBe('Back in stock · Back office')
  })

  it('lists the items asked for with their counts, and links each to its requests', async () => {
    const item = await soldOut()
    await ask(item.id, 'ann@example.com')
    await ask(item.id, 'bob@example.com')
    renderAdmin('/back-in-stock', owner)
    const table = await screen.findByRole('table', { name: 'Requests by item' })
    const link = await within(table).findByRole('link', { name: item.name })
    expect(link.getAttribute('href')).toBe(`/back-in-stock/${item.id}`)
    const row = link.closest('tr') as HTMLElement
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['2', '0', '2'])
  })

  it('reports an item back in stock: each waiting shopper gets a notice in the outbox', async () => {
    const item = await soldOut()
    const ann = await ask(item.id, 'ann@example.com')
    await ask(item.id, 'bob@example.com')
    renderAdmin(`/back-in-stock/${item.id}`, owner)
    expect(await screen.findByRole('heading', { level: 1, name: `Back in stock: ${item.name}` }))
    // The notice's name and price come from the catalog.
    await waitFor(() =>
      expect(
        (screen.getByRole('textbox', { name: 'Name in the notice' }) as HTMLInputElement).value,
      ).toBe(item.name),
    )
    expect(
      (screen.getByRole('textbox', { name: 'Price in the notice' }) as HTMLInputElement).value,
    ).toBe(item.price)
    fireEvent.click(screen.getByRole('button', { name: 'Send 2 notices' }))
    await screen.findByText(`${item.name} is back in stock: 2 shoppers were sent a notice.`)
    const [notice] = await outbox('ann@example.com')
    expect(notice?.subject).toBe(`${item.name} is back in stock`)
    expect(await outbox('bob@example.com')).toHaveLength(1)
    expect((await getBackInStockNotificationRequest(owner, ann)).request.status).toBe(
      'NOTIFICATION_SENT',
    )
    // The table follows: nothing waits any more.
    expect(await screen.findByRole('button', { name: 'Send 0 notices' })).toBeTruthy()
  })

  it('asks for a price it can send before reporting', async () => {
    const item = await soldOut()
    await ask(item.id, 'ann@example.com')
    renderAdmin(`/back-in-stock/${item.id}`, owner)
    const price = await screen.findByRole('textbox', { name: 'Price in the notice' })
    await waitFor(() => expect((price as HTMLInputElement).value).not.toBe(''))
    fireEvent.change(price, { target: { value: 'cheap' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send 1 notice' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter the price as a number, like 89.00.',
    )
    expect(await outbox('ann@example.com')).toEqual([])
  })

  it('marks one request as notified without sending anything', async () => {
    const item = await soldOut()
    const ann = await ask(item.id, 'ann@example.com')
    renderAdmin(`/back-in-stock/${item.id}`, owner)
    fireEvent.click(
      await screen.findByRole('button', { name: 'Mark request of ann@example.com as notified' }),
    )
    await screen.findByText('The request of ann@example.com is marked as notified.')
    expect((await getBackInStockNotificationRequest(owner, ann)).request.status).toBe(
      'NOTIFICATION_SENT',
    )
    expect(await outbox('ann@example.com')).toEqual([])
  })

  it('tells the owner in words when an action fails', async () => {
    const item = await soldOut()
    const ann = await ask(item.id, 'ann@example.com')
    renderAdmin(`/back-in-stock/${item.id}`, owner)
    const mark = await screen.findByRole('button', {
      name: 'Mark request of ann@example.com as notified',
    })
    await emu.fetch(
      `http://emulator.test/back-in-stock-service/v1/back-in-stock-notification-requests/${ann}`,
      {
        method: 'DELETE',
        headers: { authorization: emu.info.apiKey, 'wix-site-id': emu.info.siteId },
      },
    )
    fireEvent.click(mark)
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Not found')).toBeTruthy()
  })
})
