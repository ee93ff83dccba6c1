import type { BlockView } from "../engine/index.js";
import { heroView } from "./hero/view.js";
import { classListView } from "./class-list/view.js";
import { counterView } from "./counter/view.js";
import { articleListView } from "./article-list/view.js";
import { articleDetailView } from "./article-detail/view.js";
import { formView } from "./form/view.js";
import { portfolioListView } from "./portfolio-list/view.js";
import { portfolioDetailView } from "./portfolio-detail/view.js";
import { lmsFeatureListView } from "./lms-feature-list/view.js";
import { lmsFeatureDetailView } from "./lms-feature-detail/view.js";
import { authCallbackView } from "./auth-callback/view.js";
import { classDetailView } from "./class-detail/view.js";
import { careerListView } from "./career-list/view.js";
import { careerDetailView } from "./career-detail/view.js";
import { galleryView } from "./gallery/view.js";
import { mentorListView } from "./mentor-list/view.js";
import { programListView } from "./program-list/view.js";
import { programDetailView } from "./program-detail/view.js";
import { leaderboardView } from "./leaderboard/view.js";
import { statChartView } from "./stat-chart/view.js";
import { statOverviewView } from "./stat-overview/view.js";
import { statBatchesView } from "./stat-batches/view.js";
import { provinceScoresView } from "./province-scores/view.js";
import { pricingView } from "./pricing/view.js";
import { clientLogosView } from "./client-logos/view.js";
import { videoView } from "./video/view.js";
import { richTextView } from "./rich-text/view.js";
import { featureGridView } from "./feature-grid/view.js";
import { textMediaView } from "./text-media/view.js";
import { courseDetailView } from "./course-detail/view.js";
import { courseChapterView } from "./course-chapter/view.js";
import { syllabusView } from "./syllabus/view.js";
import { classCompetenceView } from "./class-competence/view.js";
import { eventListView } from "./event-list/view.js";
import { eventDetailView } from "./event-detail/view.js";
import { discTestView } from "./disc-test/view.js";
import { recordListView } from "./record-list/view.js";
import { collectedTotalView } from "./collected-total/view.js";

/**
 * What the browser needs of every block type: slots and a code-split loader, in the order of
 * blocks/index.ts (a unit test keeps the two lists alike). Props schemas and examples stay out.
 */
export const blockViews: readonly BlockView[] = [
  heroView,
  classListView,
  counterView,
  articleListView,
  articleDetailView,
  formView,
  portfolioListView,
  portfolioDetailView,
  lmsFeatureListView,
  lmsFeatureDetailView,
  authCallbackView,
  classDetailView,
  careerListView,
  careerDetailView,
  galleryView,
  mentorListView,
  programListView,
  programDetailView,
  leaderboardView,
  statChartView,
  statOverviewView,
  statBatchesView,
  provinceScoresView,
  pricingView,
  clientLogosView,
  videoView,
  richTextView,
  featureGridView,
  textMediaView,
  courseDetailView,
  courseChapterView,
  syllabusView,
  classCompetenceView,
  eventListView,
  eventDetailView,
  discTestView,
  recordListView,
  collectedTotalView,
];
