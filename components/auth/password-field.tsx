'use client';

import { Eye, EyeOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState, type Ref } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PASSWORD_MAX } from '@/lib/domain/password';
import { errorTextClass, inputClass, labelClass } from './field-styles';

/** A password with a show/hide toggle (a real button: its state is aria-pressed, its name fixed). */
export function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
  error,
  describedBy,
  name = 'password',
  inputRef,
  onBlur,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  error?: string | null;
  /** Another element that explains the field (the rules checklist). */
  describedBy?: string;
  /** The form field's name (the profile's change has two passwords). */
  name?: string;
  /** For a form that focuses the field when it is wrong, and marks it touched when left (React Hook Form's Controller). */
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}) {
  const t = useTranslations('auth');
  const id = useId();
  const errorId = `${id}-error`;
  const [visible, setVisible] = useState(false);
  const described = [error ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          maxLength={PASSWORD_MAX}
          ref={inputRef}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={inputClass(Boolean(error), 'pr-12')}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={t('showPassword')}
          aria-controls={id}
          className="absolute inset-y-0 right-0 grid w-12 place-items-center rounded-r-control text-muted hover:text-ink"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
        </button>
      </div>
      {error && (
        <p id={errorId} className={errorTextClass}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The password field as a React Hook Form field of `control`: focused when it is wrong, touched
 * when left; `onEdit` hears each change (a form that clears its message).
 */
export function PasswordController<T extends FieldValues>({
  control,
  name,
  onEdit,
  ...props
}: Omit<Parameters<typeof PasswordField>[0], 'value' | 'onChange' | 'name' | 'inputRef' | 'onBlur'> & {
  control: Control<T, unknown, unknown>;
  name: Path<T>;
  onEdit?: () => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PasswordField
          {...props}
          name={field.name}
          value={String(field.value ?? '')}
          onChange={(value) => {
            onEdit?.();
            field.onChange(value);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      )}
    />
  );
}
