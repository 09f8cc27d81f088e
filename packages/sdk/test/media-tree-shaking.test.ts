import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

// The upload code (the tus client, XMLHttpRequest, the counting stream) ships only to those who
// import it: an app that lists files from the media entry does not carry it.

const src = fileURLToPath(new URL('../src', import.meta.url))

/** The minified bundle of an app importing `names` from the media entry. */
async function bundleOf(names: string[]) {
  const result = await build({
    stdin: {
      contents: `export { ${names.join(', ')} } from './media'`,
      resolveDir: src,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    minify: true,
    tsconfig: fileURLToPath(new URL('../../../tsconfig.base.json', import.meta.url)),
    logLevel: 'silent',
  })
  return result.outputFiles[0]?.text ?? ''
}

describe('the media entry tree-shakes', () => {
  it('a bundle of listFiles holds no upload code; one of uploadFileResumable does', async () => {
    const list = await bundleOf(['listFiles'])
    const resumable = await bundleOf(['uploadFileResumable'])
    for (const marker of ['XMLHttpRequest', 'upload-offset', 'tus-resumable'])
      expect(list.includes(marker), marker).toBe(false)
    for (const marker of ['XMLHttpRequest', 'upload-offset', 'tus-resumable'])
      expect(resumable.includes(marker), marker).toBe(true)
    // A plain upload does not carry the tus client.
    const plain = await bundleOf(['uploadFile'])
    expect(plain.includes('XMLHttpRequest')).toBe(true)
    expect(plain.includes('tus-resumable')).toBe(false)
    expect(list.length).toBeLessThan(plain.length)
  })
})
