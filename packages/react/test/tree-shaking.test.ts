import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import * as api from '../src/index'

// Hooks are made by calls at module level (`mutationHook`, `queryHook`), each marked pure: a
// bundle of one hook must not carry the others, nor the options factories and SDK calls only
// they use.

const src = fileURLToPath(new URL('../src', import.meta.url))

/** The package's exports that an app's bundle of `names` contains, by their declarations. */
async function bundled(names: string[]) {
  const result = await build({
    stdin: { contents: `export { ${names.join(', ')} } from './index'`, resolveDir: src },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    external: ['react', '@tanstack/react-query', '@storefront-kit/sdk', '@storefront-kit/sdk/*'],
    logLevel: 'silent',
  })
  const code = result.outputFiles[0]?.text ?? ''
  return Object.keys(api).filter((name) =>
    new RegExp(`(?:var|let|const|function) ${name}\\b`).test(code),
  )
}

describe('tree shaking', () => {
  it.each([
    // A query hook: its factory and the query core.
    [
      'useCurrentCart',
      [
        'currentCartQueryOptions',
        'storefrontQueryOptions',
        'useCurrentCart',
        'useStorefrontClient',
        'useStorefrontQuery',
      ],
    ],
    // A plain write: not the other writes of its area.
    [
      'useUpdateProduct',
      [
        'storefrontMutationOptions',
        'updateProductMutationOptions',
        'useStorefrontClient',
        'useStorefrontMutation',
        'useUpdateProduct',
      ],
    ],
  ])(
    'a bundle of %s holds its own options factory and the core, no other hook',
    async (hook, own) => {
      const found = await bundled([hook])
      expect(found.filter((name) => /^use|Options$/.test(name)).sort()).toEqual(own)
    },
  )
})
