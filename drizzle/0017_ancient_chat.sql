CREATE TABLE "uploaded_file_aliases" (
	"filename" text PRIMARY KEY NOT NULL,
	"file_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploaded_file_aliases" ADD CONSTRAINT "uploaded_file_aliases_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploaded_file_aliases_file_idx" ON "uploaded_file_aliases" USING btree ("file_id");