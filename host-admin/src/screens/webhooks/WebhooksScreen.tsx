import { useApi } from '../../app/services.js';
import { projectApi } from '../../project/project-api.js';
import { useProject } from '../../project/project-context.js';
import { useAsync } from '../../project/use-async.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { NeedProject } from '../NeedProject.js';
import { ScreenFrame } from '../ScreenFrame.js';
import { DeliveryLog } from './DeliveryLog.js';
import { SigningSecretCard } from './SigningSecretCard.js';
import { WebhookSettingsSummary } from './WebhookSettingsSummary.js';

/**
 * /admin/ustawienia/webhooki: the project's webhooks (which are on, where they go), the secret they are
 * signed with, and the log of every call with its attempts ("delivery log visible in the admin").
 */
export function WebhooksScreen({ route }: AreaScreenProps) {
  const api = useApi();
  const { current, label } = useProject();
  const project = useAsync(current ? () => projectApi.get(api, current.eventId) : null, [
    api,
    current?.eventId,
  ]);
  return (
    <ScreenFrame
      title={label(route.title)}
      meta={current ? `${current.event.name} (${current.event.domainName})` : undefined}
    >
      {!current ? (
        <NeedProject />
      ) : (
        <div key={current.eventId} style={{ display: 'grid', gap: 16 }}>
          <WebhookSettingsSummary
            webhooks={project.data?.eventId === current.eventId ? project.data.webhooks : undefined}
          />
          <SigningSecretCard eventId={current.eventId} />
          <DeliveryLog eventId={current.eventId} />
        </div>
      )}
    </ScreenFrame>
  );
}
