import { configure } from '@testing-library/react';

// Screens and area chunks load lazily; on a busy 2-core machine the first import of a chunk (transformed on
// demand by Vitest) takes longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5_000 });
