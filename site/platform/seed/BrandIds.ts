/** The ids a brand's rows were written under, by slug, and its students' enrollments: what the rest of its catalogue refers to. */
export interface BrandIds {
  readonly programs: ReadonlyMap<string, number>;
  readonly mentors: ReadonlyMap<string, number>;
  readonly classes: ReadonlyMap<string, number>;
  readonly schools: ReadonlyMap<string, number>;
  readonly enrollments: readonly { readonly studentId: number; readonly classId: number }[];
}
