import ts from 'typescript'
import type { Composed, Origin } from './compose'

/**
 * What a claim comment says a statement gives. `// → text` after an expression or a
 * `console.log(...)` (on its line, or on the comment lines right below it) is a claim. A claim
 * that reads as a literal (`'96px'`, `4000`, `{ width: 96 }`, `['a', 'b']`) is compared with the
 * value; anything else with the value's text (a logged line: its arguments joined by spaces). In
 * strings, `…` stands for any text.
 */
export type ClaimPattern = { kind: 'value'; value: unknown } | { kind: 'text'; text: string }

export interface Claim {
  id: number
  origin: Origin
  /** The claim as written, for messages. */
  text: string
  pattern: ClaimPattern
}

/** The composed program with every claim checked where it runs, and the claims. */
export interface Instrumented {
  source: string
  claims: Claim[]
  /** Lines marked `// ✗ …`: each must fail to type-check. */
  expectedErrors: Origin[]
}

const ARROW = '→'
const CROSS = '✗'

/** The literal a claim's text spells, or undefined when it is not a literal. */
function literal(text: string): { value: unknown } | undefined {
  const file = ts.createSourceFile('claim.ts', `(${text})`, ts.ScriptTarget.Latest, true)
  const diagnostics = (file as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics
  const [statement] = file.statements
  if (diagnostics.length || file.statements.length !== 1 || !statement) return undefined
  if (!ts.isExpressionStatement(statement)) return undefined
  const read = (node: ts.Expression): { value: unknown } | undefined => {
    if (ts.isParenthesizedExpression(node)) return read(node.expression)
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      return { value: node.text }
    if (ts.isNumericLiteral(node)) return { value: Number(node.text) }
    if (
      ts.isPrefixUnaryExpression(node) &&
      node.operator === ts.SyntaxKind.MinusToken &&
      ts.isNumericLiteral(node.operand)
    )
      return { value: -Number(node.operand.text) }
    if (node.kind === ts.SyntaxKind.TrueKeyword) return { value: true }
    if (node.kind === ts.SyntaxKind.FalseKeyword) return { value: false }
    if (node.kind === ts.SyntaxKind.NullKeyword) return { value: null }
    if (ts.isArrayLiteralExpression(node)) {
      const items = node.elements.map(read)
      return items.every(Boolean) ? { value: items.map((i) => i?.value) } : undefined
    }
    if (ts.isObjectLiteralExpression(node)) {
      const out: Record<string, unknown> = {}
      for (const property of node.properties) {
        if (!ts.isPropertyAssignment(property)) return undefined
        const key = property.name
        if (!ts.isIdentifier(key) && !ts.isStringLiteral(key)) return undefined
        const value = read(property.initializer)
        if (!value) return undefined
        out[key.text] = value.value
      }
      return { value: out }
    }
    return undefined
  }
  return read(statement.expression)
}

export function parseClaim(text: string): ClaimPattern {
  const value = literal(text)
  return value ? { kind: 'value', value: value.value } : { kind: 'text', text }
}

/** The claim text after a statement ending on `endLine` (0-based), if any. */
function claimAfter(lines: readonly string[], endLine: number): string | undefined {
  const own = lines[endLine] ?? ''
  const inline = own.indexOf(`// ${ARROW}`)
  if (inline >= 0) return own.slice(inline + 3 + ARROW.length).trim()
  const first = lines[endLine + 1]?.trim() ?? ''
  if (!first.startsWith(`// ${ARROW}`)) return undefined
  const text = [first.slice(3 + ARROW.length).trim()]
  for (let i = endLine + 2; i < lines.length; i++) {
    const line = lines[i]?.trim() ?? ''
    if (!line.startsWith('//') || line.startsWith(`// ${ARROW}`)) break
    text.push(line.slice(2).replace(/^ /, ''))
  }
  return text.join('\n').trim()
}

const isConsoleLog = (node: ts.Expression): node is ts.CallExpression =>
  ts.isCallExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  node.expression.getText() === 'console.log'

/**
 * Rewrites each claimed statement into a call that checks it (`__docClaim(value, …)`) and finds
 * the lines that claim a type error. Only the program that runs is rewritten; the one that is
 * type-checked is the composed text itself.
 */
export function instrument(composed: Composed): Instrumented {
  const { source, origins } = composed
  const lines = source.split('\n')
  const kind = composed.block.lang === 'js' ? ts.ScriptKind.JS : ts.ScriptKind.TSX
  const file = ts.createSourceFile('block.tsx', source, ts.ScriptTarget.Latest, true, kind)
  const claims: Claim[] = []
  const edits: { start: number; end: number; text: string }[] = []
  const visit = (node: ts.Node) => {
    if (ts.isExpressionStatement(node)) {
      const endLine = file.getLineAndCharacterOfPosition(node.end).line
      const text = claimAfter(lines, endLine)
      const origin = origins[endLine]
      if (text !== undefined && origin) {
        const id = claims.length
        const pattern = isConsoleLog(node.expression)
          ? ({ kind: 'text', text } as const)
          : parseClaim(text)
        claims.push({ id, origin, text, pattern })
        const payload = JSON.stringify({ id, pattern })
        const call = node.expression
        const replacement = isConsoleLog(call)
          ? `__docClaimLog([${call.arguments.map((a) => a.getText(file)).join(', ')}], ${payload});`
          : `__docClaim((${call.getText(file)}), ${payload});`
        edits.push({ start: node.getStart(file), end: node.end, text: replacement })
        return
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  let out = source
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end)
  const expectedErrors = lines.flatMap((line, i) => {
    const origin = origins[i]
    return line.includes(`// ${CROSS}`) && origin ? [origin] : []
  })
  return { source: out, claims, expectedErrors }
}
