import { describe, expect, it } from 'vitest'
import { readConfig } from './config'

const base = { STOREFRONT_CLIENT_ID: 'client-1', STOREFRONT_API_URL: 'http://127.0.0.1:4010' }

describe('readConfig: the cart version', () => {
  it('is Cart V2 unless told otherwise', () => {
    expect(readConfig(base)).toMatchObject({ ok: true, config: { cartVersion: 'v2' } })
  })

  it('keeps the v1 cart with STOREFRONT_CART_VERSION=v1 (any case, spaces trimmed)', () => {
    expect(readConfig({ ...base, STOREFRONT_CART_VERSION: ' V1 ' })).toMatchObject({
      ok: true,
      config: { cartVersion: 'v1' },
    })
  })

  it('names the variable and its values when it holds something else', () => {
    expect(readConfig({ ...base, STOREFRONT_CART_VERSION: 'v3' })).toEqual({
      ok: false,
      missing: ['STOREFRONT_CART_VERSION (v1 or v2)'],
    })
  })
})
