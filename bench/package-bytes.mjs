// Which package the bytes of a built app's scripts come from: the app built once more with source
// maps (in a copy beside it, so the build `npm start` serves stays as it is), each script's
// minified bytes attributed through its map to the module they came from, grouped by package.
import { spawn } from 'node:child_process'
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { decodedMappings, TraceMap } from '@jridgewell/trace-mapping'

const root = new URL('..', import.meta.url).pathname

/** The group a module's source path belongs to: an npm package, or the app's own code. */
export function packageOf(source, groups) {
  const path = source.replace(/\\/g, '/')
  for (const [name, test] of groups) if (test.test(path)) return name
  const match = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  return match ? match[1] : 'app'
}

/**
 * Minified bytes per group of one script with its source map; `gzip` shares the script's gzipped
 * size out in the same proportions (gzip has no per-module boundary, so this is an estimate).
 */
export function bytesOf(code, map, groups) {
  const traced = new TraceMap(map)
  const lines = code.split('\n')
  const bytes = new Map()
  decodedMappings(traced).forEach((segments, line) => {
    const text = lines[line] ?? ''
    segments.forEach((segment, i) => {
      const end = segments[i + 1]?.[0] ?? text.length
      const source = segment.length > 1 ? traced.sources[segment[1]] : undefined
      const group = source ? packageOf(source, groups) : 'unmapped'
      bytes.set(group, (bytes.get(group) ?? 0) + Buffer.byteLength(text.slice(segment[0], end)))
    })
  })
  const gzip = gzipSync(code, { level: 9 }).length
  const total = Buffer.byteLength(code)
  return [...bytes].map(([group, min]) => ({ group, min, gzip: (gzip * min) / total }))
}

/**
 * Builds the app at `dir` (relative to the repository) with client source maps in a copy beside
 * it, and answers the minified and (estimated) gzipped bytes per group of the scripts named
 * `files` (file names in `build/client/assets`: the same inputs give the same hashed names with
 * or without maps). Groups: `groups` (name, path test) first, else the npm package, else `app`.
 *
 * @example
 * const groups = [['react-dom', /node_modules\/react-dom\//]]
 * const bytes = await bytesByPackage('apps/shop', ['root-aC5Cd9_W.js'], groups)
 * bytes.get('react-dom') // { min, gzip }
 */
export async function bytesByPackage(dir, files, groups = []) {
  const copy = join(root, `${dir}-sourcemap-${process.pid}`)
  rmSync(copy, { recursive: true, force: true })
  cpSync(join(root, dir), copy, {
    recursive: true,
    // Not its tests: a test run meanwhile must not find a second copy of them.
    filter: (path) => !/[\\/](build|node_modules|\.react-router|test)$/.test(path),
  })
  try {
    await new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [join(root, 'node_modules/@react-router/dev/bin.cjs'), 'build', '--sourcemapClient'],
        { cwd: copy, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'ignore' },
      )
      child.once('error', reject)
      child.once('exit', (code) => (code ? reject(new Error(`build exit ${code}`)) : resolve()))
    })
    const assets = join(copy, 'build/client/assets')
    const totals = new Map()
    const add = (group, min, gzip) => {
      const sum = totals.get(group) ?? { min: 0, gzip: 0 }
      totals.set(group, { min: sum.min + min, gzip: sum.gzip + gzip })
    }
    for (const file of files) {
      if (!existsSync(join(assets, file)))
        throw new Error(`${dir}: the build with source maps has no ${file} (inputs changed?)`)
      if (!existsSync(join(assets, `${file}.map`))) {
        // Generated with no module behind it (React Router's route manifest): a group of its own.
        const code = readFileSync(join(assets, file))
        add(
          `${file.replace(/-[\w-]{8}\.js$/, '')} (generated)`,
          code.length,
          gzipSync(code, { level: 9 }).length,
        )
        continue
      }
      const code = readFileSync(join(assets, file), 'utf8').replace(
        /\n\/\/# sourceMappingURL=.*\s*$/,
        '',
      )
      const map = JSON.parse(readFileSync(join(assets, `${file}.map`), 'utf8'))
      for (const { group, min, gzip } of bytesOf(code, map, groups)) add(group, min, gzip)
    }
    return totals
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}
