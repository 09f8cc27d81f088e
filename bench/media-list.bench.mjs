// Media library reads at 10,000 files, over keep-alive HTTP with the owner's key, driven by 20
// concurrent fetch workers (compareThroughput in bench/lib.mjs): ListFiles (first page of 50,
// newest first) and SearchFiles (a name that matches a few files). Baseline in the same run: a
// bare node:http server answering the same JSON bytes, in interleaved rounds.
import { performance } from 'node:perf_hooks'
import {
  compareThroughput,
  loadEmulator,
  READ_MIN,
  report,
  startBareServer,
  throughputMetrics,
} from './lib.mjs'

const FILES = 10_000
const REQUESTS = 400
const ROUNDS = 3
const SEARCHES = 40

const { startEmulator } = await loadEmulator()
const emu = await startEmulator({ seed: 'empty' })
const { url } = emu
const headers = { authorization: emu.info.apiKey, 'wix-site-id': emu.info.siteId }
const json = { ...headers, 'content-type': 'application/json' }

// One file through the real upload path; then 9,999 copies of its row under new ids and names,
// written straight into the library's table in one transaction (uploading 10,000 files over
// HTTP takes minutes on a small machine; media-upload.bench.mjs measures that path).
const gen = await fetch(`${url}/site-media/v1/files/generate-upload-url`, {
  method: 'POST',
  headers: json,
  body: JSON.stringify({ mimeType: 'text/plain', fileName: 'doc-0.txt' }),
})
const put = await fetch((await gen.json()).uploadUrl, {
  method: 'PUT',
  headers: { 'content-type': 'text/plain' },
  body: 'file 0\n',
})
const { file } = await put.json()
const { db } = emu.emulator.context
const row = db.sql.prepare('SELECT * FROM media_library_files WHERE id = ?').get(file.id)
const doc = JSON.parse(
  db.sql.prepare('SELECT json(doc) AS doc FROM media_library_files WHERE id = ?').get(file.id).doc,
)
const insert = db.sql.prepare(
  `INSERT INTO media_library_files (id, doc, state, parent_folder_id, root, operation_status)
   VALUES (?, jsonb(?), ?, ?, ?, ?)`,
)
const started = performance.now()
db.transaction(() => {
  for (let n = 1; n < FILES; n++) {
    const id = file.id.replace(/_[0-9a-f]{8}/, `_${String(n).padStart(8, '0')}`)
    const updatedDate = new Date(Date.parse(doc.updatedDate) + n * 1000).toISOString()
    const copy = { ...doc, id, displayName: `doc-${n}.txt`, updatedDate, createdDate: updatedDate }
    insert.run(id, JSON.stringify(copy), row.state, row.parent_folder_id, row.root, 'READY')
  }
})
const fillSeconds = (performance.now() - started) / 1000

const list = '/site-media/v1/files?paging.limit=50'
const search = { path: '/site-media/v1/files/search', body: JSON.stringify({ search: 'doc-777' }) }

async function answer(path, body) {
  const res = await fetch(`${url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? json : headers,
    body,
  })
  const text = await res.text()
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${text.slice(0, 200)}`)
  return text
}
const listJson = await answer(list)
const searchJson = await answer(search.path, search.body)
const listed = JSON.parse(listJson)
if (listed.files.length !== 50 || listed.nextCursor.total !== FILES)
  throw new Error(
    `expected 50 of ${FILES}, got ${listed.files.length} of ${listed.nextCursor.total}`,
  )
// doc-777 and doc-7770 … doc-7779.
if (JSON.parse(searchJson).files.length !== 11) throw new Error('search found the wrong files')

const bare = await startBareServer((path) => (path.includes('/search') ? searchJson : listJson))

const request = (body) => ({ method: body ? 'POST' : 'GET', headers: body ? json : headers, body })
const results = await compareThroughput(
  {
    list: { url: `${url}${list}`, init: request(), bare: { url: `${bare.url}${list}` } },
    search: {
      url: `${url}${search.path}`,
      init: request(search.body),
      bare: { url: `${bare.url}${search.path}` },
      // A search scans every name (about half a second at 10,000 files here): fewer requests.
      requests: SEARCHES,
    },
  },
  { requests: REQUESTS, rounds: ROUNDS },
)

await emu.close()
await bare.close()

report('media-list', [
  {
    name: `${FILES} descriptors written (one transaction)`,
    value: Math.round(FILES / fillSeconds),
    unit: 'files/s',
  },
  ...throughputMetrics(results.list, {
    bare: 'bare node:http, same list JSON (20 workers)',
    label: `ListFiles, page of 50 of ${FILES}`,
    ratio: 'ListFiles / bare',
    min: READ_MIN,
  }),
  ...throughputMetrics(results.search, {
    bare: 'bare node:http, same search JSON (20 workers)',
    label: `SearchFiles by name, ${FILES} files`,
    ratio: 'SearchFiles / bare',
  }),
])
