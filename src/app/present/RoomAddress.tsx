// Where the room follows the lesson on their own laptops: the LAN address `npm start` reports (HOST=0.0.0.0) with its QR code,
// or, when the server listens on this computer only, how to open the room (never a QR code of a loopback address).
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { roomOrigin, type LanAnswer, type RoomOrigin } from './room-origin';

/** Where the room can open the app, once the server has said (null until then: no address, no QR code yet). */
function useRoomOrigin(): RoomOrigin | null {
  const [room, setRoom] = useState<RoomOrigin | null>(null);
  useEffect(() => {
    let live = true;
    fetch('/api/lan')
      .then((response) => (response.ok ? (response.json() as Promise<Partial<LanAnswer>>) : null))
      .catch(() => null)
      .then((body) => {
        const lan = body
          ? { origins: Array.isArray(body.origins) ? body.origins : [], everywhere: body.everywhere === true }
          : null;
        if (live) setRoom(roomOrigin(window.location.origin, lan));
      });
    return () => {
      live = false;
    };
  }, []);
  return room;
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
  const room = useRoomOrigin();
  if (!room) return <div className="room-address" />;
  if (room.kind !== 'lan') return <RoomClosed why={room.kind} />;
  return <RoomOpen address={`${room.origin}${path}`} />;
}

function RoomOpen({ address }: { address: string }) {
  const { t } = useTranslation('present');
  const qr = useQrPath(address);
  return (
    <div className="room-address">
      {qr && (
        <svg
          className="room-qr"
          viewBox={`-2 -2 ${qr.size + 4} ${qr.size + 4}`}
          role="img"
          aria-label={t('qrLabel', { address })}
          shapeRendering="crispEdges"
        >
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

/** No address the room can open: say why, and what opens the room. */
function RoomClosed({ why }: { why: 'loopback' | 'no-network' }) {
  const { t } = useTranslation('present');
  return (
    <p className="room-address room-closed" data-testid="room-closed">
      <Trans t={t} i18nKey={why === 'loopback' ? 'roomLoopback' : 'roomNoNetwork'} components={{ cmd: <code /> }} />
    </p>
  );
}
