import { buildSchema, type GraphQLSchema } from 'graphql'

/**
 * The graph over the emulated areas' reads and the cart's changes. Each entity offers a few
 * typed fields and `raw`: the whole entity exactly as its REST call answers it (JSON).
 */
export const SDL = /* GraphQL */ `
  "Any JSON value: the platform's own shapes, as the REST calls answer them."
  scalar JSON

  type Product {
    id: ID!
    name: String
    slug: String
    visible: Boolean
    productType: String
    priceData: JSON
    media: JSON
    raw: JSON!
  }

  type Collection {
    id: ID!
    name: String
    slug: String
    numberOfProducts: Int
    raw: JSON!
  }

  type Review {
    id: ID!
    entityId: String
    namespace: String
    content: JSON
    author: JSON
    raw: JSON!
  }

  type Member {
    id: ID!
    loginEmail: String
    contactId: String
    status: String
    profile: JSON
    raw: JSON!
  }

  type CartLineItem {
    id: ID!
    quantity: Int!
    productName: JSON
    catalogReference: JSON
    price: JSON
    raw: JSON!
  }

  type Cart {
    id: ID!
    currency: String
    lineItems: [CartLineItem!]!
    appliedDiscounts: JSON
    raw: JSON!
  }

  type Order {
    id: ID!
    number: String
    status: String
    paymentStatus: String
    priceSummary: JSON
    buyerInfo: JSON
    lineItems: JSON
    raw: JSON!
  }

  input CatalogReferenceInput {
    catalogItemId: String!
    appId: String!
    options: JSON
  }

  input CartLineItemInput {
    quantity: Int!
    catalogReference: CatalogReferenceInput!
  }

  input LineItemQuantityInput {
    id: ID!
    quantity: Int!
  }

  type Query {
    "Visible products (a query in the REST call's language: filter, sort, paging)."
    products(query: JSON): [Product!]!
    product(id: ID!): Product!
    collections(query: JSON): [Collection!]!
    collection(id: ID!): Collection!
    "Published reviews, or every review for the owner."
    reviews(query: JSON): [Review!]!
    "The signed-in member (null for a visitor)."
    myMember: Member
    "A member as the caller may see them."
    member(id: ID!): Member!
    members(query: JSON): [Member!]!
    "The caller's cart; null while there is none."
    currentCart: Cart
    "One of the caller's orders (any order with the API key)."
    order(id: ID!): Order!
  }

  type Mutation {
    addToCurrentCart(lineItems: [CartLineItemInput!]!): Cart!
    updateCurrentCartLineItemQuantity(lineItems: [LineItemQuantityInput!]!): Cart!
    removeLineItemsFromCurrentCart(lineItemIds: [ID!]!): Cart!
    "Deletes the caller's cart; true also when there was none."
    deleteCurrentCart: Boolean!
  }
`

let built: GraphQLSchema | undefined

/** The schema, built once per process (it holds no state). */
export function graphSchema(): GraphQLSchema {
  built ??= buildSchema(SDL)
  return built
}
