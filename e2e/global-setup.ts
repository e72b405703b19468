import type { FullConfig } from '@playwright/test';
import { startWorkerStacks } from './stack';

/** One stack per worker (`stack.ts`): the workers never share the upstream's switches. */
export default async function globalSetup(config: FullConfig) {
  const stacks = await startWorkerStacks(config.workers);
  for (const [index, stack] of stacks.entries()) {
    console.log(`stack w${index}: site ${stack.siteUrl}  bff ${stack.bffUrl} (admin ${stack.adminUrl})  next ${stack.nextUrl}  mock ${stack.mockUrl}`);
  }
}
