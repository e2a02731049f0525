import { type Environment, envBannerText } from '../lib/env.js';

export interface EnvBannerProps {
  environment: Environment | undefined;
  version?: string | undefined;
}

/** Spec §2: a test environment shows a banner TESTOWA, a dev environment shows DEV; production shows nothing. */
export function EnvBanner({ environment, version }: EnvBannerProps) {
  const text = envBannerText(environment);
  if (!text) return null;
  return (
    <div
      className={`za-env-banner za-env-banner--${environment}`}
      role="note"
      aria-label={`Środowisko ${text}`}
    >
      <strong className="za-env-banner__label">{text}</strong>
      <span className="za-env-banner__text">
        {environment === 'test'
          ? 'Środowisko testowe: dane mogą zostać usunięte.'
          : 'Środowisko deweloperskie.'}
        {version ? ` Wersja ${version}.` : ''}
      </span>
    </div>
  );
}
