import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { globMatch } from './glob'
import type { RunResult } from './run-node'

/** One command of a shell block, with the output lines its `# → …` comments claim. */
export interface ShellCommand {
  text: string
  claims: string[]
}

/** Commands of a shell block: continuation lines joined, comments dropped, claims kept. */
export function parseShell(code: string): ShellCommand[] {
  const commands: ShellCommand[] = []
  let pending = ''
  for (const raw of code.split('\n')) {
    const line = raw.trimEnd()
    const claim = /^\s*#\s*→\s?(.*)$/.exec(line)
    if (claim) {
      commands.at(-1)?.claims.push(claim[1] ?? '')
      continue
    }
    if (/^\s*(#|$)/.test(line)) continue
    pending += line
    if (pending.endsWith('\\')) {
      pending = `${pending.slice(0, -1)} `
      continue
    }
    commands.push({ text: stripComment(pending).trim(), claims: [] })
    pending = ''
  }
  return commands
}

/** The command without a trailing `# comment` (outside quotes). */
function stripComment(line: string): string {
  let quote = ''
  for (let i = 0; i < line.length; i++) {
    const c = line[i]
    if (quote) {
      if (c === quote) quote = ''
    } else if (c === '"' || c === "'") quote = c
    else if (c === '#' && (i === 0 || /\s/.test(line[i - 1] ?? ''))) return line.slice(0, i)
  }
  return line
}

// Environment assignments may come first (`TOKEN=… npx storefront-emulator start`).
const STARTS_EMULATOR = /^(\w+=\S+\s+)*(npx )?storefront-emulator start\b/
const READY = /ready at (http\S+)/
const TIMEOUT = 60_000

/**
 * Runs a shell block's commands in order with bash in `cwd`. `storefront-emulator start` keeps
 * running, as in a terminal: the test waits for its ready line, gives it a free port (tests use no
 * fixed ports; later commands and claims get its address in place of port 4010), and stops it at
 * the end of the block, or when the block starts another (one emulator runs at a time, as in a
 * terminal). Every other command must exit 0 within a minute; claimed lines must be
 * among what a command printed, in order.
 */
export async function runShell(
  commands: readonly ShellCommand[],
  cwd: string,
  env: Record<string, string>,
  fill: (text: string, emulatorUrl?: string) => string,
): Promise<RunResult> {
  const result: RunResult = { code: 0, output: [], errors: [], events: [], timedOut: false }
  const servers: ChildProcess[] = []
  let started: string | undefined
  try {
    for (const command of commands) {
      const long = STARTS_EMULATOR.test(command.text) && !/--help\b/.test(command.text)
      // The reader stops one emulator (Ctrl-C) before starting the next: two on one data
      // directory would not both start.
      if (long) for (const server of servers.splice(0)) await stop(server)
      const text = long ? withFreePort(command.text) : fill(command.text, started)
      result.output.push(`$ ${text}`)
      const child = spawn('bash', ['-c', text], {
        cwd,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group, so stopping it stops what npx started under it.
        detached: true,
      })
      const lines: string[] = []
      const ended = collect(child, lines, result)
      if (long) {
        servers.push(child)
        started = await ready(child, lines)
        if (!started) throw new Error(`not ready: ${lines.join('\n')}`)
      } else {
        const code = await ended
        if (code !== 0) throw new Error(`exited with ${code}`)
        const envelope = lines.find((line) => /"(validationError|applicationError)"/.test(line))
        if (envelope) throw new Error(`answered an error: ${envelope}`)
      }
      checkClaims(
        command.claims.map((claim) => fill(claim, started)),
        lines,
        result,
      )
    }
  } catch (error) {
    result.code = 1
    result.errors.push((error as Error).message)
  } finally {
    for (const server of servers) await stop(server)
  }
  return result
}

/** `--port 0` in place of any port: the test never takes a fixed one. */
const withFreePort = (command: string) =>
  /--port\s+\d+/.test(command) ? command.replace(/--port\s+\d+/, '--port 0') : `${command} --port 0`

function collect(child: ChildProcess, lines: string[], result: RunResult): Promise<number | null> {
  const push = (line: string) => {
    lines.push(line)
    result.output.push(line)
  }
  if (child.stdout) createInterface({ input: child.stdout }).on('line', push)
  if (child.stderr) createInterface({ input: child.stderr }).on('line', push)
  return new Promise((resolve) => {
    const timer = setTimeout(() => signal(child, 'SIGKILL'), TIMEOUT)
    child.once('close', (code) => {
      clearTimeout(timer)
      resolve(code)
    })
  })
}

/** The emulator's URL once its banner is printed (the banner's lines follow the ready line). */
async function ready(child: ChildProcess, lines: string[]): Promise<string | undefined> {
  const deadline = Date.now() + TIMEOUT
  while (Date.now() < deadline && child.exitCode === null) {
    const url = lines.map((line) => READY.exec(line)?.[1]).find(Boolean)
    if (url && lines.some((line) => line.includes('/_emulator/info'))) return url
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return undefined
}

function checkClaims(claims: readonly string[], lines: readonly string[], result: RunResult) {
  let from = 0
  for (const claim of claims) {
    const at = lines.findIndex((line, i) => i >= from && globMatch(claim.trim(), line.trim()))
    result.events.push({ claim: claim, ok: at >= 0, actual: lines.join('\n') })
    if (at >= 0) from = at + 1
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => signal(child, 'SIGKILL'), 5000)
    child.once('close', () => {
      clearTimeout(timer)
      resolve()
    })
    signal(child, 'SIGTERM')
  })
}

/** Signals the command's process group (the shell and what it started). */
function signal(child: ChildProcess, name: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, name)
  } catch {}
}
