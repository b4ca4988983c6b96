import { openDatabase } from '../apps/api/src/db/client';
const d = await openDatabase({
  url: 'postgres://postgres@127.0.0.1:5432/sakhli_search_scratch',
  pgliteDir: '',
});
await d.migrate();
await d.close();
console.log('ok');
