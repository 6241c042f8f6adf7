/** Dates as the product shows them (spec §9): `DD-MM-YYYY` for banner and subscription dates. */
import moment from 'moment';

/** `DD-MM-YYYY` of a moment in unix seconds, in local time. */
export const formatDay = (unixSeconds: number): string => moment.unix(unixSeconds).format('DD-MM-YYYY');
