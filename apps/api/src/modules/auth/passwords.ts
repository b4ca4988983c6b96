import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id parameters: 19 MiB, 2 passes, 1 lane. Algorithm 2 is argon2id.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verifying against a real hash for unknown e-mails keeps the answer time the same whether an account exists.
const unknownAccountHash = hash('not-a-real-password', OPTIONS);

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await unknownAccountHash), password);
  } catch {
    return false;
  }
}
