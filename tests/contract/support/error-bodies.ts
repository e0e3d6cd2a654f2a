import { MatchersV3 } from '@pact-foundation/pact';

const { like } = MatchersV3;

/** An ErrorBody whose message the front shows as is: any string, this one as the example. */
export function errorWithMessage(message: string): { message: MatchersV3.Matcher<string> } {
  return { message: like(message) };
}
