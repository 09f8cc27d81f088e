// Opens a temporary database, writes to it, prints its folder and exits without closing it:
// `db-temporary-dir.test.ts` checks the folder is gone afterwards.
import { openDatabase } from '../../src/db/database'

const db = openDatabase()
db.sql.exec('CREATE TABLE notes (body TEXT)')
db.transaction(() => db.sql.prepare("INSERT INTO notes VALUES ('left open')").run())
console.log(db.path)
