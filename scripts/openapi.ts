// `npm run openapi`: writes docs/openapi.json from the contract's zod schemas (scripts/openapi-document.ts).
import { writeFileSync } from "node:fs";
import { buildOpenApiDocument } from "./openapi-document";

const document = await buildOpenApiDocument();
writeFileSync(new URL("../docs/openapi.json", import.meta.url), `${JSON.stringify(document, null, 2)}\n`);
console.log(`docs/openapi.json: ${Object.keys(document.paths ?? {}).length} paths`);
