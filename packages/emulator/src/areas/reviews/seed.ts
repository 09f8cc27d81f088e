import type { ReviewsContext } from './context'
import { contactIdForEmail } from './create'
import { draftReview } from './draft'
import type { ModerationState } from './moderation'

interface SeedReview {
  name: string
  email: string
  rating: number
  title: string
  body: string
  status: ModerationState
  /** Days before now. */
  age: number
}

// Per product, in turn: mostly approved, one waiting for moderation, one rejected.
const TEMPLATES: readonly SeedReview[] = [
  {
    name: 'Ava Thompson',
    email: 'ava.thompson@example.com',
    rating: 5,
    title: 'Exactly what I hoped for',
    body: 'Great quality and it arrived two days early. The colour is just like the pictures.',
    status: 'APPROVED',
    age: 40,
  },
  {
    name: 'Liam Chen',
    email: 'liam.chen@example.com',
    rating: 4,
    title: 'Very good, runs a little small',
    body: 'Well made and comfortable. I would order one size up next time.',
    status: 'APPROVED',
    age: 31,
  },
  {
    name: 'Sofia Rossi',
    email: 'sofia.rossi@example.com',
    rating: 3,
    title: 'Fine for the price',
    body: 'Does the job. Packaging could be better.',
    status: 'APPROVED',
    age: 22,
  },
  {
    name: 'Noah Müller',
    email: 'noah.mueller@example.com',
    rating: 5,
    title: 'Buying another one',
    body: 'My second purchase of this product. Still love it.',
    status: 'IN_MODERATION',
    age: 2,
  },
  {
    name: 'Spam Bot',
    email: 'deals@spam.example.com',
    rating: 1,
    title: 'Cheap watches here',
    body: 'Visit my site for unbelievable discounts!!!',
    status: 'REJECTED',
    age: 9,
  },
]

const DAY = 86_400_000

/**
 * Demo reviews on the given products: product `i` gets 3 to 5 templates from `i` on (wrapping),
 * so products differ in rating and count, every product has approved reviews, and most also
 * have a pending or a rejected one.
 */
export function seedReviews(ctx: ReviewsContext, productIds: readonly string[]) {
  const now = ctx.clock.now()
  // One contact per template author, not one hash per review.
  const contactIds = TEMPLATES.map((template) => contactIdForEmail(ctx, template.email))
  productIds.forEach((entityId, index) => {
    // Three or more templates in a row always include an approved one.
    const count = 3 + (index % 3)
    for (let n = 0; n < count; n++) {
      const template = TEMPLATES[(index + n) % TEMPLATES.length]
      const contactId = contactIds[(index + n) % TEMPLATES.length]
      if (!template || !contactId) continue
      const date = new Date(now - (template.age + index) * DAY).toISOString()
      ctx.store.save(
        draftReview({
          id: ctx.newId(),
          namespace: 'stores',
          entityId,
          content: {
            title: template.title,
            body: template.body,
            media: [],
            rating: template.rating,
          },
          author: {
            contactId,
            authorName: template.name,
            authorType: 'VISITOR',
          },
          origin: 'ORGANIC',
          createdDate: date,
          reviewDate: date,
          status: template.status,
        }),
      )
    }
  })
}
