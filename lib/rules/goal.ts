export const GOAL_FOR_SALE = 0;

export function isForSale(goal: number): boolean {
  return goal === GOAL_FOR_SALE;
}
