'use client';

import { useRouter } from 'next/navigation';
import { LoginForm } from './LoginForm';

/** The login form on `/login`: home once logged in (spec 000 §5 route protection sends visitors here). */
export function LoginPageForm() {
  const router = useRouter();
  return <LoginForm onLoggedIn={() => router.replace('/')} />;
}
