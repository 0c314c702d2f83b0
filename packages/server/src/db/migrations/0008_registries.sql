CREATE TABLE "registries" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"address" text NOT NULL,
	"namespace" text DEFAULT '' NOT NULL,
	"access_key" text DEFAULT '' NOT NULL,
	"secret_key" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"enable_tls" boolean DEFAULT true NOT NULL,
	"tls_cert" text DEFAULT '' NOT NULL,
	"advanced_modified" boolean DEFAULT false NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "registries_one_default" ON "registries" USING btree ("is_default") WHERE "registries"."is_default";