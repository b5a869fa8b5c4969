// The database schema, one file per domain; drizzle-kit reads this index (drizzle.config.ts).
export * from './agency';
export * from './user';
export * from './auth';
export * from './pricing';
export * from './mail';
export * from './booking';
export * from './quote';
export * from './idempotency';
export * from './jobs';
export * from './sandbox';
export * from './hotel';
export * from './proposal';
export * from './activity';
export * from './approval';
export * from './billing';
export * from './short-link';
export * from './mail-domain';
