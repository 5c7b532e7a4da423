CREATE TABLE "basket_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "basket_days_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
CREATE TABLE "search_misses" (
	"day" date NOT NULL,
	"term" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_misses_day_term_pk" PRIMARY KEY("day","term")
);
--> statement-breakpoint
CREATE TABLE "stats_cancels" (
	"day" date NOT NULL,
	"store_id" integer NOT NULL,
	"reason" text,
	"actor" text NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_days" (
	"day" date NOT NULL,
	"store_id" integer NOT NULL,
	"orders" integer NOT NULL,
	"cancelled" integer NOT NULL,
	"live" integer NOT NULL,
	"online" integer NOT NULL,
	"revenue" bigint NOT NULL,
	"items" bigint NOT NULL,
	CONSTRAINT "stats_days_store_id_day_pk" PRIMARY KEY("store_id","day")
);
--> statement-breakpoint
CREATE TABLE "stats_dirty_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_product_days" (
	"day" date NOT NULL,
	"store_id" integer NOT NULL,
	"product_key" text NOT NULL,
	"product_id" integer,
	"name_uz" text NOT NULL,
	"name_ru" text NOT NULL,
	"revenue" bigint NOT NULL,
	"units" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_product_months" (
	"month" date NOT NULL,
	"store_id" integer NOT NULL,
	"product_key" text NOT NULL,
	"product_id" integer,
	"name_uz" text NOT NULL,
	"name_ru" text NOT NULL,
	"revenue" bigint NOT NULL,
	"units" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_rolled_days" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_rolled_months" (
	"month" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "low_stock_threshold" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "basket_days" ADD CONSTRAINT "basket_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stats_cancels_store_day_idx" ON "stats_cancels" USING btree ("store_id","day");--> statement-breakpoint
CREATE INDEX "stats_days_day_idx" ON "stats_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "stats_dirty_days_day_idx" ON "stats_dirty_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "stats_product_days_revenue_idx" ON "stats_product_days" USING btree ("day","revenue" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stats_product_days_units_idx" ON "stats_product_days" USING btree ("day","units" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stats_product_days_store_revenue_idx" ON "stats_product_days" USING btree ("store_id","day","revenue" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stats_product_days_store_units_idx" ON "stats_product_days" USING btree ("store_id","day","units" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stats_product_days_product_idx" ON "stats_product_days" USING btree ("product_key","day");--> statement-breakpoint
CREATE INDEX "stats_product_months_revenue_idx" ON "stats_product_months" USING btree ("month","revenue" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stats_product_months_units_idx" ON "stats_product_months" USING btree ("month","units" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stats_product_months_store_revenue_idx" ON "stats_product_months" USING btree ("store_id","month","revenue" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stats_product_months_store_units_idx" ON "stats_product_months" USING btree ("store_id","month","units" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stats_product_months_product_idx" ON "stats_product_months" USING btree ("product_key","month");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
-- The dashboards' daily figures (docs/adr/0038-dashboard-figures.md): every change to an order of a
-- Tashkent day (UTC+5) that is over notes that day in stats_dirty_days, whoever makes it (the shop,
-- the console, the payments, a script), so that its rolled-up figures are computed again. Today's
-- orders note nothing: today is always read from the orders themselves.
CREATE FUNCTION stats_note_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO stats_dirty_days (day)
    SELECT DISTINCT d FROM (SELECT ((created_at AT TIME ZONE 'UTC') + interval '5 hours')::date AS d FROM new_rows) x
    WHERE d < ((now() AT TIME ZONE 'UTC') + interval '5 hours')::date;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO stats_dirty_days (day)
    SELECT DISTINCT d FROM (SELECT ((created_at AT TIME ZONE 'UTC') + interval '5 hours')::date AS d FROM old_rows) x
    WHERE d < ((now() AT TIME ZONE 'UTC') + interval '5 hours')::date;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION stats_note_order_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO stats_dirty_days (day)
    SELECT DISTINCT d FROM (
      SELECT ((o.created_at AT TIME ZONE 'UTC') + interval '5 hours')::date AS d FROM orders o WHERE o.id IN (SELECT order_id FROM old_rows)
    ) x WHERE d < ((now() AT TIME ZONE 'UTC') + interval '5 hours')::date;
  ELSE
    INSERT INTO stats_dirty_days (day)
    SELECT DISTINCT d FROM (
      SELECT ((o.created_at AT TIME ZONE 'UTC') + interval '5 hours')::date AS d FROM orders o WHERE o.id IN (SELECT order_id FROM new_rows)
    ) x WHERE d < ((now() AT TIME ZONE 'UTC') + interval '5 hours')::date;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stats_orders_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_note_orders();
--> statement-breakpoint
CREATE TRIGGER stats_orders_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_note_orders();
--> statement-breakpoint
CREATE TRIGGER stats_orders_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_note_orders();
--> statement-breakpoint
CREATE TRIGGER stats_order_parts_insert AFTER INSERT ON order_parts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_note_order_rows();
--> statement-breakpoint
CREATE TRIGGER stats_order_parts_update AFTER UPDATE ON order_parts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_note_order_rows();
--> statement-breakpoint
CREATE TRIGGER stats_order_parts_delete AFTER DELETE ON order_parts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_note_order_rows();
--> statement-breakpoint
CREATE TRIGGER stats_order_items_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_note_order_rows();
--> statement-breakpoint
CREATE TRIGGER stats_order_items_update AFTER UPDATE ON order_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_note_order_rows();
--> statement-breakpoint
CREATE TRIGGER stats_order_items_delete AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_note_order_rows();
--> statement-breakpoint
CREATE TRIGGER stats_order_history_insert AFTER INSERT ON order_status_history REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_note_order_rows();
--> statement-breakpoint
-- The baskets saved before basket_days: their shoppers' last saving day.
INSERT INTO basket_days (user_id, day)
SELECT DISTINCT user_id, ((updated_at AT TIME ZONE 'UTC') + interval '5 hours')::date FROM basket_lines
ON CONFLICT DO NOTHING;
