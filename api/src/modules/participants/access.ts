/** Who reads and who changes a project's participants (the grids, exports and settlements read alike). */
import type { UserRole } from '@zapisy/core';

export const PARTICIPANT_READ_ROLES: readonly UserRole[] = ['admin', 'payments', 'employee'];
export const PARTICIPANT_WRITE_ROLES: readonly UserRole[] = ['admin', 'employee'];
