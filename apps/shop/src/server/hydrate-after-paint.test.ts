import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { hydrateAfterPaint } from './hydrate-after-paint'

// React Router's tags as a production page has them (abridged), with a character of two bytes
// in the head and in the body.
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><title>Caf\u00e9 · Shop</title>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>' +
  '<style>body{margin:0}</style></head><body><main><h1>Caf\u00e9</h1>' +
  '<link rel="modulepreload" href="/in-body-stays.js"/></main>' +
  '<script>window.__reactRouterContext = {};</script>' +
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");</script>' +
  '<div hidden id="S:0"><script type="module" async="">later</script></div></body></html>'

/** The page through the rewrite, cut into chunks of `size` bytes. */
async function rewrite(page: string, size: number): Promise<string> {
  const bytes = Buffer.from(page)
  const chunks = []
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size))
  return text(Readable.from(chunks).pipe(hydrateAfterPaint()))
}

describe('hydrateAfterPaint', () => {
  it('takes the preloads out of the head and starts them, once each, from the start-up script', async () => {
    const html = await rewrite(PAGE, 1 << 16)
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).not.toContain('rel="modulepreload"')
    expect(head).toContain('["/assets/manifest-1.js","/assets/entry.client-2.js"],"__hydrate-boot"')
    expect(head).toContain('first-contentful-paint')
  })

  it('keeps the start-up module as plain text, called for after paint, and the rest as it was', async () => {
    const html = await rewrite(PAGE, 1 << 16)
    expect(html).toContain(
      '<script>window.__hydrateAfterPaint()</script><script type="text/plain" id="__hydrate-boot">import "/assets/manifest-1.js";',
    )
    // Only the first module script is React Router's start-up; nothing after it is touched.
    expect(html).toContain('<div hidden id="S:0"><script type="module" async="">later</script>')
    expect(html).toContain('<link rel="modulepreload" href="/in-body-stays.js"/>')
    const body = (page: string) => page.slice(page.indexOf('<body>'))
    expect(body(html).replace('<script>window.__hydrateAfterPaint()</script>', '')).toBe(
      body(PAGE).replace(
        '<script type="module" async="">',
        '<script type="text/plain" id="__hydrate-boot">',
      ),
    )
  })

  it('gives the same page however the stream is cut, even inside a tag or a character', async () => {
    const whole = await rewrite(PAGE, 1 << 16)
    for (const size of [1, 2, 3, 7, 16, 31, 64, 200]) expect(await rewrite(PAGE, size)).toBe(whole)
  })

  it('passes a page without React Router tags through unchanged', async () => {
    const plain = '<html><head><title>é</title></head><body><p>Hello</p></body></html>'
    const html = await rewrite(plain, 5)
    expect(html.replace(/<script>[\s\S]*?<\/script>/, '')).toBe(plain)
  })
})
