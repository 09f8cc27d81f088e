// Opens a temporary database, prints its path, then commits numbered rows one transaction each,
// printing each number once its commit has returned, until it is killed (or, should nobody kill
// it, up to the number given): `db-temporary-dir.test.ts` kills it with SIGKILL and reads the
// file it left.
import { setImmediate as turn } from 'node:timers/promises'
import { openDatabase } from '../../src/db/database'

const db = openDatabase()
db.sql.exec('CREATE TABLE acked (n INTEGER PRIMARY KEY, body TEXT)')
const insert = db.sql.prepare('INSERT INTO acked VALUES (?, ?)')
console.log(db.path)
const body = 'x'.repeat(2000)
const limit = Number(process.argv[2] ?? 10_000)
for (let n = 1; n <= limit; n++) {
  db.transaction(() => insert.run(n, body))
  console.log(n)
  // A full pipe queues the output until the event loop runs, as a server's answers wait for it.
  await turn()
}
