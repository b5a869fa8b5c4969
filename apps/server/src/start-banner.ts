import type { Config } from './config';
import { DEMO_USERS } from './seed/demo-content';

/**
 * What `npm start` prints once listening: the sites, and the demo logins when the demo is
 * seeded. Never a password (the demo's is in the README): output ends up in logs.
 */
export function startBanner(config: Config, port: number): string {
  const base = config.APP_BASE_DOMAIN;
  const url = (sub?: string) => `http://${sub ? `${sub}.` : ''}${base}:${port}`;
  const lines = ['', 'Travel platform is running.', `  Owner (marketing landing): ${url()}`];
  if (config.SEED_DEMO) {
    lines.push(
      `  Demo agency:               ${url('demo')}`,
      `  Coastal agency:            ${url('coastal')}`,
      `  Inactive agency:           ${url('inactive')}`,
      `  API docs:                  ${url('demo')}/api/docs`,
      '',
      'Demo logins (the password is in the README, "Demo accounts"):',
      ...DEMO_USERS.map(
        (user) =>
          `  ${user.email.padEnd(22)} ${user.userType}${user.isRestrictedAgent ? ' (restricted)' : ''} on ${user.agency}`,
      ),
    );
  }
  lines.push('');
  return lines.join('\n');
}
