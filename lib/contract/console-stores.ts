import { z } from '@hono/zod-openapi';
import { isSlotWindow, SLOTS_MAX, ETA_MAX_MINUTES } from '../domain/delivery';
import { insideUzbekistan } from '../domain/geo';
import { imagePathOf, isImageRef } from '../domain/site-content';
import { PhoneNumberSchema } from './account';
import { MediaUrlSchema, pagingQuery } from './common';
import { WeeklyScheduleSchema } from './schedule';

/**
 * A store's profile in the console (ADR 0017): what its seller keeps up to date (hours, services,
 * address and map point, logo, phone, descriptions, delivery terms), and what an operator sets
 * when opening a store. Field names follow the public store (`/store/{id}/`) and the delivery
 * terms (`/delivery/terms/`), with both languages as `*_uz` / `*_ru`.
 */

const text = (max: number) => z.string().trim().min(1).max(max);
const money = z.number().int().min(0).max(100_000_000);

const profileFields = {
  brand_name: text(100),
  legal_name: text(200),
  description_uz: z.string().trim().max(3000),
  description_ru: z.string().trim().max(3000),
  logo: z.string().trim().transform(imagePathOf).refine(isImageRef, '/media/...'),
  store_location_name_uz: text(300),
  store_location_name_ru: text(300),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** A window of a day, as delivery slots are ("00:00-24:00" for a store open around the clock). */
  working_time: z.string().refine(isSlotWindow, 'HH:MM-HH:MM').openapi({ example: '08:00-22:00' }),
  around_the_clock: z.boolean(),
  free_shipping: z.boolean(),
  pickup: z.boolean(),
  free_shipping_distance: z.number().int().min(0).max(1000),
  phone_number: PhoneNumberSchema.nullable().openapi({ type: ['string', 'null'], example: '+998901234567' }),
  min_order: money,
  fee: money.openapi({ description: 'What delivery from this store costs' }),
  free_from: money.nullable().openapi({ description: 'From this amount of its goods delivery is free; null when never' }),
  eta_min: z.number().int().min(1).max(ETA_MAX_MINUTES),
  eta_max: z.number().int().min(1).max(ETA_MAX_MINUTES),
  slots: z.array(z.string()).max(SLOTS_MAX).openapi({ description: 'Delivery windows, "10:00-12:00"; empty when the store comes as soon as it can' }),
  /** Opening hours per weekday and holidays (ADR 0030); null: no schedule, `working_time` shown as typed and orders taken at any hour. */
  schedule: WeeklyScheduleSchema.nullable(),
  /** The dashboard lists a product as running out at this stock or below (ADR 0038). */
  low_stock_threshold: z.number().int().min(0).max(100_000),
};

/** A map point is both coordinates or neither, and lies in Uzbekistan (lib/domain/geo.ts). */
function pointRule(v: { latitude?: number; longitude?: number }, ctx: z.RefinementCtx) {
  if ((v.latitude === undefined) !== (v.longitude === undefined)) {
    ctx.addIssue({ code: 'custom', path: [v.latitude === undefined ? 'latitude' : 'longitude'], message: 'point_pair' });
  } else if (v.latitude !== undefined && v.longitude !== undefined && !insideUzbekistan({ latitude: v.latitude, longitude: v.longitude })) {
    ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'outside_uzbekistan' });
  }
}

/** A seller's or operator's change: any of the fields, at least one. */
export const StoreUpdateSchema = z
  .strictObject(profileFields)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'at least one field')
  .superRefine(pointRule);
export type StoreUpdate = z.output<typeof StoreUpdateSchema>;

/** A new store (operator): its names, address and point, hours; the rest has defaults. */
export const StoreCreateSchema = z
  .strictObject({
    ...profileFields,
    description_uz: profileFields.description_uz.default(''),
    description_ru: profileFields.description_ru.default(''),
    logo: profileFields.logo.optional(),
    around_the_clock: profileFields.around_the_clock.optional(),
    free_shipping: profileFields.free_shipping.optional(),
    pickup: profileFields.pickup.optional(),
    free_shipping_distance: profileFields.free_shipping_distance.optional(),
    phone_number: profileFields.phone_number.optional(),
    min_order: money.optional(),
    fee: money.optional(),
    free_from: profileFields.free_from.optional(),
    eta_min: profileFields.eta_min.optional(),
    eta_max: profileFields.eta_max.optional(),
    slots: profileFields.slots.optional(),
    schedule: profileFields.schedule.optional(),
    low_stock_threshold: profileFields.low_stock_threshold.optional(),
  })
  .superRefine(pointRule);
export type StoreCreate = z.output<typeof StoreCreateSchema>;

export const ConsoleStoreSchema = z
  .object({
    id: z.number().int(),
    brand_name: z.string(),
    legal_name: z.string(),
    description_uz: z.string(),
    description_ru: z.string(),
    logo: MediaUrlSchema,
    store_location_name_uz: z.string(),
    store_location_name_ru: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    working_time: z.string(),
    around_the_clock: z.boolean(),
    free_shipping: z.boolean(),
    pickup: z.boolean(),
    free_shipping_distance: z.number().int(),
    phone_number: z.string().nullable(),
    min_order: z.number().int(),
    fee: z.number().int(),
    free_from: z.number().int().nullable(),
    eta_min: z.number().int(),
    eta_max: z.number().int(),
    slots: z.array(z.string()),
    schedule: WeeklyScheduleSchema.nullable(),
    paused_until: z.string().nullable().openapi({ description: 'ISO 8601; set while the order desk has the store paused' }),
    rating: z.number(),
    rating_count: z.number().int(),
    suspended_at: z.string().nullable().openapi({ description: 'ISO 8601; set while an operator has the store suspended (out of the shop)' }),
    low_stock_threshold: z.number().int().openapi({ description: 'The dashboard lists a product as running out at this stock or below' }),
    created_at: z.string(),
  })
  .openapi('ConsoleStore');
export type ConsoleStore = z.infer<typeof ConsoleStoreSchema>;

export const ConsoleStoreQuerySchema = pagingQuery(20).extend({
  q: z.string().trim().max(100).optional().openapi({ description: 'Part of the brand or legal name' }),
  suspended: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional()
    .openapi({ type: 'string', enum: ['true', 'false'], description: 'Only the suspended stores (true) or only the listed ones (false)' }),
});
