'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { Country } from '@/lib/bff/calls/access';
import styles from './DialingCodePicker.module.css';

/** Spec 000 §9: the country list closes 200 ms after focus leaves it (a click inside it lands first). */
export const CLOSE_AFTER_BLUR_MS = 200;

/**
 * The country dialing code in front of a mobile number (spec 000 §2): a button showing `+66` that opens the
 * list of countries; choosing one closes it; Escape closes it and returns focus; the list closes 200 ms after
 * focus leaves the picker.
 */
export function DialingCodePicker({
  countries,
  value,
  onChange,
  testId = 'dialing-code',
}: {
  countries: readonly Country[];
  value: string;
  onChange: (code: string) => void;
  testId?: string;
}) {
  const t = useTranslations('register');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const choose = (code: string) => {
    onChange(code);
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation(); // the modal stays open
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: not a control: it hears its buttons' Escape and the focus leaving them (events that bubble)
    <div
      className={styles.picker}
      onKeyDown={onKeyDown}
      onBlur={() => {
        window.clearTimeout(closeTimer.current);
        closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_AFTER_BLUR_MS);
      }}
      onFocus={() => window.clearTimeout(closeTimer.current)}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('dialing_code', { code: value })}
        onClick={() => setOpen((was) => !was)}
        data-testid={testId}
      >
        +{value}
      </button>
      {open && (
        <ul id={listId} className={styles.list} aria-label={t('dialing_code_list')} data-testid={`${testId}-list`}>
          {countries.map((country) => (
            <li key={`${country.countryCode}-${country.countryDialingCode}`}>
              <button
                type="button"
                className={styles.option}
                aria-pressed={country.countryDialingCode === value}
                onClick={() => choose(country.countryDialingCode)}
              >
                <span>{country.countryName}</span>
                <span dir="ltr">+{country.countryDialingCode}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
