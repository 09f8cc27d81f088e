import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import ts from 'typescript'
import type { Origin } from './compose'

/** A program file to type-check, and where its lines come from. */
export interface CheckFile {
  path: string
  origins: Origin[]
}

export interface TypeProblem {
  origin: Origin | undefined
  message: string
}

/**
 * The repository's compiler options (strict, `noUncheckedIndexedAccess`, the packages' sources
 * by path), with JavaScript checked too.
 */
function compilerOptions(root: string): ts.CompilerOptions {
  const configPath = join(root, 'tsconfig.base.json')
  const { config } = ts.readConfigFile(configPath, (path) => readFileSync(path, 'utf8'))
  const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions, dirname(configPath))
  const paths: Record<string, string[]> = {}
  for (const [key, targets] of Object.entries(options.paths ?? {}))
    paths[key] = targets.map((target) => join(root, target))
  return {
    ...options,
    paths,
    allowJs: true,
    checkJs: true,
    noEmit: true,
    typeRoots: [join(root, 'node_modules/@types')],
  }
}

/**
 * Type-checks every file in one program (one compiler start for all the docs) and answers each
 * problem at its line in the docs.
 */
export function typecheck(root: string, files: readonly CheckFile[]): Map<string, TypeProblem[]> {
  const program = ts.createProgram(
    files.map((f) => f.path),
    compilerOptions(root),
  )
  const problems = new Map<string, TypeProblem[]>()
  for (const file of files) {
    const source = program.getSourceFile(file.path)
    if (!source) throw new Error(`typecheck: ${file.path} is not in the program`)
    const diagnostics = [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ]
    problems.set(
      file.path,
      diagnostics.map((d) => {
        const line =
          d.start === undefined ? undefined : source.getLineAndCharacterOfPosition(d.start).line
        return {
          origin: line === undefined ? undefined : file.origins[line],
          message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
        }
      }),
    )
  }
  return problems
}
