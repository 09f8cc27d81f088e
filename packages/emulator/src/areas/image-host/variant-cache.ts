import type { EmulatorContext } from '../../context'

/**
 * Rendered variants, kept in memory, least recently used first out, bounded by bytes and count.
 *
 * Why memory and not a `media_variants` table: a variant is derived data that sharp re-creates
 * in milliseconds from the original (which the database keeps), so persisting it would only grow
 * `--data-dir` databases and their exports; a hit here touches neither the database nor its
 * lock; and keeping recency in SQL would turn every hit into a write. Keys carry the file's
 * content version, so a replaced or reset file can never be answered from a stale entry.
 */

/** Counters for tests and tools. */
export interface VariantCacheStats {
  /** Answers from the cache, including requests that waited for the same render. */
  hits: number
  /** Renders started: variants, and seed originals drawn from their recipes. */
  misses: number
  evictions: number
  entries: number
  bytes: number
}

export interface VariantCacheLimits {
  /** Total bytes kept. Default 64 MiB. */
  maxBytes: number
  /** Entries kept. Default 4096. */
  maxEntries: number
}

export const DEFAULT_VARIANT_CACHE_LIMITS: VariantCacheLimits = {
  maxBytes: 64 * 1024 * 1024,
  maxEntries: 4096,
}

/**
 * Creates a cache. `getOrCreate` renders once per key even when requests for it overlap.
 *
 * @example
 * ```ts
 * const cache = createVariantCache({ maxBytes: 1 << 20, maxEntries: 100 })
 * const { bytes, hit } = await cache.getOrCreate(key, () => renderVariant(source, t, 'webp'))
 * ```
 */
export function createVariantCache(limits: VariantCacheLimits = DEFAULT_VARIANT_CACHE_LIMITS) {
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  const entries = new Map<string, Uint8Array>()
  const pending = new Map<string, Promise<Uint8Array>>()
  const stats = { hits: 0, misses: 0, evictions: 0, bytes: 0 }

  const store = (key: string, bytes: Uint8Array) => {
    // One entry may not push out a large share of everything else.
    if (bytes.byteLength > limits.maxBytes / 4) return
    entries.set(key, bytes)
    stats.bytes += bytes.byteLength
    for (const [oldKey, old] of entries) {
      if (stats.bytes <= limits.maxBytes && entries.size <= limits.maxEntries) break
      entries.delete(oldKey)
      stats.bytes -= old.byteLength
      stats.evictions++
    }
  }

  return {
    async getOrCreate(
      key: string,
      create: () => Promise<Uint8Array>,
    ): Promise<{ bytes: Uint8Array; hit: boolean }> {
      const cached = entries.get(key)
      if (cached) {
        entries.delete(key)
        entries.set(key, cached)
        stats.hits++
        return { bytes: cached, hit: true }
      }
      const inFlight = pending.get(key)
      if (inFlight) {
        stats.hits++
        return { bytes: await inFlight, hit: true }
      }
      stats.misses++
      const rendering = create()
      pending.set(key, rendering)
      try {
        const bytes = await rendering
        store(key, bytes)
        return { bytes, hit: false }
      } finally {
        pending.delete(key)
      }
    },
    stats(): VariantCacheStats {
      return { ...stats, entries: entries.size }
    },
    clear() {
      entries.clear()
      stats.bytes = 0
    },
  }
}

export type VariantCache = ReturnType<typeof createVariantCache>

const SETTINGS_KEY = 'media.variantCache'

/** The emulator instance's variant cache (created on first use, kept in `ctx.memory`). */
export function variantCacheOf(ctx: EmulatorContext): VariantCache {
  const existing = ctx.memory.get(SETTINGS_KEY) as VariantCache | undefined
  if (existing) return existing
  const cache = createVariantCache()
  ctx.memory.set(SETTINGS_KEY, cache)
  return cache
}
