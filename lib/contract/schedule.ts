import { z } from '@hono/zod-openapi';
import { HOLIDAYS_MAX, PAUSE_MAX_MINUTES, scheduleIssues } from '../domain/schedule';

/**
 * A store's hours in the API (ADR 0030): the weekly schedule the console edits, the pause the
 * order desk sets, and what the shop reads of them (open now, when it opens).
 */

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'HH:MM');

const DayHoursSchema = z.object({
  closed: z.boolean(),
  open: time.openapi({ example: '08:00' }),
  close: time.openapi({ example: '22:00', description: 'After open; 24:00 for the end of the day' }),
});

export const WeeklyScheduleSchema = z
  .object({
    days: z.array(DayHoursSchema).length(7).openapi({ description: 'Monday to Sunday' }),
    holidays: z
      .array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'))
      .max(HOLIDAYS_MAX)
      .openapi({ description: 'Closed days in Tashkent, YYYY-MM-DD' }),
  })
  .superRefine((s, ctx) => {
    for (const [path, message] of Object.entries(scheduleIssues(s))) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message });
    }
  })
  .openapi('WeeklySchedule', { description: 'Opening hours per weekday (Tashkent time) and holidays' });

/** What the shop reads of a store's hours now. */
export const openStateFields = {
  open_now: z.boolean().openapi({ description: 'Whether the store takes orders now (its schedule, not paused)' }),
  opens_at: z.string().nullable().openapi({ description: 'When closed: when it opens next (ISO); null when open or when no opening is in sight' }),
};

export const StorePauseSchema = z
  .object({
    minutes: z.number().int().min(1).max(PAUSE_MAX_MINUTES).optional().openapi({ description: 'Pause for this many minutes (the desk offers 15, 30, 60)' }),
    until: z.literal('tomorrow').optional().openapi({ description: "Pause until the store's first opening tomorrow (by its schedule)" }),
  })
  .strict()
  .refine((p) => (p.minutes === undefined) !== (p.until === undefined), { message: 'minutes or until', path: ['minutes'] })
  .openapi('StorePause');
export type StorePause = z.infer<typeof StorePauseSchema>;

export const StorePauseStateSchema = z
  .object({
    store_id: z.number().int(),
    paused_until: z.string().nullable(),
    ...openStateFields,
  })
  .openapi('StorePauseState');
export type StorePauseState = z.infer<typeof StorePauseStateSchema>;

/** The console's "stop until a time" form: a time later today in Tashkent (the page turns it into `stopped_until`). */
export const StopUntilFormSchema = z.object({ time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM') });
export type StopUntilForm = z.infer<typeof StopUntilFormSchema>;

/** The console's schedule editor: the weekly hours, used or not (not: `schedule: null`). */
export const ScheduleFormSchema = z.object({ enabled: z.boolean(), schedule: WeeklyScheduleSchema });
export type ScheduleForm = z.infer<typeof ScheduleFormSchema>;
