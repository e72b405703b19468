// Preloaded into the suite's Next.js server (`stack.ts`). Next renames its process `next-server`, and a
// `pkill -f next-server` run for another stack on the same machine (a shared one: it happened five times in one
// `make test`) would stop this suite's server too. Kept under the command line it was started with, the server
// answers only to the suite, which stops it by its process id.
Object.defineProperty(process, 'title', { configurable: true, get: () => 'node', set: () => {} });
