import type { DishEntry } from '@/content/types.generated';

/** Each course as a menu heads it. */
export const COURSE_NAMES: Record<DishEntry['course'], string> = {
  starter: 'Starters',
  soup: 'Soups',
  salad: 'Salads',
  pasta: 'Pasta and risotto',
  main: 'Mains',
  side: 'Sides',
  dessert: 'Desserts',
  drink: 'Drinks',
};

/** What a dish suits, as the mark beside its name says it. */
export const DIETARY_MARKS: Record<NonNullable<DishEntry['dietary']>[number], string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  'gluten-free': 'Gluten-free',
  'dairy-free': 'Dairy-free',
  'nut-free': 'Nut-free',
};

export const dietaryMarks = (entry: DishEntry): string[] => (entry.dietary ?? []).map((mark) => DIETARY_MARKS[mark]);
