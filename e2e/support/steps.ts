import { mkdirSync, rmSync } from 'node:fs'
import type { Page } from 'playwright-core'

/** Screenshots of every page the suite visits, and of every failure (gitignored). */
export const ARTIFACTS = new URL('../artifacts/', import.meta.url).pathname

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** A flow's recorder: numbered screenshots under `e2e/artifacts/<flow>/`. */
export interface Flow {
  page: Page
  /** Runs one step; a failure names the step and says what the page showed. */
  step<T>(name: string, run: () => Promise<T>): Promise<T>
  /** Saves a full-page screenshot of the page as it is now. */
  shot(name: string): Promise<void>
}

/** What the page shows, for a failure message: its URL and the start of its visible text. */
async function describePage(page: Page): Promise<string> {
  try {
    // The rendered text (innerText) is what the shopper saw; textContent would add hidden text.
    const text = await page.evaluate(
      // biome-ignore lint/performance/useDomNodeTextContent: rendered text wanted
      () => document.querySelector('main')?.innerText ?? document.body.innerText,
    )
    const alerts = await page.evaluate(() =>
      [...document.querySelectorAll('[role="alert"]')]
        // biome-ignore lint/performance/useDomNodeTextContent: rendered text wanted
        .map((el) => (el as HTMLElement).innerText)
        .filter(Boolean),
    )
    return [
      `  page: ${page.url()}`,
      alerts.length ? `  alerts: ${alerts.join(' | ')}` : '',
      `  showed: ${text.replace(/\s+/g, ' ').trim().slice(0, 600)}`,
    ]
      .filter(Boolean)
      .join('\n')
  } catch {
    return `  page: ${page.url()} (its content could not be read)`
  }
}

/**
 * A flow of steps on a page. Each step's failure is rethrown as "Step N "name" failed: …" with
 * the page's URL, alerts and text, and a screenshot `NN-failed-<step>.png` next to the others.
 */
export function flow(name: string, page: Page): Flow {
  const dir = `${ARTIFACTS}${slug(name)}/`
  // Only this run's pictures: an old failure's screenshot must not be mistaken for a new one.
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  let count = 0
  const shot = async (shotName: string) => {
    count++
    // From the top, so the sticky header is drawn where the shopper sees it.
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({
      path: `${dir}${String(count).padStart(2, '0')}-${slug(shotName)}.png`,
      fullPage: true,
    })
  }
  return {
    page,
    shot,
    async step(stepName, run) {
      try {
        return await run()
      } catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
        await shot(`failed-${stepName}`).catch(() => undefined)
        throw new Error(
          `Step "${stepName}" of "${name}" failed: ${reason}\n${await describePage(page)}`,
          {
            cause: error,
          },
        )
      }
    },
  }
}
