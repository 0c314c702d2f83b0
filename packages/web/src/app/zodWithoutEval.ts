import { z } from 'zod';

// zod compiles its object parsers with `new Function` when it may. The content security policy
// allows no eval, and even zod's probe for it is reported as a violation: parse without compiling.
// It must run before anything parses (the session store does as it loads): main.tsx imports it
// first, and the build puts it in zod's own chunk (vite.config.ts).
z.config({ jitless: true });
