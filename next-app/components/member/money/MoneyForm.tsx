'use client';

import type { FormEvent, ReactNode } from 'react';
import styles from './MoneyForm.module.css';

/** A money page: its notices, its form and its records, one under the other. */
export function MoneyPage({ children }: { children: ReactNode }) {
  return <div className={styles.page}>{children}</div>;
}

/** A money page's form, titled. */
export function MoneyForm({
  id,
  title,
  testId,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  testId: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} data-testid={testId}>
      <h3 id={`${id}-title`} className={styles.title}>
        {title}
      </h3>
      {children}
    </form>
  );
}

/** Something the member should know before sending (a request waiting, a limit reached). */
export function MoneyNote({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <p className="callout" data-testid={testId}>
      {children}
    </p>
  );
}

export interface Choice<V> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
  testId: string;
}

/** One choice among cards (a channel, a bank card, an answer), as radio buttons in a fieldset. */
export function ChoiceCards<V extends string | number>({
  legend,
  name,
  choices,
  value,
  onChange,
  layout = 'grid',
}: {
  legend: string;
  name: string;
  choices: Choice<V>[];
  value: V | null;
  onChange: (value: V) => void;
  layout?: 'grid' | 'list';
}) {
  return (
    <fieldset className={styles.choices} data-layout={layout}>
      <legend className={styles.legend}>{legend}</legend>
      {choices.map((c, index) => (
        <label key={c.value} className={styles.choice} data-disabled={c.disabled || undefined} data-testid={c.testId}>
          <input
            type="radio"
            name={name}
            value={c.value}
            checked={value === c.value}
            disabled={c.disabled}
            onChange={() => onChange(c.value)}
            {...(layout === 'list' && index === 0 ? { 'data-autofocus': true } : {})}
          />
          <span className={styles.label}>{c.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The refusal of the upstream, under a form's fields. */
export function FormError({ error, testId }: { error: string | null; testId: string }) {
  if (!error) return null;
  return (
    <p className={styles.error} role="alert" data-testid={testId}>
      {error}
    </p>
  );
}
