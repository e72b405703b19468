'use client';

import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { useTranslations } from 'next-intl';
import { useSubmit } from '@/components/forms/use-submit';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Field } from '@/components/ui/Field';
import { FormSubmit } from '@/components/ui/FormSubmit';
import { PasswordFields } from '@/components/ui/PasswordFields';
import { Skeleton } from '@/components/ui/Skeleton';
import { checkDownline, DOWNLINE_PASSWORDS, type DownlineForm } from '@/lib/agent/register';
import { problemMessage, type RegisterTranslator } from '@/lib/access/validation';
import { send } from '@/lib/bff/browser';
import { agent } from '@/lib/bff/calls';
import type { RegisteredDownline } from '@/lib/bff/calls/agent';
import { agentFlagsKey, useAgentFlags } from '@/lib/hooks/use-agent';
import { useSession } from '@/lib/hooks/use-member';
import { useRegisterRules } from '@/lib/hooks/use-register-rules';
import styles from './RegisterDownline.module.css';

const EMPTY: DownlineForm = { username: '', password: '', confirmPassword: '', nickname: '', isAgent: false };

/**
 * Register downline account (`?agent=registerCenter`): a member or a sub-agent of the agent's own type, directly
 * under the agent, checked first by the registration rules every access form uses (the brand's settings, their
 * messages), then sent encrypted (`PUT /wps/agent/downline/register`). A taken name comes back as the
 * upstream's `agent.username.exists` message under the form; success names the new account.
 */
export function RegisterDownline() {
  const t = useTranslations('agent.register');
  const rules = useRegisterRules();
  const flags = useAgentFlags();
  if ((rules.error && !rules.data) || (flags.error && !flags.data)) {
    return <ErrorState onRetry={() => void Promise.all([rules.mutate(), flags.mutate()])} retrying={rules.isValidating || flags.isValidating} />;
  }
  if (!rules.data || !flags.data) return <Skeleton lines={6} />;
  if (!flags.data.info.canRegisterDownline) return <EmptyState title={t('not_allowed')} testId="agent-register-not-allowed" />;
  return <DownlineFormView rules={rules.data} />;
}

function DownlineFormView({ rules }: { rules: NonNullable<ReturnType<typeof useRegisterRules>['data']> }) {
  const t = useTranslations('agent.register');
  const tr = useTranslations('register') as unknown as RegisterTranslator;
  const session = useSession();
  const { mutate } = useSWRConfig();
  const { busy, error, run } = useSubmit();
  const [form, setForm] = useState<DownlineForm>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof DownlineForm, string>>>({});
  const [done, setDone] = useState<RegisteredDownline | null>(null);
  const edit = <K extends keyof DownlineForm>(field: K, value: DownlineForm[K]) => setForm((f) => ({ ...f, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = checkDownline(form, rules);
    setErrors(Object.fromEntries(Object.entries(problems).map(([field, p]) => [field, problemMessage(tr, p)])));
    if (Object.keys(problems).length > 0) return;
    await run(
      () => send(agent.registerDownline({ ...form, username: form.username.trim(), nickname: form.nickname.trim() })),
      async (registered) => {
        setDone(registered);
        setForm(EMPTY);
        // The team's size is in the consolidated info.
        if (session.data?.loggedIn) await mutate(agentFlagsKey(session.data.userName));
      },
    );
  }

  if (done) {
    return (
      <div className={styles.done} role="status" data-testid="agent-register-done">
        <p className={styles.doneText} data-testid="agent-register-done-text">
          {t(done.customerType === 0 ? 'done_member' : 'done_agent', { name: done.userName })}
        </p>
        <button type="button" className="button" onClick={() => setDone(null)} data-testid="agent-register-another" data-autofocus>
          {t('another')}
        </button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid="agent-register-form">
      <p className={styles.intro}>{t('intro')}</p>
      <fieldset className={styles.kind}>
        <legend className={styles.kindLegend}>{t('kind')}</legend>
        {([false, true] as const).map((isAgent) => (
          <label key={String(isAgent)} className={styles.kindOption}>
            <input
              type="radio"
              name="kind"
              checked={form.isAgent === isAgent}
              onChange={() => edit('isAgent', isAgent)}
              data-testid={`agent-register-kind-${isAgent ? 'agent' : 'member'}`}
            />
            {t(isAgent ? 'kind_agent' : 'kind_member')}
          </label>
        ))}
      </fieldset>
      <Field label={tr('field_username')} error={errors.username ?? null} required testId="agent-register-username-field">
        {(control) => (
          <input
            {...control}
            name="username"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={form.username}
            onChange={(e) => edit('username', e.target.value)}
            data-testid="agent-register-username"
            data-autofocus
          />
        )}
      </Field>
      <PasswordFields
        fields={DOWNLINE_PASSWORDS}
        values={form}
        onChange={(field, value) => edit(field, value)}
        errors={errors}
        label={(field) => tr(`field_${field}`)}
        testIdPrefix="agent-register"
        formError={null}
        formErrorTestId="agent-register-password-error"
      />
      <Field label={tr('field_nickname')} error={errors.nickname ?? null} testId="agent-register-nickname-field">
        {(control) => (
          <input
            {...control}
            name="nickname"
            autoComplete="off"
            value={form.nickname}
            onChange={(e) => edit('nickname', e.target.value)}
            data-testid="agent-register-nickname"
          />
        )}
      </Field>
      <FormSubmit error={error} busy={busy} testId="agent-register">
        {t('submit')}
      </FormSubmit>
    </form>
  );
}
