// Conform's zod parser for the browser, loaded only with a form's rules (`lazyRules` in use-app-form.tsx):
// one module, in the lazily loaded "rules" chunk with zod (vite.config.ts), so no page's first load carries it.
export { parseWithZod } from "@conform-to/zod";
