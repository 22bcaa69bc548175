-- The people lists' order kept with each membership (issue 31): a member's names folded as people.ts's foldKey folds
-- them: lower() (ASCII only in SQLite), then the accented letters of Spanish and Portuguese, a vowel at a time (46
-- nested replace() calls in one expression overflow the parser's stack of some SQLite builds). Set by triggers when a
-- membership is added or a user's name changes (no user: '', so the insert fails on its foreign key as before).
ALTER TABLE `entidad_miembros` ADD `last_name_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `entidad_miembros` ADD `first_name_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `entidad_miembros_name_idx` ON `entidad_miembros` (`entidad_id`,`rol`,`last_name_key`,`first_name_key`,`user_id`);--> statement-breakpoint
UPDATE `entidad_miembros` SET last_name_key = coalesce((SELECT lower(last_name) FROM usuarios WHERE id = entidad_miembros.user_id), ''),
  first_name_key = coalesce((SELECT lower(first_name) FROM usuarios WHERE id = entidad_miembros.user_id), '');--> statement-breakpoint
UPDATE `entidad_miembros` SET last_name_key = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(last_name_key, 'Á', 'a'), 'À', 'a'), 'Â', 'a'), 'Ã', 'a'), 'Ä', 'a'), 'á', 'a'), 'à', 'a'), 'â', 'a'), 'ã', 'a'), 'ä', 'a'),
    first_name_key = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(first_name_key, 'Á', 'a'), 'À', 'a'), 'Â', 'a'), 'Ã', 'a'), 'Ä', 'a'), 'á', 'a'), 'à', 'a'), 'â', 'a'), 'ã', 'a'), 'ä', 'a');--> statement-breakpoint
UPDATE `entidad_miembros` SET last_name_key = replace(replace(replace(replace(replace(replace(replace(replace(last_name_key, 'É', 'e'), 'È', 'e'), 'Ê', 'e'), 'Ë', 'e'), 'é', 'e'), 'è', 'e'), 'ê', 'e'), 'ë', 'e'),
    first_name_key = replace(replace(replace(replace(replace(replace(replace(replace(first_name_key, 'É', 'e'), 'È', 'e'), 'Ê', 'e'), 'Ë', 'e'), 'é', 'e'), 'è', 'e'), 'ê', 'e'), 'ë', 'e');--> statement-breakpoint
UPDATE `entidad_miembros` SET last_name_key = replace(replace(replace(replace(replace(replace(replace(replace(last_name_key, 'Í', 'i'), 'Ì', 'i'), 'Î', 'i'), 'Ï', 'i'), 'í', 'i'), 'ì', 'i'), 'î', 'i'), 'ï', 'i'),
    first_name_key = replace(replace(replace(replace(replace(replace(replace(replace(first_name_key, 'Í', 'i'), 'Ì', 'i'), 'Î', 'i'), 'Ï', 'i'), 'í', 'i'), 'ì', 'i'), 'î', 'i'), 'ï', 'i');--> statement-breakpoint
UPDATE `entidad_miembros` SET last_name_key = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(last_name_key, 'Ó', 'o'), 'Ò', 'o'), 'Ô', 'o'), 'Õ', 'o'), 'Ö', 'o'), 'ó', 'o'), 'ò', 'o'), 'ô', 'o'), 'õ', 'o'), 'ö', 'o'),
    first_name_key = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(first_name_key, 'Ó', 'o'), 'Ò', 'o'), 'Ô', 'o'), 'Õ', 'o'), 'Ö', 'o'), 'ó', 'o'), 'ò', 'o'), 'ô', 'o'), 'õ', 'o'), 'ö', 'o');--> statement-breakpoint
UPDATE `entidad_miembros` SET last_name_key = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(last_name_key, 'Ú', 'u'), 'Ù', 'u'), 'Û', 'u'), 'Ü', 'u'), 'ú', 'u'), 'ù', 'u'), 'û', 'u'), 'ü', 'u'), 'Ç', 'c'), 'ç', 'c'),
    first_name_key = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(first_name_key, 'Ú', 'u'), 'Ù', 'u'), 'Û', 'u'), 'Ü', 'u'), 'ú', 'u'), 'ù', 'u'), 'û', 'u'), 'ü', 'u'), 'Ç', 'c'), 'ç', 'c');--> statement-breakpoint
CREATE TRIGGER `entidad_miembros_name_keys` AFTER INSERT ON `entidad_miembros` BEGIN
  UPDATE `entidad_miembros` SET last_name_key = coalesce((SELECT lower(last_name) FROM usuarios WHERE id = entidad_miembros.user_id), ''),
  first_name_key = coalesce((SELECT lower(first_name) FROM usuarios WHERE id = entidad_miembros.user_id), '')
  WHERE entidad_id = NEW.entidad_id AND user_id = NEW.user_id AND rol = NEW.rol;
  UPDATE `entidad_miembros` SET last_name_key = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(last_name_key, 'Á', 'a'), 'À', 'a'), 'Â', 'a'), 'Ã', 'a'), 'Ä', 'a'), 'á', 'a'), 'à', 'a'), 'â', 'a'), 'ã', 'a'), 'ä', 'a'),
    first_name_key = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(first_name_key, 'Á', 'a'), 'À', 'a'), 'Â', 'a'), 'Ã', 'a'), 'Ä', 'a'), 'á', 'a'), 'à', 'a'), 'â', 'a'), 'ã', 'a'), 'ä', 'a')
  WHERE entidad_id = NEW.entidad_id AND user_id = NEW.user_id AND rol = NEW.rol;
  UPDATE `entidad_miembros` SET last_name_key = replace(replace(replace(replace(replace(replace(replace(replace(last_name_key, 'É', 'e'), 'È', 'e'), 'Ê', 'e'), 'Ë', 'e'), 'é', 'e'), 'è', 'e'), 'ê', 'e'), 'ë', 'e'),
    first_name_key = replace(replace(replace(replace(replace(replace(replace(replace(first_name_key, 'É', 'e'), 'È', 'e'), 'Ê', 'e'), 'Ë', 'e'), 'é', 'e'), 'è', 'e'), 'ê', 'e'), 'ë', 'e')
  WHERE entidad_id = NEW.entidad_id AND user_id = NEW.user_id AND rol = NEW.rol;
  UPDATE `entidad_miembros` SET last_name_key = replace(replace(replace(replace(replace(replace(replace(replace(last_name_key, 'Í', 'i'), 'Ì', 'i'), 'Î', 'i'), 'Ï', 'i'), 'í', 'i'), 'ì', 'i'), 'î', 'i'), 'ï', 'i'),
    first_name_key = replace(replace(replace(replace(replace(replace(replace(replace(first_name_key, 'Í', 'i'), 'Ì', 'i'), 'Î', 'i'), 'Ï', 'i'), 'í', 'i'), 'ì', 'i'), 'î', 'i'), 'ï', 'i')
  WHERE entidad_id = NEW.entidad_id AND user_id = NEW.user_id AND rol = NEW.rol;
  UPDATE `entidad_miembros` SET last_name_key = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(last_name_key, 'Ó', 'o'), 'Ò', 'o'), 'Ô', 'o'), 'Õ', 'o'), 'Ö', 'o'), 'ó', 'o'), 'ò', 'o'), 'ô', 'o'), 'õ', 'o'), 'ö', 'o'),
    first_name_key = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(first_name_key, 'Ó', 'o'), 'Ò', 'o'), 'Ô', 'o'), 'Õ', 'o'), 'Ö', 'o'), 'ó', 'o'), 'ò', 'o'), 'ô', 'o'), 'õ', 'o'), 'ö', 'o')
  WHERE entidad_id = NEW.entidad_id AND user_id = NEW.user_id AND rol = NEW.rol;
  UPDATE `entidad_miembros` SET last_name_key = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(last_name_key, 'Ú', 'u'), 'Ù', 'u'), 'Û', 'u'), 'Ü', 'u'), 'ú', 'u'), 'ù', 'u'), 'û', 'u'), 'ü', 'u'), 'Ç', 'c'), 'ç', 'c'),
    first_name_key = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(first_name_key, 'Ú', 'u'), 'Ù', 'u'), 'Û', 'u'), 'Ü', 'u'), 'ú', 'u'), 'ù', 'u'), 'û', 'u'), 'ü', 'u'), 'Ç', 'c'), 'ç', 'c')
  WHERE entidad_id = NEW.entidad_id AND user_id = NEW.user_id AND rol = NEW.rol;
END;--> statement-breakpoint
CREATE TRIGGER `usuarios_member_name_keys` AFTER UPDATE OF first_name, last_name ON `usuarios` BEGIN
  UPDATE `entidad_miembros` SET last_name_key = lower(NEW.last_name), first_name_key = lower(NEW.first_name)
  WHERE user_id = NEW.id;
  UPDATE `entidad_miembros` SET last_name_key = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(last_name_key, 'Á', 'a'), 'À', 'a'), 'Â', 'a'), 'Ã', 'a'), 'Ä', 'a'), 'á', 'a'), 'à', 'a'), 'â', 'a'), 'ã', 'a'), 'ä', 'a'),
    first_name_key = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(first_name_key, 'Á', 'a'), 'À', 'a'), 'Â', 'a'), 'Ã', 'a'), 'Ä', 'a'), 'á', 'a'), 'à', 'a'), 'â', 'a'), 'ã', 'a'), 'ä', 'a')
  WHERE user_id = NEW.id;
  UPDATE `entidad_miembros` SET last_name_key = replace(replace(replace(replace(replace(replace(replace(replace(last_name_key, 'É', 'e'), 'È', 'e'), 'Ê', 'e'), 'Ë', 'e'), 'é', 'e'), 'è', 'e'), 'ê', 'e'), 'ë', 'e'),
    first_name_key = replace(replace(replace(replace(replace(replace(replace(replace(first_name_key, 'É', 'e'), 'È', 'e'), 'Ê', 'e'), 'Ë', 'e'), 'é', 'e'), 'è', 'e'), 'ê', 'e'), 'ë', 'e')
  WHERE user_id = NEW.id;
  UPDATE `entidad_miembros` SET last_name_key = replace(replace(replace(replace(replace(replace(replace(replace(last_name_key, 'Í', 'i'), 'Ì', 'i'), 'Î', 'i'), 'Ï', 'i'), 'í', 'i'), 'ì', 'i'), 'î', 'i'), 'ï', 'i'),
    first_name_key = replace(replace(replace(replace(replace(replace(replace(replace(first_name_key, 'Í', 'i'), 'Ì', 'i'), 'Î', 'i'), 'Ï', 'i'), 'í', 'i'), 'ì', 'i'), 'î', 'i'), 'ï', 'i')
  WHERE user_id = NEW.id;
  UPDATE `entidad_miembros` SET last_name_key = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(last_name_key, 'Ó', 'o'), 'Ò', 'o'), 'Ô', 'o'), 'Õ', 'o'), 'Ö', 'o'), 'ó', 'o'), 'ò', 'o'), 'ô', 'o'), 'õ', 'o'), 'ö', 'o'),
    first_name_key = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(first_name_key, 'Ó', 'o'), 'Ò', 'o'), 'Ô', 'o'), 'Õ', 'o'), 'Ö', 'o'), 'ó', 'o'), 'ò', 'o'), 'ô', 'o'), 'õ', 'o'), 'ö', 'o')
  WHERE user_id = NEW.id;
  UPDATE `entidad_miembros` SET last_name_key = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(last_name_key, 'Ú', 'u'), 'Ù', 'u'), 'Û', 'u'), 'Ü', 'u'), 'ú', 'u'), 'ù', 'u'), 'û', 'u'), 'ü', 'u'), 'Ç', 'c'), 'ç', 'c'),
    first_name_key = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(first_name_key, 'Ú', 'u'), 'Ù', 'u'), 'Û', 'u'), 'Ü', 'u'), 'ú', 'u'), 'ù', 'u'), 'û', 'u'), 'ü', 'u'), 'Ç', 'c'), 'ç', 'c')
  WHERE user_id = NEW.id;
END;
