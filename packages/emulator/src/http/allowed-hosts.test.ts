import { describe, expect, it } from 'vitest'
import { hostnameOf, isAllowedHost, isLoopbackHost } from './allowed-hosts'

describe('allowed hosts', () => {
  it('knows loopback names as URL spells them', () => {
    for (const name of ['localhost', 'shop.localhost', '127.0.0.1', '127.255.0.9', '[::1]'])
      expect(isLoopbackHost(name), name).toBe(true)
    for (const name of [
      'localhost.evil.example',
      '128.0.0.1',
      '0.0.0.0',
      '[::2]',
      '127.0.0.1.nip.io',
    ])
      expect(isLoopbackHost(name), name).toBe(false)
    // URL normalizes other spellings of 127.0.0.1 before the check sees them.
    expect(isLoopbackHost(new URL('http://0x7f.1/').hostname)).toBe(true)
  })

  it('reads configured entries as names, name:port or URLs', () => {
    expect(hostnameOf('Emulator')).toBe('emulator')
    expect(hostnameOf('192.168.1.20:4010')).toBe('192.168.1.20')
    expect(hostnameOf('[::1]:4010')).toBe('[::1]')
    expect(hostnameOf('https://Emulator.Example:8443/x')).toBe('emulator.example')
    expect(() => hostnameOf('not a host')).toThrow('not a host name')
    expect(() => hostnameOf('')).toThrow('not a host name')
  })

  it('allows loopback and the configured names only, whatever the case', () => {
    expect(isAllowedHost('LOCALHOST', [])).toBe(true)
    expect(isAllowedHost('emulator', ['emulator'])).toBe(true)
    expect(isAllowedHost('Emulator', ['emulator'])).toBe(true)
    expect(isAllowedHost('emulator.evil.example', ['emulator'])).toBe(false)
    expect(isAllowedHost('evil.example', [])).toBe(false)
  })
})
