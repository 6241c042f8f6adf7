/** Wraps an exposed module of the admin remote in its message catalogues and styles (docs/ARCHITECTURE.md "Code map"). */
import type { ComponentType } from 'react';
import { withIntlScope } from 'shared-ui';
import { messages } from './messages';
import './admin.css';

export const withRemoteScope = (Module: ComponentType): ComponentType => withIntlScope(messages, Module);
