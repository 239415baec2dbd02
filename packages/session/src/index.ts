export * from './store';
export * from './navigation';
export * from './login-as';
