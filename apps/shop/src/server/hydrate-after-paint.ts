import { Transform, type TransformCallback } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'

const HEAD_END = '</head>'
const PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g
const BOOT_OPEN = '<script type="module" async="">'
const BOOT_ID = '__hydrate-boot'

/**
 * The browser's side of {@link hydrateAfterPaint}, sent as the text of an inline script (so it
 * may use nothing from this module). Once the page's first contentful paint is on screen and its
 * high-priority pictures have loaded, it preloads the scripts, evaluates them one task each, and
 * runs React Router's start-up module (kept as plain text until then).
 * If the page is still streaming by then, it waits for the end of the document.
 */
function startAfterFirstPaint(preloads: string[], bootId: string) {
  let started = false
  const run = async () => {
    const boot = document.getElementById(bootId)
    if (!boot) return addEventListener('DOMContentLoaded', run, { once: true })
    for (const href of preloads) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.append(link)
    }
    // The start-up module imports every module of the page at once, and a browser evaluates a
    // module with all it imports in one task: on a phone, one long task of React, React Router
    // and the shop (the page cannot answer a tap meanwhile, and lab tools count all of it as
    // blocking). So each module but the entry (which hydrates, and must come last) is evaluated
    // first on its own, with a task between; the start-up module then finds them all done.
    const text = boot.textContent ?? ''
    const entry = /import\("([^"]+)"\);?\s*$/.exec(text)?.[1]
    if (entry)
      for (const href of preloads) {
        if (href === entry) continue
        try {
          await import(href)
        } catch {
          // The start-up module meets the same failure and reports it as React Router does.
          break
        }
        await new Promise((next) => setTimeout(next))
      }
    const script = document.createElement('script')
    script.type = 'module'
    script.textContent = text
    document.body.append(script)
  }
  let ran = false
  const runOnce = () => {
    if (ran) return
    ran = true
    run()
  }
  // The pictures the page asked for first (its largest) load before the scripts compete with
  // them; a picture that never answers holds the scripts back three seconds at most.
  const start = () => {
    if (started) return
    started = true
    const first = document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')
    const pending = [...first].filter((img) => !img.complete)
    let left = pending.length
    const loaded = () => {
      left -= 1
      if (left <= 0) setTimeout(runOnce)
    }
    if (!left) return setTimeout(runOnce)
    for (const img of pending) {
      img.addEventListener('load', loaded, { once: true })
      img.addEventListener('error', loaded, { once: true })
    }
    setTimeout(runOnce, 3000)
  }
  Object.assign(window, {
    __hydrateAfterPaint() {
      if (!PerformanceObserver.supportedEntryTypes?.includes('paint'))
        return requestAnimationFrame(() => setTimeout(start))
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return
        observer.disconnect()
        start()
      }).observe({ type: 'paint', buffered: true })
    },
  })
}

const startUpScript = (preloads: string[]) =>
  `<script>(${startAfterFirstPaint})(${JSON.stringify(preloads)},${JSON.stringify(BOOT_ID)})</script>`

/**
 * Loads the page's scripts after its first paint, as the HTML streams out.
 *
 * The server already rendered the page: the scripts only hydrate it (links and the page's text
 * work without them), so nothing on screen waits for them. Fetched from the head, 150 KB of
 * script compete with the page's largest picture on a phone's connection and lab tools count
 * them against the first paint. So React Router's module preloads leave the head and its
 * start-up module is written as plain text; a small script in the head starts both once the
 * first frame is on screen. React Router writes those tags (`<Scripts />` has no option for
 * this), so the HTML is rewritten here: the preload tags and the start-up tag's opening, nothing
 * else.
 */
export function hydrateAfterPaint(): Transform {
  const decoder = new StringDecoder('utf8')
  let head = ''
  let tail = ''
  let phase: 'head' | 'body' | 'done' = 'head'

  /** The head, at once: preloads out, the start-up script in. */
  function rewriteHead(text: string): string {
    const end = text.indexOf(HEAD_END)
    const inHead = text.slice(0, end)
    const preloads = new Set([...inHead.matchAll(PRELOAD)].map((match) => match[1] ?? ''))
    return `${inHead.replace(PRELOAD, '')}${startUpScript([...preloads])}${text.slice(end)}`
  }

  /** The body, until the start-up tag: its opening becomes plain text started after paint. */
  function rewriteBody(text: string): string {
    const at = text.indexOf(BOOT_OPEN)
    if (at !== -1) {
      phase = 'done'
      tail = ''
      const opening = `<script>window.__hydrateAfterPaint()</script><script type="text/plain" id="${BOOT_ID}">`
      return text.slice(0, at) + opening + text.slice(at + BOOT_OPEN.length)
    }
    // The tag may be cut between two chunks: keep back what could be its beginning.
    const lastTag = text.lastIndexOf('<')
    const cut = lastTag !== -1 && text.length - lastTag < BOOT_OPEN.length ? lastTag : text.length
    tail = text.slice(cut)
    return text.slice(0, cut)
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      // Always through the decoder: a character's bytes may be cut between two chunks.
      const text = decoder.write(chunk)
      if (phase === 'done') return callback(null, text)
      if (phase === 'body') return callback(null, rewriteBody(tail + text))
      head += text
      const end = head.indexOf(HEAD_END)
      if (end === -1) return callback()
      phase = 'body'
      const rest = head.slice(end + HEAD_END.length)
      const rewritten = rewriteHead(head.slice(0, end + HEAD_END.length))
      head = ''
      callback(null, rewritten + rewriteBody(rest))
    },
    flush(callback: TransformCallback) {
      callback(null, head + tail + decoder.end())
    },
  })
}
