import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = new URL('../src/', import.meta.url).pathname

/** Every source file of the hooks package, relative to src/. */
function sources(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name).slice(SRC.length)]
        : [],
  )
}

describe('one owner of retries for hook reads', () => {
  // A read that hands the SDK only `{ signal }` keeps the SDK's own retries inside TanStack
  // Query's; `queryCall(signal)` turns them off (retries.test.tsx counts the requests).
  it('no hook read passes the bare `{ signal }` to an SDK call', () => {
    const bare = sources().flatMap((file) =>
      [...readFileSync(join(SRC, file), 'utf8').matchAll(/,\s*\{ signal \}\s*,?\s*\)/g)].map(
        () => file,
      ),
    )
    expect(bare).toEqual([])
  })
})
