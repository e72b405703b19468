'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { useSession } from '@/lib/hooks/use-member';
import { LoginForm } from './LoginForm';

/**
 * The login form on `/login` (spec 000 §5 route protection sends visitors here): home once logged in, and
 * straight home for a member who is already.
 */
export function LoginPageForm() {
  const router = useRouter();
  const session = useSession();
  const loggedIn = session.data?.loggedIn === true;
  useEffect(() => {
    if (loggedIn) router.replace('/');
  }, [loggedIn, router]);
  return <LoginForm onLoggedIn={() => router.replace('/')} onLeave={() => undefined} />;
}
