import { useProject } from '../../project/project-context.js';
import { useProjectDocument } from '../../project/use-project-document.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { ProjectScreenFrame, projectNameAndDomain } from '../ProjectScreenFrame.js';
import { DeliveryLog } from './DeliveryLog.js';
import { EventDeliveries } from './EventDeliveries.js';
import { SigningSecretCard } from './SigningSecretCard.js';
import { WebhookSettingsSummary } from './WebhookSettingsSummary.js';

/**
 * /admin/ustawienia/webhooki: the project's webhooks (which are on, where they go), the secret they are
 * signed with, and the log of every call with its attempts ("delivery log visible in the admin"); below it
 * the domain events not yet handed to their subscribers, per subscriber, with 'Ponów'.
 */
export function WebhooksScreen({ route }: AreaScreenProps) {
  const { current, label } = useProject();
  const project = useProjectDocument(current?.eventId);
  return (
    <ProjectScreenFrame title={label(route.title)} meta={projectNameAndDomain}>
      {({ eventId }) => (
        <div key={eventId} style={{ display: 'grid', gap: 16 }}>
          <WebhookSettingsSummary
            webhooks={project.data?.eventId === eventId ? project.data.webhooks : undefined}
          />
          <SigningSecretCard eventId={eventId} />
          <DeliveryLog eventId={eventId} />
          <EventDeliveries eventId={eventId} />
        </div>
      )}
    </ProjectScreenFrame>
  );
}
