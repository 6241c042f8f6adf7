/** Exposed `./Inspections`: the field app under `/inspections` (docs/product.md "The field app"), in the remote's catalogues. */
import { InspectionsRoot } from '../features/inspections/InspectionsRoot';
import { withRemoteScope } from '../scope';

export default withRemoteScope(InspectionsRoot);
