// Loaded first by every block the docs test runs, in Node and in Chromium: checks the claims
// (`// → …`) where they run, reports them on the console with a marker the test reads, and
// stands the emulator in for the platform's API host (a client without `baseUrl`).
import type { ClaimPattern } from './claims'
import { deepMatch, globMatch, show } from './glob'
import { MARKER } from './marker'

/** What the page or process running a block knows about its emulator. */
interface DocsEnv {
  emulatorUrl: string
}

declare global {
  var __DOCS_ENV__: DocsEnv | undefined
  var __docClaim: (value: unknown, claim: { id: number; pattern: ClaimPattern }) => unknown
  var __docClaimLog: (args: unknown[], claim: { id: number; pattern: ClaimPattern }) => void
  var __docDone: () => void
}

const PLATFORM = 'https://www.wixapis.com'
const log = console.log.bind(console)
const report = (event: Record<string, unknown>) => log(`${MARKER}${JSON.stringify(event)}`)

const env: DocsEnv = globalThis.__DOCS_ENV__ ?? {
  emulatorUrl: globalThis.process?.env.DOCS_EMULATOR_URL ?? '',
}

const platformFetch = globalThis.fetch
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const url = input instanceof Request ? input.url : String(input)
  if (!url.startsWith(PLATFORM) || !env.emulatorUrl) return platformFetch(input, init)
  const target = env.emulatorUrl + url.slice(PLATFORM.length)
  return platformFetch(input instanceof Request ? new Request(target, input) : target, init)
}

function check(actual: unknown, text: string, claim: { id: number; pattern: ClaimPattern }) {
  const ok =
    claim.pattern.kind === 'value'
      ? deepMatch(actual, claim.pattern.value)
      : globMatch(claim.pattern.text, text)
  report({ claim: claim.id, ok, actual: text })
}

globalThis.__docClaim = (value, claim) => {
  check(value, show(value), claim)
  return value
}

globalThis.__docClaimLog = (args, claim) => {
  log(...args)
  check(args, args.map(show).join(' '), claim)
}

globalThis.__docDone = () => report({ done: true })
