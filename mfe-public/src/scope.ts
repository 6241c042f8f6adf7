/** Wraps an exposed module of the public remote in its message catalogues and styles (docs/ARCHITECTURE.md "Code map"). */
import type { ComponentType } from 'react';
import { withIntlScope, type Catalogues } from 'shared-ui';
import { messages } from './messages';
import './public.css';

/**
 * `Module` in the remote's catalogues, or in `catalogues` when a screen brings its own (the
 * remote's texts merged with the screen's, loaded with the screen's chunk).
 */
export const withRemoteScope = (Module: ComponentType, catalogues: Catalogues = messages): ComponentType =>
  withIntlScope(catalogues, Module);
