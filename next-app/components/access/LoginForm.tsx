'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Field } from '@/components/ui/Field';
import { Tabs } from '@/components/ui/Tabs';
import {
  captchaRefreshAllowed,
  loginRefusal,
  readRemembered,
  rememberCookies,
  type LoginType,
  type Remembered,
  type RememberedLogin,
  type Verification,
} from '@/lib/access/login';
import { send } from '@/lib/bff/browser';
import { access } from '@/lib/bff/calls';
import { isBffError } from '@/lib/bff/errors';
import { readCookie, writeCookie } from '@/lib/client/device';
import { validateLogin, type LoginValidation } from '@/lib/validation/login';
import { useAfterLogin } from './after-login';
import { useHumanChecked } from './human-check';
import { useLoginOptions } from './login-options';
import { FormError, RememberMe, useLoginAttempt } from './login-parts';
import { IdentityRow } from './IdentityRow';
import { ForgotPasswordLink } from './PasswordWindows';
import { LoginSms } from './LoginSms';
import { LoginVerify } from './LoginVerify';
import { useErrorText } from './use-error-text';
import styles from './LoginForm.module.css';

export interface LoginFormProps {
  /** Called once the member is logged in (the session has been read again). */
  onLoggedIn: () => void;
  /** A logged-out visitor tried something that needs an account: say so above the form. */
  prompt?: boolean;
  /** Called when the visitor follows a link out of the form (the window closes). */
  onLeave?: () => void;
}

const NO_REMEMBERED: Remembered = { remember: false, username: '', sms: null };

/**
 * The login form of the login window and of `/login` (spec 000 §2 "Login popup", §5 "Login"): by user name
 * and password (with the captcha once a refusal asks for it), by SMS code when the brand allows it, remember
 * me, free trial when the brand offers it, and the extra step of a login from a new address.
 */
export function LoginForm({ onLoggedIn, prompt = false, onLeave }: LoginFormProps) {
  const t = useTranslations('login');
  const tErrors = useTranslations('errors');
  const errorText = useErrorText();
  const options = useLoginOptions();
  const humanChecked = useHumanChecked();
  const afterLogin = useAfterLogin();

  const [remembered, setRemembered] = useState<Remembered>(NO_REMEMBERED);
  const [type, setType] = useState<LoginType>('username');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaImage, setCaptchaImage] = useState<string | null>(null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [remember, setRemember] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<LoginValidation['errors']>({});
  const { busy, formError, setFormError, attempt, sending } = useLoginAttempt();
  const [verification, setVerification] = useState<Verification | null>(null);
  const captchaFetchedAt = useRef<number | null>(null);

  // What remember-me kept (cookies are read after hydration: the page HTML is the same for everyone).
  useEffect(() => {
    const kept = readRemembered((name) => readCookie(name));
    setRemembered(kept);
    setRemember(kept.remember);
    setUsername((u) => u || kept.username);
  }, []);

  async function loadCaptcha(force = false) {
    const now = Date.now();
    if (!force && !captchaRefreshAllowed(captchaFetchedAt.current, now)) return;
    captchaFetchedAt.current = now;
    try {
      setCaptchaImage(await send(access.captcha(now)));
    } catch (err) {
      setFormError(errorText(isBffError(err) ? err : null));
    }
  }

  function keepRemembered(login: RememberedLogin) {
    for (const cookie of rememberCookies(remember, login, remembered)) writeCookie(cookie.name, cookie.value, cookie.maxAge);
  }

  async function finish(login: RememberedLogin) {
    keepRemembered(login);
    await afterLogin();
    onLoggedIn();
  }

  async function submitUsername(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const check = validateLogin({ username, password, captcha }, captchaShown);
    setFieldErrors(check.errors);
    setFormError(null);
    if (!check.valid) {
      const first = (['username', 'password', 'captcha'] as const).find((f) => check.errors[f]);
      document.querySelector<HTMLInputElement>(`[data-testid="login-${first}"]`)?.focus();
      return;
    }
    setUsername(check.values.username);
    const credentials = { username: check.values.username, password: check.values.password, rememberMe: remember };
    await attempt(
      // Spec 000 §4 "SMS code button": the slider check runs before a user-name login.
      () => humanChecked(() => send(access.loginByUsername({ ...credentials, captcha: captchaShown ? check.values.captcha : null }))),
      (err) => {
        const refusal = loginRefusal(err);
        if (refusal.kind === 'verify') {
          setFormError(null);
          setVerification(refusal.verification);
          return;
        }
        // A captcha is used up by any check: a new picture after every refusal while it is shown.
        if (refusal.captcha || captchaShown) {
          setCaptchaShown(true);
          setCaptcha('');
          void loadCaptcha(true);
        }
      },
      () => finish({ type: 'username', username: credentials.username }),
    );
  }

  async function freePlay() {
    await attempt(
      () => send(access.freePlay()),
      () => undefined,
      async () => {
        await afterLogin();
        onLoggedIn();
      },
    );
  }

  if (verification) {
    return (
      <LoginVerify
        verification={verification}
        credentials={{ username: username.trim(), password: password.trim(), rememberMe: remember }}
        onLoggedIn={() => finish({ type: 'username', username: username.trim() })}
        onBack={() => setVerification(null)}
      />
    );
  }

  const usernameForm = (
    <form className={styles.form} onSubmit={submitUsername} noValidate data-testid="login-form">
      <Field label={t('username')} error={fieldErrors.username ? t(fieldErrors.username) : null} required testId="login-username-field">
        {(control) => (
          <input
            {...control}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('username_placeholder')}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            data-testid="login-username"
            data-autofocus
          />
        )}
      </Field>
      <Field label={t('password')} error={fieldErrors.password ? t(fieldErrors.password) : null} required testId="login-password-field">
        {(control) => (
          <input
            {...control}
            name="password"
            type="password"
            autoComplete="current-password"
            placeholder={t('password_placeholder')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            data-testid="login-password"
          />
        )}
      </Field>
      {captchaShown && (
        <Field label={t('captcha')} error={fieldErrors.captcha ? t(fieldErrors.captcha) : null} required testId="login-captcha-field">
          {(control) => (
            <div className={styles.captchaRow}>
              <input
                {...control}
                name="captcha"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={16}
                placeholder={t('captcha_placeholder')}
                value={captcha}
                onChange={(e) => setCaptcha(e.target.value)}
                data-testid="login-captcha"
              />
              <button
                type="button"
                className={styles.captchaImage}
                onClick={() => void loadCaptcha()}
                title={t('captcha_refresh')}
                data-testid="login-captcha-refresh"
              >
                {captchaImage ? (
                  // biome-ignore lint/performance/noImgElement: the captcha, an inline PNG (a data: URL) from the upstream
                  <img src={captchaImage} alt={t('captcha_image')} width={100} height={40} data-testid="login-captcha-image" />
                ) : (
                  <span className="visually-hidden">{t('captcha_refresh')}</span>
                )}
              </button>
            </div>
          )}
        </Field>
      )}
      <RememberMe checked={remember} onChange={setRemember} />
      <ForgotPasswordLink />
      <FormError message={formError} />
      <button type="submit" className={`button ${styles.submit}`} disabled={busy} aria-busy={busy} data-testid="login-submit">
        {busy ? t('submitting') : t('submit')}
      </button>
    </form>
  );

  return (
    <div className={styles.login}>
      {prompt && (
        <p className="callout" role="status" data-testid="login-prompt">
          {tErrors('session_expired')}
        </p>
      )}
      {options.smsLogin ? (
        <Tabs
          label={t('login_type')}
          value={type}
          onValueChange={(value) => setType(value as LoginType)}
          items={[
            { value: 'username', label: t('tab_username'), panel: usernameForm, testId: 'login-tab-username' },
            {
              value: 'sms',
              label: t('tab_sms'),
              panel: <LoginSms remember={remember} onRemember={setRemember} remembered={remembered} onLoggedIn={finish} />,
              testId: 'login-tab-sms',
            },
          ]}
        />
      ) : (
        usernameForm
      )}
      <IdentityRow onLoggedIn={onLoggedIn} testId="login-identity" />
      {options.register && (
        <p className={styles.links}>
          <span>{t('no_account')}</span>
          {/* The registration window opens over home at /register (spec 000 §2). */}
          <Link href="/register" className={styles.link} onClick={onLeave} data-testid="login-register">
            {t('register_link')}
          </Link>
        </p>
      )}
      {options.freePlay && (
        <button type="button" className={`button ${styles.secondary}`} onClick={() => void freePlay()} disabled={busy} data-testid="login-free-play">
          {t('free_play')}
        </button>
      )}
    </div>
  );
}
