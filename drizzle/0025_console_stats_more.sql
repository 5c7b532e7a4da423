CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
-- The baskets saved before basket_days (migration 0024): their shoppers' last saving day, for the
-- operator's basket conversion (docs/adr/0038-dashboard-figures.md).
INSERT INTO basket_days (user_id, day)
SELECT DISTINCT user_id, ((updated_at AT TIME ZONE 'UTC') + interval '5 hours')::date FROM basket_lines
ON CONFLICT DO NOTHING;
