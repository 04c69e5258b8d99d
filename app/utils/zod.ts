import { z } from "zod";

// Zod compiles validators with `new Function` when it may; our Content-Security-Policy forbids eval,
// and even zod's probe for it is reported as a violation. Configured here, in the module every schema
// imports zod from, so it runs before any schema is built. Interpreted validation is fast enough for forms.
z.config({ jitless: true });

export { z };
