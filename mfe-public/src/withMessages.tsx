/** Wraps an exposed page in the public remote's message catalogues. */
import type { ComponentType } from 'react';
import { withIntlScope } from 'shared-ui';
import { messages } from './messages';

export const withMessages = (Page: ComponentType): ComponentType => withIntlScope(messages, Page);
