/** Wraps an exposed module in the templates remote's catalogues and styles. */
import type { ComponentType } from 'react';
import { IntlScope } from 'shared-ui';
import { messages } from './messages';
import './templates.css';

export function withMessages(Module: ComponentType): ComponentType {
  return function WithMessages() {
    return (
      <IntlScope messages={messages}>
        <Module />
      </IntlScope>
    );
  };
}
