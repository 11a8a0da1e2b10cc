CREATE TABLE "uploaded_file_chunks" (
	"file_id" text NOT NULL,
	"index" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "uploaded_file_chunks_file_id_index_pk" PRIMARY KEY("file_id","index")
);
--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploaded_file_chunks" ADD CONSTRAINT "uploaded_file_chunks_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Edited by hand (decision 084): every stored file's bytes move into 256 kB chunks, and the
-- files already there are complete, before the single column goes.
INSERT INTO "uploaded_file_chunks" ("file_id", "index", "data")
SELECT f."id", g.i, substring(f."data" FROM g.i * 262144 + 1 FOR 262144)
FROM "uploaded_files" f,
  generate_series(0, greatest(ceil(octet_length(f."data") / 262144.0)::integer - 1, 0)) AS g(i);--> statement-breakpoint
UPDATE "uploaded_files" SET "completed_at" = "created_at";--> statement-breakpoint
ALTER TABLE "uploaded_files" DROP COLUMN "data";