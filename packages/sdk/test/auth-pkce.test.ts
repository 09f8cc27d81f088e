import { describe, expect, it } from 'vitest'
import {
  generateCodeChallenge,
  generateCodeVerifier,
  generateOAuthData,
  generateState,
  isCodeVerifier,
  loadOAuthData,
  type OAuthDataStore,
  saveOAuthData,
} from '../src/auth'

const memoryStore = (): OAuthDataStore & { items: Map<string, string> } => {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

describe('PKCE', () => {
  it('makes 43-character verifiers by default, from letters, digits and - . _ ~ only', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 200; i++) {
      const verifier = generateCodeVerifier()
      expect(verifier).toMatch(/^[A-Za-z0-9\-._~]{43}$/)
      for (const ch of verifier) seen.add(ch)
      expect(isCodeVerifier(verifier)).toBe(true)
    }
    // Every character class shows up: the alphabet is really used, not a subset.
    expect([...seen].some((ch) => '-._~'.includes(ch))).toBe(true)
    expect(new Set(Array.from({ length: 50 }, () => generateCodeVerifier())).size).toBe(50)
  })

  it('makes verifiers of 43 to 128 characters and refuses other lengths', () => {
    expect(generateCodeVerifier(128)).toHaveLength(128)
    expect(generateCodeVerifier(64)).toHaveLength(64)
    for (const length of [42, 129, 0, 43.5, Number.NaN])
      expect(() => generateCodeVerifier(length)).toThrow(RangeError)
    for (const bad of ['a'.repeat(42), 'a'.repeat(129), `${'a'.repeat(42)}!`, `${'a'.repeat(42)} `])
      expect(isCodeVerifier(bad)).toBe(false)
  })

  it('computes the S256 challenge as base64url SHA-256 without padding (RFC 7636 appendix B)', async () => {
    expect(await generateCodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    )
    const challenge = await generateCodeChallenge(generateCodeVerifier(128))
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/)
    await expect(generateCodeChallenge('too-short')).rejects.toThrow(TypeError)
  })

  it('makes unguessable states', () => {
    const states = Array.from({ length: 100 }, () => generateState())
    expect(new Set(states).size).toBe(100)
    for (const state of states) expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })
})

describe('OAuth data across the redirect', () => {
  it('holds state, verifier, matching challenge and the URIs', async () => {
    const data = await generateOAuthData(
      'https://shop.example/callback',
      'https://shop.example/cart',
    )
    expect(data).toMatchObject({
      redirectUri: 'https://shop.example/callback',
      originalUri: 'https://shop.example/cart',
    })
    expect(await generateCodeChallenge(data.codeVerifier)).toBe(data.codeChallenge)
    expect(data.state).not.toBe(data.codeVerifier)
  })

  it('saves and restores it once, and ignores tampered or missing entries', async () => {
    const store = memoryStore()
    const data = await generateOAuthData('https://shop.example/callback')
    saveOAuthData(data, { store })
    expect(loadOAuthData({ store, remove: false })).toEqual(data)
    expect(loadOAuthData({ store })).toEqual(data)
    expect(loadOAuthData({ store })).toBeNull()
    store.setItem('storefront-kit.oauth', JSON.stringify({ ...data, codeVerifier: 'short' }))
    expect(loadOAuthData({ store })).toBeNull()
    store.setItem('storefront-kit.oauth', '{not json')
    expect(loadOAuthData({ store })).toBeNull()
    saveOAuthData(data, { store, key: 'other' })
    expect(loadOAuthData({ store, key: 'other' })?.state).toBe(data.state)
  })

  it('says so when there is no storage to save to', async () => {
    const data = await generateOAuthData()
    expect(() => saveOAuthData(data)).toThrow(/options.store/)
    expect(loadOAuthData()).toBeNull()
  })
})
