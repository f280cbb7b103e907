/**
 * Test files in the real export layouts, shared by the unit, worker and
 * browser tests. MyFitnessPal's "Nutrition" export: one row per day and meal, every nutrient
 * column, a Note, thousands written with commas. Cronometer's "Servings" export: one row per
 * food with its day, time and group, the nutrient columns, and a Category.
 */
export const MFP_NUTRITION_CSV = [
  "Date,Meal,Calories,Fat (g),Saturated Fat,Polyunsaturated Fat,Monounsaturated Fat,Trans Fat,Cholesterol,Sodium (mg),Potassium,Carbohydrates (g),Fiber,Sugar,Protein (g),Vitamin A,Vitamin C,Calcium,Iron,Note",
  "2026-09-28,Breakfast,550.0,15.0,4,1,2,0,30,400,300,60.0,8,10,32.5,0,0,0,0,",
  "2026-09-28,Lunch,700.0,20.0,5,1,2,0,60,700,500,70.0,6,5,45.0,0,0,0,0,",
  '2026-09-28,Dinner,"1,050.0",30.0,8,2,3,0,90,900,800,80.0,7,6,52.0,0,0,0,0,"chicken, rice"',
  "2026-09-29,Breakfast,400.0,10.0,3,1,4,0,50,300,400,55.0,6,12,20.0,10,40,15,8,",
  "2026-09-29,Snacks,200.0,8.0,2,1,1,0,10,100,200,20.0,2,15,15.5,0,0,0,0,",
].join("\r\n");

export const CRONOMETER_SERVINGS_CSV = [
  "Day,Time,Group,Food Name,Amount,Energy (kcal),Alcohol (g),Caffeine (mg),Water (g),Carbs (g),Fiber (g),Fat (g),Protein (g),Category",
  '2026-09-25,7:30 AM,Breakfast,"Oats, rolled",80.00 g,300.8,0.00,0.00,8.0,54.0,8.0,5.2,10.6,Cereal Grains and Pasta',
  "2026-09-25,7:30 AM,Breakfast,Greek Yogurt,170.00 g,100.0,0.00,0.00,140.0,6.0,0.0,0.7,17.0,Dairy and Egg Products",
  "2026-09-25,12:15 PM,Lunch,Chicken breast,200.00 g,330.0,0.00,0.00,130.0,0.0,0.0,7.2,62.0,Poultry Products",
  "2026-09-25,,Uncategorized,Water,500.00 ml,0.0,0.00,0.00,500.0,,,,,Beverages",
  "2026-09-26,8:00 AM,Breakfast,Eggs,3.00 large,215.0,0.00,0.00,114.0,1.1,0.0,14.3,18.9,Dairy and Egg Products",
].join("\n");

/**
 * Cronometer's "Biometrics" export: one row per measurement, weights in the unit the person
 * set in Cronometer, among other metrics (blood pressure, body fat) that Proteo does not read.
 */
export const CRONOMETER_BIOMETRICS_CSV = [
  "Day,Group,Metric,Unit,Amount",
  "2026-09-20,Default,Weight,kg,81.20",
  "2026-09-20,Default,Body Fat,%,18.5",
  "2026-09-22,Default,Weight,kg,80.65",
  "2026-09-22,Default,Blood Pressure,mmHg,120",
  "2026-09-23,Default,Weight,lbs,176.4",
].join("\n");

/**
 * MyFitnessPal's "Measurement" export: one row per day with a weight, in the person's
 * MyFitnessPal unit, which the file does not write.
 */
export const MFP_MEASUREMENT_CSV = ["Date,Weight", "2026-09-24,180.0", "2026-09-25,178.6", "2026-09-27,179.2"].join(
  "\r\n",
);
