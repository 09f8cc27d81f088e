import { dirname } from 'node:path'
import type { Plugin } from 'esbuild'
import { defineConfig } from 'tsup'

// The library (ESM + CJS + declarations) and the CLI (ESM, executable). `node:` specifiers stay
// as written: `node:sqlite` exists only under that name.

/**
 * Packages the CLI carries inside its own files. Resolving and loading some two hundred modules
 * of these one by one was a third of a cold start; bundled, Node reads a few files (and its
 * compile cache keeps them compiled). Left out: native or binary packages (sharp, ffmpeg), and
 * those loaded only on first use of a rare route (graphql, tus).
 */
const CLI_BUNDLED = ['hono', '@hono/node-server', 'jose', 'zod', '@storefront-kit/wire']
/**
 * zod's `z.locales`, its error messages in some fifty languages (half of the bundled zod, 370 KB),
 * left out of the CLI: every start read and ran them, and the emulator answers in English only
 * (zod's default, which it imports on its own). `z.locales` is then an object with `en` alone.
 */
const englishOnlyZod: Plugin = {
  name: 'english-only-zod',
  setup(build) {
    build.onResolve({ filter: /\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]/.test(args.importer)
        ? { path: 'zod/locales', namespace: 'english-only', pluginData: dirname(args.importer) }
        : undefined,
    )
    build.onLoad({ filter: /.*/, namespace: 'english-only' }, (args) => ({
      contents: "export { default as en } from '../locales/en.js'",
      resolveDir: args.pluginData,
    }))
  },
}

export default defineConfig([
  {
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    target: 'node22',
    platform: 'node',
    removeNodeProtocol: false,
    tsconfig: '../../tsconfig.base.json',
  },
  {
    entry: ['src/cli.ts'],
    format: ['esm'],
    target: 'node22',
    platform: 'node',
    removeNodeProtocol: false,
    noExternal: CLI_BUNDLED.map((name) => new RegExp(`^${name}(/|$)`)),
    esbuildPlugins: [englishOnlyZod],
    // Every start reads, decodes and checksums the CLI's files against the compile cache:
    // without whitespace and comments they are a quarter smaller. Names are kept, so a stack
    // trace still names its functions.
    minifyWhitespace: true,
    minifySyntax: true,
    tsconfig: '../../tsconfig.base.json',
  },
])
