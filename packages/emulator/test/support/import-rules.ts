import type { ImportGraph } from './import-graph'

/** One broken rule: the importing file and what it imports. */
export interface Violation {
  file: string
  imports: string
}

/**
 * Which packages each package's code may import: wire is the bottom; the SDK and the image
 * builder build on it (the image builder's published form bundles what it takes from wire);
 * the hooks build on the SDK; the emulator speaks the wire; apps use only the public SDK, hooks
 * and image builder.
 */
export const PACKAGE_LAYERS: Readonly<Record<string, readonly string[]>> = {
  wire: [],
  sdk: ['wire'],
  image: ['wire'],
  react: ['sdk', 'wire'],
  emulator: ['wire'],
  app: ['sdk', 'react', 'image'],
}

/** The package a repository path or a bare specifier belongs to (`app` for every app). */
export function packageOf(target: string): string | undefined {
  const bare = /^@storefront-kit\/([a-z-]+)/.exec(target)
  if (bare) return bare[1]
  if (target.startsWith('apps/')) return 'app'
  return /^packages\/([a-z-]+)\//.exec(target)?.[1]
}

/** Imports of a package that is not below the importer in {@link PACKAGE_LAYERS}. */
export function packageLayerViolations(graph: ImportGraph): Violation[] {
  return [...graph].flatMap(([file, imports]) => {
    const own = packageOf(file)
    const allowed = own ? (PACKAGE_LAYERS[own] ?? []) : []
    return imports
      .filter((target) => {
        const other = packageOf(target)
        return other !== undefined && other !== own && !allowed.includes(other)
      })
      .map((target) => ({ file, imports: target }))
  })
}

const AREAS = 'packages/emulator/src/areas/'

/** The area a repository path lies in (`catalog` for `…/areas/catalog/pages/product-page.ts`). */
export function areaOf(path: string): string | undefined {
  if (!path.startsWith(AREAS)) return undefined
  const rest = path.slice(AREAS.length).split('/')
  return rest.length > 1 ? rest[0] : undefined
}

/** Every import from one area into another. */
function crossAreaImports(graph: ImportGraph) {
  return [...graph].flatMap(([file, imports]) => {
    const from = areaOf(file)
    if (!from) return []
    return imports.flatMap((target) => {
      const to = areaOf(target)
      return to && to !== from ? [{ file, imports: target, from, to }] : []
    })
  })
}

/** Imports of another area's `store.ts`: a store stays private to its area. */
export function foreignStoreViolations(graph: ImportGraph): Violation[] {
  return crossAreaImports(graph)
    .filter(({ imports, to }) => imports === `${AREAS}${to}/store.ts`)
    .map(({ file, imports }) => ({ file, imports }))
}

/**
 * Imports of another area's files other than its `index.ts` (its factory, service interface
 * and shared types), and of the composition root `areas/index.ts`, from inside an area.
 */
export function areaBoundaryViolations(graph: ImportGraph): Violation[] {
  const boundary = crossAreaImports(graph)
    .filter(({ imports, to }) => imports !== `${AREAS}${to}/index.ts`)
    .map(({ file, imports }) => ({ file, imports }))
  const root = [...graph].flatMap(([file, imports]) =>
    areaOf(file) && imports.includes(`${AREAS}index.ts`)
      ? [{ file, imports: `${AREAS}index.ts` }]
      : [],
  )
  return [...boundary, ...root]
}

/** Which areas each area imports. */
export function areaGraph(graph: ImportGraph): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>()
  for (const path of graph.keys()) {
    const area = areaOf(path)
    if (area && !edges.has(area)) edges.set(area, new Set())
  }
  for (const { from, to } of crossAreaImports(graph)) edges.get(from)?.add(to)
  return edges
}

/** Every cycle among areas, each as the path that closes it (`['a', 'b', 'a']`). */
export function areaCycles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const cycles: string[][] = []
  const done = new Set<string>()
  const visit = (area: string, path: string[]) => {
    const at = path.indexOf(area)
    if (at >= 0) {
      cycles.push([...path.slice(at), area])
      return
    }
    if (done.has(area)) return
    for (const next of [...(edges.get(area) ?? [])].sort()) visit(next, [...path, area])
    done.add(area)
  }
  for (const area of [...edges.keys()].sort()) visit(area, [])
  return cycles
}

/** Platform code (HTTP, database, query language, settings, tokens, control API) knows no area. */
export function platformViolations(graph: ImportGraph): Violation[] {
  const platform = /^packages\/emulator\/src\/(control|db|http|platform|query|tokens)\//
  return [...graph].flatMap(([file, imports]) =>
    platform.test(file)
      ? imports
          .filter((target) => target.startsWith(AREAS))
          .map((target) => ({ file, imports: target }))
      : [],
  )
}
