/** Wraps an exposed page in the public remote's message catalogues. */
import type { ComponentType } from 'react';
import { IntlScope } from 'shared-ui';
import { messages } from './messages';

export function withMessages(Page: ComponentType): ComponentType {
  return function WithMessages() {
    return (
      <IntlScope messages={messages}>
        <Page />
      </IntlScope>
    );
  };
}
