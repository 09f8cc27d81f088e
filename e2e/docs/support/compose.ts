import ts from 'typescript'
import { type DocBlock, where } from './markdown'

/** Where a line of a composed program comes from, for messages that point into the docs. */
export interface Origin {
  block: DocBlock
  /** Line in the Markdown page (1-based). */
  line: number
}

/** A block as a whole program: its setup blocks, then itself, imports merged at the top. */
export interface Composed {
  block: DocBlock
  source: string
  /** Origin of each line of `source` (index 0 is line 1). */
  origins: Origin[]
}

const scriptKind = (block: DocBlock) =>
  block.lang === 'tsx'
    ? ts.ScriptKind.TSX
    : block.lang === 'js'
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS

/** The block's setup blocks (theirs first, each once), then the block. */
export function chain(block: DocBlock, byName: ReadonlyMap<string, DocBlock>): DocBlock[] {
  const out: DocBlock[] = []
  const visit = (b: DocBlock, path: string[]) => {
    for (const name of b.attrs.setup) {
      const setup = byName.get(name)
      if (!setup) throw new Error(`${where(b)}: setup block "${name}" is not on the page`)
      if (path.includes(name)) throw new Error(`${where(b)}: setup blocks form a cycle at ${name}`)
      visit(setup, [...path, name])
    }
    if (!out.includes(b)) out.push(b)
  }
  visit(block, [])
  return out
}

/** Blanks a range of text, keeping its line breaks (so line numbers stay). */
const blank = (text: string) => text.replace(/[^\n]/g, ' ')

/**
 * Joins blocks into one module, as a reader pasting them into one file would: the import
 * declarations move to the top, and a name imported twice is imported once.
 */
export function compose(parts: readonly DocBlock[]): Composed {
  const block = parts[parts.length - 1]
  if (!block) throw new Error('compose: no blocks')
  const imported = new Set<string>()
  const header: string[] = []
  const headerOrigins: Origin[] = []
  const bodies: string[] = []
  const bodyOrigins: Origin[] = []
  for (const part of parts) {
    const file = ts.createSourceFile(
      'part.tsx',
      part.code,
      ts.ScriptTarget.Latest,
      true,
      scriptKind(part),
    )
    let body = part.code
    for (const statement of file.statements) {
      if (!ts.isImportDeclaration(statement)) continue
      const text = mergeImport(statement, imported)
      const start = statement.getStart(file)
      const line = file.getLineAndCharacterOfPosition(start).line
      if (text) {
        header.push(text)
        headerOrigins.push({ block: part, line: part.line + 1 + line })
      }
      body =
        body.slice(0, start) + blank(body.slice(start, statement.end)) + body.slice(statement.end)
    }
    const lines = body.split('\n')
    bodies.push(body)
    lines.forEach((_, i) => {
      bodyOrigins.push({ block: part, line: part.line + 1 + i })
    })
  }
  const source = [...header, ...bodies].join('\n')
  return { block, source, origins: [...headerOrigins, ...bodyOrigins] }
}

/** The declaration without the names already imported, or '' when nothing is left. */
function mergeImport(node: ts.ImportDeclaration, imported: Set<string>): string {
  const from = node.moduleSpecifier.getText()
  const clause = node.importClause
  if (!clause) {
    const key = `side-effect ${from}`
    if (imported.has(key)) return ''
    imported.add(key)
    return `import ${from}`
  }
  const parts: string[] = []
  const fresh = (name: string) => {
    if (imported.has(name)) return false
    imported.add(name)
    return true
  }
  if (clause.name && fresh(clause.name.text)) parts.push(clause.name.text)
  const bindings = clause.namedBindings
  if (bindings && ts.isNamespaceImport(bindings) && fresh(bindings.name.text))
    parts.push(bindings.getText())
  if (bindings && ts.isNamedImports(bindings)) {
    const names = bindings.elements.filter((e) => fresh(e.name.text)).map((e) => e.getText())
    if (names.length) parts.push(`{ ${names.join(', ')} }`)
  }
  if (!parts.length) return ''
  return `import ${clause.isTypeOnly ? 'type ' : ''}${parts.join(', ')} from ${from}`
}

/** Values the docs tell readers to replace with their own, and what the test puts there. */
export interface Placeholders {
  emulatorUrl: string
  clientId: string
}

/**
 * The reader's placeholders filled in: the emulator's documented address (the test's emulator
 * listens on a free port instead) and `'your-oauth-client-id'`.
 */
export function fillPlaceholders(source: string, values: Placeholders): string {
  const host = new URL(values.emulatorUrl).host
  // One pass: replaced text is not read again, so a free port that starts with 4010 (40105) is
  // not taken for the documented one a second time.
  return source
    .replace(/(http:\/\/)?(?:localhost|127\.0\.0\.1):4010\b/g, (_address, scheme?: string) =>
      scheme ? values.emulatorUrl : host,
    )
    .replaceAll('your-oauth-client-id', values.clientId)
}
