import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { afterAll, describe, expect, it } from 'vitest'
import { listen, parseListenArgs } from '../src/cli/listen'
import { type Receiver, startReceiver } from './support/receiver'
import { openWebhook } from './support/webhooks'

const BIN = new URL('../bin/storefront-emulator.js', import.meta.url).pathname
// Each command compiles the sources it runs through tsx at start: seconds apiece on a busy machine.
const SPAWNED_TIMEOUT_MS = 90_000
const LINE_TIMEOUT_MS = 60_000
const children: ChildProcess[] = []
const receivers: Receiver[] = []

/** Runs the CLI; answers its output lines as they come and a wait for a line matching a pattern. */
function run(args: string[]) {
  const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  children.push(child)
  const lines: string[] = []
  const waiting: { pattern: RegExp; resolve: (line: string) => void }[] = []
  const onLine = (line: string) => {
    lines.push(line)
    for (const w of waiting.filter((w) => w.pattern.test(line))) {
      waiting.splice(waiting.indexOf(w), 1)
      w.resolve(line)
    }
  }
  createInterface({ input: child.stdout }).on('line', onLine)
  createInterface({ input: child.stderr }).on('line', onLine)
  return {
    lines,
    waitFor: (pattern: RegExp) =>
      new Promise<string>((resolve, reject) => {
        const seen = lines.find((line) => pattern.test(line))
        if (seen) return resolve(seen)
        const timer = setTimeout(
          () => reject(new Error(`no line like ${pattern} in:\n${lines.join('\n')}`)),
          LINE_TIMEOUT_MS,
        )
        waiting.push({
          pattern,
          resolve: (line) => {
            clearTimeout(timer)
            resolve(line)
          },
        })
      }),
  }
}

afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
  await Promise.all(receivers.map((r) => r.close()))
})

describe('the CLI and webhooks', () => {
  it(
    'start --webhook delivers with the key it prints; listen --forward-to forwards and prints answers',
    async () => {
      const direct = await startReceiver()
      const forwarded = await startReceiver((n) => (n === 0 ? 202 : 200))
      receivers.push(direct, forwarded)
      const emulator = run([
        'start',
        '--port',
        '0',
        '--seed',
        'empty',
        '--webhook',
        `${direct.url},wix.members.v1.member_created`,
      ])
      const url = /ready at (\S+)/.exec(await emulator.waitFor(/ready at /))?.[1] ?? ''
      await emulator.waitFor(/^-----END PUBLIC KEY-----$/)
      const from = emulator.lines.indexOf('-----BEGIN PUBLIC KEY-----')
      const publicKey = emulator.lines.slice(from, from + 9).join('\n')
      expect(emulator.lines).toContain(
        `  webhook          ${direct.url}  wix.members.v1.member_created`,
      )
      const apiKey = /owner API key\s+(\S+).*wix-site-id: ([\w-]+)/.exec(
        emulator.lines.find((line) => line.includes('owner API key')) ?? '',
      )

      const listener = run([
        'listen',
        '--emulator',
        url,
        '--forward-to',
        forwarded.url,
        '--events',
        'wix.members.v1.member_created',
      ])
      await listener.waitFor(/^Ready: events of /)

      const created = await fetch(`${url}/members/v1/members`, {
        method: 'POST',
        headers: {
          authorization: apiKey?.[1] ?? '',
          'wix-site-id': apiKey?.[2] ?? '',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ member: { loginEmail: 'cli-listen@example.com' } }),
      })
      const { member } = (await created.json()) as { member: { id: string } }
      const [delivered] = await direct.waitFor(1)
      const [relayed] = await forwarded.waitFor(1)
      for (const request of [delivered, relayed]) {
        const opened = await openWebhook(request?.body ?? '', publicKey)
        expect(opened.envelope.eventType).toBe('wix.members.v1.member_created')
        expect(opened.event.entityId).toBe(member.id)
      }
      await listener.waitFor(new RegExp(`wix\\.members\\.v1\\.member_created  entity ${member.id}`))
      // The receiver's answer as it gave it: status, time and the start of its body.
      expect(await listener.waitFor(/^ {2}→ /)).toMatch(/^ {2}→ 202 in \d+ ms: 202$/)
    },
    SPAWNED_TIMEOUT_MS,
  )

  it('listen fails with a message when no emulator answers', async () => {
    const probe = await startReceiver()
    await probe.close()
    const printed: string[] = []
    const following = listen(
      { emulator: `http://127.0.0.1:${probe.port}`, events: [] },
      { print: (line) => printed.push(line), signal: new AbortController().signal },
    )
    await expect(following).rejects.toThrow(/cannot follow .*ECONNREFUSED/)
    expect(printed).toEqual([])
  })

  it('reads its options, and refuses what is not a URL', () => {
    expect(
      parseListenArgs([
        '--forward-to',
        'http://localhost:3000/hooks/',
        '--events',
        'a,b',
        '--events',
        'c',
      ]),
    ).toMatchObject({
      emulator: 'http://127.0.0.1:4010',
      forwardTo: 'http://localhost:3000/hooks',
      events: ['a', 'b', 'c'],
    })
    expect(() => parseListenArgs(['--forward-to', 'localhost:3000'])).toThrow(/http\(s\) URL/)
    expect(() => parseListenArgs(['--port', '1'])).toThrow()
  })
})
