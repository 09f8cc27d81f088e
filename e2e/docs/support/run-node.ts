import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { build, type Plugin } from 'esbuild'
import { MARKER } from './marker'

/** How a block's program ended, and what it printed. */
export interface RunResult {
  /** Exit code (Node), or 0 / 1 for a page that finished / failed (Chromium). */
  code: number | null
  output: string[]
  errors: string[]
  /** Claim results and the end marker, in order. */
  events: Record<string, unknown>[]
  timedOut: boolean
}

/** Leaves installed packages to Node's resolution at run time; our packages come from source. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@storefront-kit/') || args.path.startsWith('/')
        ? undefined
        : { path: args.path, external: true },
    )
  },
}

/**
 * Bundles one program (our packages from source, the claim runtime first) for Node or Chromium
 * into `outfile`. Answers the bundler's errors (an import that does not resolve), if any.
 */
export async function bundle(
  root: string,
  entry: string,
  outfile: string,
  platform: 'node' | 'browser',
): Promise<string[]> {
  return build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'esm',
    platform,
    target: platform === 'node' ? 'node22' : 'es2022',
    tsconfig: join(root, 'tsconfig.base.json'),
    plugins: platform === 'node' ? [externalPackages] : [],
    define: platform === 'browser' ? { 'process.env.NODE_ENV': '"development"' } : {},
    logLevel: 'silent',
  }).then(
    () => [],
    (error: { errors?: { text: string; location?: { lineText: string } | null }[] }) =>
      (error.errors ?? [{ text: String(error) }]).map(
        (e) => `${e.text}${e.location ? ` (${e.location.lineText.trim()})` : ''}`,
      ),
  )
}

/** Splits a program's lines into what it printed and the test's markers. */
export function readMarkers(lines: readonly string[], result: RunResult): void {
  for (const line of lines) {
    if (line.startsWith(MARKER)) result.events.push(JSON.parse(line.slice(MARKER.length)))
    else result.output.push(line)
  }
}

const TIMEOUT = 60_000

/** Runs a bundled program with Node in `cwd`, as `node program.js` would. */
export function runNode(
  program: string,
  cwd: string,
  env: Record<string, string>,
): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [program], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
    })
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      child.kill('SIGKILL')
    }, TIMEOUT)
    child.once('close', (code) => {
      clearTimeout(timer)
      const result: RunResult = { code, output: [], errors: [], events: [], timedOut }
      readMarkers(stdout.split('\n'), result)
      result.errors = stderr.split('\n').filter(Boolean)
      resolve(result)
    })
  })
}
