// Where the room follows the lesson on their own laptops: the LAN address `npm start` reports (HOST=0.0.0.0), with its QR code.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The server's LAN origins; on loopback or under the dev server there are none and the page's own origin is shown. */
function useRoomOrigin(): string {
  const [origin, setOrigin] = useState(window.location.origin);
  useEffect(() => {
    let live = true;
    fetch('/api/lan')
      .then((response) => (response.ok ? (response.json() as Promise<{ origins?: string[] }>) : null))
      .then((body) => {
        const first = body?.origins?.[0];
        if (live && first) setOrigin(first);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return origin;
}

/** The QR code as one SVG path, drawn here from the library's module matrix (no network, no injected markup). */
function useQrPath(text: string): { size: number; path: string } | null {
  const [qr, setQr] = useState<{ size: number; path: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(({ create }) => {
      const { modules } = create(text, { errorCorrectionLevel: 'M' });
      let path = '';
      for (let row = 0; row < modules.size; row++) {
        for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) path += `M${col} ${row}h1v1h-1z`;
      }
      if (live) setQr({ size: modules.size, path });
    });
    return () => {
      live = false;
    };
  }, [text]);
  return qr;
}

export function RoomAddress({ path }: { path: string }) {
  const { t } = useTranslation('present');
  const address = `${useRoomOrigin()}${path}`;
  const qr = useQrPath(address);
  return (
    <div className="room-address">
      {qr && (
        <svg className="room-qr" viewBox={`-2 -2 ${qr.size + 4} ${qr.size + 4}`} role="img" aria-label={t('qrLabel', { address })} shapeRendering="crispEdges">
          <rect x={-2} y={-2} width={qr.size + 4} height={qr.size + 4} fill="#fff" />
          <path d={qr.path} fill="#000" />
        </svg>
      )}
      <span className="room-address-text">
        <span className="room-address-label">{t('follow')}</span>
        <code data-testid="room-address">{address}</code>
      </span>
    </div>
  );
}
