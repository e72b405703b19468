'use client';

import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/Modal';
import { LoginForm } from './LoginForm';

/** The login window (spec 000 §2 "Login popup"): the login form in a modal, closed once logged in. */
export function LoginModal({ onClose, prompt }: { onClose: () => void; prompt: boolean }) {
  const t = useTranslations('login');
  return (
    <Modal open title={t('title')} onClose={onClose} size="sm" testId="login-modal">
      <LoginForm prompt={prompt} onLoggedIn={onClose} onLeave={onClose} />
    </Modal>
  );
}
