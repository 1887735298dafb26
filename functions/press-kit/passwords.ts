import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  length: number,
) => Promise<Buffer>
const LENGTH = 32

/** A kit password as stored: scrypt with a random salt; the password itself is never kept. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const hash = await scrypt(password.normalize('NFC'), salt, LENGTH)
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`
}

/** Compares in constant time, so the time an answer takes says nothing of how close a guess was. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const actual = await scrypt(password.normalize('NFC'), Buffer.from(salt, 'base64url'), expected.length)
  return timingSafeEqual(actual, expected)
}
