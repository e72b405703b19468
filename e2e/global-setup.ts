import { startStack } from './stack';

export default async function globalSetup() {
  const stack = await startStack();
  console.log(`stack: site ${stack.siteUrl}  bff ${stack.bffUrl} (admin ${stack.adminUrl})  next ${stack.nextUrl}  mock ${stack.mockUrl}`);
}
