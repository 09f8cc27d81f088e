#!/usr/bin/env node
// The `storefront-emulator` command. npm links a package's command only if its file exists at
// install time, so this file is committed rather than built: in the published package it runs
// the built CLI (dist/cli.js); in a clone of the repository, where the sources are and dist may
// not be built yet, it runs src/cli.ts through tsx, the repository's TypeScript runner.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number)
if (major < 22 || (major === 22 && minor < 13)) {
  // node:sqlite, the emulator's database, needs Node 22.13 or later.
  process.stderr.write(
    `storefront-emulator needs Node.js 22.13 or later; this is ${process.version}.\n`,
  )
  process.exit(1)
}

const source = new URL('../src/cli.ts', import.meta.url)
if (existsSync(source)) {
  const { register } = await import('tsx/esm/api')
  // The repository's path map: the workspace packages from source, whatever the current folder.
  register({ tsconfig: fileURLToPath(new URL('../../../tsconfig.base.json', import.meta.url)) })
  await import(source.href)
} else {
  await import(new URL('../dist/cli.js', import.meta.url).href)
}
