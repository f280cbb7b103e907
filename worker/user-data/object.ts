import { DurableObject } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/durable-sqlite";
import { migrate } from "drizzle-orm/durable-sqlite/migrator";
import type { WeightEntry } from "../../domain/body/trend";
import type { CustomFoodValues } from "../../domain/custom-foods/schemas";
import type { SavedFoodRef } from "../../domain/meals/saved-meal";
import type { Per100g } from "../../domain/nutrition/stored-nutrients";
import * as aiUsage from "./ai-usage";
import * as favorites from "./favorites";
import * as mealCopies from "./meals/copies";
import * as mealsDashboard from "./meals/dashboard";
import * as foodEdits from "./meals/food-edits";
import * as mealsMove from "./meals/move";
import { readProgress } from "./meals/progress";
import * as mealReads from "./meals/reads";
import { chooseRelogRows } from "./meals/relog-window";
import type { MealToStore, WriteCount, Writer } from "./meals/rows";
import * as mealWrites from "./meals/write";
import migrations from "./migrations/migrations.js";
import * as ownFoods from "./own-foods";
import * as photos from "./photos";
import * as schema from "./schema";
import type { Db } from "./types";
import * as weights from "./weights";

export type { AiUsageRow } from "./ai-usage";
export type { FavoriteRow } from "./favorites";
export type { CopyRequest } from "./meals/copies";
export type { SummaryRange, TallyRow } from "./meals/dashboard";
export type { FoodEditRefusal, ItemEdit, PickedTableFood } from "./meals/food-edits";
export type { MealsTableName } from "./meals/move";
export type { MealCursor, MealPageQuery } from "./meals/reads";
export type {
  BadgeRow,
  FoodItemRow,
  FoodToStore,
  GoalDay,
  MealRow,
  MealToStore,
  MealWithFoods,
  ProgressRow,
  Refused,
  WriteCount,
  Writer,
  XpEventRow,
} from "./meals/rows";
export type { Analysed, Logged, MealEdit } from "./meals/write";
export type {
  OwnFoodRefusal,
  OwnFoodRow,
  OwnFoodsRows,
  SavedMealRow,
  SavedMealWithFoods,
  SavedMealWrite,
} from "./own-foods";
export type { ClaimRefusal, NewPhotoSlot, PhotoPartRow, PhotoRow, PhotosRows, UploadUsageRow } from "./photos";
export type { WeightsChange } from "./weights";

/**
 * One user's own data, in the SQLite storage of a Durable Object addressed by the user's id
 * (`USER_DATA.idFromName(userId)`, worker/lib/user-data.ts). The object runs next to its
 * storage, so each method reads and writes synchronously in one transaction, and requests to
 * one object run one at a time: two writes sent at once are two transactions in some order,
 * never interleaved. It holds the weight log, the favourites, the own foods and the saved meals,
 * the photos' rows with the upload usage, the AI analyses a day, and the meals group: meals,
 * foods, day totals, XP, badges, Undo's copies, the day's write counts and the cached progress
 * (ADR 022, ADR 067, ADR 068). Each group's queries live in a module of their own beside this
 * file (the meals group's in meals/).
 */
export class UserData extends DurableObject {
  private readonly db: Db;

  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env);
    this.db = drizzle(ctx.storage, { schema });
    // Every request waits until the object's tables are at the newest migration.
    ctx.blockConcurrencyWhile(async () => {
      await migrate(this.db, migrations);
    });
  }

  weights(since: string | null): WeightEntry[] {
    return weights.readWeights(this.db, since);
  }

  saveWeight(date: string, kg: number): weights.WeightsChange {
    return weights.saveWeight(this.db, date, kg);
  }

  importWeights(entries: WeightEntry[]): weights.WeightsChange & { imported: number } {
    return weights.importWeights(this.db, entries);
  }

  deleteWeight(date: string): weights.WeightsChange {
    return weights.deleteWeight(this.db, date);
  }

  favorites(): favorites.FavoriteRow[] {
    return favorites.readFavorites(this.db);
  }

  addFavorite(recipeId: string): boolean {
    return favorites.addFavorite(this.db, recipeId);
  }

  removeFavorite(recipeId: string): void {
    favorites.removeFavorite(this.db, recipeId);
  }

  copyFavorites(rows: favorites.FavoriteRow[]): { live: boolean; held: favorites.FavoriteRow[] } {
    return favorites.copyFavorites(this.db, rows);
  }

  ownFoods(): ownFoods.OwnFoodRow[] {
    return ownFoods.listOwnFoods(this.db);
  }

  ownFood(id: string): ownFoods.OwnFoodRow | null {
    return ownFoods.ownFood(this.db, id);
  }

  ownFoodsByIds(ids: string[]): ownFoods.OwnFoodRow[] {
    return ownFoods.ownFoodsByIds(this.db, ids);
  }

  searchOwnFoods(words: string[], limit: number): ownFoods.OwnFoodRow[] {
    return ownFoods.searchOwnFoods(this.db, words, limit);
  }

  ownFoodByBarcode(barcode: string): ownFoods.OwnFoodRow | null {
    return ownFoods.ownFoodByBarcode(this.db, barcode);
  }

  createOwnFood(id: string, values: CustomFoodValues, at: Date) {
    return ownFoods.createOwnFood(this.db, id, values, at);
  }

  updateOwnFood(id: string, values: CustomFoodValues, at: Date) {
    return ownFoods.updateOwnFood(this.db, id, values, at);
  }

  deleteOwnFood(id: string): boolean {
    return ownFoods.deleteOwnFood(this.db, id);
  }

  savedMeals() {
    return ownFoods.listSavedMeals(this.db);
  }

  savedMeal(id: string): ownFoods.SavedMealWithFoods | null {
    return ownFoods.savedMeal(this.db, id);
  }

  createSavedMeal(meal: { id: string; name: string; foods: SavedFoodRef[] }, at: Date): ownFoods.SavedMealWrite {
    return ownFoods.createSavedMeal(this.db, meal, at);
  }

  updateSavedMeal(id: string, values: { name: string; foods: SavedFoodRef[] }, at: Date): ownFoods.SavedMealWrite {
    return ownFoods.updateSavedMeal(this.db, id, values, at);
  }

  deleteSavedMeal(id: string): boolean {
    return ownFoods.deleteSavedMeal(this.db, id);
  }

  copyOwnFoods(rows: ownFoods.OwnFoodsRows): { live: boolean; held: ownFoods.OwnFoodsRows } {
    return ownFoods.copyOwnFoods(this.db, rows);
  }

  photo(id: string): photos.PhotoRow | null {
    return photos.photo(this.db, id);
  }

  /** A photo with the parts recorded of its resumable upload, in one call; null for a photo the user has not. */
  photoWithParts(id: string): { photo: photos.PhotoRow; parts: photos.PhotoPartRow[] } | null {
    const photo = photos.photo(this.db, id);
    return photo ? { photo, parts: photos.parts(this.db, id) } : null;
  }

  openPhotoSlot(slot: photos.NewPhotoSlot, day: string): photos.PhotoRow | null {
    return photos.openPhotoSlot(this.db, slot, day);
  }

  setMultipartUpload(photoId: string, uploadId: string): void {
    photos.setMultipartUpload(this.db, photoId, uploadId);
  }

  claimUploadBytes(photoId: string, size: number, partNumber: number | null, day: string) {
    return photos.claimBytes(this.db, photoId, size, partNumber, day);
  }

  releaseUploadBytes(photoId: string, size: number, day: string): void {
    photos.releaseBytes(this.db, photoId, size, day);
  }

  recordPhotoPart(photoId: string, part: Omit<photos.PhotoPartRow, "photoId">): void {
    photos.recordPart(this.db, photoId, part);
  }

  markPhotoStored(photoId: string, contentType: string, size: number, at: Date): void {
    photos.markStored(this.db, photoId, contentType, size, at);
  }

  deleteUpload(photoId: string): void {
    photos.deleteUpload(this.db, photoId);
  }

  copyPhotos(rows: photos.PhotosRows): { live: boolean; held: photos.PhotosRows } {
    return photos.copyPhotos(this.db, rows);
  }

  /** What the Analyze button shows, in one call: the day's analyses taken and the guest photos still waiting. */
  analysisQuota(day: string, waitingLimit: number) {
    return { used: aiUsage.aiUsed(this.db, day), waiting: mealReads.waitingPhotos(this.db, waitingLimit) };
  }

  takeAnalysis(day: string, limit: number): boolean {
    return aiUsage.takeAnalysis(this.db, day, limit);
  }

  /**
   * What a meal photo's analysis starts from, in one call: the photo's row, a guest meal waiting
   * for it (ADR 019), and, when `take` is asked and the photo is stored and not a guest meal
   * analysed already, one analysis of the day taken within `limit` (whether it was).
   */
  beginAnalysis(photoId: string, imageUrl: string, day: string, limit: number, take: boolean) {
    const photo = photos.photo(this.db, photoId);
    const guestMeal = mealReads.guestPhotoMeal(this.db, imageUrl);
    const ready =
      photo?.status === "stored" && photo.contentType !== null && !(guestMeal && !guestMeal.awaitingAnalysis);
    return { photo, guestMeal, taken: take && ready ? aiUsage.takeAnalysis(this.db, day, limit) : false };
  }

  giveBackAnalysis(day: string): void {
    aiUsage.giveBackAnalysis(this.db, day);
  }

  copyAiUsage(rows: aiUsage.AiUsageRow[]): { live: boolean; held: aiUsage.AiUsageRow[] } {
    return aiUsage.copyAiUsage(this.db, rows);
  }

  logMeals(writer: Writer, batch: MealToStore[], count: WriteCount, now: number) {
    return mealWrites.logMeals(this.db, writer, batch, count, now);
  }

  /** Meals of the user's own logged again (re-log, copies): read, built and stored in one transaction. */
  logCopies(writer: Writer, request: mealCopies.CopyRequest, now: number) {
    return mealCopies.logCopies(this.db, writer, request, now);
  }

  editMeal(writer: Writer, mealId: string, edit: mealWrites.MealEdit, now: number) {
    return mealWrites.editMeal(this.db, writer, mealId, edit, now);
  }

  /** PUT /api/meals/{id}/food-items: the edit worked out from the foods as stored and written, in one transaction. */
  editFoods(
    writer: Writer,
    mealId: string,
    edits: foodEdits.ItemEdit[],
    tableFoods: foodEdits.PickedTableFood[],
    known: Record<string, Per100g | null>,
    now: number,
  ) {
    return foodEdits.editFoods(this.db, writer, mealId, edits, tableFoods, known, now);
  }

  deleteMeal(writer: Writer, mealId: string, now: number): boolean {
    return mealWrites.deleteMeal(this.db, writer, mealId, now);
  }

  restoreMeal(writer: Writer, mealId: string, now: number) {
    return mealWrites.restoreMeal(this.db, writer, mealId, now);
  }

  completeAwaitingMeal(writer: Writer, mealId: string, analysed: mealWrites.Analysed, now: number) {
    return mealWrites.completeAwaitingMeal(this.db, writer, mealId, analysed, now);
  }

  meal(mealId: string) {
    return mealWrites.mealWithFoods(this.db, mealId);
  }

  /** A meal with its foods, and the user's own foods an edit of it picks, in one call. */

  dashboard(range: mealsDashboard.SummaryRange, withBadges: boolean) {
    return mealsDashboard.dashboard(this.db, range, withBadges);
  }

  mealPage(query: mealReads.MealPageQuery) {
    return mealReads.mealPage(this.db, query);
  }

  /** The re-log lists chosen from the newest `limit` meals with their foods (`yesterday` is the user's), and the saved meals, in one call. */
  relogSources(limit: number, yesterday: string) {
    return {
      choices: chooseRelogRows(mealReads.newestMeals(this.db, undefined, limit), yesterday),
      saved: ownFoods.listSavedMeals(this.db),
    };
  }

  dayTotals(from: string, to: string) {
    return mealReads.totalsBetween(this.db, from, to);
  }

  yearTotals(recent: string, from: string, to: string) {
    return mealReads.yearTotals(this.db, recent, from, to);
  }

  countedMealsOn(day: string, mealType?: mealReads.MealPageQuery["mealType"]) {
    return mealReads.countedMealsOn(this.db, day, mealType);
  }

  countedFood(foodItemId: string) {
    return mealReads.countedFood(this.db, foodItemId);
  }

  guestPhotoMeal(imageUrl: string) {
    return mealReads.guestPhotoMeal(this.db, imageUrl);
  }

  loggedOn(day: string): boolean {
    return mealReads.loggedOn(this.db, day);
  }

  loggedBetween(from: string, to: string) {
    return mealReads.loggedBetween(this.db, from, to);
  }

  progressAndBadges() {
    return { progress: readProgress(this.db), badges: mealReads.badges(this.db) };
  }

  csvPage(cursor: mealReads.MealCursor | null, limit: number) {
    return mealReads.csvPage(this.db, cursor, limit);
  }

  stageMealsPage(token: string, page: number, tableName: mealsMove.MealsTableName, rows: unknown[]): void {
    mealsMove.stageMealsPage(this.db, token, page, tableName, rows);
  }

  finishMealsCopy(token: string, pages: number) {
    return mealsMove.finishMealsCopy(this.db, token, pages);
  }

  /** What the account's export takes from the object, in one call. */
  exportData() {
    const { photos: photoRows, uploadUsage } = photos.photosRows(this.db);
    return {
      weights: weights.readWeights(this.db, null),
      favorites: favorites.readFavorites(this.db),
      ownFoods: ownFoods.listOwnFoods(this.db),
      savedMeals: ownFoods.listSavedMeals(this.db).meals,
      photos: photoRows,
      uploadUsage,
      aiUsage: aiUsage.aiUsageRows(this.db),
      ...mealReads.mealsExport(this.db),
    };
  }

  /** The R2 keys of every photo, with the resumable uploads in progress, for the account's deletion. */
  photoKeys(): { key: string; uploadId: string | null }[] {
    return photos.photosRows(this.db).photos.map((p) => ({ key: p.key, uploadId: p.multipartUploadId }));
  }

  /**
   * Every row of the object gone, when the account is deleted. The empty tables are made again
   * at once, so a request of the deleted account still in flight reads nothing rather than failing.
   */
  async erase(): Promise<void> {
    await this.ctx.blockConcurrencyWhile(async () => {
      await this.ctx.storage.deleteAll();
      await migrate(this.db, migrations);
    });
  }
}
