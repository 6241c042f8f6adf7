import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ImageCropField } from './ImageCropField';
import { sharedUiMessages } from './messages';

const drop = async (zone: HTMLElement, file: File) => {
  await act(async () => {
    fireEvent.drop(zone, {
      dataTransfer: {
        files: [file],
        items: [{ kind: 'file', type: file.type, getAsFile: () => file }],
        types: ['Files'],
      },
    });
  });
};

function renderField(onChange = jest.fn()) {
  render(
    <IntlProvider locale="nl" messages={sharedUiMessages.nl}>
      <ImageCropField label="Logo" size={128} currentUrl={null} maxBytes={1000} onChange={onChange} />
    </IntlProvider>,
  );
  return screen.getByRole('button', { name: /^Logo Sleep een afbeelding hierheen/ });
}

test('the file input is a drop zone named by its label and its visible hint', () => {
  const zone = renderField();
  expect(zone).toHaveTextContent('Sleep een afbeelding hierheen of klik om er een te kiezen.');
  expect(zone).toHaveAttribute('tabindex', '0');
});

test('a dropped file of the wrong type or over the size limit is refused under the field', async () => {
  const onChange = jest.fn();
  const zone = renderField(onChange);
  await drop(zone, new File(['tekst'], 'notities.txt', { type: 'text/plain' }));
  expect(await screen.findByText('Kies een png-, jpg- of gif-afbeelding.')).toBeInTheDocument();
  expect(zone).toHaveAttribute('aria-invalid', 'true');
  await drop(zone, new File([new Uint8Array(2000)], 'groot.png', { type: 'image/png' }));
  expect(await screen.findByText('De afbeelding mag niet groter zijn dan 50 MB.')).toBeInTheDocument();
  expect(onChange).not.toHaveBeenCalled();
});
