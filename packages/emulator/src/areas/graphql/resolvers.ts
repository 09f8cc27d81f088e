import { GraphQLError } from 'graphql'
import type { restCaller } from './rest'

type Rest = ReturnType<typeof restCaller>
type Entity = Record<string, unknown>

/** An entity as the graph answers it: its fields, and all of it as `raw`. */
const node = (entity: Entity) => ({ ...entity, raw: entity })
const nodes = (list: unknown) => (Array.isArray(list) ? (list as Entity[]).map(node) : [])

/** A cart with its lines as nodes too. */
const cartNode = (cart: Entity) => ({ ...node(cart), lineItems: nodes(cart.lineItems) })

const PRODUCTS = '/stores-reader/v1/products'
const COLLECTIONS = '/stores-reader/v1/collections'
const REVIEWS = '/reviews/v1/reviews'
const MEMBERS = '/members/v1/members'
const CART = '/ecom/v1/carts/current'
const ORDERS = '/ecom/v1/orders'

const path = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`
const isNoCart = (error: unknown) =>
  error instanceof GraphQLError && error.extensions.code === 'OWNED_CART_NOT_FOUND'

type Args = Record<string, unknown>
type QueryArgs = { query?: unknown }

/**
 * The root fields: each one is one REST call of the caller's (see `rest.ts`), so a field sees
 * and may do exactly what that call does for them.
 */
export function rootResolvers(rest: Rest) {
  return {
    products: async ({ query }: QueryArgs) =>
      nodes((await rest<Entity>('POST', `${PRODUCTS}/query`, { query: query ?? {} })).products),
    product: async ({ id }: Args) =>
      node((await rest<Entity>('GET', path(PRODUCTS, String(id)))).product as Entity),
    collections: async ({ query }: QueryArgs) =>
      nodes(
        (await rest<Entity>('POST', `${COLLECTIONS}/query`, { query: query ?? {} })).collections,
      ),
    collection: async ({ id }: Args) =>
      node((await rest<Entity>('GET', path(COLLECTIONS, String(id)))).collection as Entity),
    reviews: async ({ query }: QueryArgs) =>
      nodes((await rest<Entity>('POST', `${REVIEWS}/query`, { query: query ?? {} })).reviews),
    myMember: async () => {
      try {
        return node((await rest<Entity>('GET', `${MEMBERS}/my`)).member as Entity)
      } catch (error) {
        // A visitor has no member: that is an answer, not a failure.
        if (error instanceof GraphQLError && error.extensions.status === 403) return null
        throw error
      }
    },
    member: async ({ id }: Args) =>
      node((await rest<Entity>('GET', path(MEMBERS, String(id)))).member as Entity),
    members: async ({ query }: QueryArgs) =>
      nodes((await rest<Entity>('POST', `${MEMBERS}/query`, { query: query ?? {} })).members),
    currentCart: async () => {
      try {
        return cartNode((await rest<Entity>('GET', CART)).cart as Entity)
      } catch (error) {
        if (isNoCart(error)) return null
        throw error
      }
    },
    order: async ({ id }: Args) =>
      node((await rest<Entity>('GET', path(ORDERS, String(id)))).order as Entity),
    addToCurrentCart: async ({ lineItems }: Args) =>
      cartNode((await rest<Entity>('POST', `${CART}/add-to-cart`, { lineItems })).cart as Entity),
    updateCurrentCartLineItemQuantity: async ({ lineItems }: Args) =>
      cartNode(
        (await rest<Entity>('POST', `${CART}/update-line-items-quantity`, { lineItems }))
          .cart as Entity,
      ),
    removeLineItemsFromCurrentCart: async ({ lineItemIds }: Args) =>
      cartNode(
        (await rest<Entity>('POST', `${CART}/remove-line-items`, { lineItemIds })).cart as Entity,
      ),
    deleteCurrentCart: async () => {
      await rest('DELETE', CART)
      return true
    },
  }
}
