export { type DiffOptions, diffForAudit } from './diff-for-audit.js';
export { type AuditItem, type AuditQuery, auditPageSchema, listAudit } from './list-audit.js';
export {
  AUDIT_LOG,
  type AuditActor,
  type AuditChange,
  type AuditEntry,
  type AuditInput,
  type AuditTarget,
  ensureAuditIndexes,
  recordAudit,
} from './record-audit.js';
export {
  ensureSystemAuditIndexes,
  listSystemAudit,
  recordSystemAudit,
  SYSTEM_AUDIT_LOG,
  type SystemAuditEntry,
} from './system-audit.js';
