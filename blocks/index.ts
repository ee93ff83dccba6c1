import type { BlockDefinition } from "../engine/render/BlockDefinition.js";
import { authCallbackBlock } from "./auth-callback/index.js";
import { articleDetailBlock } from "./article-detail/index.js";
import { articleListBlock } from "./article-list/index.js";
import { classDetailBlock } from "./class-detail/index.js";
import { classListBlock } from "./class-list/index.js";
import { counterBlock } from "./counter/index.js";
import { formBlock } from "./form/index.js";
import { heroBlock } from "./hero/index.js";
import { lmsFeatureDetailBlock } from "./lms-feature-detail/index.js";
import { lmsFeatureListBlock } from "./lms-feature-list/index.js";
import { portfolioDetailBlock } from "./portfolio-detail/index.js";
import { portfolioListBlock } from "./portfolio-list/index.js";
import { careerListBlock } from "./career-list/index.js";
import { careerDetailBlock } from "./career-detail/index.js";
import { galleryBlock } from "./gallery/index.js";
import { mentorListBlock } from "./mentor-list/index.js";
import { programListBlock } from "./program-list/index.js";
import { programDetailBlock } from "./program-detail/index.js";
import { leaderboardBlock } from "./leaderboard/index.js";

/** Every block type the layouts may use. Adding a block means adding it here; nothing is discovered. */
export const blocks: readonly BlockDefinition[] = [heroBlock, classListBlock, counterBlock, articleListBlock, articleDetailBlock, formBlock, portfolioListBlock, portfolioDetailBlock, lmsFeatureListBlock, lmsFeatureDetailBlock, authCallbackBlock, classDetailBlock, careerListBlock, careerDetailBlock, galleryBlock, mentorListBlock, programListBlock, programDetailBlock, leaderboardBlock];
