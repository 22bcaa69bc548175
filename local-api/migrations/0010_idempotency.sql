CREATE TABLE `claves_idempotencia` (
	`ambito` text NOT NULL,
	`clave` text NOT NULL,
	`metodo` text NOT NULL,
	`ruta` text NOT NULL,
	`estado` integer,
	`cuerpo` text,
	`tipo` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`ambito`, `clave`)
);
--> statement-breakpoint
CREATE INDEX `claves_idempotencia_created_idx` ON `claves_idempotencia` (`created_at`);