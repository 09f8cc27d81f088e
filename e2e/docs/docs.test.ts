import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHROMIUM_RUNS, launchChromium } from '../auth/support/chromium'
import { docPages, where } from './support/markdown'
import { ownClaims, type Page, preparePage, type Runnable } from './support/pages'
import type { RunResult } from './support/run-node'
import { makeProject, runPage } from './support/run-page'
import { type TypeProblem, typecheck } from './support/typecheck'

/**
 * Every fenced `ts`, `tsx`, `js` and `sh` block of README.md, docs/*.md and packages/*\/README.md
 * runs as shown: type-checked in strict mode (one program for all of them) and run against the
 * emulator (one per page; Node, or Chromium for `browser` blocks), with the outputs its comments
 * claim (`// → $101.74`) checked. The conventions are in support/markdown.ts; a block that is
 * deliberately a fragment says why in its info string, and is counted.
 */
const root = new URL('../..', import.meta.url).pathname
const work = mkdtempSync(join(tmpdir(), 'storefront-docs-'))
makeProject(work, root)
const pages: Page[] = docPages(root).map((file) => preparePage(root, file, work))
const runnables = pages.flatMap((p) => p.runnables)

let problems = new Map<string, TypeProblem[]>()
const results = new Map<Runnable, RunResult | 'no-browser'>()
let browser: Browser | undefined

/** Pages run two at a time: each runs its blocks in order against its own emulator. */
const PARALLEL_PAGES = 2

beforeAll(async () => {
  problems = typecheck(
    root,
    runnables
      .filter((r) => r.block.lang !== 'sh')
      .map((r) => ({
        path: join(pages.find((p) => p.runnables.includes(r))?.dir ?? '', 'check', r.fileName),
        origins: r.composed.origins,
      })),
  )
  if (CHROMIUM_RUNS && runnables.some((r) => r.block.attrs.browser))
    browser = await launchChromium()
  const queue = [...pages]
  const worker = async () => {
    for (let page = queue.shift(); page; page = queue.shift()) {
      const ran = await runPage(root, page, browser).catch((error: Error) => {
        const failed = {
          code: 1,
          output: [],
          errors: [String(error.stack)],
          events: [],
          timedOut: false,
        }
        return new Map(page.runnables.map((r) => [r, failed]))
      })
      for (const [r, result] of ran) results.set(r, result)
    }
  }
  await Promise.all(Array.from({ length: PARALLEL_PAGES }, worker))
}, 15 * 60_000)

afterAll(async () => {
  await browser?.close()
  rmSync(work, { recursive: true, force: true })
  const fragments = pages.flatMap((p) => p.fragments)
  const count = (lang: string) => runnables.filter((r) => r.block.lang === lang).length
  process.stdout.write(
    [
      `docs: ${runnables.length + fragments.length} blocks in ${pages.length} pages: ` +
        `${runnables.length} type-checked and run (ts ${count('ts')}, tsx ${count('tsx')}, ` +
        `js ${count('js')}, sh ${count('sh')}; ${runnables.filter((r) => r.block.attrs.browser).length} in Chromium), ` +
        `${fragments.length} fragments:`,
      ...fragments.map((b) => `  ${where(b)} ${b.lang}: ${b.attrs.fragment}`),
      '',
    ].join('\n'),
  )
})

const pageDir = (r: Runnable) => pages.find((p) => p.runnables.includes(r))?.dir ?? ''

/** Type problems on the block's own lines (a setup block's own test reports its problems). */
function typeProblems(r: Runnable): string[] {
  const own = (problems.get(join(pageDir(r), 'check', r.fileName)) ?? []).filter(
    (p) => !p.origin || p.origin.block === r.block,
  )
  const expected = r.instrumented.expectedErrors.filter((e) => e.block === r.block)
  const messages = own
    .filter((p) => !expected.some((e) => e.line === p.origin?.line))
    .map((p) => `${r.block.page}:${p.origin?.line ?? '?'}: ${p.message}`)
  for (const e of expected)
    if (!own.some((p) => p.origin?.line === e.line))
      messages.push(`${r.block.page}:${e.line}: claims a type error (✗), but it type-checks`)
  return [...new Set(messages)]
}

function runProblems(r: Runnable, result: RunResult): string[] {
  const log = [...result.output, ...result.errors].slice(-40).join('\n')
  if (result.timedOut) return [`did not finish in time:\n${log}`]
  if (result.code !== 0) return [`failed (exit ${result.code}):\n${log}`]
  const messages: string[] = []
  const claims = r.instrumented.claims
  for (const event of result.events)
    if ('claim' in event && !event.ok) {
      const claim = claims.find((c) => c.id === event.claim)
      const at = claim ? `${r.block.page}:${claim.origin.line}` : where(r.block)
      messages.push(`${at}: claims ${claim?.text ?? event.claim}, got ${event.actual}`)
    }
  for (const claim of ownClaims(r))
    if (!result.events.some((e) => e.claim === claim.id))
      messages.push(`${r.block.page}:${claim.origin.line}: claim never reached (${claim.text})`)
  return messages
}

// A page without code (a map, a table) has nothing to run.
for (const page of pages.filter((p) => p.runnables.length + p.fragments.length > 0))
  describe(page.page, () => {
    for (const r of page.runnables)
      it(`${r.block.lang} block at line ${r.block.line}${r.block.attrs.browser ? ' (Chromium)' : ''}`, () => {
        expect(typeProblems(r), 'type-checks in strict mode').toEqual([])
        const result = results.get(r)
        if (result === 'no-browser') return // Chromium is missing locally (CI always has it).
        expect(result, 'ran').toBeDefined()
        if (result) expect(runProblems(r, result), 'runs as shown').toEqual([])
      })
    for (const fragment of page.fragments)
      it(`${fragment.lang} block at line ${fragment.line} is a fragment: ${fragment.attrs.fragment}`, () => {
        expect(fragment.attrs.fragment?.length ?? 0, 'a fragment says why').toBeGreaterThan(10)
      })
  })
