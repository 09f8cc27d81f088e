import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { cartIdRequestSchema, createCartRequestSchema } from './cart-v2-requests.schema'
import * as wire from './index'
import { lazySchema } from './lazy-schema'

const build = () => z.object({ code: z.string().min(1).max(5), count: z.number().int().optional() })

describe('lazySchema', () => {
  it('builds the schema on first use, once', () => {
    let builds = 0
    const schema = lazySchema(() => {
      builds++
      return build()
    })
    expect(builds).toBe(0)
    schema.parse({ code: 'a' })
    schema.safeParse({ code: '' })
    expect(schema.shape.code).toBeInstanceOf(z.ZodString)
    expect(builds).toBe(1)
  })

  it('answers and fails exactly as the schema built at once', () => {
    const lazy = lazySchema(build)
    const eager = build()
    for (const input of [
      { code: 'ab', count: 2 },
      { code: '' },
      { code: 'toolong', count: 1.5 },
      7,
    ])
      expect(lazy.safeParse(input)).toEqual(eager.safeParse(input))
  })

  it('passes for the schema wherever a program looks: instanceof, keys, nesting, extend', () => {
    const lazy = lazySchema(build)
    expect(lazy).toBeInstanceOf(z.ZodObject)
    expect(Object.keys(lazy.shape)).toEqual(['code', 'count'])
    expect(Object.keys(lazy)).toEqual(Object.keys(build()))
    const outer = z
      .object({ inner: lazy })
      .extend(lazySchema(() => z.object({ id: z.string() })).shape)
    expect(outer.safeParse({ inner: { code: 'x' }, id: '1' }).success).toBe(true)
    const failed = outer.safeParse({ inner: { code: '' } })
    expect(failed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['inner.code', 'id'])
  })

  it('keeps the package schemas that other schemas use working (Cart V2 bodies)', () => {
    const body = createCartRequestSchema.extend(cartIdRequestSchema.shape)
    const id = '3fa85f64-5717-4562-b3fc-2c963f66afa6'
    expect(body.safeParse({ cartId: id, coupons: [{ code: 'SAVE' }] }).success).toBe(true)
    expect(body.safeParse({ cartId: 'nope', coupons: [{ code: '' }] }).success).toBe(false)
  })

  it('builds every schema the package exports (a mistake in one shows here, not on a request)', () => {
    const schemas = Object.entries(wire).filter(([, value]) => value instanceof z.ZodType)
    expect(schemas.length).toBeGreaterThan(250)
    for (const [name, schema] of schemas)
      expect(() => (schema as z.ZodType).safeParse({}), name).not.toThrow()
  })
})
