export * from './http';
export * from './calls/auth';
export * from './calls/dashboard';
export * from './calls/subscriptions';
export * from './calls/assistants';
