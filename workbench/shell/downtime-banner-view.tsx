import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { DowntimeBanner } from '../../core/downtime';
import { fromRx } from '../api/from-rx';
import { useService } from '../api/use-service';
import { shellIds } from './test-ids';

/** The dismissible scheduled-downtime banner (document 1 §4), checked every second by core/downtime. */
export const DowntimeBannerView = observer(function DowntimeBannerView() {
  const banner = useService<DowntimeBanner>(DowntimeBanner);
  const [box] = useState(() => fromRx(banner.notice$, null));
  useEffect(() => () => box.dispose(), [box]);
  const notice = box.current;
  if (!notice) return null;
  return (
    <div className="downtime-banner" role="alert" data-testid={shellIds.downtimeBanner}>
      <i className="pi pi-exclamation-triangle" aria-hidden="true" />
      <span>{notice.text}</span>
      <Button icon="pi pi-times" rounded text aria-label="Dismiss" onClick={() => banner.dismiss(notice)} />
    </div>
  );
});
