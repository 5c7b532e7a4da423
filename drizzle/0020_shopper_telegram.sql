ALTER TABLE "telegram_link_tokens" ADD COLUMN "purpose" text DEFAULT 'desk' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "telegram_chat_id" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_telegram_chat_id_unique" UNIQUE("telegram_chat_id");