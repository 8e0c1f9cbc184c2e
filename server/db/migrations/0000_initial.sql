CREATE TABLE "contact_enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"is_spam" boolean DEFAULT false NOT NULL,
	"fullname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"companyname" text,
	"budget" text NOT NULL,
	"skype" text,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hire_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"is_spam" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"contact" text NOT NULL,
	"pro_language" text NOT NULL,
	"project_length" text NOT NULL,
	"project_detail" text NOT NULL,
	"salary_type" text NOT NULL,
	"salary" text NOT NULL,
	"hire_time" text NOT NULL,
	"developer_experience" text NOT NULL,
	"comments" text
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"is_spam" boolean DEFAULT false NOT NULL,
	"fullname" text NOT NULL,
	"email" text NOT NULL,
	"city" text NOT NULL,
	"mobile" text NOT NULL,
	"currentsalary" text NOT NULL,
	"expectsalary" text NOT NULL,
	"currentdesignation" text NOT NULL,
	"joiningdate" text NOT NULL,
	"experience" text NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resumes" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"original_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_enquiries_created_at_idx" ON "contact_enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "hire_requests_created_at_idx" ON "hire_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "job_applications_created_at_idx" ON "job_applications" USING btree ("created_at");