import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { Servers } from './servers'
import { ARTIFACTS } from './steps'

// The back office in Chromium: signing in, checking that the owner's key never reaches the
// page, axe-core on a screen, and a screenshot of each screen for the artifacts.

/** Signs `page` in to the back office with the suite's password and waits for the app's frame. */
export async function signInToBackOffice(page: Page, servers: Servers, path = '/'): Promise<void> {
  await page.goto(`${servers.adminUrl}${path}`)
  await expect.poll(() => new URL(page.url()).pathname).toBe('/sign-in')
  await page.getByLabel('Password').fill(servers.adminPassword)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('navigation', { name: 'Back office' }).waitFor()
}

/**
 * Watches every response the page receives (documents, scripts, API answers, pictures) for the
 * owner's API key in a header or a text body. The returned function waits for every response
 * seen so far to be read and says which carried the key; a test expects it to be empty.
 */
export function watchForKey(page: Page, apiKey: string): () => Promise<string[]> {
  const leaks: string[] = []
  const reads: Promise<void>[] = []
  page.on('response', (response) => {
    reads.push(
      (async () => {
        for (const [name, value] of Object.entries(await response.allHeaders()))
          if (value.includes(apiKey)) leaks.push(`${response.url()} header ${name}`)
        const type = response.headers()['content-type'] ?? ''
        if (!/json|text|javascript|html|xml/.test(type)) return
        const body = await response.text().catch(() => '')
        if (body.includes(apiKey)) leaks.push(`${response.url()} body`)
      })().catch(() => {}),
    )
  })
  return async () => {
    await Promise.all(reads)
    return leaks
  }
}

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** axe-core's WCAG 2.1 A/AA violations on the screen as it is now (ids and targets). */
export async function axeViolations(page: Page): Promise<{ id: string; targets: string[] }[]> {
  await page.addScriptTag({ path: AXE })
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: {
          run(o: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>
        }
      }
    ).axe
    const result = await axe.run({ runOnly: { type: 'tag', values: tags } })
    return result.violations.map((v) => ({ id: v.id, targets: v.nodes.flatMap((n) => n.target) }))
  }, TAGS)
}

/** Saves a full-page screenshot as `e2e/artifacts/admin/<name>.png` (the docs use them). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(`${ARTIFACTS}admin`, { recursive: true })
  await page.screenshot({ path: `${ARTIFACTS}admin/${name}.png`, fullPage: true })
}
