DROP INDEX "promo_code_uses_order_idx";--> statement-breakpoint
ALTER TABLE "promo_codes" ALTER COLUMN "code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ALTER COLUMN "max_uses_per_user" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promotions" jsonb;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "store_id" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "kind" text DEFAULT 'percent' NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "min_basket" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "auto" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_codes_store_idx" ON "promo_codes" USING btree ("store_id","auto");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_code_uses_order_idx" ON "promo_code_uses" USING btree ("order_id","promo_code_id");--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_code_or_auto" CHECK (("promo_codes"."auto" and "promo_codes"."code" is null and "promo_codes"."store_id" is not null) or (not "promo_codes"."auto" and "promo_codes"."code" is not null));