ALTER TABLE "audit_log" ADD COLUMN "store_id" integer;--> statement-breakpoint
CREATE INDEX "audit_log_store_idx" ON "audit_log" USING btree ("store_id","created_at");--> statement-breakpoint
-- The store of the entries written before the column (issue 35), from what each recorded: a
-- store's own entries, an object's store_id, a store role's store, a product's or an order line's
-- store, a review's product. Ids compared as text, so that no cast can fail on an odd entity id.
UPDATE "audit_log" SET "store_id" = "entity_id"::integer WHERE "entity" = 'store' AND "entity_id" ~ '^[0-9]{1,9}$';--> statement-breakpoint
UPDATE "audit_log" SET "store_id" = coalesce("after"->>'store_id', "before"->>'store_id')::integer
  WHERE "store_id" IS NULL AND coalesce("after"->>'store_id', "before"->>'store_id') ~ '^[0-9]{1,9}$';--> statement-breakpoint
UPDATE "audit_log" SET "store_id" = coalesce("after"->'granted'->>'store_id', "after"->'revoked'->>'store_id')::integer
  WHERE "store_id" IS NULL AND "action" IN ('role.grant', 'role.revoke') AND coalesce("after"->'granted'->>'store_id', "after"->'revoked'->>'store_id') ~ '^[0-9]{1,9}$';--> statement-breakpoint
UPDATE "audit_log" a SET "store_id" = p."store_id" FROM "products" p
  WHERE a."store_id" IS NULL AND a."entity" = 'product' AND p."id"::text = a."entity_id";--> statement-breakpoint
UPDATE "audit_log" a SET "store_id" = i."store_id" FROM "order_items" i
  WHERE a."store_id" IS NULL AND a."entity" = 'order' AND i."id"::text = coalesce(a."after"->>'item_id', a."before"->>'item_id');--> statement-breakpoint
UPDATE "audit_log" a SET "store_id" = p."store_id" FROM "products" p
  WHERE a."store_id" IS NULL AND a."entity" = 'comment' AND p."id"::text = coalesce(a."after"->>'product_id', a."before"->>'product_id');
