import { accessTokenRecordSchema, createdRecordSchema, notificationRecordSchema, schoolRegistrationRecordSchema, teamRecordSchema, uploadRecordSchema, userRecordSchema } from "./accountRecords.js";
import { careerDetailRecordSchema, careerRecordSchema, jobDetailRecordSchema, jobRecordSchema } from "./careerRecords.js";
import { classOverviewRecordSchema, classRecordSchema, classSyllabusRecordSchema, webinarDetailRecordSchema, webinarRecordSchema } from "./classRecords.js";
import { articleRecordSchema, galleryRecordSchema, postDetailRecordSchema, postRecordSchema } from "./postRecords.js";
import {
  batchRecordSchema, extensionRecordSchema, mentorRecordSchema, programDetailRecordSchema, programRecordSchema, programSchoolRecordSchema,
  programSilabusRecordSchema, schoolRecordSchema,
} from "./programRecords.js";
import { appRecordSchema, appTokenRecordSchema, cityRecordSchema, provinceRecordSchema, settingRecordSchema, settingsRecordSchema, tokenValidationRecordSchema, versionRecordSchema } from "./siteRecords.js";
import {
  activeBatchDetailRecordSchema, activeBatchRecordSchema, counterRecordSchema, landingCounterRecordSchema, provinceScoreRecordSchema,
  provinceStatisticRecordSchema, statisticCounterRecordSchema, statisticSeriesRecordSchema, statisticSummaryRecordSchema,
} from "./statisticRecords.js";
import { aspirationRecordSchema, bookReviewRecordSchema, discResultRecordSchema, donationRecordSchema, testimonyRecordSchema } from "./tableRecords.js";

/**
 * Every record kind the catalogue answers, by the name a catalogue entry gives as its `record`. A record
 * is one object: a generic envelope's `data` (or each element of it, with `"list": true`), each item
 * of a paginated list, each element of a batch envelope's `data`, each row of a remote table.
 */
export const recordSchemas = {
  settings: settingsRecordSchema,
  setting: settingRecordSchema,
  app: appRecordSchema,
  version: versionRecordSchema,
  tokenValidation: tokenValidationRecordSchema,
  appToken: appTokenRecordSchema,
  province: provinceRecordSchema,
  city: cityRecordSchema,
  class: classRecordSchema,
  classOverview: classOverviewRecordSchema,
  classSyllabus: classSyllabusRecordSchema,
  webinar: webinarRecordSchema,
  webinarDetail: webinarDetailRecordSchema,
  post: postRecordSchema,
  postDetail: postDetailRecordSchema,
  article: articleRecordSchema,
  gallery: galleryRecordSchema,
  career: careerRecordSchema,
  careerDetail: careerDetailRecordSchema,
  job: jobRecordSchema,
  jobDetail: jobDetailRecordSchema,
  program: programRecordSchema,
  programDetail: programDetailRecordSchema,
  programSchool: programSchoolRecordSchema,
  programSilabus: programSilabusRecordSchema,
  batch: batchRecordSchema,
  mentor: mentorRecordSchema,
  school: schoolRecordSchema,
  extension: extensionRecordSchema,
  counter: counterRecordSchema,
  statisticSummary: statisticSummaryRecordSchema,
  landingCounter: landingCounterRecordSchema,
  statisticCounter: statisticCounterRecordSchema,
  provinceStatistic: provinceStatisticRecordSchema,
  provinceScore: provinceScoreRecordSchema,
  statisticSeries: statisticSeriesRecordSchema,
  activeBatch: activeBatchRecordSchema,
  activeBatchDetail: activeBatchDetailRecordSchema,
  user: userRecordSchema,
  accessToken: accessTokenRecordSchema,
  team: teamRecordSchema,
  schoolRegistration: schoolRegistrationRecordSchema,
  created: createdRecordSchema,
  upload: uploadRecordSchema,
  notification: notificationRecordSchema,
  bookReview: bookReviewRecordSchema,
  aspiration: aspirationRecordSchema,
  discResult: discResultRecordSchema,
  testimony: testimonyRecordSchema,
  donation: donationRecordSchema,
} as const;

export type RecordName = keyof typeof recordSchemas;
export type RecordSchema = (typeof recordSchemas)[RecordName];

/** The registry's names, for the catalogue schema's `record` enum. */
export const recordNames = Object.keys(recordSchemas) as RecordName[];

export {
  accessTokenRecordSchema, activeBatchDetailRecordSchema, activeBatchRecordSchema, appRecordSchema, appTokenRecordSchema, articleRecordSchema,
  aspirationRecordSchema, batchRecordSchema, bookReviewRecordSchema, careerDetailRecordSchema, careerRecordSchema, cityRecordSchema,
  classOverviewRecordSchema, classRecordSchema, classSyllabusRecordSchema, counterRecordSchema, createdRecordSchema, discResultRecordSchema,
  donationRecordSchema, extensionRecordSchema, galleryRecordSchema, jobDetailRecordSchema, jobRecordSchema, landingCounterRecordSchema,
  mentorRecordSchema, notificationRecordSchema, postDetailRecordSchema, postRecordSchema, programDetailRecordSchema, programRecordSchema,
  programSchoolRecordSchema, programSilabusRecordSchema, provinceRecordSchema, provinceScoreRecordSchema, provinceStatisticRecordSchema,
  schoolRecordSchema, schoolRegistrationRecordSchema, settingRecordSchema, settingsRecordSchema, statisticCounterRecordSchema,
  statisticSeriesRecordSchema, statisticSummaryRecordSchema, teamRecordSchema, testimonyRecordSchema, tokenValidationRecordSchema,
  uploadRecordSchema, userRecordSchema, versionRecordSchema, webinarDetailRecordSchema, webinarRecordSchema,
};
