CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"checksum" text NOT NULL,
	"applied_at" timestamp with time zone NOT NULL
);
