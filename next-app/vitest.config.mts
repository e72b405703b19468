import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // One worker process keeps memory and start-up low on small machines.
    pool: 'forks',
    maxWorkers: 2,
  },
});
