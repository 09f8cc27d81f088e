// Production builds of the apps, made when missing or stale: the build directory keeps a stamp of
// what it was built from (a hash of the app's sources, the workspace packages' sources and the
// lockfile), and a build whose stamp differs from the tree is made again. One build at a time per
// app (a lock directory), so servers started side by side (the e2e suite) never write together.
//
//   node scripts/app-build.mjs apps/shop            build now and stamp (the app's `npm run build`)
//   node scripts/app-build.mjs apps/shop --if-stale only when missing or stale (what npm start does)
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

const root = fileURLToPath(new URL('..', import.meta.url))
/** What every app is built from besides its own files. */
const SHARED = [
  'packages/wire/src',
  'packages/sdk/src',
  'packages/image/src',
  'packages/react/src',
  'package-lock.json',
]
/** Not inputs: outputs, dependencies, tests. */
const SKIP = new Set(['build', 'node_modules', 'dist', '.react-router'])
const STAMP = '.inputs'

function* files(path) {
  if (!existsSync(path)) return
  if (statSync(path).isFile()) return yield path
  for (const name of readdirSync(path).sort()) {
    if (SKIP.has(name) || /\.test\.tsx?$/.test(name)) continue
    yield* files(join(path, name))
  }
}

/** The hash of what the app at `dir` (relative to the repository) is built from. */
export function inputsHash(dir) {
  const hash = createHash('sha256')
  for (const input of [dir, ...SHARED])
    for (const file of files(join(root, input)))
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0')
  return hash.digest('hex')
}

/** Whether the app's build is missing or was made from other sources than the tree's. */
export function isStale(dir) {
  const stamp = join(root, dir, 'build', STAMP)
  return !existsSync(stamp) || readFileSync(stamp, 'utf8') !== inputsHash(dir)
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Holds the app's build lock while `run` runs (a lock left by a killed build expires). */
async function withLock(dir, run) {
  const lock = join(root, dir, '.build-lock')
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch {
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 120_000)
        rmSync(lock, { recursive: true, force: true })
      await sleep(250)
    }
  }
  try {
    return await run()
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

/**
 * Runs the app's build tool, its output going to `log`: React Router's for an app in its
 * framework mode (a `react-router.config.ts`), else Vite's.
 */
function runBuild(dir, log) {
  return new Promise((resolve, reject) => {
    const cli = existsSync(join(root, dir, 'react-router.config.ts'))
      ? join(root, 'node_modules/@react-router/dev/bin.cjs')
      : join(root, 'node_modules/vite/bin/vite.js')
    const child = spawn(process.execPath, [cli, 'build'], {
      cwd: join(root, dir),
      // A production build even when started from a test run (vitest sets NODE_ENV=test, and
      // React's JSX transform would then emit its development calls and source paths).
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.once('error', reject)
    child.once('exit', (code) => {
      if (code === 0) return resolve()
      log(output)
      reject(new Error(`Building ${dir} failed (exit code ${code})`))
    })
  })
}

/**
 * Builds the app at `dir` (relative to the repository) and stamps the build; with `ifStale`,
 * only when it is missing or stale. Resolves to whether it built.
 */
export async function buildApp(dir, { ifStale = false, log = () => {} } = {}) {
  if (ifStale && !isStale(dir)) return false
  return withLock(dir, async () => {
    // Another process may have built it while this one waited for the lock.
    if (ifStale && !isStale(dir)) return false
    const hash = inputsHash(dir)
    log(`building ${dir} (production)…`)
    await runBuild(dir, log)
    writeFileSync(join(root, dir, 'build', STAMP), hash)
    return true
  })
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'if-stale': { type: 'boolean', default: false } },
  })
  const [dir] = positionals
  if (!dir) {
    process.stderr.write('usage: node scripts/app-build.mjs <app dir> [--if-stale]\n')
    process.exit(2)
  }
  buildApp(dir, {
    ifStale: values['if-stale'],
    log: (line) => process.stderr.write(`${line}\n`),
  }).catch((error) => {
    process.stderr.write(`${error.message}\n`)
    process.exit(1)
  })
}
