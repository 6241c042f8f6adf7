/** Exposed `./Inquiries`: `/inquiries` (docs/spec.md §2 admin only). */
import { InquiryListPage } from '../features/inquiry-list/InquiryListPage';
import { withRemoteScope } from '../scope';

export default withRemoteScope(InquiryListPage);
