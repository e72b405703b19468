'use client';

import { Field } from './Field';

export interface OptionSelectProps<V extends string> {
  label: string;
  /** '' is "all" (no filter). */
  value: V | '';
  onChange: (value: V | '') => void;
  options: readonly { value: V; label: string }[];
  /** The first option's text, standing for no filter. */
  allLabel: string;
  /** The select's test id; the field gets `<testId>-field`. */
  testId: string;
}

/** A labelled filter select whose first choice is "all" (a record list's status or type). */
export function OptionSelect<V extends string>({ label, value, onChange, options, allLabel, testId }: OptionSelectProps<V>) {
  return (
    <Field label={label} testId={`${testId}-field`}>
      {(control) => (
        <select {...control} value={value} onChange={(e) => onChange(e.target.value as V | '')} data-testid={testId}>
          <option value="">{allLabel}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
