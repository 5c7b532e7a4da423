CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"words" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_name_unique" UNIQUE("name")
);
