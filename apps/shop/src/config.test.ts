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
