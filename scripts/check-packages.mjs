// Packaging checks for every published workspace: publint (strict) and "are the types wrong"
// (node16 and bundler resolution, ESM and CJS), plus the repo's own rules for package.json and
// the tarball (its README: the package's page on the registry).
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const bin = (name) => join(root, 'node_modules/.bin', name)
let failed = 0

/** Bare module names the built files import (code and declarations), `node:` builtins aside. */
function importedPackages(dist) {
  const names = new Set()
  const specifier =
    /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([\w@][\w@/.:-]*)['"]/g
  for (const file of existsSync(dist) ? readdirSync(dist) : []) {
    if (!/\.(c?js|d\.c?ts)$/.test(file)) continue
    // Lines of comments (TSDoc examples import the package itself) are not imports.
    const code = readFileSync(join(dist, file), 'utf8').replace(/^\s*(\/\*|\*|\/\/).*$/gm, '')
    for (const [, name] of code.matchAll(specifier)) {
      const bare = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]
      if (!name.startsWith('node:') && !builtinModules.includes(bare)) names.add(bare)
    }
  }
  return names
}

for (const dir of workspaces.filter((w) => w.startsWith('packages/'))) {
  const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'))
  if (pkg.private) continue
  const problems = []
  if (pkg.sideEffects !== false) problems.push('sideEffects must be false')
  if (!pkg.exports?.['.']) problems.push('exports map needs "."')
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: join(root, dir),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  )
  const files = new Set(packed.files.map((file) => file.path))
  if (!files.has('README.md')) problems.push('the tarball has no README.md')
  for (const target of Object.values(pkg.bin ?? {}))
    if (!files.has(target.replace(/^\.\//, '')))
      problems.push(`the tarball lacks the bin ${target}`)
  // What the built files import must be installed with the package (types included).
  const declared = new Set([
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
  ])
  for (const name of importedPackages(join(root, dir, 'dist')))
    if (!declared.has(name)) problems.push(`dist imports ${name}, which is not a dependency`)
  for (const [name, args] of [
    ['publint', ['--strict', dir]],
    ['attw', ['--pack', dir, '--profile', 'node16', '--format', 'table-flipped']],
  ]) {
    try {
      execFileSync(bin(name), args, { cwd: root, stdio: 'pipe', encoding: 'utf8' })
    } catch (error) {
      problems.push(`${name}:\n${error.stdout}${error.stderr}`)
    }
  }
  if (problems.length) {
    failed++
    console.error(`✗ ${pkg.name}\n  ${problems.join('\n  ')}`)
  } else {
    console.log(`✓ ${pkg.name}: publint, attw, package rules, README and bin in the tarball`)
  }
}
process.exit(failed ? 1 : 0)
