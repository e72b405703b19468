import { stopWorkerStacks } from './stack';

export default async function globalTeardown() {
  await stopWorkerStacks();
}
