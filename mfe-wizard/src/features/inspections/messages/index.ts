/** The field app's catalogues, merged into the remote's (`src/messages`). */
export { nl } from './nl';
export { en } from './en';
export { fr } from './fr';
