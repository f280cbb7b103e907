import {
  ACTIVITY_FACTORS,
  ACTIVITY_LEVEL_DESCRIPTIONS,
  BASE_GRAMS_PER_KG,
  calculateProteinGoal,
  KG_PER_LB,
} from "../goals/formula";
import { PER_MEAL_GRAMS } from "../meals/protein-band";

/** Daily grams of protein per kg of body weight by goal, as the FAQ states them. */
export const PROTEIN_RANGES = {
  lose_fat: [1.6, 2.0],
  maintain: [1.2, 1.6],
  build_muscle: [1.8, 2.4],
} as const;
/** Up to this many g/kg a day is considered safe for healthy adults. */
export const SAFE_UPPER_G_PER_KG = 2.5;
/** Grams per meal (PER_MEAL_GRAMS) apply after training too, within this many hours. */
export const POST_WORKOUT_HOURS = 2;

/** A protein source with the protein of one common portion, from the nutrition table. */
export interface ProteinSource {
  foodId: string;
  portion: string;
  grams: number;
  protein: number;
}

// Rounded to whole grams; the learn tests check each against the nutrition table.
export const ANIMAL_SOURCES: readonly ProteinSource[] = [
  { foodId: "chicken-breast-cooked", portion: "100 g cooked chicken breast", grams: 100, protein: 31 },
  { foodId: "tuna-canned-water", portion: "a can of tuna (165 g)", grams: 165, protein: 32 },
  { foodId: "salmon-cooked", portion: "a salmon fillet (178 g)", grams: 178, protein: 39 },
  { foodId: "greek-yogurt-nonfat", portion: "a 170 g pot of nonfat Greek yogurt", grams: 170, protein: 17 },
  { foodId: "cottage-cheese-1-percent", portion: "a cup of cottage cheese (226 g)", grams: 226, protein: 28 },
  { foodId: "egg-whole", portion: "a large egg", grams: 50, protein: 6 },
];
export const PLANT_SOURCES: readonly ProteinSource[] = [
  { foodId: "tofu-extra-firm", portion: "150 g extra-firm tofu", grams: 150, protein: 15 },
  { foodId: "tempeh", portion: "100 g tempeh", grams: 100, protein: 20 },
  { foodId: "lentils-cooked", portion: "a cup of cooked lentils (198 g)", grams: 198, protein: 18 },
  { foodId: "edamame", portion: "a cup of edamame (155 g)", grams: 155, protein: 18 },
  { foodId: "chickpeas-cooked", portion: "a cup of cooked chickpeas (164 g)", grams: 164, protein: 15 },
];

export interface FaqEntry {
  id: string;
  question: string;
  /** Paragraphs; a paragraph that is a list is an array of items. */
  answer: (string | string[])[];
}

const g = (n: number) => n.toFixed(1);
/** Factors with at least one decimal: 1.0, 1.05, 1.1. */
const factor = (n: number) => n.toFixed(2).replace(/(\.\d)0$/, "$1");
const range = ([low, high]: readonly [number, number]) => `${g(low)}-${g(high)} g`;
const sourceList = (sources: readonly ProteinSource[]) => sources.map((s) => `${s.portion}: about ${s.protein} g`);
const example = { pounds: 180, goal: "build_muscle", activity: "moderate" } as const;
const exampleKg = Math.round(example.pounds * KG_PER_LB * 10) / 10;
const exampleGoal = calculateProteinGoal({
  bodyWeight: example.pounds,
  weightUnit: "lbs",
  healthGoal: example.goal,
  activityLevel: example.activity,
});

/** The Learn page's FAQ, seven questions from what protein is to how Proteo helps track it. */
export const FAQ: readonly FaqEntry[] = [
  {
    id: "what-is-protein",
    question: "What is protein and why do I need it?",
    answer: [
      "Protein is one of the three macronutrients, with carbohydrates and fat. It is made of amino acids, and nine of them are essential: your body cannot make them, so they have to come from food.",
      "Your body uses protein to build and repair muscle, skin, hair, bones and organs, and to make enzymes, hormones and antibodies. Unlike fat, it has no store for protein, so you need a steady supply every day.",
      "Protein also keeps you full for longer than carbohydrates or fat, which makes it easier to eat less when you are trying to lose weight.",
    ],
  },
  {
    id: "how-much",
    question: "How much protein do I need each day?",
    answer: [
      "It depends on your body weight and your goal. 0.8 g per kg of body weight is the minimum that prevents a deficiency in healthy adults; if you are active or changing your body, research supports more:",
      [
        `Losing fat: ${range(PROTEIN_RANGES.lose_fat)} per kg, so you keep your muscle while eating less.`,
        `Maintaining: ${range(PROTEIN_RANGES.maintain)} per kg.`,
        `Building muscle: ${range(PROTEIN_RANGES.build_muscle)} per kg, together with strength training.`,
      ],
      `For example, a 70 kg person who wants to maintain their weight needs roughly ${Math.round(70 * PROTEIN_RANGES.maintain[0])}-${Math.round(70 * PROTEIN_RANGES.maintain[1])} g a day.`,
    ],
  },
  {
    id: "how-calculated",
    question: "How does Proteo calculate my protein goal?",
    answer: [
      `Proteo multiplies your body weight in kilograms by a base amount for your goal: ${g(BASE_GRAMS_PER_KG.lose_fat)} g per kg to lose fat, ${g(BASE_GRAMS_PER_KG.maintain)} g per kg to maintain and ${g(BASE_GRAMS_PER_KG.build_muscle)} g per kg to build muscle, each in the middle of the ranges above.`,
      "It then adjusts for how active you are:",
      [
        `Sedentary (${ACTIVITY_LEVEL_DESCRIPTIONS.sedentary}): × ${factor(ACTIVITY_FACTORS.sedentary)}`,
        `Light (${ACTIVITY_LEVEL_DESCRIPTIONS.light}): × ${factor(ACTIVITY_FACTORS.light)}`,
        `Moderate (${ACTIVITY_LEVEL_DESCRIPTIONS.moderate}): × ${factor(ACTIVITY_FACTORS.moderate)}`,
        `Active (${ACTIVITY_LEVEL_DESCRIPTIONS.active}): × ${factor(ACTIVITY_FACTORS.active)}`,
        `Very active (${ACTIVITY_LEVEL_DESCRIPTIONS.very_active}): × ${factor(ACTIVITY_FACTORS.very_active)}`,
      ],
      `The result is rounded to whole grams, and weights in pounds are converted at ${KG_PER_LB} kg per lb. Someone who weighs ${example.pounds} lbs (${exampleKg} kg), wants to build muscle and trains moderately gets ${exampleKg} × ${g(BASE_GRAMS_PER_KG.build_muscle)} × ${factor(ACTIVITY_FACTORS.moderate)} ≈ ${exampleGoal} g a day.`,
      "The onboarding questions set this goal for you; you can change it at any time in Settings.",
    ],
  },
  {
    id: "best-sources",
    question: "What are the best sources of protein?",
    answer: [
      "Animal foods contain all nine essential amino acids in good amounts, and the lean ones give a lot of protein for few calories:",
      sourceList(ANIMAL_SOURCES),
      "Plant foods are great sources too, and bring fibre with them:",
      sourceList(PLANT_SOURCES),
      "Soy foods such as tofu, tempeh and edamame are complete proteins. With other plant proteins, eating a mix over the day (beans with rice, hummus with bread) covers every amino acid.",
    ],
  },
  {
    id: "timing",
    question: "When should I eat protein?",
    answer: [
      `Spread it over the day. Your muscles make the best use of about ${PER_MEAL_GRAMS[0]}-${PER_MEAL_GRAMS[1]} g at a time, so three or four protein-rich meals and snacks work better than one very large dinner.`,
      `After a workout, aim for ${PER_MEAL_GRAMS[0]}-${PER_MEAL_GRAMS[1]} g within ${POST_WORKOUT_HOURS} hours to support repair and growth. There is no need to rush to a shake the minute you finish.`,
      "A protein-rich breakfast helps keep hunger down through the morning, and a slow-digesting option such as cottage cheese or Greek yogurt is a good choice before bed.",
    ],
  },
  {
    id: "too-much",
    question: "Can I eat too much protein?",
    answer: [
      `For healthy adults, intakes up to about ${SAFE_UPPER_G_PER_KG} g per kg of body weight a day are considered safe. Above that there is little extra benefit: the surplus is simply used for energy like any other calories.`,
      "If you have kidney disease, or another condition that affects how you process protein, talk to your doctor before raising your intake.",
      "Drink enough water, and do not let protein crowd out vegetables, fruit and whole grains: they bring the fibre, vitamins and minerals protein foods lack.",
    ],
  },
  {
    id: "how-proteo-helps",
    question: "How does Proteo help me track my protein?",
    answer: [
      "Photograph a meal and Proteo's AI estimates the protein in each food it finds, which you can correct with a tap. You can also log a meal by hand with its name and protein.",
      "Your dashboard shows today's total against your goal, and suggests a food when you are close. The Meal Planner suggests meals that fit the grams you still need, and the meal-prep recipes help you cook protein for the whole week.",
      "Streaks, XP and badges reward showing up every day, and Meal History keeps each day's total so you can see your progress.",
    ],
  },
];
