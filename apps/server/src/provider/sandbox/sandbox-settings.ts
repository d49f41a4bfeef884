import { setting, wholeNumber } from '../../settings/setting';
import { sandboxProfiles, type SandboxProfileName } from './profiles';
import { defaultSandboxUploadSeconds } from './sandbox-uploads';

const defaultSandboxProfile: SandboxProfileName = 'demo';

/** How much data the sandbox provider makes and how slowly it uploads (docs/architecture.md#provider-and-sandbox). */
export const sandboxSettings = {
  SANDBOX_PROFILE: setting({
    description: `how much sandbox report data a fresh data folder gets: ${Object.keys(sandboxProfiles).join(', ')}`,
    details:
      '`demo` has 430 days, `test` 130 days of small accounts (the tests use it), `bench` large accounts, ' +
      '`agency` 500 accounts over 730 days (the agency bench).',
    default: `\`${defaultSandboxProfile}\``,
    parse: (value: string | undefined): SandboxProfileName => {
      const name = value ?? defaultSandboxProfile;
      if (!Object.hasOwn(sandboxProfiles, name))
        throw new Error(`must be one of ${Object.keys(sandboxProfiles).join(', ')}, not "${name}"`);
      return name as SandboxProfileName;
    },
  }),
  SANDBOX_UPLOAD_SECONDS: setting({
    description: 'how long the sandbox provider takes over a draft upload, spread over its items',
    details: 'The real provider takes 3 to 5 minutes.',
    default: String(defaultSandboxUploadSeconds),
    parse: wholeNumber('seconds'),
  }),
};
