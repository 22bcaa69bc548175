CREATE TABLE `reembolsos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`evento_id` integer NOT NULL,
	`monto` integer NOT NULL,
	`motivo` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`evento_id`) REFERENCES `eventos`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "reembolsos_monto" CHECK(monto >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reembolsos_evento_unique` ON `reembolsos` (`evento_id`);--> statement-breakpoint
ALTER TABLE `entidades` ADD `horas_aviso` integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE `eventos` ADD `secuencia` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `eventos` ADD `cancelado_at` text;--> statement-breakpoint
ALTER TABLE `eventos` ADD `cancelado_por` integer REFERENCES usuarios(id) ON DELETE SET NULL;