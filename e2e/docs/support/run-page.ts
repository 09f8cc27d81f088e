import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type RunningEmulator, type StartOptions, startEmulator } from '@storefront-kit/emulator'
import type { Browser } from 'playwright-core'
import { fillPlaceholders } from './compose'
import type { Page, Runnable } from './pages'
import { runBrowser } from './run-browser'
import { bundle, type RunResult, runNode } from './run-node'
import { parseShell, runShell } from './run-sh'

const RUNTIME = new URL('./claim-runtime.ts', import.meta.url).pathname

/**
 * `storefront-emulator start` options a block may ask for, as `startEmulator` options. The
 * guides' shared emulator runs the catalog v1 store most of them were written for; a block asks
 * for the other with `emulator="--catalog v3"`.
 */
function emulatorOptions(flags = ''): StartOptions {
  const on = (flag: string) => flags.split(/\s+/).includes(flag)
  return {
    seed: /--seed\s+empty/.test(flags) ? 'empty' : 'demo',
    catalog: /--catalog\s+v3/.test(flags) ? 'v3' : 'v1',
    identityPolicies: {
      emailVerification: on('--email-verification'),
      ownerApproval: on('--owner-approval'),
      captcha: on('--captcha'),
    },
  }
}

/** A folder that is a project with the repository's packages installed (for `npx`). */
export function makeProject(dir: string, root: string): string {
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module', private: true }))
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'))
  return dir
}

const entryName = (r: Runnable) => `entry-${r.fileName.replace(/\.\w+$/, '')}.ts`

/**
 * Runs the page's blocks one after another (they share the page's emulator, so one block's
 * changes never race another's): Node programs and Chromium pages bundled once per page.
 */
export async function runPage(
  root: string,
  page: Page,
  browser: Browser | undefined,
): Promise<Map<Runnable, RunResult | 'no-browser'>> {
  const results = new Map<Runnable, RunResult | 'no-browser'>()
  const emulators: RunningEmulator[] = []
  const start = async (flags?: string) => {
    const emulator = await startEmulator(emulatorOptions(flags))
    emulators.push(emulator)
    return emulator
  }
  try {
    const shared = await start()
    const own = new Map<Runnable, RunningEmulator>()
    for (const r of page.runnables)
      if (r.block.attrs.emulator) own.set(r, await start(r.block.attrs.emulator))
    const runDir = join(page.dir, 'run')
    const programs = page.runnables.filter((r) => r.block.lang !== 'sh')
    for (const r of programs) {
      const emulator = own.get(r) ?? shared
      const source = fillPlaceholders(r.instrumented.source, {
        emulatorUrl: emulator.url,
        clientId: emulator.info.clientId,
      })
      writeFileSync(join(runDir, r.fileName), source)
      const module = `./${r.fileName.replace(/\.\w+$/, '')}`
      writeFileSync(
        join(runDir, entryName(r)),
        `import '${RUNTIME}'\nimport '${module}'\nglobalThis.__docDone()\n`,
      )
    }
    for (const r of page.runnables) {
      const emulator = own.get(r) ?? shared
      const out = join(runDir, 'out', entryName(r).replace(/\.ts$/, '.js'))
      const platform = r.block.attrs.browser ? 'browser' : 'node'
      const unbundled =
        r.block.lang === 'sh' ? [] : await bundle(root, join(runDir, entryName(r)), out, platform)
      if (unbundled.length) {
        results.set(r, { code: 1, output: [], errors: unbundled, events: [], timedOut: false })
      } else if (r.block.lang === 'sh') {
        const cwd = makeProject(join(page.dir, `sh-${r.block.line}`), root)
        const fill = (text: string, url?: string) =>
          fillPlaceholders(text, {
            emulatorUrl: url ?? emulator.url,
            clientId: emulator.info.clientId,
          })
        // Offline: a command that is not installed fails instead of being fetched.
        const env = { npm_config_offline: 'true', npm_config_update_notifier: 'false' }
        results.set(r, await runShell(parseShell(r.block.code), cwd, env, fill))
      } else if (r.block.attrs.browser) {
        results.set(
          r,
          browser
            ? await runBrowser(browser, out, r.block.attrs.path ?? '/', emulator.url)
            : 'no-browser',
        )
      } else {
        results.set(r, await runNode(out, runDir, { DOCS_EMULATOR_URL: emulator.url }))
      }
    }
  } finally {
    await Promise.all(emulators.map((e) => e.close()))
  }
  return results
}
