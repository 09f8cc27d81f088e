import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// Temporary directories not removed yet. A script that never closes its emulator, or a test
// runner's worker that ends first, would otherwise leave a database in the system's temp
// folder on every run.
const open = new Set<string>()
let hooked = false

function removeOpen() {
  for (const dir of open) rmSync(dir, { recursive: true, force: true })
  open.clear()
}

/**
 * A new directory in the system's temp folder, removed by `remove()` or, at the latest, when
 * the process exits (not after a kill -9, which runs nothing).
 */
export function temporaryDir(prefix: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix))
  open.add(path)
  if (!hooked) {
    hooked = true
    process.once('exit', removeOpen)
  }
  return {
    path,
    remove() {
      open.delete(path)
      rmSync(path, { recursive: true, force: true })
    },
  }
}
