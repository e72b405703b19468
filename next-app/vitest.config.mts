import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    // One worker process keeps memory and start-up low on small machines.
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'logic', include: ['tests/**/*.test.ts'], exclude: ['tests/ui/**'], environment: 'node' },
      },
      {
        // The building blocks, rendered in a simulated DOM (jsdom) with @testing-library/react.
        extends: true,
        test: { name: 'ui', include: ['tests/ui/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['tests/ui/setup.ts'] },
      },
    ],
  },
});
