import type { ServerConfig } from './config'

/** Request headers the platform must not see from the browser (the server sets its own). */
const DROPPED_REQUEST = new Set([
  'host',
  'cookie',
  'authorization',
  'wix-site-id',
  'wix-account-id',
  'origin',
  'referer',
  'connection',
  'content-length',
  'accept-encoding',
])
/** Response headers that describe the hop, not the content (fetch has already decoded it). */
const DROPPED_RESPONSE = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'set-cookie',
])

/**
 * Forwards a browser's call under `/api` to the platform as the owner: the same method, path,
 * query and body, the browser's headers minus its cookies and any credential, plus the API key.
 * The answer comes back as is (status, body, content headers), so the SDK in the browser sees the
 * platform's own envelopes and request ids.
 */
export async function forwardToPlatform(
  request: Request,
  config: ServerConfig,
  prefix: string,
): Promise<Response> {
  const url = new URL(request.url)
  const target = `${config.apiUrl}${url.pathname.slice(prefix.length)}${url.search}`
  const headers = new Headers()
  for (const [name, value] of request.headers)
    if (!DROPPED_REQUEST.has(name) && !name.startsWith('sec-')) headers.set(name, value)
  headers.set('authorization', config.apiKey)
  if (config.siteId) headers.set('wix-site-id', config.siteId)
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  let answer: Response
  try {
    answer = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? request.body : null,
      redirect: 'manual',
      signal: request.signal,
      ...(hasBody && { duplex: 'half' }),
    } as RequestInit)
  } catch {
    return platformUnreachable()
  }
  const out = new Headers()
  for (const [name, value] of answer.headers) if (!DROPPED_RESPONSE.has(name)) out.set(name, value)
  return new Response(answer.body, { status: answer.status, headers: out })
}

/** The platform's error envelope for "the store did not answer", so the SDK reads it as usual. */
function platformUnreachable(): Response {
  return Response.json(
    {
      message: 'The back office could not reach the store.',
      details: {
        applicationError: {
          code: 'STORE_UNREACHABLE',
          description: 'The back office could not reach the store.',
        },
      },
    },
    { status: 502 },
  )
}
