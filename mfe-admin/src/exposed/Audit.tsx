/** Exposed `./Audit`: `/audit`, the whole audit trail (admins; docs/product.md "Audit"). */
import { AuditTrailPage } from '../features/audit-trail/AuditTrailPage';
import { withRemoteScope } from '../scope';

export default withRemoteScope(AuditTrailPage);
