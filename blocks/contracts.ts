import type { BlockContract } from "../engine/index.js";
import { heroContract } from "./hero/contract.js";
import { classListContract } from "./class-list/contract.js";
import { counterContract } from "./counter/contract.js";
import { articleListContract } from "./article-list/contract.js";
import { articleDetailContract } from "./article-detail/contract.js";
import { formContract } from "./form/contract.js";
import { portfolioListContract } from "./portfolio-list/contract.js";
import { portfolioDetailContract } from "./portfolio-detail/contract.js";
import { lmsFeatureListContract } from "./lms-feature-list/contract.js";
import { lmsFeatureDetailContract } from "./lms-feature-detail/contract.js";
import { authCallbackContract } from "./auth-callback/contract.js";
import { classDetailContract } from "./class-detail/contract.js";
import { careerListContract } from "./career-list/contract.js";
import { careerDetailContract } from "./career-detail/contract.js";
import { galleryContract } from "./gallery/contract.js";
import { mentorListContract } from "./mentor-list/contract.js";
import { programListContract } from "./program-list/contract.js";
import { programDetailContract } from "./program-detail/contract.js";
import { leaderboardContract } from "./leaderboard/contract.js";
import { statChartContract } from "./stat-chart/contract.js";
import { statOverviewContract } from "./stat-overview/contract.js";
import { statBatchesContract } from "./stat-batches/contract.js";
import { provinceScoresContract } from "./province-scores/contract.js";
import { pricingContract } from "./pricing/contract.js";
import { clientLogosContract } from "./client-logos/contract.js";
import { videoContract } from "./video/contract.js";
import { richTextContract } from "./rich-text/contract.js";
import { featureGridContract } from "./feature-grid/contract.js";
import { textMediaContract } from "./text-media/contract.js";
import { courseDetailContract } from "./course-detail/contract.js";
import { courseChapterContract } from "./course-chapter/contract.js";
import { syllabusContract } from "./syllabus/contract.js";
import { classCompetenceContract } from "./class-competence/contract.js";
import { eventListContract } from "./event-list/contract.js";
import { eventDetailContract } from "./event-detail/contract.js";
import { discTestContract } from "./disc-test/contract.js";
import { recordListContract } from "./record-list/contract.js";
import { collectedTotalContract } from "./collected-total/contract.js";

/**
 * Every block type's contract, in the order the docs and the gallery show them: what validation, schema
 * generation and the server's route planning read, without loading any component (blocks/components.ts).
 */
export const blockContracts = [
  heroContract,
  classListContract,
  counterContract,
  articleListContract,
  articleDetailContract,
  formContract,
  portfolioListContract,
  portfolioDetailContract,
  lmsFeatureListContract,
  lmsFeatureDetailContract,
  authCallbackContract,
  classDetailContract,
  careerListContract,
  careerDetailContract,
  galleryContract,
  mentorListContract,
  programListContract,
  programDetailContract,
  leaderboardContract,
  statChartContract,
  statOverviewContract,
  statBatchesContract,
  provinceScoresContract,
  pricingContract,
  clientLogosContract,
  videoContract,
  richTextContract,
  featureGridContract,
  textMediaContract,
  courseDetailContract,
  courseChapterContract,
  syllabusContract,
  classCompetenceContract,
  eventListContract,
  eventDetailContract,
  discTestContract,
  recordListContract,
  collectedTotalContract,
] as const satisfies readonly BlockContract[];

/** Every registered block type: the key set the component registry must have (blocks/components.ts). */
export type BlockType = (typeof blockContracts)[number]["type"];
