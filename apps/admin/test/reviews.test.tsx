// @vitest-environment jsdom
import { getProductV3 } from '@storefront-kit/sdk/catalog-v3'
import { deleteReview, getReview, queryReviews, type Review } from '@storefront-kit/sdk/reviews'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ownerEmulator, renderAdmin } from './support/render-admin'

const emu = ownerEmulator()
const owner = emu.owner()

// The first render loads the screen's module: give it more than the default second.
beforeEach(() => emu.emulator.reset())
afterEach(cleanup)
afterAll(() => emu.close())

const WAITING = { 'moderation.moderationStatus': { $in: ['SUBMITTED', 'IN_MODERATION'] } }

/** A review waiting for moderation, its product's name and the deep link that shows it alone. */
async function waitingReview(): Promise<{ review: Review; product: string; link: string }> {
  const { reviews } = await queryReviews(owner, {
    query: { filter: WAITING, cursorPaging: { limit: 1 } },
    returnPrivateReviews: true,
  })
  const review = reviews[0] as Review
  const { product } = await getProductV3(owner, review.entityId)
  return { review, product: product.name, link: `/reviews?product=${review.entityId}` }
}

const stored = async (reviewId: string) =>
  (await getReview(owner, reviewId, { returnPrivateReviews: true })).review

describe('the reviews screen', () => {
  it('opens on the moderation queue: every review waiting, and only those', async () => {
    renderAdmin('/reviews', owner)
    expect(screen.getByRole('status').textContent).toMatch(/Loading/)
    const { metadata } = await queryReviews(owner, {
      query: { filter: WAITING },
      returnPrivateReviews: true,
    })
    expect(metadata.total).toBeGreaterThan(0)
    expect(await screen.findByText(`${metadata.total} reviews`)).toBeTruthy()
    const cards = screen.getAllByRole('article')
    for (const card of cards) expect(card.textContent).toMatch(/Waiting for moderation/)
    expect(document.title).toBe('Reviews · Back office')
  })

  it('filters by product and rating from the address, and keeps a change in it', async () => {
    const { review, product } = await waitingReview()
    const { router } = renderAdmin(`/reviews?status=all&product=${review.entityId}`, owner)
    // The product's name arrives with the catalog, after the reviews.
    await waitFor(() =>
      eachOf(screen.getAllByRole('article'), (card) =>
        expect(within(card).getByRole('heading').textContent).toMatch(product),
      ),
    )
    fireEvent.change(screen.getByRole('combobox', { name: 'Rating' }), { target: { value: '1' } })
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?status=all&product=${review.entityId}&rating=1`),
    )
    await waitFor(() =>
      eachOf(screen.getAllByRole('img', { name: /out of 5 stars/ }), (stars) =>
        expect(stars.getAttribute('aria-label')).toBe('1 out of 5 stars'),
      ),
    )
  })

  it('approves a review in the queue: it becomes public', async () => {
    const { review, product } = await waitingReview()
    const author = review.author?.authorName
    renderAdmin(`/reviews?product=${review.entityId}`, owner)
    const which = `review by ${author} of ${product}`
    fireEvent.click(await screen.findByRole('button', { name: `Approve ${which}` }))
    expect(await screen.findByText(`The ${which} is approved: it shows in the shop.`)).toBeTruthy()
    expect((await stored(review.id)).moderation.moderationStatus).toBe('APPROVED')
    // A shopper's (public) read now finds it.
    const visitor = await queryReviews(owner, { query: { filter: { id: review.id } } })
    expect(visitor.reviews.map((r) => r.id)).toEqual([review.id])
    expect(await screen.findByText('No reviews wait for moderation.')).toBeTruthy()
  })

  it('rejects a review in the queue', async () => {
    const { review, product } = await waitingReview()
    renderAdmin(`/reviews?product=${review.entityId}`, owner)
    const which = `review by ${review.author?.authorName} of ${product}`
    fireEvent.click(await screen.findByRole('button', { name: `Reject ${which}` }))
    await screen.findByText(`The ${which} is rejected.`)
    expect((await stored(review.id)).moderation.moderationStatus).toBe('REJECTED')
  })

  it('saves and removes the owner reply', async () => {
    const { review, product } = await waitingReview()
    renderAdmin(`/reviews?product=${review.entityId}`, owner)
    const which = `review by ${review.author?.authorName} of ${product}`
    const box = await screen.findByRole('textbox', { name: `Your reply to the ${which}` })
    fireEvent.change(box, { target: { value: '  Thank you, Noah!  ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save reply' }))
    await screen.findByText(`Your reply to the ${which} is saved.`)
    expect((await stored(review.id)).reply.message).toBe('Thank you, Noah!')
    fireEvent.click(await screen.findByRole('button', { name: 'Remove reply' }))
    await screen.findByText(`Your reply to the ${which} is removed.`)
    expect((await stored(review.id)).reply.message).toBe('')
  })

  it('deletes a review after asking', async () => {
    const { review, product } = await waitingReview()
    renderAdmin(`/reviews?product=${review.entityId}`, owner)
    const which = `review by ${review.author?.authorName} of ${product}`
    fireEvent.click(await screen.findByRole('button', { name: `Delete ${which}` }))
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))
    await screen.findByText(`The ${which} is deleted.`)
    await expect(stored(review.id)).rejects.toMatchObject({ status: 404 })
  })

  it('says when nothing matches', async () => {
    const { review } = await waitingReview()
    await deleteReview(owner, review.id)
    renderAdmin(`/reviews?product=${review.entityId}`, owner)
    expect(await screen.findByText('No reviews wait for moderation.')).toBeTruthy()
  })

  it('tells the owner in words when an action fails', async () => {
    const { review, product } = await waitingReview()
    renderAdmin(`/reviews?product=${review.entityId}`, owner)
    const which = `review by ${review.author?.authorName} of ${product}`
    const approve = await screen.findByRole('button', { name: `Approve ${which}` })
    await deleteReview(owner, review.id) // someone else deletes it meanwhile
    fireEvent.click(approve)
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Not found')).toBeTruthy()
  })
})

/** Checks every item of a list that must not be empty. */
function eachOf<T>(items: readonly T[], check: (item: T) => void) {
  expect(items.length).toBeGreaterThan(0)
  for (const item of items) check(item)
}
