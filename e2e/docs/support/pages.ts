import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Claim, type Instrumented, instrument } from './claims'
import { type Composed, chain, compose } from './compose'
import { type DocBlock, extractBlocks, where } from './markdown'

/** A block the test type-checks and runs, with everything prepared for that. */
export interface Runnable {
  block: DocBlock
  composed: Composed
  instrumented: Instrumented
  /** File name in the page's folders (`block-42.ts`, or the block's `file=`). */
  fileName: string
}

export interface Page {
  page: string
  blocks: DocBlock[]
  runnables: Runnable[]
  fragments: DocBlock[]
  /** The page's folder: `check/` holds what is type-checked, `run/` what runs. */
  dir: string
}

const extension = { ts: 'ts', tsx: 'tsx', js: 'js', sh: 'sh' } as const

/** Reads a page's blocks and composes each runnable one with its setup blocks. */
export function preparePage(root: string, file: string, workDir: string): Page {
  const blocks = extractBlocks(root, file)
  const page = blocks[0]?.page ?? file
  const byName = new Map<string, DocBlock>()
  for (const block of blocks) {
    const name = block.attrs.name
    if (!name) continue
    if (byName.has(name)) throw new Error(`${where(block)}: a second block named "${name}"`)
    byName.set(name, block)
  }
  const fragments = blocks.filter((b) => b.attrs.fragment !== undefined)
  const runnables = blocks
    .filter((b) => b.attrs.fragment === undefined)
    .map((block): Runnable => {
      const composed =
        block.lang === 'sh'
          ? { block, source: block.code, origins: [] }
          : compose(chain(block, byName))
      return {
        block,
        composed,
        instrumented:
          block.lang === 'sh'
            ? { source: block.code, claims: [], expectedErrors: [] }
            : instrument(composed),
        fileName: block.attrs.file ?? `block-${block.line}.${extension[block.lang]}`,
      }
    })
  const dir = join(workDir, page.replace(/[^a-z0-9]+/gi, '-').toLowerCase())
  mkdirSync(join(dir, 'check'), { recursive: true })
  mkdirSync(join(dir, 'run'), { recursive: true })
  for (const r of runnables)
    if (r.block.lang !== 'sh') writeFileSync(join(dir, 'check', r.fileName), r.composed.source)
  return { page, blocks, runnables, fragments, dir }
}

/** The claims of a run that belong to `block` (setup blocks' claims are theirs). */
export const ownClaims = (r: Runnable): Claim[] =>
  r.instrumented.claims.filter((c) => c.origin.block === r.block)
