// The sign-in module's face: what other modules may call.
export { clearLoginFailures, revokeSessions, sessionsChanged, type SessionsOf } from './sessions.ts';
