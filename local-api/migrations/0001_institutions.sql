CREATE TABLE `checkouts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` text NOT NULL,
	`factura_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`estado` text DEFAULT 'pendiente' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`completed_at` text,
	FOREIGN KEY (`factura_id`) REFERENCES `facturas`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "checkouts_estado" CHECK(estado IN ('pendiente', 'aprobado', 'rechazado'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `checkouts_session_unique` ON `checkouts` (`session_id`);--> statement-breakpoint
CREATE TABLE `solicitudes_integracion` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`entidad_id` integer,
	`solicitud` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`entidad_id`) REFERENCES `entidades`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "solicitudes_integracion_solicitud" CHECK(length(solicitud) BETWEEN 1 AND 5000)
);
--> statement-breakpoint
CREATE TABLE `factura_consumos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`factura_id` integer NOT NULL,
	`concepto` text NOT NULL,
	`cantidad` integer DEFAULT 1 NOT NULL,
	`valor_centavos` integer NOT NULL,
	FOREIGN KEY (`factura_id`) REFERENCES `facturas`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `factura_consumos_factura_idx` ON `factura_consumos` (`factura_id`);--> statement-breakpoint
CREATE TABLE `facturas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`entidad_id` integer NOT NULL,
	`fecha` text NOT NULL,
	`total_centavos` integer NOT NULL,
	`pagada` integer DEFAULT false NOT NULL,
	`tipo` text NOT NULL,
	`pagada_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`entidad_id`) REFERENCES `entidades`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "facturas_total" CHECK(total_centavos >= 0)
);
--> statement-breakpoint
CREATE INDEX `facturas_entidad_idx` ON `facturas` (`entidad_id`,`fecha`);--> statement-breakpoint
CREATE TABLE `calificaciones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`mentor_id` integer NOT NULL,
	`autor_id` integer,
	`evento_id` integer,
	`puntaje` integer NOT NULL,
	`comentario` text DEFAULT '' NOT NULL,
	`goal_reached` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`mentor_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`autor_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "calificaciones_puntaje" CHECK(puntaje BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE INDEX `calificaciones_mentor_idx` ON `calificaciones` (`mentor_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `tickets_soporte` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`solicitud` text NOT NULL,
	`archivo_key` text,
	`archivo_nombre` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "tickets_soporte_solicitud" CHECK(length(solicitud) BETWEEN 1 AND 5000)
);
--> statement-breakpoint
CREATE INDEX `tickets_soporte_user_idx` ON `tickets_soporte` (`user_id`);--> statement-breakpoint
CREATE TABLE `consumos_video` (
	`entidad_id` integer NOT NULL,
	`mes` text NOT NULL,
	`minutos` integer DEFAULT 0 NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`entidad_id`, `mes`),
	FOREIGN KEY (`entidad_id`) REFERENCES `entidades`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "consumos_video_mes" CHECK(mes GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]'),
	CONSTRAINT "consumos_video_minutos" CHECK(minutos >= 0)
);
--> statement-breakpoint
ALTER TABLE `usuarios` ADD `deactivated_at` text;