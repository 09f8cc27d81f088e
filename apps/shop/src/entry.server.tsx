import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { type EntryContext, ServerRouter } from 'react-router'
import { hydrateAfterPaint } from './server/hydrate-after-paint'

/** How long a streamed page may wait for its slowest data before the rest is sent as errors. */
export const streamTimeout = 5_000

/**
 * Renders a page to HTML: React Router's own server entry, except that a production page loads
 * its scripts after its first paint (see {@link hydrateAfterPaint}; the development server keeps
 * React Router's tags, which its hot reload relies on). Crawlers get the whole page at once;
 * browsers get the shell as soon as it is ready and the rest as its data arrives. (React Router
 * takes the default export.)
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD')
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    const ready =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        [ready]() {
          shellRendered = true
          const body = import.meta.env.PROD ? hydrateAfterPaint() : new PassThrough()
          body.once('end', () => clearTimeout(timeout))
          responseHeaders.set('Content-Type', 'text/html')
          pipe(body)
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          )
        },
        // A boundary whose content is ready goes out in place, however large: React otherwise
        // sends one past this many bytes of page later, hidden, for an inline script to show,
        // and the page hydrates its boundaries apart (HydrateApart), which must not cost a
        // visitor without JavaScript the page's content.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellError: reject,
        onError(error: unknown) {
          status = 500
          // Errors before the shell reject above and React Router logs them; later ones only here.
          if (shellRendered) console.error(error)
        },
      },
    )
    // Leaves time for the rejected boundaries to be flushed before the stream is cut.
    const timeout = setTimeout(abort, streamTimeout + 1000)
  })
}
