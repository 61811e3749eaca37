CREATE TABLE "heatmap_bins_monthly" (
	"month" date NOT NULL,
	"page_url" text NOT NULL,
	"device_type" text NOT NULL,
	"cell_x" smallint NOT NULL,
	"cell_y" integer NOT NULL,
	"clicks" integer NOT NULL,
	CONSTRAINT "heatmap_bins_monthly_page_url_device_type_month_cell_x_cell_y_pk" PRIMARY KEY("page_url","device_type","month","cell_x","cell_y")
);
--> statement-breakpoint
-- The monthly roll-up of the daily heatmap bins already made (issue 19; the job keeps it from now on).
INSERT INTO "heatmap_bins_monthly" ("month", "page_url", "device_type", "cell_x", "cell_y", "clicks")
SELECT date_trunc('month', "day"::timestamp)::date, "page_url", "device_type", "cell_x", "cell_y", sum("clicks")::int
FROM "heatmap_bins" GROUP BY 1, 2, 3, 4, 5;
