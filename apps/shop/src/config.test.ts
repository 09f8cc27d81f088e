import { describe, expect, it } from 'vitest'
import { CONFIG_VARIABLES, readConfig, readOwnerKey } from './config'

const env = {
  [CONFIG_VARIABLES.apiUrl]: 'http://127.0.0.1:4010',
  [CONFIG_VARIABLES.clientId]: 'client-1',
  [CONFIG_VARIABLES.apiKey]: 'secret-key',
  [CONFIG_VARIABLES.siteId]: 'site-1',
}

describe('the site key of the shop server', () => {
  it('is read only with both the key and the site id', () => {
    expect(readOwnerKey(env)).toEqual({ apiKey: 'secret-key', siteId: 'site-1' })
    expect(readOwnerKey({ ...env, [CONFIG_VARIABLES.siteId]: ' ' })).toBeUndefined()
    expect(readOwnerKey({ ...env, [CONFIG_VARIABLES.apiKey]: undefined })).toBeUndefined()
  })

  it('never enters the configuration the browser receives', () => {
    const read = readConfig(env)
    expect(read.ok).toBe(true)
    expect(JSON.stringify(read)).not.toContain('secret-key')
  })
})

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
