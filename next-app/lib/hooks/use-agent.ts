'use client';

/**
 * The agent's own state the agent centre reads: the consolidated contract settings (the flags that gate its pay
 * pages, and the agent's info). Fetched in the browser while logged in, keyed by the session's user so one
 * agent's flags are never shown to the next one signed in on this browser.
 */
import { send } from '../bff/browser';
import { agent } from '../bff/calls';
import { useMemberResource, useSession } from './use-member';

/** The consolidated settings' cache key for `userName` (a contract answer revalidates it: `mutate(agentFlagsKey(name))`). */
export const agentFlagsKey = (userName: string) => `agent:consolidated:${userName}`;

/** The consolidated contract settings: `data.flags` (0/1/2 per kind of contract) and `data.info`. */
export function useAgentFlags() {
  const session = useSession();
  const userName = session.data?.loggedIn ? session.data.userName : '';
  return useMemberResource(agentFlagsKey(userName), () => send(agent.consolidated()));
}
