import { unstable_getMiniflareWorkerOptions } from "wrangler";
const o = unstable_getMiniflareWorkerOptions("wrangler.toml");
console.log(JSON.stringify(o, (k, v) => (typeof v === "function" ? "[fn]" : v), 2).slice(0, 4000));
