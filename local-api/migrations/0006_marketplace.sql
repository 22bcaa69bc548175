CREATE TABLE `reserva_tags` (
	`evento_id` integer NOT NULL,
	`tag_id` integer NOT NULL,
	PRIMARY KEY(`evento_id`, `tag_id`),
	FOREIGN KEY (`evento_id`) REFERENCES `eventos`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `cupones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`codigo` text NOT NULL,
	`descuento` integer NOT NULL,
	`activo` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "cupones_codigo_length" CHECK(length(codigo) BETWEEN 1 AND 50),
	CONSTRAINT "cupones_descuento" CHECK(descuento BETWEEN 1 AND 100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cupones_codigo_unique` ON `cupones` (upper("codigo"));--> statement-breakpoint
CREATE TABLE `reservas_marketplace` (
	`evento_id` integer PRIMARY KEY NOT NULL,
	`observaciones` text DEFAULT '' NOT NULL,
	`cupon_id` integer,
	`precio_lista` integer NOT NULL,
	`pagado_at` text,
	FOREIGN KEY (`evento_id`) REFERENCES `eventos`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`cupon_id`) REFERENCES `cupones`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "reservas_marketplace_observaciones" CHECK(length(observaciones) <= 1000),
	CONSTRAINT "reservas_marketplace_precio" CHECK(precio_lista >= 0)
);
