import { readFileSync, writeFileSync } from 'node:fs'
import { CONTROL_TOKEN_HEADER } from './http/control-guard'
import { type EmulatorState, stateSchema } from './state/state-file'

/** Reads and checks a state file; the error names the file and what is wrong. */
export function readStateFile(file: string): EmulatorState {
  let json: unknown
  try {
    json = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new Error(`Cannot read the state file ${file}: ${(error as Error).message}`)
  }
  const parsed = stateSchema.safeParse(json)
  if (!parsed.success)
    throw new Error(
      `${file} is not an emulator state file: ${parsed.error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`)
        .join('; ')}`,
    )
  return parsed.data as EmulatorState
}

/** Where a control command sends its request. */
export interface ControlTarget {
  url: string
  token?: string
}

async function control(target: ControlTarget, method: string, path: string, body?: string) {
  const headers: Record<string, string> = {
    ...(body !== undefined && { 'content-type': 'application/json' }),
    ...(target.token && { [CONTROL_TOKEN_HEADER]: target.token }),
  }
  const url = `${target.url.replace(/\/+$/, '')}${path}`
  let response: Response
  try {
    response = await fetch(url, { method, headers, ...(body !== undefined && { body }) })
  } catch {
    throw new Error(`No emulator answers at ${target.url} (start one, or pass --url)`)
  }
  const text = await response.text()
  if (!response.ok) {
    const message = (() => {
      try {
        return (JSON.parse(text) as { message?: string }).message
      } catch {
        return undefined
      }
    })()
    throw new Error(`${method} ${path} answered ${response.status}: ${message ?? text}`)
  }
  return text
}

/**
 * `storefront-emulator reset | export <file> | import <file>`: the control API of a running
 * emulator, from the command line. Answers the line to print.
 */
export async function runStateCommand(
  command: 'reset' | 'export' | 'import',
  file: string | undefined,
  target: ControlTarget,
): Promise<string> {
  if (command === 'reset') {
    await control(target, 'POST', '/_emulator/reset', '{}')
    return `reset ${target.url} to its seed`
  }
  if (!file) throw new Error(`${command} needs a file: storefront-emulator ${command} <file>`)
  if (command === 'export') {
    const state = await control(target, 'GET', '/_emulator/state')
    writeFileSync(file, state)
    return `exported the state of ${target.url} to ${file}`
  }
  const state = readStateFile(file)
  await control(target, 'PUT', '/_emulator/state', JSON.stringify(state))
  return `imported ${file} into ${target.url}`
}
