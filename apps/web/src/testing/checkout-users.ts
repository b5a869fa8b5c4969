import { testClient } from './session';

/** The customer signed in by default. */
export const CLIENT = testClient({ phone: '+351 912 345 678' });

/** An agent of the agency (the client's other fields). */
export const AGENT = testClient({
  _id: '7a2b3c4d-1111-4222-8333-444455556666',
  name: 'Alex Agent',
  email: 'agent@demo.test',
  userType: 'Agent',
  isTravelAgent: true,
});
