import { defineConfig } from 'tsup'

// The library (ESM + CJS + declarations) and the CLI (ESM, executable). `node:` specifiers stay
// as written: `node:sqlite` exists only under that name.
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
    tsconfig: '../../tsconfig.base.json',
  },
])
