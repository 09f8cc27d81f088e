import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

/** Every module a file imports: repository paths for files of the repository, else the name. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>

/** The repository's root, where paths of an {@link ImportGraph} start. */
export const REPO_ROOT = resolve(import.meta.dirname, '../../../..')

const SOURCE = /\.(ts|tsx)$/
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path)
    return SOURCE.test(name) ? [path] : []
  })
}

/** A relative specifier as the repository path of the file it names (as TypeScript finds it). */
function resolveRelative(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier)
  const found = CANDIDATES.map((ending) => base + ending).find(
    (path) => existsSync(path) && statSync(path).isFile(),
  )
  return relative(REPO_ROOT, found ?? base)
}

/**
 * Reads the import graph of the source files below `dirs` (repository paths): static imports,
 * re-exports and dynamic imports, as TypeScript's own scanner sees them (comments and examples
 * in them are not imports).
 *
 * @example
 * ```ts
 * readImportGraph(['packages/emulator/src']).get('packages/emulator/src/app.ts')
 * // ['node:crypto', 'hono', 'packages/emulator/src/areas/area.ts', ...]
 * ```
 */
export function readImportGraph(dirs: readonly string[]): ImportGraph {
  const graph = new Map<string, string[]>()
  for (const file of dirs.flatMap((dir) => sourceFiles(join(REPO_ROOT, dir)))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    graph.set(
      relative(REPO_ROOT, file),
      importedFiles.map(({ fileName }) =>
        fileName.startsWith('.') ? resolveRelative(file, fileName) : fileName,
      ),
    )
  }
  return graph
}
