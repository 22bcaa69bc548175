-- The reports' stored days (issue 31; schema.ts programDays): each write of a session or of its participants rewrites the
-- day (program, Bogota date of the start) it was on and the one it is on, from that day's sessions, by index searches.
CREATE TABLE `programa_dias` (
	`programa_id` integer NOT NULL,
	`dia` text NOT NULL,
	`sesiones` integer NOT NULL,
	`horas` real NOT NULL,
	`fundadores` integer NOT NULL,
	PRIMARY KEY(`programa_id`, `dia`)
);
--> statement-breakpoint
CREATE INDEX `eventos_programa_fin_idx` ON `eventos` (`programa_id`,(fecha_fin || ''),`fecha_inicio`);--> statement-breakpoint
INSERT INTO `programa_dias` (programa_id, dia, sesiones, horas, fundadores)
  SELECT e.programa_id, substr(e.fecha_inicio, 1, 10), COUNT(*), SUM((julianday(e.fecha_fin) - julianday(e.fecha_inicio)) * 24),
    (SELECT COUNT(DISTINCT p.user_id) FROM eventos f JOIN evento_participantes p ON p.evento_id = f.id AND p.asistencia = 1
      WHERE f.programa_id = e.programa_id AND f.fecha_inicio >= substr(e.fecha_inicio, 1, 10)
        AND f.fecha_inicio < date(substr(e.fecha_inicio, 1, 10), '+1 day') AND f.cancelado_at IS NULL)
  FROM eventos e
  WHERE e.programa_id IS NOT NULL AND e.cancelado_at IS NULL
    AND EXISTS (SELECT 1 FROM evento_participantes p WHERE p.evento_id = e.id AND p.asistencia = 1)
  GROUP BY 1, 2;--> statement-breakpoint
CREATE TRIGGER `eventos_programa_dias_insert` AFTER INSERT ON `eventos` BEGIN
  DELETE FROM `programa_dias` WHERE programa_id = NEW.programa_id AND dia = substr(NEW.fecha_inicio, 1, 10);
  INSERT INTO `programa_dias` (programa_id, dia, sesiones, horas, fundadores)
    SELECT e.programa_id, substr(e.fecha_inicio, 1, 10), COUNT(*), SUM((julianday(e.fecha_fin) - julianday(e.fecha_inicio)) * 24),
      (SELECT COUNT(DISTINCT p.user_id) FROM eventos f JOIN evento_participantes p ON p.evento_id = f.id AND p.asistencia = 1
        WHERE f.programa_id = e.programa_id AND f.fecha_inicio >= substr(NEW.fecha_inicio, 1, 10) AND f.fecha_inicio < date(substr(NEW.fecha_inicio, 1, 10), '+1 day')
          AND f.cancelado_at IS NULL)
    FROM eventos e
    WHERE e.programa_id = NEW.programa_id AND e.fecha_inicio >= substr(NEW.fecha_inicio, 1, 10) AND e.fecha_inicio < date(substr(NEW.fecha_inicio, 1, 10), '+1 day') AND e.cancelado_at IS NULL
      AND EXISTS (SELECT 1 FROM evento_participantes p WHERE p.evento_id = e.id AND p.asistencia = 1)
    GROUP BY e.programa_id;
END;--> statement-breakpoint
CREATE TRIGGER `eventos_programa_dias_update` AFTER UPDATE OF programa_id, fecha_inicio, fecha_fin, cancelado_at ON `eventos` BEGIN
  DELETE FROM `programa_dias` WHERE programa_id = OLD.programa_id AND dia = substr(OLD.fecha_inicio, 1, 10);
  INSERT INTO `programa_dias` (programa_id, dia, sesiones, horas, fundadores)
    SELECT e.programa_id, substr(e.fecha_inicio, 1, 10), COUNT(*), SUM((julianday(e.fecha_fin) - julianday(e.fecha_inicio)) * 24),
      (SELECT COUNT(DISTINCT p.user_id) FROM eventos f JOIN evento_participantes p ON p.evento_id = f.id AND p.asistencia = 1
        WHERE f.programa_id = e.programa_id AND f.fecha_inicio >= substr(OLD.fecha_inicio, 1, 10) AND f.fecha_inicio < date(substr(OLD.fecha_inicio, 1, 10), '+1 day')
          AND f.cancelado_at IS NULL)
    FROM eventos e
    WHERE e.programa_id = OLD.programa_id AND e.fecha_inicio >= substr(OLD.fecha_inicio, 1, 10) AND e.fecha_inicio < date(substr(OLD.fecha_inicio, 1, 10), '+1 day') AND e.cancelado_at IS NULL
      AND EXISTS (SELECT 1 FROM evento_participantes p WHERE p.evento_id = e.id AND p.asistencia = 1)
    GROUP BY e.programa_id;
  DELETE FROM `programa_dias` WHERE programa_id = NEW.programa_id AND dia = substr(NEW.fecha_inicio, 1, 10);
  INSERT INTO `programa_dias` (programa_id, dia, sesiones, horas, fundadores)
    SELECT e.programa_id, substr(e.fecha_inicio, 1, 10), COUNT(*), SUM((julianday(e.fecha_fin) - julianday(e.fecha_inicio)) * 24),
      (SELECT COUNT(DISTINCT p.user_id) FROM eventos f JOIN evento_participantes p ON p.evento_id = f.id AND p.asistencia = 1
        WHERE f.programa_id = e.programa_id AND f.fecha_inicio >= substr(NEW.fecha_inicio, 1, 10) AND f.fecha_inicio < date(substr(NEW.fecha_inicio, 1, 10), '+1 day')
          AND f.cancelado_at IS NULL)
    FROM eventos e
    WHERE e.programa_id = NEW.programa_id AND e.fecha_inicio >= substr(NEW.fecha_inicio, 1, 10) AND e.fecha_inicio < date(substr(NEW.fecha_inicio, 1, 10), '+1 day') AND e.cancelado_at IS NULL
      AND EXISTS (SELECT 1 FROM evento_participantes p WHERE p.evento_id = e.id AND p.asistencia = 1)
    GROUP BY e.programa_id;
END;--> statement-breakpoint
CREATE TRIGGER `eventos_programa_dias_delete` AFTER DELETE ON `eventos` BEGIN
  DELETE FROM `programa_dias` WHERE programa_id = OLD.programa_id AND dia = substr(OLD.fecha_inicio, 1, 10);
  INSERT INTO `programa_dias` (programa_id, dia, sesiones, horas, fundadores)
    SELECT e.programa_id, substr(e.fecha_inicio, 1, 10), COUNT(*), SUM((julianday(e.fecha_fin) - julianday(e.fecha_inicio)) * 24),
      (SELECT COUNT(DISTINCT p.user_id) FROM eventos f JOIN evento_participantes p ON p.evento_id = f.id AND p.asistencia = 1
        WHERE f.programa_id = e.programa_id AND f.fecha_inicio >= substr(OLD.fecha_inicio, 1, 10) AND f.fecha_inicio < date(substr(OLD.fecha_inicio, 1, 10), '+1 day')
          AND f.cancelado_at IS NULL)
    FROM eventos e
    WHERE e.programa_id = OLD.programa_id AND e.fecha_inicio >= substr(OLD.fecha_inicio, 1, 10) AND e.fecha_inicio < date(substr(OLD.fecha_inicio, 1, 10), '+1 day') AND e.cancelado_at IS NULL
      AND EXISTS (SELECT 1 FROM evento_participantes p WHERE p.evento_id = e.id AND p.asistencia = 1)
    GROUP BY e.programa_id;
END;--> statement-breakpoint
CREATE TRIGGER `evento_participantes_programa_dias_insert` AFTER INSERT ON `evento_participantes` BEGIN
  DELETE FROM `programa_dias` WHERE programa_id = (SELECT programa_id FROM eventos WHERE id = NEW.evento_id) AND dia = (SELECT substr(fecha_inicio, 1, 10) FROM eventos WHERE id = NEW.evento_id);
  INSERT INTO `programa_dias` (programa_id, dia, sesiones, horas, fundadores)
    SELECT e.programa_id, substr(e.fecha_inicio, 1, 10), COUNT(*), SUM((julianday(e.fecha_fin) - julianday(e.fecha_inicio)) * 24),
      (SELECT COUNT(DISTINCT p.user_id) FROM eventos f JOIN evento_participantes p ON p.evento_id = f.id AND p.asistencia = 1
        WHERE f.programa_id = e.programa_id AND f.fecha_inicio >= (SELECT substr(fecha_inicio, 1, 10) FROM eventos WHERE id = NEW.evento_id) AND f.fecha_inicio < date((SELECT substr(fecha_inicio, 1, 10) FROM eventos WHERE id = NEW.evento_id), '+1 day')
          AND f.cancelado_at IS NULL)
    FROM eventos e
    WHERE e.programa_id = (SELECT programa_id FROM eventos WHERE id = NEW.evento_id) AND e.fecha_inicio >= (SELECT substr(fecha_inicio, 1, 10) FROM eventos WHERE id = NEW.evento_id) AND e.fecha_inicio < date((SELECT substr(fecha_inicio, 1, 10) FROM eventos WHERE id = NEW.evento_id), '+1 day') AND e.cancelado_at IS NULL
      AND EXISTS (SELECT 1 FROM evento_participantes p WHERE p.evento_id = e.id AND p.asistencia = 1)
    GROUP BY e.programa_id;
END;--> statement-breakpoint
CREATE TRIGGER `evento_participantes_programa_dias_update` AFTER UPDATE OF evento_id, user_id, asistencia ON `evento_participantes` BEGIN
  DELETE FROM `programa_dias` WHERE programa_id = (SELECT programa_id FROM eventos WHERE id = OLD.evento_id) AND dia = (SELECT substr(fecha_inicio, 1, 10) FROM eventos WHERE id = OLD.evento_id);
  INSERT INTO `programa_dias` (programa_id, dia, sesiones, horas, fundadores)
    SELECT e.programa_id, substr(e.fecha_inicio, 1, 10), COUNT(*), SUM((julianday(e.fecha_fin) - julianday(e.fecha_inicio)) * 24),
      (SELECT COUNT(DISTINCT p.user_id) FROM eventos f JOIN evento_participantes p ON p.evento_id = f.id AND p.asistencia = 1
        WHERE f.programa_id = e.programa_id AND f.fecha_inicio >= (SELECT substr(fecha_inicio, 1, 10) FROM eventos WHERE id = OLD.evento_id) AND f.fecha_inicio < date((SELECT substr(fecha_inicio, 1, 10) FROM eventos WHERE id = OLD.evento_id), '+1 day')
          AND f.cancelado_at IS NULL)
    FROM eventos e
    WHERE e.programa_id = (SELECT programa_id FROM eventos WHERE id = OLD.evento_id) AND e.fecha_inicio >= (SELECT substr(fecha_inicio, 1, 10) FROM eventos WHERE id = OLD.evento_id) AND e.fecha_inicio < date((SELECT substr(fecha_inicio, 1, 10) FROM eventos WHERE id = OLD.evento_id), '+1 day') AND e.cancelado_at IS NULL
      AND EXISTS (SELECT 1 FROM evento_participantes p WHERE p.evento_id = e.id AND p.asistencia = 1)
    GROUP BY e.programa_id;
  DELETE FROM `programa_dias` WHERE programa_id = (SELECT programa_id FROM eventos WHERE id = NEW.evento_id) AND dia = (SELECT substr(fecha_inicio, 1, 10) FROM eventos WHERE id = NEW.evento_id);
  INSERT INTO `programa_dias` (programa_id, dia, sesiones, horas, fundadores)
    SELECT e.programa_id, substr(e.fecha_inicio, 1, 10), COUNT(*), SUM((julianday(e.fecha_fin) - julianday(e.fecha_inicio)) * 24),
      (SELECT COUNT(DISTINCT p.user_id) FROM eventos f JOIN evento_participantes p ON p.evento_id = f.id AND p.asistencia = 1
        WHERE f.programa_id = e.programa_id AND f.fecha_inicio >= (SELECT substr(fecha_inicio, 1, 10) FROM eventos WHERE id = NEW.evento_id) AND f.fecha_inicio < date((SELECT substr(fecha_inicio, 1, 10) FROM eventos WHERE id = NEW.evento_id), '+1 day')
          AND f.cancelado_at IS NULL)
    FROM eventos e
    WHERE e.programa_id = (SELECT programa_id FROM eventos WHERE id = NEW.evento_id) AND e.fecha_inicio >= (SELECT substr(fecha_inicio, 1, 10) FROM eventos WHERE id = NEW.evento_id) AND e.fecha_inicio < date((SELECT substr(fecha_inicio, 1, 10) FROM eventos WHERE id = NEW.evento_id), '+1 day') AND e.cancelado_at IS NULL
      AND EXISTS (SELECT 1 FROM evento_participantes p WHERE p.evento_id = e.id AND p.asistencia = 1)
    GROUP BY e.programa_id;
END;--> statement-breakpoint
CREATE TRIGGER `evento_participantes_programa_dias_delete` AFTER DELETE ON `evento_participantes` BEGIN
  DELETE FROM `programa_dias` WHERE programa_id = (SELECT programa_id FROM eventos WHERE id = OLD.evento_id) AND dia = (SELECT substr(fecha_inicio, 1, 10) FROM eventos WHERE id = OLD.evento_id);
  INSERT INTO `programa_dias` (programa_id, dia, sesiones, horas, fundadores)
    SELECT e.programa_id, substr(e.fecha_inicio, 1, 10), COUNT(*), SUM((julianday(e.fecha_fin) - julianday(e.fecha_inicio)) * 24),
      (SELECT COUNT(DISTINCT p.user_id) FROM eventos f JOIN evento_participantes p ON p.evento_id = f.id AND p.asistencia = 1
        WHERE f.programa_id = e.programa_id AND f.fecha_inicio >= (SELECT substr(fecha_inicio, 1, 10) FROM eventos WHERE id = OLD.evento_id) AND f.fecha_inicio < date((SELECT substr(fecha_inicio, 1, 10) FROM eventos WHERE id = OLD.evento_id), '+1 day')
          AND f.cancelado_at IS NULL)
    FROM eventos e
    WHERE e.programa_id = (SELECT programa_id FROM eventos WHERE id = OLD.evento_id) AND e.fecha_inicio >= (SELECT substr(fecha_inicio, 1, 10) FROM eventos WHERE id = OLD.evento_id) AND e.fecha_inicio < date((SELECT substr(fecha_inicio, 1, 10) FROM eventos WHERE id = OLD.evento_id), '+1 day') AND e.cancelado_at IS NULL
      AND EXISTS (SELECT 1 FROM evento_participantes p WHERE p.evento_id = e.id AND p.asistencia = 1)
    GROUP BY e.programa_id;
END;
