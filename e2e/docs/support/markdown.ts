import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fromMarkdown } from 'mdast-util-from-markdown'

/** The languages whose blocks the docs test checks. */
export const CHECKED_LANGUAGES = ['ts', 'tsx', 'js', 'sh'] as const
export type CheckedLanguage = (typeof CHECKED_LANGUAGES)[number]

/**
 * One fenced block of a page. Its info string is the language, then attributes (the docs test's
 * conventions; a renderer shows only the language):
 *
 * - `name=NAME`: other blocks of the page can build on this one.
 * - `setup=NAME` (repeatable, comma-separated): the block continues the named block(s) of the same
 *   page; it runs as if pasted after them (their imports merged with its own).
 * - `file=NAME.tsx`: the block is also the module `./NAME` that other blocks import.
 * - `browser`: runs in Chromium (a page of a local site), not in Node.
 * - `path=/callback`: the page path a browser block runs at.
 * - `emulator="--email-verification"`: starts its own emulator with these `storefront-emulator
 *   start` options.
 * - `fragment="reason"`: deliberately not a whole program; not type-checked or run, and counted.
 */
export interface DocBlock {
  /** Page path relative to the repository root, e.g. `docs/auth.md`. */
  page: string
  /** Line of the opening fence (1-based). */
  line: number
  lang: CheckedLanguage
  code: string
  attrs: BlockAttributes
}

export interface BlockAttributes {
  name?: string
  setup: string[]
  file?: string
  browser: boolean
  path?: string
  emulator?: string
  fragment?: string
}

const ATTRIBUTE = /([a-z]+)(?:=(?:"([^"]*)"|(\S+)))?/g
const KNOWN = new Set(['name', 'setup', 'file', 'browser', 'path', 'emulator', 'fragment'])

/** Reads an info string's attributes; an unknown attribute is an error (a typo must not hide a block). */
export function parseAttributes(meta: string | null | undefined, where: string): BlockAttributes {
  const attrs: BlockAttributes = { setup: [], browser: false }
  for (const match of (meta ?? '').matchAll(ATTRIBUTE)) {
    const [, key = '', quoted, bare] = match
    const value = quoted ?? bare
    if (!KNOWN.has(key)) throw new Error(`${where}: unknown block attribute "${key}"`)
    if (key === 'browser') attrs.browser = true
    else if (value === undefined || value === '')
      throw new Error(`${where}: attribute "${key}" needs a value`)
    else if (key === 'setup') attrs.setup.push(...value.split(','))
    else attrs[key as 'name' | 'file' | 'path' | 'emulator' | 'fragment'] = value
  }
  return attrs
}

const isChecked = (lang: string | null | undefined): lang is CheckedLanguage =>
  (CHECKED_LANGUAGES as readonly string[]).includes(lang ?? '')

/** Every checked block of one Markdown page, in page order. */
export function extractBlocks(root: string, file: string): DocBlock[] {
  const page = relative(root, file)
  const tree = fromMarkdown(readFileSync(file, 'utf8'))
  const blocks: DocBlock[] = []
  const visit = (node: { type: string; children?: unknown[] }) => {
    if (node.type === 'code') {
      const code = node as unknown as {
        lang?: string | null
        meta?: string | null
        value: string
        position?: { start: { line: number } }
      }
      const line = code.position?.start.line ?? 0
      if (isChecked(code.lang))
        blocks.push({
          page,
          line,
          lang: code.lang,
          code: code.value,
          attrs: parseAttributes(code.meta, `${page}:${line}`),
        })
    }
    for (const child of node.children ?? []) visit(child as typeof node)
  }
  visit(tree)
  return blocks
}

/** The pages the docs test reads: README.md, docs/*.md and packages/*\/README.md. */
export function docPages(root: string): string[] {
  const pages = [join(root, 'README.md')]
  for (const name of readdirSync(join(root, 'docs')).sort())
    if (name.endsWith('.md')) pages.push(join(root, 'docs', name))
  for (const name of readdirSync(join(root, 'packages')).sort()) {
    const readme = join(root, 'packages', name, 'README.md')
    try {
      readFileSync(readme)
      pages.push(readme)
    } catch {}
  }
  return pages
}

/** `docs/auth.md:42`, for messages. */
export const where = (block: DocBlock): string => `${block.page}:${block.line}`
