ALTER TABLE "orders" ADD COLUMN "deliveries" jsonb;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "min_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "delivery_fee" integer DEFAULT 5000 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "free_delivery_from" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "eta_min" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "eta_max" smallint DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "delivery_slots" text[] DEFAULT '{}'::text[] NOT NULL;