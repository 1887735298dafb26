import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront'
import type { Construct } from 'constructs'
import { PRERENDERED_REWRITES } from '../../../web/build/prerendered-pages'

/**
 * Viewer-request code: the prerendered pages' rewrites first (/ to the landing page's file, see
 * web/build/prerendered-pages.ts); any other path whose last segment has no file extension is a
 * client-side route of the SPA, so CloudFront serves /index.html for it; files
 * (/assets/app-1a2b.js, /favicon.svg) pass through. Kept as plain ES5-style JavaScript because that is
 * what the CloudFront runtime executes, unbundled.
 */
export const SPA_FALLBACK_CODE = `var PRERENDERED = ${JSON.stringify(PRERENDERED_REWRITES)};
function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (Object.prototype.hasOwnProperty.call(PRERENDERED, request.uri)) {
    request.uri = PRERENDERED[request.uri];
  } else if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`

/**
 * The SPA fallback, attached to the default (S3) behavior only, so that API answers, 404s and 403s
 * included, reach the browser untouched. See docs/decisions/001-spa-fallback-with-cloudfront-function.md.
 */
export class SpaFallbackFunction extends CloudFrontFunction {
  constructor(scope: Construct, id: string) {
    super(scope, id, {
      code: FunctionCode.fromInline(SPA_FALLBACK_CODE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serves prerendered pages, and /index.html for client-side routes of the SPA',
    })
  }
}
