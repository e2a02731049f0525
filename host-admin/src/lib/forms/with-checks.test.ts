import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { schemaResolver } from './schema-resolver.js';
import { withChecks } from './with-checks.js';

interface Values extends FieldValues {
  name: string;
  password: string;
  repeat: string;
}

const schema = { type: 'object', properties: { name: { type: 'string', minLength: 1 } } };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;
const resolver = withChecks<Values>(schemaResolver(schema), (values) =>
  values.password === values.repeat ? {} : { repeat: 'Hasła nie są takie same.' },
);

describe('withChecks', () => {
  it("shows the schema's Polish message and the form's own check together", async () => {
    const result = await resolver({ name: '', password: 'a', repeat: 'b' }, undefined, options);
    expect(result.errors.name?.message).toBe('pole jest wymagane');
    expect(result.errors.repeat?.message).toBe('Hasła nie są takie same.');
  });

  it('passes the values on when neither the schema nor a check refuses them', async () => {
    const values = { name: 'Ewa', password: 'a', repeat: 'a' };
    expect(await resolver(values, undefined, options)).toEqual({ values, errors: {} });
  });
});
