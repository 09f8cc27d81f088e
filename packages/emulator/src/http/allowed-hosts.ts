/**
 * Which `Host` names the control API answers. A page that rebinds its own domain to 127.0.0.1
 * (DNS rebinding) reaches the emulator with that domain as `Host`, so only names that cannot be
 * rebound are accepted: loopback names, and names the developer configured.
 */

const IPV4_LOOPBACK = /^127(\.\d{1,3}){3}$/

/** Whether `hostname` (as `URL#hostname` spells it: lower case, IPv6 in brackets) is loopback. */
export function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    IPV4_LOOPBACK.test(hostname)
  )
}

/**
 * The host name of a configured entry: a bare name (`shop.test`), a name with a port
 * (`192.168.1.20:4010`, `[::1]:4010`) or a URL (`https://emulator.example`).
 * @throws TypeError when the entry is not a host name.
 * @example
 * ```ts
 * hostnameOf('https://Emulator.Example:8443/x') // 'emulator.example'
 * ```
 */
export function hostnameOf(entry: string): string {
  const trimmed = entry.trim()
  const text = trimmed.includes('://') ? trimmed : `http://${trimmed}`
  const hostname = URL.canParse(text) ? new URL(text).hostname : ''
  if (!hostname) throw new TypeError(`${entry} is not a host name`)
  return hostname
}

/**
 * Whether the control API answers a request that named `hostname`: loopback, or one of
 * `allowed` (host names as {@link hostnameOf} gives them).
 * @example
 * ```ts
 * isAllowedHost('localhost', [])                 // true
 * isAllowedHost('evil.example', [])              // false
 * isAllowedHost('emulator', ['emulator'])        // true
 * ```
 */
export function isAllowedHost(hostname: string, allowed: readonly string[]): boolean {
  const name = hostname.toLowerCase()
  return isLoopbackHost(name) || allowed.includes(name)
}
