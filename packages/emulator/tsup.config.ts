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
    tsconfig: '../../tsconfig.base.json',
  },
])
