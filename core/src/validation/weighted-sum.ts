/** Sum of `digits[i] * weights[i]` over the weights; `digits` is a string of ASCII digits at least as long. */
export function weightedDigitSum(digits: string, weights: readonly number[]): number {
  let sum = 0;
  weights.forEach((weight, index) => {
    sum += weight * (digits.charCodeAt(index) - 48);
  });
  return sum;
}

/** The last character of a digit string as a number. */
export function lastDigit(digits: string): number {
  return digits.charCodeAt(digits.length - 1) - 48;
}
