import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as react from '../src/index'

const testDir = new URL('.', import.meta.url).pathname

/** Every test file of the package (support helpers are not tests). */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'support' ? [] : testFiles(path)
    return /\.test\.tsx?$/.test(entry.name) && path !== new URL(import.meta.url).pathname
      ? [path]
      : []
  })
}

const exportedHooks = Object.keys(react)
  .filter((name) => /^use[A-Z]/.test(name))
  .sort()
const sources = testFiles(testDir).map((file) => readFileSync(file, 'utf8'))
const named = (hook: string) => sources.some((text) => new RegExp(`\\b${hook}\\b`).test(text))

describe('every exported hook runs in a test', () => {
  it('names each exported hook in a test file of packages/react/test', () => {
    const missing = exportedHooks.filter((hook) => !named(hook))
    expect(
      missing,
      `These hooks are exported by @storefront-kit/react but no test names them; add a test that runs each one against the emulator (its cache key, what it invalidates, its error): ${missing.join(', ')}`,
    ).toEqual([])
  })
})
