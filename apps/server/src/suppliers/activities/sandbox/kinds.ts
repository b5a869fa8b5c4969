import type { ActivityPopularityFilter, ActivityQuestion } from '@travel/contracts';

/**
 * The kinds of experience the sandbox's products are made from, with their shares (decision
 * record 023): titles, tags, durations, prices, start times, places, questions.
 */

/** The tag vocabulary: a product has 2 to 4 of them. */
export const ACTIVITY_TAGS = [
  { tagId: 1, tagName: 'Walking Tours' },
  { tagId: 2, tagName: 'Food & Drink' },
  { tagId: 3, tagName: 'Boat Tours' },
  { tagId: 4, tagName: 'Museums & Tickets' },
  { tagId: 5, tagName: 'Outdoor Activities' },
  { tagId: 6, tagName: 'Day Trips' },
  { tagId: 7, tagName: 'Private Tours' },
  { tagId: 8, tagName: 'Cultural Tours' },
  { tagId: 9, tagName: 'Nightlife' },
  { tagId: 10, tagName: 'Classes & Workshops' },
  { tagId: 11, tagName: 'Adventure' },
  { tagId: 12, tagName: 'Family Friendly' },
  { tagId: 13, tagName: 'Online Experiences' },
  { tagId: 14, tagName: 'Multi-day Tours' },
] as const;

export const PICKUP_QUESTION: ActivityQuestion = {
  id: 'PICKUP_HOTEL',
  label: 'Hotel for pick-up',
  type: 'LOCATION',
  perTraveler: false,
  required: true,
  units: [],
};
const WEIGHT_QUESTION: ActivityQuestion = {
  id: 'WEIGHT',
  label: 'Weight',
  type: 'NUMBER_AND_UNIT',
  perTraveler: true,
  required: true,
  units: ['kg', 'lb'],
};
const DIET_QUESTION: ActivityQuestion = {
  id: 'DIETARY',
  label: 'Dietary requirements',
  type: 'STRING',
  perTraveler: true,
  required: false,
  units: [],
};
const ARRIVAL_QUESTION: ActivityQuestion = {
  id: 'ARRIVAL_TIME',
  label: 'Arrival time at the meeting point',
  type: 'TIME',
  perTraveler: false,
  required: false,
  units: [],
};

export interface Kind {
  key: string;
  titles: readonly string[];
  tags: readonly number[];
  /** Minutes: a fixed duration, or a range. */
  duration: readonly [number, number];
  /** Base adult price, EUR at price level 1. */
  price: readonly [number, number];
  times: 'fixed' | 'evening' | 'opening' | 'morning';
  unit?: number;
  capacity: readonly [number, number];
  popularity: readonly ActivityPopularityFilter[];
  questions: readonly ActivityQuestion[];
  /** Share of its products confirmed by hand. */
  manualShare: number;
  childFriendly: boolean;
  inclusions: readonly string[];
  exclusions: readonly string[];
  /** Drawn with this weight. */
  weight: number;
}

export const KINDS: readonly Kind[] = [
  {
    key: 'walk',
    titles: ['{city} Old Town Walking Tour', 'Hidden Corners of {city} on Foot', '{city} Highlights Small-Group Walk'],
    tags: [1, 8],
    duration: [120, 180],
    price: [18, 35],
    times: 'fixed',
    capacity: [12, 25],
    popularity: ['kidFriendly', 'safetyMeasures'],
    questions: [],
    manualShare: 0.05,
    childFriendly: true,
    inclusions: ['Local guide', 'Small group'],
    exclusions: ['Food and drinks', 'Gratuities'],
    weight: 18,
  },
  {
    key: 'food',
    titles: ['{city} Food Tasting Tour', 'Tapas and Markets of {city}', '{city} Street Food Evening'],
    tags: [2, 8],
    duration: [180, 240],
    price: [55, 95],
    times: 'fixed',
    capacity: [8, 14],
    popularity: ['avoidCrowd', 'safetyMeasures'],
    questions: [DIET_QUESTION],
    manualShare: 0.15,
    childFriendly: true,
    inclusions: ['Tastings at 6 stops', 'Local guide', 'Drinks'],
    exclusions: ['Hotel pick-up'],
    weight: 12,
  },
  {
    key: 'cruise',
    titles: ['{city} Sunset Cruise', '{city} Sightseeing Boat Tour', 'Sailing Trip from {city}'],
    tags: [3, 5],
    duration: [60, 150],
    price: [25, 60],
    times: 'evening',
    capacity: [20, 60],
    popularity: ['kidFriendly'],
    questions: [],
    manualShare: 0.08,
    childFriendly: true,
    inclusions: ['Boat trip', 'Welcome drink', 'Life jackets'],
    exclusions: ['Hotel pick-up'],
    weight: 8,
  },
  {
    key: 'museum',
    titles: ['{city} Museum Skip-the-Line Ticket', '{city} Palace Entry Ticket', '{city} Art Gallery Timed Entry'],
    tags: [4, 8, 12],
    duration: [45, 60],
    price: [12, 28],
    times: 'opening',
    capacity: [30, 80],
    popularity: ['kidFriendly', 'safetyMeasures'],
    questions: [],
    manualShare: 0,
    childFriendly: true,
    inclusions: ['Entry ticket', 'Audio guide'],
    exclusions: ['Guided tour'],
    weight: 10,
  },
  {
    key: 'private',
    titles: ['Private {city} City Tour by Car', 'Private Tour of {city} with a Local', '{city} Private Photo Tour'],
    tags: [7, 8],
    duration: [240, 480],
    price: [180, 380],
    times: 'morning',
    unit: 4,
    capacity: [8, 12],
    popularity: ['avoidCrowd', 'safetyMeasures'],
    questions: [PICKUP_QUESTION],
    manualShare: 0.35,
    childFriendly: true,
    inclusions: ['Private guide', 'Air-conditioned vehicle', 'Hotel pick-up and drop-off'],
    exclusions: ['Entry fees', 'Lunch'],
    weight: 8,
  },
  {
    key: 'daytrip',
    titles: [
      'Full-Day Trip from {city}',
      '{region} Countryside Day Trip from {city}',
      'Wine Region Day Trip from {city}',
    ],
    tags: [6, 5],
    duration: [540, 660],
    price: [70, 140],
    times: 'morning',
    capacity: [15, 40],
    popularity: ['kidFriendly'],
    questions: [PICKUP_QUESTION],
    manualShare: 0.12,
    childFriendly: true,
    inclusions: ['Transport', 'Guide', 'Lunch'],
    exclusions: ['Gratuities'],
    weight: 8,
  },
  {
    key: 'balloon',
    titles: ['Hot-Air Balloon Ride over {region}', 'Sunrise Balloon Flight near {city}'],
    tags: [11, 5],
    duration: [180, 240],
    price: [160, 260],
    times: 'morning',
    capacity: [8, 16],
    popularity: ['avoidCrowd'],
    questions: [WEIGHT_QUESTION, PICKUP_QUESTION],
    manualShare: 0.5,
    childFriendly: false,
    inclusions: ['Balloon flight', 'Champagne toast', 'Flight certificate'],
    exclusions: ['Travel insurance'],
    weight: 3,
  },
  {
    key: 'class',
    titles: ['{city} Cooking Class with a Local Chef', '{city} Pottery Workshop', '{city} Wine Tasting Class'],
    tags: [10, 2],
    duration: [150, 210],
    price: [45, 90],
    times: 'fixed',
    capacity: [6, 12],
    popularity: ['avoidCrowd', 'safetyMeasures'],
    questions: [DIET_QUESTION],
    manualShare: 0.2,
    childFriendly: false,
    inclusions: ['All ingredients and materials', 'Instructor'],
    exclusions: ['Hotel pick-up'],
    weight: 8,
  },
  {
    key: 'night',
    titles: ['{city} Night Tour', '{city} Pub Crawl', '{city} Ghost Walk'],
    tags: [9, 1],
    duration: [120, 240],
    price: [20, 45],
    times: 'evening',
    capacity: [15, 30],
    popularity: [],
    questions: [],
    manualShare: 0.05,
    childFriendly: false,
    inclusions: ['Guide', 'Welcome shot'],
    exclusions: ['Drinks beyond the first'],
    weight: 6,
  },
  {
    key: 'outdoor',
    titles: ['{city} Bike Tour', '{city} Kayak Adventure', 'Hiking Trip near {city}', '{city} Segway Tour'],
    tags: [5, 11],
    duration: [90, 240],
    price: [30, 75],
    times: 'fixed',
    capacity: [8, 16],
    popularity: ['avoidCrowd', 'kidFriendly'],
    questions: [ARRIVAL_QUESTION],
    manualShare: 0.1,
    childFriendly: true,
    inclusions: ['Equipment', 'Guide', 'Helmet'],
    exclusions: ['Hotel pick-up'],
    weight: 10,
  },
  {
    key: 'virtual',
    titles: ['Virtual Live Tour of {city}', '{city} Online Cooking Experience'],
    tags: [13],
    duration: [45, 60],
    price: [10, 20],
    times: 'fixed',
    capacity: [20, 50],
    popularity: ['virtualExperience', 'kidFriendly', 'avoidCrowd'],
    questions: [],
    manualShare: 0,
    childFriendly: true,
    inclusions: ['Live video guide', 'Questions and answers'],
    exclusions: [],
    weight: 3,
  },
  {
    key: 'multiday',
    titles: ['3-Day {region} Tour from {city}', '2-Day Escape from {city}', '5-Day Grand Tour from {city}'],
    tags: [14, 6],
    duration: [2_880, 7_200],
    price: [240, 720],
    times: 'morning',
    capacity: [10, 20],
    popularity: ['avoidCrowd'],
    questions: [PICKUP_QUESTION, DIET_QUESTION],
    manualShare: 0.3,
    childFriendly: true,
    inclusions: ['Accommodation', 'Breakfasts', 'Transport', 'Guide'],
    exclusions: ['Lunches and dinners', 'Flights'],
    weight: 3,
  },
];
