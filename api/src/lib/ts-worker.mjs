// A worker thread's entry when the api runs from its TypeScript sources (tsx in dev and the bench,
// SWC under Jest): the loader hooks of the parent (`--import tsx`, Jest's transform) do not reach a
// worker thread, and `--import tsx` in its execArgv does not either (Node 20), so the thread
// registers tsx itself and then imports the real entry, passed as its last argument. The built api
// (dist/) starts the compiled .js entry directly and never loads this file (tsx is a dev dependency).
import { register } from 'tsx/esm/api';

register();
await import(process.argv.at(-1));
