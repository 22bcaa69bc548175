CREATE TABLE `recordatorios_enviados` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`evento_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`tipo` text NOT NULL,
	`fecha_inicio` text NOT NULL,
	`enviado_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`evento_id`) REFERENCES `eventos`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "recordatorios_enviados_tipo" CHECK(tipo IN ('24h', '1h'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `recordatorios_enviados_unique` ON `recordatorios_enviados` (`evento_id`,`user_id`,`tipo`,`fecha_inicio`);--> statement-breakpoint
CREATE INDEX `recordatorios_enviados_user_idx` ON `recordatorios_enviados` (`user_id`);--> statement-breakpoint
CREATE TABLE `ajustes_recordatorios` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`recordatorios` integer DEFAULT true NOT NULL,
	`zona_horaria` text,
	FOREIGN KEY (`user_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `eventos_inicio_idx` ON `eventos` (`fecha_inicio`);