'use client';

import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { showServerErrors, useContractForm } from '@/components/forms/contract-form';
import { buttonClass } from '@/components/ui/button-styles';
import { browserApi } from '@/lib/api/browser';
import { patchStoreProfile, storeKeys } from '@/lib/api/console-stores';
import type { ConsoleStore } from '@/lib/contract/console-stores';
import type { ScheduleForm } from '@/lib/contract/schedule';
import { tashkentDay } from '@/lib/domain/datetime';
import { WEEKDAYS, type WeeklySchedule } from '@/lib/domain/schedule';
import { useToasts } from '@/lib/stores/toast';
import { inputClass } from './field';

/** The contract's schema, loaded with the form's first check: zod stays out of the page's first load. */
const loadScheduleForm = () => import('@/lib/contract/schedule').then((m) => m.ScheduleFormSchema);

/** A store without a schedule starts the editor from its one `working_time` every day. */
function startingSchedule(store: ConsoleStore): WeeklySchedule {
  if (store.schedule) return store.schedule;
  const m = /^(\d\d:\d\d)-(\d\d:\d\d)$/.exec(store.working_time);
  const [open, close] = m ? [m[1]!, m[2]!] : ['09:00', '21:00'];
  return { days: WEEKDAYS.map(() => ({ closed: false, open, close })), holidays: [] };
}

/**
 * A store's weekly hours and holidays in the console's store profile (ADR 0030): seven rows,
 * Monday first, each closed or open–close, and a list of closed dates. Saved as the store's
 * `schedule` (or null, "no schedule": orders taken at any hour, `working_time` shown as typed).
 */
export function ScheduleEditor({ store }: { store: ConsoleStore }) {
  const t = useTranslations('storeHours');
  const queryClient = useQueryClient();
  const toast = useToasts((s) => s.show);
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useContractForm(loadScheduleForm, { defaultValues: { enabled: store.schedule !== null, schedule: startingSchedule(store) } });
  const { register, watch, setValue, formState } = form;
  const enabled = watch('enabled');
  const days = watch('schedule.days');
  const holidays = watch('schedule.holidays');
  const dayErrors = formState.errors.schedule?.days;
  const holidayErrors = formState.errors.schedule?.holidays;

  const save = async (v: ScheduleForm) => {
    setFormError(null);
    try {
      const saved = await patchStoreProfile(browserApi(), store.id, { schedule: v.enabled ? v.schedule : null });
      queryClient.setQueryData(storeKeys.one(saved.id), saved);
      toast(t('saved'));
    } catch (e) {
      setFormError(showServerErrors(form, e, t('pauseFailed')));
    }
  };

  const error = (message: string | undefined, key: string) =>
    message ? (
      <p id={key} className="mt-1 text-sm text-red-700">
        {message === 'close > open' ? t('closeAfterOpen') : message === 'unique' ? t('holidayTwice') : t('timeInvalid')}
      </p>
    ) : null;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(save)}
      aria-labelledby={`${id}-title`}
      className="mt-6 space-y-4 rounded-card bg-surface p-4 shadow-card sm:p-6"
      data-testid="schedule-editor"
    >
      <div>
        <h3 id={`${id}-title`} className="text-lg font-bold">
          {t('scheduleTitle')}
        </h3>
        <p className="text-sm text-muted">{t('scheduleHint')}</p>
      </div>
      <label className="flex min-h-11 items-center gap-2 font-semibold">
        <input type="checkbox" {...register('enabled')} className="size-5" />
        {t('useSchedule')}
      </label>
      {/* Hidden rather than disabled when off: RHF reads a disabled field as no value, and the hours are kept for later. */}
      {enabled && (
        <fieldset className="space-y-2">
          <legend className="sr-only">{t('scheduleTitle')}</legend>
          <div className="hidden grid-cols-[10rem_7rem_7rem_1fr] gap-2 text-sm font-semibold text-muted sm:grid" aria-hidden="true">
            <span />
            <span>{t('opensAt')}</span>
            <span>{t('closesAt')}</span>
          </div>
          {WEEKDAYS.map((day, i) => {
            const closed = days?.[i]?.closed;
            const openError = dayErrors?.[i]?.open?.message;
            const closeError = dayErrors?.[i]?.close?.message;
            return (
              <div
                key={day}
                role="group"
                aria-label={t(day)}
                className="grid grid-cols-2 items-start gap-2 border-b border-line pb-2 sm:grid-cols-[10rem_7rem_7rem_1fr] sm:border-0 sm:pb-0"
              >
                <span className="col-span-2 self-center font-semibold sm:col-span-1">{t(day)}</span>
                <div>
                  <label htmlFor={`${id}-${day}-open`} className="text-xs text-muted sm:sr-only">
                    {t('opensAt')}
                  </label>
                  <input
                    id={`${id}-${day}-open`}
                    {...register(`schedule.days.${i}.open`)}
                    readOnly={closed}
                    inputMode="numeric"
                    maxLength={5}
                    placeholder="08:00"
                    aria-invalid={openError ? true : undefined}
                    aria-describedby={openError ? `${id}-${day}-open-error` : undefined}
                    className={clsx(inputClass, 'tabular-nums')}
                  />
                  {error(openError, `${id}-${day}-open-error`)}
                </div>
                <div>
                  <label htmlFor={`${id}-${day}-close`} className="text-xs text-muted sm:sr-only">
                    {t('closesAt')}
                  </label>
                  <input
                    id={`${id}-${day}-close`}
                    {...register(`schedule.days.${i}.close`)}
                    readOnly={closed}
                    inputMode="numeric"
                    maxLength={5}
                    placeholder="22:00"
                    aria-invalid={closeError ? true : undefined}
                    aria-describedby={closeError ? `${id}-${day}-close-error` : undefined}
                    className={clsx(inputClass, 'tabular-nums')}
                  />
                  {error(closeError, `${id}-${day}-close-error`)}
                </div>
                <label className="col-span-2 flex min-h-11 items-center gap-2 text-sm sm:col-span-1">
                  <input type="checkbox" {...register(`schedule.days.${i}.closed`)} className="size-5" />
                  {t('dayClosed')}
                </label>
              </div>
            );
          })}
          <p className="text-xs text-muted">{t('aroundTheClockHint')}</p>
          <div className="space-y-2 pt-2">
            <h4 className="font-semibold">{t('holidays')}</h4>
            {holidays.length === 0 && <p className="text-sm text-muted">{t('noHolidays')}</p>}
            <ul className="space-y-2">
              {holidays.map((date, i) => {
                const message = holidayErrors?.[i]?.message;
                return (
                  <li key={i} className="flex flex-wrap items-start gap-2">
                    <label htmlFor={`${id}-holiday-${i}`} className="sr-only">
                      {t('holidays')} {i + 1}
                    </label>
                    <input
                      id={`${id}-holiday-${i}`}
                      type="date"
                      value={date}
                      onChange={(e) => setValue(`schedule.holidays.${i}`, e.target.value, { shouldValidate: true, shouldDirty: true })}
                      aria-invalid={message ? true : undefined}
                      className={clsx(inputClass, 'w-48')}
                    />
                    <button
                      type="button"
                      onClick={() =>
                        setValue(
                          'schedule.holidays',
                          holidays.filter((_, j) => j !== i),
                          { shouldValidate: true, shouldDirty: true },
                        )
                      }
                      className={clsx(buttonClass('secondary'), 'min-h-11')}
                      aria-label={`${t('removeHoliday')}: ${date}`}
                    >
                      <X aria-hidden="true" className="size-4" />
                      <span className="sr-only sm:not-sr-only">{t('removeHoliday')}</span>
                    </button>
                    {message && <p className="w-full text-sm text-red-700">{message === 'unique' ? t('holidayTwice') : t('dateInvalid')}</p>}
                  </li>
                );
              })}
            </ul>
            <button
              type="button"
              onClick={() => setValue('schedule.holidays', [...holidays, tashkentDay(new Date(Date.now() + 86_400_000))], { shouldDirty: true })}
              className={clsx(buttonClass('secondary'), 'min-h-11')}
            >
              <Plus aria-hidden="true" className="size-4" />
              {t('addHoliday')}
            </button>
          </div>
        </fieldset>
      )}
      {formError && (
        <p role="alert" className="text-sm text-red-700">
          {formError}
        </p>
      )}
      <button type="submit" disabled={formState.isSubmitting} className={buttonClass('primary')}>
        {t('saveSchedule')}
      </button>
    </form>
  );
}
