CREATE TABLE "site_copy" (
	"language" text NOT NULL,
	"key" text NOT NULL,
	"draft" text,
	"pending" boolean DEFAULT false NOT NULL,
	"published" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_copy_language_key_pk" PRIMARY KEY("language","key")
);
--> statement-breakpoint
CREATE TABLE "site_copy_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"changes" jsonb NOT NULL,
	"restored_from" text,
	"actor" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "site_copy_versions_language_idx" ON "site_copy_versions" USING btree ("language","created_at");