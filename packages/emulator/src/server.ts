import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { createEmulator, type Emulator, type EmulatorOptions } from './app'
import { adapterErrorResponse, answerClientError } from './http/client-error'
import type { EmulatorInfo } from './info'

/** Options of {@link startEmulator}: the emulator's, plus where to listen. */
export interface StartOptions extends EmulatorOptions {
  /** Port; 0 (default) picks a free one. */
  port?: number
  /** Interface to listen on; the control API also answers this host name. Default `127.0.0.1`. */
  host?: string
}

/** A served emulator. */
export interface RunningEmulator {
  /** Base URL for the SDK, e.g. `http://127.0.0.1:4010`. */
  url: string
  info: EmulatorInfo
  emulator: Emulator
  close(): Promise<void>
}

/**
 * Serves the emulator over HTTP. Resolves once it accepts connections.
 *
 * @example
 * ```ts
 * const { url, info, close } = await startEmulator({ port: 0 })
 * const client = createClient({ baseUrl: url, auth: visitorAuth({ clientId: info.clientId }) })
 * ```
 */
export async function startEmulator(options: StartOptions = {}): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1'
  const hostInUrl = host.includes(':') ? `[${host}]` : host
  const emulator = createEmulator({
    ...options,
    allowedHosts: [...(options.allowedHosts ?? []), hostInUrl],
  })
  const server: Server = createServer(
    getRequestListener(emulator.fetch, { hostname: host, errorHandler: adapterErrorResponse }),
  )
  server.on('clientError', answerClientError)
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) => {
      emulator.close()
      reject(error)
    })
    server.listen(options.port ?? 0, host, resolve)
  })
  const { port } = server.address() as AddressInfo
  const url = `http://${hostInUrl}:${port}`
  emulator.setPublicUrl(options.publicUrl ?? url)
  return {
    url,
    info: emulator.info(),
    emulator,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => {
          emulator.close()
          resolve()
        })
      }),
  }
}
