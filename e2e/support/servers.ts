import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { createInterface } from 'node:readline'

const root = new URL('../..', import.meta.url).pathname

/** What `npm start` runs, as the suite sees it. */
export interface Servers {
  shopUrl: string
  emulatorUrl: string
  /** The back office, its first one-time sign-in link, and the password the suite gave it. */
  adminUrl: string
  adminSignInLink: string
  adminPassword: string
  /** The owner's API key and site id, for checks through the owner API. */
  apiKey: string
  siteId: string
  /** The token the emulator's control API requires (the suite starts it with one). */
  controlToken: string
  /** Everything the start script printed (for failure messages). */
  output: string[]
  /** Stops the servers the way a terminal's Ctrl-C does, and waits for the script to exit. */
  stop(): Promise<void>
}

const field = (output: string[], pattern: RegExp) => {
  for (const line of output) {
    const match = pattern.exec(line)
    if (match?.[1]) return match[1]
  }
  return undefined
}

/**
 * Runs `node scripts/start.mjs --port 0` (the `npm start` script, free ports) and resolves once
 * it printed the shop's URL. Credentials come from the banner it prints, as a developer reads them.
 * The emulator's control API is locked with a fresh token, so every control call of the suite
 * shows it passes one.
 */
export function startServers(): Promise<Servers> {
  const controlToken = randomUUID()
  const adminPassword = randomUUID()
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs', '--port', '0'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      STOREFRONT_EMULATOR_CONTROL_TOKEN: controlToken,
      ADMIN_PASSWORD: adminPassword,
    },
  })
  const output: string[] = []
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT')
    await exited
  }
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => stop().then(() => reject(error))
    const onLine = (line: string) => {
      output.push(line)
      // The banner ends with this line; everything above it has been printed by then.
      if (!/Press Ctrl-C/.test(line)) return
      const shopUrl = field(output, /^\s+Shop\s+(http\S+)/)
      const emulatorUrl = field(output, /^\s+Emulator\s+(http\S+)/)
      const adminUrl = field(output, /^\s+Back office\s+(http\S+)/)
      const adminSignInLink = field(output, /^\s+Sign in\s+(http\S+)/)
      const apiKey = field(output, /owner API key\s+(\S+)/)
      const siteId = field(output, /wix-site-id: ([^)\s]+)/)
      if (!shopUrl || !emulatorUrl || !adminUrl || !adminSignInLink || !apiKey || !siteId)
        return fail(new Error(`npm start printed an incomplete banner:\n${output.join('\n')}`))
      resolve({
        shopUrl,
        emulatorUrl,
        adminUrl,
        adminSignInLink,
        adminPassword,
        apiKey,
        siteId,
        controlToken,
        output,
        stop,
      })
    }
    if (child.stdout) createInterface({ input: child.stdout }).on('line', onLine)
    if (child.stderr)
      createInterface({ input: child.stderr }).on('line', (line) => output.push(line))
    child.once('exit', (code) =>
      reject(
        new Error(`npm start exited (code ${code}) before it was ready:\n${output.join('\n')}`),
      ),
    )
  })
}
