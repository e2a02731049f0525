import { useQuery } from '@tanstack/react-query';
import {
  formatVocabulary,
  hasRole,
  type NounForms,
  type ProjectStrings,
  type VocabularyNoun,
} from '@zapisy/core';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession, useTypedApi } from '../app/services.js';
import { useProjectDomain } from '../app/use-project-domain.js';
import { setAdminDateFormat } from '../lib/project-date.js';
import { queryKeys } from '../lib/query/query-keys.js';
import { vocabularize } from '../schema-form/labels.js';
import { DEFAULT_NOUNS } from './default-nouns.js';
import { type ProjectSummary, projectApi } from './project-api.js';
import { readStoredOrganization, storeOrganization, storeProject } from './stored-project.js';

export type Nouns = Readonly<Record<VocabularyNoun, NounForms>>;

export interface ProjectState {
  /** The user's organization; for a site administrator without one, the organization they chose. */
  organizationId: string | null;
  /** A site administrator without an organization of their own picks one (Wybór). */
  canChooseOrganization: boolean;
  selectOrganization: (organizationId: string | null) => void;
  /** The organization's projects (undefined while loading). */
  projects: ProjectSummary[] | undefined;
  loading: boolean;
  domain: string | null;
  current: ProjectSummary | null;
  /** GET /strings/{id} of the current project: its vocabulary. */
  strings: ProjectStrings | null;
  nouns: Nouns | null;
  /** A label in the current project's vocabulary. */
  label: (text: string) => string;
  /** A template with vocabulary placeholders (core's formatVocabulary: '{project:Nowy|Nowa|Nowe} {project}'). */
  format: (template: string) => string;
  select: (domain: string | null) => void;
}

/** GET /strings/{id}: the project's vocabulary and registration-flow messages; nothing without a project. */
export function useProjectStrings(eventId: string | undefined) {
  const api = useTypedApi();
  return useQuery({
    queryKey: queryKeys.projectStrings(eventId ?? ''),
    queryFn: () => projectApi.strings(api, eventId ?? ''),
    enabled: Boolean(eventId),
  });
}

const ProjectContext = createContext<ProjectState | null>(null);

/**
 * The current project (from the subdomain, ?projekt= or the last choice; the only one when the organization
 * has one) and the organization's projects.
 */
export function ProjectProvider({ children }: { children: ReactNode }) {
  const api = useTypedApi();
  const { loggedIn, organizationId: own, sessionUser } = useSession();
  const canChooseOrganization = !own && loggedIn && hasRole(sessionUser, []);
  const [chosenOrganization, setChosenOrganization] = useState(readStoredOrganization);
  const organizationId = own ?? (canChooseOrganization ? chosenOrganization : null);
  const { domain } = useProjectDomain();
  const [params, setParams] = useSearchParams();
  const list = useQuery({
    queryKey: queryKeys.projects(organizationId ?? ''),
    queryFn: () => projectApi.listOfOrganization(api, organizationId ?? ''),
    enabled: loggedIn && Boolean(organizationId),
  });
  // With no project chosen and only one to choose, that one is current (the switcher shows it).
  const only = domain === null && list.data?.length === 1 ? list.data[0] : undefined;
  const current = only ?? list.data?.find((p) => p.event.domainName === domain) ?? null;
  // Every date the admin shows follows the current project's format (lib/project-date.ts).
  setAdminDateFormat(current?.event.dateFormat);
  const strings = useProjectStrings(current?.eventId);
  const nouns = current ? (strings.data?.nouns ?? null) : null;

  const select = useCallback(
    (next: string | null) => {
      storeProject(next);
      const copy = new URLSearchParams(params);
      if (next) copy.set('projekt', next);
      else copy.delete('projekt');
      setParams(copy);
    },
    [params, setParams],
  );

  const selectOrganization = useCallback(
    (next: string | null) => {
      storeOrganization(next);
      setChosenOrganization(next);
      select(null);
    },
    [select],
  );

  const value = useMemo<ProjectState>(
    () => ({
      organizationId,
      canChooseOrganization,
      selectOrganization,
      projects: list.data,
      loading: list.isLoading,
      domain: current?.event.domainName ?? domain,
      current,
      strings: current ? (strings.data ?? null) : null,
      nouns,
      label: (text) => vocabularize(text, nouns),
      format: (template) => formatVocabulary(template, { ...DEFAULT_NOUNS, ...nouns }),
      select,
    }),
    [
      organizationId,
      canChooseOrganization,
      selectOrganization,
      list.data,
      list.isLoading,
      domain,
      current,
      strings.data,
      nouns,
      select,
    ],
  );
  return <ProjectContext.Provider value={value}>{children}</ProjectContext.Provider>;
}

const NO_PROJECT: ProjectState = {
  organizationId: null,
  canChooseOrganization: false,
  selectOrganization: () => {},
  projects: [],
  loading: false,
  domain: null,
  current: null,
  strings: null,
  nouns: null,
  label: (text) => text,
  format: (template) => formatVocabulary(template, DEFAULT_NOUNS),
  select: () => {},
};

export function useProject(): ProjectState {
  return useContext(ProjectContext) ?? NO_PROJECT;
}
