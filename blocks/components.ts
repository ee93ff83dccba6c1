import type { BlockComponents } from "../engine/react.js";
// A type only: the contracts stay out of the browser's bundle, the compiler still pairs the two registries.
import type { BlockType } from "./contracts.js";

/**
 * Each block type's code, loaded when a page shows the block: one dynamic import per block, which the
 * build makes the block's own chunk (site/scripts/clientManifest.mjs finds them here, by folder name).
 * A block's `lazyParts` are named after the module each imports, as the build names their chunks.
 */
export const blockComponents: BlockComponents<BlockType> = {
  "hero": () => import("./hero/Hero.js").then((module) => ({ component: module.Hero })),
  "class-list": () =>
    import("./class-list/ClassList.js").then((module) => ({ component: module.ClassList, lazyParts: { ClassFilterBar: module.ClassFilterBar } })),
  "counter": () => import("./counter/Counter.js").then((module) => ({ component: module.Counter })),
  "article-list": () => import("./article-list/ArticleList.js").then((module) => ({ component: module.ArticleList })),
  "article-detail": () => import("./article-detail/ArticleDetail.js").then((module) => ({ component: module.ArticleDetail })),
  "form": () => import("./form/FormBlock.js").then((module) => ({ component: module.FormBlock, lazyParts: module.formLazyParts })),
  "portfolio-list": () => import("./portfolio-list/PortfolioList.js").then((module) => ({ component: module.PortfolioList })),
  "portfolio-detail": () =>
    import("./portfolio-detail/PortfolioDetail.js").then((module) => ({ component: module.PortfolioDetail, head: module.portfolioHead })),
  "lms-feature-list": () => import("./lms-feature-list/LmsFeatureList.js").then((module) => ({ component: module.LmsFeatureList })),
  "lms-feature-detail": () =>
    import("./lms-feature-detail/LmsFeatureDetail.js").then((module) => ({ component: module.LmsFeatureDetail, head: module.lmsFeatureHead })),
  "auth-callback": () => import("./auth-callback/AuthCallback.js").then((module) => ({ component: module.AuthCallback })),
  "class-detail": () => import("./class-detail/ClassDetail.js").then((module) => ({ component: module.ClassDetail })),
  "career-list": () => import("./career-list/CareerList.js").then((module) => ({ component: module.CareerList })),
  "career-detail": () => import("./career-detail/CareerDetail.js").then((module) => ({ component: module.CareerDetail })),
  "gallery": () => import("./gallery/Gallery.js").then((module) => ({ component: module.Gallery })),
  "mentor-list": () => import("./mentor-list/MentorList.js").then((module) => ({ component: module.MentorList })),
  "program-list": () => import("./program-list/ProgramList.js").then((module) => ({ component: module.ProgramList })),
  "program-detail": () => import("./program-detail/ProgramDetail.js").then((module) => ({ component: module.ProgramDetail })),
  "leaderboard": () => import("./leaderboard/Leaderboard.js").then((module) => ({ component: module.Leaderboard })),
  "stat-chart": () => import("./stat-chart/StatChart.js").then((module) => ({ component: module.StatChart })),
  "stat-overview": () => import("./stat-overview/StatOverview.js").then((module) => ({ component: module.StatOverview })),
  "stat-batches": () => import("./stat-batches/StatBatches.js").then((module) => ({ component: module.StatBatches })),
  "province-scores": () => import("./province-scores/ProvinceScores.js").then((module) => ({ component: module.ProvinceScores })),
  "pricing": () => import("./pricing/Pricing.js").then((module) => ({ component: module.Pricing })),
  "client-logos": () => import("./client-logos/ClientLogos.js").then((module) => ({ component: module.ClientLogos })),
  "video": () => import("./video/VideoBlock.js").then((module) => ({ component: module.VideoBlock })),
  "rich-text": () => import("./rich-text/RichText.js").then((module) => ({ component: module.RichText })),
  "feature-grid": () => import("./feature-grid/FeatureGrid.js").then((module) => ({ component: module.FeatureGrid })),
  "text-media": () => import("./text-media/TextMedia.js").then((module) => ({ component: module.TextMedia })),
  "course-detail": () => import("./course-detail/CourseDetail.js").then((module) => ({ component: module.CourseDetail })),
  "course-chapter": () => import("./course-chapter/CourseChapter.js").then((module) => ({ component: module.CourseChapter })),
  "syllabus": () => import("./syllabus/Syllabus.js").then((module) => ({ component: module.Syllabus })),
  "class-competence": () => import("./class-competence/ClassCompetence.js").then((module) => ({ component: module.ClassCompetence })),
  "event-list": () => import("./event-list/EventList.js").then((module) => ({ component: module.EventList })),
  "event-detail": () => import("./event-detail/EventDetail.js").then((module) => ({ component: module.EventDetail })),
  "disc-test": () => import("./disc-test/DiscTest.js").then((module) => ({ component: module.DiscTest })),
  "record-list": () => import("./record-list/RecordList.js").then((module) => ({ component: module.RecordList })),
  "collected-total": () => import("./collected-total/CollectedTotal.js").then((module) => ({ component: module.CollectedTotal })),
};
