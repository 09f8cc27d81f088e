import { readFileSync } from 'node:fs'
import { defineConfig, type Options } from 'tsup'

/**
 * The build of one workspace package: ESM + CJS + declarations, one entry per subpath of its
 * exports map (`./cart` → `src/cart.ts`), so the map and the build never drift apart.
 */
export function packageConfig(overrides: Options = {}) {
  const pkg = JSON.parse(readFileSync('./package.json', 'utf8')) as {
    exports: Record<string, unknown>
  }
  const entry = Object.keys(pkg.exports)
    .filter((key) => key !== './package.json')
    .map((key) => (key === '.' ? 'src/index.ts' : `src/${key.slice(2)}.ts`))
  return defineConfig({
    entry,
    format: ['esm', 'cjs'],
    dts: true,
    splitting: true,
    clean: true,
    target: 'es2022',
    tsconfig: '../../tsconfig.base.json',
    ...overrides,
  })
}
