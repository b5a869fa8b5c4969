import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { serializeError } from './log-serializers';

describe('serializeError', () => {
  it('logs a failed query without its bound values (names, phone numbers) or the row detail', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
      code: '23505',
      constraint_name: 'users_email',
      detail: 'Key (email)=(ana.silva@example.com) already exists.',
      parameters: ['Ana Silva', '+351 912 345 678'],
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("name", "phone") values ($1, $2)',
      ['Ana Silva', '+351 912 345 678'],
      cause,
    );
    const logged = JSON.stringify(serializeError(error));
    for (const secret of ['Ana Silva', '+351 912 345 678', 'ana.silva@example.com'])
      expect(logged).not.toContain(secret);
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('23505');
    expect(logged).toContain('users_email');
  });

  it('masks the value PostgreSQL quotes in an input error', () => {
    const error = Object.assign(new Error('invalid input syntax for type uuid: "Ana Silva"'), { code: '22P02' });
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain('Ana Silva');
    expect(logged).toContain('22P02');
  });
});
