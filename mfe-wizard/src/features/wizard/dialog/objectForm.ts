/** The object dialog's form values (ObjectDialog, and its ObservationList through Formik's context). */
import type { ContentObservation } from 'shared-api/contract';

export interface ObjectFormValues {
  name: string;
  eval_not_possible: boolean;
  cleanliness: string;
  state: string;
  remarks: string;
  answers: Record<string, string | number>;
  observations: ContentObservation[];
}
