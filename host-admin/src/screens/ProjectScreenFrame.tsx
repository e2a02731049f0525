import type { ReactNode } from 'react';
import type { ProjectSummary } from '../project/project-api.js';
import { useProject } from '../project/project-context.js';
import { NeedProject } from './NeedProject.js';
import { ScreenFrame } from './ScreenFrame.js';

/** 'Obóz 2026 (oboz)': the project's name and domain, the meta line of its settings screens. */
export const projectNameAndDomain = (project: ProjectSummary) =>
  `${project.event.name} (${project.event.domainName})`;

/**
 * The frame of a screen of the current project: its content, meta line and actions are drawn for the
 * project; with no project chosen the screen asks for one.
 */
export function ProjectScreenFrame({
  title,
  meta,
  actions,
  children,
}: {
  title: string;
  meta?: (project: ProjectSummary) => ReactNode;
  actions?: (project: ProjectSummary) => ReactNode;
  children: (project: ProjectSummary) => ReactNode;
}) {
  const { current } = useProject();
  return (
    <ScreenFrame
      title={title}
      meta={current ? meta?.(current) : undefined}
      actions={current ? actions?.(current) : undefined}
    >
      {current ? children(current) : <NeedProject />}
    </ScreenFrame>
  );
}
