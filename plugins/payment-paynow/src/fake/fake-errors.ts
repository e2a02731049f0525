/** Paynow's error answer shape: `{statusCode, errors:[{errorType, message}]}`. */
export function paynowError(statusCode: number, errorType: string, message: string): string {
  return JSON.stringify({ statusCode, errors: [{ errorType, message }] });
}
