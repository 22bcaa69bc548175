DROP INDEX `eventos_programa_idx`;--> statement-breakpoint
CREATE INDEX `eventos_individual_idx` ON `eventos` (`usuario_individual`,`fecha_inicio`);--> statement-breakpoint
CREATE INDEX `eventos_comprador_idx` ON `eventos` (`comprador`);--> statement-breakpoint
CREATE INDEX `eventos_programa_idx` ON `eventos` (`programa_id`,`fecha_inicio`);--> statement-breakpoint
CREATE INDEX `usuarios_marketplace_idx` ON `usuarios` (`precio`) WHERE mentor = 1 AND is_active = 1 AND precio IS NOT NULL;