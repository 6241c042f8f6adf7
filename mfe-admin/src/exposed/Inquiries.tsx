/** Exposed `./Inquiries`: `/inquiries` (docs/spec.md §2 admin only). */
import { InquiryListPage } from '../features/inquiries/InquiryListPage';
import { withAdminScope } from '../withAdminScope';

export default withAdminScope(InquiryListPage);
