'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useSubmit } from '@/components/forms/use-submit';
import { CountedText } from '@/components/ui/CountedText';
import { Field } from '@/components/ui/Field';
import { FormSubmit } from '@/components/ui/FormSubmit';
import { useUi } from '@/components/ui/UiProvider';
import { send } from '@/lib/bff/browser';
import { feedback } from '@/lib/bff/calls';
import { FEEDBACK_CATEGORIES, type FeedbackCategory } from '@/lib/bff/calls/feedback';
import { useSession } from '@/lib/hooks/use-member';
import { checkText, TEXT_MAX } from '@/lib/validation/text';
import styles from './Feedback.module.css';

/** The longest contact the common feedback keeps (upstream-mocks/docs/rewards.md). */
const CONTACT_MAX = 64;

/**
 * The feedback form: at most 140 characters with a live counter (spec 001 §5). A member sends it with a category
 * (`PUT /wps/feedback`, tied to their account); a visitor sends the common feedback with an optional e-mail or phone
 * to be answered at. Refused before the call when empty or too long; a failed call leaves it as typed.
 */
export function FeedbackForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations('feedback');
  const ui = useUi();
  const session = useSession();
  const submit = useSubmit();
  const member = session.data?.loggedIn === true;
  const [content, setContent] = useState('');
  const [category, setCategory] = useState<FeedbackCategory>('SUGGESTION');
  const [contact, setContact] = useState('');
  const [errors, setErrors] = useState<{ content?: string; contact?: string }>({});

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = checkText(content, { required: true });
    const found: typeof errors = {};
    if (problem) found.content = t(`content_${problem}`, { max: TEXT_MAX });
    if (!member && contact.trim().length > CONTACT_MAX) found.contact = t('contact_too_long', { max: CONTACT_MAX });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const text = content.trim();
    void submit.run(async () => {
      await send(member ? feedback.sendFeedback(text, category) : feedback.sendCommonFeedback(text, contact.trim()));
      ui.toast(t('thanks'));
      onDone();
    });
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="feedback-form">
      {member ? (
        <Field label={t('category')} testId="feedback-category-field">
          {(control) => (
            <select {...control} value={category} onChange={(e) => setCategory(e.target.value as FeedbackCategory)} data-testid="feedback-category">
              {FEEDBACK_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`category_${c}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        <Field label={t('contact')} hint={t('contact_hint')} error={errors.contact ?? null} testId="feedback-contact-field">
          {(control) => (
            <input {...control} type="text" autoComplete="email" value={contact} onChange={(e) => setContact(e.target.value)} data-testid="feedback-contact" />
          )}
        </Field>
      )}
      <CountedText
        label={t('content')}
        value={content}
        onChange={setContent}
        max={TEXT_MAX}
        error={errors.content ?? null}
        required
        rows={5}
        testId="feedback-content"
      />
      <FormSubmit error={submit.error} busy={submit.busy} testId="feedback">
        {t('send')}
      </FormSubmit>
    </form>
  );
}
