CREATE TABLE "payment_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"state" smallint NOT NULL,
	"provider_time" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"performed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"reason" smallint,
	CONSTRAINT "payment_transactions_provider_id_key" UNIQUE("provider","provider_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_state" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_transactions_order_idx" ON "payment_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_waiting_payment_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 0;