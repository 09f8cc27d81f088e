import { describe, expect, it } from 'vitest'
import { createVariantCache } from '../src/areas/image-host/variant-cache'

const bytes = (n: number, fill = 1) => new Uint8Array(n).fill(fill)

describe('variant cache', () => {
  it('renders a key once, then answers from memory', async () => {
    const cache = createVariantCache()
    let renders = 0
    const render = async () => {
      renders++
      return bytes(10)
    }
    expect((await cache.getOrCreate('a', render)).hit).toBe(false)
    const second = await cache.getOrCreate('a', render)
    expect(second).toEqual({ bytes: bytes(10), hit: true })
    expect(renders).toBe(1)
    expect(cache.stats()).toEqual({ hits: 1, misses: 1, evictions: 0, entries: 1, bytes: 10 })
  })

  it('shares one render between overlapping requests for a key', async () => {
    const cache = createVariantCache()
    let renders = 0
    let finish: (b: Uint8Array) => void = () => {}
    const render = () => {
      renders++
      return new Promise<Uint8Array>((resolve) => {
        finish = resolve
      })
    }
    const first = cache.getOrCreate('k', render)
    const second = cache.getOrCreate('k', render)
    finish(bytes(3))
    expect((await first).hit).toBe(false)
    expect((await second).hit).toBe(true)
    expect(renders).toBe(1)
  })

  it('does not keep failures', async () => {
    const cache = createVariantCache()
    await expect(cache.getOrCreate('k', () => Promise.reject(new Error('bad')))).rejects.toThrow(
      'bad',
    )
    expect((await cache.getOrCreate('k', async () => bytes(1))).hit).toBe(false)
  })

  it('evicts the least recently used entry beyond its byte budget', async () => {
    const cache = createVariantCache({ maxBytes: 100, maxEntries: 100 })
    for (const key of ['a', 'b', 'c', 'd']) await cache.getOrCreate(key, async () => bytes(25))
    await cache.getOrCreate('a', async () => bytes(25)) // a is now the most recent
    await cache.getOrCreate('e', async () => bytes(25))
    expect(cache.stats()).toMatchObject({ entries: 4, bytes: 100, evictions: 1 })
    expect((await cache.getOrCreate('a', async () => bytes(25))).hit).toBe(true)
    expect((await cache.getOrCreate('b', async () => bytes(25))).hit).toBe(false)
  })

  it('bounds the number of entries', async () => {
    const cache = createVariantCache({ maxBytes: 1000, maxEntries: 3 })
    for (const key of ['a', 'b', 'c', 'd', 'e']) await cache.getOrCreate(key, async () => bytes(1))
    expect(cache.stats()).toMatchObject({ entries: 3, evictions: 2 })
  })

  it('answers but does not keep an entry larger than a quarter of the budget', async () => {
    const cache = createVariantCache({ maxBytes: 100, maxEntries: 10 })
    expect((await cache.getOrCreate('big', async () => bytes(26))).bytes.byteLength).toBe(26)
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 })
  })
})
