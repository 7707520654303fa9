// The presenter view's UI strings in one module (for the i18n extraction).

export const PRESENT = {
  follow: 'Follow along:',
  qrLabel: (address: string) => `QR code of ${address}`,
  exit: 'Leave the presenter view',
  blanked: 'Screen blanked — press B to show it again.',
  keys: 'PageDown next · PageUp back · B blank',
  focusTimeline: 'Messages',
  focusInspector: 'Inspector',
  notFound: 'No lesson with this address.',
} as const;
