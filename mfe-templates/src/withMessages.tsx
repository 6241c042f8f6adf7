/** Wraps an exposed module in the templates remote's catalogues and styles. */
import type { ComponentType } from 'react';
import { withIntlScope } from 'shared-ui';
import { messages } from './messages';
import './templates.css';

export const withMessages = (Module: ComponentType): ComponentType => withIntlScope(messages, Module);
