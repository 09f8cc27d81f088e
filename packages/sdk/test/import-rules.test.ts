import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const src = resolve(import.meta.dirname, '../src')
const core = join(src, 'core')

/** Every source file below `dir` (tests aside). */
const filesIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesIn(join(dir, entry.name))
      : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
        ? [join(dir, entry.name)]
        : [],
  )

/** What a file imports or re-exports: relative specifiers resolved to paths below `src`. */
function importsOf(file: string): string[] {
  // Lines of comments are not imports (TSDoc examples import the package itself).
  const text = readFileSync(file, 'utf8').replace(/^\s*(\/\*|\*|\/\/).*$/gm, '')
  return [...text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*'([^']+)'/g)].map(([, spec = '']) =>
    spec.startsWith('.') ? relative(src, resolve(dirname(file), spec)) : spec,
  )
}

describe('import rules of the SDK', () => {
  it('core imports nothing from auth: auth implements the seam core defines', () => {
    const files = filesIn(core)
    expect(files.length).toBeGreaterThan(5)
    const offending = files.flatMap((file) =>
      importsOf(file)
        .filter((target) => target === 'auth' || target.startsWith('auth/'))
        .map((target) => `${relative(src, file)} → ${target}`),
    )
    expect(offending).toEqual([])
  })

  it('core imports only core and the wire package (its types via src/wire.ts), never an area', () => {
    const wire = (target: string) => target === 'wire' || target.startsWith('@storefront-kit/wire/')
    const outside = filesIn(core).flatMap((file) =>
      importsOf(file)
        .filter((target) => !target.startsWith('core/') && !wire(target))
        .map((target) => `${relative(src, file)} → ${target}`),
    )
    expect(outside).toEqual([])
  })
})
