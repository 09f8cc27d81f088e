import { fileURLToPath } from 'node:url'
import { runInNewContext } from 'node:vm'
import { build } from 'esbuild'
import { exportSPKI, generateKeyPair, SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'

// The webhooks module must run where only Web APIs exist (edge functions, workers): bundled for
// the browser with nothing left external, then run in a fresh JavaScript realm that has Web
// Crypto, TextEncoder/TextDecoder and atob, and no process, Buffer, require or fetch.

const entry = fileURLToPath(new URL('../src/webhooks.ts', import.meta.url))

describe('@storefront-kit/sdk/webhooks outside Node', () => {
  it('verifies a webhook in a realm with only Web APIs', async () => {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      format: 'iife',
      globalName: 'webhooks',
      platform: 'browser',
      tsconfig: fileURLToPath(new URL('../../../tsconfig.base.json', import.meta.url)),
      logLevel: 'silent',
    })
    const code = result.outputFiles[0]?.text ?? ''
    expect(code).not.toMatch(/\brequire\(|node:|\bBuffer\b|\bprocess\./)

    const keys = await generateKeyPair('RS256')
    const envelope = {
      instanceId: 'i',
      eventType: 'wix.members.v1.member_deleted',
      data: JSON.stringify({
        id: 'e1',
        entityFqdn: 'wix.members.v1.member',
        slug: 'deleted',
        entityId: 'm1',
        eventTime: '2026-01-01T00:00:00.000Z',
        deletedEvent: {},
      }),
    }
    const iat = Math.floor(Date.now() / 1000)
    const body = await new SignJWT({ data: JSON.stringify(envelope), iat, exp: iat + 300 })
      .setProtectedHeader({ alg: 'RS256' })
      .sign(keys.privateKey)
    const realm = { crypto: globalThis.crypto, TextEncoder, TextDecoder, atob, btoa }
    const verify = runInNewContext(`${code}; webhooks.verifyWebhook`, realm) as (
      body: string,
      options: { publicKey: string },
    ) => Promise<{ kind: string; metadata: { entityId: string } }>
    const event = await verify(body, { publicKey: await exportSPKI(keys.publicKey) })
    expect(event.kind).toBe('deleted')
    expect(event.metadata.entityId).toBe('m1')
    await expect(
      verify(`${body}x`, { publicKey: await exportSPKI(keys.publicKey) }),
    ).rejects.toThrow(/signature/)
  })
})
