/**
 * Every module's part of a project's copy (./copy-contract.ts), in the order they run. A module that keeps
 * data per project adds its contributor here. Products go before the stock the participants hold of them;
 * every contributor sees every new id (the ids are all given out before anything is written).
 */

import type { ProjectCopyContributor } from '../../project-copy/index.js';
import { formsCopyContributor } from '../forms/index.js';
import { priceListCopyContributor } from '../payment-rules/index.js';
import { paymentOverrideCopyContributor } from '../payments/index.js';
import { pluginSettingsCopyContributor } from '../plugin-settings/index.js';
import { productsCopyContributor } from '../products/index.js';
import { stockCopyContributor } from '../registrations/index.js';
import { surveyCopyContributor } from '../surveys/index.js';
import { uploadsCopyContributor } from '../uploads/index.js';
import { webhookSecretCopyContributor } from '../webhooks/index.js';
import { peopleCopyContributor } from './copy-people.js';
import { projectStringsCopyContributor } from './copy-strings.js';

export const PROJECT_COPY_CONTRIBUTORS: readonly ProjectCopyContributor[] = [
  projectStringsCopyContributor,
  productsCopyContributor,
  stockCopyContributor,
  formsCopyContributor,
  priceListCopyContributor,
  paymentOverrideCopyContributor,
  pluginSettingsCopyContributor,
  webhookSecretCopyContributor,
  uploadsCopyContributor,
  surveyCopyContributor,
  peopleCopyContributor,
];
