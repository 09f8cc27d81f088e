import { afterAll, describe, expect, it } from 'vitest'
import { testEmulator } from './support/emulator'

const t = testEmulator({ seed: 'demo' })
afterAll(() => t.close())

type Answer = {
  data?: Record<string, unknown> | null
  errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[]
}
const gql = async (
  query: unknown,
  headers: Record<string, string> = {},
  variables?: unknown,
  path = '/graphql/alpha',
) => {
  const res = await t.call('POST', path, { query, variables }, headers)
  return { status: res.status, json: res.json as unknown as Answer, raw: res.json }
}
const visitor = async () => ({ authorization: (await t.visitorToken()).access_token })

const PRODUCTS = '{ products(query: { paging: { limit: 3 } }) { id name slug raw } }'

describe('GraphQL: reads as the REST calls answer them', () => {
  it('answers products with typed fields and the whole entity as raw', async () => {
    const { status, json } = await gql(PRODUCTS, await visitor())
    expect(status).toBe(200)
    expect(json.errors).toBeUndefined()
    const products = json.data?.products as { id: string; name: string; raw: { id: string } }[]
    expect(products).toHaveLength(3)
    expect(products[0]?.raw.id).toBe(products[0]?.id)
    const rest = await t.call(
      'GET',
      `/stores-reader/v1/products/${products[0]?.id}`,
      undefined,
      await visitor(),
    )
    expect((rest.json.product as { name: string }).name).toBe(products[0]?.name)
  })

  it('changes the cart with mutations, and a visitor reads only their own cart', async () => {
    const ada = await visitor()
    const bob = await visitor()
    const products = (await gql(PRODUCTS, ada)).json.data?.products as { id: string }[]
    const add = await gql(
      `mutation Add($lines: [CartLineItemInput!]!) {
        addToCurrentCart(lineItems: $lines) { id lineItems { id quantity } }
      }`,
      ada,
      {
        lines: [
          {
            quantity: 2,
            catalogReference: {
              catalogItemId: products[0]?.id,
              appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
            },
          },
        ],
      },
    )
    expect(add.json.errors).toBeUndefined()
    const cart = add.json.data?.addToCurrentCart as {
      id: string
      lineItems: { quantity: number }[]
    }
    expect(cart.lineItems.map((l) => l.quantity)).toEqual([2])
    const mine = await gql('{ currentCart { id } }', ada)
    expect(mine.json.data).toEqual({ currentCart: { id: cart.id } })
    // Another visitor sees no cart of theirs, never Ada's.
    expect((await gql('{ currentCart { id } }', bob)).json.data).toEqual({ currentCart: null })
    expect((await gql('mutation { deleteCurrentCart }', ada)).json.data).toEqual({
      deleteCurrentCart: true,
    })
  })

  it("keeps the REST permissions: members as the caller may see them, no one else's order", async () => {
    // Members as a visitor may see them: the same ones the REST query shows that visitor.
    const who = await visitor()
    const members = await gql('{ members { id } }', who)
    const rest = await t.call('POST', '/members/v1/members/query', { query: {} }, who)
    expect(rest.status).toBe(200)
    expect(members.json.data?.members).toEqual(
      (rest.json.members as { id: string }[]).map(({ id }) => ({ id })),
    )
    const order = await gql('{ order(id: "00000000-0000-4000-8000-000000000000") { id } }', {
      ...(await visitor()),
    })
    expect(order.json.errors?.[0]?.extensions?.status).toBe(404)
    expect(order.json.errors?.[0]?.path).toEqual(['order'])
    expect((await gql('{ myMember { id } }', await visitor())).json.data).toEqual({
      myMember: null,
    })
    const anonymous = await gql(PRODUCTS)
    expect(anonymous.json.errors?.[0]?.extensions?.status).toBe(401)
    const owner = await gql(
      '{ members(query: { paging: { limit: 1 } }) { id loginEmail } }',
      t.owner,
    )
    expect(owner.json.errors).toBeUndefined()
  })

  it('answers a malformed query with GraphQL errors, never a 5xx', async () => {
    const who = await visitor()
    const cases = [
      '{ products { id ',
      '{ nothing }',
      '{ product(id: 3) { nope } }',
      `{${'{'.repeat(40)}`,
      'mutation { addToCurrentCart(lineItems: [{ quantity: "x" }]) { id } }',
    ]
    for (const query of cases) {
      const { status, json } = await gql(query, who)
      expect(status, query).toBe(200)
      expect(json.errors?.length, query).toBeGreaterThan(0)
      expect(json.errors?.[0]?.message, query).toEqual(expect.any(String))
    }
    const notGraphQL = await gql(42, who)
    expect(notGraphQL.status).toBe(400)
    expect(JSON.stringify(notGraphQL.raw)).toContain('query')
    expect((await gql(PRODUCTS, who, undefined, '/graphql/v9')).status).toBe(400)
    const badLines = await gql(
      'mutation { addToCurrentCart(lineItems: [{ quantity: 0, catalogReference: { catalogItemId: "x", appId: "y" } }]) { id } }',
      who,
    )
    expect(badLines.status).toBe(200)
    expect(badLines.json.errors?.[0]?.extensions).toMatchObject({ status: 400 })
  })
})
