DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_category_rating_idx";--> statement-breakpoint
DROP INDEX "products_category_new_idx";--> statement-breakpoint
DROP INDEX "products_category_discount_idx";--> statement-breakpoint
DROP INDEX "products_popular_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_discount_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
DROP INDEX "products_new_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean GENERATED ALWAYS AS (available > 0) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_category_popular_idx" ON "products" USING btree ("category_id","in_stock","number_of_sales","id");--> statement-breakpoint
CREATE INDEX "products_category_cheap_idx" ON "products" USING btree ("category_id","in_stock" DESC NULLS FIRST,"discount_price","id");--> statement-breakpoint
CREATE INDEX "products_cheap_idx" ON "products" USING btree ("in_stock" DESC NULLS FIRST,"discount_price","id");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","in_stock","discount_price","id");--> statement-breakpoint
CREATE INDEX "products_category_rating_idx" ON "products" USING btree ("category_id","in_stock","rating","rating_count","id");--> statement-breakpoint
CREATE INDEX "products_category_new_idx" ON "products" USING btree ("category_id","in_stock","created_at","id");--> statement-breakpoint
CREATE INDEX "products_category_discount_idx" ON "products" USING btree ("category_id","in_stock","discount","id");--> statement-breakpoint
CREATE INDEX "products_popular_idx" ON "products" USING btree ("in_stock","number_of_sales","id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("in_stock","discount_price","id");--> statement-breakpoint
CREATE INDEX "products_discount_idx" ON "products" USING btree ("in_stock","discount","id");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("in_stock","rating","rating_count","id");--> statement-breakpoint
CREATE INDEX "products_new_idx" ON "products" USING btree ("in_stock","created_at","id");