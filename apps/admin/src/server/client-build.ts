import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import type { Context } from 'hono'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

/**
 * The built app (`vite build` output in `dir`), held in memory: its assets by name (named by
 * content, so cached for a year) and `index.html` for every page address (the app routes in the
 * browser). Only files the build made are ever served, so no request path reaches the disk.
 */
export function clientBuild(dir: string): (c: Context) => Response | Promise<Response> {
  const indexFile = join(dir, 'index.html')
  if (!existsSync(indexFile))
    throw new Error(`The back office is not built: run \`npm run build -w apps/admin\` (${dir})`)
  const index = readFileSync(indexFile, 'utf8')
  const assets = new Map<string, { body: Buffer<ArrayBuffer>; type: string }>()
  const assetDir = join(dir, 'assets')
  if (existsSync(assetDir))
    for (const name of readdirSync(assetDir))
      assets.set(`/assets/${name}`, {
        body: readFileSync(join(assetDir, name)),
        type: TYPES[extname(name)] ?? 'application/octet-stream',
      })
  return (c) => {
    const asset = assets.get(c.req.path)
    if (asset)
      return new Response(asset.body, {
        headers: {
          'content-type': asset.type,
          'cache-control': 'public, max-age=31536000, immutable',
        },
      })
    if (c.req.path.startsWith('/assets/')) return c.notFound()
    return c.html(index)
  }
}
