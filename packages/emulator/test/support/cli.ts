import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

const cli = new URL('../../src/cli.ts', import.meta.url).pathname

/** A CLI started by {@link startCli}: its base URL and its process (for a `kill -9`). */
export interface StartedCli {
  url: string
  process: ChildProcess
}

/**
 * Starts the emulator CLI from source (`start --port 0 --quiet` and `args`), for tests that kill
 * and restart it; resolves with its URL once it prints its ready line, and rejects with its
 * error output if it exits first. `started` receives the process at once, to be killed after
 * the test.
 *
 * @example
 * ```ts
 * const { url, process } = await startCli(['--data-dir', dir, '--seed', 'empty'], (p) => children.push(p))
 * ```
 */
export function startCli(
  args: readonly string[],
  started: (process: ChildProcess) => void,
): Promise<StartedCli> {
  const proc = spawn(
    process.execPath,
    ['--import', 'tsx', cli, 'start', '--port', '0', '--quiet', ...args],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  started(proc)
  return new Promise((resolve, reject) => {
    const output: string[] = []
    proc.stderr?.on('data', (chunk) => output.push(String(chunk)))
    createInterface({ input: proc.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const match = / ready at (http\S+)/.exec(line)
      if (match?.[1]) resolve({ url: match[1], process: proc })
    })
    proc.once('exit', (code) => reject(new Error(`emulator exited (${code}): ${output.join('')}`)))
  })
}
