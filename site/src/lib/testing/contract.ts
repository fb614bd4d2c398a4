// The forms service's contract for the tests' fakes: openapi-msw's `http`, typed by the paths of
// the service's OpenAPI document (api-types.ts), so a fake answer's route, status and JSON body are
// checked by the compiler against what the service declares.
import { createOpenApiHttp, type ResponseResolver } from 'openapi-msw';
import type { paths } from '../api-types';

/**
 * The document names the service's JSON `application/json; charset=utf-8`; openapi-msw's
 * `response(status).json(body)` recognises only media types that end in "json", so the charset
 * is dropped from the name here (the content is the same).
 */
type JsonNamed<Content> = {
  [Media in keyof Content as Media extends `application/json${string}` ? 'application/json' : Media]: Content[Media];
};
type WithJsonNamed<Part> = Part extends { content: infer Content }
  ? Omit<Part, 'content'> & { content: JsonNamed<Content> }
  : Part;
type Operation<Op> = Op extends { responses: infer Responses }
  ? Omit<Op, 'responses' | 'requestBody'> & {
      responses: { [Status in keyof Responses]: WithJsonNamed<Responses[Status]> };
      requestBody: WithJsonNamed<Op extends { requestBody?: infer Body } ? Body : never>;
    }
  : Op;
export type Contract = { [Path in keyof paths]: { [Method in keyof paths[Path]]: Operation<paths[Path][Method]> } };

export const contract = createOpenApiHttp<Contract>({ baseUrl: '*/api' });

type Method = 'get' | 'post';
/** A route of the service as the tests name it: "POST /users/login". */
export type RouteName = {
  [M in Method]: {
    [Path in keyof Contract]: Contract[Path] extends Record<M, unknown> ? `${Uppercase<M>} ${Path}` : never;
  }[keyof Contract];
}[Method];
type MethodOf<Name> = Name extends `${infer M} ${string}` ? Lowercase<M> & Method : never;
type PathOf<Name> = Name extends `${string} ${infer Path}` ? Path & keyof Contract : never;

/** How the service answers one route: openapi-msw's resolver, typed by the contract of that route. */
export type Answer<Name extends RouteName> = ResponseResolver<Contract, PathOf<Name>, MethodOf<Name>>;
