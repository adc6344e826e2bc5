/** See code-server-env.mjs: `env` with code-server's extension gallery turned off. */
export function codeServerEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
