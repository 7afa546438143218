CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"icon" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "categories_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"category_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"search" "tsvector" NOT NULL,
	CONSTRAINT "category_translations_category_id_locale_pk" PRIMARY KEY("category_id","locale")
);
--> statement-breakpoint
CREATE TABLE "flow_inputs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "flow_inputs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"flow_id" integer NOT NULL,
	"step" integer NOT NULL,
	"name" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_template_categories" (
	"template_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "flow_template_categories_template_id_category_id_pk" PRIMARY KEY("template_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "flow_template_translations" (
	"template_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"search" "tsvector" NOT NULL,
	CONSTRAINT "flow_template_translations_template_id_locale_pk" PRIMARY KEY("template_id","locale")
);
--> statement-breakpoint
CREATE TABLE "flow_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "flow_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"output" text NOT NULL,
	"free_requests_per_month" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "flow_templates_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "flows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "flows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"variation_key" text,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"generated_document_name" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flows_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "landing_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "landing_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"landing_id" text NOT NULL,
	"value" text NOT NULL,
	"page_type" text DEFAULT 'default' NOT NULL,
	CONSTRAINT "landing_pages_landing_id_unique" UNIQUE("landing_id")
);
--> statement-breakpoint
CREATE TABLE "template_views" (
	"user_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "template_views_user_id_template_id_pk" PRIMARY KEY("user_id","template_id")
);
--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_inputs" ADD CONSTRAINT "flow_inputs_flow_id_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_template_categories" ADD CONSTRAINT "flow_template_categories_template_id_flow_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."flow_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_template_categories" ADD CONSTRAINT "flow_template_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_template_translations" ADD CONSTRAINT "flow_template_translations_template_id_flow_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."flow_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flows" ADD CONSTRAINT "flows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flows" ADD CONSTRAINT "flows_template_id_flow_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."flow_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_views" ADD CONSTRAINT "template_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_views" ADD CONSTRAINT "template_views_template_id_flow_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."flow_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "category_translations_slug" ON "category_translations" USING btree ("locale","slug");--> statement-breakpoint
CREATE INDEX "category_translations_search" ON "category_translations" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_inputs_field" ON "flow_inputs" USING btree ("flow_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_template_translations_slug" ON "flow_template_translations" USING btree ("locale","slug");--> statement-breakpoint
CREATE INDEX "flow_template_translations_search" ON "flow_template_translations" USING gin ("search");--> statement-breakpoint
CREATE INDEX "flows_user_created" ON "flows" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "template_views_recent" ON "template_views" USING btree ("user_id","viewed_at");