/** The device's name for `X-Device-Id` (docs/product.md "One device at a time"), once read from the device's store. */
import { useEffect, useState } from 'react';
import { deviceId } from '../device/db';

export function useDeviceName(): string | undefined {
  const [name, setName] = useState<string>();
  useEffect(() => {
    let live = true;
    void deviceId().then((value) => live && setName(value));
    return () => {
      live = false;
    };
  }, []);
  return name;
}
